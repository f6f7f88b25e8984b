/* The rings GF(2^m)[X]/(P(X)) of Layered ROLLO-I: the inner one modulo P_N
 * (degree n) and the outer one modulo P_ON (degree on). An element is an
 * array of ROLLO_ON coefficients; in the inner ring only the first n are
 * used. */
#ifndef KPQC_ROLLO_RING_H
#define KPQC_ROLLO_RING_H

#include <stddef.h>
#include <stdint.h>

#include "gf.h"

typedef struct {
    unsigned n;           /* degree of the modulus */
    unsigned nterms;      /* its terms below X^n (all binary) */
    unsigned terms[4];
    const uint64_t *frob; /* Frobenius matrices for the inverse (frobenius.h) */
} rollo_ring;

typedef rollo_elt rollo_poly[ROLLO_ON];

#define rollo_ring_inner KPQC_NS(rollo_ring_inner)
extern const rollo_ring rollo_ring_inner;
#define rollo_ring_outer KPQC_NS(rollo_ring_outer)
extern const rollo_ring rollo_ring_outer;

/* o = a * b mod P (o may alias a or b). */
#define rollo_ring_mul KPQC_NS(rollo_ring_mul)
void rollo_ring_mul(const rollo_ring *R, rollo_poly o, rollo_poly a, rollo_poly b);
/* The same when only a[0..alen) may be nonzero (alen public). */
#define rollo_ring_mul_short KPQC_NS(rollo_ring_mul_short)
void rollo_ring_mul_short(const rollo_ring *R, rollo_poly o, rollo_poly a, unsigned alen,
                          rollo_poly b);
/* o = a^-1 mod P (0 for a = 0). */
#define rollo_ring_inv KPQC_NS(rollo_ring_inv)
void rollo_ring_inv(const rollo_ring *R, rollo_poly o, rollo_poly a);
/* o = a mod P_N for a of degree < on (outer to inner). */
#define rollo_ring_fold_inner KPQC_NS(rollo_ring_fold_inner)
void rollo_ring_fold_inner(rollo_poly o, rollo_poly a);

/* RBC strings of k elements (rbc_vec_to_string): k * floor(m/8) low bytes,
 * element after element, then the top m % 8 bits of every element, highest
 * bit first, packed from bit 0 of each byte. to_string writes
 * ROLLO_STR_BYTES(k) bytes. */
#define rollo_vec_to_string KPQC_NS(rollo_vec_to_string)
void rollo_vec_to_string(uint8_t *s, rollo_elt *v, unsigned k);
#define rollo_vec_from_string KPQC_NS(rollo_vec_from_string)
void rollo_vec_from_string(rollo_elt *v, unsigned k, const uint8_t *s);

#endif
