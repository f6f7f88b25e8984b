/* Enhanced pqsigRM-6-13 (KpqC Round 1), sizes and layouts as the submission's
 * code (KPQClean 7ea2087, "EnhpqsigRM 613") fixes them; no specification is
 * public (docs/SCHEMES.md).
 *
 * The secret code is the Reed-Muller code RM(r, m) = RM(6, 13) (length
 * n = 8192, dimension k = 4096) in its (u | u+v) recursive form, with two
 * secret partial permutations of p = 561 positions among n/4 and a random
 * [64, 62] code decoded at the RM(6, 6) leaves. The public code adds one
 * random codeword of the dual; pk is its (n-k-1) x n parity-check matrix in
 * systematic form after a secret column permutation Q. A signature is an
 * error e of weight <= W with H_pub e = SHAKE256(m || ctr).
 *
 * Bit matrices are rows of n/8 bytes in the submission's export layout:
 * 64-bit little-endian words whose most significant bit is the first column,
 * so column j of a row is bit 7 - (j % 8) of byte (j / 8) ^ 7. */
#ifndef KPQC_PQSIGRM_PARAMS_H
#define KPQC_PQSIGRM_PARAMS_H

#include <stdint.h>

#define RM_R 6
#define RM_M 13
#define RM_N 8192                 /* 2^m */
#define RM_K 4096                 /* dim RM(6, 13) */
#define RM_QUARTER (RM_N / 4)     /* the partial permutations act on n/4 positions */
#define RM_PARTIAL 561            /* positions each partial permutation moves */
#define RM_WEIGHT 1370            /* maximum signature weight */
#define RM_REP 2                  /* parity checks of the code replacing RM(6, 6) */
#define RM_LEAF 64                /* 2^r: length of the replaced leaves */

#define RM_ROW_BYTES (RM_N / 8)   /* 1024 */
#define RM_HROWS (RM_N - RM_K - 1) /* 4095 rows of H_pub */
#define RM_GROWS (RM_K + 1)        /* 4097 rows of the public generator */
#define RM_SYND_BYTES 512          /* hash output: ceil((n-k-1)/64) words */

#define PQSIGRM_PUBLICKEYBYTES (RM_K * RM_N / 8) /* 4,194,304 (last row unused: 0) */
#define PQSIGRM_SK_Q 0                            /* Q: n little-endian uint16 */
#define PQSIGRM_SK_PERM1 (2 * RM_N)               /* n/4 uint16 */
#define PQSIGRM_SK_PERM2 (PQSIGRM_SK_PERM1 + 2 * RM_QUARTER)
#define PQSIGRM_SK_HREP (PQSIGRM_SK_PERM2 + 2 * RM_QUARTER) /* 2 rows of 64 bits */
#define PQSIGRM_SECRETKEYBYTES (PQSIGRM_SK_HREP + 8 * RM_REP) /* 24,592 */
/* sm = mlen (8 bytes) || m || e (n bits) || ctr (8 bytes); our detached
 * signature is the same without m: mlen || e || ctr. */
#define PQSIGRM_E_BYTES RM_ROW_BYTES
#define PQSIGRM_SIGBYTES (8 + PQSIGRM_E_BYTES + 8) /* 1040 */

#endif
