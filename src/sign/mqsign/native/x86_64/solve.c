/* Signing's linear solve, AVX2 (api.h): solve.c's constant-time
 * Gauss-Jordan elimination with the block-matrix acceptance rule, the rows
 * held as whole vectors.
 *
 * Scaling and eliminating multiply the pivot row by a secret scalar a: the
 * row is split into its nibbles once per column, and a's nibble tables
 * (a * i and a * (i << 4), i = 0..15) are built in registers as the sum of
 * the constant tables e_t * i selected by a's bits (the sign bit of the
 * broadcast a after 7 - t doublings), then looked up with vpshufb. No scalar
 * is ever branched on or used as a memory index. The pivot is inverted by
 * a vpshufb scan of all 16 rows of the inverse table (gf256_inv_table.h). */
#include <string.h>

#include "api.h"
#include "ct.h"
#include "gf256_avx2.h"
#include "gf256_inv_table.h"

#define RV ((MQS_O + 1 + 31) / 32) /* vectors per augmented row */

typedef union {
    __m256i v[RV];
    uint8_t b[32 * RV];
} row_t;

/* Byte i (public) of row, in every byte. */
static inline __m256i bcast_byte(const __m256i *row, unsigned i)
{
    __m256i v = row[i / 32];
    v = (i % 32) < 16 ? _mm256_permute2x128_si256(v, v, 0x00) : _mm256_permute2x128_si256(v, v, 0x11);
    return _mm256_shuffle_epi8(v, _mm256_set1_epi8((char)(i % 16)));
}

/* The inverse of a (every byte equal), by a scan of the whole table: each
 * row is looked up by the low nibble and kept where the high nibble is its
 * row number. */
static inline __m256i inv_bcast(__m256i a)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    __m256i lo = _mm256_and_si256(a, nib), hi = _mm256_and_si256(_mm256_srli_epi16(a, 4), nib);
    __m256i r = _mm256_setzero_si256();
    for (unsigned h = 0; h < 16; h++) {
        __m256i t = _mm256_broadcastsi128_si256(
            _mm_loadu_si128((const __m128i *)(const void *)(mqs_gf256_inv_table + 16 * h)));
        __m256i keep = _mm256_cmpeq_epi8(hi, _mm256_set1_epi8((char)h));
        r = _mm256_xor_si256(r, _mm256_and_si256(_mm256_shuffle_epi8(t, lo), keep));
    }
    return r;
}

/* The nibble tables of a (in every byte of b): *tl = a * i in both lanes,
 * *th = a * (i << 4) in both lanes; c[t] = e_t * (i | i << 4 per lane). */
static inline void tables_of(__m256i *tl, __m256i *th, __m256i b, const __m256i c[8])
{
    const __m256i zero = _mm256_setzero_si256();
    __m256i t = zero;
    for (int k = 7; k >= 0; k--) {
        /* bit k of a is now the sign bit of every byte */
        t = _mm256_xor_si256(t, _mm256_and_si256(c[k], _mm256_cmpgt_epi8(zero, b)));
        b = _mm256_add_epi8(b, b);
    }
    *tl = _mm256_permute2x128_si256(t, t, 0x00);
    *th = _mm256_permute2x128_si256(t, t, 0x11);
}

unsigned mqs_solve_avx2(uint8_t x[MQS_O], uint64_t sys[MQS_O][MQS_SYS_WORDS])
{
    row_t r[MQS_O];
    __m256i c[8], lo[RV], hi[RV], tl, th;
    uint32_t ok = 0xffffffffu;
    const __m256i zero = _mm256_setzero_si256(), nib = _mm256_set1_epi8(0x0f);

    gf256_basis(c, _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0x00,
                                    0x10, 0x20, 0x30, 0x40, 0x50, 0x60, 0x70, (char)0x80,
                                    (char)0x90, (char)0xa0, (char)0xb0, (char)0xc0, (char)0xd0,
                                    (char)0xe0, (char)0xf0));
    memset(r, 0, sizeof r);
    for (unsigned k = 0; k < MQS_O; k++) memcpy(r[k].b, sys[k], MQS_O + 1);
    for (unsigned i = 0; i < MQS_O; i++) {
        unsigned end = i < MQS_HALF_O ? MQS_HALF_O : MQS_O, c0 = i / 32;
        __m256i *ri = r[i].v;

        /* While the pivot is zero, add the next candidate row (masked). */
        for (unsigned j = i + 1; j < end; j++) {
            __m256i z = _mm256_cmpeq_epi8(bcast_byte(ri, i), zero);
            for (unsigned v = c0; v < RV; v++) {
                ri[v] = _mm256_xor_si256(ri[v], _mm256_and_si256(r[j].v[v], z));
            }
        }
        __m256i pivot = bcast_byte(ri, i);
        /* a zero pivot (all 32 bytes equal to 0) clears ok */
        ok &= ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(pivot, zero));
        /* row_i *= pivot^-1; then its nibbles, the lookup indices below. */
        tables_of(&tl, &th, inv_bcast(pivot), c);
        for (unsigned v = c0; v < RV; v++) {
            ri[v] = gf256_mul_tables(ri[v], tl, th);
            lo[v] = _mm256_and_si256(ri[v], nib);
            hi[v] = _mm256_and_si256(_mm256_srli_epi16(ri[v], 4), nib);
        }
        for (unsigned j = 0; j < MQS_O; j++) {
            if (j == i) continue;
            tables_of(&tl, &th, _mm256_set1_epi8((char)r[j].b[i]), c);
            for (unsigned v = c0; v < RV; v++) {
                __m256i p = _mm256_xor_si256(_mm256_shuffle_epi8(tl, lo[v]),
                                             _mm256_shuffle_epi8(th, hi[v]));
                r[j].v[v] = _mm256_xor_si256(r[j].v[v], p);
            }
        }
    }
    for (unsigned k = 0; k < MQS_O; k++) x[k] = r[k].b[MQS_O];
    kpqc_memzero(r, sizeof r);
    kpqc_memzero(lo, sizeof lo);
    kpqc_memzero(hi, sizeof hi);
    return ok & 1; /* bit 0: no pivot was zero */
}
