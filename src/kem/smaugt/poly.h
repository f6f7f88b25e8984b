/* Polynomials of R = Z[x]/(x^256 + 1) with coefficients in Z_{2^16}.
 *
 * Every modulus of SMAUG-T is a power of two at most 2^16, so one uint16_t
 * per coefficient serves them all: a dense polynomial (A, b, c1, c2) holds its
 * residues in the low log-modulus bits, a ternary one (s, r) holds 0, 1 or
 * 0xffff (= -1). Arithmetic wraps modulo 2^16, and reducing modulo q, p or p'
 * is masking the low bits. */
#ifndef SMAUGT_POLY_H
#define SMAUGT_POLY_H

#include <stdint.h>

#include "params.h"

typedef struct {
    uint16_t coeffs[SMAUGT_N];
} poly;

typedef struct {
    poly vec[SMAUGT_K];
} polyvec;

#endif
