/* pack.c's byte-valued encodings (tiger_unpack_top, tiger_pack_small) with
 * BMI2: a group of 8 values of `width` bits is `width` big-endian bytes, and
 * pdep/pext move its bits to or from the 8 bytes of a word in one step.
 * The masks are constants, so the instructions' timing does not depend on
 * the values (on any x86-64 with BMI2). */
#include <immintrin.h>
#include <string.h>

#include "api.h"

static inline uint64_t load64(const uint8_t *p)
{
    uint64_t x;
    memcpy(&x, p, 8);
    return x;
}

static inline uint64_t byte_mask(unsigned width)
{
    return 0x0101010101010101u * ((1u << width) - 1);
}

/* Group g: its `width` bytes, big-endian, to the 8 output bytes (value k in
 * out[k], moved to the top bits of its byte). A group is read as 8 bytes
 * while they lie within the input, else through a copy of its own. */
static inline void unpack_top(uint8_t *out, const uint8_t *in, size_t count,
                              const unsigned width)
{
    const size_t groups = count / 8;
    const uint64_t mask = byte_mask(width) << (8 - width);

    for (size_t g = 0; g < groups; g++) {
        uint64_t x;
        if (width * g + 8 <= width * groups) {
            x = load64(in + width * g);
        } else {
            uint8_t last[8] = {0};
            memcpy(last, in + width * g, width);
            x = load64(last);
        }
        /* Big-endian: the group's first byte on top; its 8w bits at the bottom. */
        x = __builtin_bswap64(x) >> (64 - 8 * width);
        x = __builtin_bswap64(_pdep_u64(x, mask)); /* value k in byte k */
        memcpy(out + 8 * g, &x, 8);
    }
}

void tiger_unpack_top_bmi2(uint8_t *out, const uint8_t *in, size_t count, unsigned width)
{
    if (width == 7) {
        unpack_top(out, in, count, 7);
    } else {
        unpack_top(out, in, count, 3);
    }
}

/* The inverse: 8 bytes (values below 2^width) to `width` bytes; a group is
 * written as 8 bytes while they lie within the output (the surplus is
 * overwritten by the next groups), else as its own `width` bytes. */
static inline void pack_small(uint8_t *out, const uint8_t *v, size_t count, const unsigned width)
{
    const size_t groups = count / 8;
    const uint64_t mask = byte_mask(width);

    for (size_t g = 0; g < groups; g++) {
        uint64_t x = _pext_u64(__builtin_bswap64(load64(v + 8 * g)), mask);
        x = __builtin_bswap64(x << (64 - 8 * width));
        if (width * g + 8 <= width * groups) {
            memcpy(out + width * g, &x, 8);
        } else {
            memcpy(out + width * g, &x, width);
        }
    }
}

void tiger_pack_small_bmi2(uint8_t *out, const uint8_t *v, size_t count, unsigned width)
{
    if (width == 7) {
        pack_small(out, v, count, 7);
    } else {
        pack_small(out, v, count, 3);
    }
}
