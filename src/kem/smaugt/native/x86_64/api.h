/* The AVX2 kernels of SMAUG-T (backend avx2). The frontend includes this
 * header when compiled with KPQC_BACKEND_AVX2 and calls these where the
 * portable backend calls its C functions; the kernels alone are compiled with
 * -mavx2 -mbmi2 -mpopcnt -mtune=haswell (docs/ARCHITECTURE.md, "Backends").
 *
 * Multiplication in Z[x]/(x^256 + 1) by NTTs over the primes p0 = 7681 and
 * p1 = 10753 (ntt.c). Every product of SMAUG-T has a ternary factor (s or r)
 * and the other one below 2^11, so an inner product of k <= 4 terms has
 * integer coefficients below 4 * 256 * 2^11 = 2^21 in absolute value, well
 * inside p0 p1 / 2 > 2^25: the two residues determine the integer, and its
 * low 16 bits are the result modulo 2^16 (the moduli of SMAUG-T divide it).
 * The three steps are those of mul.h:
 *
 *   poly_eval (smaugt_ntt_eval): the secret factor, ternary coefficients
 *     0 / 1 / 0xffff = -1 (its first layer multiplies by sign changes).
 *     Output: the forward NTT modulo p0 and p1, each
 *     residue in [-(p-1)/2, (p-1)/2], in the kernel's own order, in res; and
 *     in resq each residue times p^-1 mod 2^16 (the half of a Montgomery
 *     product that depends on b alone, computed once for b's K uses).
 *   poly_eval_dense (smaugt_ntt_eval_dense): the dense factor, coefficients
 *     read as int16_t, each in [-2^11, 2^11] (unpacked values mod q or p below
 *     2^11); the same transform without the last reduction: residues below
 *     32700 in absolute value (ntt.c); resq is left unset.
 *   polyprod_mul_acc (smaugt_ntt_mul_acc): acc += a * b pointwise, a from
 *     either eval, b from smaugt_ntt_eval (its resq read); Montgomery
 *     products (a factor 2^-16 that finish removes), each at most 8060 in
 *     absolute value. acc
 *     starts zeroed and takes at most 4 products (its residues stay below
 *     2^15).
 *   polyprod_mul_acc_dense (smaugt_ntt_mul_acc_dense): the two steps
 *     poly_eval_dense(&e, a) and polyprod_mul_acc(acc, &e, b) in one, the
 *     evaluation kept in registers (same contract).
 *   polyprod_finish (smaugt_ntt_finish): inverse NTTs, scaling, CRT; output
 *     coefficients exact modulo 2^16 (the contract of mul.h asks 2^13).
 *
 * Alignment: polyeval and polyprod are 32-byte aligned types; poly needs no
 * alignment. */
#ifndef SMAUGT_NATIVE_X86_64_API_H
#define SMAUGT_NATIVE_X86_64_API_H

#include <stdint.h>

#include "../../params.h"
#include "../../poly.h"

#define SMAUGT_NTT_PRIMES 2

typedef struct {
    _Alignas(32) int16_t res[SMAUGT_NTT_PRIMES][SMAUGT_N];
    _Alignas(32) int16_t resq[SMAUGT_NTT_PRIMES][SMAUGT_N];
} polyeval;

typedef struct {
    _Alignas(32) int16_t res[SMAUGT_NTT_PRIMES][SMAUGT_N];
} polyprod;

#define smaugt_ntt_eval KPQC_NS(ntt_eval)
#define smaugt_ntt_eval_dense KPQC_NS(ntt_eval_dense)
#define smaugt_ntt_mul_acc KPQC_NS(ntt_mul_acc)
#define smaugt_ntt_mul_acc_dense KPQC_NS(ntt_mul_acc_dense)
#define smaugt_ntt_finish KPQC_NS(ntt_finish)

void smaugt_ntt_eval(polyeval *e, const poly *a);
void smaugt_ntt_eval_dense(polyeval *e, const poly *a);
void smaugt_ntt_mul_acc(polyprod *acc, const polyeval *a, const polyeval *b);
void smaugt_ntt_mul_acc_dense(polyprod *acc, const poly *a, const polyeval *b);
void smaugt_ntt_finish(poly *r, const polyprod *acc);

/* unpack.c. smaugt_unpack_bits: out[i] = field i of d bits (2 <= d <= 11)
 * of the little-endian bit string in, which is exactly 32 d bytes long (read
 * no further). smaugt_spcbd_avx2: spCBD (sample.h) from SMAUGT_CBD_BYTES. */
#define smaugt_unpack_bits KPQC_NS(unpack_bits)
#define smaugt_spcbd_avx2 KPQC_NS(spcbd_avx2)

void smaugt_unpack_bits(uint16_t out[SMAUGT_N], const uint8_t *in, unsigned d);

/* unpack.c. smaugt_pack_bits: the inverse, field i of out = the low d bits
 * of in[i] (2 <= d <= 11; higher bits ignored); out is exactly 32 d bytes
 * (nothing written beyond). */
#define smaugt_pack_bits KPQC_NS(pack_bits)

void smaugt_pack_bits(uint8_t *out, const uint16_t in[SMAUGT_N], unsigned d);
void smaugt_spcbd_avx2(poly *r, const uint8_t buf[SMAUGT_CBD_BYTES]);

/* samplers.c. smaugt_hwt_scale_avx2: the first pass of HWT's REJ_SAMPLE_MOD
 * on words 0..255 (little-endian 16-bit) with the 256 rejection bounds of
 * hwt.c: index[i] = high half of word_i (n - i), rejected[i] = 1 if the low
 * half is below bound[i], else 0; returns 1 if any position was rejected.
 * smaugt_hwt_signs_avx2: the signs of HWT, sgn[i] = +1 or 0xffff (-1) for
 * bit (i/16) mod 8 of byte 16 (i/128) + i mod 16 of sign set or clear.
 * smaugt_dgaussian_avx2: dGaussian (sample.h) from its 320-byte stream. */
#define smaugt_hwt_scale_avx2 KPQC_NS(hwt_scale_avx2)
#define smaugt_hwt_signs_avx2 KPQC_NS(hwt_signs_avx2)
#define smaugt_dgaussian_avx2 KPQC_NS(dgaussian_avx2)

unsigned smaugt_hwt_scale_avx2(uint16_t index[SMAUGT_N], uint8_t rejected[SMAUGT_N],
                               const uint8_t words[2 * SMAUGT_N], const uint16_t bound[SMAUGT_N]);
void smaugt_hwt_signs_avx2(uint16_t sgn[SMAUGT_N], const uint8_t sign[SMAUGT_N / 4]);
void smaugt_dgaussian_avx2(poly *e, const uint8_t stream[10 * SMAUGT_N / 8]);

/* samplers.c. smaugt_hwt_place_avx2: the serial step of HWT for up to four
 * secrets at once, secret j in lane j: with z_j = zeros at i = 0,
 * out[j][i] = 0 and z_j -= 1 if index[j][i] < z_j, else out[j][i] = sgn[j][i],
 * for i = 0 .. n - 1 (index values below 2^15). Lanes j >= count are computed
 * but not written (their pointers are read and must be valid). */
#define smaugt_hwt_place_avx2 KPQC_NS(hwt_place_avx2)

void smaugt_hwt_place_avx2(uint16_t *const out[4], const uint16_t *const index[4],
                           const uint16_t *const sgn[4], unsigned count, unsigned zeros);

#endif
