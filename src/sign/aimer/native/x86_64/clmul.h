/* Carry-less products on PCLMULQDQ, shared by the kernels of this directory
 * (compiled with -mavx2 -mpclmul). An unreduced product of two field elements
 * is held as GF_WORDS 128-bit vectors, vector m holding words 2m and 2m + 1. */
#ifndef AIMER_NATIVE_X86_64_CLMUL_H
#define AIMER_NATIVE_X86_64_CLMUL_H

#include <immintrin.h>
#include <stdint.h>

#include "../../field.h"

typedef __m128i clmul_wide[GF_WORDS];

static inline void clmul_wide_zero(clmul_wide p)
{
    for (unsigned m = 0; m < GF_WORDS; m++) p[m] = _mm_setzero_si128();
}

/* p += a * b: schoolbook on 64-bit words; the partial product of words i and
 * j lands on words i + j and i + j + 1. A word is broadcast to both halves of
 * a vector (only the low one is multiplied): a zero-extending move would do,
 * but valgrind 3.19 cannot decode the register form of VMOVQ that compilers
 * pick for it, and the ct tests run this code under valgrind. */
static inline void clmul_wide_acc(clmul_wide p, const uint64_t *a, const uint64_t *b)
{
    __m128i av[GF_WORDS], bv[GF_WORDS], s[2 * GF_WORDS - 1];

    for (unsigned i = 0; i < GF_WORDS; i++) {
        av[i] = _mm_set1_epi64x((long long)a[i]);
        bv[i] = _mm_set1_epi64x((long long)b[i]);
    }
    for (unsigned k = 0; k < 2 * GF_WORDS - 1; k++) s[k] = _mm_setzero_si128();
    for (unsigned i = 0; i < GF_WORDS; i++) {
        for (unsigned j = 0; j < GF_WORDS; j++) {
            s[i + j] = _mm_xor_si128(s[i + j], _mm_clmulepi64_si128(av[i], bv[j], 0x00));
        }
    }
    for (unsigned k = 0; k < 2 * GF_WORDS - 1; k++) {
        if (k % 2 == 0) {
            p[k / 2] = _mm_xor_si128(p[k / 2], s[k]);
        } else {
            p[k / 2] = _mm_xor_si128(p[k / 2], _mm_slli_si128(s[k], 8));
            p[k / 2 + 1] = _mm_xor_si128(p[k / 2 + 1], _mm_srli_si128(s[k], 8));
        }
    }
}

/* p = a^2: the square of a word is its bits spread to even positions. */
static inline void clmul_wide_sqr(clmul_wide p, const uint64_t *a)
{
    for (unsigned i = 0; i < GF_WORDS; i++) {
        const __m128i w = _mm_set1_epi64x((long long)a[i]);
        p[i] = _mm_clmulepi64_si128(w, w, 0x00);
    }
}

/* r = p mod f (field.h's reduction on the words). */
static inline void clmul_reduce(uint64_t *r, const clmul_wide p)
{
    gf_wide w;
    for (unsigned m = 0; m < GF_WORDS; m++) _mm_storeu_si128((__m128i *)(void *)&w[2 * m], p[m]);
    gf_reduce(r, w);
}

#endif
