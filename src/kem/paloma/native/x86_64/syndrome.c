/* Encryption's syndrome: every column of the public key read under the mask
 * of its (secret) error bit. */
#include <immintrin.h>

#include "api.h"

#define COL_BYTES (PALOMA_R / 8)

/* n - k = 13t bits: 13 words (three registers and one word) or 26 (six
 * registers and two words). The sums are named variables: as an array, gcc
 * keeps them in memory and every column waits for a store. */
#if PALOMA_R_WORDS == 13
#define LOAD_TAIL(p) _mm_loadl_epi64((const __m128i *)(const void *)(p))
#define WIDE 0
#elif PALOMA_R_WORDS == 26
#define LOAD_TAIL(p) _mm_loadu_si128((const __m128i *)(const void *)(p))
#define WIDE 1
#else
#error "n - k is 13t bits: 13 or 26 words"
#endif
#define LOAD(p, r) _mm256_loadu_si256((const __m256i *)(const void *)((p) + 32 * (r)))
#define ADD(acc, c, r) acc = _mm256_xor_si256(acc, _mm256_and_si256(mask, LOAD(c, r)))
#define ADD_TAIL(p) \
    tail = _mm_xor_si128(tail, _mm_and_si128(_mm256_castsi256_si128(mask), LOAD_TAIL(p)))

void paloma_syndrome_avx2(uint64_t s[PALOMA_R_WORDS], const uint8_t *pk,
                          const uint64_t e[PALOMA_N_WORDS])
{
    const uint8_t *eb = (const uint8_t *)e;
    __m256i a0 = LOAD(eb, 0), a1 = LOAD(eb, 1), a2 = LOAD(eb, 2);
#if WIDE
    __m256i a3 = LOAD(eb, 3), a4 = LOAD(eb, 4), a5 = LOAD(eb, 5);
    __m128i tail = LOAD_TAIL(eb + 32 * 6);
#else
    __m128i tail = LOAD_TAIL(eb + 32 * 3);
#endif
    const uint8_t *c = pk;
    const __m256i one = _mm256_set1_epi64x(1);
    for (size_t wb = PALOMA_R_WORDS; wb < PALOMA_N_WORDS; wb++) {
        /* column b of this word: bit b shifted to the sign */
        __m256i v = _mm256_set1_epi64x((long long)e[wb]);
        __m256i shift = _mm256_set1_epi64x(63);
        for (int b = 0; b < 64; b++, c += COL_BYTES) {
            __m256i mask = _mm256_cmpgt_epi64(_mm256_setzero_si256(), _mm256_sllv_epi64(v, shift));
            shift = _mm256_sub_epi64(shift, one);
            ADD(a0, c, 0);
            ADD(a1, c, 1);
            ADD(a2, c, 2);
#if WIDE
            ADD(a3, c, 3);
            ADD(a4, c, 4);
            ADD(a5, c, 5);
            ADD_TAIL(c + 32 * 6);
#else
            ADD_TAIL(c + 32 * 3);
#endif
        }
    }
    /* x86-64 is little-endian: the words of s are the registers' bytes */
    _mm256_storeu_si256((__m256i *)(void *)(s + 0), a0);
    _mm256_storeu_si256((__m256i *)(void *)(s + 4), a1);
    _mm256_storeu_si256((__m256i *)(void *)(s + 8), a2);
#if WIDE
    _mm256_storeu_si256((__m256i *)(void *)(s + 12), a3);
    _mm256_storeu_si256((__m256i *)(void *)(s + 16), a4);
    _mm256_storeu_si256((__m256i *)(void *)(s + 20), a5);
    _mm_storeu_si128((__m128i *)(void *)(s + 24), tail);
#else
    _mm_storel_epi64((__m128i *)(void *)(s + 12), tail);
#endif
}
