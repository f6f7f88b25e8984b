/* Tiles of 32 components (32d coefficients) in registers, and the transpose
 * between their natural order and the NTT layout of ntt.h.
 *
 * Natural order: row v (v < 8) holds the 4d coefficients of components
 * 4v .. 4v + 3 (index j = d h + k for component 4v + h, coefficient k), one
 * vector per row; for d = 3 only lanes 0..11 are meaningful.
 * NTT layout: row j holds coefficient j of the eight groups v, so vector m
 * (32-byte aligned at 16 m in the tile) holds rows 2m and 2m + 1; there are
 * 2d such vectors. */
#ifndef NTRUPLUS_NATIVE_X86_64_TILE_H
#define NTRUPLUS_NATIVE_X86_64_TILE_H

#include "arith.h"
#include "../../zetas.h"

#define D NTRUPLUS_D
#define TILE (32 * D)  /* coefficients of a tile */
#define ROW (4 * D)    /* coefficients of a natural-order row */
#define NVEC (2 * D)   /* vectors of a tile in the NTT layout */

static inline vec load_row(const int16_t *p)
{
#if NTRUPLUS_D == 4
    return vload(p);
#else
    return _mm256_inserti128_si256(
        _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)p)),
        _mm_loadl_epi64((const __m128i *)(const void *)(p + 8)), 1);
#endif
}

static inline void store_row(int16_t *p, vec x)
{
#if NTRUPLUS_D == 4
    vstore(p, x);
#else
    _mm_storeu_si128((__m128i *)(void *)p, _mm256_castsi256_si128(x));
    _mm_storel_epi64((__m128i *)(void *)(p + 8), _mm256_extracti128_si256(x, 1));
#endif
}

/* A radix-2 butterfly on rows x and y with the twiddle (z, zq) broadcast:
 * the forward one of ntt.c or the inverse one of invntt.c. */
typedef void (*tile_butterfly)(vec *x, vec *y, vec z, vec zq);

/* One natural-order radix-2 layer inside tile t (rows x[8]): bf pairs rows v
 * and v + g; the layer's blocks (of 2g rows) are numbered across the whole
 * polynomial in the order of tw, so the tile's are tw[4t/g ..], block
 * v / (2g) of them for row v. Inlined with bf a constant, the call is direct. */
static inline void tile_radix2_layer(vec x[8], size_t t, size_t g, const ntt_twiddle2 *tw,
                                     tile_butterfly bf)
{
    const ntt_twiddle2 *b = tw + 4 * t / g;
#pragma GCC unroll 8
    for (size_t v = 0; v < 8; v++) {
        if ((v & g) == 0) {
            bf(&x[v], &x[v + g], vset2(b[v / (2 * g)].z), vset2(b[v / (2 * g)].zq));
        }
    }
}

/* In each 128-bit half on its own: lane j of v[i] <-> lane i of v[j]. */
static inline void transpose8x8_halves(vec v[8])
{
    vec a[8], b[8];
#pragma GCC unroll 16
    for (int i = 0; i < 4; i++) {
        a[2 * i] = _mm256_unpacklo_epi16(v[2 * i], v[2 * i + 1]);
        a[2 * i + 1] = _mm256_unpackhi_epi16(v[2 * i], v[2 * i + 1]);
    }
#pragma GCC unroll 16
    for (int i = 0; i < 2; i++) {
        b[4 * i] = _mm256_unpacklo_epi32(a[4 * i], a[4 * i + 2]);
        b[4 * i + 1] = _mm256_unpackhi_epi32(a[4 * i], a[4 * i + 2]);
        b[4 * i + 2] = _mm256_unpacklo_epi32(a[4 * i + 1], a[4 * i + 3]);
        b[4 * i + 3] = _mm256_unpackhi_epi32(a[4 * i + 1], a[4 * i + 3]);
    }
#pragma GCC unroll 16
    for (int i = 0; i < 4; i++) {
        v[2 * i] = _mm256_unpacklo_epi64(b[i], b[i + 4]);
        v[2 * i + 1] = _mm256_unpackhi_epi64(b[i], b[i + 4]);
    }
}

/* Natural rows x[8] to layout vectors y[0 .. NVEC-1]. x is clobbered. */
static inline void tile_to_layout(vec y[8], vec x[8])
{
    transpose8x8_halves(x); /* x[j]: row j (low half), row j + 8 (high half) */
#pragma GCC unroll 16
    for (int m = 0; m < 4; m++) {
        y[m] = _mm256_permute2x128_si256(x[2 * m], x[2 * m + 1], 0x20);
        y[m + 4] = _mm256_permute2x128_si256(x[2 * m], x[2 * m + 1], 0x31);
    }
}

/* Layout vectors y[0 .. NVEC-1] to natural rows x[8] (for d = 3, y[6] and
 * y[7] are ignored). */
static inline void tile_to_natural(vec x[8], const vec y[8])
{
#pragma GCC unroll 16
    for (int m = 0; m < 4; m++) {
        vec hi = m + 4 < NVEC ? y[m + 4] : _mm256_setzero_si256();
        x[2 * m] = _mm256_permute2x128_si256(y[m], hi, 0x20);
        x[2 * m + 1] = _mm256_permute2x128_si256(y[m], hi, 0x31);
    }
    transpose8x8_halves(x);
}

#endif
