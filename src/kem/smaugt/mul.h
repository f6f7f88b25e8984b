/* Multiplication in Z_{2^16}[x]/(x^256 + 1) for the products of SMAUG-T:
 * A * s, <b, r>, A^T * r, <c1, s> (spec section 3.4).
 *
 * The method is the one of the specification and of the reference code,
 * Toom-Cook 4-way on top of two levels of Karatsuba down to 16x16 products
 * (7 * 9 = 63 of them), each one more Karatsuba step over three 8x8
 * schoolbook products (189 in all), but split into its three stages so that the
 * work is shared where SMAUG-T allows it:
 *   - poly_eval: evaluates a polynomial once (a secret vector's entries are
 *     each used K times); poly_eval_dense is the same for the first, dense
 *     factor of a product (A, b, c1), which a backend may leave less reduced;
 *   - polyprod_mul_acc: multiplies two evaluations and accumulates, so an
 *     inner product <u, v> = sum_j u_j * v_j is summed in the evaluated form;
 *   - polyprod_finish: interpolates once per inner product and reduces.
 * The 63 base products are computed side by side, one per lane of each row
 * (see mul.c), which the compiler vectorizes. Everything is independent of
 * the values multiplied: no branch and no memory index depends on them.
 *
 * Toom-Cook divides by 8 during interpolation, so results are exact modulo
 * 2^13 only. That covers every modulus of SMAUG-T (q <= 2^11). */
#ifndef SMAUGT_MUL_H
#define SMAUGT_MUL_H

#include <stdint.h>

#include "params.h"
#include "poly.h"

#if KPQC_BACKEND_AVX2
/* The avx2 backend multiplies through NTTs (native/x86_64/api.h states the
 * kernels' contracts); the three steps keep their names and meaning. */
#include "native/x86_64/api.h"
#define poly_eval smaugt_ntt_eval
#define poly_eval_dense smaugt_ntt_eval_dense
#define polyprod_mul_acc smaugt_ntt_mul_acc
#define polyprod_finish smaugt_ntt_finish
#define polyprod_mul_acc_dense smaugt_ntt_mul_acc_dense
#else

#define SMAUGT_MUL_LANES 64 /* 63 base products, padded */

#if defined(__GNUC__) || defined(__clang__)
/* Eight lanes as one 128-bit vector (SSE2, NEON; scalar code where a target
 * has none): a row is eight of them, and mul.c works on whole vectors. */
typedef uint16_t smaugt_lanes8 __attribute__((vector_size(16)));
#define SMAUGT_MUL_VEC 1
#define SMAUGT_ROWS(n)                                \
    union {                                           \
        uint16_t row[n][SMAUGT_MUL_LANES];            \
        smaugt_lanes8 vec[n][SMAUGT_MUL_LANES / 8];   \
    }
#else
#define SMAUGT_MUL_VEC 0
#define SMAUGT_ROWS(n)                                \
    struct {                                          \
        uint16_t row[n][SMAUGT_MUL_LANES];            \
    }
#endif

/* A polynomial evaluated: row i (i < 16) holds coefficient i of the 63
 * 16-coefficient blocks whose pairwise products make up the full product;
 * row 16 + i holds row i + row 8 + i, a third Karatsuba level splitting each
 * block into its halves (rows 0-7, rows 8-15) and their sum (rows 16-23). */
typedef SMAUGT_ROWS(24) polyeval;

/* Accumulated base products of 8 x 8 coefficients: row 15 g + k holds
 * coefficient k of the 63 products of part g (low halves, high halves,
 * sums). */
typedef SMAUGT_ROWS(45) polyprod;

#define poly_eval KPQC_NS(poly_eval)
#define poly_eval_dense poly_eval
#define polyprod_mul_acc KPQC_NS(polyprod_mul_acc)
#define polyprod_finish KPQC_NS(polyprod_finish)

/* e = the evaluation of a. */
void poly_eval(polyeval *e, const poly *a);

/* acc += a * b (in the evaluated form), a from poly_eval_dense, b from
 * poly_eval. acc must start zeroed. */
void polyprod_mul_acc(polyprod *acc, const polyeval *a, const polyeval *b);

/* r = the sum accumulated in acc, as a polynomial mod x^256 + 1; each
 * coefficient is exact modulo 2^13 (its top three bits are meaningless). */
void polyprod_finish(poly *r, const polyprod *acc);

#endif /* KPQC_BACKEND_AVX2 */

#ifndef polyprod_mul_acc_dense
/* acc += a * b with a dense (poly_eval_dense) and b from poly_eval; a
 * backend may do it without storing a's evaluation. */
static inline void polyprod_mul_acc_dense(polyprod *acc, const poly *a, const polyeval *b)
{
    polyeval e;

    poly_eval_dense(&e, a);
    polyprod_mul_acc(acc, &e, b);
}
#endif
#endif
