/* Bit rows in the submission's layout (params.h): column j is bit 7 - (j % 8)
 * of byte (j / 8) ^ 7, i.e. 64-bit little-endian words, first column in the
 * most significant bit. Byte-wise XOR of rows is layout-independent, so rows
 * stay in this form from key generation to the exported key. */
#ifndef KPQC_PQSIGRM_BITS_H
#define KPQC_PQSIGRM_BITS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

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

/* Word w of a row: bit 63 - c is column 64 w + c. */
static inline uint64_t rm_load64(const uint8_t *p)
{
    uint64_t x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(&x, p, 8);
#else
    for (int i = 7; i >= 0; i--) x = (x << 8) | p[i];
#endif
    return x;
}

static inline void rm_store64(uint8_t *p, uint64_t x)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(p, &x, 8);
#else
    for (int i = 0; i < 8; i++) p[i] = (uint8_t)(x >> (8 * i));
#endif
}

static inline uint16_t rm_load16(const uint8_t *p)
{
    return (uint16_t)(p[0] | (p[1] << 8));
}

static inline void rm_store16(uint8_t *p, uint16_t x)
{
    p[0] = (uint8_t)x;
    p[1] = (uint8_t)(x >> 8);
}

#endif
