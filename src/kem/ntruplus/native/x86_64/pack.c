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
 * the very last row, whose high half is written with 8-, 4- and 2-byte
 * stores and read by a 16-byte load ending at the string's end, shifted
 * down, so that nothing beyond the byte string is touched (and no bounce
 * buffer is needed). */
#include <stddef.h>
#include <string.h>

#include "api.h"
#include "tile.h"

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
static inline vec unpack_bytes(vec b)
{
    const vec spread = _mm256_setr_epi8(0, 1, 1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 9, 10, 10, 11, 0, 1,
                                        1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 9, 10, 10, 11);
    b = _mm256_shuffle_epi8(b, spread);
    return _mm256_srli_epi16(_mm256_mullo_epi16(b, _mm256_set1_epi32(1 << 16 | 16)), 4);
}

static inline vec unpack_row(const uint8_t *p)
{
    return unpack_bytes(_mm256_inserti128_si256(
        _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)p)),
        _mm_loadu_si128((const __m128i *)(const void *)(p + 12)), 1));
}

/* unpack_row for the last row, reading only its ROWBYTES (>= 16) bytes: the
 * high half's bytes 12 .. ROWBYTES - 1 come from a load ending at the row's
 * end, shifted down by 28 - ROWBYTES bytes (zeros above, as in lanes the
 * row does not have). */
static inline vec unpack_last_row(const uint8_t *p)
{
    __m128i hi = _mm_loadu_si128((const __m128i *)(const void *)(p + ROWBYTES - 16));
    return unpack_bytes(_mm256_inserti128_si256(
        _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)p)),
        _mm_srli_si128(hi, 28 - ROWBYTES), 1));
}

/* store_packed for the last row, writing only its ROWBYTES bytes: the low
 * half's 16 bytes (4 of them beyond its 12), then the high half's 6d - 12
 * bytes from offset 12 on, overwriting those 4. */
static inline void store_last_row(uint8_t *p, vec w)
{
    const __m128i hi = _mm256_extracti128_si256(w, 1);
    int32_t w4;
    _mm_storeu_si128((__m128i *)(void *)p, _mm256_castsi256_si128(w));
#if NTRUPLUS_D == 4
    _mm_storel_epi64((__m128i *)(void *)(p + 12), hi);
    w4 = _mm_extract_epi32(hi, 2);
    memcpy(p + 20, &w4, 4);
#else
    uint16_t w2 = (uint16_t)_mm_extract_epi16(hi, 2);
    w4 = _mm_cvtsi128_si32(hi);
    memcpy(p + 12, &w4, 4);
    memcpy(p + 16, &w2, 2);
#endif
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
    for (size_t t = 0; t < N / TILE; t++) {
        const int16_t *p = a + TILE * t;
        vec x[8];
        /* tile_to_natural, with its cross-half step done by the loads: each
         * vector gets the halves that step would pair (a 128-bit load and
         * an insert from memory, no permutation on the shuffle port); for
         * d = 3 the missing vectors 6 and 7 give zero high halves. */
#pragma GCC unroll 16
        for (int m = 0; m < 4; m++) {
#pragma GCC unroll 2
            for (int k = 0; k < 2; k++) {
                vec u = m + 4 < NVEC ? vload2(p + 16 * m + 8 * k, p + 16 * (m + 4) + 8 * k)
                                     : _mm256_zextsi128_si256(_mm_load_si128(
                                           (const __m128i *)(const void *)(p + 16 * m + 8 * k)));
                x[2 * m + k] = reduced ? vcanonical(u) : vfreeze(u);
            }
        }
        transpose8x8_halves(x);
#pragma GCC unroll 16
        for (int v = 0; v < 8; v++) {
            const size_t off = TILEBYTES * t + ROWBYTES * v;
            if (off == LAST) {
                store_last_row(r + off, pack_row(x[v]));
            } else {
                store_packed(r + off, pack_row(x[v]));
            }
        }
    }
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
    vec bad = _mm256_setzero_si256();

    for (size_t t = 0; t < N / TILE; t++) {
        vec x[8];
#pragma GCC unroll 16
        for (int v = 0; v < 8; v++) {
            const size_t off = TILEBYTES * t + ROWBYTES * v;
            x[v] = off == LAST ? unpack_last_row(a + off) : unpack_row(a + off);
        }
        /* tile_to_layout, with its cross-half step done by the stores:
         * after the in-half transpose, x[2m + k] holds the halves k of
         * layout vectors m and m + 4 (for d = 3, m + 4 >= NVEC: zero). */
        transpose8x8_halves(x);
#pragma GCC unroll 16
        for (int m = 0; m < 4; m++) {
#pragma GCC unroll 2
            for (int k = 0; k < 2; k++) {
                int16_t *q = r + TILE * t + 16 * m + 8 * k;
                vec u = x[2 * m + k];
                if (m + 4 < NVEC) {
                    vstore2(q, q + 64, u);
                } else {
                    /* the high half is lanes 12..15 of the rows: not data */
                    u = _mm256_zextsi128_si256(_mm256_castsi256_si128(u));
                    _mm_store_si128((__m128i *)(void *)q, _mm256_castsi256_si128(u));
                }
                bad = _mm256_or_si256(bad, _mm256_cmpgt_epi16(u, vset(NTRUPLUS_Q - 1)));
            }
        }
    }
    return (uint32_t)_mm256_testz_si256(bad, bad) - 1;
}
