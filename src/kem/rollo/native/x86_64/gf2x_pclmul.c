/* Carry-less products with PCLMULQDQ. */
#include <immintrin.h>
#include <string.h>

#include "api.h"

void rollo_clmul64_pclmul(uint64_t r[2], uint64_t a, uint64_t b)
{
    __m128i p = _mm_clmulepi64_si128(_mm_set1_epi64x((long long)a),
                                     _mm_set1_epi64x((long long)b), 0x00);
    _mm_storeu_si128((__m128i *)(void *)r, p);
}

/* Schoolbook on n rounded up to even, by product scanning: the word pairs
 * x_p = (a_2p, a_2p+1), y_q are multiplied for each p + q = k in turn, the
 * 128-bit products summed in registers: ev (lo * lo, at word 2k), od
 * (lo * hi and hi * lo, at word 2k + 1) and hh (hi * hi, at word 2k + 2,
 * i.e. the next k's ev); each k's sums are folded into c at once. */
void rollo_gf2x_base_pclmul(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n)
{
    uint64_t A[24], B[24], carry = 0;
    size_t h = (n + 1) / 2; /* word pairs */
    __m128i hh = _mm_setzero_si128();
    /* Only what is read is set: the words up to 2h of A and B (the pad word
     * when n is odd is zero). */
    memcpy(A, a, n * sizeof(uint64_t));
    memcpy(B, b, n * sizeof(uint64_t));
    if (n & 1) {
        A[n] = 0;
        B[n] = 0;
    }
    for (size_t k = 0; k < 2 * h; k++) {
        __m128i ev = hh, od = _mm_setzero_si128();
        uint64_t e[2], o[2];
        size_t plo = k < h ? 0 : k - h + 1, phi = k < h ? k : h - 1;
        hh = _mm_setzero_si128();
        for (size_t p = plo; p <= phi; p++) { /* empty for k = 2h - 1 */
            __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(A + 2 * p));
            __m128i y = _mm_loadu_si128((const __m128i *)(const void *)(B + 2 * (k - p)));
            ev = _mm_xor_si128(ev, _mm_clmulepi64_si128(x, y, 0x00));
            od = _mm_xor_si128(od, _mm_clmulepi64_si128(x, y, 0x10));
            od = _mm_xor_si128(od, _mm_clmulepi64_si128(x, y, 0x01));
            hh = _mm_xor_si128(hh, _mm_clmulepi64_si128(x, y, 0x11));
        }
        /* Word 2k: ev's low half and the previous od's high half; word
         * 2k + 1: ev's high half and od's low half. The words from 2n on
         * (the pad when n is odd) are zero and not written. */
        _mm_storeu_si128((__m128i *)(void *)e, ev);
        _mm_storeu_si128((__m128i *)(void *)o, od);
        if (2 * k < 2 * n) c[2 * k] = e[0] ^ carry;
        if (2 * k + 1 < 2 * n) c[2 * k + 1] = e[1] ^ o[0];
        carry = o[1];
    }
}
