/* GenErrVec for a secret seed: the t slots that end in positions 0..t-1,
 * followed back through the swaps (shuffle.c explains why this gives the
 * reference's error vector). */
#include <immintrin.h>
#include <string.h>

#include "ct.h"
#include "api.h"

#define SLOT_REGS (PALOMA_T / 16)
#define WORD_GROUPS ((PALOMA_N_WORDS + 3) / 4)

/* e = the n-bit vector with ones at pos[0..t-1]: each group of four words
 * compares its word indices with every position's (64-bit lanes). */
static void positions_to_bits(uint64_t e[PALOMA_N_WORDS], const uint16_t pos[PALOMA_T])
{
    uint64_t word[PALOMA_T], bit[PALOMA_T];
    uint64_t out[4 * WORD_GROUPS];
    for (int k = 0; k < PALOMA_T; k++) {
        word[k] = pos[k] >> 6;
        bit[k] = (uint64_t)1 << (pos[k] & 63);
    }
    const __m256i four = _mm256_set1_epi64x(4);
    __m256i x = _mm256_setr_epi64x(0, 1, 2, 3);
    for (int g = 0; g < WORD_GROUPS; g++) {
        __m256i acc = _mm256_setzero_si256();
        for (int k = 0; k < PALOMA_T; k++) {
            __m256i hit = _mm256_cmpeq_epi64(x, _mm256_set1_epi64x((long long)word[k]));
            __m256i one_bit = _mm256_set1_epi64x((long long)bit[k]);
            acc = _mm256_or_si256(acc, _mm256_and_si256(hit, one_bit));
        }
        _mm256_storeu_si256((__m256i *)(void *)(out + 4 * g), acc);
        x = _mm256_add_epi64(x, four);
    }
    memcpy(e, out, PALOMA_N_WORDS * sizeof(uint64_t));
    kpqc_memzero(word, sizeof word);
    kpqc_memzero(bit, sizeof bit);
    kpqc_memzero(out, sizeof out);
}

/* Step i moves the slot at j_i to i; every followed slot is below i before
 * the step, so a slot equal to j_i becomes i. Sixteen slots per register,
 * named so that the compiler keeps them in registers across the steps. */
#define FOLLOW(s) s = _mm256_blendv_epi8(s, i, _mm256_cmpeq_epi16(s, j))
#define FIRST(r) _mm256_add_epi16(_mm256_set1_epi16((short)(16 * (r))), lane)
#define STORE(r, s) _mm256_storeu_si256((__m256i *)(void *)(pos + 16 * (r)), s)

void paloma_error_vector_avx2(uint64_t e[PALOMA_N_WORDS], const uint8_t seed[32])
{
    uint32_t js[PALOMA_N];
    uint16_t pos[PALOMA_T];
    const __m256i lane = _mm256_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m256i one = _mm256_set1_epi16(1);
    paloma_shuffle_indices_avx2(js, PALOMA_T, PALOMA_N, seed);
    __m256i s0 = FIRST(0), s1 = FIRST(1), s2 = FIRST(2), s3 = FIRST(3);
#if PALOMA_T == 128
    __m256i s4 = FIRST(4), s5 = FIRST(5), s6 = FIRST(6), s7 = FIRST(7);
#elif PALOMA_T != 64
#error "t is 64 or 128"
#endif
    __m256i i = _mm256_set1_epi16(PALOMA_T);
    for (uint32_t step = PALOMA_T; step < PALOMA_N; step++) {
        __m256i j = _mm256_set1_epi16((short)js[step]);
        FOLLOW(s0);
        FOLLOW(s1);
        FOLLOW(s2);
        FOLLOW(s3);
#if PALOMA_T == 128
        FOLLOW(s4);
        FOLLOW(s5);
        FOLLOW(s6);
        FOLLOW(s7);
#endif
        i = _mm256_add_epi16(i, one);
    }
    STORE(0, s0);
    STORE(1, s1);
    STORE(2, s2);
    STORE(3, s3);
#if PALOMA_T == 128
    STORE(4, s4);
    STORE(5, s5);
    STORE(6, s6);
    STORE(7, s7);
#endif
    positions_to_bits(e, pos);
    kpqc_memzero(js, sizeof js);
    kpqc_memzero(pos, sizeof pos);
}
