/* HWT of SMAUG-T Round 2 (code of 2024-03-20; docs/SCHEMES.md "Round-2
 * version"): a ternary vector of k polynomials with exactly h nonzero
 * coefficients among its k n, by a Fisher-Yates shuffle over the whole vector.
 *
 * The stream SHAKE256(seed) is read as little-endian 32-bit words. For
 * i = 0 .. h-1, with m = k n - h + i (the slot being filled):
 *   deg  = word_i / floor((2^32 - 1) / (m + 1)),
 *   v[m] = v[deg], v[deg] = +1 or -1,
 * +1 when bit (i mod 16) + 1 of word 32 B + i / 16 is set, else -1 (B the
 * number of SHAKE256 blocks read). deg is at most m + 1; the reference's
 * acceptance test never fails, so every word is used. (deg = m + 1 happens
 * with probability below 2^-20 per word; the reference then reads and writes
 * slot m + 1, not yet filled, which this code does too; for i = h - 1 that
 * slot is past the vector in the reference, where this code writes nothing.)
 *
 * Constant time: deg is secret, so the division is a multiplication and a
 * masked correction (the divisor is public), the items are moved by masked
 * compares over every item, and the vector is written through bitmaps whose
 * every word is read and written (slots_r2.h). */
#include <string.h>

#include "bytes.h"
#include "ct.h"
#include "slots_r2.h"
#include "sample.h"

#define VEC_N (SMAUGT_K * SMAUGT_N)

/* floor(w / d), d = floor((2^32 - 1) / s) for a public s = m + 1 < 2^12,
 * without dividing w: with x = w s / 2^32, w / d = w s / (d s) lies in
 * [x, x (1 + (s + 1) / (2^32 - s - 1))) (2^32 - 1 - s < d s <= 2^32 - 1), an
 * interval shorter than s (s + 1) / (2^32 - s - 1) < 1 (x < s); so q0 = floor(x) is q or
 * q - 1, and one masked step finishes. */
static uint32_t ct_div(uint32_t w, uint32_t s)
{
    const uint32_t d = 0xffffffffu / s;
    uint32_t q = (uint32_t)(((uint64_t)w * s) >> 32);
    uint32_t rem = w - q * d;
    /* The barrier keeps clang from turning the mask into a branch. */
    return q + (kpqc_ct_barrier_u32(~kpqc_ct_mask_lt_u32(rem, d)) & 1u);
}

/* The shuffle tracks its h items (the nonzero coefficients) rather than the
 * k n slots: item t sits at pos[t] (or NONE once overwritten), so that a step
 * compares the items placed so far with m and deg, 16-bit lanes, instead of
 * scanning every slot. The positions left below k n are distinct, so the
 * items are then OR-ed into two bitmaps of the k n slots (nonzero, and -1),
 * each item a masked pass over the k n / 64 words, and the bitmaps give the
 * coefficients. */
#define MAX_H 200 /* a multiple of 8 */
#define NONE (VEC_N + 1) /* above every deg; deg = k n marks an item past the vector */
/* One step for the items t < n (n a multiple of 8; the items not placed
 * yet hold NONE, which no step changes): the item at m (if any) is
 * overwritten (NONE), the one at d (if any, d != m) moves to m. Eight lanes
 * a step as one vector where the compiler has vector extensions (a vector
 * compare is a mask), else 16-bit mask arithmetic. */
#if defined(__GNUC__) || defined(__clang__)
typedef uint16_t hwt_lanes8 __attribute__((vector_size(16)));

static void track(uint16_t pos[MAX_H], unsigned n, uint16_t m, uint16_t d)
{
    /* a lane equal to m becomes NONE (xor m ^ NONE), then one equal to d
     * becomes m (xor d ^ m) */
    const uint16_t m_none = (uint16_t)(m ^ NONE), d_m = (uint16_t)(d ^ m);
    const hwt_lanes8 mv = {m, m, m, m, m, m, m, m}, dv = {d, d, d, d, d, d, d, d};
    const hwt_lanes8 to_none = {m_none, m_none, m_none, m_none, m_none, m_none, m_none, m_none};
    const hwt_lanes8 to_m = {d_m, d_m, d_m, d_m, d_m, d_m, d_m, d_m};

    for (unsigned t = 0; t < n; t += 8) {
        hwt_lanes8 p;
        memcpy(&p, pos + t, sizeof p);
        p ^= (hwt_lanes8)(p == mv) & to_none;
        p ^= (hwt_lanes8)(p == dv) & to_m;
        memcpy(pos + t, &p, sizeof p);
    }
}
#else
/* all-ones when a == b, for 16-bit a, b, by 16-bit arithmetic */
static uint16_t eq16(uint16_t a, uint16_t b)
{
    uint16_t x = (uint16_t)(a ^ b);
    return (uint16_t)(((uint16_t)(x | (uint16_t)(0u - x)) >> 15) - 1u);
}

static void track(uint16_t pos[MAX_H], unsigned n, uint16_t m, uint16_t d)
{
    for (unsigned t = 0; t < n; t++) {
        uint16_t p = pos[t], at_m = eq16(p, m), at_deg;
        p = (uint16_t)((p & (uint16_t)~at_m) | (NONE & at_m));
        at_deg = eq16(p, d);
        pos[t] = (uint16_t)((p & (uint16_t)~at_deg) | (m & at_deg));
    }
}
#endif

void smaugt_hwt(polyvec *s, const uint8_t stream[SMAUGT_HWT_STREAM_BYTES], unsigned h)
{
    uint16_t pos[MAX_H], item[MAX_H];
    const uint8_t *signs = stream + 4 * 32 * SMAUGT_HWT_BLOCKS;

    _Static_assert(sizeof(polyvec) == VEC_N * sizeof(uint16_t), "polyvec is k n coefficients");
    _Static_assert(SMAUGT_HS <= MAX_H && SMAUGT_HR <= MAX_H && MAX_H % 8 == 0, "items");
    for (unsigned t = 0; t < MAX_H; t++) {
        pos[t] = NONE;
    }
    /* the draws first (their public divisions then overlap), kept in
     * item[] until the step that places them */
    for (unsigned i = 0; i < h; i++) {
        item[i] = (uint16_t)ct_div(kpqc_load32_le(stream + 4 * i), VEC_N - h + i + 1u);
    }
    for (unsigned i = 0; i < h; i++) {
        const uint16_t m = (uint16_t)(VEC_N - h + i);
        const uint16_t d16 = (uint16_t)kpqc_ct_barrier_u32(item[i]);
        uint32_t sign_word = kpqc_load32_le(signs + 4 * (i / 16));
        /* bit (i mod 16) + 1: 0 -> -1, 1 -> +1 */
        uint32_t plus = (sign_word >> ((i & 15) + 1)) & 1;

        /* v[m] = v[deg], v[deg] = +-1: the item at m (if any) is
         * overwritten, the one at deg (if any, deg != m) moves to m */
        track(pos, (i + 7) & ~7u, m, d16);
        pos[i] = d16;
        item[i] = (uint16_t)((plus ^ 1u) << 14); /* MINUS for -1 */
    }
    {
        smaugt_slots bm;

        smaugt_slots_clear(&bm);
        for (unsigned t = 0; t < h; t++) {
            smaugt_slots_set(&bm, kpqc_ct_barrier_u32(pos[t]),
                             kpqc_ct_barrier_u32(0u - (uint32_t)(item[t] >> 14)));
        }
        smaugt_slots_to_vec(s, &bm);
        kpqc_memzero(&bm, sizeof bm);
    }
    kpqc_memzero(pos, sizeof pos);
    kpqc_memzero(item, sizeof item);
}
