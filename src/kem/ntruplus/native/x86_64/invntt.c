/* The inverse NTT on 16 lanes, mirroring native/x86_64/ntt.c with the
 * arithmetic of invntt() in ntt.c (Gentleman-Sande butterflies, the scale
 * factors divided out in the last layer):
 *   1. per tile of 32 components, loaded once: the two last layers undone
 *      on the NTT layout, the transpose to natural order, the natural-order
 *      radix-2 layers (g = 1, 2, 4), one store;
 *   2. the radix-3 layers and the initial layer across the polynomial.
 *
 * Reduction is lazy, as in invntt() of ntt.c, which reduces the same sums
 * (so the results are identical): a sum is Barrett-reduced only where the
 * next layer would leave int16. Every product
 * with a twiddle (|z| <= q/2) is below 3q/4 + 1 < q for any int16 input, and
 * Barrett gives at most (q+1)/2; int16 holds 9.47q. Bounds (strict, in units
 * of q) per vector, from the input bound 2q:
 *   last layer (pairs 2dk+j, 2dk+d+j): sums 4q, products q;
 *   next layer (pairs m, m+d): d = 4: y0, y1 = 4q + 4q = 8q, reduced;
 *     y2, y3 = q + q = 2q; d = 3: y0..y2 mix sums of 4q, up to 8q, all
 *     reduced (then every row < q). Rows after the transpose: < 2q (d = 4),
 *     < q (d = 3);
 *   g = 1: rows 0, 2, 4, 6 < 4q (d = 3: 2q), odd rows < q;
 *   g = 2: rows 0, 4 < 8q, reduced; rows 1, 5 < 2q; rows 2, 3, 6, 7 < q;
 *   g = 4 (n = 768): row 0 <= q + 1, row 1 < 4q, reduced; rows 2, 3 < 2q, rows
 *     4..7 < q: every row < 2q;
 *   so every radix-3 layer input is < 2q; the first radix-3 layer's sums
 *     (< 6q) are reduced, its other outputs are products (y0 - y1 + u < 5q
 *     before the product);
 *   n = 864, 1152: the second radix-3 layer starts from < q, its sums stay
 *     < 3q unreduced;
 *   initial layer: u, v < 3q, u - v < 6q, u + v - h < 7q; the outputs are
 *     products, |r_i| < q.
 */
#include <stddef.h>

#include "api.h"
#include "tile.h"
#include "../../ntt.h"
#include "../../zetas.h"

#define N NTRUPLUS_N

#if NTRUPLUS_RADIX3_LAYERS == 1
#define RADIX2_TOP (N / 12)
#else
#define RADIX2_TOP (N / 36)
#endif

/* (x, y) -> (x + y, (x - y) * z): the inverse butterfly of ntt.c, the sum
 * left unreduced. */
static inline void inv_butterfly(vec *x, vec *y, vec z, vec zq)
{
    vec u = *x, w = *y;
    *x = _mm256_add_epi16(u, w);
    *y = vfqmul(_mm256_sub_epi16(u, w), z, zq);
}

static inline void tile_last_layers_inverse(vec y[8], size_t t)
{
    const int16_t *bz = invntt_tile_b_z + 16 * t, *bzq = invntt_tile_b_zq + 16 * t;
#if NTRUPLUS_D == 4
    const vec z0 = vload8x2(bz), z0q = vload8x2(bzq);
    const vec z1 = vload8x2(bz + 8), z1q = vload8x2(bzq + 8);
    inv_butterfly(&y[0], &y[2], z0, z0q);
    inv_butterfly(&y[1], &y[3], z0, z0q);
    inv_butterfly(&y[4], &y[6], z1, z1q);
    inv_butterfly(&y[5], &y[7], z1, z1q);
#else
    /* d = 3: the regrouping of tile_last_layers in native/x86_64/ntt.c. */
    vec p0 = y[0];
    vec q0 = _mm256_permute2x128_si256(y[1], y[2], 0x21);
    vec p1 = _mm256_permute2x128_si256(y[1], y[4], 0x20);
    vec q1 = _mm256_permute2x128_si256(y[2], y[5], 0x31);
    vec p2 = y[3];
    vec q2 = _mm256_permute2x128_si256(y[4], y[5], 0x21);
    inv_butterfly(&p0, &q0, vload8x2(bz), vload8x2(bzq));
    inv_butterfly(&p1, &q1, vloadu(bz), vloadu(bzq));
    inv_butterfly(&p2, &q2, vload8x2(bz + 8), vload8x2(bzq + 8));
    y[0] = p0;
    y[1] = _mm256_permute2x128_si256(p1, q0, 0x20);
    y[2] = _mm256_permute2x128_si256(q0, q1, 0x21);
    y[3] = p2;
    y[4] = _mm256_permute2x128_si256(p1, q2, 0x21);
    y[5] = _mm256_permute2x128_si256(q2, q1, 0x31);
#endif
    const vec za = vload8x2(invntt_tile_a_z + 8 * t), zaq = vload8x2(invntt_tile_a_zq + 8 * t);
#pragma GCC unroll 16
    for (int m = 0; m < D; m++) {
        inv_butterfly(&y[m], &y[m + D], za, zaq);
    }
    /* the sums of two sums (< 8q): y0, y1 for d = 4, y0..y2 for d = 3 */
#pragma GCC unroll 16
    for (int m = 0; m < (D == 4 ? 2 : 3); m++) {
        y[m] = vbarrett(y[m]);
    }
}

/* g = 1, 2 (and 4 for n = 768): the layer of step 4d g has N / (8 d g)
 * blocks in invntt_radix2 (read from invntt_radix2_x2). Written out so
 * that the rows stay in registers. */
static inline void tile_natural_layers_inverse(vec x[8], size_t t)
{
    const ntt_twiddle2 *tw = invntt_radix2_x2;
    tile_radix2_layer(x, t, 1, tw, inv_butterfly);
    tw += N / (8 * D);
    tile_radix2_layer(x, t, 2, tw, inv_butterfly);
    x[0] = vbarrett(x[0]); /* < 8q */
    x[4] = vbarrett(x[4]);
#if RADIX2_TOP / ROW == 4
    tw += N / (16 * D);
    tile_radix2_layer(x, t, 4, tw, inv_butterfly);
    x[1] = vbarrett(x[1]); /* < 4q */
#endif
}

/* See the radix-3 part of invntt() in ntt.c; the sums are reduced when
 * reduce is set (a constant at each call). */
static inline void radix3_layer_inverse(int16_t *r, size_t step, const ntt_twiddle *tw,
                                        int reduce)
{
    const vec w = vset(NTT_OMEGA_Z), wq = vset(NTT_OMEGA_ZQ);
    for (size_t start = 0; start < N; start += 3 * step, tw += 2) {
        const vec a1 = vset(tw[0].z), a1q = vset(tw[0].zq);
        const vec a2 = vset(tw[1].z), a2q = vset(tw[1].zq);
        for (size_t i = start; i < start + step; i += 16) {
            vec y0 = vload(r + i), y1 = vload(r + i + step), y2 = vload(r + i + 2 * step);
            vec u = vfqmul(_mm256_sub_epi16(y2, y1), w, wq);
            vec s = _mm256_add_epi16(y0, _mm256_add_epi16(y1, y2));
            vstore(r + i, reduce ? vbarrett(s) : s);
            vstore(r + i + step,
                   vfqmul(_mm256_add_epi16(_mm256_sub_epi16(y0, y1), u), a1, a1q));
            vstore(r + i + 2 * step,
                   vfqmul(_mm256_sub_epi16(_mm256_sub_epi16(y0, y2), u), a2, a2q));
        }
    }
}

/* The initial layer undone; when t is not NULL (a constant at each call),
 * the outputs also go through crepmod3 and the forward NTT's initial layer
 * (ntt.c's, an exact product: |r_i| <= 1) is applied to them into t. */
static inline void initial_layer_inverse(int16_t *r, int16_t *t)
{
    const vec w = vset(INVNTT_W6_Z), wq = vset(INVNTT_W6_ZQ);
    const vec lo_z = vset(INVNTT_LO_Z), lo_zq = vset(INVNTT_LO_ZQ);
    const vec hi_z = vset(INVNTT_HI_Z), hi_zq = vset(INVNTT_HI_ZQ);
    for (size_t i = 0; i < N / 2; i += 16) {
        vec u = vload(r + i), v = vload(r + i + N / 2);
        vec h = vfqmul(_mm256_sub_epi16(u, v), w, wq);
        vec lo = vfqmul(_mm256_sub_epi16(_mm256_add_epi16(u, v), h), lo_z, lo_zq);
        vec hi = vfqmul(h, hi_z, hi_zq);
        if (t != NULL) {
            lo = vcrepmod3(lo);
            hi = vcrepmod3(hi);
            vec p = _mm256_mullo_epi16(hi, vset(NTT_W6));
            vstore(t + i + N / 2, _mm256_sub_epi16(_mm256_add_epi16(lo, hi), p));
            vstore(t + i, _mm256_add_epi16(lo, p));
        }
        vstore(r + i, lo);
        vstore(r + i + N / 2, hi);
    }
}

/* All layers but the initial one. */
static inline void invntt_upper(int16_t r[NTRUPLUS_N])
{
    for (size_t t = 0; t < N / TILE; t++) {
        int16_t *p = r + TILE * t;
        vec x[8], y[8];
#pragma GCC unroll 16
        for (int m = 0; m < NVEC; m++) {
            y[m] = vload(p + 16 * m);
        }
        tile_last_layers_inverse(y, t);
        tile_to_natural(x, y);
        tile_natural_layers_inverse(x, t);
#pragma GCC unroll 16
        for (int v = 0; v < 8; v++) {
            store_row(p + ROW * v, x[v]);
        }
    }
    radix3_layer_inverse(r, 2 * RADIX2_TOP, invntt_radix3, 1);
#if NTRUPLUS_RADIX3_LAYERS == 2
    /* after the 2 N / (6 RADIX2_TOP) twiddles of the first layer's blocks */
    radix3_layer_inverse(r, 6 * RADIX2_TOP, invntt_radix3 + N / (3 * RADIX2_TOP), 0);
#endif
}

void invntt_avx2(int16_t r[NTRUPLUS_N])
{
    invntt_upper(r);
    initial_layer_inverse(r, NULL);
}

void invntt_crepmod3_avx2(int16_t m[NTRUPLUS_N], int16_t t[NTRUPLUS_N])
{
    invntt_upper(m);
    initial_layer_inverse(m, t);
}
