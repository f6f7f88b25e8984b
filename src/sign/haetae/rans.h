/* rANS coding of HighBits(z1) and of the hint h (KS X 123456, Alg. 36-41),
 * with 10-bit frequency tables and byte-wise renormalization (the
 * rans_byte coder of F. Giesen, state in [2^23, 2^31)). */
#ifndef KPQC_HAETAE_RANS_H
#define KPQC_HAETAE_RANS_H

#include <stddef.h>
#include <stdint.h>

#include "namespace.h"
#include "params.h"
#include "poly.h"

/* Encode into out[] (HAETAE_N * L bytes of room, resp. N * K); the return
 * value is the length written at the start of out, or 0 when a value has no
 * symbol or the code would not fit: the signer then starts over. */
size_t KPQC_NS(haetae_encode_hb_z1)(uint8_t out[HAETAE_N * HAETAE_L], const haetae_polyvecl *hb);
size_t KPQC_NS(haetae_encode_h)(uint8_t out[HAETAE_N * HAETAE_K], const haetae_polyveck *h);

/* Decode the two codes, HighBits(z1) from in_hb[0 .. len_hb) and h from
 * in_h[0 .. len_h), side by side (L >= K); 0 on success, -1 unless each code
 * is well-formed, ends in the initial state and uses exactly its bytes. */
int KPQC_NS(haetae_decode_hb_z1_h)(haetae_polyvecl *hb, const uint8_t *in_hb, size_t len_hb,
                                   haetae_polyveck *h, const uint8_t *in_h, size_t len_h);

#endif
