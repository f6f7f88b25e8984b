/* Forward NTT on eight lanes, the butterflies of ../../ntt.c in an order
 * that gives the same values: a butterfly depends only on its two inputs and
 * its zeta, so any order that respects the layers is exact.
 *
 * Layers len = 128 .. 8 pair whole vectors (8 consecutive coefficients) with
 * one broadcast zeta. For len = 4, 2, 1 each 64-coefficient chunk is loaded
 * as eight rows and transposed, so that row j holds coefficient j of each
 * 8-block: the pairs (j, j + len) are then again whole vectors, with a zeta
 * per lane (the block). */
#include "api.h"
#include "mont.h"
#include "transpose_avx2.h"

#define ZW KPQC_NS(haetae_avx2_zetas_wide)

static inline void butterfly(__m256i *lo, __m256i *hi, __m256i z, __m256i zq)
{
    __m256i t = haetae_mont_mul(*hi, z, zq);
    *hi = _mm256_sub_epi32(*lo, t);
    *lo = _mm256_add_epi32(*lo, t);
}

/* One layer with len >= 8: group g uses zeta_{N / (2 len) + g}. */
static inline void wide_layer(int32_t *a, unsigned len)
{
    const unsigned first = HAETAE_N / (2 * len);
    for (unsigned g = 0; g < first; g++) {
        const __m256i z = _mm256_set1_epi32(ZW[2 * (first + g)]);
        const __m256i zq = _mm256_set1_epi32(ZW[2 * (first + g) + 1]);
        int32_t *p = a + 2 * len * g;
        for (unsigned j = 0; j < len; j += 8) {
            __m256i x = _mm256_loadu_si256((const __m256i *)(const void *)(p + j));
            __m256i y = _mm256_loadu_si256((const __m256i *)(const void *)(p + j + len));
            butterfly(&x, &y, z, zq);
            _mm256_storeu_si256((__m256i *)(void *)(p + j), x);
            _mm256_storeu_si256((__m256i *)(void *)(p + j + len), y);
        }
    }
}

static inline __m256i row(const int32_t *t, unsigned i)
{
    return _mm256_loadu_si256((const __m256i *)(const void *)(t + 8 * i));
}

void KPQC_NS(haetae_ntt_avx2)(int32_t a[HAETAE_N])
{
    /* Two layers at a time would save loads; the single layers keep the
     * code next to the portable one and are not the bottleneck. */
    for (unsigned len = 128; len >= 8; len >>= 1) {
        wide_layer(a, len);
    }
    for (unsigned c = 0; c < HAETAE_N / 64; c++) {
        const int32_t *z4 = KPQC_NS(haetae_avx2_zetas_fwd4) + 16 * c;
        const int32_t *z2 = KPQC_NS(haetae_avx2_zetas_fwd2) + 32 * c;
        const int32_t *z1 = KPQC_NS(haetae_avx2_zetas_fwd1) + 64 * c;
        __m256i r[8];
        for (unsigned i = 0; i < 8; i++) {
            r[i] = row(a + 64 * c, i);
        }
        kpqc_transpose8x8_epi32(r);
        for (unsigned j = 0; j < 4; j++) {
            butterfly(&r[j], &r[j + 4], row(z4, 0), row(z4, 1));
        }
        for (unsigned h = 0; h < 2; h++) {
            butterfly(&r[4 * h], &r[4 * h + 2], row(z2, 2 * h), row(z2, 2 * h + 1));
            butterfly(&r[4 * h + 1], &r[4 * h + 3], row(z2, 2 * h), row(z2, 2 * h + 1));
        }
        for (unsigned h = 0; h < 4; h++) {
            butterfly(&r[2 * h], &r[2 * h + 1], row(z1, 2 * h), row(z1, 2 * h + 1));
        }
        kpqc_transpose8x8_epi32(r);
        for (unsigned i = 0; i < 8; i++) {
            _mm256_storeu_si256((__m256i *)(void *)(a + 64 * c + 8 * i), r[i]);
        }
    }
}
