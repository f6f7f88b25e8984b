/* Bit-field encoding of NCC-Sign (api.h): packing.h's ncc_pack. Widths up
 * to 14 bits: pack_narrow, 16 fields a step in vectors. Wider ones, per group
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

/* Widths up to 14, 16 fields a step: the masked values (base + sign a_i)
 * as 16-bit words in order (packus, permute), adjacent pairs joined by
 * vpmaddwd (v0 + 2^bits v1), then pairs of those in each 64-bit lane
 * (4 bits bits) and the two lanes of each 128-bit half into one field of
 * 8 bits bits = bits bytes, stored from each half. */
static inline __attribute__((always_inline)) void pack_narrow(uint8_t *out, const int32_t a[N],
                                                              const unsigned bits, int32_t base,
                                                              int32_t sign)
{
    const vec mask = vset((int32_t)((1u << bits) - 1)), vb = vset(base);
    const vec neg = vset(sign < 0 ? -1 : 0), lo32 = _mm256_set1_epi64x(0xffffffff);
    const vec mul = _mm256_set1_epi32((int32_t)(1u | (1u << bits) << 16));
    const vec lo64 = _mm256_setr_epi64x(-1, 0, -1, 0);
    const vec shl = _mm256_setr_epi64x(4 * bits, 64, 4 * bits, 64);
    const vec shr = _mm256_setr_epi64x(64, 64 - 4 * bits, 64, 64 - 4 * bits);
    uint8_t *const end = out + N / 8 * bits;
    for (unsigned i = 0; i < N; i += 16, out += 2 * bits) {
        vec v0 = _mm256_sub_epi32(_mm256_xor_si256(vload(a + i), neg), neg);
        vec v1 = _mm256_sub_epi32(_mm256_xor_si256(vload(a + i + 8), neg), neg);
        v0 = _mm256_and_si256(_mm256_add_epi32(vb, v0), mask);
        v1 = _mm256_and_si256(_mm256_add_epi32(vb, v1), mask);
        vec w = _mm256_permute4x64_epi64(_mm256_packus_epi32(v0, v1), 0xd8);
        w = _mm256_madd_epi16(w, mul); /* 2 bits bits in each 32-bit lane */
        w = _mm256_or_si256(_mm256_and_si256(w, lo32),
                            _mm256_srli_epi64(_mm256_andnot_si256(lo32, w), 32 - 2 * bits));
        vec hi = _mm256_unpackhi_epi64(w, w);
        w = _mm256_or_si256(_mm256_and_si256(w, lo64),
                            _mm256_or_si256(_mm256_sllv_epi64(hi, shl), _mm256_srlv_epi64(hi, shr)));
        __m128i r0 = _mm256_castsi256_si128(w), r1 = _mm256_extracti128_si256(w, 1);
        if (out + bits + 16 <= end) {
            /* the bytes written past each field belong to the fields stored next */
            _mm_storeu_si128((__m128i *)(void *)out, r0);
            _mm_storeu_si128((__m128i *)(void *)(out + bits), r1);
        } else {
            uint8_t t[32];
            _mm_storeu_si128((__m128i *)(void *)t, r0);
            _mm_storeu_si128((__m128i *)(void *)(t + 16), r1);
            memcpy(out, t, bits);
            memcpy(out + bits, t + 16, bits);
            kpqc_memzero(t, sizeof t);
        }
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
    if (bits <= 14) {
        pack_narrow(out, a, bits, base, sign);
        return;
    }
    for (unsigned g = 0; g < N / 8; g++, out += bits) {
        vec v = _mm256_sub_epi32(_mm256_xor_si256(vload(a + 8 * g), neg), neg);
        v = _mm256_and_si256(_mm256_add_epi32(vb, v), mask);
        v = _mm256_or_si256(_mm256_and_si256(v, lo32), _mm256_sll_epi64(_mm256_srli_epi64(v, 32), sh));
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
