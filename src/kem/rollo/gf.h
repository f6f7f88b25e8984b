/* GF(2^m) = GF(2)[Y]/(f(Y)), m = 67, 79 or 97: an element is two 64-bit
 * words, bit i the coefficient of Y^i (RBC's in-memory layout); an unreduced
 * product has up to 2m - 1 bits, four words. */
#ifndef KPQC_ROLLO_GF_H
#define KPQC_ROLLO_GF_H

#include <stdint.h>

#include "params.h"

typedef uint64_t rollo_elt[2];
typedef uint64_t rollo_elt_ur[4];

#define rollo_gf_reduce KPQC_NS(rollo_gf_reduce)
void rollo_gf_reduce(rollo_elt o, const rollo_elt_ur a);
/* u ^= a * b unreduced (up to 2m - 1 bits). */
#define rollo_gf_mul_acc KPQC_NS(rollo_gf_mul_acc)
void rollo_gf_mul_acc(rollo_elt_ur u, const rollo_elt a, const rollo_elt b);
#define rollo_gf_mul KPQC_NS(rollo_gf_mul)
void rollo_gf_mul(rollo_elt o, const rollo_elt a, const rollo_elt b);
/* o = a^-1 (0 for a = 0), a^(2^m - 2) by a fixed chain. */
#define rollo_gf_inv KPQC_NS(rollo_gf_inv)
void rollo_gf_inv(rollo_elt o, const rollo_elt a);

static inline void rollo_gf_add(rollo_elt o, const rollo_elt a, const rollo_elt b)
{
    o[0] = a[0] ^ b[0];
    o[1] = a[1] ^ b[1];
}

/* All-ones if a == 0, else zero. */
static inline uint64_t rollo_gf_zero_mask(const rollo_elt a)
{
    uint64_t x = a[0] | a[1];
    return ((x | (0 - x)) >> 63) - 1;
}

/* Bit i (public index) of a, as 0 or 1. */
static inline uint64_t rollo_gf_bit(const rollo_elt a, unsigned i)
{
    return (a[i / 64] >> (i % 64)) & 1;
}

#endif
