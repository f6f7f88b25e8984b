#ifndef KPQC_PQSIGRM_DECODE_H
#define KPQC_PQSIGRM_DECODE_H

#include <stdint.h>

#include "namespace.h"
#include "params.h"

/* Soft-decision recursive decoding of the secret code (decode.c). y holds
 * +-1.0 per position (+1 for a 0 bit) and receives the decoded codeword in
 * the same form; tmp is n floats of workspace. perm1, perm2 are the
 * little-endian partial permutations of sk, hrep its two parity checks. */
void KPQC_NS(rm_decode)(float y[RM_N], float tmp[RM_N], const uint8_t *perm1,
                        const uint8_t *perm2, const uint64_t hrep[RM_REP]);

#endif
