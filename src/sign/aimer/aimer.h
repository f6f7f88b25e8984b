/* AIMer signing and verification on raw buffers of the exact sizes in
 * params.h. The API layer (api.c) checks lengths, contexts and randomness. */
#ifndef AIMER_AIMER_H
#define AIMER_AIMER_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

#define aimer_message_hash KPQC_NS(message_hash)
#define aimer_sign_internal KPQC_NS(sign_internal)
#define aimer_verify_internal KPQC_NS(verify_internal)

/* mu = H(prefix_mu || pk || 0x00 || m); the 0x00 is the length of the (empty)
 * context string, as the 2026-01-30 package prefixes it to the message. */
void aimer_message_hash(uint8_t mu[AIMER_COMMIT], const uint8_t pk[AIMER_PK_BYTES],
                        const uint8_t *m, size_t mlen);

/* Writes AIMER_SIG_BYTES to sig; rnd is the signer's fresh randomness. */
void aimer_sign_internal(uint8_t sig[AIMER_SIG_BYTES], const uint8_t *m, size_t mlen,
                         const uint8_t sk[AIMER_SK_BYTES], const uint8_t rnd[AIMER_LAMBDA]);

/* 0 if sig is valid for (m, pk), -1 otherwise. */
int aimer_verify_internal(const uint8_t sig[AIMER_SIG_BYTES], const uint8_t *m, size_t mlen,
                          const uint8_t pk[AIMER_PK_BYTES]);

#endif
