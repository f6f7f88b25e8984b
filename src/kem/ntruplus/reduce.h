/* Arithmetic modulo q = 3457 on int16 lanes.
 *
 * Products use Montgomery reduction with R = 2^16, written in the
 * "high half minus high half" form: for a constant z the caller also passes
 * zq = z * q^-1 mod 2^16, so a product costs three 16x16-bit multiplications
 * whose halves map onto SIMD instructions (pmulhw/pmullw on x86, sqdmulh-style
 * on Arm) when the compiler vectorises a loop. */
#ifndef NTRUPLUS_REDUCE_H
#define NTRUPLUS_REDUCE_H

#include <stdint.h>

#include "params.h"

#define NTRUPLUS_QINV 12929 /* q^-1 mod 2^16 */

/* The high 16 bits of the 32-bit product a*b. */
static inline int16_t mulhi(int16_t a, int16_t b)
{
    return (int16_t)(((int32_t)a * b) >> 16);
}

/* The low 16 bits of a*b, as a signed value. */
static inline int16_t mullo(int16_t a, int16_t b)
{
    return (int16_t)(uint16_t)((uint32_t)(int32_t)a * (uint32_t)(int32_t)b);
}

/* a * z * 2^-16 mod q, given zq = z * q^-1 mod 2^16. For |a| <= 2^15 and
 * |z| <= q/2 the result lies in (-3q/4 - 1, 3q/4 + 1); in general its absolute
 * value is below |a*z| / 2^16 + q/2 + 1. */
static inline int16_t fqmul(int16_t a, int16_t z, int16_t zq)
{
    int16_t t = mullo(a, zq);
    return (int16_t)(mulhi(a, z) - mulhi(t, NTRUPLUS_Q));
}

/* a * b * 2^-16 mod q for two variables. */
static inline int16_t fqmul_var(int16_t a, int16_t b)
{
    return fqmul(a, b, mullo(b, NTRUPLUS_QINV));
}

/* Centred Barrett reduction: a representative of a mod q in
 * [-(q+1)/2, (q+1)/2] for any int16 a; t = round(a * 19412 / 2^26), with the
 * product's low half dropped first (exact, since 2^16 divides 2^26). */
static inline int16_t barrett_reduce(int16_t a)
{
    const int16_t v = 19412; /* round(2^26 / q) */
    int16_t t = (int16_t)((mulhi(a, v) + 512) >> 10);
    return (int16_t)(a - t * NTRUPLUS_Q);
}

/* The canonical representative in [0, q) of any int16 a. */
static inline int16_t freeze(int16_t a)
{
    a = barrett_reduce(a);
    return (int16_t)(a + ((a >> 15) & NTRUPLUS_Q));
}

#endif
