/* GCKSign (KpqC Round 1) parameter sets, as the submission's code defines
 * them (no specification is public; see docs/SCHEMES.md).
 *
 * Ring Z_q[X]/(X^N + 1), q < 2^LOGQ; public matrix a (M polynomials, NTT
 * domain), secret s in {-1,0,1}^(M x N), masking y in [-B, B], challenge c
 * with H coefficients +-1, signature z = y + c s with |z| <= B - beta.
 * GCKSIGN_MODE is 2, 3 or 5 (GCKSign-II/III/V), set by family.cmake. */
#ifndef KPQC_GCKSIGN_PARAMS_H
#define KPQC_GCKSIGN_PARAMS_H

#include <stdint.h>

#define GCK_SEEDBYTES 32

#if GCKSIGN_MODE == 2
#define GCK_N 256
#define GCK_M 4
#define GCK_Q UINT64_C(18014398509471233) /* 2^54 - 10751 */
#define GCK_LOGQ 54
#define GCK_B ((1 << 14) - 1)
#define GCK_BOUND (GCK_B - 18)
#define GCK_H 39
#define GCK_Z_BITS 15
#define GCK_A_BYTES 7    /* bytes per candidate of a (low LOGQ bits) */
#define GCK_Y_MASK 0x7fff /* y candidates: 16 bits, masked */
#elif GCKSIGN_MODE == 3
#define GCK_N 256
#define GCK_M 4
#define GCK_Q UINT64_C(1152921504606844417) /* 2^60 - 2559 */
#define GCK_LOGQ 60
#define GCK_B ((1 << 14) + (1 << 9))
#define GCK_BOUND (GCK_B - 18)
#define GCK_H 45
#define GCK_Z_BITS 16
#define GCK_A_BYTES 8
#define GCK_Y_MASK 0xffff
#elif GCKSIGN_MODE == 5
#define GCK_N 512
#define GCK_M 3
#define GCK_Q UINT64_C(140737488348161) /* 2^47 - 7167 */
#define GCK_LOGQ 47
#define GCK_B ((1 << 15) - 1)
#define GCK_BOUND (GCK_B - 19)
#define GCK_H 44
#define GCK_Z_BITS 16
#define GCK_A_BYTES 6
#define GCK_Y_MASK 0xffff
#else
#error "GCKSIGN_MODE must be 2, 3 or 5"
#endif

#define GCK_POLY_BYTES (GCK_LOGQ * GCK_N / 8)           /* an NTT-domain polynomial */
#define GCK_Z_BYTES (GCK_Z_BITS * GCK_M * GCK_N / 8)
#define GCK_S_BYTES (GCK_M * GCK_N / 4)                 /* 2 bits per coefficient */
/* sk = s (2 bits each) | zero padding | seed of a, at offset N (as upstream) */
#define GCK_SK_SEED_OFFSET GCK_N
#define GCK_PUBLICKEYBYTES (GCK_SEEDBYTES + GCK_POLY_BYTES)
#define GCK_SECRETKEYBYTES (GCK_N + GCK_SEEDBYTES)
#define GCK_SIGBYTES (GCK_Z_BYTES + GCK_SEEDBYTES)

typedef struct {
    uint64_t c[GCK_N]; /* in [0, q) */
} gck_poly;

#endif
