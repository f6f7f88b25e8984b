/* The decoder's 2t syndromes for g^2, four blocks of the first n - k
 * support elements per pass; the lanes are summed per power as they come
 * (only the parity of each plane matters). */
#include "ct.h"
#include "gf4.h"
#include "api.h"

void paloma_decode_syndromes_avx2(gf S[2 * PALOMA_T], const uint64_t s[PALOMA_R_WORDS],
                                  const gf L[PALOMA_N], const gf g[PALOMA_T + 1])
{
    uint64_t acc[2 * PALOMA_T][PALOMA_M];
    gf4 x, w;
    memset(acc, 0, sizeof acc);
    for (size_t cb = 0; cb < PALOMA_R_WORDS; cb += 4) {
        gf4_load(&x, L, cb, PALOMA_R_WORDS);
        gf4_eval(&w, g, PALOMA_T, &x);
        gf4_sqr(&w, &w);
        gf4_inv(&w, &w);
        /* s is public; blocks past n - k get 0 */
        uint64_t sw[4] = {0, 0, 0, 0};
        for (size_t k = 0; k < 4 && cb + k < PALOMA_R_WORDS; k++) sw[k] = s[cb + k];
        __m256i mask = _mm256_loadu_si256((const __m256i *)(const void *)sw);
        for (int b = 0; b < PALOMA_M; b++) w.p[b] = _mm256_and_si256(w.p[b], mask);
        for (size_t j = 0; j < 2 * PALOMA_T; j++) {
            for (int b = 0; b < PALOMA_M; b++) {
                __m128i f = _mm_xor_si128(_mm256_castsi256_si128(w.p[b]),
                                          _mm256_extracti128_si256(w.p[b], 1));
                f = _mm_xor_si128(f, _mm_unpackhi_epi64(f, f));
                acc[j][b] ^= (uint64_t)_mm_cvtsi128_si64(f);
            }
            gf4_mul(&w, &w, &x);
        }
    }
    for (size_t j = 0; j < 2 * PALOMA_T; j++) {
        gf out = 0;
        for (int b = 0; b < PALOMA_M; b++) {
            out |= (gf)(((uint32_t)_mm_popcnt_u64(acc[j][b]) & 1) << b);
        }
        S[j] = out;
    }
    kpqc_memzero(acc, sizeof acc);
    kpqc_memzero(&x, sizeof x);
    kpqc_memzero(&w, sizeof w);
}
