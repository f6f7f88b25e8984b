/* Enhanced pqsigRM-6-13 key generation, in the submission's order of random
 * draws (each a separate kpqc_randombytes call, as the KAT's DRBG counts
 * calls):
 *   1. two partial permutations of n/4 positions (2 x 2048 draws of 2 bytes);
 *   2. a random 16 x 64 matrix (128 bytes) per attempt, until one of the two
 *      first rows of its systematic parity-check matrix has odd weight: those
 *      two rows are H_rep, the code decoded at the RM(6, 6) leaves;
 *   3. 512 bytes choosing a codeword of the dual of the secret code;
 *   4. a permutation Q of n positions (8192 draws of 2 bytes).
 * The secret code C_s is RM(6, 13) with the partial permutations applied to
 * its RM(6, 11) rows in each quarter (perm1) and to its last RM(4, 11) rows
 * in the last quarter (perm2). The public code is C = C_s + <c>, c the chosen
 * dual codeword, and pk is the parity-check matrix of C Q in reduced row
 * echelon form, its columns then swapped so that its pivots come first (Q is
 * updated by the same swaps and kept in sk).
 *
 * Memory: the 4 MB pk buffer is the only large workspace. The submission
 * builds five 4 MB matrices; here the dual is never formed. Its RREF has the
 * complement of the lexicographically last information set of C Q as pivots,
 * so it is read off the generator of C Q reduced from the right: with
 * G_R = [I | B] on (pivots P, the rest N), the parity-check row of d in N is
 * 1 at d and column d of B on P. B is compacted into the first half of pk,
 * transposed in place, and expanded row by row from the last.
 *
 * Not constant time: the eliminations branch on the (secret) matrix bits, as
 * the submission does. */
#include "keygen.h"

#include <string.h>

#include "bits.h"
#include "bytes.h"
#include "ct.h"
#include "matrix.h"
#include "params.h"
#include "randombytes.h"

static uint16_t rm_dim(unsigned r, unsigned m)
{
    uint32_t d = 0, binom = 1;
    for (unsigned i = 0; i <= r && i <= m; i++) {
        d += binom;
        binom = binom * (m - i) / (i + 1);
    }
    return (uint16_t)d;
}

/* Generator of RM(r, m) in (u | u+v) form into rows [row, ...) and columns
 * [col, col + 2^m): RM(r, m-1) on both halves, then RM(r-1, m-1) on the
 * right half. RM(0, m) is the all-one row, RM(m, m) the identity. */
static void rm_generator(uint8_t *g, unsigned r, unsigned m, unsigned row, unsigned col)
{
    if (r == 0) {
        for (unsigned i = 0; i < (1u << m); i++) rm_set_bit(g + (size_t)row * RM_ROW_BYTES, col + i);
    } else if (r == m) {
        for (unsigned i = 0; i < (1u << m); i++) {
            rm_set_bit(g + (size_t)(row + i) * RM_ROW_BYTES, col + i);
        }
    } else {
        unsigned half = 1u << (m - 1);
        rm_generator(g, r, m - 1, row, col);
        rm_generator(g, r, m - 1, row, col + half);
        rm_generator(g, r - 1, m - 1, row + rm_dim(r, m - 1), col + half);
    }
}

/* Rows [r0, r1), columns [c0, c0 + n/4): new column c0 + i = old c0 + perm[i]. */
static void permute_block(uint8_t *g, unsigned r0, unsigned r1, unsigned c0, const uint8_t *perm,
                          uint8_t tmp[RM_QUARTER / 8])
{
    for (unsigned r = r0; r < r1; r++) {
        uint8_t *row = g + (size_t)r * RM_ROW_BYTES;
        memcpy(tmp, row + c0 / 8, RM_QUARTER / 8);
        memset(row + c0 / 8, 0, RM_QUARTER / 8);
        for (unsigned i = 0; i < RM_QUARTER; i++) {
            if (rm_bit(tmp, kpqc_load16_le(perm + 2 * i))) rm_set_bit(row, c0 + i);
        }
    }
}

/* Fisher-Yates-like shuffle of the submission: swap i with a uniform index
 * (len is a power of two, so r mod len is the low bits) for i = 0 .. len-1. */
static int permutation(uint16_t *q, unsigned len)
{
    for (unsigned i = 0; i < len; i++) q[i] = (uint16_t)i;
    for (unsigned i = 0; i < len; i++) {
        uint8_t b[2];
        if (kpqc_randombytes(b, 2) != 0) return -1;
        unsigned j = kpqc_load16_le(b) & (len - 1);
        uint16_t t = q[i];
        q[i] = q[j];
        q[j] = t;
    }
    return 0;
}

/* A partial permutation: the first p entries of a random permutation of n/4
 * name p positions; sorted, they receive those entries in drawn order, and
 * every other position is fixed. Written to out as little-endian uint16. */
static int partial_permutation(uint8_t *out, uint16_t q[RM_QUARTER])
{
    uint8_t chosen[RM_QUARTER / 8];
    if (permutation(q, RM_QUARTER) != 0) return -1;
    memset(chosen, 0, sizeof chosen);
    for (unsigned i = 0; i < RM_PARTIAL; i++) chosen[q[i] >> 3] |= (uint8_t)(1u << (q[i] & 7));
    unsigned next = 0;
    for (unsigned x = 0; x < RM_QUARTER; x++) {
        uint16_t v = (uint16_t)x;
        if ((chosen[x >> 3] >> (x & 7)) & 1) v = q[next++];
        kpqc_store16_le(out + 2 * x, v);
    }
    kpqc_memzero(chosen, sizeof chosen);
    return 0;
}

static unsigned parity64(uint64_t x)
{
    x ^= x >> 32;
    x ^= x >> 16;
    x ^= x >> 8;
    x ^= x >> 4;
    x ^= x >> 2;
    x ^= x >> 1;
    return (unsigned)(x & 1);
}

/* H_rep: draw a 16 x 64 generator until one of the two first rows of its
 * systematic parity-check matrix has odd weight (those two rows, in RREF).
 * As in the submission, the two rows are written over the previous attempt's
 * without clearing them first: only the 16 pivot positions and the row's own
 * non-pivot position are set, the other 47 bits keep what a rejected attempt
 * left (the submission's keys depend on it whenever an attempt is rejected).
 * A rank-deficient draw (probability about 2^-48) makes the submission read
 * uninitialised pivots; here it is drawn again. */
static int replacement_code(uint8_t *hrep_out)
{
    uint8_t buf[RM_LEAF * 16 / 8];
    uint16_t piv[16];
    uint64_t h[RM_REP] = {0, 0};
    int r = 0;
    for (;;) {
        if ((r = kpqc_randombytes(buf, sizeof buf)) != 0) break;
        if (KPQC_NS(rm_rref)(buf, 16, 8, piv) != 16) continue;
        uint16_t nonpiv[RM_REP];
        for (unsigned c = 0, p = 0, n = 0; c < RM_LEAF && n < RM_REP; c++) {
            if (p < 16 && piv[p] == c) {
                p++;
            } else {
                nonpiv[n++] = (uint16_t)c;
            }
        }
        unsigned odd = 0;
        for (unsigned i = 0; i < RM_REP; i++) {
            h[i] |= UINT64_C(1) << (63 - nonpiv[i]);
            for (unsigned row = 0; row < 16; row++) {
                uint64_t bit = UINT64_C(1) << (63 - piv[row]);
                h[i] = rm_bit(buf + 8 * row, nonpiv[i]) ? h[i] | bit : h[i] & ~bit;
            }
            odd |= parity64(h[i]);
        }
        if (odd) break;
    }
    if (r == 0) {
        uint8_t hb[8 * RM_REP];
        for (unsigned i = 0; i < RM_REP; i++) kpqc_store64_le(hb + 8 * i, h[i]);
        KPQC_NS(rm_rref)(hb, RM_REP, 8, piv);
        memcpy(hrep_out, hb, sizeof hb);
        kpqc_memzero(hb, sizeof hb);
    }
    kpqc_memzero(buf, sizeof buf);
    kpqc_memzero(h, sizeof h);
    return r;
}

typedef struct {
    uint8_t extra[RM_ROW_BYTES];    /* row 4096 of the public generator */
    uint8_t tmp[RM_ROW_BYTES];
    uint8_t mask[RM_ROW_BYTES];
    uint8_t seed[RM_K / 8];         /* chooses the dual codeword */
    uint8_t extra_b[RM_ROW_BYTES / 2];
    uint16_t q[RM_N];               /* Q */
    uint16_t a[RM_N];               /* pivots, then column sources */
    uint16_t b[RM_N];               /* non-pivots, then column positions */
    uint8_t *pk;
} keygen_ws;

static uint8_t *gen_row(void *ctx, unsigned i)
{
    keygen_ws *w = ctx;
    return i < RM_K ? w->pk + (size_t)i * RM_ROW_BYTES : w->extra;
}

/* C_s with its partial permutations, in RREF, in pk; c into w->extra.
 * c is the sum of the rows i = 7 mod 8 (seed byte i/8 odd) of the dual's
 * systematic generator [P^T | I] built from the RREF: row i is 1 at the i-th
 * non-pivot column d_i and column d_i of the RREF at the pivot columns. */
static int secret_code(keygen_ws *w, const uint8_t *sk)
{
    uint8_t *g = w->pk;
    memset(g, 0, PQSIGRM_PUBLICKEYBYTES);
    rm_generator(g, RM_R, RM_M, 0, 0);
    for (unsigned i = 0; i < 4; i++) {
        permute_block(g, 0, rm_dim(RM_R, RM_M - 2), i * RM_QUARTER, sk + PQSIGRM_SK_PERM1, w->tmp);
    }
    permute_block(g, RM_K - rm_dim(RM_R - 2, RM_M - 2), RM_K, 3 * RM_QUARTER,
                  sk + PQSIGRM_SK_PERM2, w->tmp);
    if (KPQC_NS(rm_rref)(g, RM_K, RM_ROW_BYTES, w->a) != RM_K) return -1;
    memset(w->mask, 0, sizeof w->mask);
    memset(w->extra, 0, sizeof w->extra);
    for (unsigned c = 0, p = 0, i = 0; c < RM_N; c++) {
        if (p < RM_K && w->a[p] == c) {
            p++;
            continue;
        }
        if ((i & 7) == 7 && (w->seed[i >> 3] & 1)) {
            rm_set_bit(w->mask, c);
            rm_set_bit(w->extra, c);
        }
        i++;
    }
    for (unsigned row = 0; row < RM_K; row++) {
        const uint8_t *x = g + (size_t)row * RM_ROW_BYTES;
        uint64_t acc = 0;
        for (unsigned j = 0; j < RM_ROW_BYTES; j += 8) acc ^= kpqc_load64_le(x + j) & kpqc_load64_le(w->mask + j);
        if (parity64(acc)) rm_set_bit(w->extra, w->a[row]);
    }
    return 0;
}

/* Columns of every generator row permuted by Q: new j = old Q[j]. */
static void apply_q(keygen_ws *w)
{
    for (unsigned i = 0; i < RM_GROWS; i++) {
        uint8_t *x = gen_row(w, i);
        memcpy(w->tmp, x, RM_ROW_BYTES);
        memset(x, 0, RM_ROW_BYTES);
        for (unsigned j = 0; j < RM_N; j++) {
            if (rm_bit(w->tmp, w->q[j])) rm_set_bit(x, j);
        }
    }
}

#define NONPIVOT 0x8000u

static int public_key(keygen_ws *w, uint8_t *sk)
{
    uint8_t *pk = w->pk;
    uint16_t *piv = w->a, *info = w->b;
    if (KPQC_NS(rm_rref_from_right)(gen_row, w, RM_GROWS, RM_N, piv, w->tmp) != 0) return -1;
    /* info[x]: index of column x among the pivots, or NONPIVOT | its index
     * among the non-pivots (the dual's pivots, in increasing order). */
    for (unsigned x = 0, p = 0, t = 0; x < RM_N; x++) {
        if (p < RM_GROWS && piv[p] == x) {
            info[x] = (uint16_t)p++;
        } else {
            info[x] = (uint16_t)(NONPIVOT | t++);
        }
    }
    /* B: generator row k restricted to the non-pivot columns, 512 bytes per
     * row, rows 0..4095 compacted into the front of pk (row k is read before
     * anything at or after byte 512 k is overwritten), row 4096 aside. */
    for (unsigned k = 0; k < RM_GROWS; k++) {
        uint8_t *dst = k < RM_K ? pk + (size_t)k * (RM_ROW_BYTES / 2) : w->extra_b;
        memcpy(w->tmp, gen_row(w, k), RM_ROW_BYTES);
        memset(dst, 0, RM_ROW_BYTES / 2);
        for (unsigned x = 0; x < RM_N; x++) {
            if ((info[x] & NONPIVOT) && rm_bit(w->tmp, x)) rm_set_bit(dst, info[x] & ~NONPIVOT);
        }
    }
    KPQC_NS(rm_transpose_square)(pk, RM_K / 64);
    /* Pivots of the dual in order d_0 < ... < d_4094; the submission swaps
     * column i with column d_i (i = 0 .. 4094, in turn) in Q and in the key. */
    uint16_t *pos = w->a;
    for (unsigned j = 0; j < RM_N; j++) pos[j] = (uint16_t)j;
    for (unsigned x = 0; x < RM_N; x++) {
        if (!(info[x] & NONPIVOT)) continue;
        unsigned i = info[x] & ~NONPIVOT;
        uint16_t t = pos[i];
        pos[i] = pos[x];
        pos[x] = t;
    }
    for (unsigned j = 0; j < RM_N; j++) {
        kpqc_store16_le(sk + PQSIGRM_SK_Q + 2 * j, w->q[pos[j]]);
        pos[j] = info[pos[j]]; /* what column j of the key holds */
    }
    /* Row r of the key (dual pivot d_r): column j holds 1 if it is d_r, 0 for
     * another non-pivot, else B^T[r][k] for pivot k. Rows from the last: key
     * row r covers compacted rows 2r, 2r+1 >= r, already consumed. */
    memset(pk + (size_t)RM_HROWS * RM_ROW_BYTES, 0, RM_ROW_BYTES);
    for (unsigned r = RM_HROWS; r-- > 0;) {
        memcpy(w->tmp, pk + (size_t)r * (RM_ROW_BYTES / 2), RM_ROW_BYTES / 2);
        unsigned last = rm_bit(w->extra_b, r);
        uint8_t *out = pk + (size_t)r * RM_ROW_BYTES;
        memset(out, 0, RM_ROW_BYTES);
        for (unsigned j = 0; j < RM_N; j++) {
            unsigned s = pos[j], bit;
            if (s & NONPIVOT) {
                bit = (s & ~NONPIVOT) == r;
            } else {
                bit = s < RM_K ? rm_bit(w->tmp, s) : last;
            }
            if (bit) rm_set_bit(out, j);
        }
    }
    return 0;
}

int KPQC_NS(rm_keypair)(uint8_t *pk, uint8_t *sk)
{
    keygen_ws w;
    int r;
    w.pk = pk;
    r = partial_permutation(sk + PQSIGRM_SK_PERM1, w.q);
    if (r == 0) r = partial_permutation(sk + PQSIGRM_SK_PERM2, w.q);
    if (r == 0) r = replacement_code(sk + PQSIGRM_SK_HREP);
    if (r == 0) r = kpqc_randombytes(w.seed, sizeof w.seed);
    if (r == 0) r = permutation(w.q, RM_N);
    if (r == 0) r = secret_code(&w, sk);
    if (r == 0) {
        apply_q(&w);
        r = public_key(&w, sk);
    }
    kpqc_memzero(&w, sizeof w);
    if (r != 0) {
        kpqc_memzero(sk, PQSIGRM_SECRETKEYBYTES);
        memset(pk, 0, PQSIGRM_PUBLICKEYBYTES);
    }
    return r;
}
