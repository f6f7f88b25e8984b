/* poly.c's Karatsuba recursion for the AVX2 backend: the same splitting, with
 * the sums and the recombination compiled for 16-lane vectors, over the
 * 64x64 kernels of schoolbook_avx2.c (n is a multiple of 64, so every loop
 * is whole vectors). */
#include <immintrin.h>

#include "api.h"

#define BASE 64

void tiger_karatsuba_avx2(uint16_t *r, const uint16_t *a, const uint16_t *b, unsigned n,
                          uint16_t *scratch, int small)
{
    const unsigned h = n / 2;
    uint16_t *as = scratch, *bs = scratch + h, *mid = scratch + n, *rest = scratch + 2 * n;

    if (n == BASE) {
        if (small) {
            tiger_schoolbook64_small_avx2(r, a, b);
        } else {
            tiger_schoolbook64_avx2(r, a, b);
        }
        return;
    }
    tiger_karatsuba_avx2(r, a, b, h, scratch, small);
    tiger_karatsuba_avx2(r + n, a + h, b + h, h, scratch, small);
    for (unsigned i = 0; i < h; i += 16) {
        const __m256i a0 = _mm256_loadu_si256((const void *)(a + i));
        const __m256i a1 = _mm256_loadu_si256((const void *)(a + h + i));
        const __m256i b0 = _mm256_loadu_si256((const void *)(b + i));
        const __m256i b1 = _mm256_loadu_si256((const void *)(b + h + i));
        _mm256_storeu_si256((void *)(as + i), _mm256_add_epi16(a0, a1));
        _mm256_storeu_si256((void *)(bs + i), _mm256_add_epi16(b0, b1));
    }
    tiger_karatsuba_avx2(mid, as, bs, h, rest, small);
    /* mid -= low + high; then r += mid x^(n/2) (a second pass: the first
     * reads r[h .. n-1], which the second writes). */
    for (unsigned i = 0; i < n; i += 16) {
        const __m256i lo = _mm256_loadu_si256((const void *)(r + i));
        const __m256i hi = _mm256_loadu_si256((const void *)(r + n + i));
        const __m256i m = _mm256_loadu_si256((const void *)(mid + i));
        _mm256_storeu_si256((void *)(mid + i), _mm256_sub_epi16(_mm256_sub_epi16(m, lo), hi));
    }
    for (unsigned i = 0; i < n; i += 16) {
        const __m256i x = _mm256_loadu_si256((const void *)(r + h + i));
        const __m256i m = _mm256_loadu_si256((const void *)(mid + i));
        _mm256_storeu_si256((void *)(r + h + i), _mm256_add_epi16(x, m));
    }
}
