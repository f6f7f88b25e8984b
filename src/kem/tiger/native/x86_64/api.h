/* TiGER's AVX2 kernels (compiled with KPQC_AVX2_FLAGS only; the frontend
 * calls them when built with KPQC_BACKEND_AVX2). */
#ifndef KPQC_TIGER_NATIVE_X86_64_API_H
#define KPQC_TIGER_NATIVE_X86_64_API_H

#include <stdint.h>

#include "namespace.h"

/* r[0..127] = a * b over Z/2^16 for 64-coefficient a, b (r[127] = 0): the
 * base case of poly.c's Karatsuba. Any 16-bit inputs; no alignment needed;
 * r must not overlap a or b. Constant time (no branch or address depends on
 * the values). */
#define tiger_schoolbook64_avx2 KPQC_NS(tiger_schoolbook64_avx2)
void tiger_schoolbook64_avx2(uint16_t r[128], const uint16_t a[64], const uint16_t b[64]);

#endif
