/* Centered binomial samplers of Peregrine, fed by a SHAKE256 stream read as
 * little-endian 64-bit words (the reference's get_rng_u64 on x86-64). */
#ifndef KPQC_PEREGRINE_SAMPLER_H
#define KPQC_PEREGRINE_SAMPLER_H

#include <stdint.h>

#include "fips202.h"
#include "params.h"

#define pg_sample_cbd13 KPQC_NS(pg_sample_cbd13)
#define pg_sample_cbd3 KPQC_NS(pg_sample_cbd3)

/* Key coefficients in [-13, 13]: n/2 words, two coefficients per word
 * (bits 0..12 minus bits 13..25, bits 26..38 minus bits 39..51). Returns the
 * parity of the sum of the coefficients. */
unsigned pg_sample_cbd13(int8_t *x, kpqc_keccak_state *rng);

/* Signing perturbation in [-3, 3]: n/4 words, four coefficients per word
 * (coefficient k: bits 6k..6k+2 minus bits 6k+3..6k+5). */
void pg_sample_cbd3(int32_t *x, kpqc_keccak_state *rng);

#endif
