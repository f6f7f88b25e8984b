/* SMAUG-T Round 2: a ternary vector of k n slots as two bitmaps (nonzero,
 * and -1), filled slot by slot at secret positions and then turned into
 * coefficients; used by the HWT (hwt_r2.c) and the secret-key decoding
 * (pack_r2.c). Setting a slot reads and writes every word of both bitmaps,
 * so no branch and no index depends on the position. The positions set must
 * be distinct (bits are OR-ed). */
#ifndef SMAUGT_SLOTS_R2_H
#define SMAUGT_SLOTS_R2_H

#include <stdint.h>
#include <string.h>

#include "ct.h"
#include "params.h"
#include "poly.h"

#define SMAUGT_SLOTS_N (SMAUGT_K * SMAUGT_N)
#define SMAUGT_SLOT_WORDS (SMAUGT_SLOTS_N / 32)
_Static_assert(SMAUGT_SLOTS_N % 128 == 0, "bitmap words in fours");

/* 1 << (x mod 32) without a shift by a secret count: five masked steps */
static inline uint32_t smaugt_onehot32(uint32_t x)
{
    uint32_t bit = 1;
    for (unsigned j = 0; j < 5; j++) {
        const uint32_t take = kpqc_ct_barrier_u32(0u - ((x >> j) & 1u));
        bit = (bit & ~take) | ((bit << (1u << j)) & take);
    }
    return bit;
}

/* nz |= the bit of slot p, neg too when minus (all-ones or 0): every word
 * is read and written, the one of p selected by a mask. Four words a step
 * as a vector where the compiler has vector extensions (a vector compare is
 * a mask; clang has turned scalar equality masks into branches), else the
 * ct helper. A p at or above k n sets nothing. */
#if defined(__GNUC__) || defined(__clang__)
typedef uint32_t smaugt_lanes4 __attribute__((vector_size(16)));

static inline void smaugt_slots_set_(smaugt_lanes4 nz[SMAUGT_SLOT_WORDS / 4],
                                     smaugt_lanes4 neg[SMAUGT_SLOT_WORDS / 4], uint32_t p,
                                     uint32_t minus)
{
    const uint32_t bit = smaugt_onehot32(p), hw = p >> 5;
    const smaugt_lanes4 bv = {bit, bit, bit, bit}, hv = {hw, hw, hw, hw};
    const smaugt_lanes4 mv = bv & (smaugt_lanes4){minus, minus, minus, minus};
    smaugt_lanes4 idx = {0, 1, 2, 3};

    for (unsigned w = 0; w < SMAUGT_SLOT_WORDS / 4; w++) {
        const smaugt_lanes4 sel = (smaugt_lanes4)(idx == hv);
        nz[w] |= bv & sel;
        neg[w] |= mv & sel;
        idx += 4;
    }
}
#define SMAUGT_SLOT_WORD(a, x) ((a)[(x) / 4][(x) % 4])
#else
typedef struct {
    uint32_t w[4];
} smaugt_lanes4;

static inline void smaugt_slots_set_(smaugt_lanes4 nz[SMAUGT_SLOT_WORDS / 4],
                                     smaugt_lanes4 neg[SMAUGT_SLOT_WORDS / 4], uint32_t p,
                                     uint32_t minus)
{
    const uint32_t bit = smaugt_onehot32(p), hw = p >> 5;

    for (unsigned x = 0; x < SMAUGT_SLOT_WORDS; x++) {
        const uint32_t here = bit & kpqc_ct_mask_eq_u32(hw, x);
        nz[x / 4].w[x % 4] |= here;
        neg[x / 4].w[x % 4] |= here & minus;
    }
}
#define SMAUGT_SLOT_WORD(a, x) ((a)[(x) / 4].w[(x) % 4])
#endif

typedef struct {
    smaugt_lanes4 nz[SMAUGT_SLOT_WORDS / 4], neg[SMAUGT_SLOT_WORDS / 4];
} smaugt_slots;

static inline void smaugt_slots_clear(smaugt_slots *bm)
{
    memset(bm, 0, sizeof *bm);
}

static inline void smaugt_slots_set(smaugt_slots *bm, uint32_t p, uint32_t minus)
{
    smaugt_slots_set_(bm->nz, bm->neg, p, minus);
}

/* slot 256 i + j is s_i[j] = 0, 1 or 0xffff. Eight slots a step with
 * vector extensions: lane j tests bit j of a byte of the bitmaps. */
#if defined(__GNUC__) || defined(__clang__)
typedef uint16_t smaugt_lanes8 __attribute__((vector_size(16)));

static inline void smaugt_slots_to_vec(polyvec *s, const smaugt_slots *bm)
{
    const smaugt_lanes8 bits = {1, 2, 4, 8, 16, 32, 64, 128}, one = {1, 1, 1, 1, 1, 1, 1, 1};

    for (unsigned x = 0; x < SMAUGT_SLOT_WORDS; x++) {
        const uint32_t nz = SMAUGT_SLOT_WORD(bm->nz, x), neg = SMAUGT_SLOT_WORD(bm->neg, x);
        for (unsigned g = 0; g < 4; g++) {
            const uint16_t a = (uint16_t)((nz >> (8 * g)) & 0xff);
            const uint16_t b = (uint16_t)((neg >> (8 * g)) & 0xff);
            const smaugt_lanes8 av = {a, a, a, a, a, a, a, a}, bv = {b, b, b, b, b, b, b, b};
            const smaugt_lanes8 c = ((smaugt_lanes8)((av & bits) == bits) & one) |
                                    (smaugt_lanes8)((bv & bits) == bits);
            memcpy(&s->vec[x / 8].coeffs[32 * (x % 8) + 8 * g], &c, sizeof c);
        }
    }
}
#else
static inline void smaugt_slots_to_vec(polyvec *s, const smaugt_slots *bm)
{
    for (unsigned x = 0; x < SMAUGT_SLOT_WORDS; x++) {
        const uint32_t one = SMAUGT_SLOT_WORD(bm->nz, x), minus = SMAUGT_SLOT_WORD(bm->neg, x);
        for (unsigned j = 0; j < 32; j++) {
            s->vec[x / 8].coeffs[32 * (x % 8) + j] =
                (uint16_t)(((one >> j) & 1u) | (0u - ((minus >> j) & 1u)));
        }
    }
}
#endif


#endif
