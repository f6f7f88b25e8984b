/* SMAUG-T parameter sets (v1.2.0: SMAUG-T1, T3, T5 and TiMER).
 *
 * The build selects one with KPQC_SMAUGT_MODE (1, 3 or 5) and, for TiMER,
 * KPQC_SMAUGT_TIMER=1 on top of mode 1: TiMER is SMAUG-T128 with a 128-bit
 * message carried by D2 encoding and a smaller second ciphertext modulus p'
 * (specification section 4.1). All moduli are powers of two, given by their
 * logarithms; n = 256 throughout. */
#ifndef SMAUGT_PARAMS_H
#define SMAUGT_PARAMS_H

#include "namespace.h"

#ifndef KPQC_SMAUGT_MODE
#error "KPQC_SMAUGT_MODE must be 1, 3 or 5"
#endif
#ifndef KPQC_SMAUGT_TIMER
#define KPQC_SMAUGT_TIMER 0
#endif

#ifndef KPQC_SMAUGT_R2
#define KPQC_SMAUGT_R2 0
#endif
/* KPQC_SMAUGT_90S=1 (with KPQC_SMAUGT_R2): Round 2's "90s" variant, SHA-2 and
 * AES-256-CTR in place of SHA-3 and SHAKE. */
#ifndef KPQC_SMAUGT_90S
#define KPQC_SMAUGT_90S 0
#endif
#if KPQC_SMAUGT_90S && !KPQC_SMAUGT_R2
#error "the 90s variant exists for Round 2 only"
#endif

#define SMAUGT_N 256

/* k: module rank; q, p, p': moduli of the public key, of c1 and of c2;
 * h_s: Hamming weight of the secret s; the sparse CBD used for r. */
#if KPQC_SMAUGT_R2
/* Round 2 (code of 2024-03-20, KpqClean ver2 896cf25; docs/SCHEMES.md): r is
 * HWT with weight h_r too, p = 2^8 everywhere, and the Gaussian noise of D1
 * (9 bits and a sign, as v1.2.0's dGaussian) or D2 (10 bits and a sign);
 * SMAUGT_HWT_BLOCKS SHAKE256 blocks feed the HWT sampler. */
#if KPQC_SMAUGT_TIMER && KPQC_SMAUGT_MODE == 1
#define SMAUGT_K 2
#define SMAUGT_LOG_Q 10
#define SMAUGT_LOG_P2 3
#define SMAUGT_HS 100
#define SMAUGT_HR 132
#define SMAUGT_DG_BITS 10
#define SMAUGT_HWT_BLOCKS 5
#elif KPQC_SMAUGT_MODE == 1
#define SMAUGT_K 2
#define SMAUGT_LOG_Q 10
#define SMAUGT_LOG_P2 5
#define SMAUGT_HS 140
#define SMAUGT_HR 132
#define SMAUGT_DG_BITS 9
#define SMAUGT_HWT_BLOCKS 5
#elif KPQC_SMAUGT_MODE == 3
#define SMAUGT_K 3
#define SMAUGT_LOG_Q 11
#define SMAUGT_LOG_P2 8
#define SMAUGT_HS 198
#define SMAUGT_HR 151
#define SMAUGT_DG_BITS 10
#define SMAUGT_HWT_BLOCKS 7
#elif KPQC_SMAUGT_MODE == 5
#define SMAUGT_K 5
#define SMAUGT_LOG_Q 11
#define SMAUGT_LOG_P2 6
#define SMAUGT_HS 176
#define SMAUGT_HR 160
#define SMAUGT_DG_BITS 9
#define SMAUGT_HWT_BLOCKS 7
#else
#error "KPQC_SMAUGT_MODE must be 1, 3 or 5"
#endif
#define SMAUGT_LOG_P 8
#elif KPQC_SMAUGT_MODE == 1
#define SMAUGT_K 2
#define SMAUGT_LOG_Q 10
#define SMAUGT_LOG_P 8
#if KPQC_SMAUGT_TIMER
#define SMAUGT_LOG_P2 3
#else
#define SMAUGT_LOG_P2 5
#endif
#define SMAUGT_HS 70
#define SMAUGT_CBD_BITS 3 /* spCBD with r = 1/8 */
#elif KPQC_SMAUGT_MODE == 3
#define SMAUGT_K 3
#define SMAUGT_LOG_Q 11
#define SMAUGT_LOG_P 9
#define SMAUGT_LOG_P2 4
#define SMAUGT_HS 88
#define SMAUGT_CBD_BITS 2 /* CBD_1 (= spCBD with r = 1/4) */
#elif KPQC_SMAUGT_MODE == 5
#define SMAUGT_K 4
#define SMAUGT_LOG_Q 11
#define SMAUGT_LOG_P 9
#define SMAUGT_LOG_P2 7
#define SMAUGT_HS 87
#define SMAUGT_CBD_BITS 4 /* spCBD with r = 3/16 */
#else
#error "KPQC_SMAUGT_MODE must be 1, 3 or 5"
#endif

#if KPQC_SMAUGT_TIMER && KPQC_SMAUGT_MODE != 1
#error "TiMER is defined on top of SMAUG-T mode 1"
#endif

#define SMAUGT_SEED_BYTES 32 /* seeds, d, H(.) outputs and the shared key */
#define SMAUGT_SS_BYTES 32
#if KPQC_SMAUGT_TIMER
#define SMAUGT_MSG_BYTES 16 /* D2 encoding: one bit in two coefficients */
#else
#define SMAUGT_MSG_BYTES 32
#endif

/* Byte sizes of the encodings. */
#define SMAUGT_POLYQ_BYTES (SMAUGT_LOG_Q * SMAUGT_N / 8)  /* b_i */
#define SMAUGT_POLYP_BYTES (SMAUGT_LOG_P * SMAUGT_N / 8)  /* c1_i */
#define SMAUGT_POLYP2_BYTES (SMAUGT_LOG_P2 * SMAUGT_N / 8) /* c2 */
#define SMAUGT_POLYS_BYTES (SMAUGT_N / 4)                   /* s_i, 2 bits each */
#if !KPQC_SMAUGT_R2
#define SMAUGT_CBD_BYTES (SMAUGT_CBD_BITS * SMAUGT_N / 8)   /* input of spCBD */
#endif

#if KPQC_SMAUGT_R2
/* Round 2: the nonzero count of each s_i (k bytes), the positions of s's +1
 * (ascending) and -1 (from the end) per polynomial (h_s bytes), the number of
 * +1 of each s_i (k bytes). */
#define SMAUGT_PKE_SK_BYTES (2 * SMAUGT_K + SMAUGT_HS)
#else
#define SMAUGT_PKE_SK_BYTES (SMAUGT_K * SMAUGT_POLYS_BYTES)
#endif
#define SMAUGT_PK_BYTES (SMAUGT_SEED_BYTES + SMAUGT_K * SMAUGT_POLYQ_BYTES)
#define SMAUGT_CT_BYTES (SMAUGT_K * SMAUGT_POLYP_BYTES + SMAUGT_POLYP2_BYTES)
/* sk = (s, d, pk): the rejection value d follows the packed secret. */
#define SMAUGT_SK_BYTES (SMAUGT_PKE_SK_BYTES + SMAUGT_SEED_BYTES + SMAUGT_PK_BYTES)

#endif
