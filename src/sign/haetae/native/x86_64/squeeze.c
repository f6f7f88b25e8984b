/* Whole SHAKE blocks of four streams (the Gaussian streams of hyperball.c,
 * the matrix and secret samplers of poly.c): the permutation, then the 17
 * (SHAKE256) or 21 (SHAKE128) words of the rate of each lane copied out with
 * 4 x 4 transposes and one word (the state keeps word i of lane k at
 * s[4 i + k]). */
#include <string.h>

#include <immintrin.h>

#include "api.h"
#include "fips202.h"

_Static_assert(KPQC_SHAKE256_RATE == 17 * 8 && KPQC_SHAKE128_RATE == 21 * 8,
               "transposes of four words and one word per block");

static inline void squeeze(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3,
                           unsigned nblocks, kpqc_keccakx4_state *st, const size_t rate)
{
    uint8_t *out[4] = {out0, out1, out2, out3};
    const unsigned last = (unsigned)(rate / 8) - 1; /* 16 or 20 */
    for (unsigned b = 0; b < nblocks; b++) {
        const size_t off = rate * b;
        kpqc_keccakx4_f1600_avx2(st);
        for (unsigned i = 0; i < last; i += 4) {
            /* a = word i of lanes 0..3, b, c, d words i + 1, i + 2, i + 3 */
            const __m256i a = _mm256_load_si256((const __m256i *)(const void *)&st->s[4 * i]);
            const __m256i w = _mm256_load_si256((const __m256i *)(const void *)&st->s[4 * i + 4]);
            const __m256i c = _mm256_load_si256((const __m256i *)(const void *)&st->s[4 * i + 8]);
            const __m256i d = _mm256_load_si256((const __m256i *)(const void *)&st->s[4 * i + 12]);
            const __m256i t0 = _mm256_unpacklo_epi64(a, w); /* a0 b0 a2 b2 */
            const __m256i t1 = _mm256_unpackhi_epi64(a, w); /* a1 b1 a3 b3 */
            const __m256i t2 = _mm256_unpacklo_epi64(c, d); /* c0 d0 c2 d2 */
            const __m256i t3 = _mm256_unpackhi_epi64(c, d); /* c1 d1 c3 d3 */
            _mm256_storeu_si256((__m256i *)(void *)(out0 + off + 8 * i),
                                _mm256_permute2x128_si256(t0, t2, 0x20));
            _mm256_storeu_si256((__m256i *)(void *)(out1 + off + 8 * i),
                                _mm256_permute2x128_si256(t1, t3, 0x20));
            _mm256_storeu_si256((__m256i *)(void *)(out2 + off + 8 * i),
                                _mm256_permute2x128_si256(t0, t2, 0x31));
            _mm256_storeu_si256((__m256i *)(void *)(out3 + off + 8 * i),
                                _mm256_permute2x128_si256(t1, t3, 0x31));
        }
        for (unsigned k = 0; k < 4; k++) {
            memcpy(out[k] + off + 8 * last, &st->s[4 * last + k], 8); /* little-endian */
        }
    }
}

void KPQC_NS(haetae_squeeze_x4_avx2)(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3,
                                     unsigned nblocks, kpqc_keccakx4_state *st)
{
    squeeze(out0, out1, out2, out3, nblocks, st, KPQC_SHAKE256_RATE);
}

void KPQC_NS(haetae_squeeze128_x4_avx2)(uint8_t *out0, uint8_t *out1, uint8_t *out2,
                                        uint8_t *out3, unsigned nblocks, kpqc_keccakx4_state *st)
{
    squeeze(out0, out1, out2, out3, nblocks, st, KPQC_SHAKE128_RATE);
}
