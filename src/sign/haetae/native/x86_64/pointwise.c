/* Sums of pointwise Montgomery products in the NTT domain, eight lanes. */
#include "api.h"
#include "mont.h"

void KPQC_NS(haetae_dot_avx2)(int32_t out[HAETAE_N], const int32_t *row, const int32_t *v,
                              unsigned n)
{
    for (unsigned k = 0; k < HAETAE_N; k += 8) {
        __m256i acc = _mm256_setzero_si256();
        for (unsigned j = 0; j < n; j++) {
            __m256i x = _mm256_loadu_si256((const __m256i *)(const void *)(row + HAETAE_N * j + k));
            __m256i y = _mm256_loadu_si256((const __m256i *)(const void *)(v + HAETAE_N * j + k));
            acc = _mm256_add_epi32(acc, haetae_mont_mul_var(x, y));
        }
        _mm256_storeu_si256((__m256i *)(void *)(out + k), acc);
    }
}
