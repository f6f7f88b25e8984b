/* The three samplers of SMAUG-T (spec sections 3.2 and 3.3). */
#ifndef SMAUGT_SAMPLE_H
#define SMAUGT_SAMPLE_H

#include <stdint.h>

#include "params.h"
#include "poly.h"

#define SMAUGT_HWT_SEED_BYTES (SMAUGT_SEED_BYTES + 2)
#define SMAUGT_DG_SEED_BYTES (SMAUGT_SEED_BYTES + 1)
/* Bytes of SHAKE256(seed) each sampler reads: HWT 308 16-bit words and 64
 * sign bytes, dGaussian 10 bits for each of the n coefficients. */
#if KPQC_SMAUGT_R2
/* Round 2: HWT reads SMAUGT_HWT_BLOCKS SHAKE256 blocks (32-bit words: 32 per
 * block for the positions, then the sign words); dGaussian SMAUGT_DG_BITS + 1
 * bits per coefficient from SHAKE256(seed || 8-byte nonce). */
#define SMAUGT_HWT_STREAM_BYTES (SMAUGT_HWT_BLOCKS * 136)
#define SMAUGT_DG_STREAM_BYTES ((SMAUGT_DG_BITS + 1) * SMAUGT_N / 8)
#else
#define SMAUGT_HWT_STREAM_BYTES (2 * 308 + SMAUGT_N / 4)
#define SMAUGT_DG_STREAM_BYTES (10 * SMAUGT_N / 8)
#endif

#define smaugt_hwt KPQC_NS(hwt)
#define smaugt_spcbd KPQC_NS(spcbd)
#define smaugt_dgaussian KPQC_NS(dgaussian)

/* HWT_h (Fig. 3): a ternary s with exactly SMAUGT_HS nonzero coefficients,
 * from stream = SHAKE256(seed). */
#if KPQC_SMAUGT_R2
/* Round 2: s (or r), the whole vector, with exactly h nonzero coefficients
 * among its k n, from stream = SHAKE256(seed). */
void smaugt_hwt(polyvec *s, const uint8_t stream[SMAUGT_HWT_STREAM_BYTES], unsigned h);
#else
/* In two steps, so that the serial step of the k secrets runs side by side:
 * smaugt_hwt_draw reads the stream into the uniform indices and the signs
 * (0, or -1 in the rare case the rejection sampling runs out of random words;
 * the caller then changes the seed); smaugt_hwt_place then makes s_j of
 * coins[j] for every j < k. */
typedef struct {
    uint16_t index[SMAUGT_N]; /* index[i] uniform in [0, n - i) */
    uint16_t sgn[SMAUGT_N];   /* +1 or 0xffff (-1) */
} smaugt_hwt_coins;

#define smaugt_hwt_draw KPQC_NS(hwt_draw)
#define smaugt_hwt_place KPQC_NS(hwt_place)

int smaugt_hwt_draw(smaugt_hwt_coins *coins, const uint8_t stream[SMAUGT_HWT_STREAM_BYTES]);
void smaugt_hwt_place(poly s[SMAUGT_K], const smaugt_hwt_coins coins[SMAUGT_K]);
#endif

/* spCBD (Fig. 4): a sparse ternary r from SMAUGT_CBD_BYTES uniform bytes. */
#if !KPQC_SMAUGT_R2
void smaugt_spcbd(poly *r, const uint8_t buf[SMAUGT_CBD_BYTES]);
#endif

/* dGaussian (Fig. 5), sigma = 1.0625: e in {-3..3}^n from
 * stream = SHAKE256(seed). */
void smaugt_dgaussian(poly *e, const uint8_t stream[SMAUGT_DG_STREAM_BYTES]);

#endif
