/* Arithmetic in GF(2^k), k = 128, 192 or 256 (AIMer spec, "Field arithmetic"):
 *   GF(2^128) = F2[x] / (x^128 + x^7 + x^2 + x + 1)
 *   GF(2^192) = F2[x] / (x^192 + x^7 + x^2 + x + 1)
 *   GF(2^256) = F2[x] / (x^256 + x^10 + x^5 + x^2 + 1)
 * An element is GF_WORDS little-endian 64-bit words (bit i of word w is the
 * coefficient of x^(64w + i)); bytes are the little-endian encoding.
 *
 * Everything here runs in constant time: no branch or memory index depends on
 * an operand. The carry-less 64x64 product uses integer multiplications on
 * operands whose bits are spaced four apart ("multiplication with holes"), so
 * no column sum can carry into the next bit that is kept.
 *
 * The hot operations are static inline: they sit in the inner loops of the MPC
 * simulation of every party. */
#ifndef AIMER_FIELD_H
#define AIMER_FIELD_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"
#if KPQC_BACKEND_AVX2
#include "native/x86_64/api.h"
#endif

typedef uint64_t gf[GF_WORDS];
typedef uint64_t gf_wide[2 * GF_WORDS]; /* an unreduced product */

#if GF_BITS == 256
#define GF_TAP1 2
#define GF_TAP2 5
#define GF_TAP3 10
#else
#define GF_TAP1 1
#define GF_TAP2 2
#define GF_TAP3 7
#endif

#if defined(__SIZEOF_INT128__) && !defined(AIMER_NO_INT128)
__extension__ typedef unsigned __int128 gf_u128;

/* r = a * b in F2[x], r[0] low word. The four top bits of b are handled
 * apart: with at most 15 bits in each residue class of b, a column of an
 * integer product counts at most 15 terms, which fits in its 4-bit slot. */
static inline void gf_clmul64(uint64_t r[2], uint64_t a, uint64_t b)
{
    const uint64_t m0 = 0x1111111111111111u, m1 = m0 << 1, m2 = m0 << 2, m3 = m0 << 3;
    const uint64_t bl = b & 0x0fffffffffffffffu;
    const uint64_t a0 = a & m0, a1 = a & m1, a2 = a & m2, a3 = a & m3;
    const uint64_t b0 = bl & m0, b1 = bl & m1, b2 = bl & m2, b3 = bl & m3;
    gf_u128 z0, z1, z2, z3;
    uint64_t lo, hi;

    z0 = ((gf_u128)a0 * b0) ^ ((gf_u128)a1 * b3) ^ ((gf_u128)a2 * b2) ^ ((gf_u128)a3 * b1);
    z1 = ((gf_u128)a0 * b1) ^ ((gf_u128)a1 * b0) ^ ((gf_u128)a2 * b3) ^ ((gf_u128)a3 * b2);
    z2 = ((gf_u128)a0 * b2) ^ ((gf_u128)a1 * b1) ^ ((gf_u128)a2 * b0) ^ ((gf_u128)a3 * b3);
    z3 = ((gf_u128)a0 * b3) ^ ((gf_u128)a1 * b2) ^ ((gf_u128)a2 * b1) ^ ((gf_u128)a3 * b0);
    lo = ((uint64_t)z0 & m0) | ((uint64_t)z1 & m1) | ((uint64_t)z2 & m2) | ((uint64_t)z3 & m3);
    hi = ((uint64_t)(z0 >> 64) & m0) | ((uint64_t)(z1 >> 64) & m1) |
         ((uint64_t)(z2 >> 64) & m2) | ((uint64_t)(z3 >> 64) & m3);
    for (unsigned j = 60; j < 64; j++) {
        const uint64_t mask = (uint64_t)0 - ((b >> j) & 1);
        lo ^= (a << j) & mask;
        hi ^= (a >> (64 - j)) & mask;
    }
    r[0] = lo;
    r[1] = hi;
}
#else
/* Without a 128-bit type: 32x32-bit products (a column counts at most 8
 * terms, which fits in 4 bits), combined by Karatsuba. */
static inline uint64_t gf_clmul32(uint32_t a, uint32_t b)
{
    const uint64_t m0 = 0x1111111111111111u, m1 = m0 << 1, m2 = m0 << 2, m3 = m0 << 3;
    const uint64_t a0 = a & m0, a1 = a & m1, a2 = a & m2, a3 = a & m3;
    const uint64_t b0 = b & m0, b1 = b & m1, b2 = b & m2, b3 = b & m3;
    const uint64_t z0 = (a0 * b0) ^ (a1 * b3) ^ (a2 * b2) ^ (a3 * b1);
    const uint64_t z1 = (a0 * b1) ^ (a1 * b0) ^ (a2 * b3) ^ (a3 * b2);
    const uint64_t z2 = (a0 * b2) ^ (a1 * b1) ^ (a2 * b0) ^ (a3 * b3);
    const uint64_t z3 = (a0 * b3) ^ (a1 * b2) ^ (a2 * b1) ^ (a3 * b0);
    return (z0 & m0) | (z1 & m1) | (z2 & m2) | (z3 & m3);
}

static inline void gf_clmul64(uint64_t r[2], uint64_t a, uint64_t b)
{
    const uint64_t lo = gf_clmul32((uint32_t)a, (uint32_t)b);
    const uint64_t hi = gf_clmul32((uint32_t)(a >> 32), (uint32_t)(b >> 32));
    const uint64_t mid =
        gf_clmul32((uint32_t)(a ^ (a >> 32)), (uint32_t)(b ^ (b >> 32))) ^ lo ^ hi;
    r[0] = lo ^ (mid << 32);
    r[1] = hi ^ (mid >> 32);
}
#endif

static inline void gf_set_zero(gf a)
{
    for (unsigned i = 0; i < GF_WORDS; i++) a[i] = 0;
}

static inline void gf_copy(gf r, const gf a)
{
    for (unsigned i = 0; i < GF_WORDS; i++) r[i] = a[i];
}

static inline void gf_add(gf r, const gf a, const gf b)
{
    for (unsigned i = 0; i < GF_WORDS; i++) r[i] = a[i] ^ b[i];
}

static inline void gf_wide_zero(gf_wide p)
{
    for (unsigned i = 0; i < 2 * GF_WORDS; i++) p[i] = 0;
}

/* p += a * b unreduced: the pairwise Karatsuba identity
 * a_i b_j + a_j b_i = (a_i + a_j)(b_i + b_j) + a_i b_i + a_j b_j
 * needs W(W+1)/2 word products (3, 6, 10). */
static inline void gf_mul_wide_acc(gf_wide p, const gf a, const gf b)
{
    uint64_t d[GF_WORDS][2], t[2];

    for (unsigned i = 0; i < GF_WORDS; i++) {
        gf_clmul64(d[i], a[i], b[i]);
        p[2 * i] ^= d[i][0];
        p[2 * i + 1] ^= d[i][1];
    }
    for (unsigned i = 0; i < GF_WORDS; i++) {
        for (unsigned j = i + 1; j < GF_WORDS; j++) {
            gf_clmul64(t, a[i] ^ a[j], b[i] ^ b[j]);
            p[i + j] ^= t[0] ^ d[i][0] ^ d[j][0];
            p[i + j + 1] ^= t[1] ^ d[i][1] ^ d[j][1];
        }
    }
}

/* r = p mod f, folding the high words down from the top: x^k = x^t1 + x^t2 + x^t3 + 1. */
static inline void gf_reduce(gf r, const gf_wide p)
{
    uint64_t t[2 * GF_WORDS];

    for (unsigned i = 0; i < 2 * GF_WORDS; i++) t[i] = p[i];
    for (unsigned i = 2 * GF_WORDS - 1; i >= GF_WORDS; i--) {
        const uint64_t h = t[i];
        t[i - GF_WORDS] ^= h ^ (h << GF_TAP1) ^ (h << GF_TAP2) ^ (h << GF_TAP3);
        t[i - GF_WORDS + 1] ^= (h >> (64 - GF_TAP1)) ^ (h >> (64 - GF_TAP2)) ^ (h >> (64 - GF_TAP3));
    }
    for (unsigned i = 0; i < GF_WORDS; i++) r[i] = t[i];
}

#if KPQC_BACKEND_AVX2
/* The AVX2 backend multiplies and squares on PCLMULQDQ. */
static inline void gf_mul(gf r, const gf a, const gf b)
{
    aimer_avx2_gf_mul(r, a, b);
}

static inline void gf_sqr(gf r, const gf a)
{
    aimer_avx2_gf_sqr(r, a);
}
#else
static inline void gf_mul(gf r, const gf a, const gf b)
{
    gf_wide p;
    gf_wide_zero(p);
    gf_mul_wide_acc(p, a, b);
    gf_reduce(r, p);
}

/* Spreads the 32 low bits of x to the even positions of a word. */
static inline uint64_t gf_spread32(uint64_t x)
{
    x &= 0xffffffffu;
    x = (x | (x << 16)) & 0x0000ffff0000ffffu;
    x = (x | (x << 8)) & 0x00ff00ff00ff00ffu;
    x = (x | (x << 4)) & 0x0f0f0f0f0f0f0f0fu;
    x = (x | (x << 2)) & 0x3333333333333333u;
    x = (x | (x << 1)) & 0x5555555555555555u;
    return x;
}

static inline void gf_sqr(gf r, const gf a)
{
    gf_wide p;
    for (unsigned i = 0; i < GF_WORDS; i++) {
        p[2 * i] = gf_spread32(a[i]);
        p[2 * i + 1] = gf_spread32(a[i] >> 32);
    }
    gf_reduce(r, p);
}
#endif

/* acc1 += M1(x), acc2 += M2(x) for F2-linear maps given by the images of the
 * basis (M[j] is the image of x^j). Bits of x select images through masks. */
static inline void gf_linmap2_acc(gf acc1, gf acc2, const gf x, const gf *m1, const gf *m2)
{
    gf s1, s2;
    gf_set_zero(s1);
    gf_set_zero(s2);
    for (unsigned w = 0; w < GF_WORDS; w++) {
        const uint64_t xw = x[w];
        for (unsigned j = 0; j < 64; j++) {
            const uint64_t mask = (uint64_t)0 - ((xw >> j) & 1);
            const uint64_t *r1 = m1[64 * w + j];
            const uint64_t *r2 = m2[64 * w + j];
            for (unsigned i = 0; i < GF_WORDS; i++) {
                s1[i] ^= r1[i] & mask;
                s2[i] ^= r2[i] & mask;
            }
        }
    }
    for (unsigned i = 0; i < GF_WORDS; i++) {
        acc1[i] ^= s1[i];
        acc2[i] ^= s2[i];
    }
}

/* r = M(x). r may alias x. */
static inline void gf_linmap(gf r, const gf x, const gf *m)
{
#if KPQC_BACKEND_AVX2
    aimer_avx2_linmap(r, x, m);
#else
    gf s;
    gf_set_zero(s);
    for (unsigned w = 0; w < GF_WORDS; w++) {
        const uint64_t xw = x[w];
        for (unsigned j = 0; j < 64; j++) {
            const uint64_t mask = (uint64_t)0 - ((xw >> j) & 1);
            const uint64_t *row = m[64 * w + j];
            for (unsigned i = 0; i < GF_WORDS; i++) s[i] ^= row[i] & mask;
        }
    }
    gf_copy(r, s);
#endif
}

#define gf_from_bytes KPQC_NS(gf_from_bytes)
#define gf_to_bytes KPQC_NS(gf_to_bytes)
#define gf_pow_public KPQC_NS(gf_pow_public)

void gf_from_bytes(gf r, const uint8_t *in);
void gf_to_bytes(uint8_t *out, const gf a);
/* r = a^e for a public exponent e (GF_WORDS words, little-endian); constant
 * time in a. r may alias a. */
void gf_pow_public(gf r, const gf a, const uint64_t *e);

#endif
