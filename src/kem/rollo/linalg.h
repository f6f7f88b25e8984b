/* Linear algebra over GF(2) on vectors of GF(2^m) elements (a vector space
 * of GF(2^m) is given by generators): RBC's constant-time Gaussian
 * elimination, rank, intersection and the LRPC rank-support recovery. */
#ifndef KPQC_ROLLO_LINALG_H
#define KPQC_ROLLO_LINALG_H

#include <stdint.h>

#include "gf.h"

/* Reduced row echelon form of v[0..size) (pivots on the highest bits
 * first, zero rows last); other (may be NULL) receives the same row
 * operations. Returns the rank. The row operations are RBC's
 * (rbc_vec_gauss), which matters only for `other`. */
#define rollo_gauss KPQC_NS(rollo_gauss)
uint32_t rollo_gauss(rollo_elt *v, unsigned size, rollo_elt *other);
#define rollo_rank KPQC_NS(rollo_rank)
uint32_t rollo_rank(rollo_elt *v, unsigned size);

/* LRPC rank-support recovery (RBC rbc_lrpc_RSR with d = 2): from the
 * syndrome coordinates ec[0..n) and the secret support F (2 elements),
 * E[0..R) receives the reduced echelon basis of the recovered support
 * (zero rows if its dimension is smaller). Returns that dimension. */
#define rollo_rsr KPQC_NS(rollo_rsr)
uint32_t rollo_rsr(rollo_elt E[ROLLO_R], rollo_elt F[ROLLO_D], rollo_elt *ec,
                   unsigned n);

#endif
