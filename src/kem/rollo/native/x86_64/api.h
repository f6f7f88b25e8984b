/* Layered ROLLO-I's x86-64 kernels (PCLMULQDQ; compiled with the AVX2 flags
 * and -mpclmul only; the frontend calls them when built with
 * KPQC_BACKEND_AVX2). */
#ifndef KPQC_ROLLO_NATIVE_X86_64_API_H
#define KPQC_ROLLO_NATIVE_X86_64_API_H

#include <stddef.h>
#include <stdint.h>

#include "namespace.h"

/* r = a * b over GF(2), 64 x 64 -> 128 bits (r[0] low). Constant time. */
#define rollo_clmul64_pclmul KPQC_NS(rollo_clmul64_pclmul)
void rollo_clmul64_pclmul(uint64_t r[2], uint64_t a, uint64_t b);

/* c[0..2n) = a[0..n) * b[0..n) over GF(2), schoolbook, 1 <= n <= 24: the
 * base case of gf2x.c's Karatsuba. No alignment needed; c must not overlap
 * a or b. Constant time. */
#define rollo_gf2x_base_pclmul KPQC_NS(rollo_gf2x_base_pclmul)
void rollo_gf2x_base_pclmul(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n);

#endif
