/* The decoder's root test: sigma evaluated on the whole support, four
 * blocks of 64 elements per pass. */
#include "ct.h"
#include "gf4.h"
#include "api.h"

void paloma_decode_roots_avx2(uint64_t e[PALOMA_N_WORDS], const gf sigma[PALOMA_T + 1],
                              const gf L[PALOMA_N])
{
    gf4 x, v;
    uint64_t out[4];
    for (size_t cb = 0; cb < PALOMA_N_WORDS; cb += 4) {
        gf4_load(&x, L, cb, PALOMA_N_WORDS);
        gf4_eval(&v, sigma, PALOMA_T, &x);
        __m256i any = v.p[0];
        for (int b = 1; b < PALOMA_M; b++) any = _mm256_or_si256(any, v.p[b]);
        _mm256_storeu_si256((__m256i *)(void *)out, _mm256_xor_si256(any, _mm256_set1_epi64x(-1)));
        for (size_t k = 0; k < 4 && cb + k < PALOMA_N_WORDS; k++) e[cb + k] = out[k];
    }
    kpqc_memzero(&x, sizeof x);
    kpqc_memzero(&v, sizeof v);
    kpqc_memzero(out, sizeof out);
}
