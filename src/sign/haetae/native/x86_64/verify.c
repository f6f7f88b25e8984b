/* The per-coefficient loops of verification on eight int32 lanes: z1 from
 * its two halves, and the hint, HighBits and implied z2 of each row of
 * A1 z1 - q c j (both return the squared norm they add up); and the bit
 * packing and unpacking of keys and of the challenge input; and signing's
 * step 2 per row (A round(y) mod 2q and its HighBits). */
#include <string.h>

#include <immintrin.h>

#include "api.h"

/* Adds the squares of the eight int32 lanes of v, as int64, to acc's four
 * 64-bit lanes (even lanes in place, odd lanes after moving them down). */
static inline __m256i add_squares(__m256i acc, __m256i v)
{
    __m256i odd = _mm256_srli_epi64(v, 32);
    acc = _mm256_add_epi64(acc, _mm256_mul_epi32(v, v));
    return _mm256_add_epi64(acc, _mm256_mul_epi32(odd, odd));
}

static inline uint64_t sum_lanes(__m256i acc)
{
    __m128i s = _mm_add_epi64(_mm256_castsi256_si128(acc), _mm256_extracti128_si256(acc, 1));
    return (uint64_t)_mm_cvtsi128_si64(s) + (uint64_t)_mm_extract_epi64(s, 1);
}

/* The lift of both rows kernels: x = the value in [0, 2q) congruent to v
 * mod q and to par mod 2, for v in (-q, q), or in (-2q, 2q) if wide (v + q
 * where v and par differ in parity, then one correction up, and with wide
 * one down); *hb = HighBits of x for the hint, the top value wrapped to 0.
 * The constants are hoisted out of the callers' loops once inlined. */
static inline __m256i lift_highbits(__m256i v, __m256i par, int wide, __m256i *hb)
{
    const __m256i one = _mm256_set1_epi32(1);
    const __m256i q = _mm256_set1_epi32(HAETAE_Q);
    const __m256i dq = _mm256_set1_epi32(HAETAE_DQ);
    const __m256i dq1 = _mm256_set1_epi32(HAETAE_DQ - 1);
    const __m256i half = _mm256_set1_epi32(HAETAE_HALF_ALPHA_HINT);
    const __m256i range = _mm256_set1_epi32(HAETAE_HB_RANGE);
    const __m256i range1 = _mm256_set1_epi32(HAETAE_HB_RANGE - 1);
    __m256i odd = _mm256_and_si256(_mm256_xor_si256(v, par), one);
    __m256i x = _mm256_add_epi32(
        v, _mm256_and_si256(_mm256_sub_epi32(_mm256_setzero_si256(), odd), q));
    x = _mm256_add_epi32(x, _mm256_and_si256(_mm256_srai_epi32(x, 31), dq));
    if (wide) {
        x = _mm256_sub_epi32(x, _mm256_and_si256(_mm256_cmpgt_epi32(x, dq1), dq));
    }
    __m256i h = _mm256_srai_epi32(_mm256_add_epi32(x, half), HAETAE_LOG_ALPHA_HINT);
    *hb = _mm256_sub_epi32(h, _mm256_and_si256(_mm256_cmpgt_epi32(h, range1), range));
    return x;
}

uint64_t KPQC_NS(haetae_compose_z1_avx2)(int32_t *z, const int32_t *hb, unsigned n)
{
    __m256i acc = _mm256_setzero_si256();
    for (unsigned k = 0; k < n; k += 8) {
        __m256i lo = _mm256_loadu_si256((const __m256i *)(const void *)(z + k));
        __m256i hi = _mm256_loadu_si256((const __m256i *)(const void *)(hb + k));
        __m256i v = _mm256_add_epi32(_mm256_slli_epi32(hi, 8), lo);
        _mm256_storeu_si256((__m256i *)(void *)(z + k), v);
        acc = add_squares(acc, v);
    }
    return sum_lanes(acc);
}

uint64_t KPQC_NS(haetae_hint_z2_avx2)(int32_t w[HAETAE_N], const int32_t h[HAETAE_N],
                                      const int32_t *lsb)
{
    const __m256i dq = _mm256_set1_epi32(HAETAE_DQ);
    const __m256i range = _mm256_set1_epi32(HAETAE_HB_RANGE);
    const __m256i range1 = _mm256_set1_epi32(HAETAE_HB_RANGE - 1);
    const __m256i q1 = _mm256_set1_epi32(HAETAE_Q - 1);
    __m256i acc = _mm256_setzero_si256();
    for (unsigned k = 0; k < HAETAE_N; k += 8) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(const void *)(w + k));
        __m256i hv = _mm256_loadu_si256((const __m256i *)(const void *)(h + k));
        __m256i par = lsb != NULL
                          ? _mm256_loadu_si256((const __m256i *)(const void *)(lsb + k))
                          : _mm256_setzero_si256();
        /* x = w mod 2q with parity par; its HighBits plus h, wrapped */
        __m256i hb;
        __m256i x = lift_highbits(v, par, 0, &hb);
        hb = _mm256_add_epi32(hb, hv);
        hb = _mm256_sub_epi32(hb, _mm256_and_si256(_mm256_cmpgt_epi32(hb, range1), range));
        _mm256_storeu_si256((__m256i *)(void *)(w + k), hb);
        /* z2 = (alpha_h hb - x + par) mod 2q in [-q, q), halved */
        __m256i z2 = _mm256_sub_epi32(_mm256_slli_epi32(hb, HAETAE_LOG_ALPHA_HINT), x);
        z2 = _mm256_add_epi32(z2, par);
        z2 = _mm256_add_epi32(z2, _mm256_and_si256(_mm256_srai_epi32(z2, 31), dq));
        z2 = _mm256_sub_epi32(z2, _mm256_and_si256(_mm256_cmpgt_epi32(z2, q1), dq));
        z2 = _mm256_srai_epi32(z2, 1);
        acc = add_squares(acc, z2);
    }
    return sum_lanes(acc);
}

void KPQC_NS(haetae_unpack_bits_avx2)(int32_t *a, const uint8_t *in, unsigned n, unsigned bits,
                                      int32_t base, int32_t sign)
{
    /* Lane k of a block of eight takes the bytes from (k bits) / 8 on
     * (indices past the block's 16 bytes give zero; they lie above the
     * field) and shifts by (k bits) % 8. */
    uint8_t pattern[32];
    int32_t shift[8];
    const size_t total = (size_t)n * bits / 8;
    for (unsigned k = 0; k < 8; k++) {
        const unsigned b = k * bits / 8;
        shift[k] = (int32_t)(k * bits % 8);
        for (unsigned t = 0; t < 4; t++) {
            const uint8_t idx = b + t < 16 ? (uint8_t)(b + t) : 0x80;
            pattern[4 * k + t] = idx;
        }
    }
    const __m256i pat = _mm256_loadu_si256((const __m256i *)(const void *)pattern);
    const __m256i sh = _mm256_loadu_si256((const __m256i *)(const void *)shift);
    const __m256i mask = _mm256_set1_epi32((int32_t)((1u << bits) - 1));
    const __m256i neg = _mm256_set1_epi32(sign < 0 ? -1 : 0);
    const __m256i vbase = _mm256_set1_epi32(base);
    for (unsigned i = 0; i < n; i += 8) {
        const size_t off = (size_t)i / 8 * bits;
        __m128i x;
        if (off + 16 <= total) {
            x = _mm_loadu_si128((const __m128i *)(const void *)(in + off));
        } else {
            uint8_t tmp[16] = {0};
            memcpy(tmp, in + off, bits);
            x = _mm_loadu_si128((const __m128i *)(const void *)tmp);
        }
        __m256i v = _mm256_shuffle_epi8(_mm256_broadcastsi128_si256(x), pat);
        v = _mm256_and_si256(_mm256_srlv_epi32(v, sh), mask);
        v = _mm256_sub_epi32(_mm256_xor_si256(v, neg), neg);
        _mm256_storeu_si256((__m256i *)(void *)(a + i), _mm256_add_epi32(v, vbase));
    }
}

void KPQC_NS(haetae_sign_row_avx2)(int32_t ay[HAETAE_N], int32_t hb[HAETAE_N],
                                   const int32_t y2[HAETAE_N], const int32_t *lsb)
{
    const __m256i lnhalf = _mm256_set1_epi32(HAETAE_LN / 2);
    for (unsigned k = 0; k < HAETAE_N; k += 8) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(const void *)(ay + k));
        __m256i r = _mm256_loadu_si256((const __m256i *)(const void *)(y2 + k));
        __m256i par = lsb != NULL
                          ? _mm256_loadu_si256((const __m256i *)(const void *)(lsb + k))
                          : _mm256_setzero_si256();
        /* w = ay + 2 round(y2), |w| < 2q; x = w mod 2q with parity par
         * (w + q lies in (-2q, 3q): the wide lift), and its HighBits */
        r = _mm256_srai_epi32(_mm256_add_epi32(r, lnhalf), HAETAE_LNBITS);
        v = _mm256_add_epi32(v, _mm256_add_epi32(r, r));
        __m256i h;
        __m256i x = lift_highbits(v, par, 1, &h);
        _mm256_storeu_si256((__m256i *)(void *)(ay + k), x);
        _mm256_storeu_si256((__m256i *)(void *)(hb + k), h);
    }
}

void KPQC_NS(haetae_pack_bits_avx2)(uint8_t *out, const int32_t *a, unsigned n, unsigned bits,
                                    int32_t base, int32_t sign)
{
    /* Eight fields make `bits` bytes: the fields (masked) are joined in
     * pairs inside each 64-bit lane (the odd one moved down from bit 32 to
     * bit `bits`; the even one, below bit 16 <= 32 - bits, falls off), then
     * the two pairs of each 128-bit half in its low 64 bits (4 bits <= 64),
     * then the two halves as a 128-bit number in two general registers. */
    const __m256i mask = _mm256_set1_epi32((int32_t)((1u << bits) - 1));
    const __m256i neg = _mm256_set1_epi32(sign < 0 ? -1 : 0);
    const __m256i vbase = _mm256_set1_epi32(base);
    const __m256i low32 = _mm256_set1_epi64x(0xffffffff);
    const __m128i pair_shift = _mm_cvtsi32_si128((int)(32 - bits));
    const __m128i quad_shift = _mm_cvtsi32_si128((int)(2 * bits));
    const unsigned half = 4 * bits; /* in [4, 64] */
    for (unsigned i = 0; i < n; i += 8) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(const void *)(a + i));
        v = _mm256_sub_epi32(_mm256_xor_si256(v, neg), neg);
        v = _mm256_and_si256(_mm256_add_epi32(v, vbase), mask);
        v = _mm256_or_si256(_mm256_and_si256(v, low32), _mm256_srl_epi64(v, pair_shift));
        v = _mm256_or_si256(v, _mm256_sll_epi64(_mm256_bsrli_epi128(v, 8), quad_shift));
        const uint64_t lo_half = (uint64_t)_mm_cvtsi128_si64(_mm256_castsi256_si128(v));
        const uint64_t hi_half =
            (uint64_t)_mm_cvtsi128_si64(_mm256_extracti128_si256(v, 1));
        uint64_t word[2];
        if (half < 64) {
            word[0] = lo_half | hi_half << half;
            word[1] = hi_half >> (64 - half);
        } else {
            word[0] = lo_half;
            word[1] = hi_half;
        }
        memcpy(out + (size_t)i / 8 * bits, word, bits);
    }
}

void KPQC_NS(haetae_bimodal_norms_avx2)(uint64_t norms[2], const int32_t *z, const int32_t *y,
                                        unsigned n)
{
    __m256i acc1 = _mm256_setzero_si256(), acc2 = _mm256_setzero_si256();
    for (unsigned k = 0; k < n; k += 8) {
        __m256i zv = _mm256_loadu_si256((const __m256i *)(const void *)(z + k));
        __m256i yv = _mm256_loadu_si256((const __m256i *)(const void *)(y + k));
        __m256i d = _mm256_sub_epi32(_mm256_add_epi32(zv, zv), yv);
        acc1 = add_squares(acc1, zv);
        acc2 = add_squares(acc2, d);
    }
    norms[0] += sum_lanes(acc1);
    norms[1] += sum_lanes(acc2);
}
