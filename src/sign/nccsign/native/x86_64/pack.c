/* Bit-field encoding of NCC-Sign (api.h): packing.h's ncc_pack. Per group
 * of 8 fields: the values (base + sign a_i, masked) are paired into 64-bit
 * lanes by a variable shift, and the four pairs (2 bits bits each) are
 * placed into at most three 64-bit words stored little-endian. */
#include <string.h>

#include "api.h"
#include "arith.h"
#include "ct.h"

#define N NCC_N

/* Stores the group's bits bytes from the words w (x86-64: little-endian,
 * as the encoding). Where the whole words fit in what is left of the output
 * (last = 0) it stores them all: the zero bytes written past the group
 * belong to the groups stored next. */
static inline void put(uint8_t *out, const uint64_t *w, unsigned words, unsigned bits, int last)
{
    if (last) {
        memcpy(out, w, bits);
    } else {
        memcpy(out, w, 8 * words > 16 ? 24 : 16);
    }
}

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
            /* y0 | y1 2^(4 bits) as 128 bits, in a register (no round trip
             * through 64-bit stores, which a 16-byte load would stall on) */
            __m128i y0 = _mm_blend_epi32(_mm256_castsi256_si128(v), _mm_setzero_si128(), 0xc);
            __m128i y1 = _mm256_extracti128_si256(v, 1);
            __m128i r = _mm_or_si128(y0, _mm_sllv_epi64(y1, _mm_set_epi64x(64, 2 * pair)));
            r = _mm_or_si128(r, _mm_srlv_epi64(y1, _mm_set_epi64x(64 - 2 * pair, 64)));
            if ((g + 1) * bits + 16 > N / 8 * bits) {
                uint8_t t[16];
                _mm_storeu_si128((__m128i *)(void *)t, r);
                memcpy(out, t, bits);
                kpqc_memzero(t, sizeof t);
            } else {
                _mm_storeu_si128((__m128i *)(void *)out, r);
            }
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
        put(out, w, 3, bits, (g + 1) * bits + 24 > N / 8 * bits);
    }
}

/* One function per width the scheme uses (each a copy of pack() with the
 * width folded in). */
#define PACK_WIDTH(b)                                                              \
    static __attribute__((noinline)) void pack##b(uint8_t *out, const int32_t a[N], \
                                                  int32_t base, int32_t sign)      \
    {                                                                              \
        pack(out, a, b, base, sign);                                               \
    }
PACK_WIDTH(1)
PACK_WIDTH(3)
PACK_WIDTH(4)
PACK_WIDTH(5)
PACK_WIDTH(11)
PACK_WIDTH(12)
PACK_WIDTH(13)
PACK_WIDTH(19)
PACK_WIDTH(20)

void ncc_pack_avx2(uint8_t *out, const int32_t a[N], unsigned bits, int32_t base, int32_t sign)
{
    switch (bits) {
    case 1: pack1(out, a, base, sign); break;
    case 3: pack3(out, a, base, sign); break;
    case 4: pack4(out, a, base, sign); break;
    case 5: pack5(out, a, base, sign); break;
    case 11: pack11(out, a, base, sign); break;
    case 12: pack12(out, a, base, sign); break;
    case 13: pack13(out, a, base, sign); break;
    case 19: pack19(out, a, base, sign); break;
    case 20: pack20(out, a, base, sign); break;
    default: pack(out, a, bits, base, sign); break;
    }
}
