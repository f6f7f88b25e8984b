/* r_i = (a_i mod+- q) mod+- 3 (Algorithm 13, line 4), 16 lanes a step, the
 * same steps as poly_crepmod3 of poly.c: centre a_i modulo q, then subtract
 * 3 round(t/3); mulhrs computes (t * 10923 + 2^14) >> 15 exactly. */
#include <stddef.h>

#include "api.h"
#include "arith.h"

void poly_crepmod3_avx2(int16_t *r, const int16_t *a)
{
    const vec q = vset(NTRUPLUS_Q), half = vset((NTRUPLUS_Q - 1) / 2);

    for (size_t i = 0; i < NTRUPLUS_N; i += 16) {
        vec t = vload(a + i);
        t = _mm256_add_epi16(t, _mm256_and_si256(_mm256_srai_epi16(t, 15), q));
        t = _mm256_sub_epi16(t, _mm256_and_si256(_mm256_cmpgt_epi16(t, half), q));
        vec u = _mm256_mulhrs_epi16(t, vset(10923));
        vstore(r + i, _mm256_sub_epi16(t, _mm256_mullo_epi16(u, vset(3))));
    }
}
