/* Inversion in the NTT domain on 16 lanes: the adjugate and determinant of
 * every component (the formulas of adjugate_component in ntt.c, lane by
 * lane, in the Montgomery domain), then all determinants inverted at once.
 *
 * The determinants of block pair p (16 components, as in basemul.c) form
 * row p of a matrix with 16 columns. Montgomery's trick runs down each
 * column in CHAINS interleaved chains (rows c, c + CHAINS, ...; independent,
 * so their multiplications overlap): prefix products, one inversion,
 * products back up. The 16 CHAINS totals are inverted lane-wise by vector
 * exponentiations x^(q-2), instead of being chained together as ntt.c does. The inverses
 * are the same modulo q (and scaled by the same BASEINV_SCALE), only the
 * representatives may differ, which the contract allows. A zero determinant
 * makes its column's total zero, whose "inverse" is zero: reported as -1. */
#include <stddef.h>

#include "api.h"
#include "arith.h"
#include "ct.h"
#include "../../zetas.h"

#define D NTRUPLUS_D
#define BLOCK (8 * D)
#define PAIRS (NTRUPLUS_N / (2 * BLOCK)) /* rows of the determinant matrix */
#define CHAINS 2
#if PAIRS % CHAINS != 0
#error "the rows must split into CHAINS chains"
#endif

#if NTRUPLUS_D == 4
static inline vec twice(vec x)
{
    return _mm256_add_epi16(x, x);
}

/* See adjugate_component (d = 4) in ntt.c, split in two: the norm part
 * (n0, m1 and the determinant), which the inversion waits for, and the
 * adjugate proper, which nothing waits for (baseinv_avx2 computes it while
 * the latency-bound chains run). */
static inline vec norm(vec *n0, vec *m1, const vec a[D], vec z, vec zq)
{
    vec s = _mm256_sub_epi16(vfqmul_var(a[2], a[2]), twice(vfqmul_var(a[1], a[3])));
    *n0 = _mm256_add_epi16(vfqmul_var(a[0], a[0]), vfqmul(s, z, zq));
    *m1 = _mm256_sub_epi16(
        _mm256_add_epi16(vfqmul_var(a[1], a[1]), vfqmul(vfqmul_var(a[3], a[3]), z, zq)),
        twice(vfqmul_var(a[0], a[2])));
    return _mm256_sub_epi16(vfqmul_var(*n0, *n0), vfqmul(vfqmul_var(*m1, *m1), z, zq));
}

static inline void adjugate_from_norm(vec r[D], const vec a[D], vec n0, vec m1, vec z, vec zq)
{
    /* m1 z once, for the two products that ntt.c multiplies by z after
     * multiplying by m1 (same residues, other representatives; every
     * product of m1 z, |m1 z| < q, with a value below 2q is below q). */
    vec m1z = vfqmul(m1, z, zq);
    const vec zero = _mm256_setzero_si256();
    r[0] = _mm256_add_epi16(vfqmul_var(a[0], n0), vfqmul_var(a[2], m1z));
    r[1] = _mm256_sub_epi16(_mm256_sub_epi16(zero, vfqmul_var(a[1], n0)),
                            vfqmul_var(a[3], m1z));
    r[2] = _mm256_add_epi16(vfqmul_var(a[0], m1), vfqmul_var(a[2], n0));
    r[3] = _mm256_sub_epi16(_mm256_sub_epi16(zero, vfqmul_var(a[1], m1)), vfqmul_var(a[3], n0));
}
#else
/* See adjugate_component (d = 3) in ntt.c. */
static inline vec adjugate(vec r[D], const vec a[D], vec z, vec zq)
{
    /* a2 z once for the two products ntt.c scales by z after a2 (same
     * residues, other representatives; |a2 z| < q). */
    vec a2z = vfqmul(a[2], z, zq);
    r[0] = _mm256_sub_epi16(vfqmul_var(a[0], a[0]), vfqmul_var(a[1], a2z));
    r[1] = _mm256_sub_epi16(vfqmul_var(a[2], a2z), vfqmul_var(a[0], a[1]));
    r[2] = _mm256_sub_epi16(vfqmul_var(a[1], a[1]), vfqmul_var(a[0], a[2]));
    return _mm256_add_epi16(
        vfqmul_var(a[0], r[0]),
        vfqmul(_mm256_add_epi16(vfqmul_var(a[1], r[2]), vfqmul_var(a[2], r[1])), z, zq));
}
#endif

/* x^(q-2) lane by lane (Fermat), in the Montgomery domain; 0 for x = 0.
 * Every step is a multiplication of two Montgomery-domain values, so any
 * addition chain gives the same residue; the one below (q - 2 = 3455 =
 * 13 * 2^8 + 127) has 20 multiplications like square-and-multiply but only
 * 14 of them in sequence (the chain is latency-bound): x^127 is built beside
 * the squarings of x^13. */
#if NTRUPLUS_Q != 3457
#error "vinv's addition chain is for q = 3457"
#endif
static inline vec vinv(vec x)
{
    vec x2 = vfqmul_var(x, x);
    vec x3 = vfqmul_var(x2, x);
    vec x12 = vfqmul_var(x3, x3);
    x12 = vfqmul_var(x12, x12);
    vec y = vfqmul_var(x12, x); /* x^13 */
    vec z = vfqmul_var(x12, x3); /* x^15 */
    z = vfqmul_var(z, z);
    z = vfqmul_var(z, z);
    z = vfqmul_var(z, x3); /* x^63 */
    z = vfqmul_var(z, z);
    z = vfqmul_var(z, x); /* x^127 */
#pragma GCC unroll 8
    for (int k = 0; k < 8; k++) {
        y = vfqmul_var(y, y); /* x^(13 * 2^(k+1)) */
    }
    return vfqmul_var(y, z);
}

int baseinv_avx2(int16_t *r, const int16_t *a)
{
    vec det[PAIRS], prefix[PAIRS];
    size_t p;
    int k;

    for (p = 0; p < PAIRS; p++) {
        const size_t base = 2 * BLOCK * p;
        vec x[D];
#pragma GCC unroll 16
        for (k = 0; k < D; k++) {
            x[k] = vload2(a + base + 8 * k, a + base + BLOCK + 8 * k);
        }
#if NTRUPLUS_D == 4
        /* n0 and m1 parked in r's rows 0 and 1 until the adjugate pass */
        vec n0, m1;
        det[p] = norm(&n0, &m1, x, vloadu(ntt_components_z + 16 * p),
                      vloadu(ntt_components_zq + 16 * p));
        vstore2(r + base, r + base + BLOCK, n0);
        vstore2(r + base + 8, r + base + BLOCK + 8, m1);
#else
        vec y[D];
        det[p] = adjugate(y, x, vloadu(ntt_components_z + 16 * p),
                          vloadu(ntt_components_zq + 16 * p));
#pragma GCC unroll 16
        for (k = 0; k < D; k++) {
            vstore2(r + base + 8 * k, r + base + BLOCK + 8 * k, y[k]);
        }
#endif
    }

    /* Montgomery's trick down each column, CHAINS chains at once. */
    for (p = 0; p < CHAINS; p++) {
        prefix[p] = det[p];
    }
    for (p = CHAINS; p < PAIRS; p++) {
        prefix[p] = vfqmul_var(prefix[p - CHAINS], det[p]);
    }
    vec inv[CHAINS], zero = _mm256_setzero_si256();
#pragma GCC unroll 16
    for (k = 0; k < CHAINS; k++) {
        vec total = prefix[PAIRS - CHAINS + k];
        inv[k] = vfqmul(vinv(total), vset(BASEINV_SCALE_Z), vset(BASEINV_SCALE_ZQ));
        zero = _mm256_or_si256(zero, _mm256_cmpeq_epi16(vfreeze(total), _mm256_setzero_si256()));
    }
#if NTRUPLUS_D == 4
    /* The adjugates: independent of the chains above, so out-of-order
     * execution overlaps them with the chains' latency. */
    for (p = 0; p < PAIRS; p++) {
        const size_t base = 2 * BLOCK * p;
        vec x[D], y[D];
#pragma GCC unroll 16
        for (k = 0; k < D; k++) {
            x[k] = vload2(a + base + 8 * k, a + base + BLOCK + 8 * k);
        }
        adjugate_from_norm(y, x, vload2(r + base, r + base + BLOCK),
                           vload2(r + base + 8, r + base + BLOCK + 8),
                           vloadu(ntt_components_z + 16 * p), vloadu(ntt_components_zq + 16 * p));
#pragma GCC unroll 16
        for (k = 0; k < D; k++) {
            vstore2(r + base + 8 * k, r + base + BLOCK + 8 * k, y[k]);
        }
    }
#endif
    for (p = PAIRS - 1; p >= CHAINS; p--) {
        vec *v = &inv[p % CHAINS];
        vec t = vfqmul_var(*v, prefix[p - CHAINS]);
        *v = vfqmul_var(*v, det[p]);
        det[p] = t;
    }
    for (p = 0; p < CHAINS; p++) {
        det[p] = inv[p];
    }

    for (p = 0; p < PAIRS; p++) {
        const size_t base = 2 * BLOCK * p;
#pragma GCC unroll 16
        for (k = 0; k < D; k++) {
            vec y = vload2(r + base + 8 * k, r + base + BLOCK + 8 * k);
            vstore2(r + base + 8 * k, r + base + BLOCK + 8 * k, vfqmul_var(y, det[p]));
        }
    }
    kpqc_memzero(det, sizeof det);
    kpqc_memzero(prefix, sizeof prefix);
    kpqc_memzero(inv, sizeof inv);
    return -(int)(1 & (uint32_t)(1 - _mm256_testz_si256(zero, zero)));
}
