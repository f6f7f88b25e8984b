/* Signed multi-precision integers for NTRUSolve: little-endian 32-bit limbs,
 * two's complement, a fixed number of limbs per value (public sizes). Key
 * generation only; the operations run in time depending on the values
 * (docs/SCHEMES.md). */
#ifndef KPQC_SOLMAE_BIGINT_H
#define KPQC_SOLMAE_BIGINT_H

#include <stddef.h>
#include <stdint.h>

#include "namespace.h"

/* Sign (1 negative), and |x| into mag (len limbs). */
unsigned KPQC_NS(solmae_bn_abs)(uint32_t *mag, const uint32_t *x, size_t len);
/* Number of bits of |x| (0 for 0; for negative x, of |x| - 1). */
unsigned KPQC_NS(solmae_bn_bits)(const uint32_t *x, size_t len);
/* acc += (neg ? -1 : 1) * k * mag * 2^shift, modulo 2^(32 la); mag >= 0. */
void KPQC_NS(solmae_bn_addmul)(uint32_t *acc, size_t la, const uint32_t *mag, size_t lm,
                               uint32_t k, unsigned neg, unsigned shift);
/* acc += (neg ? -1 : 1) * a * b * 2^shift for magnitudes a, b. */
void KPQC_NS(solmae_bn_addmul_big)(uint32_t *acc, size_t la, const uint32_t *a, size_t l_a,
                                   const uint32_t *b, size_t l_b, unsigned neg, unsigned shift);
/* x 2^-e as a double (x two's complement; tmp: len limbs). */
double KPQC_NS(solmae_bn_to_double)(const uint32_t *x, size_t len, int e, uint32_t *tmp);
/* Sign-extends or truncates x (from len limbs to newlen limbs), in place. */
void KPQC_NS(solmae_bn_resize)(uint32_t *x, size_t len, size_t newlen);
/* u a + v b = 1 for magnitudes a, b (len limbs); u, v signed (len + 1
 * limbs). 0, or -1 when gcd(a, b) != 1. tmp: 4 (len + 1) limbs. */
int KPQC_NS(solmae_bn_xgcd)(uint32_t *u, uint32_t *v, const uint32_t *a, const uint32_t *b,
                            size_t len, uint32_t *tmp);

#endif
