/* The upstream encodings: values as big-endian bit strings, each value's
 * most significant bit first, values one after the other (b and c1 with 7
 * bits, c2 with 3, the secret indices with 9 or 10). */
#include "tiger.h"
#if KPQC_BACKEND_AVX2
#include "cpu.h"
#include "native/x86_64/api.h"
#endif

/* Values are written most significant bit first, one after the other. Up to
 * 8 bits wide, 8 values fill `width` bytes exactly: whole groups of them go
 * through a 64-bit word, the rest (and wider values) bit by bit. */

/* The 8 values of a group as the 8 bytes of a word, value k in byte 7 - k
 * (the word read big-endian lists them in order), and the same values
 * concatenated, `width` bits each, value 0 in the top bits: for widths 7
 * and 3 the bits move in three halving steps (halves of the group to the two
 * 32-bit halves of the word, quarters to 16-bit lanes, values to bytes). */
static inline uint64_t spread(uint64_t x, const unsigned width)
{
    if (width == 7) {
        x = ((x & 0x00fffffff0000000u) << 4) | (x & 0x000000000fffffffu);
        x = ((x & 0x0fffc0000fffc000u) << 2) | (x & 0x00003fff00003fffu);
        return ((x & 0x3f803f803f803f80u) << 1) | (x & 0x007f007f007f007fu);
    }
    x = ((x & 0x0000000000fff000u) << 20) | (x & 0x0000000000000fffu);
    x = ((x & 0x00000fc000000fc0u) << 10) | (x & 0x0000003f0000003fu);
    return ((x & 0x0038003800380038u) << 5) | (x & 0x0007000700070007u);
}

static inline uint64_t gather(uint64_t x, const unsigned width)
{
    if (width == 7) {
        x = ((x >> 1) & 0x3f803f803f803f80u) | (x & 0x007f007f007f007fu);
        x = ((x >> 2) & 0x0fffc0000fffc000u) | (x & 0x00003fff00003fffu);
        return ((x >> 4) & 0x00fffffff0000000u) | (x & 0x000000000fffffffu);
    }
    x = ((x >> 5) & 0x0038003800380038u) | (x & 0x0007000700070007u);
    x = ((x >> 10) & 0x00000fc000000fc0u) | (x & 0x0000003f0000003fu);
    return ((x >> 20) & 0x0000000000fff000u) | (x & 0x0000000000000fffu);
}

/* Whole groups of 8 values of `width` <= 8 bits, through a 64-bit word:
 * `width` bytes each. Inlined with a constant width for the widths TiGER
 * uses (7 and 3, moved by spread/gather), so that the loops unroll. */
static inline void pack_groups(uint8_t *out, const uint16_t *v, size_t groups,
                               const unsigned width)
{
    const uint64_t mask = (1u << width) - 1;

    for (size_t g = 0; g < groups; g++) {
        uint64_t x = 0;
        if (width == 7 || width == 3) {
            for (unsigned k = 0; k < 8; k++) {
                x = x << 8 | (v[8 * g + k] & mask);
            }
            x = gather(x, width);
        } else {
            for (unsigned k = 0; k < 8; k++) {
                x = x << width | (v[8 * g + k] & mask);
            }
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
        if (width == 7 || width == 3) {
            x = spread(x, width);
            for (unsigned k = 0; k < 8; k++) {
                v[8 * g + k] = (uint16_t)((x >> (8 * (7 - k))) & 0xff);
            }
        } else {
            for (unsigned k = 0; k < 8; k++) {
                v[8 * g + k] = (uint16_t)((x >> (width * (7 - k))) & mask);
            }
        }
    }
}

/* f(dst, src, groups, width), with width a constant where it is 7 or 3 (so
 * that each constant width is unrolled). */
#define BY_WIDTH(f, dst, src, groups, width)                                    \
    do {                                                                        \
        if ((width) == 7) {                                                     \
            f(dst, src, groups, 7);                                             \
        } else if ((width) == 3) {                                              \
            f(dst, src, groups, 3);                                             \
        } else {                                                                \
            f(dst, src, groups, width);                                         \
        }                                                                       \
    } while (0)

void tiger_pack_bits(uint8_t *out, const uint16_t *v, size_t count, unsigned width)
{
    uint32_t acc = 0;
    unsigned bits = 0;
    size_t o = 0, i = 0;

    if (width <= 8) {
        const size_t groups = count / 8;
        BY_WIDTH(pack_groups, out, v, groups, width);
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
        BY_WIDTH(unpack_groups, v, in, groups, width);
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

/* The avx2 backend runs pack_bmi2.c's PDEP/PEXT kernels where
 * kpqc_cpu_has(KPQC_CPU_FAST_PDEP), and these shifts elsewhere (cpu.h). */
static inline void unpack_top_groups(uint8_t *out, const uint8_t *in, size_t groups,
                                     const unsigned width)
{
    for (size_t g = 0; g < groups; g++) {
        uint64_t x = 0;
        for (unsigned j = 0; j < width; j++) {
            x = x << 8 | in[width * g + j];
        }
        x = spread(x, width) << (8 - width);
        for (unsigned k = 0; k < 8; k++) {
            out[8 * g + k] = (uint8_t)(x >> (8 * (7 - k)));
        }
    }
}

void tiger_unpack_top(uint8_t *out, const uint8_t *in, size_t count, unsigned width)
{
#if KPQC_BACKEND_AVX2
    if (kpqc_cpu_has(KPQC_CPU_FAST_PDEP)) {
        tiger_unpack_top_bmi2(out, in, count, width);
        return;
    }
#endif
    if (width == 7) {
        unpack_top_groups(out, in, count / 8, 7);
    } else {
        unpack_top_groups(out, in, count / 8, 3);
    }
}

static inline void pack_small_groups(uint8_t *out, const uint8_t *v, size_t groups,
                                     const unsigned width)
{
    for (size_t g = 0; g < groups; g++) {
        uint64_t x = 0;
        for (unsigned k = 0; k < 8; k++) {
            x = x << 8 | v[8 * g + k];
        }
        x = gather(x, width);
        for (unsigned j = 0; j < width; j++) {
            out[width * g + j] = (uint8_t)(x >> (8 * (width - 1 - j)));
        }
    }
}

void tiger_pack_small(uint8_t *out, const uint8_t *v, size_t count, unsigned width)
{
#if KPQC_BACKEND_AVX2
    if (kpqc_cpu_has(KPQC_CPU_FAST_PDEP)) {
        tiger_pack_small_bmi2(out, v, count, width);
        return;
    }
#endif
    if (width == 7) {
        pack_small_groups(out, v, count / 8, 7);
    } else {
        pack_small_groups(out, v, count / 8, 3);
    }
}
