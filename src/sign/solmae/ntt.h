/* Exact arithmetic in Z_q[x]/(x^n + 1), q = 12289, n = 2^logn <= 1024:
 * negacyclic NTT (bit-reversed order), its inverse, and the helpers key
 * generation (h = g / f) and verification (s1 h) need. Coefficients are
 * uint16_t in [0, q). Public data only (h, signatures) except in key
 * generation, where f and g pass through; the code is branch-free on values. */
#ifndef KPQC_SOLMAE_NTT_H
#define KPQC_SOLMAE_NTT_H

#include <stdint.h>

#include "namespace.h"

void KPQC_NS(solmae_ntt)(uint16_t *a, unsigned logn);
void KPQC_NS(solmae_intt)(uint16_t *a, unsigned logn);
/* a = a b pointwise (NTT domain). */
void KPQC_NS(solmae_ntt_pointwise)(uint16_t *a, const uint16_t *b, unsigned logn);
/* h = g / f mod q from signed coefficients; 0, or -1 when f is not invertible. */
int KPQC_NS(solmae_public_h)(uint16_t *h, const int8_t *f, const int8_t *g, uint16_t *tmp,
                             unsigned logn);

#endif
