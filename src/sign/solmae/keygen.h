/* SOLMAE key generation (submission, "unif-NTRU" keygen): (f, g) drawn so that
 * q / alpha^2 <= |f(z)|^2 + |g(z)|^2 <= q alpha^2 at every root z (annulus
 * sampling in the FFT domain, then rounding), f invertible mod q, then
 * (F, G) with f G - g F = q by NTRUSolve, |F|, |G| <= 127. h = g / f mod q. */
#ifndef KPQC_SOLMAE_KEYGEN_H
#define KPQC_SOLMAE_KEYGEN_H

#include <stdint.h>

#include "namespace.h"
#include "params.h"
#include "sampler.h"

typedef struct {
    int8_t f[SOLMAE_N], g[SOLMAE_N], F[SOLMAE_N], G[SOLMAE_N];
    uint16_t h[SOLMAE_N];
} solmae_keys;

void KPQC_NS(solmae_keygen)(solmae_keys *k, solmae_prng *p);

/* NTRUSolve: F, G with f G - g F = q and coefficients in [-127, 127]; 0, or
 * -1 (no solution or too large: draw another (f, g)). */
int KPQC_NS(solmae_ntru_solve)(int8_t *F, int8_t *G, const int8_t *f, const int8_t *g);

#endif
