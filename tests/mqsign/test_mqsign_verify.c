/* MQ-Sign through the public API, one parameter set per run (argument: the
 * scheme name): the combined layout sm = m || w || salt (message first),
 * rejection of every modified part of a signature, of a modified message and
 * of modified public keys (P1, P2 and P3 blocks, and H(P) for RR), wrong
 * lengths, and a signature of the empty message. The keys are the caller's
 * heap buffers, as everywhere in kpqc. Every backend this CPU runs, each on
 * its own keys and signatures. */
#include <stdlib.h>
#include <string.h>

#include "test_support.h"

/* All checks on one backend b. */
static void check_backend(const kpqc_scheme *s, const char *b)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t pkl = in->public_key_bytes, skl = in->secret_key_bytes, sigl = in->signature_bytes;
    size_t n = sigl - 32; /* w has N bytes, then a 32-byte salt */
    int rr = strstr(in->name, "-RR-") != NULL;
    uint8_t *pk = malloc(pkl), *sk = malloc(skl), *pk2 = malloc(pkl);
    uint8_t msg[77], sig[400], bad[400], sm[77 + 400], m2[77 + 400];
    size_t siglen = sizeof sig, smlen = sizeof sm, mlen = sizeof m2;
    CHECK(pk && sk && pk2 && sigl <= sizeof sig);
    if (!pk || !sk || !pk2) {
        free(pk);
        free(pk2);
        free(sk);
        return;
    }

    test_seed_drbg("mqsign-verify", 0);
    for (size_t i = 0; i < sizeof msg; i++) msg[i] = (uint8_t)(3 * i + 1);
    CHECK(kpqc_sign_keypair(s, b, pk, pkl, sk, skl) == KPQC_OK);
    CHECK(pk[pkl - 1] == 0 && sk[skl - 1] == 0); /* upstream's trailing zero byte */
    if (rr) CHECK(memcmp(pk + pkl - 65, sk + skl - 65, 64) == 0); /* H(P) in both keys */
    CHECK(kpqc_sign_signature(s, b, sig, &siglen, msg, sizeof msg, NULL, 0, sk, skl) == 0);
    CHECK(siglen == sigl);
    CHECK(kpqc_sign_verify(s, b, sig, siglen, msg, sizeof msg, NULL, 0, pk, pkl) == 0);
    CHECK(kpqc_sign_verify(s, b, sig, siglen, msg, sizeof msg, msg, 1, pk, pkl) != 0);

    /* Combined form: the message first, then a valid detached signature. */
    CHECK(kpqc_sign(s, b, sm, &smlen, msg, sizeof msg, sk, skl) == KPQC_OK);
    CHECK(smlen == sizeof msg + sigl && memcmp(sm, msg, sizeof msg) == 0);
    CHECK(kpqc_sign_verify(s, b, sm + sizeof msg, sigl, msg, sizeof msg, NULL, 0, pk, pkl) == 0);
    CHECK(kpqc_sign_open(s, b, m2, &mlen, sm, smlen, pk, pkl) == KPQC_OK);
    CHECK(mlen == sizeof msg && memcmp(m2, msg, sizeof msg) == 0);
    mlen = sizeof m2;
    CHECK(kpqc_sign_open(s, b, m2, &mlen, sm, sigl - 1, pk, pkl) != KPQC_OK);

    /* Every byte of w and of the salt, one bit each (all positions at level 1). */
    size_t step = n < 150 ? 1 : 7;
    unsigned rejected = 0, tried = 0;
    for (size_t i = 0; i < sigl; i += (i < n ? step : 1)) {
        memcpy(bad, sig, sigl);
        bad[i] ^= (uint8_t)(1u << (i % 8));
        tried++;
        rejected += kpqc_sign_verify(s, b, bad, sigl, msg, sizeof msg, NULL, 0, pk, pkl) != 0;
    }
    CHECK_MSG(rejected == tried, "%u of %u modified signatures rejected", rejected, tried);
    memset(bad, 0, sigl); /* w = 0 gives P(w) = 0 */
    memcpy(bad + n, sig + n, 32);
    CHECK(kpqc_sign_verify(s, b, bad, sigl, msg, sizeof msg, NULL, 0, pk, pkl) != 0);
    CHECK(kpqc_sign_verify(s, b, sig, sigl - 1, msg, sizeof msg, NULL, 0, pk, pkl) != 0);
    msg[5] ^= 0x40;
    CHECK(kpqc_sign_verify(s, b, sig, sigl, msg, sizeof msg, NULL, 0, pk, pkl) != 0);
    msg[5] ^= 0x40;
    CHECK(kpqc_sign_verify(s, b, sig, sigl, msg, sizeof msg - 1, NULL, 0, pk, pkl) != 0);

    /* Public keys: the first entry (P1), an entry of the oil columns of the
     * first row (P2), the last entry (P3), and H(P) for RR. */
    size_t o = (size_t)(in->nist_level == 1 ? 46 : in->nist_level == 3 ? 72 : 96);
    size_t pbytes = pkl - 1 - (rr ? 64 : 0), v = n - o;
    size_t at[4] = {0, o * v + 3, pbytes - 1, pbytes + 10};
    for (unsigned k = 0; k < (rr ? 4u : 3u); k++) {
        memcpy(pk2, pk, pkl);
        pk2[at[k]] ^= 0x21;
        CHECK_MSG(kpqc_sign_verify(s, b, sig, sigl, msg, sizeof msg, NULL, 0, pk2, pkl) != 0,
                  "modified public key byte %zu accepted", at[k]);
    }

    /* The empty message. */
    siglen = sizeof sig;
    CHECK(kpqc_sign_signature(s, b, sig, &siglen, NULL, 0, NULL, 0, sk, skl) == 0);
    CHECK(kpqc_sign_verify(s, b, sig, siglen, NULL, 0, NULL, 0, pk, pkl) == 0);
    CHECK(kpqc_sign_verify(s, b, sig, siglen, msg, 1, NULL, 0, pk, pkl) != 0);
    test_pass();
    free(pk);
    free(pk2);
    free(sk);

}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_mqsign_verify SCHEME\n");
        return 2;
    }
    const kpqc_scheme *s = kpqc_scheme_find(argv[1]);
    if (s == NULL) {
        fprintf(stderr, "unknown scheme %s\n", argv[1]);
        return 2;
    }
    for (size_t i = 0; i < kpqc_backend_count(s); i++) {
        if (!kpqc_backend_available(s, i)) {
            printf("%s [%s]: skipped, this CPU lacks the backend's features (not a pass)\n",
                   argv[1], kpqc_backend_name(s, i));
            continue;
        }
        check_backend(s, kpqc_backend_name(s, i));
    }
    kpqc_random_use_os();
    return test_finish(argv[1]);
}
