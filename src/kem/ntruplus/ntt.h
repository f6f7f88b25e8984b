/* The NTT of NTRU+ (specification section 6.2) and arithmetic on its output:
 * component-wise multiplication and inversion in the rings
 * Z_q[x]/(x^d - zeta_i), i = 0 .. n/d - 1, in the order of the spec's index
 * array. Polynomials are arrays of n int16 coefficients. */
#ifndef NTRUPLUS_NTT_H
#define NTRUPLUS_NTT_H

#include <stdint.h>

#include "params.h"

#define ntt KPQC_NS(ntt)
#define invntt KPQC_NS(invntt)
#define basemul KPQC_NS(basemul)
#define basemul_add KPQC_NS(basemul_add)
#define baseinv KPQC_NS(baseinv)

/* Forward NTT, in place. Input coefficients must satisfy |a_i| <= 4 (every
 * polynomial NTRU+ transforms is 3f'+1, 3g', r or m with small entries);
 * output coefficients are centred, |r_i| <= (q+1)/2. */
void ntt(int16_t r[NTRUPLUS_N]);

/* Inverse NTT, in place. Input |a_i| < 2q; output |r_i| < q. */
void invntt(int16_t r[NTRUPLUS_N]);

/* r = a o b, component-wise in the NTT domain. Inputs |a_i|, |b_i| < 2q;
 * output |r_i| < q. The arrays (n coefficients each) must not overlap. */
void basemul(int16_t *restrict r, const int16_t *restrict a, const int16_t *restrict b);

/* r = a o b + c. Inputs |a_i|, |b_i| < 2q, |c_i| < q; output |r_i| < 2q. The
 * arrays must not overlap. */
void basemul_add(int16_t *restrict r, const int16_t *restrict a, const int16_t *restrict b,
                 const int16_t *restrict c);

/* r = a^-1 in the NTT domain (the inverse in every component ring), with
 * |r_i| < q, for |a_i| < 2q. Returns 0, or -1 when a is not invertible (some
 * component has determinant 0 mod q); r is then meaningless. Runs in time
 * independent of a. r must not alias a. */
int baseinv(int16_t *restrict r, const int16_t *restrict a);

#endif
