/* SOLMAE: inputs that only one verification check rejects (issue 40, mutant
 * sweep), so that removing or loosening the check makes this test fail.
 *
 *   - the signature header 0x29: another header byte is rejected; s2 must
 *     be c - s1 h exactly (s2_0 + 1 is rejected); open refuses an sm one
 *     byte shorter than a signature;
 *   - s1, s2 as doubles: each must be exactly (double)v for an integer v in
 *     [-(q-1)/2, (q-1)/2]. A valid signature with one coefficient v <= 0
 *     written as v + 65536 (the same int16), with a 0 written as -0.0, or
 *     with v + 0.25: rejected (else one signature has many byte strings).
 *   - the key's h below q: the key 0x09 | FFT(h') with h' = h + q e_0 (the
 *     same h mod q, so the original signature would verify) is KPQC_ERR_KEY.
 *   - the s range itself: the decoder (solmae_decode_coeffs, strict) takes
 *     +-(q-1)/2 and refuses +-((q-1)/2 + 1) (no signer comes near it);
 *   - the norm bound: the verification equation (the portable namespace's
 *     solmae_verify_equation_fft) with h = 0, c = 0, s2 = 0 and s1 of squared
 *     norm exactly gamma^2 accepts, gamma^2 + 1 rejects (no signer reaches
 *     the edge: only a crafted equation shows an off-by-one there).
 * Layouts: pk = 0x09 | n doubles (FFT(h)), sig = nonce (40) | 0x29 | s1 | s2
 * (n doubles each), little-endian IEEE 754. */
#include <stdlib.h>
#include <string.h>

#include "test_support.h"

typedef void (*fft_fn)(double *a, unsigned logn);
typedef int (*equation_fn)(const double *hf, const int16_t *s1, const int16_t *s2,
                           const uint16_t *c, double *tmp);
typedef int (*decode_fn)(int16_t *s, const uint8_t *in, int strict);

#define DECL(set)                                                                         \
    void kpqc_##set##_portable_solmae_fft(double *, unsigned);                            \
    void kpqc_##set##_portable_solmae_ifft(double *, unsigned);                           \
    int kpqc_##set##_portable_solmae_verify_equation_fft(const double *, const int16_t *, \
                                                         const int16_t *, const uint16_t *, \
                                                         double *);      \
    int kpqc_##set##_portable_solmae_decode_coeffs(int16_t *, const uint8_t *, int);
DECL(solmae512)
DECL(solmae1024)

typedef struct {
    const char *name;
    unsigned logn;
    uint64_t gamma_sq;
    fft_fn fft, ifft;
    equation_fn equation;
    decode_fn decode;
} solmae_set;

#define FNS(set)                                                                  \
    kpqc_##set##_portable_solmae_fft, kpqc_##set##_portable_solmae_ifft,          \
        kpqc_##set##_portable_solmae_verify_equation_fft, kpqc_##set##_portable_solmae_decode_coeffs
static const solmae_set sets[] = {
    {"SOLMAE512", 9, 33870790, FNS(solmae512)},
    {"SOLMAE1024", 10, 134150669, FNS(solmae1024)},
};

enum { Q = 12289, NONCE = 40, MAXN = 1024 };

static const uint8_t msg[] = "one encoding per signature";

static double get_double(const uint8_t *p)
{
    uint64_t b = 0;
    double x;
    for (int i = 7; i >= 0; i--) b = b << 8 | p[i];
    memcpy(&x, &b, 8);
    return x;
}

static void put_double(uint8_t *p, double x)
{
    uint64_t b;
    memcpy(&b, &x, 8);
    for (int i = 0; i < 8; i++) p[i] = (uint8_t)(b >> (8 * i));
}

static int verify(const kpqc_scheme *s, const char *bn, const uint8_t *sig, size_t siglen,
                  const uint8_t *pk, size_t pklen)
{
    return kpqc_sign_verify(s, bn, sig, siglen, msg, sizeof msg, NULL, 0, pk, pklen);
}

/* The integer square root, by bisection (no libm: the sanitizer build
 * does not link it). */
static uint64_t isqrt(uint64_t x)
{
    uint64_t lo = 0, hi = UINT64_C(1) << 32;
    while (hi - lo > 1) {
        uint64_t mid = (lo + hi) / 2;
        if (mid * mid <= x) lo = mid;
        else hi = mid;
    }
    return lo;
}

/* s1 of squared norm exactly `target` (greedy squares; |s1_i| < 2^15). */
static int fill_norm(int16_t *s1, unsigned n, uint64_t target)
{
    memset(s1, 0, n * sizeof *s1);
    for (unsigned i = 0; i < n && target > 0; i++) {
        uint64_t r = isqrt(target);
        while (r * r > target) r--;
        while ((r + 1) * (r + 1) <= target) r++;
        if (r > 32767) r = 32767;
        s1[i] = (int16_t)r;
        target -= r * r;
    }
    return target == 0 ? 0 : -1;
}

static void check_equation(const solmae_set *ss)
{
    static double hf[MAXN], tmp[MAXN];
    static int16_t s1[MAXN], s2[MAXN];
    static uint16_t c[MAXN];
    static uint8_t enc[8 * MAXN];
    unsigned n = 1u << ss->logn;
    const double edge = (Q - 1) / 2;
    const double values[4] = {edge, -edge, edge + 1, -edge - 1};
    for (unsigned k = 0; k < 4; k++) {
        memset(enc, 0, sizeof enc);
        put_double(enc + 8 * (n - 1), values[k]);
        CHECK_MSG((ss->decode(s1, enc, 1) == 0) == (k < 2), "%s: s coefficient %.0f", ss->name,
                  values[k]);
    }
    memset(hf, 0, sizeof hf); /* FFT(0) */
    memset(s2, 0, sizeof s2);
    memset(c, 0, sizeof c);
    CHECK(fill_norm(s1, n, ss->gamma_sq) == 0);
    CHECK_MSG(ss->equation(hf, s1, s2, c, tmp) == 0, "%s: norm gamma^2 is rejected", ss->name);
    CHECK(fill_norm(s1, n, ss->gamma_sq + 1) == 0);
    CHECK_MSG(ss->equation(hf, s1, s2, c, tmp) != 0, "%s: norm gamma^2 + 1 is accepted",
              ss->name);
    test_pass();
}

static void check_set(const solmae_set *ss)
{
    const kpqc_scheme *s = kpqc_scheme_find(ss->name);
    CHECK_MSG(s != NULL, "%s is registered", ss->name);
    if (s == NULL) return;
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    unsigned n = 1u << ss->logn;
    size_t pkb = in->public_key_bytes, siglen = in->signature_bytes;
    uint8_t *pk = malloc(pkb), *pk2 = malloc(pkb), *sk = malloc(in->secret_key_bytes);
    uint8_t *sig = malloc(siglen), *work = malloc(siglen), *m2 = malloc(siglen);
    static double h[MAXN];
    CHECK(pk && pk2 && sk && sig && work && m2);
    if (!(pk && pk2 && sk && sig && work && m2)) goto out;
    CHECK(pkb == 1 + 8 * (size_t)n && siglen == NONCE + 1 + 16 * (size_t)n);
    test_seed_drbg("solmae-checks", 0);
    CHECK(kpqc_sign_keypair(s, NULL, pk, pkb, sk, in->secret_key_bytes) == KPQC_OK);
    size_t sl = siglen;
    CHECK(kpqc_sign_signature(s, NULL, sig, &sl, msg, sizeof msg, NULL, 0, sk,
                              in->secret_key_bytes) == KPQC_OK);
    CHECK(sl == siglen);

    /* h' = h + q e_0, encoded as key generation encodes h */
    for (unsigned i = 0; i < n; i++) h[i] = get_double(pk + 1 + 8 * i);
    ss->ifft(h, ss->logn);
    for (unsigned i = 0; i < n; i++) h[i] = (double)(int64_t)(h[i] + 0.5); /* h[i] > -0.5 */
    CHECK(h[0] >= 0 && h[0] < Q);
    h[0] += Q;
    ss->fft(h, ss->logn);
    pk2[0] = pk[0];
    for (unsigned i = 0; i < n; i++) put_double(pk2 + 1 + 8 * i, h[i]);

    /* the first coefficient of s1 | s2 that is <= 0, and one that is 0 */
    unsigned neg = 2 * n, zero = 2 * n;
    for (unsigned i = 0; i < 2 * n; i++) {
        double x = get_double(sig + NONCE + 1 + 8 * i);
        if (x <= 0 && neg == 2 * n) neg = i;
        if (x == 0 && zero == 2 * n) zero = i;
    }
    CHECK(neg < 2 * n && zero < 2 * n);
    if (neg == 2 * n || zero == 2 * n) goto out;

    for (size_t b = 0; b < kpqc_backend_count(s); b++) {
        const char *bn = kpqc_backend_name(s, b);
        if (!kpqc_backend_available(s, b)) continue;
        size_t at;
        CHECK(verify(s, bn, sig, siglen, pk, pkb) == KPQC_OK);
        CHECK_MSG(verify(s, bn, sig, siglen, pk2, pkb) == KPQC_ERR_KEY,
                  "%s [%s]: a key with h_0 + q is not refused as a key", ss->name, bn);
        /* s2 must be c - s1 h exactly: coefficient 0 of s2 plus one */
        memcpy(work, sig, siglen);
        at = NONCE + 1 + 8 * (size_t)n;
        put_double(work + at, get_double(sig + at) + 1.0);
        CHECK_MSG(verify(s, bn, work, siglen, pk, pkb) == KPQC_ERR_VERIFY,
                  "%s [%s]: s2_0 + 1 is accepted", ss->name, bn);
        /* sm one byte shorter than a signature, shaped so that only the
         * length test stops open: header where the tail would start,
         * doubles 0 after it (a loosened test hashes a message of length
         * SIZE_MAX) */
        size_t ml = siglen;
        memset(work, 0, siglen);
        work[NONCE - 1] = 0x29;
        CHECK_MSG(kpqc_sign_open(s, bn, m2, &ml, work, siglen - 1, pk, pkb) == KPQC_ERR_VERIFY,
                  "%s [%s]: open of a too short sm is not KPQC_ERR_VERIFY", ss->name, bn);
        memcpy(work, sig, siglen);
        work[NONCE] ^= 0x01; /* header 0x29 -> 0x28 */
        CHECK_MSG(verify(s, bn, work, siglen, pk, pkb) == KPQC_ERR_VERIFY,
                  "%s [%s]: signature header 0x28 is accepted", ss->name, bn);
        at = NONCE + 1 + 8 * (size_t)neg;
        memcpy(work, sig, siglen);
        put_double(work + at, get_double(sig + at) + 65536.0);
        CHECK_MSG(verify(s, bn, work, siglen, pk, pkb) == KPQC_ERR_VERIFY,
                  "%s [%s]: s coefficient %u written as v + 65536 is accepted", ss->name, bn,
                  neg);
        put_double(work + at, get_double(sig + at) + 0.25);
        CHECK_MSG(verify(s, bn, work, siglen, pk, pkb) == KPQC_ERR_VERIFY,
                  "%s [%s]: s coefficient %u written as v + 0.25 is accepted", ss->name, bn, neg);
        at = NONCE + 1 + 8 * (size_t)zero;
        memcpy(work, sig, siglen);
        put_double(work + at, -0.0);
        CHECK_MSG(verify(s, bn, work, siglen, pk, pkb) == KPQC_ERR_VERIFY,
                  "%s [%s]: s coefficient %u written as -0.0 is accepted", ss->name, bn, zero);
        test_pass();
    }
out:
    free(pk), free(pk2), free(sk), free(sig), free(work), free(m2);
}

int main(void)
{
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
        check_set(&sets[i]);
        check_equation(&sets[i]);
    }
    return test_finish("test_solmae_checks");
}
