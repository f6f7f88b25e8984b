/* Fixed-point operations of the hyperball sampler; see fixpoint.h. The
 * products are split like the reference's: low limbs multiplied first and
 * rounded at 2^48, the cross terms, one shift by 28 (rounding or not,
 * depending on the operation), then the product of the high limbs. */
#include "fixpoint.h"

/* a b split at bit 48: *lo = p mod 2^48, *hi = floor(p / 2^48) mod 2^64. */
static inline void mul48(uint64_t *hi, uint64_t *lo, uint64_t a, uint64_t b)
{
    uint64_t h, l;
    haetae_mul64(&h, &l, a, b);
    *lo = l & HAETAE_M48;
    *hi = (h << 16) | (l >> 48);
}

/* (-1)^sign x, sign in {0, 1}. */
static inline haetae_fp cneg(haetae_fp x, uint64_t sign)
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
static inline void add_shifted_hi(uint64_t *lo, uint64_t *hi, uint64_t ph, uint64_t pl)
{
    *lo += (pl << 20) & HAETAE_M48;
    *hi += (pl >> 28) + (ph << 36);
}

/* The reference's fixpoint_mul. */
static haetae_fp mul(const haetae_fp *x, const haetae_fp *y)
{
    uint64_t h, l, lo, hi;
    haetae_fp r;

    mul48(&h, &l, x->lo, y->lo);
    lo = h + (l >> 47); /* x0 y0 / 2^48, rounded half up */
    mul48(&h, &l, x->lo, y->hi);
    lo += l;
    hi = h;
    mul48(&h, &l, x->hi, y->lo);
    lo += l;
    hi += h;
    lo = ((lo + (1ULL << 27)) >> 28) + ((hi << 20) & HAETAE_M48); /* / 2^28, rounded */
    hi >>= 28;
    haetae_mul64(&h, &l, x->hi, y->hi);
    add_shifted_hi(&lo, &hi, h, l);
    r.lo = lo;
    r.hi = hi;
    haetae_fp_renormalize(&r);
    return r;
}

void KPQC_NS(haetae_fp_square)(haetae_fp *sq, const haetae_fp *x)
{
    uint64_t h, l, lo, hi;

    mul48(&h, &l, x->lo, x->lo);
    lo = h; /* x0^2 / 2^48, truncated */
    mul48(&h, &l, x->lo, x->hi);
    lo += l << 1;
    hi = h << 1;
    lo = (lo >> 28) + ((hi << 20) & HAETAE_M48); /* / 2^28, truncated */
    hi >>= 28;
    haetae_mul64(&h, &l, x->hi, x->hi);
    add_shifted_hi(&lo, &hi, h, l);
    sq->lo = lo;
    sq->hi = hi;
    haetae_fp_renormalize(sq);
}

/* Newton's iteration y <- y (3/2 - (x/2) y^2) from y0 = 1/s, s^2 the expected
 * value of x = (K + L) N + 2; the first step is folded into the constants. */
void KPQC_NS(haetae_fp_invsqrt)(haetae_fp *y, const haetae_fp *xhalf)
{
    static const haetae_fp start_cube = {HAETAE_SEL(START_CUBE_LO), HAETAE_SEL(START_CUBE_HI)};
    static const haetae_fp start_3h = {HAETAE_SEL(START_3H_LO), HAETAE_SEL(START_3H_HI)};
    haetae_fp t, u;

    t = cneg(mul(xhalf, &start_cube), 1);
    y->lo = start_3h.lo + t.lo; /* not renormalized, as in the reference */
    y->hi = start_3h.hi + t.hi;
    for (int i = 0; i < 6; i++) {
        uint64_t sign;
        KPQC_NS(haetae_fp_square)(&t, y);
        u = cneg(mul(xhalf, &t), 1); /* 3/2 - (x/2) y^2 */
        u.hi += 3ULL << 27;
        haetae_fp_renormalize(&u);
        sign = u.hi >> 63; /* y times a signed factor: multiply magnitudes */
        u = cneg(u, sign);
        *y = cneg(mul(&u, y), sign);
    }
}

void KPQC_NS(haetae_fp_mul_int)(haetae_fp *r, const haetae_fp *x, uint64_t m)
{
    uint64_t h0, l0, h1, l1;

    mul48(&h0, &l0, x->lo, m);
    mul48(&h1, &l1, x->hi, m);
    h0 += l1;
    r->lo = ((l0 + (1ULL << 27)) >> 28) + ((h0 << 20) & HAETAE_M48);
    r->hi = (h0 >> 28) + (h1 << 20);
    haetae_fp_renormalize(r);
}

int32_t KPQC_NS(haetae_fp_scale_sample)(uint64_t x, const haetae_fp *y, uint32_t sign)
{
    haetae_fp xx, t;
    int32_t r;

    xx.hi = x >> 32;
    xx.lo = (x & 0xffffffffu) << 16;
    t = mul(&xx, y);
    r = (int32_t)((t.hi + (1ULL << 14)) >> 15);
    /* Conditional negation in unsigned arithmetic: r may be INT32_MIN, whose
     * negation overflows int32_t. */
    return (int32_t)(((uint32_t)r ^ (0u - sign)) + sign);
}
