/* GCKSign's samplers: SHAKE128(seed | nonce as 2 bytes little-endian) for a,
 * s and y; SHAKE256(seed) for the challenge c. */
#ifndef KPQC_GCKSIGN_SAMPLE_H
#define KPQC_GCKSIGN_SAMPLE_H

#include "namespace.h"
#include "params.h"

/* a: M uniform polynomials mod q (NTT domain), nonce 0. Public. */
void KPQC_NS(gck_sample_a)(gck_poly a[GCK_M], const uint8_t seed[GCK_SEEDBYTES]);
/* s: M x N coefficients in {-1, 0, 1}, as residues mod q, nonce 1. */
void KPQC_NS(gck_sample_s)(gck_poly s[GCK_M], const uint8_t seed[GCK_SEEDBYTES]);
/* y: M x N coefficients in [-B, B], as residues mod q. */
void KPQC_NS(gck_sample_y)(gck_poly y[GCK_M], const uint8_t seed[GCK_SEEDBYTES], uint16_t nonce);
/* c: H coefficients +-1 (the rest 0), as residues mod q. Public. */
void KPQC_NS(gck_sample_c)(gck_poly *c, const uint8_t seed[GCK_SEEDBYTES]);

#endif
