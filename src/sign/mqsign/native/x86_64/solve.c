/* Signing's linear solve, AVX2 (api.h): solve.c's acceptance rule (pivots
 * of the first O/2 columns from the first O/2 rows, of the others from the
 * rows below) and its unique solution, by forward elimination and back
 * substitution on rows held as whole vectors.
 *
 * Forward step i: while the pivot is zero, the next candidate row is added
 * (masked; the pivot tracked beside the row, which stays in registers); the
 * pivot row is scaled by the pivot's inverse (a vpshufb scan of all 16 rows
 * of the inverse table, gf256_inv_table.h); then every row below gets a_j
 * times it, a_j = its entry in column i. The multipliers are gathered into
 * a byte vector and their nibble tables made 16 at a time (gf256_tables16:
 * basis multiples and a byte transpose), the pivot row split into nibbles
 * once. Only the row's vectors from column i on are touched (the columns
 * before are zero), in loops of constant width per case.
 *
 * The right-hand side is byte O of each row when that fits in the row's
 * last vector (O % 32 != 0); at level 5 (O = 96) it would take a vector of
 * its own in every row operation, so it is kept as a column instead and
 * updated with the multipliers' column. Back substitution runs on it as a
 * column: x_k times column k of the unit upper triangle, k from the last.
 * No scalar is branched on or used as a memory index; the rows and columns
 * touched depend only on i, j, k. */
#include <string.h>

#include "api.h"
#include "ct.h"
#include "gf256_avx2.h"
#include "gf256_inv_table.h"
#include "nibble_tables_avx2.h"

#define RHS_COLUMN (MQS_O % 32 == 0)  /* 1: the right-hand side kept apart */
#define CV ((MQS_O + 31) / 32)        /* vectors per column (and row, without rhs) */
#define RV ((MQS_O + !RHS_COLUMN + 31) / 32) /* vectors per stored row */
#define GROUPS ((MQS_O + 15) / 16)    /* groups of 16 multipliers */

#if RV > 4
#error "solve.c: the row loops are specialised for at most 4 vectors per row"
#endif

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

#define INLINE static inline __attribute__((always_inline))

/* Pivot search of step i over rows i + 1 .. end - 1, vectors c0 .. c0 + w
 * (w constant at every call): row_i += row_j while the pivot is zero.
 * *rs (every byte) collects the right-hand sides added when they are kept
 * apart. Returns the pivot in every byte. */
INLINE __m256i search(row_t *r, const col_t *rhs, __m256i *rs, unsigned i, unsigned end,
                      unsigned c0, unsigned w)
{
    const __m256i zero = _mm256_setzero_si256();
    __m256i pivot = bcast_byte(r[i].v, i), acc[RV], s = zero;
    for (unsigned v = c0; v < c0 + w; v++) acc[v] = r[i].v[v];
    for (unsigned j = i + 1; j < end; j++) {
        __m256i z = _mm256_cmpeq_epi8(pivot, zero);
        pivot = _mm256_xor_si256(pivot, _mm256_and_si256(bcast_byte(r[j].v, i), z));
        for (unsigned v = c0; v < c0 + w; v++) {
            acc[v] = _mm256_xor_si256(acc[v], _mm256_and_si256(r[j].v[v], z));
        }
#if RHS_COLUMN
        s = _mm256_xor_si256(s, _mm256_and_si256(_mm256_set1_epi8((char)rhs->b[j]), z));
#endif
    }
    for (unsigned v = c0; v < c0 + w; v++) r[i].v[v] = acc[v];
    (void)rhs;
    *rs = s;
    return pivot;
}

/* Rows j > i ^= a_j * row_i, vectors c0 .. c0 + w of each (w constant);
 * lo, hi: row_i's nibbles; tab[j]: a_j's tables. */
INLINE void eliminate(row_t *r, unsigned i, unsigned c0, unsigned w, const __m256i *lo,
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

/* One forward step on vectors c0 .. c0 + w (w constant). Returns the
 * pivot's all-zero mask bits (nonzero: the pivot was zero). */
INLINE uint32_t step(row_t *r, col_t *a, col_t *rhs, __m256i *tab, __m256i *lo, __m256i *hi,
                     unsigned i, unsigned c0, unsigned w, const __m256i c[8])
{
    const __m256i zero = _mm256_setzero_si256(), nib = _mm256_set1_epi8(0x0f);
    unsigned end = i < MQS_HALF_O ? MQS_HALF_O : MQS_O;
    __m256i tl, th, rs;
    __m256i pivot = search(r, rhs, &rs, i, end, c0, w);
    uint32_t zero_bits = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(pivot, zero));

    /* row_i *= pivot^-1; then its nibbles, the lookup indices below. */
    tables_of(&tl, &th, inv_bcast(pivot), c);
    for (unsigned v = c0; v < c0 + w; v++) {
        r[i].v[v] = gf256_mul_tables(r[i].v[v], tl, th);
        lo[v] = _mm256_and_si256(r[i].v[v], nib);
        hi[v] = _mm256_and_si256(_mm256_srli_epi16(r[i].v[v], 4), nib);
    }
#if RHS_COLUMN
    /* rhs_i = (rhs_i + the rows' added) * pivot^-1, in every byte */
    __m256i ri = gf256_mul_tables(_mm256_xor_si256(_mm256_set1_epi8((char)rhs->b[i]), rs), tl, th);
    rhs->b[i] = (uint8_t)_mm256_cvtsi256_si32(ri);
#endif
    if (i + 1 < MQS_O) {
        /* Rows j > i: the multipliers' tables, 16 at a time. */
        a->b[i] = 0;
        for (unsigned j = i + 1; j < MQS_O; j++) a->b[j] = r[j].b[i];
        for (unsigned g = (i + 1) / 16; g < GROUPS; g++) gf256_tables16(tab + 16 * g, a->b + 16 * g);
        eliminate(r, i, c0, w, lo, hi, tab);
#if RHS_COLUMN
        /* rhs_j ^= a_j * rhs_i for j > i (a_j = 0 for j <= i) */
        tables_of(&tl, &th, ri, c);
        for (unsigned v = i / 32; v < CV; v++) {
            rhs->v[v] = _mm256_xor_si256(rhs->v[v], gf256_mul_tables(a->v[v], tl, th));
        }
#endif
    }
    return zero_bits;
}

unsigned mqs_solve_avx2(uint8_t x[MQS_O], uint64_t sys[MQS_O][MQS_SYS_WORDS])
{
    row_t r[MQS_O];
    col_t a, rhs;
    __m256i c[8], tab[16 * GROUPS], lo[RV], hi[RV], tl, th;
    uint32_t zero_bits = 0;

    gf256_basis(c, _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0x00,
                                    0x10, 0x20, 0x30, 0x40, 0x50, 0x60, 0x70, (char)0x80,
                                    (char)0x90, (char)0xa0, (char)0xb0, (char)0xc0, (char)0xd0,
                                    (char)0xe0, (char)0xf0));
    memset(r, 0, sizeof r);
    memset(&a, 0, sizeof a);
    memset(&rhs, 0, sizeof rhs);
    for (unsigned k = 0; k < MQS_O; k++) {
        memcpy(r[k].b, sys[k], MQS_O + !RHS_COLUMN);
        rhs.b[k] = ((const uint8_t *)sys[k])[MQS_O];
    }
    for (unsigned i = 0; i < MQS_O; i++) {
        switch (RV - i / 32) { /* loops of constant width per case */
        case 1: zero_bits |= step(r, &a, &rhs, tab, lo, hi, i, RV - 1, 1, c); break;
#if RV >= 2
        case 2: zero_bits |= step(r, &a, &rhs, tab, lo, hi, i, RV - 2, 2, c); break;
#endif
#if RV >= 3
        case 3: zero_bits |= step(r, &a, &rhs, tab, lo, hi, i, RV - 3, 3, c); break;
#endif
#if RV >= 4
        case 4: zero_bits |= step(r, &a, &rhs, tab, lo, hi, i, RV - 4, 4, c); break;
#endif
        default: break;
        }
    }
#if !RHS_COLUMN
    for (unsigned j = 0; j < MQS_O; j++) rhs.b[j] = r[j].b[MQS_O];
#endif
    /* Back substitution: rhs_j ^= U[j][k] x_k (j < k), k from the last. */
    memset(&a, 0, sizeof a);
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
    return zero_bits == 0; /* no pivot was zero */
}
