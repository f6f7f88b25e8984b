/* The per-coefficient steps of signing and verification that the AVX2
 * backend runs as kernels (native/x86_64/api.h states the same contracts):
 * each is one function here, with its portable body in rows.c. */
#ifndef KPQC_HAETAE_ROWS_H
#define KPQC_HAETAE_ROWS_H

#include <stdint.h>

#include "namespace.h"
#include "params.h"

/* Step 2 of signing for one row: w = ay[k] + 2 round(y2[k]), ay[k] = the
 * value in [0, 2q) congruent to w mod q and to lsb[k] mod 2 (lsb NULL: all
 * zero), hb[k] = its HighBits for the hint. Needs |ay[k]| < q (the inverse
 * NTT's output) and |y2[k]| <= B0 LN. Constant time (y2, lsb are secret). */
void KPQC_NS(haetae_sign_row)(int32_t ay[HAETAE_N], int32_t hb[HAETAE_N],
                              const int32_t y2[HAETAE_N], const int32_t *lsb);

/* The norms of signing's bimodal rejection over n coefficients (n a multiple
 * of 8): norms[0] += sum z[k]^2, norms[1] += sum (2 z[k] - y[k])^2, each
 * square as int64, the sums modulo 2^64; |z[k]|, |y[k]| < 2^29. Constant
 * time. */
void KPQC_NS(haetae_bimodal_norms)(uint64_t norms[2], const int32_t *z, const int32_t *y,
                                   unsigned n);

/* Verification: z[k] = 256 hb[k] + z[k] for k < n (n a multiple of 8);
 * returns the sum of z[k]^2 (squares as int64, the sum modulo 2^64). */
uint64_t KPQC_NS(haetae_compose_z1)(int32_t *z, const int32_t *hb, unsigned n);

/* One row of verification (Alg. 50): from w (|w[k]| < q, the inverse NTT's
 * output), parities lsb (NULL: all zero) and hints h in [0, HB_RANGE): x =
 * the value mod 2q of w with parity lsb, w[k] = (HighBits(x) + h[k]) wrapped
 * into [0, HB_RANGE); returns the sum of z2^2 over the row, z2 =
 * ((alpha_h w[k] - x + lsb[k]) mod 2q in [-q, q)) >> 1. */
uint64_t KPQC_NS(haetae_hint_z2)(int32_t w[HAETAE_N], const int32_t h[HAETAE_N],
                                 const int32_t *lsb);

#endif
