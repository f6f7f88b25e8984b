/* The hash functions F, G and H of NTRU+ (specification section 6.1,
 * Algorithms 8-10), all SHAKE-256 with a one-byte domain separator; in
 * Round 2 (KPQC_NTRUPLUS_R2), SHA-2 and AES-256-CTR (symmetric.c). */
#ifndef NTRUPLUS_SYMMETRIC_H
#define NTRUPLUS_SYMMETRIC_H

#include <stdint.h>

#include "params.h"

#define hash_f KPQC_NS(hash_f)
#define hash_g KPQC_NS(hash_g)
#define hash_h KPQC_NS(hash_h)

/* F(pk) = SHAKE-256(0x00 || pk), 32 bytes. */
void hash_f(uint8_t out[NTRUPLUS_SYMBYTES], const uint8_t in[NTRUPLUS_POLYBYTES]);

/* G(x) = SHAKE-256(0x01 || x), n/4 bytes. The spec's Algorithm 9 states an
 * n/8-byte input, but G is applied to Encode_q(r^), 3n/2 bytes, as in the
 * reference implementation and the KATs. */
void hash_g(uint8_t out[NTRUPLUS_CBDBYTES], const uint8_t in[NTRUPLUS_POLYBYTES]);

/* H(m, F(pk)) = SHAKE-256(0x02 || m || F(pk)), 32 + n/4 bytes: the shared
 * key, then the seed of r. */
void hash_h(uint8_t out[NTRUPLUS_SSBYTES + NTRUPLUS_CBDBYTES],
            const uint8_t msg[NTRUPLUS_MSGBYTES], const uint8_t fpk[NTRUPLUS_SYMBYTES]);

#if KPQC_NTRUPLUS_R2
#define expand_keygen_seed KPQC_NS(expand_keygen_seed)

/* Round 2's Gen: the n/2 bytes of CBD1 input for f' and g' from one seed,
 * AES-256-CTR keyed with it. */
void expand_keygen_seed(uint8_t out[2 * NTRUPLUS_CBDBYTES], const uint8_t seed[NTRUPLUS_SYMBYTES]);
#endif

#endif
