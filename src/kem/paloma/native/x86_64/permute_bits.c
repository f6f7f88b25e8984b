/* The public permutation of r^ applied to a secret bit vector: the bits as
 * bytes (0x00 / 0xff), the Fisher-Yates swaps on them with the public
 * indices, and back to bits. */
#include <immintrin.h>

#include "ct.h"
#include "api.h"

void paloma_permute_bits_avx2(uint64_t out[PALOMA_N_WORDS], const uint64_t in[PALOMA_N_WORDS],
                              const uint8_t seed[32], int inverse)
{
    uint32_t js[PALOMA_N];
    uint8_t b[PALOMA_N];
    paloma_shuffle_indices_avx2(js, 1, PALOMA_N, seed);
    /* 32 bits -> 32 bytes: byte y of the result tests bit y. */
    const __m256i spread = _mm256_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1,
                                            2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3);
    const __m256i select = _mm256_set1_epi64x((long long)0x8040201008040201ULL);
    for (size_t w = 0; w < PALOMA_N / 32; w++) {
        uint32_t bits = (uint32_t)(in[w / 2] >> (32 * (w & 1)));
        __m256i v = _mm256_shuffle_epi8(_mm256_set1_epi32((int)bits), spread);
        v = _mm256_cmpeq_epi8(_mm256_and_si256(v, select), select);
        _mm256_storeu_si256((__m256i *)(void *)(b + 32 * w), v);
    }
    if (!inverse) {
        for (size_t i = PALOMA_N - 1; i > 0; i--) {
            uint8_t t = b[i];
            b[i] = b[js[i]];
            b[js[i]] = t;
        }
    } else {
        for (size_t i = 1; i < PALOMA_N; i++) {
            uint8_t t = b[i];
            b[i] = b[js[i]];
            b[js[i]] = t;
        }
    }
    for (size_t w = 0; w < PALOMA_N / 64; w++) {
        __m256i lo = _mm256_loadu_si256((const __m256i *)(const void *)(b + 64 * w));
        __m256i hi = _mm256_loadu_si256((const __m256i *)(const void *)(b + 64 * w + 32));
        out[w] = (uint64_t)(uint32_t)_mm256_movemask_epi8(lo) |
                 (uint64_t)(uint32_t)_mm256_movemask_epi8(hi) << 32;
    }
    kpqc_memzero(b, sizeof b);
}
