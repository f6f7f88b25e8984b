/* Bits of byte strings as int16 lanes, for the samplers (cbd.c, sotp.c). */
#ifndef NTRUPLUS_NATIVE_X86_64_BITS_H
#define NTRUPLUS_NATIVE_X86_64_BITS_H

#include <stddef.h>
#include <string.h>

#include "arith.h"
#include "bytes.h"

/* Lane j = bit j of w (j < 16): all ones (-1) when set, 0 otherwise. */
static inline vec bits_to_masks(uint16_t w)
{
    const vec sel = _mm256_setr_epi16(1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096,
                                      8192, 16384, (int16_t)-32768);
    return _mm256_cmpeq_epi16(_mm256_and_si256(vset((int16_t)w), sel), sel);
}

#endif
