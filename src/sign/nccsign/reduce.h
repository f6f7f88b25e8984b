/* Arithmetic mod q on int32 coefficients (q < 2^23.01 for every set). */
#ifndef KPQC_NCCSIGN_REDUCE_H
#define KPQC_NCCSIGN_REDUCE_H

#include <stdint.h>

#include "params.h"

/* a * 2^-32 mod q, in (-q, q), for |a| < 2^31 q (signed Montgomery). */
static inline int32_t ncc_montgomery(int64_t a)
{
    int32_t t = (int32_t)((uint32_t)a * NCC_QINV);
    return (int32_t)((a - (int64_t)t * NCC_Q) >> 32);
}

/* a - round(a / 2^23) q: congruent to a, |result| < 0.51 q for |a| < 2^28,
 * and < q for |a| < 2^31 - 2^22. */
static inline int32_t ncc_reduce32(int32_t a)
{
    int32_t t = (a + (1 << 22)) >> 23;
    return a - t * NCC_Q;
}

/* a + q if a < 0. */
static inline int32_t ncc_caddq(int32_t a)
{
    return a + ((a >> 31) & NCC_Q);
}

/* The representative in [0, q) of a, |a| < 2^31 - 2^22. */
static inline int32_t ncc_freeze(int32_t a)
{
    return ncc_caddq(ncc_reduce32(a));
}

#endif
