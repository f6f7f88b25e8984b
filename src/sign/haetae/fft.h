/* The key-generation norm check (KS X 123456, Alg. 42-44): a fixed-point
 * FFT of the secret polynomials and a bound on the squared largest singular
 * value of the secret key. */
#ifndef KPQC_HAETAE_FFT_H
#define KPQC_HAETAE_FFT_H

#include <stdint.h>

#include "namespace.h"
#include "params.h"
#include "poly.h"

/* The reference's squared singular value estimate of (1, s1, s2); keygen
 * rejects the key when it exceeds HAETAE_GAMMA2N. */
int64_t KPQC_NS(haetae_sk_singular_value)(const haetae_polyvecm *s1, const haetae_polyveck *s2);

#endif
