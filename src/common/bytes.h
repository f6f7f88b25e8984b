/* Little-endian loads and stores of 64-, 32- and 16-bit words from byte strings (any
 * alignment): one memcpy on little-endian hosts, byte by byte elsewhere
 * (s390x, powerpc64). Used by the Keccak absorb/squeeze code, LSH-512 and the
 * families that pack words into bytes. */
#ifndef KPQC_BYTES_H
#define KPQC_BYTES_H

#include <stdint.h>
#include <string.h>

static inline uint64_t kpqc_load64_le(const uint8_t *p)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
#else
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--) v = (v << 8) | p[i];
    return v;
#endif
}

static inline uint32_t kpqc_load32_le(const uint8_t *p)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
#else
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
#endif
}

static inline uint16_t kpqc_load16_le(const uint8_t *p)
{
    return (uint16_t)(p[0] | p[1] << 8);
}

static inline void kpqc_store16_le(uint8_t *p, uint16_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
}

static inline void kpqc_store64_le(uint8_t *p, uint64_t v)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(p, &v, 8);
#else
    for (int i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i));
#endif
}

static inline void kpqc_store32_le(uint8_t *p, uint32_t v)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(p, &v, 4);
#else
    for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
#endif
}

#endif
