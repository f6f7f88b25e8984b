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
 * Constant time: deg is secret, so the division is a branch-free long
 * division by the public divisor, and v[deg] is read and written by scanning
 * every coefficient. */
#include <string.h>

#include "compaction.h"
#include "ct.h"
#include "sample.h"

#define VEC_N (SMAUGT_K * SMAUGT_N)

static uint32_t load32_le(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* floor(w / d) for a public d >= 2^20 without dividing w: q0 = floor(w r /
 * 2^48) with r = floor(2^48 / d) (public) is q or q - 1 (w r / 2^48 is below
 * w / d by less than w / 2^48 < 2^-16, and w / d < 2^12), so one masked step
 * finishes. */
static uint32_t ct_div(uint32_t w, uint32_t d)
{
    const uint64_t r = ((uint64_t)1 << 48) / d;
    uint32_t q = (uint32_t)(((uint64_t)w * r) >> 48);
    uint32_t rem = w - q * d;
    /* The barrier keeps clang from turning the mask into a branch. */
    return q + (kpqc_ct_barrier_u32(~kpqc_ct_mask_lt_u32(rem, d)) & 1u);
}

/* The shuffle tracks its h items (the nonzero coefficients) rather than the
 * k n slots: item t sits at pos[t] (or NONE once overwritten), so that a step
 * compares the items placed so far with m and deg, 16-bit lanes, instead of
 * scanning every slot. Then the items are sorted by position (rank by
 * counting, a masked gather) and spread to their slots by the inverse of an
 * order-preserving compaction: the r-th item in order moves right by
 * d = pos - r, by the bits of d from the highest, one masked pass over the
 * k n slots per bit, no two items ever meeting (compaction.h). */
#define MAX_H 200 /* a multiple of 8 (gather) */
#define NONE (VEC_N + 1) /* above every deg; deg = k n marks an item past the vector */
#if VEC_N <= 512
#define SPREAD_PASSES 9
#elif VEC_N <= 1024
#define SPREAD_PASSES 10
#else
#define SPREAD_PASSES 11
#endif
_Static_assert(VEC_N <= (1 << SPREAD_PASSES) && NONE < (1 << 14), "fields of an element");
#define MARK 0x8000u
#define MINUS 0x4000u

/* all-ones when a == b, for 16-bit a, b, by 16-bit arithmetic */
static inline uint16_t eq16(uint16_t a, uint16_t b)
{
    uint16_t x = (uint16_t)(a ^ b);
    return (uint16_t)(((uint16_t)(x | (uint16_t)(0u - x)) >> 15) - 1u);
}

/* The item of rank r: OR of item[t] over the t with rank[t] == r, over n
 * entries (a multiple of 8; the padding has rank 0xffff). Eight lanes a
 * step as one vector where the compiler has vector extensions: with a scalar
 * equality mask clang 14 selected by a branch on the secret rank (the
 * loop's scalar remainder); a vector compare is a mask, and no remainder is
 * left. Elsewhere the ct helper, barriers in and out. */
#if defined(__GNUC__) || defined(__clang__)
typedef uint16_t hwt_lanes8 __attribute__((vector_size(16)));

static uint16_t gather(const uint16_t *item, const uint16_t *rank, unsigned n, uint16_t r)
{
    hwt_lanes8 acc = {0}, it, rk;
    const hwt_lanes8 rv = {r, r, r, r, r, r, r, r};
    for (unsigned t = 0; t < n; t += 8) {
        memcpy(&it, item + t, sizeof it);
        memcpy(&rk, rank + t, sizeof rk);
        acc |= it & (hwt_lanes8)(rk == rv);
    }
    return (uint16_t)(acc[0] | acc[1] | acc[2] | acc[3] | acc[4] | acc[5] | acc[6] | acc[7]);
}
#else
static uint16_t gather(const uint16_t *item, const uint16_t *rank, unsigned n, uint16_t r)
{
    uint16_t e = 0;
    for (unsigned t = 0; t < n; t++) {
        e = (uint16_t)(e | (item[t] & (uint16_t)kpqc_ct_mask_eq_u32(rank[t], r)));
    }
    return e;
}
#endif

void smaugt_hwt(polyvec *s, const uint8_t stream[SMAUGT_HWT_STREAM_BYTES], unsigned h)
{
    uint16_t pos[MAX_H], item[MAX_H], rank[MAX_H];
    uint16_t buf[2][VEC_N];
    uint16_t *v = &s->vec[0].coeffs[0];
    const uint8_t *signs = stream + 4 * 32 * SMAUGT_HWT_BLOCKS;

    _Static_assert(sizeof(polyvec) == VEC_N * sizeof(uint16_t), "polyvec is k n coefficients");
    _Static_assert(SMAUGT_HS <= MAX_H && SMAUGT_HR <= MAX_H && MAX_H % 8 == 0, "items");
    for (unsigned i = 0; i < h; i++) {
        const uint16_t m = (uint16_t)(VEC_N - h + i);
        uint32_t deg = ct_div(load32_le(stream + 4 * i), 0xffffffffu / (m + 1u));
        uint32_t sign_word = load32_le(signs + 4 * (i / 16));
        /* bit (i mod 16) + 1: 0 -> -1, 1 -> +1 */
        uint32_t plus = (sign_word >> ((i & 15) + 1)) & 1;
        const uint16_t d16 = (uint16_t)kpqc_ct_barrier_u32(deg);

        /* v[m] = v[deg], v[deg] = +-1: the item at m (if any) is
         * overwritten, the one at deg (if any, deg != m) moves to m */
        for (unsigned t = 0; t < i; t++) {
            uint16_t p = pos[t], at_m = eq16(p, m), at_deg;
            p = (uint16_t)((p & (uint16_t)~at_m) | (NONE & at_m));
            at_deg = eq16(p, d16);
            pos[t] = (uint16_t)((p & (uint16_t)~at_deg) | (m & at_deg));
        }
        pos[i] = d16;
        item[i] = (uint16_t)((plus ^ 1u) << 14); /* MINUS for -1 */
    }
    /* rank: the number of items before; positions are distinct below
     * k n, and items at k n or NONE come last */
    for (unsigned t = 0; t < h; t++) {
        uint16_t r = 0, p = pos[t];
        for (unsigned u = 0; u < h; u++) {
            r = (uint16_t)(r + ((uint16_t)(pos[u] - p) >> 15)); /* pos[u] < p */
        }
        rank[t] = r;
        item[t] = (uint16_t)(item[t] | p);
    }
    /* the r-th item in order goes to buf[r] as MARK | MINUS? | (pos - r) */
    for (unsigned t = h; t < MAX_H; t++) {
        rank[t] = 0xffffu; /* no r matches the padding */
        item[t] = 0;
    }
    for (unsigned r = 0; r < h; r++) {
        uint16_t e = gather(item, rank, (h + 7) & ~7u, (uint16_t)r);
        {
            uint32_t p = e & (MINUS - 1);
            uint32_t valid = kpqc_ct_mask_lt_u32(p, VEC_N);
            buf[0][r] = (uint16_t)(valid & (MARK | (e & MINUS) | (p - r)));
        }
    }
    for (unsigned r = h; r < VEC_N; r++) {
        buf[0][r] = 0;
    }
#define SPREAD(b) smaugt_expand_pass(buf[((SPREAD_PASSES - (b)) & 1)], buf[(SPREAD_PASSES - 1 - (b)) & 1], VEC_N, b)
#if SPREAD_PASSES > 10
    SPREAD(10);
#endif
#if SPREAD_PASSES > 9
    SPREAD(9);
#endif
    SPREAD(8); SPREAD(7); SPREAD(6); SPREAD(5); SPREAD(4);
    SPREAD(3); SPREAD(2); SPREAD(1); SPREAD(0);
#undef SPREAD
    for (unsigned p = 0; p < VEC_N; p++) {
        uint16_t e = buf[SPREAD_PASSES & 1][p];
        uint16_t minus = (uint16_t)(0u - ((e >> 14) & (e >> 15) & 1u));
        v[p] = (uint16_t)((e >> 15) | minus);
    }
    kpqc_memzero(pos, sizeof pos);
    kpqc_memzero(item, sizeof item);
    kpqc_memzero(rank, sizeof rank);
    kpqc_memzero(buf, sizeof buf);
}
