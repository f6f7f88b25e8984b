/* Signing's linear solve, AVX2 (api.h): solve.c's acceptance rule (pivots
 * of the first O/2 columns from the first O/2 rows, of the others from the
 * rows below) and its unique solution, by forward elimination and back
 * substitution on rows held as whole vectors.
 *
 * Forward step i: while the pivot is zero, the next candidate row is added
 * (masked); the pivot row is scaled by the pivot's inverse (a vpshufb scan
 * of all 16 rows of the inverse table, gf256_inv_table.h); then every row
 * below gets a_j times it, a_j = its entry in column i. The multipliers are
 * gathered into a byte vector and their nibble tables made 16 at a time
 * (gf256_tables16: basis multiples and a byte transpose), the pivot row
 * split into nibbles once. Back substitution runs on the right-hand side
 * as a column: x_k times column k of the unit upper triangle, for k from
 * the last down. No scalar is branched on or used as a memory index; the
 * rows and columns touched depend only on i, j, k. */
#include <string.h>

#include "api.h"
#include "ct.h"
#include "gf256_avx2.h"
#include "gf256_inv_table.h"
#include "nibble_tables_avx2.h"

#define RV ((MQS_O + 1 + 31) / 32) /* vectors per augmented row */
#define CV ((MQS_O + 31) / 32)     /* vectors per column */
#define GROUPS ((MQS_O + 15) / 16) /* groups of 16 multipliers */

typedef union {
    __m256i v[RV];
    uint8_t b[32 * RV];
} row_t;

typedef union {
    __m256i v[CV];
    uint8_t b[32 * CV];
} col_t;

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

#if RV > 4
#error "solve.c: eliminate() is specialised for at most 4 vectors per row"
#endif

/* Rows j > i ^= a_j * row_i, vectors c0 .. c0 + w of each (w constant at
 * every call, so the loop is unrolled); lo, hi: row_i's nibbles; tab[j]:
 * a_j's tables. */
static inline __attribute__((always_inline)) void eliminate(row_t *r, unsigned i, unsigned c0,
                                                            unsigned w, const __m256i *lo,
                                                            const __m256i *hi, const __m256i *tab)
{
    for (unsigned j = i + 1; j < MQS_O; j++) {
        __m256i tl, th;
        gf256_tables_load(&tl, &th, tab + j);
        for (unsigned v = c0; v < c0 + w; v++) {
            __m256i p = _mm256_xor_si256(_mm256_shuffle_epi8(tl, lo[v]),
                                         _mm256_shuffle_epi8(th, hi[v]));
            r[j].v[v] = _mm256_xor_si256(r[j].v[v], p);
        }
    }
}

unsigned mqs_solve_avx2(uint8_t x[MQS_O], uint64_t sys[MQS_O][MQS_SYS_WORDS])
{
    row_t r[MQS_O];
    col_t a, rhs;
    __m256i c[8], tab[16 * GROUPS], lo[RV], hi[RV], tl, th;
    uint32_t ok = 0xffffffffu;
    const __m256i zero = _mm256_setzero_si256(), nib = _mm256_set1_epi8(0x0f);

    gf256_basis(c, _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0x00,
                                    0x10, 0x20, 0x30, 0x40, 0x50, 0x60, 0x70, (char)0x80,
                                    (char)0x90, (char)0xa0, (char)0xb0, (char)0xc0, (char)0xd0,
                                    (char)0xe0, (char)0xf0));
    memset(r, 0, sizeof r);
    memset(&a, 0, sizeof a);
    for (unsigned k = 0; k < MQS_O; k++) memcpy(r[k].b, sys[k], MQS_O + 1);
    for (unsigned i = 0; i < MQS_O; i++) {
        unsigned end = i < MQS_HALF_O ? MQS_HALF_O : MQS_O, c0 = i / 32;
        __m256i *ri = r[i].v;

        /* While the pivot is zero, add the next candidate row (masked);
         * the pivot is tracked beside the row, so that the chain from one
         * candidate to the next is a compare, an and and an xor. */
        /* The row is held in registers meanwhile: whole rows are added (the
         * columns before i are zero in every row from i on). */
        __m256i pivot = bcast_byte(ri, i), acc[RV];
        for (unsigned v = 0; v < RV; v++) acc[v] = ri[v];
        for (unsigned j = i + 1; j < end; j++) {
            __m256i z = _mm256_cmpeq_epi8(pivot, zero);
            pivot = _mm256_xor_si256(pivot, _mm256_and_si256(bcast_byte(r[j].v, i), z));
            for (unsigned v = 0; v < RV; v++) {
                acc[v] = _mm256_xor_si256(acc[v], _mm256_and_si256(r[j].v[v], z));
            }
        }
        for (unsigned v = 0; v < RV; v++) ri[v] = acc[v];
        /* a zero pivot (all 32 bytes equal to 0) clears ok */
        ok &= ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(pivot, zero));
        /* row_i *= pivot^-1; then its nibbles, the lookup indices below. */
        tables_of(&tl, &th, inv_bcast(pivot), c);
        for (unsigned v = c0; v < RV; v++) {
            ri[v] = gf256_mul_tables(ri[v], tl, th);
            lo[v] = _mm256_and_si256(ri[v], nib);
            hi[v] = _mm256_and_si256(_mm256_srli_epi16(ri[v], 4), nib);
        }
        if (i + 1 == MQS_O) break;
        /* Rows j > i: the multipliers' tables, 16 at a time. */
        unsigned g0 = (i + 1) / 16;
        for (unsigned j = i + 1; j < MQS_O; j++) a.b[j] = r[j].b[i];
        for (unsigned g = g0; g < GROUPS; g++) gf256_tables16(tab + 16 * g, a.b + 16 * g);
        switch (RV - c0) { /* a loop of constant width per case */
        case 1: eliminate(r, i, RV - 1, 1, lo, hi, tab); break;
#if RV >= 2
        case 2: eliminate(r, i, RV - 2, 2, lo, hi, tab); break;
#endif
#if RV >= 3
        case 3: eliminate(r, i, RV - 3, 3, lo, hi, tab); break;
#endif
#if RV >= 4
        case 4: eliminate(r, i, RV - 4, 4, lo, hi, tab); break;
#endif
        default: break;
        }
    }
    /* Back substitution: rhs_j ^= U[j][k] x_k (j < k), k from the last. */
    memset(&rhs, 0, sizeof rhs);
    memset(&a, 0, sizeof a);
    for (unsigned j = 0; j < MQS_O; j++) rhs.b[j] = r[j].b[MQS_O];
    for (unsigned k = MQS_O - 1; k > 0; k--) {
        a.b[k] = 0;
        for (unsigned j = 0; j < k; j++) a.b[j] = r[j].b[k];
        tables_of(&tl, &th, _mm256_set1_epi8((char)rhs.b[k]), c);
        for (unsigned v = 0; v <= (k - 1) / 32; v++) {
            rhs.v[v] = _mm256_xor_si256(rhs.v[v], gf256_mul_tables(a.v[v], tl, th));
        }
    }
    memcpy(x, rhs.b, MQS_O);
    kpqc_memzero(r, sizeof r);
    kpqc_memzero(&a, sizeof a);
    kpqc_memzero(&rhs, sizeof rhs);
    kpqc_memzero(tab, sizeof tab);
    kpqc_memzero(lo, sizeof lo);
    kpqc_memzero(hi, sizeof hi);
    return ok & 1; /* bit 0: no pivot was zero */
}
