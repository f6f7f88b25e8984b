/* GCKSign: inputs that only one verification check rejects (issue 40), so
 * that removing the check makes this test fail.
 *
 *   - |z| <= B - beta: a key made for the signature. With z chosen (one
 *     coefficient just above the bound, or exactly at it for the control),
 *     v0 = 0, seed = SHA-256(pack(v0) | m) and c = SampleC(seed), the key
 *     t = (sum_i a_i o NTT(z_i)) / NTT(c) (pointwise, with verification's
 *     Montgomery factor) makes v = 0 and the hash match: only the bound
 *     rejects the first signature, and the control (at the bound) verifies.
 *   - t < q: a valid key with one coefficient of t replaced by a value of at
 *     least q is not a canonical key: KPQC_ERR_KEY (a signature that does
 *     not verify would be KPQC_ERR_VERIFY), in verify and in open. */
#include <stdlib.h>
#include <string.h>

#include "sha2.h"
#include "test_support.h"

__extension__ typedef unsigned __int128 u128;

#define MAXN 512
#define MAXM 4

typedef void (*sample_a_fn)(void *a, const uint8_t *seed);
typedef void (*sample_c_fn)(void *c, const uint8_t *seed);
typedef void (*ntt_fn)(uint64_t *a);
typedef void (*pack_poly_fn)(uint8_t *out, const void *p);
typedef void (*pack_z_fn)(uint8_t *out, const int64_t *z);

#define DECL(set)                                                                  \
    void kpqc_##set##_portable_gck_sample_a(void *, const uint8_t *);              \
    void kpqc_##set##_portable_gck_sample_c(void *, const uint8_t *);              \
    void kpqc_##set##_portable_gck_ntt(uint64_t *);                                \
    void kpqc_##set##_portable_gck_pack_poly(uint8_t *, const void *);             \
    void kpqc_##set##_portable_gck_pack_z(uint8_t *, const int64_t *);
DECL(gcksign2)
DECL(gcksign3)
DECL(gcksign5)

typedef struct {
    const char *name;
    unsigned n, m, logq;
    uint64_t q;
    int64_t bound; /* B - beta */
    sample_a_fn sample_a;
    sample_c_fn sample_c;
    ntt_fn ntt;
    pack_poly_fn pack_poly;
    pack_z_fn pack_z;
} gck_set;

#define FNS(set)                                                                    \
    kpqc_##set##_portable_gck_sample_a, kpqc_##set##_portable_gck_sample_c,         \
        kpqc_##set##_portable_gck_ntt, kpqc_##set##_portable_gck_pack_poly,         \
        kpqc_##set##_portable_gck_pack_z
static const gck_set sets[] = {
    {"GCKSign-II", 256, 4, 54, UINT64_C(18014398509471233), (1 << 14) - 1 - 18, FNS(gcksign2)},
    {"GCKSign-III", 256, 4, 60, UINT64_C(1152921504606844417), (1 << 14) + (1 << 9) - 18,
     FNS(gcksign3)},
    {"GCKSign-V", 512, 3, 47, UINT64_C(140737488348161), (1 << 15) - 1 - 19, FNS(gcksign5)},
};

static uint64_t mulmod(uint64_t a, uint64_t b, uint64_t q)
{
    return (uint64_t)((u128)a * b % q);
}

static uint64_t powmod(uint64_t a, uint64_t e, uint64_t q)
{
    uint64_t r = 1;
    for (; e; e >>= 1, a = mulmod(a, a, q)) {
        if (e & 1) r = mulmod(r, a, q);
    }
    return r;
}

/* a b 2^-64 mod q, as verification's Montgomery product. */
static uint64_t mont(uint64_t a, uint64_t b, uint64_t q)
{
    uint64_t rinv = powmod((uint64_t)((((u128)1 << 64) % q)), q - 2, q);
    return mulmod(mulmod(a % q, b % q, q), rinv, q);
}

static const uint8_t msg[] = "only the bound rejects this";

/* pk, sig for z = 0 except z_0 = z0: v = 0 and the hash matches. */
static int craft(const gck_set *gs, int64_t z0, uint8_t *pk, uint8_t *sig, size_t zbytes)
{
    static uint64_t a[MAXM * MAXN], zh[MAXM * MAXN], c[MAXN], t[MAXN], v[MAXN];
    static int64_t z[MAXM * MAXN];
    static uint8_t packed[MAXN * 8];
    size_t polybytes = (size_t)gs->logq * gs->n / 8;
    kpqc_sha256_ctx h;
    uint8_t seed[32];
    for (unsigned i = 0; i < 32; i++) pk[i] = (uint8_t)(0xa5 ^ i);
    gs->sample_a(a, pk);
    memset(z, 0, sizeof z);
    z[0] = z0;
    for (unsigned i = 0; i < gs->m; i++) {
        for (unsigned j = 0; j < gs->n; j++) {
            int64_t x = z[i * gs->n + j];
            zh[i * gs->n + j] = x < 0 ? (uint64_t)(x + (int64_t)gs->q) : (uint64_t)x;
        }
        gs->ntt(zh + i * gs->n);
    }
    memset(v, 0, sizeof v);
    gs->pack_poly(packed, v);
    kpqc_sha256_init(&h);
    kpqc_sha256_update(&h, packed, polybytes);
    kpqc_sha256_update(&h, msg, sizeof msg);
    kpqc_sha256_final(&h, seed);
    gs->sample_c(c, seed);
    gs->ntt(c);
    for (unsigned j = 0; j < gs->n; j++) {
        uint64_t sum = 0, cj = c[j] % gs->q;
        for (unsigned i = 0; i < gs->m; i++) {
            sum = (sum + mont(a[i * gs->n + j], zh[i * gs->n + j], gs->q)) % gs->q;
        }
        if (cj == 0) return -1;
        /* mont(t, c) = sum: t = sum 2^64 / c */
        t[j] = mulmod(mulmod(sum, (uint64_t)((((u128)1 << 64) % gs->q)), gs->q),
                      powmod(cj, gs->q - 2, gs->q), gs->q);
    }
    gs->pack_poly(pk + 32, t);
    gs->pack_z(sig, z);
    memcpy(sig + zbytes, seed, 32);
    return 0;
}

static void check_set(const gck_set *gs)
{
    const kpqc_scheme *s = kpqc_scheme_find(gs->name);
    CHECK_MSG(s != NULL, "%s is registered", gs->name);
    if (s == NULL) return;
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t siglen = in->signature_bytes, zbytes = siglen - 32;
    uint8_t *pk = malloc(in->public_key_bytes), *sk = malloc(in->secret_key_bytes);
    uint8_t *sig = malloc(siglen), *sm = malloc(siglen + sizeof msg);
    uint8_t *m2 = malloc(siglen + sizeof msg);
    CHECK(pk && sk && sig && sm && m2);
    if (!(pk && sk && sig && sm && m2)) goto out;

    /* the bound: at B - beta the crafted signature verifies, one above it not */
    CHECK(craft(gs, gs->bound, pk, sig, zbytes) == 0);
    CHECK_MSG(kpqc_sign_verify(s, NULL, sig, siglen, msg, sizeof msg, NULL, 0, pk,
                               in->public_key_bytes) == KPQC_OK,
              "%s: the crafted signature with |z| = B - beta does not verify (construction)",
              gs->name);
    for (int sign = 1; sign >= -1; sign -= 2) {
        CHECK(craft(gs, sign * (gs->bound + 1), pk, sig, zbytes) == 0);
        CHECK_MSG(kpqc_sign_verify(s, NULL, sig, siglen, msg, sizeof msg, NULL, 0, pk,
                                   in->public_key_bytes) == KPQC_ERR_VERIFY,
                  "%s: a signature with z = %+lld (B - beta %+lld) and a matching hash is "
                  "accepted", gs->name, (long long)(sign * (gs->bound + 1)), (long long)sign);
        test_pass();
    }

    /* t >= q: not a canonical key, whatever the signature */
    CHECK(kpqc_sign_keypair(s, NULL, pk, in->public_key_bytes, sk, in->secret_key_bytes) ==
          KPQC_OK);
    size_t sl = siglen, sml = siglen + sizeof msg, ml = siglen + sizeof msg;
    CHECK(kpqc_sign_signature(s, NULL, sig, &sl, msg, sizeof msg, NULL, 0, sk,
                              in->secret_key_bytes) == KPQC_OK);
    CHECK(kpqc_sign(s, NULL, sm, &sml, msg, sizeof msg, sk, in->secret_key_bytes) == KPQC_OK);
    for (unsigned j = 0; j < gs->n; j += gs->n - 1) {
        /* coefficient j of t (logq bits, most significant bit first) := 2^logq - 1 */
        size_t first = 8 * 32 + (size_t)j * gs->logq;
        uint8_t *bad = malloc(in->public_key_bytes);
        CHECK(bad != NULL);
        if (bad == NULL) break;
        memcpy(bad, pk, in->public_key_bytes);
        for (unsigned b = 0; b < gs->logq; b++) {
            bad[(first + b) / 8] |= (uint8_t)(0x80u >> ((first + b) % 8));
        }
        CHECK_MSG(kpqc_sign_verify(s, NULL, sig, sl, msg, sizeof msg, NULL, 0, bad,
                                   in->public_key_bytes) == KPQC_ERR_KEY,
                  "%s: coefficient %u of t = 2^%u - 1 >= q is not refused as an invalid key",
                  gs->name, j, gs->logq);
        ml = siglen + sizeof msg;
        CHECK_MSG(kpqc_sign_open(s, NULL, m2, &ml, sm, sml, bad, in->public_key_bytes) ==
                      KPQC_ERR_KEY,
                  "%s: open with coefficient %u of t >= q is not KPQC_ERR_KEY", gs->name, j);
        free(bad);
        test_pass();
    }
out:
    free(pk), free(sk), free(sig), free(sm), free(m2);
}

int main(void)
{
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) check_set(&sets[i]);
    return test_finish("test_gcksign_checks");
}
