/* NCC-Sign verification against malformed and modified input, through the
 * public API, for the four sets. The signature layout (spec v2.1, the
 * submission's packing) is c~ (32 bytes) | z (n fields of z_bits, each
 * gamma1 - z) | h (n bits). Each signature under test is the last bytes of
 * its heap block, so a read past the end shows under AddressSanitizer.
 * Also: round trips over 40 keys and message lengths 0..299, detached and
 * combined (sm = sig | m, the detached signature of m). */
#include <stdlib.h>
#include <string.h>

#include "test_support.h"

typedef struct {
    const char *name;
    unsigned n, z_bits;
    int32_t gamma1, beta;
} ncc_set;

static const ncc_set sets[] = {
    {"NCC-Sign1", 1152, 19, 1 << 18, 50},
    {"NCC-Sign3", 1536, 19, 1 << 18, 58},
    {"NCC-Sign5", 2304, 20, 1 << 19, 64},
    {"NCC-Sign5prime", 2048, 19, 1 << 18, 64},
};

enum { OMEGA = 80 };

typedef struct {
    const kpqc_scheme *s;
    const kpqc_scheme_info *in;
    uint8_t *pk, *sk, *sig, *work;
    uint8_t msg[64];
    size_t siglen, off_h;
} fixture;

static int verify_work(const fixture *f, size_t len)
{
    return kpqc_sign_verify(f->s, NULL, f->work, len, f->msg, sizeof f->msg, NULL, 0, f->pk,
                            f->in->public_key_bytes);
}

/* Writes field i of z (bits wide, little-endian bit order) into the copy. */
static void set_z_field(fixture *f, const ncc_set *ns, unsigned i, uint32_t v)
{
    for (unsigned b = 0; b < ns->z_bits; b++) {
        size_t bit = (size_t)i * ns->z_bits + b;
        uint8_t *p = f->work + 32 + bit / 8;
        *p = (uint8_t)((*p & ~(1u << (bit % 8))) | (((v >> b) & 1u) << (bit % 8)));
    }
}

static unsigned hint_count(const uint8_t *h, size_t len)
{
    unsigned c = 0;
    for (size_t i = 0; i < len; i++) {
        for (unsigned b = 0; b < 8; b++) c += (h[i] >> b) & 1;
    }
    return c;
}

static void check_set(const ncc_set *ns)
{
    fixture f;
    memset(&f, 0, sizeof f);
    f.s = kpqc_scheme_find(ns->name);
    CHECK_MSG(f.s != NULL, "%s not registered", ns->name);
    if (f.s == NULL) return;
    f.in = kpqc_scheme_info_of(f.s);
    f.siglen = f.in->signature_bytes;
    CHECK(f.siglen == 32 + (size_t)ns->n * ns->z_bits / 8 + ns->n / 8);
    f.off_h = 32 + (size_t)ns->n * ns->z_bits / 8;
    f.pk = malloc(f.in->public_key_bytes);
    f.sk = malloc(f.in->secret_key_bytes);
    f.sig = malloc(f.siglen);
    f.work = malloc(f.siglen + 1);
    CHECK(f.pk && f.sk && f.sig && f.work);
    if (!f.pk || !f.sk || !f.sig || !f.work) goto out;
    for (size_t i = 0; i < sizeof f.msg; i++) f.msg[i] = (uint8_t)(3 * i + 1);
    test_seed_drbg("nccsign-verify", 0);
    CHECK(kpqc_sign_keypair(f.s, NULL, f.pk, f.in->public_key_bytes, f.sk,
                            f.in->secret_key_bytes) == KPQC_OK);
    size_t siglen = f.siglen;
    CHECK(kpqc_sign_signature(f.s, NULL, f.sig, &siglen, f.msg, sizeof f.msg, NULL, 0, f.sk,
                              f.in->secret_key_bytes) == KPQC_OK);
    CHECK(siglen == f.siglen);
    memcpy(f.work, f.sig, f.siglen);
    CHECK(verify_work(&f, f.siglen) == KPQC_OK);
    CHECK(hint_count(f.sig + f.off_h, ns->n / 8) <= OMEGA);

    /* Deterministic signing: the same signature again. */
    siglen = f.siglen;
    CHECK(kpqc_sign_signature(f.s, NULL, f.work, &siglen, f.msg, sizeof f.msg, NULL, 0, f.sk,
                              f.in->secret_key_bytes) == KPQC_OK);
    CHECK(memcmp(f.work, f.sig, f.siglen) == 0);

    /* Wrong lengths, a context string (NCC-Sign takes none). */
    CHECK(verify_work(&f, f.siglen - 1) != KPQC_OK);
    CHECK(verify_work(&f, f.siglen + 1) != KPQC_OK);
    CHECK(kpqc_sign_verify(f.s, NULL, f.sig, f.siglen, f.msg, sizeof f.msg, f.msg, 1, f.pk,
                           f.in->public_key_bytes) != KPQC_OK);

    /* One bit of c~, of the first and last z field, of h. */
    const size_t bits[4] = {5, 32 * 8 + 3, f.off_h * 8 - 1, f.off_h * 8 + 7};
    for (unsigned i = 0; i < 4; i++) {
        memcpy(f.work, f.sig, f.siglen);
        f.work[bits[i] / 8] ^= (uint8_t)(1u << (bits[i] % 8));
        CHECK_MSG(verify_work(&f, f.siglen) != KPQC_OK, "%s: bit %zu flipped accepted", ns->name,
                  bits[i]);
    }

    /* z out of range: |z_0| = gamma1 - 1 and z_0 = -(gamma1 - 1) (largest field). */
    const uint32_t fields[2] = {1, (1u << ns->z_bits) - 1};
    for (unsigned i = 0; i < 2; i++) {
        memcpy(f.work, f.sig, f.siglen);
        set_z_field(&f, ns, 0, fields[i]);
        CHECK(verify_work(&f, f.siglen) != KPQC_OK);
    }

    /* More than omega hints (Alg. 10; the submission's code does not count
     * them): the signature's hints plus more ones, and all ones. */
    memcpy(f.work, f.sig, f.siglen);
    for (size_t i = f.off_h; i < f.siglen && hint_count(f.work + f.off_h, ns->n / 8) <= OMEGA;
         i++) {
        f.work[i] = 0xff;
    }
    CHECK(verify_work(&f, f.siglen) != KPQC_OK);
    memset(f.work + f.off_h, 0xff, f.siglen - f.off_h);
    CHECK(verify_work(&f, f.siglen) != KPQC_OK);

    /* A different message, a different public key. */
    f.msg[0] ^= 1;
    memcpy(f.work, f.sig, f.siglen);
    CHECK(verify_work(&f, f.siglen) != KPQC_OK);
    f.msg[0] ^= 1;
    f.pk[40] ^= 0x10;
    CHECK(verify_work(&f, f.siglen) != KPQC_OK);
    f.pk[40] ^= 0x10;

    /* A secret key of all-ones fields (s = -6, t0 at its minimum) may sign
     * or fail; a crash, an out-of-bounds access or a hang fails the test. */
    memset(f.sk + 96, 0xff, f.in->secret_key_bytes - 96);
    siglen = f.siglen;
    (void)kpqc_sign_signature(f.s, NULL, f.work, &siglen, f.msg, sizeof f.msg, NULL, 0, f.sk,
                              f.in->secret_key_bytes);
    test_pass();
out:
    free(f.pk);
    free(f.sk);
    free(f.sig);
    free(f.work);
}

static void check_round_trips(const ncc_set *ns)
{
    const kpqc_scheme *s = kpqc_scheme_find(ns->name);
    if (s == NULL) return;
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    uint8_t *pk = malloc(in->public_key_bytes), *sk = malloc(in->secret_key_bytes);
    uint8_t *sig = malloc(in->signature_bytes), *sm = malloc(in->signature_bytes + 300);
    uint8_t *m2 = malloc(in->signature_bytes + 300), msg[300];
    CHECK(pk && sk && sig && sm && m2);
    if (!pk || !sk || !sig || !sm || !m2) goto out;
    for (unsigned seed = 0; seed < 40; seed++) {
        size_t mlen = (seed * 131u) % sizeof msg, siglen = in->signature_bytes, smlen = 0, m2len = 0;
        test_seed_drbg("nccsign-roundtrip", seed);
        CHECK(kpqc_random_bytes(msg, mlen) == KPQC_OK);
        CHECK(kpqc_sign_keypair(s, NULL, pk, in->public_key_bytes, sk, in->secret_key_bytes) ==
              KPQC_OK);
        CHECK(kpqc_sign_signature(s, NULL, sig, &siglen, msg, mlen, NULL, 0, sk,
                                  in->secret_key_bytes) == KPQC_OK);
        CHECK(kpqc_sign_verify(s, NULL, sig, siglen, msg, mlen, NULL, 0, pk,
                               in->public_key_bytes) == KPQC_OK);
        smlen = in->signature_bytes + mlen;
        CHECK(kpqc_sign(s, NULL, sm, &smlen, msg, mlen, sk, in->secret_key_bytes) == KPQC_OK);
        CHECK(smlen == siglen + mlen && memcmp(sm, sig, siglen) == 0 &&
              (mlen == 0 || memcmp(sm + siglen, msg, mlen) == 0));
        m2len = smlen;
        CHECK(kpqc_sign_open(s, NULL, m2, &m2len, sm, smlen, pk, in->public_key_bytes) ==
              KPQC_OK);
        CHECK(m2len == mlen && (mlen == 0 || memcmp(m2, msg, mlen) == 0));
        if (mlen > 0) {
            sm[siglen + mlen - 1] ^= 0x80;
            m2len = smlen;
            CHECK(kpqc_sign_open(s, NULL, m2, &m2len, sm, smlen, pk, in->public_key_bytes) !=
                  KPQC_OK);
        }
    }
    test_pass();
out:
    free(pk);
    free(sk);
    free(sig);
    free(sm);
    free(m2);
}

int main(void)
{
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) check_set(&sets[i]);
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) check_round_trips(&sets[i]);
    return test_finish("nccsign verify");
}
