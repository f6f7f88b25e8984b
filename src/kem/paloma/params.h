/* PALOMA parameter sets (Round-2 submission, as packaged by KpqClean ver2):
 * a binary separable Goppa code of length n over GF(2^13) with a Goppa
 * polynomial of degree t that splits into t distinct linear factors. */
#ifndef KPQC_PALOMA_PARAMS_H
#define KPQC_PALOMA_PARAMS_H

#include "namespace.h"

#if KPQC_PALOMA_LEVEL == 128
#define PALOMA_N 3904
#define PALOMA_T 64
#elif KPQC_PALOMA_LEVEL == 192
#define PALOMA_N 5568
#define PALOMA_T 128
#elif KPQC_PALOMA_LEVEL == 256
#define PALOMA_N 6592
#define PALOMA_T 128
#else
#error "KPQC_PALOMA_LEVEL must be 128, 192 or 256"
#endif

#define PALOMA_M 13                        /* field GF(2^13) */
#define PALOMA_FIELD (1 << PALOMA_M)       /* 8192 elements */
#define PALOMA_R (PALOMA_M * PALOMA_T)     /* n - k: syndrome bits, rows of H */
#define PALOMA_K (PALOMA_N - PALOMA_R)     /* code dimension */
#define PALOMA_N_WORDS (PALOMA_N / 64)     /* all of n, k, n-k are multiples of 64 */
#define PALOMA_R_WORDS (PALOMA_R / 64)
#define PALOMA_SEED_BYTES 32

/* Byte layouts (little-endian dumps of the reference's structures):
 *   pk = the k right-hand columns of the systematic H^ = [I | T], column after
 *        column, each column n-k bits in 64-bit words;
 *   sk = support L (n x u16) | g_0..g_{t-1} (u16, monic term omitted) |
 *        S^-1 (n-k columns of n-k bits) | r_C^ (32) | r (32);
 *   ct = r^ (32) | s^ (n-k bits). */
#define PALOMA_PK_BYTES (PALOMA_R / 8 * PALOMA_K)
#define PALOMA_SK_L 0
#define PALOMA_SK_G (2 * PALOMA_N)
#define PALOMA_SK_SINV (PALOMA_SK_G + 2 * PALOMA_T)
#define PALOMA_SK_RCHAT (PALOMA_SK_SINV + PALOMA_R / 8 * PALOMA_R)
#define PALOMA_SK_R (PALOMA_SK_RCHAT + PALOMA_SEED_BYTES)
#define PALOMA_SK_BYTES (PALOMA_SK_R + PALOMA_SEED_BYTES)
#define PALOMA_CT_BYTES (PALOMA_SEED_BYTES + PALOMA_R / 8)
#define PALOMA_SS_BYTES 32

#endif
