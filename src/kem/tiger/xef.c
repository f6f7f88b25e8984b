/* The XEf error-correcting codes of Round5 (Saarinen et al., "HILA5 / Round5:
 * XE5"), as TiGER uses them (spec v3.1, section 2.4): XE3-91 on a 128-bit
 * message (TiGER128), XE5-234 on a 256-bit one (TiGER192, TiGER256).
 *
 * The code is 2f parity registers of lengths L_j. Register j holds, at bit
 * (k mod L_j), the XOR of all message bits k. XE5-234 replaces its first
 * register by a block parity: bit b is the parity of message bytes 2b, 2b+1.
 * The registers follow the message in the block, register by register, each
 * least significant bit first. Decoding XORs freshly computed registers onto
 * the received ones; message bit k is then wrong when more than f of its 2f
 * register bits are set (a majority vote). Everything here indexes by public
 * bit positions only. */
#include <string.h>

#include "ct.h"
#include "tiger.h"

#if TIGER_XE_F == 3
#define REGS 6
#define BLOCK_PARITY 0
static const unsigned reg_len[REGS] = {11, 13, 15, 16, 17, 19};
#else
#define REGS 10
#define BLOCK_PARITY 1
static const unsigned reg_len[REGS] = {16, 16, 17, 19, 21, 23, 25, 29, 31, 37};
#endif

#define MSG_BITS (8 * TIGER_MSG_BYTES)

static void registers(uint64_t r[REGS], const uint8_t msg[TIGER_MSG_BYTES])
{
    memset(r, 0, REGS * sizeof *r);
    for (unsigned i = 0; i < TIGER_MSG_BYTES; i++) {
        uint64_t x = msg[i];
        unsigned j = 0;
#if BLOCK_PARITY
        uint64_t t = x ^ (x >> 4);
        t ^= t >> 2;
        t ^= t >> 1;
        r[0] ^= (t & 1) << (i >> 1);
        j = 1;
#endif
        for (; j < REGS; j++) {
            r[j] ^= x << ((8 * i) % reg_len[j]);
        }
    }
    /* Fold the bits shifted past L_j back (at most 7 of them). */
    for (unsigned j = 0; j < REGS; j++) {
        r[j] = (r[j] ^ (r[j] >> reg_len[j])) & (((uint64_t)1 << reg_len[j]) - 1);
    }
}

void tiger_xe_compute(uint8_t *block)
{
    uint64_t r[REGS], acc = 0;
    unsigned have = 0, pos = TIGER_MSG_BYTES;

    registers(r, block);
    /* The registers' bits in a queue (below 8 + 37 bits), XORed out a byte
     * at a time; the last byte only in its low `have` bits. */
    for (unsigned j = 0; j < REGS; j++) {
        acc |= r[j] << have;
        have += reg_len[j];
        while (have >= 8) {
            block[pos++] ^= (uint8_t)acc;
            acc >>= 8;
            have -= 8;
        }
    }
    if (have != 0) {
        block[pos] ^= (uint8_t)acc;
    }
    kpqc_memzero(r, sizeof r);
    kpqc_memzero(&acc, sizeof acc);
}

void tiger_xe_fixerr(uint8_t *block)
{
    uint64_t r[REGS], acc = 0;
    unsigned have = 0, pos = TIGER_MSG_BYTES;

    /* The block holds received registers XOR recomputed ones (the caller ran
     * tiger_xe_compute on the received block first). Read a byte at a time
     * into a queue (below 37 + 8 bits); the bits past the last register are
     * read but not used. */
    for (unsigned j = 0; j < REGS; j++) {
        while (have < reg_len[j]) {
            acc |= (uint64_t)block[pos++] << have;
            have += 8;
        }
        r[j] = acc & (((uint64_t)1 << reg_len[j]) - 1);
        acc >>= reg_len[j];
        have -= reg_len[j];
    }
    kpqc_memzero(&acc, sizeof acc);
    /* The vote, 64 message bits at a time: word w of register j's bit
     * string (bit i = r_j bit i mod L_j) is r_j rotated by 64w mod L_j and
     * repeated; the votes are counted bit-sliced (c0..c3, up to 10). */
    unsigned offset[REGS] = {0}; /* 64w mod L_j, kept without a division */
    for (unsigned w = 0; w < MSG_BITS / 64; w++) {
        uint64_t c0 = 0, c1 = 0, c2 = 0, c3 = 0, flip, m = 0;
        for (unsigned j = 0; j < REGS; j++) {
            uint64_t z;
#if BLOCK_PARITY
            if (j == 0) { /* bit i is r_0 bit i >> 4 */
                z = 0;
                for (unsigned q = 0; q < 4; q++) {
                    z |= (0 - ((r[0] >> (4 * w + q)) & 1)) & ((uint64_t)0xffff << (16 * q));
                }
            } else
#endif
            {
                const unsigned len = reg_len[j], off = offset[j];
                const uint64_t mask = ((uint64_t)1 << len) - 1;
                z = ((r[j] >> off) | (r[j] << (len - off))) & mask;
                for (unsigned span = len; span < 64; span *= 2) {
                    z |= z << span;
                }
                offset[j] += 64;
                while (offset[j] >= len) {
                    offset[j] -= len;
                }
            }
            uint64_t carry = z, t;
            t = c0 & carry; c0 ^= carry; carry = t;
            t = c1 & carry; c1 ^= carry; carry = t;
            t = c2 & carry; c2 ^= carry; carry = t;
            c3 ^= carry;
        }
        /* Flip where votes > f. */
#if TIGER_XE_F == 3
        flip = c3 | c2;
#else
        flip = c3 | (c2 & c1);
#endif
        for (unsigned k = 0; k < 8; k++) {
            m |= (uint64_t)block[8 * w + k] << (8 * k);
        }
        m ^= flip;
        for (unsigned k = 0; k < 8; k++) {
            block[8 * w + k] = (uint8_t)(m >> (8 * k));
        }
    }
    kpqc_memzero(r, sizeof r);
}
