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

/* Largest n the kernels take. */
#define MQS_MATVEC_MAX_ROWS 256

/* The bit masks of one scalar: [t][w] is all-ones when bit t is set (two
 * copies, one per word of a 16-byte pass). Secret when the scalar is. */
typedef uint64_t mqs_masks[8][2];

void KPQC_NS(mqs_masks_of)(mqs_masks *mask, const uint8_t *s, size_t n);

/* out[0..len) (= or ^=, as xor_into says) sum over l < n of s_l * rows[l][0..len),
 * with the scalars given by their masks. rows[l] need only len readable bytes. */
void KPQC_NS(mqs_matvec_masked)(uint8_t *out, const uint8_t *const *rows, const mqs_masks *mask,
                                size_t n, size_t len, int xor_into);

/* The same from the scalars themselves (masks made and wiped here). */
void KPQC_NS(mqs_matvec)(uint8_t *out, const uint8_t *const *rows, const uint8_t *s, size_t n,
                         size_t len, int xor_into);

/* The same with rows[l] = base + l * stride. */
void KPQC_NS(mqs_matvec_strided)(uint8_t *out, const uint8_t *base, size_t stride,
                                 const uint8_t *s, size_t n, size_t len, int xor_into);

#endif
