/* Uniform sampling from the hyperball (KS X 123456, Alg. 11-15): discrete
 * Gaussian samples, normalized by the inverse square root of their squared
 * norm and scaled to radius B0, in fixed point with 13 fractional bits. */
#ifndef KPQC_HAETAE_HYPERBALL_H
#define KPQC_HAETAE_HYPERBALL_H

#include <stdint.h>

#include "namespace.h"
#include "params.h"
#include "poly.h"

#if KPQC_BACKEND_AVX2
#include "fips202x4.h"
#include "fixpoint.h"

/* The AVX2 build runs the Gaussian streams (one per polynomial and nonce)
 * on the four lanes of a 4-way Keccak and keeps them running across the
 * attempts of one signature: a lane whose polynomial is complete restarts
 * on the next nonce, possibly of the next attempt, whose results wait in
 * `ahead`. */
#define HAETAE_LANE_BLOCKS 8
/* Polynomials sampled ahead of the current sampling, at most: with 4 (as
 * many as lanes) a lane is never left idle for want of a slot; with 2,
 * 7-10% of the squeezed lane blocks were idle (signing 1-4% more
 * instructions, HAETAE5 most; 5 and 6 slots measure as 4). */
#define HAETAE_LOOKAHEAD 4

typedef struct {
    /* a window, a tail, and the slack a batch rounded up to 16 candidates
     * reads past the end (those results are computed and never used) */
    uint8_t buf[HAETAE_LANE_BLOCKS * 136 + 2 * 16 * 17];
    unsigned pos, end, cnt, len;
    unsigned nonce, busy, fresh;
    uint64_t r[HAETAE_N];
    uint8_t signs[HAETAE_N / 8];
    haetae_fp sum;
} haetae_gauss_lane;

typedef struct {
    unsigned nonce, valid;
    uint64_t r[HAETAE_N];
    uint8_t signs[HAETAE_N / 8];
    haetae_fp sum;
} haetae_gauss_done;

#define HAETAE_GAUSS_BATCH 64

typedef struct {
    kpqc_keccakx4_state st;
    haetae_gauss_lane lane[4];
    haetae_gauss_done ahead[HAETAE_LOOKAHEAD];
    /* a batch of candidates (here, not on the stack, so that the wipe of
     * the signing state covers them) */
    uint64_t v[HAETAE_GAUSS_BATCH], acc[HAETAE_GAUSS_BATCH];
    haetae_fp sq[HAETAE_GAUSS_BATCH];
    uint16_t cdt[64 * 16]; /* the kernel's copy of the CDT (public) */
    unsigned started, first, next, expect;
} haetae_hyperball_ctx;
#else
typedef struct {
    unsigned unused;
} haetae_hyperball_ctx;
#endif

/* Prepares ctx for the samplings of one signature (same seed throughout,
 * nonces consecutive); the caller wipes it with kpqc_memzero afterwards. */
void KPQC_NS(haetae_hyperball_start)(haetae_hyperball_ctx *ctx);

/* Samples (y1, y2) with |(y1, y2)| <= B0 (times 2^13) from seed and the
 * nonces nonce, nonce + 1, ...; *b receives the byte SHAKE256(seed || n) for
 * the next unused nonce n, which is returned. */
uint16_t KPQC_NS(haetae_sample_hyperball)(haetae_hyperball_ctx *ctx, haetae_polyvecl *y1,
                                          haetae_polyveck *y2, uint8_t *b,
                                          const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce);

#endif
