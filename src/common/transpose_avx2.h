/* The 8 x 8 transpose of 32-bit words held in eight AVX2 registers, for the
 * kernels of every family (compiled with -mavx2 only: include it from
 * native/x86_64 files). */
#ifndef KPQC_TRANSPOSE_AVX2_H
#define KPQC_TRANSPOSE_AVX2_H

#include <immintrin.h>

/* r[i][k] -> r[k][i]: unpacks of words, then of word pairs, then of 128-bit
 * halves. */
static inline void kpqc_transpose8x8_epi32(__m256i r[8])
{
    __m256i t[8], u[8];
    for (int i = 0; i < 8; i += 2) {
        t[i] = _mm256_unpacklo_epi32(r[i], r[i + 1]);
        t[i + 1] = _mm256_unpackhi_epi32(r[i], r[i + 1]);
    }
    for (int i = 0; i < 8; i += 4) {
        u[i] = _mm256_unpacklo_epi64(t[i], t[i + 2]);
        u[i + 1] = _mm256_unpackhi_epi64(t[i], t[i + 2]);
        u[i + 2] = _mm256_unpacklo_epi64(t[i + 1], t[i + 3]);
        u[i + 3] = _mm256_unpackhi_epi64(t[i + 1], t[i + 3]);
    }
    for (int i = 0; i < 4; i++) {
        r[i] = _mm256_permute2x128_si256(u[i], u[i + 4], 0x20);
        r[i + 4] = _mm256_permute2x128_si256(u[i], u[i + 4], 0x31);
    }
}

#endif
