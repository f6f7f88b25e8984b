/* r_i = (a_i mod+- q) mod+- 3 (Algorithm 13, line 4), 16 lanes a step, the
 * same steps as poly_crepmod3 of poly.c (vcrepmod3 of arith.h). */
#include <stddef.h>

#include "api.h"
#include "arith.h"

void poly_crepmod3_avx2(int16_t *r, const int16_t *a)
{
    for (size_t i = 0; i < NTRUPLUS_N; i += 16) {
        vstore(r + i, vcrepmod3(vload(a + i)));
    }
}
