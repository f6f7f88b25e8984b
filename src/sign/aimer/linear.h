/* The random invertible linear maps of AIM2 and AIM3 (spec "Generating L and
 * U"): from SHAKE(iv), matrices A = L U with L and U triangular with unit
 * diagonal, stored as the images of the basis x^0 .. x^(k-1) (row j of A is
 * the image of x^j). */
#ifndef AIMER_LINEAR_H
#define AIMER_LINEAR_H

#include "field.h"
#include "hash.h"
#include "params.h"

#define aimer_iv_hash KPQC_NS(aimer_iv_hash)
#define aimer_triangular_rows KPQC_NS(aimer_triangular_rows)
#define aimer_random_matrix KPQC_NS(aimer_random_matrix)

/* h = SHAKE(iv), ready to squeeze. */
void aimer_iv_hash(aimer_hash *h, const uint8_t iv[AIMER_IV]);

/* The next L and U from h: row j of both is one squeezed field element with
 * the diagonal bit forced to 1; L keeps the bits at and above j, U those at
 * and below. */
void aimer_triangular_rows(gf lower[GF_BITS], gf upper[GF_BITS], aimer_hash *h);

/* The next A = L U from h (row j of A is L applied to row j of U). */
void aimer_random_matrix(gf a[GF_BITS], aimer_hash *h);

#endif
