/* The passes of an order-preserving compaction network, used by SMAUG-T
 * Round 2 to encode its secret-key list (pack_r2.c). (Decoding and the HWT
 * write their slots through bitmaps instead, slots_r2.h.)
 *
 * An element is 0 (none) or carries in its low bits its distance d: the
 * compaction moves it d places left, bit b of d in pass b (b = 0, 1, ...).
 * With elements in order and d nondecreasing by at most the gaps between them (as for "the r-th chosen element, d unchosen ones before it"),
 * no two elements ever meet, so a pass is "take the element 2^b away if it
 * moves, else keep mine if it stays". Every pass reads and writes all n
 * elements: no branch and no index depends on the data. The bits above the
 * distance (marks) travel with the element.
 *
 * Inlined with n and b constants, the shifts vectorize in 16-bit lanes (a
 * variable count costs about twice as much). */
#ifndef SMAUGT_COMPACTION_H
#define SMAUGT_COMPACTION_H

#include <stdint.h>

#define SMAUGT_NET_INLINE static inline __attribute__((always_inline))

/* dst[x] = src[x + 2^b] if that moves (bit b of its d), | src[x] if it stays */
SMAUGT_NET_INLINE void smaugt_compact_pass(uint16_t *dst, const uint16_t *src, unsigned n,
                                           unsigned b)
{
    const unsigned stride = 1u << b;

    for (unsigned x = 0; x < n - stride; x++) {
        uint16_t in = src[x + stride], here = src[x];
        uint16_t move = (uint16_t)(0u - ((in >> b) & 1u));
        uint16_t stay = (uint16_t)(((here >> b) & 1u) - 1u);
        dst[x] = (uint16_t)((in & move) | (here & stay));
    }
    for (unsigned x = n - stride; x < n; x++) {
        uint16_t here = src[x];
        dst[x] = (uint16_t)(here & (uint16_t)(((here >> b) & 1u) - 1u));
    }
}

#endif
