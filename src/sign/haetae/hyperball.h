/* Uniform sampling from the hyperball (KS X 123456, Alg. 11-15): discrete
 * Gaussian samples, normalized by the inverse square root of their squared
 * norm and scaled to radius B0, in fixed point with 13 fractional bits. */
#ifndef KPQC_HAETAE_HYPERBALL_H
#define KPQC_HAETAE_HYPERBALL_H

#include <stdint.h>

#include "namespace.h"
#include "params.h"
#include "poly.h"

/* Samples (y1, y2) with |(y1, y2)| <= B0 (times 2^13) from seed and the
 * nonces nonce, nonce + 1, ...; *b receives the byte SHAKE256(seed || n) for
 * the next unused nonce n, which is returned. */
uint16_t KPQC_NS(haetae_sample_hyperball)(haetae_polyvecl *y1, haetae_polyveck *y2, uint8_t *b,
                                          const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce);

#endif
