/* Whether two polynomials differ modulo q (Algorithm 13, line 10, r^ = r^'),
 * 16 lanes a step: both sides frozen to [0, q), differences OR-ed together,
 * one test at the end. For |a_i|, |b_i| < q, a_i - b_i lies in (-2q, 2q), and
 * is 0 mod q exactly when it is -q, 0 or q: three comparisons, no reduction. */
#include <stddef.h>

#include "api.h"
#include "arith.h"

uint32_t poly_differ_avx2(const int16_t *a, const int16_t *b)
{
    vec acc = _mm256_setzero_si256();

    for (size_t i = 0; i < NTRUPLUS_N; i += 16) {
        acc = _mm256_or_si256(acc, _mm256_xor_si256(vfreeze(vload(a + i)), vfreeze(vload(b + i))));
    }
    return (uint32_t)_mm256_testz_si256(acc, acc) - 1;
}

uint32_t poly_differ_reduced_avx2(const int16_t *a, const int16_t *b)
{
    const vec q = vset(NTRUPLUS_Q), mq = vset(-NTRUPLUS_Q);
    vec acc = _mm256_set1_epi16(-1);

    for (size_t i = 0; i < NTRUPLUS_N; i += 16) {
        vec d = _mm256_sub_epi16(vload(a + i), vload(b + i));
        vec same = _mm256_or_si256(_mm256_cmpeq_epi16(d, _mm256_setzero_si256()),
                                   _mm256_or_si256(_mm256_cmpeq_epi16(d, q),
                                                   _mm256_cmpeq_epi16(d, mq)));
        acc = _mm256_and_si256(acc, same);
    }
    /* testc: 1 when every bit of acc is set */
    return (uint32_t)_mm256_testc_si256(acc, _mm256_set1_epi16(-1)) - 1;
}
