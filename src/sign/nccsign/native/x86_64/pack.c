/* Bit-field encoding of NCC-Sign (api.h): packing.h's ncc_pack. Per group
 * of 8 fields: the values (base + sign a_i, masked) are paired into 64-bit
 * lanes by a variable shift, and the four pairs (2 bits bits each) are
 * placed into at most three 64-bit words stored little-endian. */
#include <string.h>

#include "api.h"
#include "arith.h"

#define N NCC_N

/* Inlined once per width, so that the shifts below are constants. */
static inline __attribute__((always_inline)) void pack(uint8_t *out, const int32_t a[N],
                                                       const unsigned bits, int32_t base,
                                                       int32_t sign)
{
    const vec mask = vset((int32_t)((1u << bits) - 1)), vb = vset(base);
    const vec neg = vset(sign < 0 ? -1 : 0), lo32 = _mm256_set1_epi64x(0xffffffff);
    const __m128i sh = _mm_cvtsi32_si128((int)bits);
    const unsigned pair = 2 * bits;
    for (unsigned g = 0; g < N / 8; g++, out += bits) {
        vec v = _mm256_sub_epi32(_mm256_xor_si256(vload(a + 8 * g), neg), neg);
        v = _mm256_and_si256(_mm256_add_epi32(vb, v), mask);
        v = _mm256_or_si256(_mm256_and_si256(v, lo32), _mm256_sll_epi64(_mm256_srli_epi64(v, 32), sh));
        if (bits < 16) {
            /* the two pairs of each half into its low 64 bits (4 bits bits) */
            v = _mm256_sllv_epi64(v, _mm256_setr_epi64x(0, pair, 0, pair));
            v = _mm256_or_si256(v, _mm256_shuffle_epi32(v, 0x4e));
            uint64_t y0 = (uint64_t)_mm256_extract_epi64(v, 0), y1 = (uint64_t)_mm256_extract_epi64(v, 2);
            uint64_t w2[2] = {y0 | y1 << (2 * pair), y1 >> (64 - 2 * pair)};
            memcpy(out, w2, bits);
            continue;
        }
        __m128i h0 = _mm256_castsi256_si128(v), h1 = _mm256_extracti128_si256(v, 1);
        uint64_t x[4] = {(uint64_t)_mm_extract_epi64(h0, 0), (uint64_t)_mm_extract_epi64(h0, 1),
                         (uint64_t)_mm_extract_epi64(h1, 0), (uint64_t)_mm_extract_epi64(h1, 1)};
        uint64_t w[3] = {0, 0, 0};
        for (unsigned j = 0; j < 4; j++) {
            unsigned pos = j * pair, s = pos & 63;
            w[pos >> 6] |= x[j] << s;
            if (s + pair > 64) w[(pos >> 6) + 1] |= x[j] >> (64 - s);
        }
        memcpy(out, w, bits); /* x86-64: little-endian, as the encoding */
    }
}

void ncc_pack_avx2(uint8_t *out, const int32_t a[N], unsigned bits, int32_t base, int32_t sign)
{
    switch (bits) {
    case 1: pack(out, a, 1, base, sign); break;
    case 3: pack(out, a, 3, base, sign); break;
    case 4: pack(out, a, 4, base, sign); break;
    case 5: pack(out, a, 5, base, sign); break;
    case 11: pack(out, a, 11, base, sign); break;
    case 12: pack(out, a, 12, base, sign); break;
    case 13: pack(out, a, 13, base, sign); break;
    case 19: pack(out, a, 19, base, sign); break;
    case 20: pack(out, a, 20, base, sign); break;
    default: pack(out, a, bits, base, sign); break;
    }
}
