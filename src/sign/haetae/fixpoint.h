/* The fixed-point arithmetic behind the hyperball sampler (KS X 123456,
 * Alg. 11-15): unsigned values with 76 fractional bits held in two limbs,
 * value = (hi 2^48 + lo) / 2^76, lo normally below 2^48 ("fp96_76"). A
 * negative value is the two's complement modulo 2^112.
 *
 * Every operation reproduces the reference's truncations and roundings bit
 * for bit: they are part of what the KATs fix. Pure integer code, no
 * branches: the values are secret. */
#ifndef KPQC_HAETAE_FIXPOINT_H
#define KPQC_HAETAE_FIXPOINT_H

#include <stdint.h>

#include "namespace.h"
#include "params.h"

typedef struct {
    uint64_t lo;
    uint64_t hi;
} haetae_fp;

#define HAETAE_M48 ((1ULL << 48) - 1)

#if defined(__SIZEOF_INT128__) && !defined(KPQC_HAETAE_NO_INT128)
__extension__ typedef unsigned __int128 haetae_u128;
__extension__ typedef __int128 haetae_s128;
#define HAETAE_HAVE_INT128 1
#endif

/* hi:lo = a b, the full 128-bit product. */
static inline void haetae_mul64(uint64_t *hi, uint64_t *lo, uint64_t a, uint64_t b)
{
#ifdef HAETAE_HAVE_INT128
    haetae_u128 p = (haetae_u128)a * b;
    *lo = (uint64_t)p;
    *hi = (uint64_t)(p >> 64);
#else
    uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    *lo = (mid << 32) | (p00 & 0xffffffffu);
    *hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
#endif
}

/* round(a b / 2^48) for signed a and unsigned b, as the low 64 bits of the
 * 128-bit two's-complement result (the reference's smulh48). */
static inline int64_t haetae_smulh48(int64_t a, uint64_t b)
{
#ifdef HAETAE_HAVE_INT128
    return (int64_t)(((haetae_s128)a * (haetae_s128)b + ((haetae_s128)1 << 47)) >> 48);
#else
    uint64_t hi, lo, t;
    haetae_mul64(&hi, &lo, (uint64_t)a, b);
    hi -= b & (0 - ((uint64_t)a >> 63)); /* a < 0: (a + 2^64) b - 2^64 b */
    t = lo + (1ULL << 47);
    hi += t < lo;
    return (int64_t)((t >> 48) | (hi << 16));
#endif
}

static inline void haetae_fp_renormalize(haetae_fp *x)
{
    x->hi += x->lo >> 48;
    x->lo &= HAETAE_M48;
}

/* The products, split like the reference's: low limbs multiplied first and
 * rounded at 2^48, the cross terms, one shift by 28 (rounding or not,
 * depending on the operation), then the product of the high limbs. Inline,
 * for the per-sample loops (the AVX2 kernels use them too). */
/* a b split at bit 48: *lo = p mod 2^48, *hi = floor(p / 2^48) mod 2^64. */
static inline void haetae_mul48(uint64_t *hi, uint64_t *lo, uint64_t a, uint64_t b)
{
    uint64_t h, l;
    haetae_mul64(&h, &l, a, b);
    *lo = l & HAETAE_M48;
    *hi = (h << 16) | (l >> 48);
}

/* (-1)^sign x, sign in {0, 1}. */
static inline haetae_fp haetae_fp_cneg(haetae_fp x, uint64_t sign)
{
    uint64_t m = 0 - sign;
    haetae_fp r;
    r.lo = (x.lo ^ (m & HAETAE_M48)) + sign;
    r.hi = x.hi ^ m;
    haetae_fp_renormalize(&r);
    return r;
}

/* Adds p 2^20 (mod 2^112) for the product p = ph:pl of two high limbs:
 * (2^48)^2 / 2^76 = 2^20. */
static inline void haetae_add_shifted_hi(uint64_t *lo, uint64_t *hi, uint64_t ph, uint64_t pl)
{
    *lo += (pl << 20) & HAETAE_M48;
    *hi += (pl >> 28) + (ph << 36);
}

/* The reference's fixpoint_mul. */
static inline haetae_fp haetae_fp_mul(const haetae_fp *x, const haetae_fp *y)
{
    uint64_t h, l, lo, hi;
    haetae_fp r;

    haetae_mul48(&h, &l, x->lo, y->lo);
    lo = h + (l >> 47); /* x0 y0 / 2^48, rounded half up */
    haetae_mul48(&h, &l, x->lo, y->hi);
    lo += l;
    hi = h;
    haetae_mul48(&h, &l, x->hi, y->lo);
    lo += l;
    hi += h;
    lo = ((lo + (1ULL << 27)) >> 28) + ((hi << 20) & HAETAE_M48); /* / 2^28, rounded */
    hi >>= 28;
    haetae_mul64(&h, &l, x->hi, y->hi);
    haetae_add_shifted_hi(&lo, &hi, h, l);
    r.lo = lo;
    r.hi = hi;
    haetae_fp_renormalize(&r);
    return r;
}

/* sq = x^2, truncating (the reference's fixpoint_square). */
static inline void haetae_fp_square_inline(haetae_fp *sq, const haetae_fp *x)
{
    uint64_t h, l, lo, hi;

    haetae_mul48(&h, &l, x->lo, x->lo);
    lo = h; /* x0^2 / 2^48, truncated */
    haetae_mul48(&h, &l, x->lo, x->hi);
    lo += l << 1;
    hi = h << 1;
    lo = (lo >> 28) + ((hi << 20) & HAETAE_M48); /* / 2^28, truncated */
    hi >>= 28;
    haetae_mul64(&h, &l, x->hi, x->hi);
    haetae_add_shifted_hi(&lo, &hi, h, l);
    sq->lo = lo;
    sq->hi = hi;
    haetae_fp_renormalize(sq);
}

/* (-1)^sign * round(x 2^16 y / 2^(76+15)): a sample x scaled by y and rounded
 * to 13 fractional bits (the reference's fixpoint_mul_rnd13). */
static inline int32_t haetae_fp_scale_sample_inline(uint64_t x, const haetae_fp *y, uint32_t sign)
{
    haetae_fp xx, t;
    int32_t r;

    xx.hi = x >> 32;
    xx.lo = (x & 0xffffffffu) << 16;
    t = haetae_fp_mul(&xx, y);
    r = (int32_t)((t.hi + (1ULL << 14)) >> 15);
    /* Conditional negation in unsigned arithmetic: r may be INT32_MIN, whose
     * negation overflows int32_t. */
    return (int32_t)(((uint32_t)r ^ (0u - sign)) + sign);
}

/* Out-of-line forms of the inline functions above. */
void KPQC_NS(haetae_fp_square)(haetae_fp *sq, const haetae_fp *x);
int32_t KPQC_NS(haetae_fp_scale_sample)(uint64_t x, const haetae_fp *y, uint32_t sign);

/* y ~ 1 / sqrt(2 xhalf): Newton's method, seven steps from the start values
 * of params.h. */
void KPQC_NS(haetae_fp_invsqrt)(haetae_fp *y, const haetae_fp *xhalf);

/* r = round(x m / 2^28) for an integer m (the reference's fixpoint_mul_high). */
void KPQC_NS(haetae_fp_mul_int)(haetae_fp *r, const haetae_fp *x, uint64_t m);

#endif
