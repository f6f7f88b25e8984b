/* Byte encodings of NCC-Sign v2.1: fixed-width fields, least significant bit
 * first, coefficient 0 first (the submission's pack/unpack functions). */
#ifndef KPQC_NCCSIGN_PACKING_H
#define KPQC_NCCSIGN_PACKING_H

#include <stdint.h>

#include "namespace.h"
#include "params.h"
#include "poly.h"

/* Writes the n fields base + sign * a_i (sign = +1 or -1), bits wide each. */
void KPQC_NS(ncc_pack)(uint8_t *out, const int32_t a[NCC_N], unsigned bits, int32_t base,
                       int32_t sign);
/* Reads n fields v_i and sets a_i = sign * (v_i - base). */
void KPQC_NS(ncc_unpack)(int32_t a[NCC_N], const uint8_t *in, unsigned bits, int32_t base,
                         int32_t sign);

/* The field layouts (params.h): t1 as is, s1/s2 as eta - s, t0 as
 * 2^(d-1) - t0, z as gamma1 - z, w1 as is, h one bit each. */
#define ncc_pack_t1(out, a) KPQC_NS(ncc_pack)(out, (a)->coeffs, NCC_T1_BITS, 0, 1)
#define ncc_unpack_t1(a, in) KPQC_NS(ncc_unpack)((a)->coeffs, in, NCC_T1_BITS, 0, 1)
#define ncc_pack_eta(out, a) KPQC_NS(ncc_pack)(out, (a)->coeffs, 3, NCC_ETA, -1)
#define ncc_unpack_eta(a, in) KPQC_NS(ncc_unpack)((a)->coeffs, in, 3, NCC_ETA, -1)
#define ncc_pack_t0(out, a) KPQC_NS(ncc_pack)(out, (a)->coeffs, NCC_D, 1 << (NCC_D - 1), -1)
#define ncc_unpack_t0(a, in) KPQC_NS(ncc_unpack)((a)->coeffs, in, NCC_D, 1 << (NCC_D - 1), -1)
#define ncc_pack_z(out, a) KPQC_NS(ncc_pack)(out, (a)->coeffs, NCC_Z_BITS, NCC_GAMMA1, -1)
#define ncc_unpack_z(a, in) KPQC_NS(ncc_unpack)((a)->coeffs, in, NCC_Z_BITS, NCC_GAMMA1, -1)
#define ncc_pack_w1(out, a) KPQC_NS(ncc_pack)(out, (a)->coeffs, NCC_W1_BITS, 0, 1)
#define ncc_pack_h(out, a) KPQC_NS(ncc_pack)(out, (a)->coeffs, 1, 0, 1)
#define ncc_unpack_h(a, in) KPQC_NS(ncc_unpack)((a)->coeffs, in, 1, 0, 1)

#endif
