#ifndef KPQC_MQS_SOLVE_H
#define KPQC_MQS_SOLVE_H

#include <stdint.h>

#include "namespace.h"
#include "params.h"

/* Row width of the augmented system, in 64-bit words (O coefficients and the
 * right-hand side). */
#define MQS_SYS_WORDS ((MQS_O + 1 + 7) / 8)

/* Solves R x = rhs for the O x O system held row by row in sys (row k:
 * R[k][0..O), then rhs_k at byte O: the bytes of each row in memory order).
 * Returns 1 and x (O bytes) when the spec's block-matrix inversion (spec 2.4,
 * Algorithm 2) succeeds, i.e. when the upper-left O/2 x O/2 block A and its
 * Schur complement D - C A^-1 B are both invertible; 0 otherwise (the
 * signer then draws new vinegars). Constant time: the result is secret until
 * the caller declassifies it. sys is destroyed. */
unsigned KPQC_NS(mqs_solve)(uint8_t x[MQS_O], uint64_t sys[MQS_O][MQS_SYS_WORDS]);

#endif
