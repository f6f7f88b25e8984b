#ifndef KPQC_MQS_SIGN_H
#define KPQC_MQS_SIGN_H

#include <stddef.h>
#include <stdint.h>

#include "namespace.h"
#include "params.h"

/* Algorithm 2: sig = w || salt. Draws 32 bytes with kpqc_randombytes.
 * Returns 0, or -1 when randomness fails or no vinegar draw of
 * MQS_MAX_ATTEMPTS gives a solvable system. */
int KPQC_NS(mqs_sign)(uint8_t sig[MQS_SIG_BYTES], const uint8_t *m, size_t mlen,
                      const uint8_t *sk);

/* Algorithm 3: 0 if P(w) equals the hash of m, salt (and H(P) for RR). */
int KPQC_NS(mqs_verify)(const uint8_t sig[MQS_SIG_BYTES], const uint8_t *m, size_t mlen,
                        const uint8_t *pk);

#endif
