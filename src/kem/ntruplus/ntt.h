/* The NTT of NTRU+ (specification section 6.2) and arithmetic on its output:
 * component-wise multiplication and inversion in the n/d rings
 * Z_q[x]/(x^d - zeta^index[c]), c = 0 .. n/d - 1 (the spec's index order).
 *
 * Coefficient-domain polynomials are arrays of n int16 in the natural order.
 * NTT-domain polynomials use a layout of their own, made for 8-lane SIMD:
 * the components are grouped in tiles of 32; component c = 32t + 4v + h
 * (v < 8, h < 4) sits in slot s = 32t + 8h + v, and coefficient k of slot s
 * is stored at index 8d * (s / 8) + 8k + s % 8. Eight consecutive slots thus
 * form d vectors of 8 lanes, one per coefficient, and component-wise
 * arithmetic is plain lane-wise arithmetic. ntt_layout_to_spec converts to
 * the spec's order (component c at indices d*c .. d*c + d - 1). */
#ifndef NTRUPLUS_NTT_H
#define NTRUPLUS_NTT_H

#include <stdint.h>

#include "params.h"

#define ntt KPQC_NS(ntt)
#define invntt KPQC_NS(invntt)
#define ntt_layout_to_spec KPQC_NS(ntt_layout_to_spec)
#define ntt_layout_from_spec KPQC_NS(ntt_layout_from_spec)
#define basemul KPQC_NS(basemul)
#define basemul_add KPQC_NS(basemul_add)
#define basemul_sub KPQC_NS(basemul_sub)
#define baseinv KPQC_NS(baseinv)

/* w = zeta^{l/6} of the initial layer, centred (NTT_W6_Z of zetas.h is its
 * Montgomery form; ntt.c checks that they agree). */
#define NTT_W6 (-722)

/* Forward NTT, in place, natural order in, NTT layout out. Input
 * coefficients must satisfy |a_i| <= 4 (every polynomial NTRU+ transforms,
 * 3f'+1, 3g', r and m, has small entries); output coefficients are centred,
 * |r_i| <= (q+1)/2. */
void ntt(int16_t r[NTRUPLUS_N]);

/* Inverse NTT, in place, NTT layout in, natural order out. Input
 * |a_i| < 2q; output |r_i| < q. */
void invntt(int16_t r[NTRUPLUS_N]);

/* out = in reordered from the NTT layout to the spec's order, and back
 * (portable backend only: the AVX2 kernels transpose in registers). */
void ntt_layout_to_spec(int16_t *restrict out, const int16_t *restrict in);
void ntt_layout_from_spec(int16_t *restrict out, const int16_t *restrict in);

/* r = a o b, component-wise in the NTT domain. Inputs |a_i|, |b_i| < 2q;
 * output |r_i| < q. The arrays (n coefficients each) must not overlap. */
void basemul(int16_t *restrict r, const int16_t *restrict a, const int16_t *restrict b);

/* r = a o b + c. Inputs |a_i|, |b_i| < 2q, |c_i| < q; output |r_i| < 2q. The
 * arrays must not overlap. */
void basemul_add(int16_t *restrict r, const int16_t *restrict a, const int16_t *restrict b,
                 const int16_t *restrict c);

/* r = (a - s) o b. Inputs |a_i - s_i|, |b_i| < 2q; output |r_i| < q. r may
 * equal a (Decap computes in place); otherwise the arrays must not overlap. */
void basemul_sub(int16_t *r, const int16_t *a, const int16_t *restrict s,
                 const int16_t *restrict b);

/* r = a^-1 in the NTT domain (the inverse in every component ring), with
 * |r_i| < q, for |a_i| < 2q. Returns 0, or -1 when a is not invertible (some
 * component has determinant 0 mod q); r is then meaningless. Runs in time
 * independent of a. r must not overlap a. */
int baseinv(int16_t *restrict r, const int16_t *restrict a);

#endif
