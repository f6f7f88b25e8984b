/* Inverse NTT on eight lanes (see ntt.c for the layout): the first three
 * layers (len = 1, 2, 4) on transposed 64-coefficient chunks, then whole
 * vectors. Group g of layer len uses zeta_{N / len - 1 - g}; the portable
 * code multiplies -zeta by (a_j - a_{j+len}), which is the same integer
 * product as zeta (a_{j+len} - a_j), so the tables hold zeta itself. */
#include "api.h"
#include "mont.h"
#include "transpose_avx2.h"

#define ZW KPQC_NS(haetae_avx2_zetas_wide)

static inline void butterfly(__m256i *lo, __m256i *hi, __m256i z, __m256i zq)
{
    __m256i d = _mm256_sub_epi32(*hi, *lo);
    *lo = _mm256_add_epi32(*lo, *hi);
    *hi = haetae_mont_mul(d, z, zq);
}

static inline void wide_layer(int32_t *a, unsigned len)
{
    const unsigned groups = HAETAE_N / (2 * len);
    for (unsigned g = 0; g < groups; g++) {
        const unsigned k = HAETAE_N / len - 1 - g;
        const __m256i z = _mm256_set1_epi32(ZW[2 * k]);
        const __m256i zq = _mm256_set1_epi32(ZW[2 * k + 1]);
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

void KPQC_NS(haetae_invntt_avx2)(int32_t a[HAETAE_N])
{
    /* 2^64 / 256 mod q, centred, and its product with q^-1 mod 2^32 */
    const __m256i f = _mm256_set1_epi32(-29720);
    const __m256i fq = _mm256_set1_epi32((int32_t)((uint32_t)-29720 * HAETAE_QINV));

    for (unsigned c = 0; c < HAETAE_N / 64; c++) {
        const int32_t *z1 = KPQC_NS(haetae_avx2_zetas_inv1) + 64 * c;
        const int32_t *z2 = KPQC_NS(haetae_avx2_zetas_inv2) + 32 * c;
        const int32_t *z4 = KPQC_NS(haetae_avx2_zetas_inv4) + 16 * c;
        __m256i r[8];
        for (unsigned i = 0; i < 8; i++) {
            r[i] = row(a + 64 * c, i);
        }
        kpqc_transpose8x8_epi32(r);
        for (unsigned h = 0; h < 4; h++) {
            butterfly(&r[2 * h], &r[2 * h + 1], row(z1, 2 * h), row(z1, 2 * h + 1));
        }
        for (unsigned h = 0; h < 2; h++) {
            butterfly(&r[4 * h], &r[4 * h + 2], row(z2, 2 * h), row(z2, 2 * h + 1));
            butterfly(&r[4 * h + 1], &r[4 * h + 3], row(z2, 2 * h), row(z2, 2 * h + 1));
        }
        for (unsigned j = 0; j < 4; j++) {
            butterfly(&r[j], &r[j + 4], row(z4, 0), row(z4, 1));
        }
        kpqc_transpose8x8_epi32(r);
        for (unsigned i = 0; i < 8; i++) {
            _mm256_storeu_si256((__m256i *)(void *)(a + 64 * c + 8 * i), r[i]);
        }
    }
    for (unsigned len = 8; len < HAETAE_N; len <<= 1) {
        wide_layer(a, len);
    }
    for (unsigned j = 0; j < HAETAE_N; j += 8) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(const void *)(a + j));
        _mm256_storeu_si256((__m256i *)(void *)(a + j), haetae_mont_mul(x, f, fq));
    }
}
