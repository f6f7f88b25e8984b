/* Byte encodings of SMAUG-T polynomials (spec section 4, PackEncK, PackDecK,
 * PackCT and their inverses). Coefficients modulo 2^d are packed d bits each
 * as one little-endian bit string; secret polynomials take 2 bits per
 * coefficient, the value 1 - s_i. */
#ifndef SMAUGT_PACK_H
#define SMAUGT_PACK_H

#include <stdint.h>

#include "params.h"
#include "poly.h"

#define poly_pack_q KPQC_NS(poly_pack_q)
#define poly_unpack_q KPQC_NS(poly_unpack_q)
#define poly_pack_p KPQC_NS(poly_pack_p)
#define poly_unpack_p KPQC_NS(poly_unpack_p)
#define poly_pack_p2 KPQC_NS(poly_pack_p2)
#define poly_unpack_p2 KPQC_NS(poly_unpack_p2)
#define poly_pack_s KPQC_NS(poly_pack_s)
#define poly_unpack_s KPQC_NS(poly_unpack_s)

/* Modulo q (b and the rows of A), p (c1) and p' (c2). Packing reads only the
 * low bits of each coefficient; unpacking gives values in [0, modulus). */
void poly_pack_q(uint8_t out[SMAUGT_POLYQ_BYTES], const poly *a);
void poly_unpack_q(poly *a, const uint8_t in[SMAUGT_POLYQ_BYTES]);
void poly_pack_p(uint8_t out[SMAUGT_POLYP_BYTES], const poly *a);
void poly_unpack_p(poly *a, const uint8_t in[SMAUGT_POLYP_BYTES]);
void poly_pack_p2(uint8_t out[SMAUGT_POLYP2_BYTES], const poly *a);
void poly_unpack_p2(poly *a, const uint8_t in[SMAUGT_POLYP2_BYTES]);

/* Ternary secrets: coefficient i is 1 - ((byte i/4 >> 2 (i mod 4)) & 3). */
void poly_pack_s(uint8_t out[SMAUGT_POLYS_BYTES], const poly *s);
void poly_unpack_s(poly *s, const uint8_t in[SMAUGT_POLYS_BYTES]);

#if KPQC_SMAUGT_R2
/* Round 2 (pack_r2.c): poly_pack_q / poly_unpack_q use Round 2's layout, and
 * the secret key is the index lists of s (params.h, SMAUGT_PKE_SK_BYTES). */
#define smaugt_pack_sk KPQC_NS(pack_sk)
#define smaugt_unpack_sk KPQC_NS(unpack_sk)
void smaugt_pack_sk(uint8_t out[SMAUGT_PKE_SK_BYTES], const polyvec *s);
void smaugt_unpack_sk(polyvec *s, const uint8_t in[SMAUGT_PKE_SK_BYTES]);
#endif

#endif
