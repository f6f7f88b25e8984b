/* Encode_q and Decode_q (Algorithms 6 and 7) on the NTT layout, tile by
 * tile: a tile's 32 components are 8 natural-order rows of 4d coefficients,
 * i.e. 6d bytes each in the spec's byte order, and tile.h turns rows into
 * the layout and back in registers.
 *
 * A row is packed 16 lanes at a time: madd joins coefficient pairs into
 * 24-bit values (a0 + 4096 a1), a byte shuffle keeps 3 bytes of each, and a
 * dword permutation closes the gap between the 128-bit halves. The vector
 * stores and loads cover 32 bytes, more than a row: rows are written in
 * increasing order (each store's excess is overwritten by the next row) and
 * read in place, except the very last row, which goes through a 32-byte
 * buffer so that nothing beyond the byte string is touched. */
#include <stddef.h>
#include <string.h>

#include "api.h"
#include "tile.h"
#include "ct.h"

#define N NTRUPLUS_N
#define ROWBYTES (6 * D)        /* bytes of a natural-order row */
#define TILEBYTES (8 * ROWBYTES)
#define LAST (NTRUPLUS_POLYBYTES - ROWBYTES) /* offset of the last row */

static inline vec pack_row(vec x)
{
    const vec pairs = _mm256_set1_epi32((1 << 12) << 16 | 1);
    const vec keep3 = _mm256_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1, 0,
                                       1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    vec w = _mm256_shuffle_epi8(_mm256_madd_epi16(x, pairs), keep3);
    return _mm256_permutevar8x32_epi32(w, _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 7, 7));
}

/* The inverse of pack_row: bytes 0..11 to the low half, 12..23 to the high
 * half, each 3 bytes b0 b1 b2 to the words b0 | b1 << 8 and b1 | b2 << 8,
 * then 12 bits of each (the low ones of the first, the high ones of the
 * second). */
static inline vec unpack_row(vec b)
{
    const vec spread = _mm256_setr_epi8(0, 1, 1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 9, 10, 10, 11, 0, 1,
                                        1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 9, 10, 10, 11);
    b = _mm256_permutevar8x32_epi32(b, _mm256_setr_epi32(0, 1, 2, 2, 3, 4, 5, 5));
    b = _mm256_shuffle_epi8(b, spread);
    return _mm256_blend_epi16(_mm256_and_si256(b, vset(0xfff)), _mm256_srli_epi16(b, 4), 0xaa);
}

/* The canonical residue of a, |a_i| < q: a + q where a is negative. */
static inline vec vcanonical(vec a)
{
    return _mm256_add_epi16(a, _mm256_and_si256(_mm256_srai_epi16(a, 15), vset(NTRUPLUS_Q)));
}

/* Encode_q; reduced says |a_i| < q, so one conditional addition makes the
 * residues canonical, else vfreeze's Barrett step comes first. (A constant
 * at every call, so each caller gets its own copy without the test.) */
static inline void tobytes(uint8_t r[NTRUPLUS_POLYBYTES], const int16_t *a, int reduced)
{
    uint8_t last[32];

    for (size_t t = 0; t < N / TILE; t++) {
        vec x[8], y[8];
#pragma GCC unroll 16
        for (int m = 0; m < NVEC; m++) {
            vec u = vload(a + TILE * t + 16 * m);
            y[m] = reduced ? vcanonical(u) : vfreeze(u);
        }
        tile_to_natural(x, y);
#pragma GCC unroll 16
        for (int v = 0; v < 8; v++) {
            const size_t off = TILEBYTES * t + ROWBYTES * v;
            vstoreu(off == LAST ? last : r + off, pack_row(x[v]));
        }
    }
    memcpy(r + LAST, last, ROWBYTES);
    kpqc_memzero(last, sizeof last);
}

void poly_tobytes_avx2(uint8_t r[NTRUPLUS_POLYBYTES], const int16_t *a)
{
    tobytes(r, a, 0);
}

void poly_tobytes_reduced_avx2(uint8_t r[NTRUPLUS_POLYBYTES], const int16_t *a)
{
    tobytes(r, a, 1);
}

uint32_t poly_frombytes_avx2(int16_t *r, const uint8_t a[NTRUPLUS_POLYBYTES])
{
    uint8_t last[32] = {0};
    vec bad = _mm256_setzero_si256();

    memcpy(last, a + LAST, ROWBYTES);
    for (size_t t = 0; t < N / TILE; t++) {
        vec x[8], y[8];
#pragma GCC unroll 16
        for (int v = 0; v < 8; v++) {
            const size_t off = TILEBYTES * t + ROWBYTES * v;
            x[v] = unpack_row(vloadu(off == LAST ? last : a + off));
        }
        tile_to_layout(y, x);
#pragma GCC unroll 16
        for (int m = 0; m < NVEC; m++) {
            bad = _mm256_or_si256(bad, _mm256_cmpgt_epi16(y[m], vset(NTRUPLUS_Q - 1)));
            vstore(r + TILE * t + 16 * m, y[m]);
        }
    }
    kpqc_memzero(last, sizeof last);
    return (uint32_t)_mm256_testz_si256(bad, bad) - 1;
}
