/* The two scatters of the fixed-weight sampler (sample.c), in vector
 * registers: every draw is compared with every position (or list slot), so
 * neither the positions nor the values choose an address or a branch.
 *
 * Positions: a group of 256 coefficients lives in eight byte vectors while
 * all draws go by; draw k hits byte idx[k] - base of the group (if it lies in
 * 0..255), found by comparing that byte with the lane numbers. */
#include <immintrin.h>

#include "api.h"

#define GROUP 256

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

void tiger_scatter_avx2(uint8_t *w, unsigned n, const uint16_t *idx, const uint8_t *val,
                        unsigned count)
{
    /* Lane numbers 0..255 of a group, read as memory operands. */
    _Alignas(32) uint8_t lanes[GROUP];

    for (unsigned j = 0; j < GROUP; j++) {
        lanes[j] = (uint8_t)j;
    }
    for (unsigned base = 0; base < n; base += GROUP) {
        __m256i acc[GROUP / 32];
        for (unsigned j = 0; j < GROUP / 32; j++) {
            acc[j] = _mm256_loadu_si256((const void *)(w + base + 32 * j));
        }
        for (unsigned k = 0; k < count; k++) {
            /* d < GROUP iff d >> 8 == 0; (x | -x) >> 31 is 1 iff x != 0. */
            const uint32_t d = (uint32_t)idx[k] - base;
            const uint32_t hi = d >> 8;
            const uint32_t in = ((hi | (0u - hi)) >> 31) - 1;
            const __m256i at = _mm256_set1_epi8((char)(d & 0xff));
            const __m256i v = _mm256_set1_epi8((char)(val[k] & in));
            for (unsigned j = 0; j < GROUP / 32; j++) {
                const __m256i lane = _mm256_load_si256((const void *)(lanes + 32 * j));
                acc[j] = _mm256_add_epi8(acc[j], _mm256_and_si256(_mm256_cmpeq_epi8(lane, at), v));
            }
        }
        for (unsigned j = 0; j < GROUP / 32; j++) {
            _mm256_storeu_si256((void *)(w + base + 32 * j), acc[j]);
        }
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
