/* The Shuffle applied to an array for a secret seed: every swap reads and
 * writes all slots up to its position, 16 slots per register. */
#include <immintrin.h>

#include "ct.h"
#include "api.h"

/* a[i] <-> a[j] for a secret j <= i. */
static void swap_secret(uint16_t *a, uint32_t i, uint32_t j)
{
    const __m256i sixteen = _mm256_set1_epi16(16);
    __m256i top = _mm256_set1_epi16((short)a[i]);
    __m256i jj = _mm256_set1_epi16((short)j);
    __m256i k = _mm256_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    __m256i picked = _mm256_setzero_si256();
    for (uint32_t k0 = 0; k0 <= i; k0 += 16) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(const void *)(a + k0));
        __m256i hit = _mm256_cmpeq_epi16(k, jj);
        picked = _mm256_or_si256(picked, _mm256_and_si256(v, hit));
        _mm256_storeu_si256((__m256i *)(void *)(a + k0), _mm256_blendv_epi8(v, top, hit));
        k = _mm256_add_epi16(k, sixteen);
    }
    __m128i p = _mm_or_si128(_mm256_castsi256_si128(picked), _mm256_extracti128_si256(picked, 1));
    p = _mm_or_si128(p, _mm_srli_si128(p, 8));
    p = _mm_or_si128(p, _mm_srli_si128(p, 4));
    p = _mm_or_si128(p, _mm_srli_si128(p, 2));
    a[i] = (uint16_t)_mm_extract_epi16(p, 0);
}

void paloma_shuffle_apply_avx2(uint16_t *a, size_t len, const uint8_t seed[32], int inverse)
{
    uint32_t js[PALOMA_FIELD];
    paloma_shuffle_indices_avx2(js, 1, len, seed);
    if (!inverse) {
        for (uint32_t i = (uint32_t)len - 1; i > 0; i--) swap_secret(a, i, js[i]);
    } else {
        for (uint32_t i = 1; i < len; i++) swap_secret(a, i, js[i]);
    }
    kpqc_memzero(js, len * sizeof js[0]);
}
