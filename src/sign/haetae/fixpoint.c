/* Fixed-point operations of the hyperball sampler; see fixpoint.h, which
 * holds the products used per sample as inline functions. */
#include "fixpoint.h"

void KPQC_NS(haetae_fp_square)(haetae_fp *sq, const haetae_fp *x)
{
    haetae_fp_square_inline(sq, x);
}

/* Newton's iteration y <- y (3/2 - (x/2) y^2) from y0 = 1/s, s^2 the expected
 * value of x = (K + L) N + 2; the first step is folded into the constants. */
void KPQC_NS(haetae_fp_invsqrt)(haetae_fp *y, const haetae_fp *xhalf)
{
    static const haetae_fp start_cube = {HAETAE_SEL(START_CUBE_LO), HAETAE_SEL(START_CUBE_HI)};
    static const haetae_fp start_3h = {HAETAE_SEL(START_3H_LO), HAETAE_SEL(START_3H_HI)};
    haetae_fp t, u;

    t = haetae_fp_cneg(haetae_fp_mul(xhalf, &start_cube), 1);
    y->lo = start_3h.lo + t.lo; /* not renormalized, as in the reference */
    y->hi = start_3h.hi + t.hi;
    for (int i = 0; i < 6; i++) {
        uint64_t sign;
        KPQC_NS(haetae_fp_square)(&t, y);
        u = haetae_fp_cneg(haetae_fp_mul(xhalf, &t), 1); /* 3/2 - (x/2) y^2 */
        u.hi += 3ULL << 27;
        haetae_fp_renormalize(&u);
        sign = u.hi >> 63; /* y times a signed factor: multiply magnitudes */
        u = haetae_fp_cneg(u, sign);
        *y = haetae_fp_cneg(haetae_fp_mul(&u, y), sign);
    }
}

void KPQC_NS(haetae_fp_mul_int)(haetae_fp *r, const haetae_fp *x, uint64_t m)
{
    uint64_t h0, l0, h1, l1;

    haetae_mul48(&h0, &l0, x->lo, m);
    haetae_mul48(&h1, &l1, x->hi, m);
    h0 += l1;
    r->lo = ((l0 + (1ULL << 27)) >> 28) + ((h0 << 20) & HAETAE_M48);
    r->hi = (h0 >> 28) + (h1 << 20);
    haetae_fp_renormalize(r);
}

int32_t KPQC_NS(haetae_fp_scale_sample)(uint64_t x, const haetae_fp *y, uint32_t sign)
{
    return haetae_fp_scale_sample_inline(x, y, sign);
}
