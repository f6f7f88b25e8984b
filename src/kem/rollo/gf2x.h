/* Carry-less (GF(2)[z]) multiplication of word arrays, the arithmetic core
 * of Layered ROLLO-I: ring products are computed by Kronecker substitution
 * (ring.c) as one long binary polynomial product. */
#ifndef KPQC_ROLLO_GF2X_H
#define KPQC_ROLLO_GF2X_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

/* r = a * b over GF(2), 64 x 64 -> 128 bits (r[0] low word). */
#define rollo_clmul64 KPQC_NS(rollo_clmul64)
void rollo_clmul64(uint64_t r[2], uint64_t a, uint64_t b);

/* c[0..2n) = a[0..n) * b[0..n) over GF(2); n <= ROLLO_GF2X_MAX_WORDS. */
#define ROLLO_GF2X_MAX_WORDS ((ROLLO_ON * (2 * ROLLO_M - 1) + 63) / 64 + 1)
#define rollo_gf2x_mul KPQC_NS(rollo_gf2x_mul)
void rollo_gf2x_mul(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n);
/* c[0..na+nb) = a[0..na) * b[0..nb), na <= nb: b in slices of na words, a
 * remainder of r words by pieces of a of r words. */
#define rollo_gf2x_mul_unbalanced KPQC_NS(rollo_gf2x_mul_unbalanced)
void rollo_gf2x_mul_unbalanced(uint64_t *c, const uint64_t *a, size_t na, const uint64_t *b,
                               size_t nb);

#endif
