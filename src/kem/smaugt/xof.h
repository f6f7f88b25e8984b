/* The Keccak calls of SMAUG-T that do not depend on each other, made as one
 * batch: KeyGen's HWT and dGaussian streams with the entries of A; Encap's
 * H(pk) with the entries of A^T (on AVX2 with k = 2 the last entry goes with
 * Enc's spCBD streams, kem.c); Decap's H(pk) and H(ct) with those of A^T,
 * then its two G calls; Enc's spCBD streams.
 *
 * The portable backend makes the calls one after another with the scalar
 * Keccak; the AVX2 backend runs them on the 4-way Keccak
 * (src/common/fips202x4.h): each lane of the 4-way state takes the next call
 * of the batch when it has finished its last one, so calls of any lengths and
 * rates share the permutations. Each call has its own sponge, so the outputs
 * are those of separate calls, byte for byte. */
#ifndef SMAUGT_XOF_H
#define SMAUGT_XOF_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

/* out = the first outlen bytes of the sponge over in with this rate and
 * domain byte (SHAKE: 0x1f, SHA3: 0x06). */
typedef struct {
    uint8_t *out;
    size_t outlen;
    const uint8_t *in;
    size_t inlen;
    unsigned rate;
    uint8_t ds;
} smaugt_keccak_call;

#define SMAUGT_DS_SHAKE 0x1f
#define SMAUGT_DS_SHA3 0x06

#define smaugt_keccak_batch KPQC_NS(keccak_batch)

void smaugt_keccak_batch(const smaugt_keccak_call *calls, unsigned n);

#endif
