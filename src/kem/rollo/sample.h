/* Sampling of Layered ROLLO-I, in RBC's byte order (see sample.c). */
#ifndef KPQC_ROLLO_SAMPLE_H
#define KPQC_ROLLO_SAMPLE_H

#include "gf.h"
#include "source.h"

/* v[0..k) uniform: ceil(m/8) bytes each, top byte masked to m bits. */
#define rollo_random_elts KPQC_NS(rollo_random_elts)
void rollo_random_elts(rollo_source *src, rollo_elt *v, unsigned k);
/* v[0..k) of rank k (k <= m), redrawn whole until it is. */
#define rollo_random_full_rank KPQC_NS(rollo_random_full_rank)
void rollo_random_full_rank(rollo_source *src, rollo_elt *v, unsigned k);
/* o1, o2 (size coefficients each; the rest of the arrays untouched) with
 * coordinates in the span of support[0..ssize) (rank ssize): the support
 * elements are first put at random free positions of o1 or o2, the other
 * coordinates are random combinations (rbc_vec_set_random_pair_from_support,
 * copy_flag 1). */
#define rollo_pair_from_support KPQC_NS(rollo_pair_from_support)
void rollo_pair_from_support(rollo_source *src, rollo_elt *o1, rollo_elt *o2, unsigned size,
                             rollo_elt *support, unsigned ssize);

#endif
