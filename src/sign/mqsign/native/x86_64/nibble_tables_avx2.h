/* Many scalars' nibble tables at once, and the per-lane 16 x 16 byte
 * transpose that makes them (also used to turn a product's columns into
 * the rows of signing's linear system). Register operations only: no
 * branch and no memory index depends on the data. */
#ifndef KPQC_MQSIGN_NIBBLE_TABLES_AVX2_H
#define KPQC_MQSIGN_NIBBLE_TABLES_AVX2_H

#include "gf256_avx2.h"

/* out[p] byte n = in[n] byte p, in each 128-bit lane separately
 * (unpacks of bytes, words, dwords, qwords). */
static inline void transpose16_lanes(__m256i out[16], const __m256i in[16])
{
    __m256i u[16], r[16];
    for (unsigned m = 0; m < 8; m++) {
        u[m] = _mm256_unpacklo_epi8(in[2 * m], in[2 * m + 1]);
        u[m + 8] = _mm256_unpackhi_epi8(in[2 * m], in[2 * m + 1]);
    }
    for (unsigned h = 0; h < 16; h += 8) {
        for (unsigned m = 0; m < 4; m++) {
            r[h + m] = _mm256_unpacklo_epi16(u[h + 2 * m], u[h + 2 * m + 1]);
            r[h + m + 4] = _mm256_unpackhi_epi16(u[h + 2 * m], u[h + 2 * m + 1]);
        }
    }
    for (unsigned q = 0; q < 16; q += 4) {
        u[q] = _mm256_unpacklo_epi32(r[q], r[q + 1]);
        u[q + 1] = _mm256_unpackhi_epi32(r[q], r[q + 1]);
        u[q + 2] = _mm256_unpacklo_epi32(r[q + 2], r[q + 3]);
        u[q + 3] = _mm256_unpackhi_epi32(r[q + 2], r[q + 3]);
        out[q] = _mm256_unpacklo_epi64(u[q], u[q + 2]);
        out[q + 1] = _mm256_unpackhi_epi64(u[q], u[q + 2]);
        out[q + 2] = _mm256_unpacklo_epi64(u[q + 1], u[q + 3]);
        out[q + 3] = _mm256_unpackhi_epi64(u[q + 1], u[q + 3]);
    }
}

/* The nibble tables of 16 scalars a[0..16): out[p] holds a[p] * i in its
 * low lane and a[p] * (i << 4) in its high lane (i = 0..15). Row i of the
 * 16 x 16 table matrix is i * a, a sum of basis multiples of the vector a,
 * and the transpose turns rows into per-scalar tables: about eight
 * operations per scalar. */
static inline void gf256_tables16(__m256i out[16], const uint8_t a[16])
{
    __m256i e[8], f[4], r[16];
    gf256_basis(e, _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)a)));
    for (unsigned k = 0; k < 4; k++) f[k] = _mm256_blend_epi32(e[k], e[k + 4], 0xf0);
    r[0] = _mm256_setzero_si256();
    for (unsigned k = 0; k < 4; k++) {
        for (unsigned n = 0; n < (1u << k); n++) r[(1u << k) + n] = _mm256_xor_si256(f[k], r[n]);
    }
    transpose16_lanes(out, r);
}

/* The low (*tl) and high (*th) tables of one scalar from a 32-byte entry
 * written by gf256_tables16, each broadcast to both lanes. */
static inline void gf256_tables_load(__m256i *tl, __m256i *th, const __m256i *entry)
{
    const __m128i *p = (const __m128i *)(const void *)entry;
    *tl = _mm256_broadcastsi128_si256(_mm_loadu_si128(p));
    *th = _mm256_broadcastsi128_si256(_mm_loadu_si128(p + 1));
}

/* x times the scalar of a gf256_tables16 entry, byte-wise. */
static inline __m256i gf256_mul_entry(__m256i x, const __m256i *entry)
{
    __m256i tl, th;
    gf256_tables_load(&tl, &th, entry);
    return gf256_mul_tables(x, tl, th);
}

#endif
