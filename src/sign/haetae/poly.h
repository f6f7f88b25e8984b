/* Polynomials and vectors of polynomials, and the samplers driven by SHAKE:
 * uniform mod q (ExpandA), ternary (ExpandS) and the challenge. */
#ifndef KPQC_HAETAE_POLY_H
#define KPQC_HAETAE_POLY_H

#include <stdint.h>

#include "namespace.h"
#include "params.h"

/* Integer coefficients, or fixed-point ones scaled by 2^13 (y, z). */
typedef struct {
    int32_t coeffs[HAETAE_N];
} haetae_poly;

typedef struct {
    haetae_poly vec[HAETAE_K];
} haetae_polyveck;

typedef struct {
    haetae_poly vec[HAETAE_L];
} haetae_polyvecl;

typedef struct {
    haetae_poly vec[HAETAE_M];
} haetae_polyvecm;

/* Coefficients uniform in [0, q): 16-bit little-endian draws below q from
 * SHAKE128(seed || nonce_le16) (KS X 123456 Alg. 6). */
void KPQC_NS(haetae_poly_uniform)(haetae_poly *a, const uint8_t seed[HAETAE_SEEDBYTES],
                                  uint16_t nonce);

/* Coefficients uniform in {-1, 0, 1}: each byte of SHAKE256(seed ||
 * nonce_le16) below 243 gives five base-3 digits, digit 2 meaning -1 (Alg. 9). */
void KPQC_NS(haetae_poly_uniform_eta)(haetae_poly *a, const uint8_t seed[HAETAE_CRHBYTES],
                                      uint16_t nonce);

#if KPQC_BACKEND_AVX2
/* The two samplers on four streams at once (4-way Keccak), the same outputs
 * as four calls; a NULL a[k] skips lane k (at least one must be non-NULL). */
void KPQC_NS(haetae_poly_uniform_x4)(haetae_poly *a[4], const uint8_t seed[HAETAE_SEEDBYTES],
                                     const uint16_t nonce[4]);
void KPQC_NS(haetae_poly_uniform_eta_x4)(haetae_poly *a[4], const uint8_t seed[HAETAE_CRHBYTES],
                                         const uint16_t nonce[4]);
#endif

/* The secret vectors of key generation: s1 (M polynomials), then s2 (K),
 * ternary, with nonces nonce, nonce + 1, ... in that order (Alg. 48);
 * returns the next nonce. Four streams at a time in the AVX2 build. */
uint16_t KPQC_NS(haetae_sample_secrets)(haetae_polyvecm *s1, haetae_polyveck *s2,
                                        const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce);

/* The challenge c in {0,1}^256 from H(packed HighBits || LSB, mu) (Alg. 16). */
void KPQC_NS(haetae_poly_challenge)(haetae_poly *c,
                                    const uint8_t in[HAETAE_CHALLENGE_INPUT_BYTES],
                                    const uint8_t mu[HAETAE_SEEDBYTES]);

#endif
