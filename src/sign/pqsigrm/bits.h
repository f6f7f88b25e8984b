/* Bit rows in the submission's layout (params.h): column j is bit 7 - (j % 8)
 * of byte (j / 8) ^ 7, i.e. 64-bit little-endian words, first column in the
 * most significant bit. Byte-wise XOR of rows is layout-independent, so rows
 * stay in this form from key generation to the exported key. Word w of a row
 * is kpqc_load64_le(row + 8 w): its bit 63 - c is column 64 w + c. */
#ifndef KPQC_PQSIGRM_BITS_H
#define KPQC_PQSIGRM_BITS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "bytes.h"

static inline unsigned rm_bit(const uint8_t *row, unsigned j)
{
    return (row[(j >> 3) ^ 7] >> (7 - (j & 7))) & 1u;
}

static inline void rm_set_bit(uint8_t *row, unsigned j)
{
    row[(j >> 3) ^ 7] |= (uint8_t)(0x80u >> (j & 7));
}

static inline void rm_flip_bit(uint8_t *row, unsigned j)
{
    row[(j >> 3) ^ 7] ^= (uint8_t)(0x80u >> (j & 7));
}

#endif
