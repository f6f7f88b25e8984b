/* The Shuffle's swap partners, eight at a time, without a division. */
#include <immintrin.h>

#include "api.h"

/* x mod d for 0 <= x < 2^16, 1 <= d <= 2^13 (32-bit lanes; fd = d as
 * floats): q = trunc(x r) with r = 1/d from rcpps and one Newton step
 * (relative error < 2^-21, so q is floor(x / d) or off by one), then the
 * remainder corrected once in each direction. Checked for every such x, d. */
static __m256i mod_lanes(__m256i x, __m256 fx, __m256i d, __m256 fd)
{
    const __m256 two = _mm256_set1_ps(2.0f);
    __m256 r = _mm256_rcp_ps(fd);
    r = _mm256_mul_ps(r, _mm256_sub_ps(two, _mm256_mul_ps(fd, r)));
    __m256i q = _mm256_cvttps_epi32(_mm256_mul_ps(fx, r));
    __m256i rem = _mm256_sub_epi32(x, _mm256_mullo_epi32(q, d));
    __m256i negative = _mm256_cmpgt_epi32(_mm256_setzero_si256(), rem);
    rem = _mm256_add_epi32(rem, _mm256_and_si256(negative, d));
    rem = _mm256_sub_epi32(rem, _mm256_andnot_si256(_mm256_cmpgt_epi32(d, rem), d));
    return rem;
}

/* w[(len - 1 - i) mod 16] for the eight i from i0: vpermd reads the low
 * three bits of the index, bit 3 picks the half. */
static __m256i seed_words(__m256i wlo, __m256i whi, size_t len, size_t i0)
{
    const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i eight = _mm256_set1_epi32(8);
    __m256i c = _mm256_sub_epi32(_mm256_set1_epi32((int)(len - 1 - i0)), lane);
    c = _mm256_and_si256(c, _mm256_set1_epi32(15));
    __m256i high = _mm256_cmpeq_epi32(_mm256_and_si256(c, eight), eight);
    return _mm256_blendv_epi8(_mm256_permutevar8x32_epi32(wlo, c),
                              _mm256_permutevar8x32_epi32(whi, c), high);
}

void paloma_shuffle_indices_avx2(uint32_t *js, size_t lo, size_t len, const uint8_t seed[32])
{
    __m256i w = _mm256_loadu_si256((const __m256i *)(const void *)seed);
    __m256i wlo = _mm256_cvtepu16_epi32(_mm256_castsi256_si128(w));
    __m256i whi = _mm256_cvtepu16_epi32(_mm256_extracti128_si256(w, 1));
    size_t i0 = lo & ~(size_t)7;
    /* the word pattern repeats every 16 steps: two blocks of eight */
    __m256i x0 = seed_words(wlo, whi, len, i0), x1 = seed_words(wlo, whi, len, i0 + 8);
    __m256 fx0 = _mm256_cvtepi32_ps(x0), fx1 = _mm256_cvtepi32_ps(x1);
    __m256i d = _mm256_add_epi32(_mm256_set1_epi32((int)i0 + 1),
                                 _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256 fd = _mm256_cvtepi32_ps(d);
    const __m256i step = _mm256_set1_epi32(8);
    const __m256 fstep = _mm256_set1_ps(8.0f);
    for (; i0 < len; i0 += 8) {
        _mm256_storeu_si256((__m256i *)(void *)(js + i0), mod_lanes(x0, fx0, d, fd));
        __m256i tx = x0;
        __m256 tf = fx0;
        x0 = x1;
        fx0 = fx1;
        x1 = tx;
        fx1 = tf;
        d = _mm256_add_epi32(d, step);
        fd = _mm256_add_ps(fd, fstep);
    }
}
