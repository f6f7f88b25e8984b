/* The one multiplication kernel of MQ-Sign: out = sum_l s[l] * row_l over
 * GF(256), for n rows of len bytes (each byte an independent element).
 *
 * Scalars may be secret. Each scalar is split into its eight bits; row l is
 * added, masked, into the accumulator of every bit it has set, and the eight
 * accumulators are folded once at the end (gf256.h, mqs_gf256_fold). The
 * inner loop is AND and XOR on 64-bit words, the same for every scalar. */
#ifndef KPQC_MQS_MATVEC_H
#define KPQC_MQS_MATVEC_H

#include <stddef.h>
#include <stdint.h>

#include "namespace.h"

/* out[0..len) (= or ^=, as xor_into says) sum over l < n of s[l] * rows[l][0..len).
 * rows[l] need only len readable bytes. */
void KPQC_NS(mqs_matvec)(uint8_t *out, const uint8_t *const *rows, const uint8_t *s, size_t n,
                         size_t len, int xor_into);

/* The same with rows[l] = base + l * stride. */
void KPQC_NS(mqs_matvec_strided)(uint8_t *out, const uint8_t *base, size_t stride,
                                 const uint8_t *s, size_t n, size_t len, int xor_into);

/* Largest n the kernels take (the number of public variables at level 5). */
#define MQS_MATVEC_MAX_ROWS 256

#endif
