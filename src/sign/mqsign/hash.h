/* MQ-Sign's hash and its private random generator (v2.1 reference:
 * utils_hash.c, utils_prng.c). */
#ifndef KPQC_MQS_HASH_H
#define KPQC_MQS_HASH_H

#include <stddef.h>
#include <stdint.h>

#include "ctr_drbg.h"
#include "namespace.h"

/* H(a || b || c) expanded to outlen bytes: the first 64 bytes are
 * SHAKE-256(a || b || c) cut to 64 bytes, and every further 64-byte block is
 * SHAKE-256 (64 bytes) of the block before it. Parts may be empty (NULL, 0). */
void KPQC_NS(mqs_hash)(uint8_t *out, size_t outlen, const uint8_t *a, size_t alen,
                       const uint8_t *b, size_t blen, const uint8_t *c, size_t clen);

/* The AES-256 CTR-DRBG instance a 32- or 64-byte seed starts: a seed shorter
 * than 48 bytes is completed with H(seed); a longer one is cut to 48 bytes. */
void KPQC_NS(mqs_prng_init)(kpqc_ctr_drbg *d, const uint8_t *seed, size_t seedlen);

#endif
