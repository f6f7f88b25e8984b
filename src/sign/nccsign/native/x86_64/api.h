/* The AVX2 kernels of NCC-Sign (x86-64 with AVX2; compiled with -mavx2
 * -mbmi2 -mpopcnt, and called only from the avx2 instance, which the
 * registry runs only where the CPU and the OS support AVX2).
 *
 * Each kernel replaces one function of the portable frontend (ntt.h, poly.h)
 * with its contract and its results, except for one thing: the NTT domain.
 * The avx2 instance keeps NTT-domain polynomials in the lane layout, where
 * slot j (ntt.h's order, the submission's) sits at index 8 (j mod M) + j / M,
 * M = n/8: vector v holds slot v of each of the 8 blocks of M slots. ExpandA
 * writes a^ in this layout (ncc_ntt_layout_avx2), ncc_ntt_avx2 writes it and
 * ncc_ntt_mul_avx2 / ncc_invntt_avx2 read it, so every product a^ o NTT(x)
 * and its inverse transform equal the portable backend's, value for value.
 * Common to all kernels:
 *   - int32_t polynomials are arrays of NCC_N coefficients, with no alignment
 *     required; byte strings have none either;
 *   - no kernel reads or writes beyond the arrays it is given, except where
 *     its contract says so;
 *   - all run in constant time: no branch and no memory index depends on the
 *     data (ncc_rej_uniform_avx2's and ncc_challenge_mul_avx2's depend on
 *     public data only, as their contracts say). */
#ifndef KPQC_NCCSIGN_NATIVE_X86_64_API_H
#define KPQC_NCCSIGN_NATIVE_X86_64_API_H

#include <stdint.h>

#include "namespace.h"
#include "../../params.h"
#include "../../poly.h"

#define ncc_ntt_layout_avx2 KPQC_NS(ncc_ntt_layout_avx2)
#define ncc_ntt_avx2 KPQC_NS(ncc_ntt_avx2)
#define ncc_ntt_mul_avx2 KPQC_NS(ncc_ntt_mul_avx2)
#define ncc_invntt_avx2 KPQC_NS(ncc_invntt_avx2)
#define ncc_rej_uniform_avx2 KPQC_NS(ncc_rej_uniform_avx2)
#define ncc_rej_eta_avx2 KPQC_NS(ncc_rej_eta_avx2)
#define ncc_challenge_mul_avx2 KPQC_NS(ncc_challenge_mul_avx2)
#define ncc_sparse_avx2 KPQC_NS(ncc_sparse_avx2)
#define ncc_power2round_avx2 KPQC_NS(ncc_power2round_avx2)
#define ncc_decompose_avx2 KPQC_NS(ncc_decompose_avx2)
#define ncc_make_hint_avx2 KPQC_NS(ncc_make_hint_avx2)
#define ncc_use_hint_avx2 KPQC_NS(ncc_use_hint_avx2)
#define ncc_norm_exceeds_avx2 KPQC_NS(ncc_norm_exceeds_avx2)
#define ncc_freeze_avx2 KPQC_NS(ncc_freeze_avx2)
#define ncc_sub_ct1_avx2 KPQC_NS(ncc_sub_ct1_avx2)
#define ncc_unpack_avx2 KPQC_NS(ncc_unpack_avx2)
#define ncc_pack_avx2 KPQC_NS(ncc_pack_avx2)
#define ncc_keygen_t_avx2 KPQC_NS(ncc_keygen_t_avx2)

/* ntt.c. out = in rearranged from slot order into the lane layout (out and
 * in distinct). Any int32 values. */
void ncc_ntt_layout_avx2(int32_t out[NCC_N], const int32_t in[NCC_N]);

/* ntt.c. ncc_ntt: natural order in, |a_i| < 2^20; lane layout out, the
 * portable transform's values (|a_i| < 14 q). */
void ncc_ntt_avx2(int32_t a[NCC_N]);

/* ntt.c. ncc_ntt_mul on the lane layout: a in [0, q), |b_i| < 14 q; the
 * portable values (|c_i| < q). c may be a or b. */
void ncc_ntt_mul_avx2(int32_t c[NCC_N], const int32_t a[NCC_N], const int32_t b[NCC_N]);

/* ntt.c. ncc_invntt: lane layout in, |a_i| < q; natural order out, the
 * portable values (|a_i| < 2 q). */
void ncc_invntt_avx2(int32_t a[NCC_N]);

/* rounding.c. ncc_freeze in place: |a_i| < 2^31 - 2^22 -> [0, q). */
void ncc_freeze_avx2(int32_t a[NCC_N]);

/* rounding.c. Verification's w = a z - c t1 2^d: w_i = ncc_freeze(w_i -
 * ncc_montgomery(2^(d+32) mod q * ct1_i)) for |w_i| < 2 q, |ct1_i| < 2^27. */
void ncc_sub_ct1_avx2(int32_t w[NCC_N], const int32_t ct1[NCC_N]);

/* unpack.c. packing.h's ncc_unpack: n fields of bits (1 <= bits <= 20)
 * from in (exactly n bits / 8 bytes read), a_i = sign (v_i - base),
 * sign = 1 or -1. */
void ncc_unpack_avx2(int32_t a[NCC_N], const uint8_t *in, unsigned bits, int32_t base,
                     int32_t sign);

/* pack.c. packing.h's ncc_pack: n fields of bits (1 <= bits <= 20),
 * (base + sign a_i) mod 2^bits each, into exactly n bits / 8 bytes of out;
 * sign = 1 or -1. */
void ncc_pack_avx2(uint8_t *out, const int32_t a[NCC_N], unsigned bits, int32_t base,
                   int32_t sign);

/* rejuniform.c. ExpandA's rejection step on one SHAKE128 block: the
 * 3-byte candidates of buf[0 .. KPQC_SHAKE128_RATE) in order (masked to
 * NCC_UNIFORM_BITS), those in [1, q) appended to r until len are written.
 * Returns how many were written. Reads up to 8 bytes past the block (buf
 * must hold KPQC_SHAKE128_RATE + 8 bytes; their values do not matter).
 * Branches on the (public) candidates. */
unsigned ncc_rej_uniform_avx2(int32_t *r, unsigned len, const uint8_t *buf);

/* rejuniform.c. ExpandS's rejection step on one SHAKE256 block
 * buf[0 .. KPQC_SHAKE256_RATE): its 2-bit candidates in order (low bits of
 * each byte first), those other than 3 appended to r as eta - t until len
 * are written; returns how many. Which candidates are 3 is declassified
 * (as in poly.c: it says nothing about the accepted values); the values
 * themselves are handled in constant time. */
unsigned ncc_rej_eta_avx2(int32_t *r, unsigned len, const uint8_t *buf);

/* challenge.c. ncc_challenge_mul (|a_i| < 2^20, r may be a). Its loop
 * bounds depend on the challenge's positions, which are public. */
void ncc_challenge_mul_avx2(int32_t r[NCC_N], const ncc_challenge *c, const int32_t a[NCC_N]);

/* challenge.c. The challenge's positions and signs from its dense form
 * (NCC_N entries in {-1, 0, 1}, exactly NCC_TAU of them non-zero), in
 * increasing order of position, as poly.c's SampleInBall lists them. The
 * challenge is public: the kernel branches on it. */
void ncc_sparse_avx2(ncc_challenge *c, const int8_t dense[NCC_N]);

/* rounding.c. ncc_power2round, ncc_decompose (a1 and a0 may alias a),
 * ncc_make_hint (returns the number of ones), ncc_use_hint (w1 may be a),
 * ncc_norm_exceeds: the portable functions' results exactly. */
void ncc_power2round_avx2(int32_t a1[NCC_N], int32_t a0[NCC_N], const int32_t a[NCC_N]);
void ncc_decompose_avx2(int32_t a1[NCC_N], int32_t a0[NCC_N], const int32_t a[NCC_N]);
unsigned ncc_make_hint_avx2(int32_t h[NCC_N], const int32_t a0[NCC_N], const int32_t a1[NCC_N]);
void ncc_use_hint_avx2(int32_t w1[NCC_N], const int32_t a[NCC_N], const int32_t h[NCC_N]);
int ncc_norm_exceeds_avx2(const int32_t a[NCC_N], int32_t bound);

/* rounding.c. Key generation's t = a s1 + s2 and Power2Round in one pass:
 * (t1, t0) = ncc_power2round(ncc_caddq(ncc_freeze(as1_i) + s2_i)) for the
 * inverse transform's output as1 (|as1_i| < 2 q) and |s2_i| <= 1. t1 and t0
 * may alias as1 or s2. */
void ncc_keygen_t_avx2(int32_t t1[NCC_N], int32_t t0[NCC_N], const int32_t as1[NCC_N],
                       const int32_t s2[NCC_N]);

#endif
