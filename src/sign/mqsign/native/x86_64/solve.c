/* Signing's linear solve, AVX2 (api.h): solve.c's constant-time
 * Gauss-Jordan elimination with the block-matrix acceptance rule, the rows
 * held as whole vectors.
 *
 * Scaling and eliminating use the eight basis multiples E_t = e_t * row_i
 * of the pivot row: a * row_i = sum_t a_t E_t, where a_t selects E_t by the
 * sign bit of the broadcast a shifted left by 7 - t (vpblendvb), so no
 * scalar is ever branched on or used as an index. The pivot is inverted by
 * a vpshufb scan of the whole inverse table (gf256_inv_table.h). */
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

/* acc[c0..RV) ^= a * row, given row's basis multiples e[t][c] and a in
 * every byte of b. */
static inline void add_multiple(__m256i *acc, const __m256i e[8][RV], __m256i b, unsigned c0)
{
    __m256i sel[8];
    const __m256i zero = _mm256_setzero_si256();
    for (int t = 7; t >= 0; t--) {
        sel[t] = b; /* bit t of every byte now in its sign bit */
        b = _mm256_add_epi8(b, b);
    }
    for (unsigned c = c0; c < RV; c++) {
        __m256i d = zero;
        for (unsigned t = 0; t < 8; t++) {
            d = _mm256_xor_si256(d, _mm256_blendv_epi8(zero, e[t][c], sel[t]));
        }
        acc[c] = _mm256_xor_si256(acc[c], d);
    }
}

/* e[t][c] = e_t * row[c] for c >= c0. */
static inline void basis_of(__m256i e[8][RV], const __m256i *row, unsigned c0)
{
    for (unsigned c = c0; c < RV; c++) {
        __m256i m[8];
        gf256_basis(m, row[c]);
        for (unsigned t = 0; t < 8; t++) e[t][c] = m[t];
    }
}

unsigned mqs_solve_avx2(uint8_t x[MQS_O], uint64_t sys[MQS_O][MQS_SYS_WORDS])
{
    row_t r[MQS_O];
    __m256i e[8][RV];
    uint32_t ok = 0xffffffffu;
    const __m256i zero = _mm256_setzero_si256();

    memset(r, 0, sizeof r);
    for (unsigned k = 0; k < MQS_O; k++) memcpy(r[k].b, sys[k], MQS_O + 1);
    memset(e, 0, sizeof e);
    for (unsigned i = 0; i < MQS_O; i++) {
        unsigned end = i < MQS_HALF_O ? MQS_HALF_O : MQS_O, c0 = i / 32;
        __m256i *ri = r[i].v;

        /* While the pivot is zero, add the next candidate row (masked). */
        for (unsigned j = i + 1; j < end; j++) {
            __m256i z = _mm256_cmpeq_epi8(bcast_byte(ri, i), zero);
            for (unsigned c = c0; c < RV; c++) {
                ri[c] = _mm256_xor_si256(ri[c], _mm256_and_si256(r[j].v[c], z));
            }
        }
        __m256i pivot = bcast_byte(ri, i);
        /* a zero pivot (all 32 bytes equal to 0) clears ok */
        ok &= ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(pivot, zero));
        /* row_i *= pivot^-1, then E_t of the scaled row. */
        basis_of(e, ri, c0);
        for (unsigned c = c0; c < RV; c++) ri[c] = zero;
        add_multiple(ri, (const __m256i(*)[RV])e, inv_bcast(pivot), c0);
        basis_of(e, ri, c0);
        for (unsigned j = 0; j < MQS_O; j++) {
            if (j == i) continue;
            add_multiple(r[j].v, (const __m256i(*)[RV])e, _mm256_set1_epi8((char)r[j].b[i]), c0);
        }
    }
    for (unsigned k = 0; k < MQS_O; k++) x[k] = r[k].b[MQS_O];
    kpqc_memzero(r, sizeof r);
    kpqc_memzero(e, sizeof e);
    return ok & 1; /* bit 0: no pivot was zero */
}
