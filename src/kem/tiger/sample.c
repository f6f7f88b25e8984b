/* Sparse polynomials of fixed weight (spec v3.1, section 2.3, HWT_h), as the
 * v3.0 code draws them.
 *
 * SHAKE256(seed) gives a buffer of 3h bytes. Draw k is the big-endian 16-bit
 * word v of bytes 2k, 2k+1: position (v >> 2) mod N, sign +1 if bit 1 of v is
 * set, else -1. Once 2k reaches 3h - 3 the buffer is replaced by
 * SHAKE256(buffer) and drawing restarts at its first byte; it stops after h
 * accepted draws.
 *
 * Upstream marks a taken position by adding the sign and then subtracting
 * 1 for a -1, so only +1s mark their position: a draw is skipped only when
 * its position holds a +1, and -1s may repeat (or be followed by a +1) at one
 * position. The resulting coefficient is (+1 if any) - (number of -1s); the
 * KATs depend on it. For e1 the same bookkeeping is the polynomial itself,
 * so a -1 draw adds nothing there.
 *
 * Constant time: every draw of a buffer is processed, those after the h-th
 * acceptance masked out; whether a buffer sufficed (almost always) is the only
 * value revealed. Positions are read and written with masks over the whole
 * polynomial (or the whole bitmap), never at a secret address. */
#include <string.h>

#include "ct.h"
#include "fips202.h"
#include "tiger.h"
#if KPQC_BACKEND_AVX2
#include "native/x86_64/api.h"
#endif

#define MAX_WEIGHT (TIGER_H > TIGER_HE1 ? TIGER_H : TIGER_HE1)
#define MAX_DRAWS ((3 * MAX_WEIGHT - 2) / 2) /* per buffer */
#define ORDER_SLOTS ((TIGER_H + 63) / 64 * 64)

#if !KPQC_BACKEND_AVX2
static uint64_t mask64(uint32_t mask)
{
    return (uint64_t)(int64_t)(int32_t)mask;
}

/* The word masks of a bitmap position: all-ones for the word holding it. */
static void select_word(uint64_t sel[TIGER_WORDS], uint32_t index)
{
    for (uint32_t j = 0; j < TIGER_WORDS; j++) {
        sel[j] = mask64(kpqc_ct_mask_eq_u32(j, index >> 6));
    }
}

/* Bit `index` of an N-bit map, reading every word. */
static uint32_t bitmap_get(const uint64_t map[TIGER_WORDS], const uint64_t sel[TIGER_WORDS],
                           uint32_t index)
{
    uint64_t w = 0;
    for (uint32_t j = 0; j < TIGER_WORDS; j++) {
        w |= map[j] & sel[j];
    }
    return (uint32_t)(w >> (index & 63)) & 1;
}

/* Sets bit `index` where mask is all-ones, writing every word. */
static void bitmap_set(uint64_t map[TIGER_WORDS], const uint64_t sel[TIGER_WORDS],
                       uint32_t index, uint32_t mask)
{
    uint64_t b = ((uint64_t)1 << (index & 63)) & mask64(mask);
    for (uint32_t j = 0; j < TIGER_WORDS; j++) {
        map[j] |= b & sel[j];
    }
}
#endif

#if !KPQC_BACKEND_AVX2
/* All-ones where p == at, in 8-bit arithmetic only (so loops over p stay
 * branch-free vector code): d | -d has its top bit set iff d != 0. */
static uint8_t hit8(uint8_t p, uint8_t at)
{
    uint8_t d = (uint8_t)(p ^ at);
    return (uint8_t)(((uint8_t)(d | (uint8_t)(0 - d)) >> 7) - 1);
}

static uint16_t hit16(uint16_t p, uint16_t at)
{
    uint16_t d = (uint16_t)(p ^ at);
    return (uint16_t)(((uint16_t)(d | (uint16_t)(0 - d)) >> 15) - 1);
}

/* w[index] += value mod 256, touching every coefficient: the 256-blocks are
 * selected by the high bits of index, the lanes by the low byte. */
static void add_at(uint8_t w[TIGER_N], uint32_t index, uint8_t value)
{
    const uint8_t low = (uint8_t)index;
    for (uint32_t block = 0; block < TIGER_N / 256; block++) {
        const uint8_t v = (uint8_t)(value & kpqc_ct_mask_eq_u32(block, index >> 8));
        uint8_t *row = w + 256 * block;
        for (unsigned q = 0; q < 256; q++) {
            row[q] = (uint8_t)(row[q] + (hit8((uint8_t)q, low) & v));
        }
    }
}

#endif

static void to_sparse(tiger_sparse *w, const uint8_t w8[TIGER_N])
{
    for (unsigned p = 0; p < TIGER_N; p++) {
        w->coeffs[p] = w8[p];
    }
}

#if !KPQC_BACKEND_AVX2
/* order[slot] |= value, touching every slot. */
static void put_at(uint16_t *order, unsigned h, uint16_t slot, uint16_t value)
{
    for (unsigned p = 0; p < h; p++) {
        order[p] = (uint16_t)(order[p] | (hit16((uint16_t)p, slot) & value));
    }
}
#endif

/* The draws of one buffer, gathered by the loop and scattered after it:
 * w8[idx[k]] += val[k], order[slot[k]] |= ord[k] (0 for a rejected draw).
 * with_plus == 0 (AVX2 only) leaves out the +1 draws: the sampler adds its
 * +1 bitmap instead (the accepted +1s are exactly its bits). */
#if KPQC_BACKEND_AVX2
#define SAMPLER_PLUS 0
#else
#define SAMPLER_PLUS 1
#endif

static void scatter(uint8_t w8[TIGER_N], const uint16_t *idx, const uint8_t *val, unsigned count,
                    int with_plus)
{
#if KPQC_BACKEND_AVX2
    tiger_scatter_avx2(w8, TIGER_N, idx, val, count, with_plus);
#else
    (void)with_plus;
    for (unsigned k = 0; k < count; k++) {
        add_at(w8, idx[k], val[k]);
    }
#endif
}

static void place(uint16_t order[ORDER_SLOTS], unsigned h, const uint16_t *slot,
                  const uint16_t *ord, unsigned count)
{
#if KPQC_BACKEND_AVX2
    (void)h;
    tiger_place_avx2(order, ORDER_SLOTS, slot, ord, count);
#else
    for (unsigned k = 0; k < count; k++) {
        put_at(order, h, slot[k], ord[k]);
    }
#endif
}

void tiger_sample(tiger_sparse *w, uint16_t *order, uint32_t *npos,
                  const uint8_t seed[TIGER_SEED_BYTES], unsigned h, uint8_t neg_value)
{
    uint8_t buf[3 * MAX_WEIGHT];
    uint64_t plus_map[16]; /* TIGER_WORDS used; 16 for the AVX2 kernel */
    uint8_t w8[TIGER_N];
    uint16_t idx[MAX_DRAWS], slot[MAX_DRAWS], ord[MAX_DRAWS], order_pad[ORDER_SLOTS];
    uint8_t val[MAX_DRAWS];
    const size_t buflen = 3 * (size_t)h;
    const unsigned per_buffer = (3 * h - 2) / 2; /* the first k with 2k >= 3h - 3 */
    uint32_t hw = 0, pos = 0, neg = 0;

    memset(w8, 0, sizeof w8);
    memset(plus_map, 0, sizeof plus_map);
    memset(order_pad, 0, sizeof order_pad);
    kpqc_shake256(buf, buflen, seed, TIGER_SEED_BYTES);
    for (;;) {
#if KPQC_BACKEND_AVX2
        {
            uint32_t state[3] = {hw, pos, neg};
            tiger_draws_avx2(idx, val, slot, ord, plus_map, state, buf, per_buffer, TIGER_N, h,
                             neg_value);
            hw = state[0];
            pos = state[1];
            neg = state[2];
            kpqc_memzero(state, sizeof state);
        }
#else
        for (unsigned k = 0; k < per_buffer; k++) {
            uint32_t v = (uint32_t)buf[2 * k] << 8 | buf[2 * k + 1];
            uint32_t index = (v >> 2) & (TIGER_N - 1);
            uint32_t plus = 0 - ((v >> 1) & 1);
            uint64_t sel[TIGER_WORDS];
            select_word(sel, index);
            uint32_t accept = kpqc_ct_mask_lt_u32(hw, h) & (bitmap_get(plus_map, sel, index) - 1);

            bitmap_set(plus_map, sel, index, accept & plus);
            idx[k] = (uint16_t)index;
            val[k] = (uint8_t)(accept & kpqc_ct_select_u32(plus, 1, neg_value));
            /* The +1s fill the list from the front, the -1s from the back. */
            slot[k] = (uint16_t)kpqc_ct_select_u32(plus, pos, h - 1 - neg);
            ord[k] = (uint16_t)(accept & index);
            hw += accept & 1;
            pos += accept & plus & 1;
            neg += accept & ~plus & 1;
        }
#endif
        if (neg_value != 0) { /* public: else w is the +1 bitmap, read at the end */
            scatter(w8, idx, val, per_buffer, SAMPLER_PLUS);
        }
        if (order != NULL) {
            place(order_pad, h, slot, ord, per_buffer);
        }
        uint32_t done = ~kpqc_ct_mask_lt_u32(hw, h) & 1;
        kpqc_ct_declassify(&done, sizeof done);
        if (done) {
            break;
        }
        kpqc_shake256(buf, buflen, buf, buflen);
    }
    if (order != NULL) {
        memcpy(order, order_pad, h * sizeof *order);
    }
    if (npos != NULL) {
        *npos = pos;
    }
#if KPQC_BACKEND_AVX2
    /* The +1s (the scatter left them out; for e1 the bitmap is all of w). */
    tiger_add_bits_avx2(w8, TIGER_N, plus_map);
#else
    if (neg_value == 0) {
        for (unsigned p = 0; p < TIGER_N; p++) {
            w8[p] = (uint8_t)((plus_map[p >> 6] >> (p & 63)) & 1);
        }
    }
#endif
    to_sparse(w, w8);
    kpqc_memzero(w8, sizeof w8);
    kpqc_memzero(buf, sizeof buf);
    kpqc_memzero(plus_map, sizeof plus_map);
    kpqc_memzero(idx, sizeof idx);
    kpqc_memzero(val, sizeof val);
    kpqc_memzero(slot, sizeof slot);
    kpqc_memzero(ord, sizeof ord);
    kpqc_memzero(order_pad, sizeof order_pad);
}

void tiger_encode_indices(uint8_t out[TIGER_SKCPA_BYTES], const uint16_t order[TIGER_H],
                          uint32_t npos)
{
    tiger_pack_bits(out, order, TIGER_H, TIGER_INDEX_BITS);
    out[TIGER_INDICES_BYTES] = (uint8_t)npos;
}

/* Slot i of the list is a +1 if i < npos, else a -1. Indices are reduced
 * mod N, so a malformed key gives a wrong result, never a wild access. */
void tiger_decode_indices(tiger_sparse *w, const uint8_t in[TIGER_SKCPA_BYTES])
{
    uint16_t order[TIGER_H];
    uint8_t w8[TIGER_N], val[TIGER_H];
    uint32_t npos = in[TIGER_INDICES_BYTES];

    memset(w8, 0, sizeof w8);
    tiger_unpack_bits(order, in, TIGER_H, TIGER_INDEX_BITS);
    for (uint32_t i = 0; i < TIGER_H; i++) {
        uint32_t plus = kpqc_ct_mask_lt_u32(i, npos);
        order[i] &= TIGER_N - 1;
        val[i] = (uint8_t)kpqc_ct_select_u32(plus, 1, 0xff);
    }
    scatter(w8, order, val, TIGER_H, 1);
    to_sparse(w, w8);
    kpqc_memzero(order, sizeof order);
    kpqc_memzero(val, sizeof val);
    kpqc_memzero(w8, sizeof w8);
}
