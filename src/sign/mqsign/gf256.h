/* GF(256) as MQ-Sign (and Rainbow) define it: a tower of quadratic extensions
 *   GF(4)   = GF(2)[x]  / (x^2 + x + 1)
 *   GF(16)  = GF(4)[y]  / (y^2 + y + x)
 *   GF(256) = GF(16)[X] / (X^2 + X + xy)
 * so bit t of a byte is the coefficient of the basis element
 *   1, x, y, xy, X, xX, yX, xyX   (t = 0 .. 7).
 * It is not the AES field.
 *
 * Everything here works on 8 field elements packed in a uint64_t (one per
 * byte) with shifts, masks and XOR only: no tables, no branches, so secret
 * operands are safe. Multiplying by a subfield constant (x, y, xy) acts on
 * every GF(4) or GF(16) coordinate of an element at once; multiplying by X
 * uses X^2 = X + xy. A general product splits one operand into its bits:
 * a * b = sum_t b_t (e_t * a). */
#ifndef KPQC_MQS_GF256_H
#define KPQC_MQS_GF256_H

#include <stdint.h>

#define MQS_LANES_1 0x0101010101010101ull
#define MQS_PAIR_LO 0x5555555555555555ull  /* bit 0 of every 2-bit GF(4) element */
#define MQS_PAIR_HI 0xaaaaaaaaaaaaaaaaull
#define MQS_NIB_LO2 0x3333333333333333ull  /* low GF(4) half of every nibble */
#define MQS_BYTE_LO4 0x0f0f0f0f0f0f0f0full /* low GF(16) half of every byte */

/* (w0 + w1 x) * x = w1 + (w0 + w1) x, on every 2-bit group. */
static inline uint64_t mqs_gf4_mulx(uint64_t v)
{
    return ((v >> 1) & MQS_PAIR_LO) | ((v ^ (v << 1)) & MQS_PAIR_HI);
}

/* (w0 + w1 x) * (x + 1) = (w0 + w1) + w0 x, on every 2-bit group. */
static inline uint64_t mqs_gf4_mulx2(uint64_t v)
{
    return ((v ^ (v >> 1)) & MQS_PAIR_LO) | ((v << 1) & MQS_PAIR_HI);
}

/* (u0 + u1 y) * y = x u1 + (u0 + u1) y, on every nibble. */
static inline uint64_t mqs_gf16_muly(uint64_t v)
{
    uint64_t u0 = v & MQS_NIB_LO2, u1 = (v >> 2) & MQS_NIB_LO2;
    return mqs_gf4_mulx(u1) | ((u0 ^ u1) << 2);
}

/* (u0 + u1 y) * xy = (x + 1) u1 + x (u0 + u1) y, on every nibble. */
static inline uint64_t mqs_gf16_mulxy(uint64_t v)
{
    uint64_t u0 = v & MQS_NIB_LO2, u1 = (v >> 2) & MQS_NIB_LO2;
    return mqs_gf4_mulx2(u1) | (mqs_gf4_mulx(u0 ^ u1) << 2);
}

/* (a0 + a1 X) * X = xy a1 + (a0 + a1) X, on every byte. */
static inline uint64_t mqs_gf256_mulX(uint64_t v)
{
    uint64_t a0 = v & MQS_BYTE_LO4, a1 = (v >> 4) & MQS_BYTE_LO4;
    return mqs_gf16_mulxy(a1) | ((a0 ^ a1) << 4);
}

/* The eight basis multiples e_t * v (t = 0..7) of every byte of v. */
static inline void mqs_gf256_basis_multiples(uint64_t e[8], uint64_t v)
{
    e[0] = v;
    e[1] = mqs_gf4_mulx(v);
    e[2] = mqs_gf16_muly(v);
    e[3] = mqs_gf4_mulx(e[2]);
    e[4] = mqs_gf256_mulX(v);
    e[5] = mqs_gf4_mulx(e[4]);
    e[6] = mqs_gf16_muly(e[4]);
    e[7] = mqs_gf4_mulx(e[6]);
}

/* sum_t e_t * s[t]: folds eight bit-accumulators (s[t] collects the rows
 * whose scalar has bit t set) into field elements. */
static inline uint64_t mqs_gf256_fold(const uint64_t s[8])
{
    uint64_t lo = s[0] ^ mqs_gf16_muly(s[2]) ^ mqs_gf4_mulx(s[1] ^ mqs_gf16_muly(s[3]));
    uint64_t hi = s[4] ^ mqs_gf16_muly(s[6]) ^ mqs_gf4_mulx(s[5] ^ mqs_gf16_muly(s[7]));
    return lo ^ mqs_gf256_mulX(hi);
}

/* All-ones in every byte of b whose bit t is set. */
static inline uint64_t mqs_bit_mask(uint64_t b, unsigned t)
{
    return ((b >> t) & MQS_LANES_1) * 0xff;
}

/* Byte-wise product of a and b. */
static inline uint64_t mqs_gf256_mul8(uint64_t a, uint64_t b)
{
    uint64_t e[8], r = 0;
    mqs_gf256_basis_multiples(e, a);
    for (unsigned t = 0; t < 8; t++) r ^= e[t] & mqs_bit_mask(b, t);
    return r;
}

static inline uint8_t mqs_gf256_mul(uint8_t a, uint8_t b)
{
    return (uint8_t)mqs_gf256_mul8(a, b);
}

/* a^254: the inverse of a, and 0 for 0. */
static inline uint8_t mqs_gf256_inv(uint8_t a)
{
    uint64_t p = a, a2;
    for (unsigned i = 0; i < 6; i++) { /* a^(2^(i+2) - 1) after step i */
        a2 = mqs_gf256_mul8(p, p);
        p = mqs_gf256_mul8(a2, a);
    }
    return (uint8_t)mqs_gf256_mul8(p, p); /* (a^127)^2 */
}

#endif
