/* NTRU+: a crafted ciphertext that passes re-encryption but breaks the SOTP
 * range condition (spec 2026-01-30, Algorithm 13: Decode returns bottom when
 * a coefficient of m' + beta_hi lies outside {0, 1}) must be rejected.
 *
 * From an honest encapsulation (m, r known from the DRBG stream and the
 * spec's hashes, as in test_ntruplus_reject.c), the attacker adds e = +2 X^i
 * where m_i = -1 (or -2 X^i where m_i = +1) to the message: c'^ = c^ +
 * NTT(e). Decryption gives m' = m + e, whose coefficient i is out of range
 * but has the same parity, so Decode without the range check returns the
 * same message, the same r, and c'^ - NTT(m') = c^ - NTT(m): re-encryption
 * passes and the real key would come out. Each parameter set and backend must
 * return KPQC_ERR_VERIFY and an all-zero key. The crafting uses the portable
 * instance's internal functions (Decode_q, Encode_q, NTT, CBD1, SOTP). */
#include <stdlib.h>
#include <string.h>

#include "fips202.h"
#include "test_support.h"

#define Q 3457
#define MAXN 1152

typedef struct {
    _Alignas(32) int16_t c[MAXN];
} poly;

#define DECLARE(n)                                                                           \
    void kpqc_ntruplus##n##_portable_ntt(int16_t *);                                       \
    void kpqc_ntruplus##n##_portable_poly_tobytes(uint8_t *, const void *);                \
    uint32_t kpqc_ntruplus##n##_portable_poly_frombytes(void *, const uint8_t *);          \
    void kpqc_ntruplus##n##_portable_poly_cbd1(void *, const uint8_t *);                   \
    void kpqc_ntruplus##n##_portable_poly_sotp_encode(void *, const uint8_t *, const uint8_t *);
DECLARE(768)
DECLARE(864)
DECLARE(1152)

typedef struct {
    const char *name;
    size_t n;
    void (*ntt)(int16_t *);
    void (*tobytes)(uint8_t *, const void *);
    uint32_t (*frombytes)(void *, const uint8_t *);
    void (*cbd1)(void *, const uint8_t *);
    void (*sotp_encode)(void *, const uint8_t *, const uint8_t *);
} set;

#define SET(n)                                                                                \
    {"NTRU+" #n, n, kpqc_ntruplus##n##_portable_ntt, kpqc_ntruplus##n##_portable_poly_tobytes, \
     kpqc_ntruplus##n##_portable_poly_frombytes, kpqc_ntruplus##n##_portable_poly_cbd1,        \
     kpqc_ntruplus##n##_portable_poly_sotp_encode}
static const set sets[] = {SET(768), SET(864), SET(1152)};

/* SHAKE-256(prefix || a || b), outlen bytes. */
static void hash(uint8_t *out, size_t outlen, uint8_t prefix, const uint8_t *a, size_t alen,
                 const uint8_t *b, size_t blen)
{
    uint8_t *buf = malloc(1 + alen + blen);
    buf[0] = prefix;
    memcpy(buf + 1, a, alen);
    if (blen) memcpy(buf + 1 + alen, b, blen);
    kpqc_shake256(out, outlen, buf, 1 + alen + blen);
    free(buf);
}

static void crafted(const set *p, unsigned trial)
{
    const kpqc_scheme *s = kpqc_scheme_find(p->name);
    const kpqc_scheme_info *in;
    const size_t n = p->n, polybytes = 3 * n / 2;
    uint8_t *pk, *sk, *ct, *ct2, msg[MAXN / 8], fpk[32], kr[32 + MAXN / 4], g[MAXN / 4];
    uint8_t ss[32], ss2[32];
    poly r, m, e, c;
    size_t i;
    int sign = 0;
    if (s == NULL) {
        printf("%s not built\n", p->name);
        return;
    }
    in = kpqc_scheme_info_of(s);
    pk = malloc(in->public_key_bytes), sk = malloc(in->secret_key_bytes);
    ct = malloc(in->ciphertext_bytes), ct2 = malloc(in->ciphertext_bytes);
    test_seed_drbg("ntruplus-crafted", trial);
    CHECK(kpqc_kem_keypair(s, "portable", pk, in->public_key_bytes, sk, in->secret_key_bytes) ==
          KPQC_OK);
    test_seed_drbg("ntruplus-crafted-encaps", trial);
    CHECK(kpqc_kem_encaps(s, "portable", ct, in->ciphertext_bytes, ss, 32, pk,
                          in->public_key_bytes) == KPQC_OK);
    test_seed_drbg("ntruplus-crafted-encaps", trial);
    CHECK(kpqc_random_bytes(msg, n / 8) == KPQC_OK); /* Encap's m */

    /* r = CBD1(H(m, F(pk))[32..]), m_poly = SOTP(m, G(Encode_q(NTT(r)))) */
    hash(fpk, 32, 0x00, pk, in->public_key_bytes, NULL, 0);
    hash(kr, 32 + n / 4, 0x02, msg, n / 8, fpk, 32);
    CHECK(memcmp(kr, ss, 32) == 0); /* the model matches the scheme */
    p->cbd1(&r, kr + 32);
    p->ntt(r.c);
    p->tobytes(ct2, &r);
    hash(g, n / 4, 0x01, ct2, polybytes, NULL, 0);
    p->sotp_encode(&m, msg, g);

    /* e = -2 m_i X^i at the first i with m_i != 0 */
    memset(&e, 0, sizeof e);
    for (i = 0; i < n && m.c[i] == 0; i++) {
    }
    CHECK(i < n);
    if (i == n) goto out;
    sign = m.c[i];
    e.c[i] = (int16_t)(-2 * sign);
    p->ntt(e.c);
    CHECK(p->frombytes(&c, ct) == 0);
    for (size_t j = 0; j < n; j++) {
        c.c[j] = (int16_t)((((int32_t)c.c[j] + e.c[j]) % Q + Q) % Q);
    }
    p->tobytes(ct2, &c);
    CHECK(memcmp(ct, ct2, in->ciphertext_bytes) != 0);

    for (size_t b = 0; b < kpqc_backend_count(s); b++) {
        const char *bn = kpqc_backend_name(s, b);
        int rc;
        if (!kpqc_backend_available(s, b)) continue;
        memset(ss2, 0x5a, sizeof ss2);
        rc = kpqc_kem_decaps(s, bn, ss2, 32, ct2, in->ciphertext_bytes, sk, in->secret_key_bytes);
        CHECK_MSG(rc == KPQC_ERR_VERIFY, "%s/%s: ciphertext with m'_%zu = %d accepted (%d)%s",
                  p->name, bn, i, -sign, rc,
                  memcmp(ss2, ss, 32) == 0 ? ", giving the real key" : "");
        CHECK(memcmp(ss2, (const uint8_t[32]){0}, 32) == 0);
        /* the honest ciphertext still decapsulates */
        CHECK(kpqc_kem_decaps(s, bn, ss2, 32, ct, in->ciphertext_bytes, sk,
                              in->secret_key_bytes) == KPQC_OK &&
              memcmp(ss2, ss, 32) == 0);
        test_pass();
    }
out:
    free(pk), free(sk), free(ct), free(ct2);
}

int main(void)
{
    for (size_t k = 0; k < sizeof sets / sizeof sets[0]; k++) {
        for (unsigned t = 0; t < 4; t++) crafted(&sets[k], t);
    }
    return test_finish("test_ntruplus_crafted");
}
