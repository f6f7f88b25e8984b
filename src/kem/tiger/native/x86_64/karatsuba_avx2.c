/* poly.c's Karatsuba recursion for the AVX2 backend: the same splitting, with
 * the sums and the recombination compiled for 16-lane vectors, over the
 * 64x64 kernels of schoolbook_avx2.c (n is a multiple of 64, so every loop
 * is whole vectors). */
#include <immintrin.h>

#include "api.h"

#define BASE 64

void tiger_karatsuba_avx2(uint16_t *r, const uint16_t *a, const uint16_t *b, unsigned n,
                          uint16_t *scratch)
{
    const unsigned h = n / 2;
    uint16_t *as = scratch, *bs = scratch + h, *mid = scratch + n, *rest = scratch + 2 * n;

    if (n == BASE) {
        tiger_schoolbook64_avx2(r, a, b);
        return;
    }
    tiger_karatsuba_avx2(r, a, b, h, scratch);
    tiger_karatsuba_avx2(r + n, a + h, b + h, h, scratch);
    for (unsigned i = 0; i < h; i += 16) {
        const __m256i a0 = _mm256_loadu_si256((const void *)(a + i));
        const __m256i a1 = _mm256_loadu_si256((const void *)(a + h + i));
        const __m256i b0 = _mm256_loadu_si256((const void *)(b + i));
        const __m256i b1 = _mm256_loadu_si256((const void *)(b + h + i));
        _mm256_storeu_si256((void *)(as + i), _mm256_add_epi16(a0, a1));
        _mm256_storeu_si256((void *)(bs + i), _mm256_add_epi16(b0, b1));
    }
    tiger_karatsuba_avx2(mid, as, bs, h, rest);
    /* r += (mid - low - high) x^(n/2), by quarters r0..r3 of h entries: r1 +=
     * m0 - r0 - r2 and r2 += m1 - r1 - r3, both from the old r1 and r2, in
     * one pass. */
    for (unsigned i = 0; i < h; i += 16) {
        const __m256i r0 = _mm256_loadu_si256((const void *)(r + i));
        const __m256i r1 = _mm256_loadu_si256((const void *)(r + h + i));
        const __m256i r2 = _mm256_loadu_si256((const void *)(r + n + i));
        const __m256i r3 = _mm256_loadu_si256((const void *)(r + n + h + i));
        const __m256i m0 = _mm256_loadu_si256((const void *)(mid + i));
        const __m256i m1 = _mm256_loadu_si256((const void *)(mid + h + i));
        const __m256i t1 = _mm256_sub_epi16(_mm256_add_epi16(r1, m0), _mm256_add_epi16(r0, r2));
        const __m256i t2 = _mm256_sub_epi16(_mm256_add_epi16(r2, m1), _mm256_add_epi16(r1, r3));
        _mm256_storeu_si256((void *)(r + h + i), t1);
        _mm256_storeu_si256((void *)(r + n + i), t2);
    }
}
