/* The draw loop and the two scatters of the fixed-weight sampler
 * (sample.c), in vector registers: every draw reaches every position (or
 * list slot) through masks, so neither the positions nor the values choose
 * an address or a branch. */
#include <immintrin.h>

#include "api.h"
#include "ct.h"

/* The draw loop: the +1 bitmap (up to 1024 positions) is four vectors of
 * 64-bit words; draw k's word is found by comparing every word number with
 * its index >> 6, so reading and setting its bit touch all four vectors. */
void tiger_draws_avx2(uint16_t *idx, uint8_t *val, uint16_t *slot, uint16_t *ord,
                      uint64_t map[16], uint32_t state[3], const uint8_t *buf, unsigned count,
                      unsigned n, unsigned h, uint8_t neg_value)
{
    const __m256i word0 = _mm256_setr_epi64x(0, 1, 2, 3);
    const __m256i four = _mm256_set1_epi64x(4);
    const __m256i word1 = _mm256_add_epi64(word0, four);
    const __m256i word2 = _mm256_add_epi64(word1, four);
    const __m256i word3 = _mm256_add_epi64(word2, four);
    __m256i m0 = _mm256_loadu_si256((const void *)(map + 0));
    __m256i m1 = _mm256_loadu_si256((const void *)(map + 4));
    __m256i m2 = _mm256_loadu_si256((const void *)(map + 8));
    __m256i m3 = _mm256_loadu_si256((const void *)(map + 12));
    uint32_t hw = state[0], pos = state[1], neg = state[2];

    for (unsigned k = 0; k < count; k++) {
        const uint32_t v = (uint32_t)buf[2 * k] << 8 | buf[2 * k + 1];
        const uint32_t index = (v >> 2) & (n - 1);
        const uint32_t plus = 0 - ((v >> 1) & 1);
        const __m256i at = _mm256_set1_epi64x((long long)(index >> 6));
        const __m256i bit = _mm256_set1_epi64x((long long)(1ull << (index & 63)));
        const __m256i s0 = _mm256_and_si256(_mm256_cmpeq_epi64(word0, at), bit);
        const __m256i s1 = _mm256_and_si256(_mm256_cmpeq_epi64(word1, at), bit);
        const __m256i s2 = _mm256_and_si256(_mm256_cmpeq_epi64(word2, at), bit);
        const __m256i s3 = _mm256_and_si256(_mm256_cmpeq_epi64(word3, at), bit);
        const __m256i got = _mm256_or_si256(
            _mm256_or_si256(_mm256_and_si256(m0, s0), _mm256_and_si256(m1, s1)),
            _mm256_or_si256(_mm256_and_si256(m2, s2), _mm256_and_si256(m3, s3)));
        /* free: 1 if the position holds no +1 yet; below: 1 while hw < h. */
        const uint32_t free = (uint32_t)_mm256_testz_si256(got, got);
        const uint32_t below = (hw - h) >> 31;
        const uint32_t accept = 0 - (free & below);
        const __m256i set = _mm256_set1_epi64x((long long)(int32_t)(accept & plus));

        m0 = _mm256_or_si256(m0, _mm256_and_si256(s0, set));
        m1 = _mm256_or_si256(m1, _mm256_and_si256(s1, set));
        m2 = _mm256_or_si256(m2, _mm256_and_si256(s2, set));
        m3 = _mm256_or_si256(m3, _mm256_and_si256(s3, set));
        idx[k] = (uint16_t)index;
        val[k] = (uint8_t)(accept & ((plus & 1) | (~plus & neg_value)));
        /* The +1s fill the list from the front, the -1s from the back. */
        slot[k] = (uint16_t)((plus & pos) | (~plus & (h - 1 - neg)));
        ord[k] = (uint16_t)(accept & index);
        hw += accept & 1;
        pos += accept & plus & 1;
        neg += accept & ~plus & 1;
    }
    _mm256_storeu_si256((void *)(map + 0), m0);
    _mm256_storeu_si256((void *)(map + 4), m1);
    _mm256_storeu_si256((void *)(map + 8), m2);
    _mm256_storeu_si256((void *)(map + 12), m3);
    state[0] = hw;
    state[1] = pos;
    state[2] = neg;
}

/* The scatter counts instead of adding: with every value 1 or -1 (or 0),
 * w[p] grows by P[p] - M[p], the numbers of +1 and -1 draws at p. Both
 * counts are kept bit-sliced, as eight bit planes per 256 positions (plane i
 * holds bit i of every count), so that a draw costs a one-hot 256-bit mask
 * per group of 256 positions and a few logic operations (a carry-save adder
 * chain over eight draws at a time), instead of a comparison of every byte.
 *
 * Position p of group c = p >> 8 is bit (p >> 5) & 7 of byte p & 31 of the
 * group's vector: byte l of the group's lane-number vector is 32c + l, and a
 * draw's key (32 (p >> 8) + (p & 31)) matches it only in its own group. At
 * the end each group's planes are transposed (8x8 bits in every byte lane),
 * which turns them into the counts of 32 consecutive positions per vector. */
#define CHUNK 64 /* draws prepared at a time (a multiple of 8) */
#define MAX_GROUPS 4 /* n <= 1024 */

/* t = ((x >> s) ^ y) & m; y ^= t; x ^= t << s: a step of the 8x8 bit
 * transpose (the 16-bit shifts move no set bit of m across a byte). */
#define SWAP(x, y, s, m)                                                               \
    do {                                                                               \
        const __m256i t_ = _mm256_and_si256(                                           \
            _mm256_xor_si256(_mm256_srli_epi16(x, s), y), m);                          \
        y = _mm256_xor_si256(y, t_);                                                   \
        x = _mm256_xor_si256(x, _mm256_slli_epi16(t_, s));                             \
    } while (0)

/* Planes a[0..7] to bytes: a[b] becomes the counts of the positions whose
 * bit index is b. */
static void transpose8(__m256i a[8])
{
    const __m256i m1 = _mm256_set1_epi8(0x55), m2 = _mm256_set1_epi8(0x33),
                  m4 = _mm256_set1_epi8(0x0f);

    SWAP(a[0], a[1], 1, m1);
    SWAP(a[2], a[3], 1, m1);
    SWAP(a[4], a[5], 1, m1);
    SWAP(a[6], a[7], 1, m1);
    SWAP(a[0], a[2], 2, m2);
    SWAP(a[1], a[3], 2, m2);
    SWAP(a[4], a[6], 2, m2);
    SWAP(a[5], a[7], 2, m2);
    SWAP(a[0], a[4], 4, m4);
    SWAP(a[1], a[5], 4, m4);
    SWAP(a[2], a[6], 4, m4);
    SWAP(a[3], a[7], 4, m4);
}
#undef SWAP

/* a + b + c = l + 2h, bitwise. */
#define CSA(h, l, a, b, c)                                                             \
    do {                                                                               \
        const __m256i u_ = _mm256_xor_si256(a, b);                                     \
        h = _mm256_or_si256(_mm256_and_si256(a, b), _mm256_and_si256(u_, c));          \
        l = _mm256_xor_si256(u_, c);                                                   \
    } while (0)

/* Adds the one-hot masks of draws k0 .. k0 + count - 1 (count a multiple of
 * 8) to the planes p[0..7]: key[k] and bit[k] are the draw's byte key and
 * bit (0 for a draw of the other sign), each repeated in a dword. */
static void count_draws(__m256i p[8], __m256i lane, const uint32_t *key, const uint32_t *bit,
                        unsigned count)
{
    __m256i a0 = p[0], a1 = p[1], a2 = p[2], a3 = p[3], a4 = p[4], a5 = p[5], a6 = p[6],
            a7 = p[7];

    for (unsigned k = 0; k < count; k += 8) {
        __m256i x[8], twos_a, twos_b, fours_a, fours_b, eights, c;
        for (unsigned j = 0; j < 8; j++) {
            const __m256i at = _mm256_set1_epi32((int)key[k + j]);
            x[j] = _mm256_and_si256(_mm256_cmpeq_epi8(lane, at),
                                    _mm256_set1_epi32((int)bit[k + j]));
        }
        CSA(twos_a, a0, a0, x[0], x[1]);
        CSA(twos_b, a0, a0, x[2], x[3]);
        CSA(fours_a, a1, a1, twos_a, twos_b);
        CSA(twos_a, a0, a0, x[4], x[5]);
        CSA(twos_b, a0, a0, x[6], x[7]);
        CSA(fours_b, a1, a1, twos_a, twos_b);
        CSA(eights, a2, a2, fours_a, fours_b);
        /* Counts are mod 256: the carry out of plane 7 is dropped. */
        c = _mm256_and_si256(a3, eights);
        a3 = _mm256_xor_si256(a3, eights);
        eights = _mm256_and_si256(a4, c);
        a4 = _mm256_xor_si256(a4, c);
        c = _mm256_and_si256(a5, eights);
        a5 = _mm256_xor_si256(a5, eights);
        eights = _mm256_and_si256(a6, c);
        a6 = _mm256_xor_si256(a6, c);
        a7 = _mm256_xor_si256(a7, eights);
    }
    p[0] = a0;
    p[1] = a1;
    p[2] = a2;
    p[3] = a3;
    p[4] = a4;
    p[5] = a5;
    p[6] = a6;
    p[7] = a7;
}
#undef CSA

/* key[k], plus[k], minus[k] for draws k < m of idx, val (see count_draws);
 * zeros from m to the next multiple of 8. */
static void prepare(uint32_t *key, uint32_t *plus, uint32_t *minus, const uint16_t *idx,
                    const uint8_t *val, unsigned m)
{
    const __m256i low5 = _mm256_set1_epi32(31), seven = _mm256_set1_epi32(7),
                  one = _mm256_set1_epi32(1), ff = _mm256_set1_epi32(0xff);
    /* Byte 0 of every dword into all four of its bytes. */
    const __m256i spread = _mm256_setr_epi8(0, 0, 0, 0, 4, 4, 4, 4, 8, 8, 8, 8, 12, 12, 12, 12,
                                            0, 0, 0, 0, 4, 4, 4, 4, 8, 8, 8, 8, 12, 12, 12, 12);
    unsigned k = 0;

    for (; k + 8 <= m; k += 8) {
        const __m256i p = _mm256_cvtepu16_epi32(_mm_loadu_si128((const void *)(idx + k)));
        const __m256i v = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const void *)(val + k)));
        const __m256i b = _mm256_sllv_epi32(
            one, _mm256_and_si256(_mm256_srli_epi32(p, 5), seven));
        const __m256i kk = _mm256_or_si256(_mm256_slli_epi32(_mm256_srli_epi32(p, 8), 5),
                                           _mm256_and_si256(p, low5));
        _mm256_storeu_si256((void *)(key + k), _mm256_shuffle_epi8(kk, spread));
        _mm256_storeu_si256((void *)(plus + k),
                            _mm256_shuffle_epi8(_mm256_and_si256(b, _mm256_cmpeq_epi32(v, one)),
                                                spread));
        _mm256_storeu_si256((void *)(minus + k),
                            _mm256_shuffle_epi8(_mm256_and_si256(b, _mm256_cmpeq_epi32(v, ff)),
                                                spread));
    }
    for (; k < m; k++) {
        const uint32_t p = idx[k], v = val[k];
        const uint32_t b = 1u << ((p >> 5) & 7);
        /* (x - 1) >> 31 is 1 iff x == 0, for x < 2^31. */
        const uint32_t is_plus = 0u - (((v ^ 1u) - 1u) >> 31);
        const uint32_t is_minus = 0u - (((v ^ 0xffu) - 1u) >> 31);
        key[k] = ((p >> 8) << 5 | (p & 31)) * 0x01010101u;
        plus[k] = (b & is_plus) * 0x01010101u;
        minus[k] = (b & is_minus) * 0x01010101u;
    }
    for (; k % 8 != 0; k++) {
        key[k] = plus[k] = minus[k] = 0;
    }
}

void tiger_scatter_avx2(uint8_t *w, unsigned n, const uint16_t *idx, const uint8_t *val,
                        unsigned count, int with_plus)
{
    /* planes[c][0][i]: plane i of the +1 counts of group c; [c][1]: -1s. */
    __m256i planes[MAX_GROUPS][2][8];
    uint32_t key[CHUNK], plus[CHUNK], minus[CHUNK];
    const unsigned groups = n / 256;

    for (unsigned c = 0; c < groups; c++) {
        for (unsigned i = 0; i < 8; i++) {
            planes[c][0][i] = planes[c][1][i] = _mm256_setzero_si256();
        }
    }
    for (unsigned k0 = 0; k0 < count; k0 += CHUNK) {
        const unsigned m = count - k0 < CHUNK ? count - k0 : CHUNK;
        const unsigned padded = (m + 7) & ~7u;
        prepare(key, plus, minus, idx + k0, val + k0, m);
        for (unsigned c = 0; c < groups; c++) {
            const __m256i lane = _mm256_add_epi8(
                _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
                                 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31),
                _mm256_set1_epi8((char)(32 * c)));
            if (with_plus) {
                count_draws(planes[c][0], lane, key, plus, padded);
            }
            count_draws(planes[c][1], lane, key, minus, padded);
        }
    }
    for (unsigned c = 0; c < groups; c++) {
        transpose8(planes[c][0]);
        transpose8(planes[c][1]);
        for (unsigned b = 0; b < 8; b++) {
            uint8_t *out = w + 256 * c + 32 * b;
            const __m256i x = _mm256_loadu_si256((const void *)out);
            _mm256_storeu_si256((void *)out,
                                _mm256_sub_epi8(_mm256_add_epi8(x, planes[c][0][b]),
                                                planes[c][1][b]));
        }
    }
    /* The counts and keys are secret; wipe them. */
    kpqc_memzero(planes, sizeof planes);
    kpqc_memzero(key, sizeof key);
    kpqc_memzero(plus, sizeof plus);
    kpqc_memzero(minus, sizeof minus);
}

void tiger_add_bits_avx2(uint8_t *w, unsigned n, const uint64_t *map)
{
    /* Byte j of a vector tests bit j % 8 of byte j / 8 of the dword. */
    const __m256i spread = _mm256_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2,
                                            2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3);
    const __m256i bits = _mm256_set1_epi64x(0x8040201008040201ll);

    for (unsigned i = 0; i < n; i += 32) {
        const __m256i d = _mm256_set1_epi32((int)(uint32_t)(map[i / 64] >> (i % 64)));
        const __m256i set = _mm256_cmpeq_epi8(
            _mm256_and_si256(_mm256_shuffle_epi8(d, spread), bits), bits);
        const __m256i x = _mm256_loadu_si256((const void *)(w + i));
        _mm256_storeu_si256((void *)(w + i), _mm256_sub_epi8(x, set));
    }
}

void tiger_place_avx2(uint16_t *order, unsigned slots, const uint16_t *slot,
                      const uint16_t *value, unsigned count)
{
    const __m256i lane0 = _mm256_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m256i step = _mm256_set1_epi16(16);

    for (unsigned base = 0; base < slots; base += 64) {
        const __m256i lane = _mm256_add_epi16(lane0, _mm256_set1_epi16((short)base));
        const __m256i lane1 = _mm256_add_epi16(lane, step);
        const __m256i lane2 = _mm256_add_epi16(lane1, step);
        const __m256i lane3 = _mm256_add_epi16(lane2, step);
        __m256i o0 = _mm256_loadu_si256((const void *)(order + base));
        __m256i o1 = _mm256_loadu_si256((const void *)(order + base + 16));
        __m256i o2 = _mm256_loadu_si256((const void *)(order + base + 32));
        __m256i o3 = _mm256_loadu_si256((const void *)(order + base + 48));
        for (unsigned k = 0; k < count; k++) {
            const __m256i at = _mm256_set1_epi16((short)slot[k]);
            const __m256i v = _mm256_set1_epi16((short)value[k]);
            o0 = _mm256_or_si256(o0, _mm256_and_si256(_mm256_cmpeq_epi16(lane, at), v));
            o1 = _mm256_or_si256(o1, _mm256_and_si256(_mm256_cmpeq_epi16(lane1, at), v));
            o2 = _mm256_or_si256(o2, _mm256_and_si256(_mm256_cmpeq_epi16(lane2, at), v));
            o3 = _mm256_or_si256(o3, _mm256_and_si256(_mm256_cmpeq_epi16(lane3, at), v));
        }
        _mm256_storeu_si256((void *)(order + base), o0);
        _mm256_storeu_si256((void *)(order + base + 16), o1);
        _mm256_storeu_si256((void *)(order + base + 32), o2);
        _mm256_storeu_si256((void *)(order + base + 48), o3);
    }
}
