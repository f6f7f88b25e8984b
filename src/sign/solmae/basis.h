/* The secret basis B = [(f, g), (F, G)] in FFT representation and what the
 * sampler precomputes from it (submission, signing: Gram-Schmidt vectors
 * b~1 = b1, b~2 = b2 - (<b2, b1> / <b1, b1>) b1; sigma_i = sqrt(sigma^2 /
 * <b~i, b~i> - r^2); beta_i = adj(b~i) / <b~i, b~i>). */
#ifndef KPQC_SOLMAE_BASIS_H
#define KPQC_SOLMAE_BASIS_H

#include <stdint.h>

#include "namespace.h"
#include "params.h"

typedef struct {
    double b10[SOLMAE_N], b11[SOLMAE_N], b20[SOLMAE_N], b21[SOLMAE_N];
    double beta10[SOLMAE_N], beta11[SOLMAE_N], beta20[SOLMAE_N], beta21[SOLMAE_N];
    double sigma1[SOLMAE_N], sigma2[SOLMAE_N];
} solmae_basis;

/* b10, b11, b20, b21 (FFT of f, g, F, G) set -> sampler data. 0, or -1 when
 * f G - g F != q or a sampler width is not a positive number (not a key: the
 * sampler would divide by 0 or never accept). mu, gram: n
 * doubles each (scratch). */
int KPQC_NS(solmae_basis_expand)(solmae_basis *b, double *mu, double *gram);

#endif
