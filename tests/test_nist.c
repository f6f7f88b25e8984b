/* The NIST group next to liboqs itself, in one program that links libkpqc.a
 * and liboqs.a side by side:
 * - SHAKE128, SHAKE256 and SHA3-256 from both agree (liboqs exports
 *   un-prefixed Keccak symbols; ours all start with kpqc_, so both link and
 *   each runs its own code);
 * - every NIST row names a liboqs algorithm that is enabled, with the same
 *   sizes, level and kind as liboqs's own description;
 * - liboqs draws its randomness from kpqc's source: a key pair from the API
 *   equals one from liboqs's own OQS_KEM/OQS_SIG object under the same DRBG
 *   seed, and another seed gives other keys. */
#include <stdlib.h>
#include <string.h>

#include <oqs/oqs.h>

#include "fips202.h"
#include "test_support.h"

/* liboqs's own SHA-3 functions (src/common/sha3/sha3.h in its source; the
 * installed headers only carry the callback table). liboqs.a defines them. */
void OQS_SHA3_sha3_256(uint8_t *output, const uint8_t *input, size_t inplen);
void OQS_SHA3_shake128(uint8_t *output, size_t outlen, const uint8_t *input, size_t inplen);
void OQS_SHA3_shake256(uint8_t *output, size_t outlen, const uint8_t *input, size_t inplen);

static void check_hashes(void)
{
    uint8_t in[300], a[200], b[200];
    for (size_t i = 0; i < sizeof in; i++) in[i] = (uint8_t)(i * 7 + 1);
    size_t lens[] = {0, 1, 135, 136, 137, 168, 300};
    for (size_t k = 0; k < sizeof lens / sizeof lens[0]; k++) {
        size_t n = lens[k];
        kpqc_shake128(a, sizeof a, in, n);
        OQS_SHA3_shake128(b, sizeof b, in, n);
        CHECK_MSG(memcmp(a, b, sizeof a) == 0, "SHAKE128 of %zu bytes differs", n);
        kpqc_shake256(a, sizeof a, in, n);
        OQS_SHA3_shake256(b, sizeof b, in, n);
        CHECK_MSG(memcmp(a, b, sizeof a) == 0, "SHAKE256 of %zu bytes differs", n);
        kpqc_sha3_256(a, in, n);
        OQS_SHA3_sha3_256(b, in, n);
        CHECK_MSG(memcmp(a, b, 32) == 0, "SHA3-256 of %zu bytes differs", n);
    }
    test_pass();
}

/* Keys through the kpqc API with a seeded DRBG. */
static int api_keypair(const kpqc_scheme *s, unsigned seed, uint8_t *pk, uint8_t *sk)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    test_seed_drbg("nist", seed);
    int r = in->kind == KPQC_KIND_KEM
                ? kpqc_kem_keypair(s, NULL, pk, in->public_key_bytes, sk, in->secret_key_bytes)
                : kpqc_sign_keypair(s, NULL, pk, in->public_key_bytes, sk, in->secret_key_bytes);
    kpqc_random_use_os();
    return r;
}

static void check_scheme(const kpqc_scheme *s)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t pkl = in->public_key_bytes, skl = in->secret_key_bytes;
    uint8_t *pk1 = malloc(pkl), *sk1 = malloc(skl), *pk2 = malloc(pkl), *sk2 = malloc(skl);
    CHECK(pk1 && sk1 && pk2 && sk2);
    OQS_STATUS st;
    if (in->kind == KPQC_KIND_KEM) {
        CHECK_MSG(OQS_KEM_alg_is_enabled(in->name), "%s: not a liboqs KEM", in->name);
        OQS_KEM *k = OQS_KEM_new(in->name);
        CHECK_MSG(k != NULL, "%s: OQS_KEM_new failed", in->name);
        if (k == NULL) goto out;
        CHECK_MSG(k->length_public_key == pkl && k->length_secret_key == skl &&
                      k->length_ciphertext == in->ciphertext_bytes &&
                      k->length_shared_secret == in->shared_secret_bytes &&
                      (int)k->claimed_nist_level == in->nist_level,
                  "%s: sizes or level differ from liboqs's", in->name);
        /* liboqs's own object, fed by the same seed through the hook. */
        CHECK(api_keypair(s, 1, pk1, sk1) == KPQC_OK);
        test_seed_drbg("nist", 1);
        st = OQS_KEM_keypair(k, pk2, sk2);
        kpqc_random_use_os();
        OQS_KEM_free(k);
    } else {
        CHECK_MSG(OQS_SIG_alg_is_enabled(in->name), "%s: not a liboqs signature", in->name);
        OQS_SIG *g = OQS_SIG_new(in->name);
        CHECK_MSG(g != NULL, "%s: OQS_SIG_new failed", in->name);
        if (g == NULL) goto out;
        CHECK_MSG(g->length_public_key == pkl && g->length_secret_key == skl &&
                      g->length_signature == in->signature_bytes &&
                      (int)g->claimed_nist_level == in->nist_level &&
                      (in->max_context_bytes > 0) == (g->sig_with_ctx_support != 0),
                  "%s: sizes, level or context support differ from liboqs's", in->name);
        CHECK(api_keypair(s, 1, pk1, sk1) == KPQC_OK);
        test_seed_drbg("nist", 1);
        st = OQS_SIG_keypair(g, pk2, sk2);
        kpqc_random_use_os();
        OQS_SIG_free(g);
    }
    CHECK(st == OQS_SUCCESS);
    CHECK_MSG(memcmp(pk1, pk2, pkl) == 0 && memcmp(sk1, sk2, skl) == 0,
              "%s: liboqs did not draw from kpqc's DRBG", in->name);
    /* Another seed, other keys. */
    CHECK(api_keypair(s, 2, pk2, sk2) == KPQC_OK);
    CHECK_MSG(memcmp(pk1, pk2, pkl) != 0, "%s: another seed, the same key", in->name);
    printf("%s: liboqs %s, %s\n", in->name, OQS_version(), in->implementation());
    test_pass();
out:
    free(pk1);
    free(sk1);
    free(pk2);
    free(sk2);
}

int main(int argc, char **argv)
{
    test_schemes sel;
    if (test_select_schemes(argc, argv, &sel) != 0) return 2;
    check_hashes();
    size_t nist = 0;
    for (size_t i = 0; i < sel.n; i++) {
        if (strcmp(kpqc_scheme_info_of(sel.list[i])->group, "NIST") != 0) continue;
        nist++;
        check_scheme(sel.list[i]);
    }
    CHECK_MSG(nist > 0, "no NIST rows in a build with liboqs");
    return test_finish("nist");
}
