/* Recursive soft-decision decoding of RM(6, 13) with the submission's
 * modifications (partial permutations, replaced RM(6, 6) leaves).
 *
 * Floating point, exactly as the submission computes it: single precision
 * values, the Euclidean distances of the RM(0, m) leaves summed in double
 * precision and rounded to float after each term (the submission's
 * `a += pow(y - 1, 2)` with a float accumulator; the square of a float is
 * exact in double). This file is compiled with -ffp-contract=off: a fused
 * multiply-add in y_l + y_r * t would change the result. Every float
 * operation is assigned to a float before the next one, so that targets that
 * evaluate float expressions in double (s390x: FLT_EVAL_METHOD 1) round as
 * the reference on x86-64 does.
 *
 * Not constant time: the partial permutations are secret memory indices, and
 * the leaves branch on the signs of the values. */
#include "decode.h"

#include <stddef.h>
#include <string.h>

#include "bits.h"
#include "bytes.h"

typedef struct {
    float *tmp;
    const uint8_t *perm1, *perm2;
    uint64_t h0, h1;
} decoder;

/* Hard decision to +-1, then correct one position if the syndrome under
 * H_rep is not zero: the first column of H_rep equal to the syndrome. */
/* y >= 0 ? +1.0 : -1.0, written without a branch (the signs are random:
 * a branch would be mispredicted half the time). */
static void hard_decision(float *y, size_t len)
{
    for (size_t i = 0; i < len; i++) y[i] = (float)(1 - 2 * (int)(y[i] < 0));
}

static void leaf_replaced(float *y, const decoder *d)
{
    uint64_t rx = 0;
    for (unsigned i = 0; i < RM_LEAF; i++) rx |= (uint64_t)(y[i] < 0) << (63 - i);
    hard_decision(y, RM_LEAF);
    uint64_t s0 = d->h0 & rx, s1 = d->h1 & rx;
    for (unsigned k = 32; k > 0; k >>= 1) {
        s0 ^= s0 >> k;
        s1 ^= s1 >> k;
    }
    s0 &= 1;
    s1 &= 1;
    if (s0 == 0 && s1 == 0) return;
    for (unsigned j = 0; j < RM_LEAF; j++) {
        if (((d->h0 >> (63 - j)) & 1) == s0 && ((d->h1 >> (63 - j)) & 1) == s1) {
            y[j] = -y[j];
            return;
        }
    }
}

/* Positions [f, f + n/4) are reordered by a partial permutation: inverse on
 * the way down (y[f + P[i]] = y[f + i]), direct on the way up
 * (y[f + i] = y[f + P[i]]). The scratch is tmp[f .. f + n/4), which no
 * pending level uses at these two points (each level (f, l) keeps its right
 * half in tmp[f .. (f+l)/2) only between its two recursive calls). */
static void unpermute(float *y, float *scratch, const uint8_t *perm)
{
    memcpy(scratch, y, RM_QUARTER * sizeof(float));
    for (unsigned i = 0; i < RM_QUARTER; i++) y[kpqc_load16_le(perm + 2 * i)] = scratch[i];
}

static void permute(float *y, float *scratch, const uint8_t *perm)
{
    memcpy(scratch, y, RM_QUARTER * sizeof(float));
    for (unsigned i = 0; i < RM_QUARTER; i++) y[i] = scratch[kpqc_load16_le(perm + 2 * i)];
}

/* The three element-wise steps of a (u | u+v) level, on disjoint halves
 * (restrict: the compiler vectorizes them; each operation is still rounded
 * on its own, -ffp-contract=off). */
static void split(const float *restrict yl, float *restrict yr, float *restrict t, size_t h)
{
    for (size_t i = 0; i < h; i++) {
        t[i] = yr[i];
        yr[i] = yr[i] * yl[i];
    }
}

static void average(float *restrict yl, const float *restrict yr, const float *restrict t, size_t h)
{
    for (size_t i = 0; i < h; i++) {
        float p = yr[i] * t[i]; /* assignments round to float even where   */
        float q = yl[i] + p;    /* FLT_EVAL_METHOD is not 0 (C11 5.2.4.2.2) */
        yl[i] = q / 2;
    }
}

static void product(float *restrict yr, const float *restrict yl, size_t h)
{
    for (size_t i = 0; i < h; i++) yr[i] = yr[i] * yl[i];
}

static void decode(float *y, unsigned r, unsigned m, unsigned f, unsigned l, const decoder *d)
{
    if (r == 0) {
        /* RM(0, m): the repetition code; nearer of +-1 in Euclidean distance. */
        float a1 = 0, a2 = 0;
        for (unsigned i = f; i < l; i++) {
            float fu = y[i] - 1.0f, fv = y[i] + 1.0f; /* rounded to float */
            double u = fu, v = fv;
            a1 = (float)((double)a1 + u * u);
            a2 = (float)((double)a2 + v * v);
        }
        float s = a1 <= a2 ? 1.0f : -1.0f;
        for (unsigned i = f; i < l; i++) y[i] = s;
        return;
    }
    if (r == m) {
        if (r == RM_R) {
            leaf_replaced(y + f, d);
        } else {
            hard_decision(y + f, l - f);
        }
        return;
    }
    if (f == 0 && l == RM_QUARTER) unpermute(y + f, d->tmp + f, d->perm1);
    if (f == 3 * RM_QUARTER && l == RM_N) unpermute(y + f, d->tmp + f, d->perm2);
    unsigned h = (l - f) / 2, mid = f + h;
    /* (u | u+v): v from the products y_l y_r, then u from the average of y_l
     * and y_r v, then the right half becomes u v. */
    split(y + f, y + mid, d->tmp + f, h);
    decode(y, r - 1, m - 1, mid, l, d);
    average(y + f, y + mid, d->tmp + f, h);
    decode(y, r, m - 1, f, mid, d);
    product(y + mid, y + f, h);
    if (f == 0 && l == RM_QUARTER) permute(y + f, d->tmp + f, d->perm1);
    if (f == 3 * RM_QUARTER && l == RM_N) permute(y + f, d->tmp + f, d->perm2);
}

void KPQC_NS(rm_decode)(float y[RM_N], float tmp[RM_N], const uint8_t *perm1,
                        const uint8_t *perm2, const uint64_t hrep[RM_REP])
{
    decoder d = {tmp, perm1, perm2, hrep[0], hrep[1]};
    decode(y, RM_R, RM_M, 0, RM_N, &d);
}
