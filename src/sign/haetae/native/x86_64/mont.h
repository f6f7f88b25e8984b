/* Montgomery arithmetic on eight int32 lanes, for the AVX2 kernels only
 * (included by files compiled with -mavx2). */
#ifndef KPQC_HAETAE_NATIVE_X86_64_MONT_H
#define KPQC_HAETAE_NATIVE_X86_64_MONT_H

#include <immintrin.h>

#include "../../params.h"
#include "../../reduce.h"

/* a b 2^-32 mod q per lane, given bq = b q^-1 mod 2^32: the same value as
 * haetae_montgomery((int64_t)a * b). With t = a b q^-1 mod 2^32 (signed),
 * a b - t q is a multiple of 2^32, so its 64-bit difference is exact and its
 * upper half is the result. Even lanes are multiplied in place, odd lanes
 * after moving them down. */
static inline __m256i haetae_mont_mul(__m256i a, __m256i b, __m256i bq)
{
    const __m256i q = _mm256_set1_epi32(HAETAE_Q);
    __m256i t = _mm256_mullo_epi32(a, bq);
    __m256i a_odd = _mm256_shuffle_epi32(a, 0xf5);
    __m256i b_odd = _mm256_shuffle_epi32(b, 0xf5);
    __m256i t_odd = _mm256_shuffle_epi32(t, 0xf5);
    __m256i even = _mm256_sub_epi64(_mm256_mul_epi32(a, b), _mm256_mul_epi32(t, q));
    __m256i odd = _mm256_sub_epi64(_mm256_mul_epi32(a_odd, b_odd), _mm256_mul_epi32(t_odd, q));
    return _mm256_blend_epi32(_mm256_srli_epi64(even, 32), odd, 0xaa);
}

/* The same for a product of two variables. */
static inline __m256i haetae_mont_mul_var(__m256i a, __m256i b)
{
    const __m256i qinv = _mm256_set1_epi32((int32_t)HAETAE_QINV);
    return haetae_mont_mul(a, b, _mm256_mullo_epi32(b, qinv));
}

#endif
