/* The public matrix: A0 (K x M, uniform, NTT domain) expanded from rho, and
 * A1 = (first column | 2 A0) used by signing and verification. */
#ifndef KPQC_HAETAE_MATRIX_H
#define KPQC_HAETAE_MATRIX_H

#include <stdint.h>

#include "namespace.h"
#include "params.h"
#include "poly.h"

/* Row i of A0: M polynomials, nonce 256 i + j (KS X 123456, Alg. 4). */
void KPQC_NS(haetae_expand_a0_row)(haetae_poly row[HAETAE_M], const uint8_t rho[HAETAE_SEEDBYTES],
                                   unsigned i);

/* The vector a of sets 2 and 3, nonces 256 K + M + i (Alg. 5). */
void KPQC_NS(haetae_expand_vec_a)(haetae_polyveck *a, const uint8_t rho[HAETAE_SEEDBYTES]);

/* All rows of A0 and, if a is not NULL, the vector a (four SHAKE streams at
 * a time in the AVX2 build). */
void KPQC_NS(haetae_expand_a0)(haetae_polyvecm A0[HAETAE_K], haetae_polyveck *a,
                               const uint8_t rho[HAETAE_SEEDBYTES]);

/* A1 from the verification key: column 0 is NTT(2 (a - 2 b1)) for sets 2
 * and 3, or the stored NTT(-2 b) for set 5; columns 1.. are 2 A0. */
void KPQC_NS(haetae_matrix_a1)(haetae_polyvecl A[HAETAE_K], const uint8_t pk[HAETAE_PUBLICKEYBYTES]);

/* out = sum_j Montgomery(row[j] * v[j]), NTT domain, n terms. */
void KPQC_NS(haetae_dot)(haetae_poly *out, const haetae_poly *row, const haetae_poly *v, unsigned n);

/* NTT or inverse NTT of n consecutive polynomials. */
void KPQC_NS(haetae_ntt_n)(haetae_poly *p, unsigned n);
void KPQC_NS(haetae_invntt_n)(haetae_poly *p, unsigned n);

#endif
