/* Byte encodings of keys and signatures (KS X 123456, Alg. 21-35). */
#ifndef KPQC_HAETAE_PACKING_H
#define KPQC_HAETAE_PACKING_H

#include <stdint.h>

#include "namespace.h"
#include "params.h"
#include "poly.h"

/* Little-endian bit strings of n values of `bits` bits each, the value
 * stored being base + sign * a (sign = 1 or -1); unpacking inverts it. */
void KPQC_NS(haetae_pack_bits)(uint8_t *out, const int32_t *a, unsigned n, unsigned bits,
                               int32_t base, int32_t sign);
void KPQC_NS(haetae_unpack_bits)(int32_t *a, const uint8_t *in, unsigned n, unsigned bits,
                                 int32_t base, int32_t sign);

/* vk = rho | b (15 or 16 bits per coefficient). */
void KPQC_NS(haetae_pack_pk)(uint8_t pk[HAETAE_PUBLICKEYBYTES], const haetae_polyveck *b,
                             const uint8_t rho[HAETAE_SEEDBYTES]);
void KPQC_NS(haetae_unpack_pk_b)(haetae_polyveck *b, const uint8_t pk[HAETAE_PUBLICKEYBYTES]);

/* sk = vk | s1 (2 bits) | s2 (3 bits, or 2 for set 5) | key. */
void KPQC_NS(haetae_pack_sk)(uint8_t sk[HAETAE_SECRETKEYBYTES],
                             const uint8_t pk[HAETAE_PUBLICKEYBYTES], const haetae_polyvecm *s1,
                             const haetae_polyveck *s2, const uint8_t key[HAETAE_SEEDBYTES]);
void KPQC_NS(haetae_unpack_sk)(haetae_polyvecm *s1, haetae_polyveck *s2,
                               uint8_t key[HAETAE_SEEDBYTES],
                               const uint8_t sk[HAETAE_SECRETKEYBYTES]);

/* The challenge hash input: HighBits of K polynomials in 288-byte slots,
 * then the least significant bits of one polynomial. */
void KPQC_NS(haetae_pack_challenge_input)(uint8_t out[HAETAE_CHALLENGE_INPUT_BYTES],
                                          const haetae_polyveck *highbits,
                                          const haetae_poly *lsb);

/* Signature (c, LowBits(z1), HighBits(z1), h), zero-padded to
 * HAETAE_SIGBYTES. Returns -1 if it does not fit (the signer retries). */
int KPQC_NS(haetae_pack_sig)(uint8_t sig[HAETAE_SIGBYTES], const haetae_poly *c,
                             const haetae_polyvecl *lowbits_z1,
                             const haetae_polyvecl *highbits_z1, const haetae_polyveck *h);
/* Returns -1 on any malformed encoding; reads only sig[0, HAETAE_SIGBYTES). */
int KPQC_NS(haetae_unpack_sig)(haetae_poly *c, haetae_polyvecl *lowbits_z1,
                               haetae_polyvecl *highbits_z1, haetae_polyveck *h,
                               const uint8_t sig[HAETAE_SIGBYTES]);

#endif
