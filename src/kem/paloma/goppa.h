/* The secret Goppa code: polynomial, parity-check matrix, decoding. */
#ifndef KPQC_PALOMA_GOPPA_H
#define KPQC_PALOMA_GOPPA_H

#include <stddef.h>
#include <stdint.h>

#include "gf.h"

/* g(X) = (X - a_0)(X - a_1)...(X - a_{t-1}), coefficients g[0..t], g[t] = 1. */
void KPQC_NS(goppa_poly_from_roots)(gf g[PALOMA_T + 1], const gf roots[PALOMA_T]);
/* Columns 64*cb .. 64*cb+63 (cb in [cb0, cb1)) of the reference's
 * parity-check matrix H = A B C for support L and Goppa polynomial g, into
 * the row-major matrix h (n - k rows of `stride` words): row 13 i + b is bit
 * b of row i of ABC, where ABC[i][x] = sum_{j=0}^{t-1-i} g_{i+1+j} L_x^j / g(L_x),
 * computed as R_{t-1} = 1/g(L), R_i = g_{i+1}/g(L) + L R_{i+1}. */
void KPQC_NS(goppa_parity_rows)(uint64_t *h, size_t stride, const gf *L, const gf g[PALOMA_T + 1],
                                size_t cb0, size_t cb1);
/* Decodes the syndrome s (n - k bits) of the systematic code with support L
 * (in the public code's column order): the error e of weight <= t with
 * [I | T] e = s, found as the error of v = (s, 0) in the Goppa code
 * Gamma(L, g) = Gamma(L, g^2) (g is square-free): 2t syndromes of v for
 * g^2, Berlekamp-Massey, then the roots of the locator at every L_x.
 * Constant time; garbage in (no such e), garbage out. */
void KPQC_NS(goppa_decode)(uint64_t e[PALOMA_N_WORDS], const uint64_t s[PALOMA_R_WORDS],
                           const gf L[PALOMA_N], const gf g[PALOMA_T + 1]);
/* kem.c: decapsulation's private code from sk (params.h's layout): the
 * support L put in the public column order (the inverse of the shuffle
 * seeded by r^) and the Goppa polynomial g, monic. */
void KPQC_NS(goppa_private_code)(gf L[PALOMA_N], gf g[PALOMA_T + 1], const uint8_t *sk);

#define goppa_poly_from_roots KPQC_NS(goppa_poly_from_roots)
#define goppa_parity_rows KPQC_NS(goppa_parity_rows)
#define goppa_decode KPQC_NS(goppa_decode)
#define goppa_private_code KPQC_NS(goppa_private_code)

#endif
