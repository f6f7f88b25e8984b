/* spCBD: sparse ternary polynomials for the encryption randomness r (spec
 * section 3.2.3, Fig. 4). Coefficient i is read from the bit field i of the
 * input (little-endian bit order), SMAUGT_CBD_BITS bits wide:
 *   3 bits (a, b, sign), r = 1/8  (SMAUG-T1, TiMER): nonzero iff a and b;
 *   2 bits (a, b), CBD_1          (SMAUG-T3):        a - b;
 *   4 bits (a, b, c, sign), r = 3/16 (SMAUG-T5):     nonzero iff (a or b) and c.
 * A set sign bit means -1. All branch-free. */
#include "sample.h"

#if KPQC_BACKEND_AVX2
#include "native/x86_64/api.h"
#else
/* nonzero, negative in {0, 1} -> 0, 1 or -1 (as 0xffff) */
static uint16_t ternary(uint32_t nonzero, uint32_t negative)
{
    return (uint16_t)((0u - nonzero) & (1u - 2u * negative));
}
#endif

void smaugt_spcbd(poly *r, const uint8_t buf[SMAUGT_CBD_BYTES])
{
#if KPQC_BACKEND_AVX2
    smaugt_spcbd_avx2(r, buf);
#elif SMAUGT_CBD_BITS == 3
    for (unsigned i = 0; i < SMAUGT_N / 8; i++) {
        const uint8_t *p = buf + 3 * i;
        uint32_t t = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16;
        for (unsigned j = 0; j < 8; j++) {
            uint32_t f = t >> (3 * j);
            r->coeffs[8 * i + j] = ternary(f & (f >> 1) & 1, (f >> 2) & 1);
        }
    }
#elif SMAUGT_CBD_BITS == 2
    for (unsigned i = 0; i < SMAUGT_N / 4; i++) {
        uint32_t t = buf[i];
        for (unsigned j = 0; j < 4; j++) {
            uint32_t f = t >> (2 * j);
            r->coeffs[4 * i + j] = ternary((f ^ (f >> 1)) & 1, (f >> 1) & 1); /* a - b */
        }
    }
#elif SMAUGT_CBD_BITS == 4
    for (unsigned i = 0; i < SMAUGT_N / 2; i++) {
        uint32_t t = buf[i];
        for (unsigned j = 0; j < 2; j++) {
            uint32_t f = t >> (4 * j);
            r->coeffs[2 * i + j] = ternary((f | (f >> 1)) & (f >> 2) & 1, (f >> 3) & 1);
        }
    }
#else
#error "unsupported SMAUGT_CBD_BITS"
#endif
}
