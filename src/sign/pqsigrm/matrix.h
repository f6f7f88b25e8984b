/* GF(2) matrices as arrays of bit rows (bits.h), for key generation. */
#ifndef KPQC_PQSIGRM_MATRIX_H
#define KPQC_PQSIGRM_MATRIX_H

#include <stddef.h>
#include <stdint.h>

#include "namespace.h"

/* Reduced row echelon form of the rows x (8 * row_bytes) matrix a (row_bytes a
 * multiple of 8), pivots searched from the first column on (Gauss-Jordan).
 * pivots[i] receives the pivot column of row i. Returns the rank. Variable
 * time. */
unsigned KPQC_NS(rm_rref)(uint8_t *a, unsigned rows, size_t row_bytes, uint16_t *pivots);

/* The same from the last column backwards: on return the rows carry the
 * pivots of the lexicographically last information set, in increasing order
 * (row i has pivot pivots[i] and zeros in the other pivot columns). Row i is
 * row(ctx, i), so a matrix may live in several buffers. Returns 0 when the
 * rank is full, -1 otherwise. cols is a multiple of 64. Variable time. */
typedef uint8_t *(*rm_row_fn)(void *ctx, unsigned i);
int KPQC_NS(rm_rref_from_right)(rm_row_fn row, void *ctx, unsigned rows, unsigned cols,
                                uint16_t *pivots, uint8_t *tmp_row);

/* In-place transpose of the 64 x 64 bit block in a[0..64) (word i = row i,
 * bit 63 - j = column j). */
void KPQC_NS(rm_transpose64)(uint64_t a[64]);

/* In-place transpose of a square matrix of 64 * blocks rows of 8 * blocks
 * bytes. */
void KPQC_NS(rm_transpose_square)(uint8_t *a, unsigned blocks);

#endif
