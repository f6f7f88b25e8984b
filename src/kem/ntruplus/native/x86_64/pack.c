/* Encode_q and Decode_q (Algorithms 6 and 7) on the NTT layout, tile by
 * tile: a tile's 32 components are 8 natural-order rows of 4d coefficients,
 * i.e. 6d bytes each in the spec's byte order, and tile.h turns rows into
 * the layout and back in registers.
 *
 * A row is packed 16 lanes at a time: madd joins coefficient pairs into
 * 24-bit values (a0 + 4096 a1) and a byte shuffle keeps 3 bytes of each, 12
 * bytes at the bottom of each 128-bit half; the halves are stored 16 bytes
 * each, the high one 12 bytes after the low one, so no lane crosses between
 * the halves (a 128-bit store of the high half needs no shuffle port, a
 * cross-half permutation would). Reading, the two halves are loaded the same
 * way, 12 bytes apart. The stores and loads cover 28 bytes from the start of
 * a row, more than a row: rows are written in increasing order (each
 * store's excess is overwritten by the next row) and read in place, except
 * the very last row, which goes through a 32-byte buffer so that nothing
 * beyond the byte string is touched. */
#include <stddef.h>
#include <string.h>

#include "api.h"
#include "tile.h"
#include "ct.h"

#define N NTRUPLUS_N
#define ROWBYTES (6 * D)        /* bytes of a natural-order row */
#define TILEBYTES (8 * ROWBYTES)
#define LAST (NTRUPLUS_POLYBYTES - ROWBYTES) /* offset of the last row */

/* Row x packed: bytes 0..11 of each half are the row's bytes 12h .. 12h + 11. */
static inline vec pack_row(vec x)
{
    const vec pairs = _mm256_set1_epi32((1 << 12) << 16 | 1);
    const vec keep3 = _mm256_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1, 0,
                                       1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    return _mm256_shuffle_epi8(_mm256_madd_epi16(x, pairs), keep3);
}

static inline void store_packed(uint8_t *p, vec w)
{
    _mm_storeu_si128((__m128i *)(void *)p, _mm256_castsi256_si128(w));
    _mm_storeu_si128((__m128i *)(void *)(p + 12), _mm256_extracti128_si256(w, 1));
}

/* The inverse of pack_row on the 28 bytes at p: bytes 0..11 to the low half,
 * 12..23 to the high half (two 128-bit loads, the second one inserted), each
 * 3 bytes b0 b1 b2 to the words b0 | b1 << 8 and b1 | b2 << 8, then 12 bits
 * of each: the first one shifted up by 4 (mullo by 16) and both down by 4
 * leaves its low 12 bits, the second one (mullo by 1) its high 12 bits. */
static inline vec unpack_row(const uint8_t *p)
{
    const vec spread = _mm256_setr_epi8(0, 1, 1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 9, 10, 10, 11, 0, 1,
                                        1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 9, 10, 10, 11);
    vec b = _mm256_inserti128_si256(
        _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)p)),
        _mm_loadu_si128((const __m128i *)(const void *)(p + 12)), 1);
    b = _mm256_shuffle_epi8(b, spread);
    return _mm256_srli_epi16(_mm256_mullo_epi16(b, _mm256_set1_epi32(1 << 16 | 16)), 4);
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
            store_packed(off == LAST ? last : r + off, pack_row(x[v]));
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
            x[v] = unpack_row(off == LAST ? last : a + off);
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
