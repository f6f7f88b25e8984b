/* GCKSign encodings: every field is a big-endian bit string (each value's
 * most significant bit first, values in order, polynomials in order). */
#ifndef KPQC_GCKSIGN_PACK_H
#define KPQC_GCKSIGN_PACK_H

#include "namespace.h"
#include "params.h"

/* An NTT-domain polynomial: LOGQ bits per residue (t in pk, the commitment). */
void KPQC_NS(gck_pack_poly)(uint8_t out[GCK_POLY_BYTES], const gck_poly *p);
void KPQC_NS(gck_unpack_poly)(gck_poly *p, const uint8_t in[GCK_POLY_BYTES]);
/* s: 2-bit two's complement per coefficient (residues 0, 1, q-1). */
void KPQC_NS(gck_pack_s)(uint8_t out[GCK_S_BYTES], const gck_poly s[GCK_M]);
void KPQC_NS(gck_unpack_s)(gck_poly s[GCK_M], const uint8_t in[GCK_S_BYTES]);
/* z: Z_BITS two's complement per centred coefficient (M polynomials in a row). */
void KPQC_NS(gck_pack_z)(uint8_t out[GCK_Z_BYTES], const int64_t z[GCK_M * GCK_N]);
void KPQC_NS(gck_unpack_z)(int64_t z[GCK_M * GCK_N], const uint8_t in[GCK_Z_BYTES]);

#endif
