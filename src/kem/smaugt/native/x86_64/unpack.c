/* Bit-field unpacking and spCBD, AVX2 (contracts in api.h).
 *
 * d-bit fields, little-endian bit order: field i occupies bits d i .. d i +
 * d - 1 of the input, and eight fields fill d bytes. For eight fields at byte
 * offset 8d/8 * g = d g, the 16 bytes from there are copied to both 128-bit
 * halves; a byte shuffle gives each 32-bit lane the four bytes from byte
 * floor(d j / 8) on (j = 0..3 in the low half, 4..7 in the high half), a
 * variable shift right by d j mod 8 and a mask leave field j. Two such vectors
 * are packed to sixteen 16-bit values. Nothing beyond the 32 d input bytes
 * is read. */
#include <immintrin.h>
#include <string.h>

#include "api.h"

/* The shuffle and the shifts for d (rows 2..11): byte b of 32-bit lane j is
 * input byte floor(d j / 8) + b, the shift is d j mod 8. */
#define WINDOW(d, j) (d) * (j) / 8, (d) * (j) / 8 + 1, (d) * (j) / 8 + 2, (d) * (j) / 8 + 3
#define WINDOWS(d)                                                                         \
    {WINDOW(d, 0), WINDOW(d, 1), WINDOW(d, 2), WINDOW(d, 3),                             \
     WINDOW(d, 4), WINDOW(d, 5), WINDOW(d, 6), WINDOW(d, 7)}
#define SHIFTS(d)                                                                          \
    {(d) * 0 % 8, (d) * 1 % 8, (d) * 2 % 8, (d) * 3 % 8,                                 \
     (d) * 4 % 8, (d) * 5 % 8, (d) * 6 % 8, (d) * 7 % 8}

static _Alignas(32) const uint8_t windows[12][32] = {
    [2] = WINDOWS(2), [3] = WINDOWS(3), [4] = WINDOWS(4),   [5] = WINDOWS(5),
    [6] = WINDOWS(6), [7] = WINDOWS(7), [8] = WINDOWS(8),   [9] = WINDOWS(9),
    [10] = WINDOWS(10), [11] = WINDOWS(11),
};
static _Alignas(32) const uint32_t shifts[12][8] = {
    [2] = SHIFTS(2), [3] = SHIFTS(3), [4] = SHIFTS(4),   [5] = SHIFTS(5),
    [6] = SHIFTS(6), [7] = SHIFTS(7), [8] = SHIFTS(8),   [9] = SHIFTS(9),
    [10] = SHIFTS(10), [11] = SHIFTS(11),
};

/* Fields 8g .. 8g + 7 as 32-bit lanes. Near the end of the input the 16
 * bytes are those that end with it, and the shuffle indices move by the
 * difference; indices past those 16 bytes (bytes after the input, which only
 * the mask would have cut) select zero. */
static inline __m256i fields8(const uint8_t *in, unsigned d, unsigned g, __m256i shuffle,
                              __m256i shift, __m256i mask)
{
    const size_t total = (size_t)d * SMAUGT_N / 8, at = (size_t)d * g;
    __m256i v;

    if (at + 16 <= total) {
        v = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)(in + at)));
    } else {
        __m256i moved = _mm256_add_epi8(shuffle, _mm256_set1_epi8((char)(at + 16 - total)));
        __m256i past = _mm256_cmpgt_epi8(moved, _mm256_set1_epi8(15));
        shuffle = _mm256_or_si256(moved, past); /* 0xff: a zero byte */
        v = _mm256_broadcastsi128_si256(
            _mm_loadu_si128((const __m128i *)(const void *)(in + total - 16)));
    }
    v = _mm256_shuffle_epi8(v, shuffle);
    return _mm256_and_si256(_mm256_srlv_epi32(v, shift), mask);
}

void smaugt_unpack_bits(uint16_t out[SMAUGT_N], const uint8_t *in, unsigned d)
{
    const __m256i shuffle = _mm256_load_si256((const __m256i *)(const void *)windows[d]);
    const __m256i shift = _mm256_load_si256((const __m256i *)(const void *)shifts[d]);
    const __m256i mask = _mm256_set1_epi32((int32_t)((1u << d) - 1));

    for (unsigned g = 0; g < SMAUGT_N / 8; g += 2) {
        __m256i lo = fields8(in, d, g, shuffle, shift, mask);
        __m256i hi = fields8(in, d, g + 1, shuffle, shift, mask);
        /* packus interleaves the halves: (lo0, hi0, lo1, hi1) in 64-bit units */
        __m256i v = _mm256_permute4x64_epi64(_mm256_packus_epi32(lo, hi), 0xd8);
        _mm256_storeu_si256((__m256i *)(void *)(out + 8 * g), v);
    }
}

/* Packing, sixteen fields (two groups of eight, d bytes each) at a time:
 * madd joins the fields in pairs, x_{2m} + x_{2m+1} 2^d in 32-bit lanes; a
 * variable shift joins the pairs in fours, 4d bits in 64-bit lanes. The
 * second four of a group (the odd 64-bit lane) start at bit 4d of the group,
 * byte 4d/8 plus 4d mod 8 (0 or 4) bits: they are shifted left by the bits,
 * moved up by the bytes with a byte shuffle, and or-ed onto the first four.
 * Each 128-bit half then holds its group's d bytes, zeros above: 16-byte
 * stores in increasing order, the zeros overwritten by the next group; where
 * 16 bytes would pass the end of out, only the d bytes are copied. */
/* The byte shuffle for d: byte p of a half takes byte p - 4d/8 of its odd
 * 64-bit lane (bytes 8 .. 15 of the half), zero (0x80) elsewhere. */
#define MOVE(d, p) ((p) >= 4 * (d) / 8 && (p) < 4 * (d) / 8 + 8 ? (p) - 4 * (d) / 8 + 8 : 0x80)
#define MOVES(d)                                                                           \
    {MOVE(d, 0),  MOVE(d, 1),  MOVE(d, 2),  MOVE(d, 3),  MOVE(d, 4),  MOVE(d, 5),          \
     MOVE(d, 6),  MOVE(d, 7),  MOVE(d, 8),  MOVE(d, 9),  MOVE(d, 10), MOVE(d, 11),         \
     MOVE(d, 12), MOVE(d, 13), MOVE(d, 14), MOVE(d, 15)}

static _Alignas(16) const uint8_t moves[12][16] = {
    [2] = MOVES(2), [3] = MOVES(3), [4] = MOVES(4),   [5] = MOVES(5),
    [6] = MOVES(6), [7] = MOVES(7), [8] = MOVES(8),   [9] = MOVES(9),
    [10] = MOVES(10), [11] = MOVES(11),
};

static inline void store_group(uint8_t *out, unsigned d, unsigned g, __m128i v)
{
    if ((size_t)d * g + 16 <= (size_t)d * SMAUGT_N / 8) {
        _mm_storeu_si128((__m128i *)(void *)(out + (size_t)d * g), v);
    } else {
        uint8_t t[16];
        _mm_storeu_si128((__m128i *)(void *)t, v);
        memcpy(out + (size_t)d * g, t, d);
    }
}

void smaugt_pack_bits(uint8_t *out, const uint16_t in[SMAUGT_N], unsigned d)
{
    const unsigned up_bits = 4 * d % 8;
    const __m256i mask = _mm256_set1_epi16((int16_t)((1u << d) - 1));
    const __m256i pair = _mm256_set1_epi32((int32_t)(((1u << d) << 16) | 1));
    const __m256i low32 = _mm256_set1_epi64x(0xffffffff);
    const __m256i shift_2d = _mm256_set1_epi64x(2 * d);
    const __m256i shift_odd = _mm256_set_epi64x(up_bits, 0, up_bits, 0);
    const __m256i low64 = _mm256_set_epi64x(0, -1, 0, -1);
    const __m256i shuffle = _mm256_broadcastsi128_si256(
        _mm_load_si128((const __m128i *)(const void *)moves[d]));
    for (unsigned g = 0; g < SMAUGT_N / 8; g += 2) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(const void *)(in + 8 * g));
        __m256i p = _mm256_madd_epi16(_mm256_and_si256(x, mask), pair);
        __m256i q = _mm256_add_epi64(_mm256_and_si256(p, low32),
                                     _mm256_sllv_epi64(_mm256_srli_epi64(p, 32), shift_2d));
        q = _mm256_sllv_epi64(q, shift_odd);
        q = _mm256_or_si256(_mm256_and_si256(q, low64), _mm256_shuffle_epi8(q, shuffle));
        store_group(out, d, g, _mm256_castsi256_si128(q));
        store_group(out, d, g + 1, _mm256_extracti128_si256(q, 1));
    }
}

/* spCBD on the unpacked fields f (see cbd.c for the rules):
 *   3 bits (a, b, sign): nonzero iff a and b;   2 bits (a, b): a - b;
 *   4 bits (a, b, c, sign): nonzero iff (a or b) and c. */
void smaugt_spcbd_avx2(poly *r, const uint8_t buf[SMAUGT_CBD_BYTES])
{
    const __m256i one = _mm256_set1_epi16(1);

    smaugt_unpack_bits(r->coeffs, buf, SMAUGT_CBD_BITS);
    for (unsigned i = 0; i < SMAUGT_N; i += 16) {
        __m256i f = _mm256_loadu_si256((const __m256i *)(const void *)(r->coeffs + i));
        __m256i nonzero, negative;
#if SMAUGT_CBD_BITS == 3
        nonzero = _mm256_and_si256(_mm256_and_si256(f, _mm256_srli_epi16(f, 1)), one);
        negative = _mm256_srli_epi16(f, 2);
#elif SMAUGT_CBD_BITS == 2
        nonzero = _mm256_and_si256(_mm256_xor_si256(f, _mm256_srli_epi16(f, 1)), one);
        negative = _mm256_srli_epi16(f, 1);
#elif SMAUGT_CBD_BITS == 4
        nonzero = _mm256_and_si256(
            _mm256_and_si256(_mm256_or_si256(f, _mm256_srli_epi16(f, 1)), _mm256_srli_epi16(f, 2)),
            one);
        negative = _mm256_srli_epi16(f, 3);
#else
#error "unsupported SMAUGT_CBD_BITS"
#endif
        /* 0, or 1 - 2 negative: +1 or -1 (0xffff) */
        __m256i value = _mm256_sub_epi16(one, _mm256_add_epi16(negative, negative));
        value = _mm256_and_si256(value, _mm256_sub_epi16(_mm256_setzero_si256(), nonzero));
        _mm256_storeu_si256((__m256i *)(void *)(r->coeffs + i), value);
    }
}
