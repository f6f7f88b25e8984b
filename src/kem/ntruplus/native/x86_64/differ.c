/* Whether two polynomials differ modulo q (Algorithm 13, line 10, r^ = r^'),
 * 16 lanes a step: both sides frozen to [0, q), differences OR-ed together,
 * one test at the end. */
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
