/* Polynomials of R_q = Z_q[x]/(x^n - x^{n/2} + 1) and the byte-level
 * functions of specification section 6.1: Encode_q/Decode_q, CBD1 and the
 * semi-generalized one-time pad (SOTP) Encode/Decode. */
#ifndef NTRUPLUS_POLY_H
#define NTRUPLUS_POLY_H

#include <stdint.h>

#include "params.h"

typedef struct {
    _Alignas(32) int16_t coeffs[NTRUPLUS_N];
} poly;

#define poly_tobytes KPQC_NS(poly_tobytes)
#define poly_tobytes_reduced KPQC_NS(poly_tobytes_reduced)
#define poly_frombytes KPQC_NS(poly_frombytes)
#define poly_cbd1 KPQC_NS(poly_cbd1)
#define poly_cbd1_times3 KPQC_NS(poly_cbd1_times3)
#define poly_sotp_encode KPQC_NS(poly_sotp_encode)
#define poly_cbd1_ntt KPQC_NS(poly_cbd1_ntt)
#define poly_cbd1_times3_ntt KPQC_NS(poly_cbd1_times3_ntt)
#define poly_sotp_encode_ntt KPQC_NS(poly_sotp_encode_ntt)
#define poly_sotp_decode KPQC_NS(poly_sotp_decode)
#define poly_crepmod3 KPQC_NS(poly_crepmod3)
#define poly_invntt_crepmod3_ntt KPQC_NS(poly_invntt_crepmod3_ntt)
#define poly_differ KPQC_NS(poly_differ)
#define poly_differ_reduced KPQC_NS(poly_differ_reduced)

/* Encode_q (Algorithm 6) of an NTT-domain polynomial (every polynomial NTRU+
 * encodes is one), stored in the NTT layout of ntt.h: the bytes follow the
 * spec's order, with the canonical representatives of the coefficients. Any
 * int16 coefficient is accepted. */
void poly_tobytes(uint8_t r[NTRUPLUS_POLYBYTES], const poly *a);

/* poly_tobytes for |a_i| < q (what ntt and basemul return), which the avx2
 * kernel reduces with one conditional addition instead of a Barrett step. */
void poly_tobytes_reduced(uint8_t r[NTRUPLUS_POLYBYTES], const poly *a);

/* Decode_q (Algorithm 7) into the NTT layout of ntt.h. Returns 0, or
 * 0xffffffff when some 12-bit value is not below q (a non-canonical
 * encoding); r is filled either way. */
uint32_t poly_frombytes(poly *r, const uint8_t a[NTRUPLUS_POLYBYTES]);

/* CBD1 (Algorithm 3): r_i = beta_i - beta_{i+n} from n/4 bytes. */
void poly_cbd1(poly *r, const uint8_t buf[NTRUPLUS_CBDBYTES]);

/* 3 CBD1: r_i = 3 (beta_i - beta_{i+n}) (Gen's 3f' and 3g'). */
void poly_cbd1_times3(poly *r, const uint8_t buf[NTRUPLUS_CBDBYTES]);

/* SOTP Encode (Algorithm 4): r_i = (m_i xor beta_i) - beta_{i+n}. */
void poly_sotp_encode(poly *r, const uint8_t msg[NTRUPLUS_MSGBYTES],
                      const uint8_t buf[NTRUPLUS_CBDBYTES]);

/* The three samplers above followed by ntt (for 3 CBD1, plus_one, |plus_one|
 * <= 1, added to coefficient 0 first): NTT layout out, exactly what the
 * sampler and ntt give (the avx2 kernels fuse the NTT's initial layer into
 * the sampler). */
void poly_cbd1_ntt(poly *r, const uint8_t buf[NTRUPLUS_CBDBYTES]);
void poly_cbd1_times3_ntt(poly *r, const uint8_t buf[NTRUPLUS_CBDBYTES], int16_t plus_one);
void poly_sotp_encode_ntt(poly *r, const uint8_t msg[NTRUPLUS_MSGBYTES],
                          const uint8_t buf[NTRUPLUS_CBDBYTES]);

/* SOTP Decode (Algorithm 5) for a with coefficients in {-1, 0, 1}:
 * m_i = ((a_i + beta_{i+n}) & 1) xor beta_i. Returns 0, or 0xffffffff when
 * some a_i + beta_{i+n} is not in {0, 1} (the spec's bottom). Constant time;
 * msg is written either way. */
uint32_t poly_sotp_decode(uint8_t msg[NTRUPLUS_MSGBYTES], const poly *a,
                          const uint8_t buf[NTRUPLUS_CBDBYTES]);

/* r_i = (a_i mod+- q) mod+- 3 in {-1, 0, 1} (Algorithm 13, line 4), for
 * |a_i| < q. */
void poly_crepmod3(poly *r, const poly *a);

/* Decap's m and its transform (Algorithm 13, lines 4 and 7): m = (NTT^-1(m)
 * mod+- q) mod+- 3 in place, for m in the NTT layout with |m_i| < 2q, and t
 * = NTT(m) (|t_i| <= (q+1)/2), exactly as invntt, poly_crepmod3, a copy and
 * ntt compute them (the avx2 kernel does it without the copy and the
 * crepmod3 pass). m and t may not overlap. */
void poly_invntt_crepmod3_ntt(poly *m, poly *t);

/* 0 when a and b have the same coefficients modulo q (hence the same
 * Encode_q), 0xffffffff otherwise. Constant time. */
uint32_t poly_differ(const poly *a, const poly *b);

/* poly_differ for |a_i|, |b_i| < q (what ntt and basemul return). */
uint32_t poly_differ_reduced(const poly *a, const poly *b);

#endif
