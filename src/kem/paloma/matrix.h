/* Bit matrices in 64-bit words: row-major for elimination, and the
 * reference's column-major byte layout for keys. */
#ifndef KPQC_PALOMA_MATRIX_H
#define KPQC_PALOMA_MATRIX_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

/* Transposes a 64 x 64 bit block: bit j of a[i] <-> bit i of a[j]. */
void KPQC_NS(transpose64)(uint64_t a[64]);
/* Reduces the first `rows` columns of a rows x (64 * stride) matrix (rows a
 * multiple of 64) to the identity, in constant time: the pivot of column r
 * is made 1 by adding every row below it under a mask, then column r is
 * cleared in the other rows (only below it when `below_only`). Returns 0, or
 * -1 as soon as a column has no pivot (the left block is singular); that
 * outcome is declassified, because the caller publicly retries. */
int KPQC_NS(matrix_reduce_ct)(uint64_t *m, size_t rows, size_t stride, int below_only);
/* Writes the columns c0 .. c0 + ncols - 1 of a row-major rows x (64 * stride)
 * matrix as columns of rows bits (64-bit little-endian words), column after
 * column, into out. */
void KPQC_NS(matrix_store_columns)(uint8_t *out, const uint64_t *m, size_t rows, size_t stride,
                                   size_t c0, size_t ncols);
#define transpose64 KPQC_NS(transpose64)
#define matrix_reduce_ct KPQC_NS(matrix_reduce_ct)
#define matrix_store_columns KPQC_NS(matrix_store_columns)

#endif
