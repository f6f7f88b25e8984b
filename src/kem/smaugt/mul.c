/* Toom-Cook 4-way x Karatsuba x Karatsuba x Karatsuba x 8x8 schoolbook,
 * lane-sliced.
 *
 * Toom-Cook: a(x) = A0 + A1 y + A2 y^2 + A3 y^3 with y = x^64 and 64-coefficient
 * Aj. It is evaluated at the seven points
 *     p = 0: y = 0      p = 1: y = 1     p = 2: y = -1     p = 5: y = 2
 *     p = 3: 8 a(1/2)   p = 4: 8 a(-1/2)                   p = 6: y = oo (A3)
 * (the halves scaled by 8 to stay integral), so the product is known at those
 * points; interpolation recovers its seven coefficients C0..C6 (127 each).
 *
 * Karatsuba, twice: each 64-coefficient evaluation X is split into halves
 * (X_lo, X_hi) and X_lo + X_hi (index b = 0, 1, 2), and each 32-coefficient
 * half again (index a = 0, 1, 2), giving nine 16-coefficient blocks.
 *
 * Lanes: block (p, b, a) is lane 21a + 7b + p. A polyeval stores coefficient i
 * of every block in row i, so the 63 block products run in parallel across
 * the lanes of a row. Each block product is a third Karatsuba step: rows
 * 0-7 (low halves), 8-15 (high halves) and 16-23 (their sums) are multiplied
 * part by part as 8x8 schoolbook products (row k of part g gets the sum over
 * i + j = k of row 8g + i times row 8g + j, lane by lane: 3 * 64 products of
 * rows where 16x16 schoolbook would take 256), recombined once per inner
 * product in polyprod_finish. The lane order puts the three
 * Karatsuba-a parts of the 21 (p, b) pairs in three contiguous runs, and then
 * the three Karatsuba-b parts of the 7 points in three runs, so both
 * recombinations also work on whole runs of lanes. */
#include <string.h>

#include "ct.h"
#include "mul.h"

#define LANES SMAUGT_MUL_LANES

/* Inverses modulo 2^16 of the odd divisors of the interpolation. */
#define INV3 43691u
#define INV9 36409u
#define INV15 61167u

#if SMAUGT_MUL_VEC
/* Row by row: the seven point values of quarter q (coefficient i of its four
 * 64-coefficient parts, broadcast, times the constant vectors below) fill
 * lanes 0..6 of one vector, lane 7 zero; the nine blocks of a row are then
 * nine such vectors stored at lanes 0, 7, ..., 56 in increasing order, each
 * store's lane 7 overwritten by the next and the last one's zero in lane 63. */
void poly_eval(polyeval *e, const poly *a)
{
    /* the weights of A0..A3 at the points p = 0..6 (modulo 2^16) */
    const smaugt_lanes8 w0 = {1, 1, 1, 8, 8, 1, 0, 0};
    const smaugt_lanes8 w1 = {0, 1, 0xffff, 4, 0xfffc, 2, 0, 0};
    const smaugt_lanes8 w2 = {0, 1, 1, 2, 2, 4, 0, 0};
    const smaugt_lanes8 w3 = {0, 1, 0xffff, 1, 0xffff, 8, 1, 0};

    for (unsigned i = 0; i < 16; i++) {
        smaugt_lanes8 q[4];
        uint16_t *out = e->row[i];

        for (unsigned quarter = 0; quarter < 4; quarter++) {
            const uint16_t *c = a->coeffs + 16 * quarter + i;
            uint16_t a0 = c[0], a1 = c[64], a2 = c[128], a3 = c[192];
            smaugt_lanes8 b0 = {a0, a0, a0, a0, a0, a0, a0, a0};
            smaugt_lanes8 b1 = {a1, a1, a1, a1, a1, a1, a1, a1};
            smaugt_lanes8 b2 = {a2, a2, a2, a2, a2, a2, a2, a2};
            smaugt_lanes8 b3 = {a3, a3, a3, a3, a3, a3, a3, a3};
            q[quarter] = b0 * w0 + b1 * w1 + b2 * w2 + b3 * w3;
        }
        {
            smaugt_lanes8 blk[9];
            blk[0] = q[0]; /* b = 0: quarters 0, 1 (a = 0, 1, 2 at 0, 21, 42) */
            blk[3] = q[1];
            blk[6] = q[0] + q[1];
            blk[1] = q[2]; /* b = 1: quarters 2, 3 */
            blk[4] = q[3];
            blk[7] = q[2] + q[3];
            blk[2] = q[0] + q[2]; /* b = 2: their sums */
            blk[5] = q[1] + q[3];
            blk[8] = blk[2] + blk[5];
            for (unsigned j = 0; j < 9; j++) {
                memcpy(out + 7 * j, &blk[j], sizeof blk[j]);
            }
        }
    }
    for (unsigned i = 0; i < 8; i++) {
        for (unsigned v = 0; v < LANES / 8; v++) {
            e->vec[16 + i][v] = e->vec[i][v] + e->vec[8 + i][v];
        }
    }
}
#else
void poly_eval(polyeval *e, const poly *a)
{
    uint16_t pt[4][7]; /* [quarter][point]: coefficient i of that quarter */

    for (unsigned i = 0; i < 16; i++) {
        uint16_t *out = e->row[i];

        for (unsigned quarter = 0; quarter < 4; quarter++) {
            const uint16_t *c = a->coeffs + 16 * quarter + i;
            uint32_t a0 = c[0], a1 = c[64], a2 = c[128], a3 = c[192];
            uint32_t even = a0 + a2, odd = a1 + a3;
            uint32_t even8 = 8 * a0 + 2 * a2, odd8 = 4 * a1 + a3;

            pt[quarter][0] = (uint16_t)a0;
            pt[quarter][1] = (uint16_t)(even + odd);
            pt[quarter][2] = (uint16_t)(even - odd);
            pt[quarter][3] = (uint16_t)(even8 + odd8);
            pt[quarter][4] = (uint16_t)(even8 - odd8);
            pt[quarter][5] = (uint16_t)(a0 + 2 * a1 + 4 * a2 + 8 * a3);
            pt[quarter][6] = (uint16_t)a3;
        }
        for (unsigned p = 0; p < 7; p++) {
            uint16_t q0 = pt[0][p], q1 = pt[1][p], q2 = pt[2][p], q3 = pt[3][p];
            uint16_t m0 = (uint16_t)(q0 + q2), m1 = (uint16_t)(q1 + q3);

            out[p] = q0; /* b = 0: quarters 0, 1 */
            out[21 + p] = q1;
            out[42 + p] = (uint16_t)(q0 + q1);
            out[7 + p] = q2; /* b = 1: quarters 2, 3 */
            out[28 + p] = q3;
            out[49 + p] = (uint16_t)(q2 + q3);
            out[14 + p] = m0; /* b = 2: their sums */
            out[35 + p] = m1;
            out[56 + p] = (uint16_t)(m0 + m1);
        }
        out[63] = 0;
    }
    for (unsigned i = 0; i < 8; i++) {
        for (unsigned l = 0; l < LANES; l++) {
            e->row[16 + i][l] = (uint16_t)(e->row[i][l] + e->row[8 + i][l]);
        }
    }
    kpqc_memzero(pt, sizeof pt);
}
#endif

#if SMAUGT_MUL_VEC
/* Part by part and vector column by vector column: the eight vectors of a's
 * rows in registers, each product row k the sum over i + j = k of x_i times
 * b's row j (a multiply with a memory operand), added into acc once. */
void polyprod_mul_acc(polyprod *acc, const polyeval *a, const polyeval *b)
{
    for (unsigned g = 0; g < 3; g++) {
        for (unsigned v = 0; v < LANES / 8; v++) {
#define Y(j) b->vec[8 * g + (j)][v]
#define ACC(k) acc->vec[15 * g + (k)][v]
            const smaugt_lanes8 x0 = a->vec[8 * g][v], x1 = a->vec[8 * g + 1][v];
            const smaugt_lanes8 x2 = a->vec[8 * g + 2][v], x3 = a->vec[8 * g + 3][v];
            const smaugt_lanes8 x4 = a->vec[8 * g + 4][v], x5 = a->vec[8 * g + 5][v];
            const smaugt_lanes8 x6 = a->vec[8 * g + 6][v], x7 = a->vec[8 * g + 7][v];

            ACC(0) += x0 * Y(0);
            ACC(1) += x0 * Y(1) + x1 * Y(0);
            ACC(2) += x0 * Y(2) + x1 * Y(1) + x2 * Y(0);
            ACC(3) += x0 * Y(3) + x1 * Y(2) + x2 * Y(1) + x3 * Y(0);
            ACC(4) += x0 * Y(4) + x1 * Y(3) + x2 * Y(2) + x3 * Y(1) + x4 * Y(0);
            ACC(5) += x0 * Y(5) + x1 * Y(4) + x2 * Y(3) + x3 * Y(2) + x4 * Y(1) + x5 * Y(0);
            ACC(6) += x0 * Y(6) + x1 * Y(5) + x2 * Y(4) + x3 * Y(3) + x4 * Y(2) + x5 * Y(1) +
                      x6 * Y(0);
            ACC(7) += x0 * Y(7) + x1 * Y(6) + x2 * Y(5) + x3 * Y(4) + x4 * Y(3) + x5 * Y(2) +
                      x6 * Y(1) + x7 * Y(0);
            ACC(8) += x1 * Y(7) + x2 * Y(6) + x3 * Y(5) + x4 * Y(4) + x5 * Y(3) + x6 * Y(2) +
                      x7 * Y(1);
            ACC(9) += x2 * Y(7) + x3 * Y(6) + x4 * Y(5) + x5 * Y(4) + x6 * Y(3) + x7 * Y(2);
            ACC(10) += x3 * Y(7) + x4 * Y(6) + x5 * Y(5) + x6 * Y(4) + x7 * Y(3);
            ACC(11) += x4 * Y(7) + x5 * Y(6) + x6 * Y(5) + x7 * Y(4);
            ACC(12) += x5 * Y(7) + x6 * Y(6) + x7 * Y(5);
            ACC(13) += x6 * Y(7) + x7 * Y(6);
            ACC(14) += x7 * Y(7);
#undef Y
#undef ACC
        }
    }
}
#else
void polyprod_mul_acc(polyprod *acc, const polyeval *a, const polyeval *b)
{
    uint16_t sum[LANES];

    for (unsigned row = 0; row < 45; row++) {
        unsigned g = row / 15, k = row % 15; /* part g: rows 8 g .. 8 g + 7 */
        unsigned lo = k < 8 ? 0 : k - 7, hi = k < 8 ? k : 7;

        memcpy(sum, acc->row[row], sizeof sum);
        for (unsigned i = lo; i <= hi; i++) {
            const uint16_t *x = a->row[8 * g + i], *y = b->row[8 * g + k - i];
            for (unsigned l = 0; l < LANES; l++) {
                sum[l] = (uint16_t)(sum[l] + (uint32_t)x[l] * y[l]);
            }
        }
        memcpy(acc->row[row], sum, sizeof sum);
    }
    kpqc_memzero(sum, sizeof sum);
}
#endif

/* Toom-Cook interpolation of one coefficient position: w[p] are the values at
 * the seven points, c[j] the coefficients of y^j. With c(y) = sum c_j y^j:
 *   (w1 + w-1)/2 = c0 + c2 + c4 + c6        (w1 - w-1)/2 = c1 + c3 + c5
 *   (wh + wmh)/2 = 64c0 + 16c2 + 4c4 + c6    (wh - wmh)/4 = 16c1 + 4c3 + c5
 *   (w2 - c0 - 4c2 - 16c4 - 64c6)/2 = c1 + 4c3 + 16c5
 * which is solved below. Each division by 2^t is exact over the integers and
 * costs t bits of precision modulo 2^16; 13 bits survive. */
static void toom4_interpolate(uint16_t c[7], const uint16_t w[7])
{
    uint16_t c0 = w[0], c6 = w[6];
    uint16_t even1 = (uint16_t)(w[1] + w[2]) >> 1;
    uint16_t odd1 = (uint16_t)(w[1] - w[2]) >> 1;
    uint16_t evenh = (uint16_t)(w[3] + w[4]) >> 1;
    uint16_t oddh = (uint16_t)(w[3] - w[4]) >> 2;                /* 16c1 + 4c3 + c5 */
    uint16_t x24 = (uint16_t)(even1 - c0 - c6);                  /* c2 + c4 */
    uint16_t y24 = (uint16_t)(evenh - 64 * c0 - c6) >> 2;        /* 4c2 + c4 */
    uint16_t c2 = (uint16_t)((uint16_t)(y24 - x24) * INV3);
    uint16_t c4 = (uint16_t)(x24 - c2);
    uint16_t r = (uint16_t)(w[5] - c0 - 4 * c2 - 16 * c4 - 64 * c6) >> 1; /* c1 + 4c3 + 16c5 */
    uint16_t c3 = (uint16_t)((uint16_t)(17 * odd1 - oddh - r) * INV9);
    uint16_t c1_minus_c5 = (uint16_t)((uint16_t)(oddh - r) * INV15);
    uint16_t c1_plus_c5 = (uint16_t)(odd1 - c3);
    uint16_t c1 = (uint16_t)(c1_plus_c5 + c1_minus_c5) >> 1;

    c[0] = c0;
    c[1] = c1;
    c[2] = c2;
    c[3] = c3;
    c[4] = c4;
    c[5] = (uint16_t)(c1_plus_c5 - c1);
    c[6] = c6;
}

void polyprod_finish(poly *r, const polyprod *acc)
{
    uint16_t v[LANES];    /* one row of the 16x16 products */
    uint16_t k32[64][24]; /* 32x32 products, lane 7b + p (21 used) */
    uint16_t k64[128][8]; /* 64x64 products, lane p (lane 7 is scratch) */
    uint16_t c[7][128];   /* Toom-Cook coefficients C0..C6 */

    memset(k32, 0, sizeof k32);
    for (unsigned k = 0; k < 31; k++) {
        /* Karatsuba, innermost level: row k of the 16x16 products
         * lo + x^8 (mid - lo - hi) + x^16 hi from the products of the low
         * halves (acc rows 0-14), of the high halves (15-29) and of the sums
         * (30-44); which terms row k has depends on k only. */
        const unsigned d = k >= 8 && k < 23 ? k - 8 : 0; /* rows in range */
        const uint16_t *lo = acc->row[k < 15 ? k : 0], *hi = acc->row[k >= 16 ? k - 1 : 0];
        const uint16_t *dlo = acc->row[d], *dhi = acc->row[15 + d], *dmid = acc->row[30 + d];

        if (k < 8) {
            memcpy(v, lo, sizeof v);
        } else if (k < 15) {
            for (unsigned l = 0; l < LANES; l++) {
                v[l] = (uint16_t)(lo[l] + dmid[l] - dlo[l] - dhi[l]);
            }
        } else if (k < 16) {
            for (unsigned l = 0; l < LANES; l++) {
                v[l] = (uint16_t)(dmid[l] - dlo[l] - dhi[l]);
            }
        } else if (k < 23) {
            for (unsigned l = 0; l < LANES; l++) {
                v[l] = (uint16_t)(hi[l] + dmid[l] - dlo[l] - dhi[l]);
            }
        } else {
            memcpy(v, hi, sizeof v);
        }

        /* Karatsuba, inner level: from lo = X0 Y0, hi = X1 Y1 and
         * mid = (X0 + X1)(Y0 + Y1) to lo + x^16 (mid - lo - hi) + x^32 hi. */
        for (unsigned l = 0; l < 21; l++) {
            uint16_t x0 = v[l], x1 = v[21 + l];
            k32[k][l] = (uint16_t)(k32[k][l] + x0);
            k32[k + 16][l] = (uint16_t)(k32[k + 16][l] + v[42 + l] - x0 - x1);
            k32[k + 32][l] = (uint16_t)(k32[k + 32][l] + x1);
        }
    }

    /* Karatsuba, outer level: the same with halves of 32 coefficients
     * (eight lanes at a time; the eighth only fills the vector). */
#if SMAUGT_MUL_VEC
    memset(k64, 0, sizeof k64);
    for (unsigned k = 0; k < 63; k++) {
        smaugt_lanes8 lo, hi, mid, t0, t1, t2;
        memcpy(&lo, k32[k], sizeof lo);
        memcpy(&hi, k32[k] + 7, sizeof hi);
        memcpy(&mid, k32[k] + 14, sizeof mid);
        memcpy(&t0, k64[k], sizeof t0);
        memcpy(&t1, k64[k + 32], sizeof t1);
        memcpy(&t2, k64[k + 64], sizeof t2);
        t0 += lo;
        t1 += mid - lo - hi;
        t2 += hi;
        memcpy(k64[k], &t0, sizeof t0);
        memcpy(k64[k + 32], &t1, sizeof t1);
        memcpy(k64[k + 64], &t2, sizeof t2);
    }
#else
    memset(k64, 0, sizeof k64);
    for (unsigned k = 0; k < 63; k++) {
        const uint16_t *w = k32[k];
        for (unsigned l = 0; l < 8; l++) {
            uint16_t lo = w[l], hi = w[7 + l];
            k64[k][l] = (uint16_t)(k64[k][l] + lo);
            k64[k + 32][l] = (uint16_t)(k64[k + 32][l] + w[14 + l] - lo - hi);
            k64[k + 64][l] = (uint16_t)(k64[k + 64][l] + hi);
        }
    }
#endif

    for (unsigned k = 0; k < 128; k++) {
        uint16_t cj[7];
        toom4_interpolate(cj, k64[k]);
        for (unsigned j = 0; j < 7; j++) {
            c[j][k] = cj[j];
        }
    }

    /* The product is sum_j C_j x^(64 j); fold it with x^256 = -1. Position
     * i + 64t collects C_t[i] and C_(t-1)[i + 64]. */
    for (unsigned i = 0; i < 64; i++) {
        uint16_t f[8];
        f[0] = c[0][i];
        for (unsigned t = 1; t < 7; t++) {
            f[t] = (uint16_t)(c[t - 1][i + 64] + c[t][i]);
        }
        f[7] = c[6][i + 64];
        for (unsigned t = 0; t < 4; t++) {
            r->coeffs[i + 64 * t] = (uint16_t)(f[t] - f[t + 4]);
        }
    }
    kpqc_memzero(v, sizeof v);
    kpqc_memzero(k32, sizeof k32);
    kpqc_memzero(k64, sizeof k64);
    kpqc_memzero(c, sizeof c);
}
