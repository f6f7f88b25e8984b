/* Randomness for SOLMAE key generation and signing: a ChaCha20 keystream
 * (RFC 8439 block function, key = SHAKE256(seed), nonce 0) seeded from
 * kpqc_randombytes, the continuous Gaussian vector of the offline phase
 * and the integer Gaussian sampler of the online phase (submission, "hybrid
 * sampler"). These use floating point and rejection loops whose running time
 * depends on the values drawn: not constant time (docs/SCHEMES.md). */
#ifndef KPQC_SOLMAE_SAMPLER_H
#define KPQC_SOLMAE_SAMPLER_H

#include <stddef.h>
#include <stdint.h>

#include "fips202.h"
#include "namespace.h"

typedef struct {
    uint32_t key[8];
    uint32_t counter;
    uint8_t buf[512]; /* eight blocks */
    size_t pos;
} solmae_prng;

void KPQC_NS(solmae_prng_init)(solmae_prng *p, const uint8_t *seed, size_t len);
void KPQC_NS(solmae_prng_bytes)(solmae_prng *p, uint8_t *out, size_t len);
uint64_t KPQC_NS(solmae_prng_u64)(solmae_prng *p);
/* Uniform in [0, 1) with 53 bits. */
double KPQC_NS(solmae_prng_unit)(solmae_prng *p);
void KPQC_NS(solmae_prng_wipe)(solmae_prng *p);

/* n reals, each N(0, n/2): the FFT representation of a standard normal
 * vector (Box-Muller; the exponential -ln U with U = v 2^-k, v in [1/2, 1),
 * k geometric, so the tail is not cut at 2^-53). */
void KPQC_NS(solmae_normal_fft)(double *y, solmae_prng *p);

/* Each coefficient x_i replaced by a sample of D_{Z, x_i, r}, r = 1.32
 * (half-Gaussian table + bimodal shift + exp rejection). */
void KPQC_NS(solmae_sample_z)(double *x, solmae_prng *p);

#endif
