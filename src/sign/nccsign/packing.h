/* Byte encodings of NCC-Sign v2.1: fixed-width fields, least significant bit
 * first, coefficient 0 first (the submission's pack/unpack functions). */
#ifndef KPQC_NCCSIGN_PACKING_H
#define KPQC_NCCSIGN_PACKING_H

#include <stdint.h>

#include "params.h"
#include "poly.h"

/* Eight fields of `bits` bits fill exactly `bits` bytes: a group is built in
 * (at most three) 64-bit words and stored byte by byte. Inline, so every
 * call site gets its constant width folded in. */
static inline void ncc_pack(uint8_t *out, const int32_t a[NCC_N], unsigned bits, int32_t base,
                            int32_t sign)
{
    const uint64_t mask = ((uint64_t)1 << bits) - 1;
    for (unsigned i = 0; i < NCC_N; i += 8, out += bits) {
        uint64_t w[3] = {0, 0, 0};
        for (unsigned k = 0; k < 8; k++) {
            uint64_t v = ((uint32_t)base + (uint32_t)sign * (uint32_t)a[i + k]) & mask;
            unsigned pos = k * bits, sh = pos & 63;
            w[pos >> 6] |= v << sh;
            if (sh + bits > 64) w[(pos >> 6) + 1] |= v >> (64 - sh);
        }
        for (unsigned b = 0; b < bits; b++) out[b] = (uint8_t)(w[b >> 3] >> (8 * (b & 7)));
    }
}

/* Reads n fields v_i and sets a_i = sign * (v_i - base). */
static inline void ncc_unpack(int32_t a[NCC_N], const uint8_t *in, unsigned bits, int32_t base,
                              int32_t sign)
{
    const uint64_t mask = ((uint64_t)1 << bits) - 1;
    for (unsigned i = 0; i < NCC_N; i += 8, in += bits) {
        uint64_t w[3] = {0, 0, 0};
        for (unsigned b = 0; b < bits; b++) w[b >> 3] |= (uint64_t)in[b] << (8 * (b & 7));
        for (unsigned k = 0; k < 8; k++) {
            unsigned pos = k * bits, sh = pos & 63;
            uint64_t v = w[pos >> 6] >> sh;
            if (sh + bits > 64) v |= w[(pos >> 6) + 1] << (64 - sh);
            a[i + k] = sign * ((int32_t)(v & mask) - base);
        }
    }
}

#if KPQC_BACKEND_AVX2
/* The avx2 instance encodes and decodes with its kernels (native/x86_64/api.h). */
#include "native/x86_64/api.h"
#define ncc_unpack(a, in, bits, base, sign) ncc_unpack_avx2(a, in, bits, base, sign)
#define ncc_pack(out, a, bits, base, sign) ncc_pack_avx2(out, a, bits, base, sign)
#endif

/* The field layouts (params.h): t1 as is, s1/s2 as eta - s, t0 as
 * 2^(d-1) - t0, z as gamma1 - z, w1 as is, h one bit each. */
#define ncc_pack_t1(out, a) ncc_pack(out, (a)->coeffs, NCC_T1_BITS, 0, 1)
#define ncc_unpack_t1(a, in) ncc_unpack((a)->coeffs, in, NCC_T1_BITS, 0, 1)
#define ncc_pack_eta(out, a) ncc_pack(out, (a)->coeffs, 3, NCC_ETA, -1)
#define ncc_unpack_eta(a, in) ncc_unpack((a)->coeffs, in, 3, NCC_ETA, -1)
#define ncc_pack_t0(out, a) ncc_pack(out, (a)->coeffs, NCC_D, 1 << (NCC_D - 1), -1)
#define ncc_unpack_t0(a, in) ncc_unpack((a)->coeffs, in, NCC_D, 1 << (NCC_D - 1), -1)
#define ncc_pack_z(out, a) ncc_pack(out, (a)->coeffs, NCC_Z_BITS, NCC_GAMMA1, -1)
#define ncc_unpack_z(a, in) ncc_unpack((a)->coeffs, in, NCC_Z_BITS, NCC_GAMMA1, -1)
#define ncc_pack_w1(out, a) ncc_pack(out, (a)->coeffs, NCC_W1_BITS, 0, 1)
#define ncc_pack_h(out, a) ncc_pack(out, (a)->coeffs, 1, 0, 1)
#define ncc_unpack_h(a, in) ncc_unpack((a)->coeffs, in, 1, 0, 1)

#endif
