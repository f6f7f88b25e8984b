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
#include "ct.h"
#include "sample.h"

#define VEC_N (SMAUGT_K * SMAUGT_N)

static uint32_t load32_le(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* floor(w / d) for a public d < 2^30, without branching on w. */
static uint32_t ct_div(uint32_t w, uint32_t d)
{
    uint32_t q = 0, r = 0;
    for (int b = 31; b >= 0; b--) {
        r = (r << 1) | ((w >> b) & 1);
        /* The barrier keeps clang from turning the mask into a branch. */
        uint32_t ge = kpqc_ct_barrier_u32(~kpqc_ct_mask_lt_u32(r, d));
        r -= d & ge;
        q |= (ge & 1u) << b;
    }
    return q;
}

void smaugt_hwt(polyvec *s, const uint8_t stream[SMAUGT_HWT_STREAM_BYTES], unsigned h)
{
    uint16_t *v = &s->vec[0].coeffs[0];
    const uint8_t *signs = stream + 4 * 32 * SMAUGT_HWT_BLOCKS;

    _Static_assert(sizeof(polyvec) == VEC_N * sizeof(uint16_t), "polyvec is k n coefficients");
    for (unsigned p = 0; p < VEC_N; p++) {
        v[p] = 0;
    }
    for (unsigned i = 0; i < h; i++) {
        unsigned m = VEC_N - h + i;
        uint32_t deg = ct_div(load32_le(stream + 4 * i), 0xffffffffu / (m + 1));
        uint32_t sign_word = load32_le(signs + 4 * (i / 16));
        /* bit (i mod 16) + 1: 0 -> -1 (0xffff), 1 -> +1 */
        uint32_t plus = (sign_word >> ((i & 15) + 1)) & 1;
        uint16_t value = (uint16_t)(((plus << 1) - 1) & 0xffff);
        uint16_t picked = 0, d16;

        /* One scan reads v[deg] and writes value there, with masks by 16-bit
         * arithmetic (all-ones where p == deg) so that it vectorizes; deg
         * goes through the barrier once. Then v[m] = the old v[deg], unless
         * deg = m (the scan has already put value there). */
        d16 = (uint16_t)kpqc_ct_barrier_u32(deg);
        /* deg <= m + 1: the slots above are never touched (a public bound) */
        const unsigned end = m + 2 < VEC_N ? m + 2 : VEC_N;
        for (uint16_t p = 0; p < end; p++) { /* a 16-bit index: 16-bit lanes */
            uint16_t x = (uint16_t)(p ^ d16);
            uint16_t at = (uint16_t)(((uint16_t)(x | (uint16_t)(0u - x)) >> 15) - 1u);
            picked |= (uint16_t)(v[p] & at);
            v[p] = (uint16_t)((value & at) | (v[p] & (uint16_t)~at));
        }
        {
            uint16_t keep = (uint16_t)kpqc_ct_mask_eq_u32(deg, m);
            v[m] = (uint16_t)((v[m] & keep) | (picked & (uint16_t)~keep));
        }
    }
}
