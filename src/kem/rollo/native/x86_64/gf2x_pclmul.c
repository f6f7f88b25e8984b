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

/* Schoolbook on n rounded up to even: b is read two words at a time; the
 * 128-bit products are summed in lanes aligned to even words (ev[k] at word
 * 2k) and to odd words (od[k] at word 2k + 1), then folded. */
void rollo_gf2x_base_pclmul(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n)
{
    uint64_t A[16], B[16], carry = 0;
    __m128i ev[17], od[17];
    size_t h = (n + 1) / 2; /* word pairs */
    /* Only what is read is set: the words up to 2h of A and B (the pad word
     * when n is odd is zero). */
    memcpy(A, a, n * sizeof(uint64_t));
    memcpy(B, b, n * sizeof(uint64_t));
    if (n & 1) {
        A[n] = 0;
        B[n] = 0;
    }
    for (size_t k = 0; k <= 2 * h; k++) ev[k] = od[k] = _mm_setzero_si128();
    for (size_t i = 0; i < 2 * h; i += 2) {
        __m128i x0 = _mm_set1_epi64x((long long)A[i]);
        __m128i x1 = _mm_set1_epi64x((long long)A[i + 1]);
        for (size_t j = 0; j < 2 * h; j += 2) {
            __m128i y = _mm_loadu_si128((const __m128i *)(const void *)(B + j));
            size_t k = (i + j) / 2;
            /* a_i b_j at 2k, a_i b_(j+1) and a_(i+1) b_j at 2k + 1,
             * a_(i+1) b_(j+1) at 2k + 2 */
            ev[k] = _mm_xor_si128(ev[k], _mm_clmulepi64_si128(x0, y, 0x00));
            od[k] = _mm_xor_si128(od[k], _mm_clmulepi64_si128(x0, y, 0x10));
            od[k] = _mm_xor_si128(od[k], _mm_clmulepi64_si128(x1, y, 0x00));
            ev[k + 1] = _mm_xor_si128(ev[k + 1], _mm_clmulepi64_si128(x1, y, 0x10));
        }
    }
    /* Fold into c: word 2k is ev[k]'s low half and od[k - 1]'s high half,
     * word 2k + 1 ev[k]'s high half and od[k]'s low half. The words from 2n
     * on (the pad when n is odd) are zero and not written. */
    for (size_t k = 0; k < 2 * h; k++) {
        uint64_t e[2], o[2];
        _mm_storeu_si128((__m128i *)(void *)e, ev[k]);
        _mm_storeu_si128((__m128i *)(void *)o, od[k]);
        if (2 * k < 2 * n) c[2 * k] = e[0] ^ carry;
        if (2 * k + 1 < 2 * n) c[2 * k + 1] = e[1] ^ o[0];
        carry = o[1];
    }
}
