/* The upstream encodings: values as big-endian bit strings, each value's
 * most significant bit first, values one after the other (b and c1 with 7
 * bits, c2 with 3, the secret indices with 9 or 10). */
#include "tiger.h"

/* Values are written most significant bit first, one after the other. Up to
 * 8 bits wide, 8 values fill `width` bytes exactly: whole groups of them go
 * through a 64-bit word, the rest (and wider values) bit by bit. */

/* Whole groups of 8 values of `width` <= 8 bits, through a 64-bit word:
 * `width` bytes each. Inlined with a constant width for the widths TiGER
 * uses (7 and 3), so that the loops unroll into shifts and byte moves. */
static inline void pack_groups(uint8_t *out, const uint16_t *v, size_t groups,
                               const unsigned width)
{
    const uint64_t mask = (1u << width) - 1;

    for (size_t g = 0; g < groups; g++) {
        uint64_t x = 0;
        for (unsigned k = 0; k < 8; k++) {
            x = x << width | (v[8 * g + k] & mask);
        }
        for (unsigned j = 0; j < width; j++) {
            out[width * g + j] = (uint8_t)(x >> (8 * (width - 1 - j)));
        }
    }
}

static inline void unpack_groups(uint16_t *v, const uint8_t *in, size_t groups,
                                 const unsigned width)
{
    const uint64_t mask = (1u << width) - 1;

    for (size_t g = 0; g < groups; g++) {
        uint64_t x = 0;
        for (unsigned j = 0; j < width; j++) {
            x = x << 8 | in[width * g + j];
        }
        for (unsigned k = 0; k < 8; k++) {
            v[8 * g + k] = (uint16_t)((x >> (width * (7 - k))) & mask);
        }
    }
}

void tiger_pack_bits(uint8_t *out, const uint16_t *v, size_t count, unsigned width)
{
    uint32_t acc = 0;
    unsigned bits = 0;
    size_t o = 0, i = 0;

    if (width <= 8) {
        const size_t groups = count / 8;
        if (width == 7) {
            pack_groups(out, v, groups, 7);
        } else if (width == 3) {
            pack_groups(out, v, groups, 3);
        } else {
            pack_groups(out, v, groups, width);
        }
        i = 8 * groups;
        o = width * groups;
    }
    for (; i < count; i++) {
        acc = acc << width | (v[i] & ((1u << width) - 1));
        bits += width;
        while (bits >= 8) {
            bits -= 8;
            out[o++] = (uint8_t)(acc >> bits);
        }
    }
    if (bits > 0) {
        out[o] = (uint8_t)(acc << (8 - bits));
    }
}

void tiger_unpack_bits(uint16_t *v, const uint8_t *in, size_t count, unsigned width)
{
    uint32_t acc = 0;
    unsigned bits = 0;
    size_t o = 0, i = 0;

    if (width <= 8) {
        const size_t groups = count / 8;
        if (width == 7) {
            unpack_groups(v, in, groups, 7);
        } else if (width == 3) {
            unpack_groups(v, in, groups, 3);
        } else {
            unpack_groups(v, in, groups, width);
        }
        i = 8 * groups;
        o = width * groups;
    }
    for (; i < count; i++) {
        while (bits < width) {
            acc = acc << 8 | in[o++];
            bits += 8;
        }
        bits -= width;
        v[i] = (uint16_t)((acc >> bits) & ((1u << width) - 1));
    }
}
