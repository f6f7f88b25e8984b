/* MQ-Sign v2.1 parameters and byte layouts (spec v2.1, Table 5 and Table 7;
 * NIMS-Cryptography/NCC-Sign-MQ-Sign@8acccca).
 *
 * The build compiles the family once per set with MQS_V (vinegar variables),
 * MQS_O (oil variables = equations) and MQS_RR (1: MQ-Sign-RR(s), random
 * vinegar x vinegar part and H(P) bound into the hash; 0: MQ-Sign-LR, the
 * vinegar x vinegar part built from v lines). GF(256) is Rainbow's tower field
 * (gf256.h). Level 1: (72, 46); level 3: (112, 72); level 5: (148, 96). */
#ifndef KPQC_MQS_PARAMS_H
#define KPQC_MQS_PARAMS_H

#if !defined(MQS_V) || !defined(MQS_O) || !defined(MQS_RR)
#error "MQS_V, MQS_O and MQS_RR must be defined by the build"
#endif

#define MQS_N (MQS_V + MQS_O)      /* variables of the public map */
#define MQS_HALF_O (MQS_O / 2)     /* block size of the block-matrix inversion (spec 2.4) */
#define MQS_SEED_BYTES 32          /* secret seed */
#define MQS_SALT_BYTES 32
#define MQS_HASH_BYTES 64          /* SHAKE-256 output length of one hash block */
#define MQS_MAX_ATTEMPTS 127       /* vinegar draws before signing gives up */

#define MQS_TRI(n) ((n) * ((n) + 1) / 2)

/* Secret key: seed || T (V x O, column j = oil variable j, V bytes each) ||
 * F1 || F2 (V x O entries, each O bytes: one per equation) [|| H(P)] || 0.
 * F1 is, for LR, a V x V matrix of line coefficients (row i, column j), and
 * for RR the upper triangle of the V x V vinegar part (entries (i, j), i <= j,
 * row by row, O bytes each). The trailing zero byte is upstream's. */
#define MQS_T_BYTES (MQS_V * MQS_O)
#if MQS_RR
#define MQS_F1_BYTES (MQS_O * MQS_TRI(MQS_V))
#define MQS_PH_BYTES MQS_HASH_BYTES
#else
#define MQS_F1_BYTES (MQS_V * MQS_V)
#define MQS_PH_BYTES 0
#endif
#define MQS_F2_BYTES (MQS_V * MQS_O * MQS_O)

#define MQS_SK_T MQS_SEED_BYTES
#define MQS_SK_F1 (MQS_SK_T + MQS_T_BYTES)
#define MQS_SK_F2 (MQS_SK_F1 + MQS_F1_BYTES)
#define MQS_SK_PH (MQS_SK_F2 + MQS_F2_BYTES)
#define MQS_SK_BYTES (MQS_SK_PH + MQS_PH_BYTES + 1)

/* Public key: the upper triangle of the N x N public matrices, entry (i, j)
 * (i <= j, row by row) holding O bytes, one per equation [|| H(P)] || 0. */
#define MQS_P_BYTES (MQS_O * MQS_TRI(MQS_N))
#define MQS_PK_PH MQS_P_BYTES
#define MQS_PK_BYTES (MQS_P_BYTES + MQS_PH_BYTES + 1)

/* Signature: w (N bytes) || salt. */
#define MQS_SIG_BYTES (MQS_N + MQS_SALT_BYTES)

/* Byte offset of entry (i, j), i <= j, in a row-major upper triangle of
 * dimension n whose entries are O bytes wide. */
#define MQS_TRI_AT(i, j, n) ((size_t)MQS_O * ((size_t)(i) * (2 * (n) - (i) + 1) / 2 + (j) - (i)))

#endif
