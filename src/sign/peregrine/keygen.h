/* Peregrine key generation, the part before the NTRU solver (see keygen.c). */
#ifndef KPQC_PEREGRINE_KEYGEN_H
#define KPQC_PEREGRINE_KEYGEN_H

#include <stdint.h>

#include "fips202.h"
#include "params.h"

#define pg_keygen_next_fg KPQC_NS(pg_keygen_next_fg)
#define pg_encode_pk KPQC_NS(pg_encode_pk)

/* Draws the next candidate (f, g) of the submission's key generator from
 * its SHAKE256 stream and computes h = g/f mod q: f, then g, each a CBD13
 * polynomial redrawn until its coefficient sum is odd (the solver needs odd
 * resultants); a pair with f not invertible mod q is skipped. work: 2n words. */
void pg_keygen_next_fg(int8_t *f, int8_t *g, uint32_t *h, kpqc_keccak_state *rng, uint32_t *work);

/* pk = 0x00 + logn || h on 14 bits per coefficient. */
void pg_encode_pk(uint8_t *pk, const uint32_t *h);



#define pg_keypair_derand KPQC_NS(pg_keypair_derand)
#define pg_keypair KPQC_NS(pg_keypair)

/* The submission's key generator from its 48-byte seed (SHAKE256 input). */
int pg_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t seed[PG_KEYGEN_SEED_BYTES]);
/* The same with a seed from kpqc_randombytes. */
int pg_keypair(uint8_t *pk, uint8_t *sk);
#endif
