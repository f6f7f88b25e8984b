/* Carry-less products with PCLMULQDQ. */
#include <immintrin.h>
#include <string.h>

#include "api.h"

void rollo_clmul64_pclmul(uint64_t r[2], uint64_t a, uint64_t b)
{
    __m128i p = _mm_clmulepi64_si128(_mm_cvtsi64_si128((long long)a),
                                     _mm_cvtsi64_si128((long long)b), 0x00);
    _mm_storeu_si128((__m128i *)(void *)r, p);
}

/* Row i of a times all of b, summed into 128-bit lanes at word i + j. */
void rollo_gf2x_base_pclmul(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n)
{
    __m128i even[16], odd[16]; /* products landing at words 2k and 2k + 1 */
    for (size_t k = 0; k < n; k++) even[k] = odd[k] = _mm_setzero_si128();
    for (size_t i = 0; i < n; i++) {
        __m128i x = _mm_cvtsi64_si128((long long)a[i]);
        for (size_t j = 0; j < n; j++) {
            __m128i p = _mm_clmulepi64_si128(x, _mm_cvtsi64_si128((long long)b[j]), 0x00);
            size_t w = i + j;
            if (w & 1) {
                odd[w / 2] = _mm_xor_si128(odd[w / 2], p);
            } else {
                even[w / 2] = _mm_xor_si128(even[w / 2], p);
            }
        }
    }
    /* c = sum even[k] << 128k + odd[k] << (128k + 64) */
    uint64_t t[34];
    memset(t, 0, sizeof t);
    for (size_t k = 0; k < n; k++) {
        uint64_t e[2], o[2];
        _mm_storeu_si128((__m128i *)(void *)e, even[k]);
        _mm_storeu_si128((__m128i *)(void *)o, odd[k]);
        t[2 * k] ^= e[0];
        t[2 * k + 1] ^= e[1] ^ o[0];
        t[2 * k + 2] ^= o[1];
    }
    memcpy(c, t, 2 * n * sizeof(uint64_t));
}
