/* Rejection sampling of uniform coefficients mod q (ExpandA) on sixteen
 * 16-bit draws at a time: compare with q, then move the accepted ones to
 * the front with a permutation built from the acceptance bits (BMI2 pdep
 * and pext). The draws are public. */
#include <immintrin.h>

#include "api.h"

/* Stores the accepted lanes of the eight int32 in v at a, in order; returns
 * how many (the store writes all eight lanes). */
static inline unsigned compact8(int32_t *a, __m256i v, unsigned m)
{
    const uint64_t spread = _pdep_u64(m, 0x0101010101010101ULL) * 0xff;
    const uint64_t idx = _pext_u64(0x0706050403020100ULL, spread);
    const __m256i perm = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)idx));
    _mm256_storeu_si256((__m256i *)(void *)a, _mm256_permutevar8x32_epi32(v, perm));
    return (unsigned)_mm_popcnt_u32(m);
}

unsigned KPQC_NS(haetae_rej_uniform_avx2)(int32_t a[HAETAE_N], unsigned ctr, const uint8_t *buf,
                                          unsigned len, unsigned *pos)
{
    const __m256i qflip = _mm256_set1_epi16((int16_t)(HAETAE_Q ^ 0x8000));
    const __m256i flip = _mm256_set1_epi16(-0x8000);
    unsigned p = *pos;
    while (ctr + 16 <= HAETAE_N && p + 32 <= len) {
        const __m256i d = _mm256_loadu_si256((const __m256i *)(const void *)(const void *)(buf + p));
        /* unsigned d < q as signed after flipping the top bits */
        const __m256i lt = _mm256_cmpgt_epi16(qflip, _mm256_xor_si256(d, flip));
        const unsigned m = (unsigned)_pext_u32((uint32_t)_mm256_movemask_epi8(lt), 0x55555555u);
        ctr += compact8(a + ctr, _mm256_cvtepu16_epi32(_mm256_castsi256_si128(d)), m & 0xff);
        ctr += compact8(a + ctr, _mm256_cvtepu16_epi32(_mm256_extracti128_si256(d, 1)), m >> 8);
        p += 32;
    }
    *pos = p;
    return ctr;
}
