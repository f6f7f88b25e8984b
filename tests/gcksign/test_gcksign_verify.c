/* GCKSign verification against forged, modified and malformed signatures,
 * through the public API, for the three sets. Signature layout (the
 * submission's): z (M*N fields of z_bits, two's complement, most significant
 * bit first) | seed of c (32 bytes).
 *
 * The submission's crypto_sign_open returns success as soon as a coefficient
 * of z exceeds B - beta, without computing the hash: any such "signature"
 * is accepted for any message and key (a universal forgery), and negative
 * coefficients are not bounded at all. Both are rejected here. */
#include <stdlib.h>
#include <string.h>

#include "test_support.h"

typedef struct {
    const char *name;
    unsigned coeffs, z_bits;
    int32_t bound; /* B - beta */
} gck_set;

static const gck_set sets[] = {
    {"GCKSign-II", 4 * 256, 15, (1 << 14) - 1 - 18},
    {"GCKSign-III", 4 * 256, 16, (1 << 14) + (1 << 9) - 18},
    {"GCKSign-V", 3 * 512, 16, (1 << 15) - 1 - 19},
};

static void set_z(uint8_t *sig, const gck_set *gs, unsigned i, int32_t v)
{
    for (unsigned b = 0; b < gs->z_bits; b++) {
        size_t bit = (size_t)i * gs->z_bits + b;
        unsigned value_bit = ((uint32_t)v >> (gs->z_bits - 1 - b)) & 1u;
        uint8_t *p = sig + bit / 8;
        unsigned shift = 7 - (unsigned)(bit % 8);
        *p = (uint8_t)((*p & ~(1u << shift)) | (value_bit << shift));
    }
}

static int32_t get_z(const uint8_t *sig, const gck_set *gs, unsigned i)
{
    uint32_t v = 0;
    for (unsigned b = 0; b < gs->z_bits; b++) {
        size_t bit = (size_t)i * gs->z_bits + b;
        v = v << 1 | ((sig[bit / 8] >> (7 - bit % 8)) & 1u);
    }
    if (v >> (gs->z_bits - 1)) return (int32_t)v - (int32_t)(1u << gs->z_bits);
    return (int32_t)v;
}

static void check_set(const gck_set *gs)
{
    const kpqc_scheme *s = kpqc_scheme_find(gs->name);
    CHECK_MSG(s != NULL, "%s is registered", gs->name);
    if (s == NULL) return;
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t siglen = in->signature_bytes, zbytes = siglen - 32;
    uint8_t *pk = malloc(in->public_key_bytes), *sk = malloc(in->secret_key_bytes);
    uint8_t *sig = malloc(siglen), *work = malloc(siglen), *sm = malloc(siglen + 100),
            *m2 = malloc(siglen + 100);
    uint8_t msg[100];
    CHECK(pk && sk && sig && work && sm && m2);
    test_seed_drbg(gs->name, 0);
    for (size_t i = 0; i < sizeof msg; i++) msg[i] = (uint8_t)(7 * i + 1);
    CHECK(kpqc_sign_keypair(s, NULL, pk, in->public_key_bytes, sk, in->secret_key_bytes) == 0);
    size_t len = siglen;
    CHECK(kpqc_sign_signature(s, NULL, sig, &len, msg, sizeof msg, NULL, 0, sk,
                              in->secret_key_bytes) == 0);
    CHECK(len == siglen);
    CHECK(kpqc_sign_verify(s, NULL, sig, siglen, msg, sizeof msg, NULL, 0, pk,
                           in->public_key_bytes) == 0);
    /* Every z of a signature is within the bound. */
    int32_t max = 0;
    for (unsigned i = 0; i < gs->coeffs; i++) {
        int32_t z = get_z(sig, gs, i);
        if (z > max) max = z;
        if (-z > max) max = -z;
    }
    CHECK_MSG(max <= gs->bound && max > gs->bound / 2, "%s: |z| max %d, bound %d", gs->name,
              (int)max, (int)gs->bound);

    /* The submission's forgery: one coefficient just over the bound, any seed,
     * any message. Also the same on the negative side, and all coefficients. */
    const int32_t forged[] = {gs->bound + 1, -gs->bound - 1, (int32_t)(1u << (gs->z_bits - 1)) - 1,
                              -(int32_t)(1u << (gs->z_bits - 1))};
    for (size_t f = 0; f < sizeof forged / sizeof forged[0]; f++) {
        memcpy(work, sig, siglen);
        set_z(work, gs, 17, forged[f]);
        CHECK(get_z(work, gs, 17) == forged[f]);
        CHECK_MSG(kpqc_sign_verify(s, NULL, work, siglen, msg, sizeof msg, NULL, 0, pk,
                                   in->public_key_bytes) != 0,
                  "%s: z = %d accepted", gs->name, (int)forged[f]);
        memset(work, 0xa5, siglen);
        for (unsigned i = 0; i < gs->coeffs; i++) set_z(work, gs, i, forged[f]);
        CHECK(kpqc_sign_verify(s, NULL, work, siglen, msg, 1, NULL, 0, pk,
                               in->public_key_bytes) != 0);
        /* Combined form: the forged sm must not open. */
        memcpy(sm, work, siglen);
        memcpy(sm + siglen, msg, 5);
        size_t mlen = siglen + 100;
        CHECK(kpqc_sign_open(s, NULL, m2, &mlen, sm, siglen + 5, pk, in->public_key_bytes) != 0);
    }
    /* One bit changed anywhere in z's first bytes, the seed, the message. */
    for (size_t pos = 0; pos < siglen; pos += (pos < zbytes ? 97 : 1)) {
        memcpy(work, sig, siglen);
        work[pos] ^= (uint8_t)(1u << (pos % 8));
        CHECK_MSG(kpqc_sign_verify(s, NULL, work, siglen, msg, sizeof msg, NULL, 0, pk,
                                   in->public_key_bytes) != 0,
                  "%s: bit flip at %zu accepted", gs->name, pos);
    }
    msg[50] ^= 4;
    CHECK(kpqc_sign_verify(s, NULL, sig, siglen, msg, sizeof msg, NULL, 0, pk,
                           in->public_key_bytes) != 0);
    msg[50] ^= 4;
    /* Wrong lengths. */
    CHECK(kpqc_sign_verify(s, NULL, sig, siglen - 1, msg, sizeof msg, NULL, 0, pk,
                           in->public_key_bytes) != 0);
    size_t mlen = siglen + 100;
    CHECK(kpqc_sign_open(s, NULL, m2, &mlen, sig, 31, pk, in->public_key_bytes) != 0);

    /* Round trips, combined form, message lengths 0..40. */
    for (size_t ml = 0; ml <= 40; ml += 8) {
        size_t smlen = siglen + 100, outlen = siglen + 100;
        CHECK(kpqc_sign(s, NULL, sm, &smlen, msg, ml, sk, in->secret_key_bytes) == 0);
        CHECK(smlen == siglen + ml && memcmp(sm + siglen, msg, ml) == 0);
        CHECK(kpqc_sign_open(s, NULL, m2, &outlen, sm, smlen, pk, in->public_key_bytes) == 0);
        CHECK(outlen == ml && memcmp(m2, msg, ml) == 0);
    }
    kpqc_random_use_os();
    free(pk);
    free(sk);
    free(sig);
    free(work);
    free(sm);
    free(m2);
    test_pass();
}

int main(void)
{
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) check_set(&sets[i]);
    return test_finish("gcksign_verify");
}
