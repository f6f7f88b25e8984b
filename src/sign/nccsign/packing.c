/* Fixed-width little-endian bit fields (see packing.h). Every field count
 * times width used here is a multiple of 8, so no partial byte is left. */
#include "packing.h"

void KPQC_NS(ncc_pack)(uint8_t *out, const int32_t a[NCC_N], unsigned bits, int32_t base,
                       int32_t sign)
{
    const uint32_t mask = ((uint32_t)1 << bits) - 1;
    uint64_t acc = 0;
    unsigned have = 0;
    for (unsigned i = 0; i < NCC_N; i++) {
        uint32_t v = (uint32_t)base + (uint32_t)sign * (uint32_t)a[i];
        acc |= (uint64_t)(v & mask) << have;
        have += bits;
        while (have >= 8) {
            *out++ = (uint8_t)acc;
            acc >>= 8;
            have -= 8;
        }
    }
}

void KPQC_NS(ncc_unpack)(int32_t a[NCC_N], const uint8_t *in, unsigned bits, int32_t base,
                         int32_t sign)
{
    const uint32_t mask = ((uint32_t)1 << bits) - 1;
    uint64_t acc = 0;
    unsigned have = 0;
    for (unsigned i = 0; i < NCC_N; i++) {
        while (have < bits) {
            acc |= (uint64_t)*in++ << have;
            have += 8;
        }
        a[i] = sign * ((int32_t)(acc & mask) - base);
        acc >>= bits;
        have -= bits;
    }
}
