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

#define BYTE_LANES 0x0101010101010101u

/* The shuffle works on one byte per coefficient (0, 1, or 0xff for -1),
 * eight to a 64-bit word (slot p in bits 8 (p mod 8) .. of word p / 8), so
 * that the masked scan for v[deg] touches 8 slots per operation. */
void smaugt_hwt(polyvec *s, const uint8_t stream[SMAUGT_HWT_STREAM_BYTES], unsigned h)
{
    uint64_t w[VEC_N / 8];
    uint16_t *v = &s->vec[0].coeffs[0];
    const uint8_t *signs = stream + 4 * 32 * SMAUGT_HWT_BLOCKS;

    _Static_assert(sizeof(polyvec) == VEC_N * sizeof(uint16_t), "polyvec is k n coefficients");
    _Static_assert(VEC_N % 8 == 0, "whole words");
    for (unsigned c = 0; c < VEC_N / 8; c++) {
        w[c] = 0;
    }
    for (unsigned i = 0; i < h; i++) {
        unsigned m = VEC_N - h + i;
        uint32_t deg = ct_div(load32_le(stream + 4 * i), 0xffffffffu / (m + 1));
        uint32_t sign_word = load32_le(signs + 4 * (i / 16));
        /* bit (i mod 16) + 1: 0 -> -1 (0xff), 1 -> +1 */
        uint64_t plus = (sign_word >> ((i & 15) + 1)) & 1;
        uint64_t value = (((plus << 1) - 1) & 0xff) * BYTE_LANES;
        uint64_t lane = (uint64_t)0xff << (8 * (deg & 7)), picked = 0;
        const uint32_t dw = kpqc_ct_barrier_u32(deg >> 3);

        /* One scan reads slot deg and writes value there; then v[m] = the
         * old v[deg], unless deg = m (the scan has already put value
         * there). deg <= m + 1: the words above are never touched (a public
         * bound). */
        const unsigned end = (m + 2 < VEC_N ? m + 2 : VEC_N) + 7;
        for (uint32_t c = 0; c < end / 8; c++) {
            uint32_t x = c ^ dw;
            uint64_t at = lane & ((uint64_t)((x | (0u - x)) >> 31) - 1u); /* c == dw */
            picked |= w[c] & at;
            w[c] = (w[c] & ~at) | (value & at);
        }
        {
            uint64_t old = (picked >> (8 * (deg & 7))) & 0xff;
            uint64_t keep = kpqc_ct_mask_widen_u64(kpqc_ct_mask_eq_u32(deg, m));
            unsigned sh = 8 * (m & 7);
            uint64_t cur = (w[m / 8] >> sh) & 0xff;
            uint64_t now = (cur & keep) | (old & ~keep);
            w[m / 8] = (w[m / 8] & ~((uint64_t)0xff << sh)) | now << sh;
        }
    }
    for (unsigned p = 0; p < VEC_N; p++) {
        uint16_t b = (uint16_t)((w[p / 8] >> (8 * (p % 8))) & 0xff);
        /* 0xff (-1) -> 0xffff */
        v[p] = (uint16_t)(b | ((uint16_t)(0u - (b >> 7)) & 0xff00u));
    }
    kpqc_memzero(w, sizeof w);
}
