/* The AVX2 kernels of NTRU+ (x86-64 with AVX2; compiled with -mavx2 -mbmi2
 * -mpopcnt, and called only from the avx2 instance, which the registry runs
 * only where the CPU and the OS support AVX2).
 *
 * Each kernel replaces one function of the portable frontend (ntt.h, poly.h)
 * with the same contract and the same results: every polynomial keeps the
 * NTT layout of ntt.h, so kernels and portable functions could even be mixed.
 * Common to all kernels:
 *   - int16_t polynomials are arrays of NTRUPLUS_N coefficients aligned to
 *     32 bytes (the poly type); byte strings have no alignment requirement;
 *   - no kernel reads or writes beyond the arrays it is given;
 *   - all run in constant time: no branch and no memory index depends on
 *     the data, only on NTRUPLUS_N.
 * Ranges below are the bounds the kernel needs on its inputs and guarantees
 * on its outputs (|x| < b means every coefficient). */
#ifndef NTRUPLUS_NATIVE_X86_64_API_H
#define NTRUPLUS_NATIVE_X86_64_API_H

#include <stdint.h>

#include "../../params.h"

#define ntt_avx2 KPQC_NS(ntt_avx2)
#define invntt_avx2 KPQC_NS(invntt_avx2)
#define ntt_tail_avx2 KPQC_NS(ntt_tail_avx2)
#define invntt_crepmod3_avx2 KPQC_NS(invntt_crepmod3_avx2)
#define basemul_avx2 KPQC_NS(basemul_avx2)
#define basemul_add_avx2 KPQC_NS(basemul_add_avx2)
#define basemul_sub_avx2 KPQC_NS(basemul_sub_avx2)
#define baseinv_avx2 KPQC_NS(baseinv_avx2)
#define poly_tobytes_avx2 KPQC_NS(poly_tobytes_avx2)
#define poly_tobytes_reduced_avx2 KPQC_NS(poly_tobytes_reduced_avx2)
#define poly_frombytes_avx2 KPQC_NS(poly_frombytes_avx2)
#define poly_cbd1_avx2 KPQC_NS(poly_cbd1_avx2)
#define poly_cbd1_times3_avx2 KPQC_NS(poly_cbd1_times3_avx2)
#define poly_sotp_encode_avx2 KPQC_NS(poly_sotp_encode_avx2)
#define poly_cbd1_ntt1_avx2 KPQC_NS(poly_cbd1_ntt1_avx2)
#define poly_cbd1_times3_ntt1_avx2 KPQC_NS(poly_cbd1_times3_ntt1_avx2)
#define poly_sotp_encode_ntt1_avx2 KPQC_NS(poly_sotp_encode_ntt1_avx2)
#define poly_sotp_decode_avx2 KPQC_NS(poly_sotp_decode_avx2)
#define poly_crepmod3_avx2 KPQC_NS(poly_crepmod3_avx2)
#define poly_differ_avx2 KPQC_NS(poly_differ_avx2)
#define poly_differ_reduced_avx2 KPQC_NS(poly_differ_reduced_avx2)

/* ntt.c. Forward NTT in place: natural order in, |a_i| <= 4; NTT layout out,
 * |r_i| <= (q+1)/2. */
void ntt_avx2(int16_t r[NTRUPLUS_N]);

/* invntt.c. Inverse NTT in place: NTT layout in, |a_i| < 2q; natural order
 * out, |r_i| < q. */
void invntt_avx2(int16_t r[NTRUPLUS_N]);

/* ntt.c. ntt_avx2 without its initial layer (the radix-2 layer of step
 * n/2): for r holding that layer's output on an input with |a_i| <= 4. */
void ntt_tail_avx2(int16_t r[NTRUPLUS_N]);

/* invntt.c. m = (NTT^-1(m) mod+- q) mod+- 3 in place (NTT layout in, |m_i| <
 * 2q; natural order out, m_i in {-1, 0, 1}), and t = the forward NTT's
 * initial layer applied to that output (ntt_tail_avx2 completes NTT(m)).
 * m and t may not overlap. */
void invntt_crepmod3_avx2(int16_t m[NTRUPLUS_N], int16_t t[NTRUPLUS_N]);

/* basemul.c. r = a o b in the NTT domain, |a_i|, |b_i| < 2q, |r_i| < q; and
 * r = a o b + c with |c_i| < q, |r_i| < 2q. r may not overlap the inputs. */
void basemul_avx2(int16_t *r, const int16_t *a, const int16_t *b);
void basemul_add_avx2(int16_t *r, const int16_t *a, const int16_t *b, const int16_t *c);
/* r = (a - s) o b, |a_i - s_i|, |b_i| < 2q, |r_i| < q. r may equal a (each
 * block pair is loaded whole before its results are stored), otherwise it
 * may not overlap the inputs. */
void basemul_sub_avx2(int16_t *r, const int16_t *a, const int16_t *s, const int16_t *b);

/* baseinv.c. r = a^-1 in the NTT domain, |a_i| < 2q, |r_i| < q. Returns 0,
 * or -1 when some component of a is not invertible (r is then meaningless).
 * r may not overlap a. */
int baseinv_avx2(int16_t *r, const int16_t *a);

/* pack.c. Encode_q (any int16 coefficients; canonical residues written) and
 * Decode_q (returns 0, or 0xffffffff when some 12-bit value is >= q; r is
 * written either way, with coefficients in [0, 4096)). NTT layout on the
 * polynomial side, the spec's order on the byte side. */
void poly_tobytes_avx2(uint8_t r[NTRUPLUS_POLYBYTES], const int16_t *a);
/* The same bytes as poly_tobytes_avx2 for |a_i| < q. */
void poly_tobytes_reduced_avx2(uint8_t r[NTRUPLUS_POLYBYTES], const int16_t *a);
uint32_t poly_frombytes_avx2(int16_t *r, const uint8_t a[NTRUPLUS_POLYBYTES]);

/* cbd.c. CBD1 and SOTP Encode: r_i in {-1, 0, 1}, natural order. */
void poly_cbd1_avx2(int16_t *r, const uint8_t buf[NTRUPLUS_CBDBYTES]);
/* 3 CBD1: r_i in {-3, 0, 3}, natural order. */
void poly_cbd1_times3_avx2(int16_t *r, const uint8_t buf[NTRUPLUS_CBDBYTES]);
void poly_sotp_encode_avx2(int16_t *r, const uint8_t msg[NTRUPLUS_MSGBYTES],
                           const uint8_t buf[NTRUPLUS_CBDBYTES]);
/* The three samplers above followed by the forward NTT's initial layer
 * (ntt_tail_avx2 then completes the NTT); for 3 CBD1, plus_one (|plus_one|
 * <= 1) is added to coefficient 0 before that layer. Output in natural
 * order, |r_i| <= 4 + 722 * 4. */
void poly_cbd1_ntt1_avx2(int16_t *r, const uint8_t buf[NTRUPLUS_CBDBYTES]);
void poly_cbd1_times3_ntt1_avx2(int16_t *r, const uint8_t buf[NTRUPLUS_CBDBYTES],
                                int16_t plus_one);
void poly_sotp_encode_ntt1_avx2(int16_t *r, const uint8_t msg[NTRUPLUS_MSGBYTES],
                                const uint8_t buf[NTRUPLUS_CBDBYTES]);

/* sotp.c. SOTP Decode for a_i in {-1, 0, 1}: returns 0, or 0xffffffff when
 * some a_i + beta_{i+n} is not in {0, 1}; msg is written either way. */
uint32_t poly_sotp_decode_avx2(uint8_t msg[NTRUPLUS_MSGBYTES], const int16_t *a,
                               const uint8_t buf[NTRUPLUS_CBDBYTES]);

/* crepmod3.c. r_i = (a_i mod+- q) mod+- 3, for |a_i| < q; r may equal a. */
void poly_crepmod3_avx2(int16_t *r, const int16_t *a);

/* differ.c. 0 when a_i = b_i mod q for all i, 0xffffffff otherwise (any
 * int16 coefficients). */
uint32_t poly_differ_avx2(const int16_t *a, const int16_t *b);
/* The same verdict for |a_i|, |b_i| < q. */
uint32_t poly_differ_reduced_avx2(const int16_t *a, const int16_t *b);

#endif
