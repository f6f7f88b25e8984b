/* The AES-256 CTR-DRBG without derivation function (NIST SP 800-90A, 10.2),
 * exactly as NIST's PQCgenKAT rng.c drives it: no reseeding, prediction
 * resistance off, and an Update after every generate call. */
#ifndef KPQC_CTR_DRBG_H
#define KPQC_CTR_DRBG_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint8_t key[32];
    uint8_t v[16];
    uint64_t reseed_counter;
} kpqc_ctr_drbg;

/* entropy is 48 bytes; personalization is 48 bytes or NULL. */
void kpqc_ctr_drbg_init(kpqc_ctr_drbg *d, const uint8_t entropy[48], const uint8_t *personalization);
void kpqc_ctr_drbg_generate(kpqc_ctr_drbg *d, uint8_t *out, size_t len);
void kpqc_ctr_drbg_wipe(kpqc_ctr_drbg *d);

#endif
