/* TiGER parameter sets (spec v3.1, Table 3; the v3.0 KAT code of
 * honggoonin/TiGER@dea9a77). KPQC_TIGER_SET is 128, 192 or 256. */
#ifndef KPQC_TIGER_PARAMS_H
#define KPQC_TIGER_PARAMS_H

#include "namespace.h"

#if KPQC_TIGER_SET == 128
#define TIGER_N 512
#define TIGER_H 104        /* Hamming weight of s and r (hs = hr) */
#define TIGER_HE1 32       /* Hamming weight of e1 */
#define TIGER_MSG_BYTES 16 /* delta, and the secret u of implicit rejection */
#define TIGER_C1_BITS 7    /* k1 = 2^7 */
#define TIGER_INDEX_BITS 9
#define TIGER_XE_F 3       /* XE3-91 */
#elif KPQC_TIGER_SET == 192
#define TIGER_N 1024
#define TIGER_H 116
#define TIGER_HE1 32
#define TIGER_MSG_BYTES 32
#define TIGER_C1_BITS 7
#define TIGER_INDEX_BITS 10
#define TIGER_XE_F 5       /* XE5-234 */
#elif KPQC_TIGER_SET == 256
#define TIGER_N 1024
#define TIGER_H 184
#define TIGER_HE1 256
#define TIGER_MSG_BYTES 32
#define TIGER_C1_BITS 8    /* c1 is sent unrounded */
#define TIGER_INDEX_BITS 10
#define TIGER_XE_F 5
#else
#error "KPQC_TIGER_SET must be 128, 192 or 256"
#endif

#define TIGER_SEED_BYTES 32
#define TIGER_SS_BYTES 32
#define TIGER_WORDS (TIGER_N / 64) /* 64-bit words of a support bitmap */

/* pk = seed_a || b (7 bits per coefficient, p = 2^7). */
#define TIGER_PK_BYTES (TIGER_SEED_BYTES + 7 * TIGER_N / 8)
/* ct = c1 (k1 bits) || c2 (3 bits, k2 = 2^3). */
#define TIGER_CT_BYTES (TIGER_C1_BITS * TIGER_N / 8 + 3 * TIGER_N / 8)
/* The upstream secret key: the support of s (indices of the +1s, then of the
 * -1s) || the number of +1s || u. */
#define TIGER_INDICES_BYTES (TIGER_H * TIGER_INDEX_BITS / 8)
#define TIGER_SKCPA_BYTES (TIGER_INDICES_BYTES + 1)
#define TIGER_SK_UPSTREAM_BYTES (TIGER_SKCPA_BYTES + TIGER_MSG_BYTES)
/* Ours appends pk, so that decapsulation needs nothing else. */
#define TIGER_SK_BYTES (TIGER_SK_UPSTREAM_BYTES + TIGER_PK_BYTES)

#endif
