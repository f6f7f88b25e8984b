/* Peregrine signing and verification (the parts that do not need the key
 * generator): detached and combined forms. See params.h for the layouts. */
#ifndef KPQC_PEREGRINE_SIGN_H
#define KPQC_PEREGRINE_SIGN_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

#define pg_signature_derand KPQC_NS(pg_signature_derand)
#define pg_signature KPQC_NS(pg_signature)
#define pg_verify KPQC_NS(pg_verify)
#define pg_sign KPQC_NS(pg_sign)
#define pg_open KPQC_NS(pg_open)

/* Detached signature with the given nonce and signing seed (the KAT driver
 * draws the nonce, then the 48-byte seed of the sampler's SHAKE256). */
int pg_signature_derand(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                        const uint8_t nonce[PG_NONCE_BYTES], const uint8_t seed[PG_SIGN_SEED_BYTES],
                        const uint8_t *sk);
int pg_signature(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *sk);
int pg_verify(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen, const uint8_t *pk);
int pg_sign(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen, const uint8_t *sk);
int pg_open(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen, const uint8_t *pk);

#endif
