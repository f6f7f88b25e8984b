/* The forward NTT on 16 lanes: the layers of ntt.c in the same arithmetic
 * (same twiddle tables, same single reduction at the end), scheduled for
 * registers:
 *   1. the initial radix-2 layer and the radix-3 layers, across the whole
 *      polynomial (their steps, n/2, n/6 and n/18, are multiples of 16);
 *   2. per tile of 32 components, loaded once: the natural-order radix-2
 *      layers (steps 4d g, g = 4, 2, 1, pair rows v and v + g of the tile),
 *      the transpose to the NTT layout, the two last layers (pairs of rows
 *      of the layout), the Barrett reduction, one store. */
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

/* x + t and x - t with t = y * z (Montgomery): the butterfly of ntt.c. */
static inline void butterfly(vec *x, vec *y, vec z, vec zq)
{
    vec t = vfqmul(*y, z, zq);
    *y = _mm256_sub_epi16(*x, t);
    *x = _mm256_add_epi16(*x, t);
}

/* As ntt_initial_layer in ntt.c: w f_hi is an exact product (|f_hi| <= 4). */
static void initial_layer(int16_t *r)
{
    const vec w = vset(NTT_W6);
    for (size_t i = 0; i < N / 2; i += 16) {
        vec lo = vload(r + i), hi = vload(r + i + N / 2);
        vec t = _mm256_mullo_epi16(hi, w);
        vstore(r + i + N / 2, _mm256_sub_epi16(_mm256_add_epi16(lo, hi), t));
        vstore(r + i, _mm256_add_epi16(lo, t));
    }
}

/* See ntt_radix3_layer in ntt.c. */
static void radix3_layer(int16_t *r, size_t step, const ntt_twiddle *tw)
{
    const vec w = vset(NTT_OMEGA_Z), wq = vset(NTT_OMEGA_ZQ);
    for (size_t start = 0; start < N; start += 3 * step, tw += 2) {
        const vec a1 = vset(tw[0].z), a1q = vset(tw[0].zq);
        const vec a2 = vset(tw[1].z), a2q = vset(tw[1].zq);
        for (size_t i = start; i < start + step; i += 16) {
            vec f0 = vload(r + i);
            vec t1 = vfqmul(vload(r + i + step), a1, a1q);
            vec t2 = vfqmul(vload(r + i + 2 * step), a2, a2q);
            vec t3 = vfqmul(_mm256_sub_epi16(t1, t2), w, wq);
            vstore(r + i, _mm256_add_epi16(f0, _mm256_add_epi16(t1, t2)));
            vstore(r + i + step, _mm256_add_epi16(_mm256_sub_epi16(f0, t2), t3));
            vstore(r + i + 2 * step, _mm256_sub_epi16(_mm256_sub_epi16(f0, t1), t3));
        }
    }
}

/* The natural-order radix-2 layers (steps RADIX2_TOP down to 4d, i.e.
 * g = RADIX2_TOP / 4d down to 1); the layer of step 4d g has N / (8 d g)
 * blocks in ntt_radix2 (read from its copy ntt_radix2_x2, whose
 * entries broadcast with one load). Written out so that the rows stay in registers. */
static inline void tile_natural_layers(vec x[8], size_t t)
{
    const ntt_twiddle2 *tw = ntt_radix2_x2;
#if RADIX2_TOP / ROW == 4
    tile_radix2_layer(x, t, 4, tw, butterfly);
    tw += N / (32 * D);
#endif
    tile_radix2_layer(x, t, 2, tw, butterfly);
    tw += N / (16 * D);
    tile_radix2_layer(x, t, 1, tw, butterfly);
}

/* The last two layers on the layout vectors y of tile t (see ntt() in
 * ntt.c): layer A pairs layout rows j and j + 2d, with one twiddle per
 * lane; layer B pairs rows 2de + k and 2de + d + k, one twiddle per lane
 * and e. */
static inline void tile_last_layers(vec y[8], size_t t)
{
    const vec za = vload8x2(ntt_tile_a_z + 8 * t), zaq = vload8x2(ntt_tile_a_zq + 8 * t);
#pragma GCC unroll 16
    for (int m = 0; m < D; m++) {
        butterfly(&y[m], &y[m + D], za, zaq);
    }
    const int16_t *bz = ntt_tile_b_z + 16 * t, *bzq = ntt_tile_b_zq + 16 * t;
#if NTRUPLUS_D == 4
    /* e = 0: rows 0-3 with 4-7 (vectors 0, 1 with 2, 3); e = 1: vectors 4, 5
     * with 6, 7. */
    const vec z0 = vload8x2(bz), z0q = vload8x2(bzq);
    const vec z1 = vload8x2(bz + 8), z1q = vload8x2(bzq + 8);
    butterfly(&y[0], &y[2], z0, z0q);
    butterfly(&y[1], &y[3], z0, z0q);
    butterfly(&y[4], &y[6], z1, z1q);
    butterfly(&y[5], &y[7], z1, z1q);
#else
    /* d = 3, vectors y[m] = rows (2m, 2m+1): pairs (0,3) (1,4) (2,5) for
     * e = 0 and (6,9) (7,10) (8,11) for e = 1, regrouped into halves. */
    vec p0 = y[0];                                              /* rows 0, 1 */
    vec q0 = _mm256_permute2x128_si256(y[1], y[2], 0x21);       /* rows 3, 4 */
    vec p1 = _mm256_permute2x128_si256(y[1], y[4], 0x20);       /* rows 2, 8 */
    vec q1 = _mm256_permute2x128_si256(y[2], y[5], 0x31);       /* rows 5, 11 */
    vec p2 = y[3];                                              /* rows 6, 7 */
    vec q2 = _mm256_permute2x128_si256(y[4], y[5], 0x21);       /* rows 9, 10 */
    butterfly(&p0, &q0, vload8x2(bz), vload8x2(bzq));
    butterfly(&p1, &q1, vloadu(bz), vloadu(bzq)); /* e = 0 low, e = 1 high */
    butterfly(&p2, &q2, vload8x2(bz + 8), vload8x2(bzq + 8));
    y[0] = p0;
    y[1] = _mm256_permute2x128_si256(p1, q0, 0x20); /* rows 2, 3 */
    y[2] = _mm256_permute2x128_si256(q0, q1, 0x21); /* rows 4, 5 */
    y[3] = p2;
    y[4] = _mm256_permute2x128_si256(p1, q2, 0x21); /* rows 8, 9 */
    y[5] = _mm256_permute2x128_si256(q2, q1, 0x31); /* rows 10, 11 */
#endif
}

/* The layers of tiles t0 .. t0 + K - 1 (K = 1 or 2), stage by stage: each
 * tile's layers form one long dependency chain, so two tiles side by side
 * keep the multipliers busier than one tile at a time. */
static inline void tiles(int16_t *r, size_t t0, int K)
{
    vec x[2][8], y[2][8];
#pragma GCC unroll 2
    for (int k = 0; k < K; k++) {
#pragma GCC unroll 16
        for (int v = 0; v < 8; v++) {
            x[k][v] = load_row(r + TILE * (t0 + (size_t)k) + ROW * v);
        }
    }
#pragma GCC unroll 2
    for (int k = 0; k < K; k++) {
        tile_natural_layers(x[k], t0 + (size_t)k);
    }
#pragma GCC unroll 2
    for (int k = 0; k < K; k++) {
        tile_to_layout(y[k], x[k]);
    }
#pragma GCC unroll 2
    for (int k = 0; k < K; k++) {
        tile_last_layers(y[k], t0 + (size_t)k);
    }
#pragma GCC unroll 2
    for (int k = 0; k < K; k++) {
#pragma GCC unroll 16
        for (int m = 0; m < NVEC; m++) {
            vstore(r + TILE * (t0 + (size_t)k) + 16 * m, vbarrett(y[k][m]));
        }
    }
}

void ntt_avx2(int16_t r[NTRUPLUS_N])
{
    initial_layer(r);
    ntt_tail_avx2(r);
}

void ntt_tail_avx2(int16_t r[NTRUPLUS_N])
{
    size_t t;

    radix3_layer(r, N / 6, ntt_radix3);
#if NTRUPLUS_RADIX3_LAYERS == 2
    radix3_layer(r, N / 18, ntt_radix3 + 4);
#endif
    for (t = 0; t + 2 <= N / TILE; t += 2) {
        tiles(r, t, 2);
    }
    if (t < N / TILE) {
        tiles(r, t, 1);
    }
}
