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

/* r = p mod f, in vector registers: with f = x^k + P (P below 2^11), the
 * word at x^(k + 64i) is folded as its product with P onto words i and
 * i + 1, from the top word down, the top one first since its product reaches
 * the next word to fold (GF_WORDS PCLMULQDQ in all); r is stored in 16-byte
 * pieces. It was reduced on the words (field.h's gf_reduce) and written word
 * by word, and a caller reading r back as a vector (gf_add after gf_mul in
 * mpc_finish_v) waited for a failed store forwarding after every product
 * (half of aimer_sign_internal's own samples for AIMer128f; gf_mul was 5% of
 * AIMer192f signing). */
static inline void clmul_reduce(uint64_t *r, const clmul_wide p)
{
    const __m128i poly = _mm_set_epi64x(
        0, (long long)(1u | (1u << GF_TAP1) | (1u << GF_TAP2) | (1u << GF_TAP3)));
#if GF_WORDS == 2
    /* word 3 onto words 1-2, then word 2 onto words 0-1 */
    const __m128i t3 = _mm_clmulepi64_si128(p[1], poly, 0x01);
    const __m128i lo = _mm_xor_si128(p[0], _mm_slli_si128(t3, 8));
    const __m128i hi = _mm_xor_si128(p[1], _mm_srli_si128(t3, 8));
    const __m128i t2 = _mm_clmulepi64_si128(hi, poly, 0x00);
    _mm_storeu_si128((__m128i *)(void *)r, _mm_xor_si128(lo, t2));
#elif GF_WORDS == 3
    /* word 5 onto words 2-3, word 4 onto 1-2, then word 3 onto 0-1 */
    const __m128i t5 = _mm_clmulepi64_si128(p[2], poly, 0x01);
    const __m128i t4 = _mm_clmulepi64_si128(p[2], poly, 0x00);
    const __m128i mid = _mm_xor_si128(_mm_xor_si128(p[1], t5), _mm_srli_si128(t4, 8));
    const __m128i t3 = _mm_clmulepi64_si128(mid, poly, 0x01);
    const __m128i lo = _mm_xor_si128(_mm_xor_si128(p[0], _mm_slli_si128(t4, 8)), t3);
    _mm_storeu_si128((__m128i *)(void *)r, lo);
    _mm_storel_epi64((__m128i *)(void *)(r + 2), mid);
#elif GF_WORDS == 4
    /* word 7 onto words 3-4, word 6 onto 2-3, word 5 onto 1-2, then word 4
     * onto 0-1 */
    const __m128i t7 = _mm_clmulepi64_si128(p[3], poly, 0x01);
    const __m128i t6 = _mm_clmulepi64_si128(p[3], poly, 0x00);
    const __m128i w45 = _mm_xor_si128(p[2], _mm_srli_si128(t7, 8));
    const __m128i t5 = _mm_clmulepi64_si128(w45, poly, 0x01);
    const __m128i t4 = _mm_clmulepi64_si128(w45, poly, 0x00);
    const __m128i hi = _mm_xor_si128(_mm_xor_si128(p[1], _mm_slli_si128(t7, 8)),
                                     _mm_xor_si128(t6, _mm_srli_si128(t5, 8)));
    const __m128i lo = _mm_xor_si128(_mm_xor_si128(p[0], _mm_slli_si128(t5, 8)), t4);
    _mm_storeu_si128((__m128i *)(void *)r, lo);
    _mm_storeu_si128((__m128i *)(void *)(r + 2), hi);
#else
#error "GF_WORDS is 2, 3 or 4"
#endif
}

#endif
