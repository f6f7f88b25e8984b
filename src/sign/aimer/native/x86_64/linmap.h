/* F2-linear maps of GF(2^k) given by the images of the basis (row j is the
 * image of x^j, as in field.h), applied with AVX2 masks: bit j of the input
 * is moved to the sign of 64-bit lanes and a compare with zero makes an
 * all-ones or all-zero mask for row j. No input bit steers a branch or an
 * address. */
#ifndef AIMER_NATIVE_X86_64_LINMAP_H
#define AIMER_NATIVE_X86_64_LINMAP_H

#include <immintrin.h>
#include <stdint.h>

#include "../../field.h"

/* The row loops run a fixed 32 or 64 times: unrolled whole, every row is a
 * constant offset and an iteration is just the mask, the shift and one
 * AND-load and XOR per map (gcc did not unroll them, and the address
 * arithmetic and loop control were half of the instructions). */
#if defined(__clang__)
#define LINMAP_UNROLL _Pragma("clang loop unroll(full)")
#elif defined(__GNUC__)
#define LINMAP_UNROLL _Pragma("GCC unroll 64")
#else
#define LINMAP_UNROLL
#endif

/* acc[0] = M1(t) and, when m2 is not NULL, acc[1] = M2(t) (the two maps share
 * the masks), in the layout that linmap_fold undoes. With overread set, a
 * 24-byte row (GF(2^192)) is loaded as 32 bytes: the caller guarantees that 8
 * readable bytes follow the last row; the extra lane is never used. */
static inline void linmap_rows(__m256i acc[2], const uint64_t t[GF_WORDS], const gf *m1,
                               const gf *m2, int overread)
{
    const __m256i zero = _mm256_setzero_si256();
    acc[0] = zero;
    acc[1] = zero;
#if GF_WORDS == 2
    (void)overread;
    /* Two 16-byte rows j, j + 1 per vector: the low lanes test bit j, the
     * high lanes bit j + 1; linmap_fold adds the halves. */
    for (unsigned w = 0; w < GF_WORDS; w++) {
        const uint64_t tw = t[w];
        __m256i bits = _mm256_set_epi64x((long long)tw, (long long)tw, (long long)(tw << 1),
                                         (long long)(tw << 1));
        LINMAP_UNROLL
        for (unsigned j = 64; j >= 2; j -= 2) {
            const unsigned row = 64 * w + j - 2;
            const __m256d sel = _mm256_castsi256_pd(bits);
            bits = _mm256_slli_epi64(bits, 2);
            acc[0] = _mm256_xor_si256(acc[0], _mm256_castpd_si256(_mm256_blendv_pd(
                _mm256_setzero_pd(), _mm256_loadu_pd((const double *)(const void *)m1[row]), sel)));
            if (m2 != NULL) {
                acc[1] = _mm256_xor_si256(acc[1], _mm256_castpd_si256(_mm256_blendv_pd(
                    _mm256_setzero_pd(), _mm256_loadu_pd((const double *)(const void *)m2[row]), sel)));
            }
        }
    }
#else
    /* One row per vector; a 24-byte row is loaded through a lane mask. */
#if GF_WORDS == 3
    const __m256i lanes = _mm256_set_epi64x(0, -1, -1, -1);
#define LINMAP_ROW(p)                                                     \
    (overread ? _mm256_loadu_si256((const __m256i *)(const void *)(p)) \
              : _mm256_maskload_epi64((const long long *)(const void *)(p), lanes))
#else
    (void)overread;
#define LINMAP_ROW(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#endif
    for (unsigned w = 0; w < GF_WORDS; w++) {
        __m256i bits = _mm256_set1_epi64x((long long)t[w]);
        LINMAP_UNROLL
        for (unsigned j = 64; j-- > 0;) {
            const unsigned row = 64 * w + j;
            const __m256i mask = _mm256_cmpgt_epi64(zero, bits);
            bits = _mm256_slli_epi64(bits, 1);
            acc[0] = _mm256_xor_si256(acc[0], _mm256_and_si256(mask, LINMAP_ROW(m1[row])));
            if (m2 != NULL) acc[1] = _mm256_xor_si256(acc[1], _mm256_and_si256(mask, LINMAP_ROW(m2[row])));
        }
    }
#undef LINMAP_ROW
#endif
}

/* r = the field element an accumulator of linmap_rows holds. */
static inline void linmap_fold(uint64_t r[GF_WORDS], __m256i acc)
{
#if GF_WORDS == 2
    const __m128i v = _mm_xor_si128(_mm256_castsi256_si128(acc), _mm256_extracti128_si256(acc, 1));
    _mm_storeu_si128((__m128i *)(void *)r, v);
#else
    uint64_t out[4];
    _mm256_storeu_si256((__m256i *)(void *)out, acc);
    for (unsigned i = 0; i < GF_WORDS; i++) r[i] = out[i];
#endif
}

#endif
