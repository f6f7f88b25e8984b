/* Syndrome decoding of the secret Goppa code, constant time (see goppa.h).
 * The reference uses an extended Patterson decoder whose Euclidean steps
 * branch on secret degrees; this decoder finds the same error (it is unique
 * for weight <= t) with fixed-length loops only. */
#include <string.h>

#include "ct.h"
#include "goppa.h"
#if KPQC_BACKEND_AVX2
#include "native/x86_64/api.h"
#endif

#if KPQC_BACKEND_AVX2
static void syndromes(gf S[2 * PALOMA_T], const uint64_t s[PALOMA_R_WORDS], const gf L[PALOMA_N],
                      const gf g[PALOMA_T + 1])
{
    paloma_decode_syndromes_avx2(S, s, L, g);
}

/* e_x = 1 where sigma(L_x) = 0. */
static void roots(uint64_t e[PALOMA_N_WORDS], const gf sigma[PALOMA_T + 1], const gf L[PALOMA_N])
{
    paloma_decode_roots_avx2(e, sigma, L);
}
#else
static gf parity_lanes(const gf_vec *v)
{
    gf out = 0;
    for (int b = 0; b < PALOMA_M; b++) {
        uint64_t x = v->p[b];
        x ^= x >> 32;
        x ^= x >> 16;
        x ^= x >> 8;
        x ^= x >> 4;
        x ^= x >> 2;
        x ^= x >> 1;
        out |= (gf)((x & 1) << b);
    }
    return out;
}

/* S_j = sum over x < n-k with s_x = 1 of L_x^j / g(L_x)^2, j = 0..2t-1. The
 * lanes are summed per j at the end (one parity per plane). */
static void syndromes(gf S[2 * PALOMA_T], const uint64_t s[PALOMA_R_WORDS], const gf L[PALOMA_N],
                      const gf g[PALOMA_T + 1])
{
    static const size_t n2t = 2 * PALOMA_T;
    gf_vec acc[2 * PALOMA_T], x, w;
    memset(acc, 0, sizeof acc);
    for (size_t cb = 0; cb < PALOMA_R_WORDS; cb++) {
        gf_vec_load(&x, L + 64 * cb);
        gf_vec_eval(&w, g, PALOMA_T, &x);
        gf_vec_sqr(&w, &w);
        gf_vec_inv(&w, &w);
        for (int b = 0; b < PALOMA_M; b++) w.p[b] &= s[cb]; /* s is public */
        for (size_t j = 0; j < n2t; j++) {
            for (int b = 0; b < PALOMA_M; b++) acc[j].p[b] ^= w.p[b];
            gf_vec_mul(&w, &w, &x);
        }
    }
    for (size_t j = 0; j < n2t; j++) S[j] = parity_lanes(&acc[j]);
    kpqc_memzero(acc, sizeof acc);
    kpqc_memzero(&x, sizeof x);
    kpqc_memzero(&w, sizeof w);
}

/* e_x = 1 where sigma(L_x) = 0. */
static void roots(uint64_t e[PALOMA_N_WORDS], const gf sigma[PALOMA_T + 1], const gf L[PALOMA_N])
{
    gf_vec x, v;
    for (size_t cb = 0; cb < PALOMA_N_WORDS; cb++) {
        gf_vec_load(&x, L + 64 * cb);
        gf_vec_eval(&v, sigma, PALOMA_T, &x);
        uint64_t any = 0;
        for (int b = 0; b < PALOMA_M; b++) any |= v.p[b];
        e[cb] = ~any;
    }
    kpqc_memzero(&x, sizeof x);
    kpqc_memzero(&v, sizeof v);
}
#endif /* KPQC_BACKEND_AVX2 */

/* Berlekamp-Massey with fixed iteration count and masked updates: C(z) of
 * degree <= t with C(z) = prod (1 - L_x z) over the error positions. */
static void berlekamp_massey(gf C[PALOMA_T + 1], const gf S[2 * PALOMA_T])
{
    gf B[PALOMA_T + 1], T[PALOMA_T + 1];
    gf b = 1;
    uint32_t L = 0;
    memset(C, 0, (PALOMA_T + 1) * sizeof(gf));
    memset(B, 0, sizeof B);
    C[0] = 1;
    B[1] = 1; /* B is kept multiplied by z^m */
    for (uint32_t n = 0; n < 2 * PALOMA_T; n++) {
        gf d = 0;
        for (uint32_t i = 0; i <= PALOMA_T && i <= n; i++) d ^= gf_mul(C[i], S[n - i]);
        uint32_t nonzero = kpqc_ct_mask_nonzero_u32(d);
        uint32_t grow = nonzero & ~kpqc_ct_mask_lt_u32(n, 2 * L); /* d != 0 and 2L <= n */
        gf f = gf_mul(d, gf_inv(b));
        memcpy(T, C, sizeof T);
        for (int i = 0; i <= PALOMA_T; i++) C[i] ^= gf_mul(f, B[i]);
        L = kpqc_ct_select_u32(grow, n + 1 - L, L);
        b = (gf)kpqc_ct_select_u32(grow, d, b);
        /* B <- z * (grow ? T : B) */
        for (int i = PALOMA_T; i > 0; i--) {
            B[i] = (gf)kpqc_ct_select_u32(grow, T[i - 1], B[i - 1]);
        }
        B[0] = 0;
    }
    kpqc_memzero(B, sizeof B);
    kpqc_memzero(T, sizeof T);
}

void goppa_decode(uint64_t e[PALOMA_N_WORDS], const uint64_t s[PALOMA_R_WORDS], const gf L[PALOMA_N],
                  const gf g[PALOMA_T + 1])
{
    gf S[2 * PALOMA_T], C[PALOMA_T + 1], sigma[PALOMA_T + 1];
    syndromes(S, s, L, g);
    berlekamp_massey(C, S);
    /* sigma(X) = X^t C(1/X) = prod (X - L_x) when there are t errors. */
    for (int i = 0; i <= PALOMA_T; i++) sigma[i] = C[PALOMA_T - i];
    roots(e, sigma, L);
    kpqc_memzero(S, sizeof S);
    kpqc_memzero(C, sizeof C);
    kpqc_memzero(sigma, sizeof sigma);
}
