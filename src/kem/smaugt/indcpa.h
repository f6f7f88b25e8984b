/* SMAUG-T.PKE (spec section 4.1, Fig. 7), deterministic given its seeds. */
#ifndef SMAUGT_INDCPA_H
#define SMAUGT_INDCPA_H

#include <stdint.h>

#include "params.h"

#define indcpa_keypair KPQC_NS(indcpa_keypair)
#define indcpa_enc KPQC_NS(indcpa_enc)
#define indcpa_dec KPQC_NS(indcpa_dec)

/* KeyGen from a 32-byte seed: pk = (seed_A, b), sk = packed s. */
void indcpa_keypair(uint8_t pk[SMAUGT_PK_BYTES], uint8_t sk[SMAUGT_PKE_SK_BYTES],
                    const uint8_t seed[SMAUGT_SEED_BYTES]);

/* Enc(pk, mu; seed_r): the randomness r is spCBD(SHAKE256(seed_r || i)). */
void indcpa_enc(uint8_t ct[SMAUGT_CT_BYTES], const uint8_t pk[SMAUGT_PK_BYTES],
                const uint8_t mu[SMAUGT_MSG_BYTES], const uint8_t seed_r[SMAUGT_SEED_BYTES]);

/* Dec(sk, ct). */
void indcpa_dec(uint8_t mu[SMAUGT_MSG_BYTES], const uint8_t sk[SMAUGT_PKE_SK_BYTES],
                const uint8_t ct[SMAUGT_CT_BYTES]);

#endif
