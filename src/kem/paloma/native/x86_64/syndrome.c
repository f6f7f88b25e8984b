/* Encryption's syndrome: every column of the public key read under the mask
 * of its (secret) error bit. */
#include <immintrin.h>

#include "bytes.h"
#include "api.h"

#define COL_BYTES (PALOMA_R / 8)
#define FULL_REGS (PALOMA_R_WORDS / 4)  /* 3 (n - k = 832) or 6 (1664) */
#define TAIL_WORDS (PALOMA_R_WORDS % 4) /* 1 or 2 */

#if TAIL_WORDS == 1
#define LOAD_TAIL(p) _mm_loadl_epi64((const __m128i *)(p))
#elif TAIL_WORDS == 2
#define LOAD_TAIL(p) _mm_loadu_si128((const __m128i *)(p))
#else
#error "n - k is 13t bits: 13 or 26 words"
#endif

void paloma_syndrome_avx2(uint64_t s[PALOMA_R_WORDS], const uint8_t *pk,
                          const uint64_t e[PALOMA_N_WORDS])
{
    __m256i acc[FULL_REGS];
    __m128i tail = LOAD_TAIL(e + 4 * FULL_REGS);
    for (int r = 0; r < FULL_REGS; r++) acc[r] = _mm256_loadu_si256((const __m256i *)(e + 4 * r));
    const uint8_t *col = pk;
    for (size_t wb = PALOMA_R_WORDS; wb < PALOMA_N_WORDS; wb++) {
        /* bit 63 - b of v is the sign: columns of this word from the top */
        __m256i v = _mm256_set1_epi64x((long long)e[wb]);
        const uint8_t *c = col + 63 * COL_BYTES;
        for (int b = 63; b >= 0; b--, c -= COL_BYTES) {
            __m256i mask = _mm256_cmpgt_epi64(_mm256_setzero_si256(), v);
            v = _mm256_add_epi64(v, v);
            for (int r = 0; r < FULL_REGS; r++) {
                acc[r] = _mm256_xor_si256(
                    acc[r], _mm256_and_si256(mask, _mm256_loadu_si256((const __m256i *)(c + 32 * r))));
            }
            tail = _mm_xor_si128(tail, _mm_and_si128(_mm256_castsi256_si128(mask), LOAD_TAIL(c + 32 * FULL_REGS)));
        }
        col += 64 * COL_BYTES;
    }
    uint8_t out[8 * PALOMA_R_WORDS + 8];
    for (int r = 0; r < FULL_REGS; r++) _mm256_storeu_si256((__m256i *)(out + 32 * r), acc[r]);
    _mm_storeu_si128((__m128i *)(out + 32 * FULL_REGS), tail);
    for (int w = 0; w < PALOMA_R_WORDS; w++) s[w] = kpqc_load64_le(out + 8 * w);
}
