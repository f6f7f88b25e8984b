/* GF(2^13) arithmetic, single elements and 64-lane bitsliced vectors. */
#include "gf.h"

/* a^(2^13 - 2) = a^-1: (2^12 - 1) by the chain 1, 2, 4, 8, 12, then one
 * squaring. */
gf gf_inv(gf a)
{
    gf x2 = gf_mul(gf_mul(a, a), a);
    gf x4 = x2, x8, x12;
    for (int i = 0; i < 2; i++) x4 = gf_mul(x4, x4);
    x4 = gf_mul(x4, x2);
    x8 = x4;
    for (int i = 0; i < 4; i++) x8 = gf_mul(x8, x8);
    x8 = gf_mul(x8, x4);
    x12 = x8;
    for (int i = 0; i < 4; i++) x12 = gf_mul(x12, x12);
    x12 = gf_mul(x12, x4);
    return gf_mul(x12, x12);
}

/* Planes 13..24 of a product folded back: z^13 = z^7 + z^6 + z^5 + 1. */
static void vec_reduce(gf_vec *c, uint64_t t[2 * PALOMA_M - 1])
{
    for (int i = 2 * PALOMA_M - 2; i >= PALOMA_M; i--) {
        t[i - PALOMA_M] ^= t[i];
        t[i - PALOMA_M + 5] ^= t[i];
        t[i - PALOMA_M + 6] ^= t[i];
        t[i - PALOMA_M + 7] ^= t[i];
    }
    for (int i = 0; i < PALOMA_M; i++) c->p[i] = t[i];
}

void gf_vec_mul(gf_vec *c, const gf_vec *a, const gf_vec *b)
{
    uint64_t t[2 * PALOMA_M - 1] = {0};
    for (int i = 0; i < PALOMA_M; i++) {
        for (int j = 0; j < PALOMA_M; j++) t[i + j] ^= a->p[i] & b->p[j];
    }
    vec_reduce(c, t);
}

void gf_vec_sqr(gf_vec *c, const gf_vec *a)
{
    uint64_t t[2 * PALOMA_M - 1] = {0};
    for (int i = 0; i < PALOMA_M; i++) t[2 * i] = a->p[i];
    vec_reduce(c, t);
}

void gf_vec_inv(gf_vec *c, const gf_vec *a)
{
    gf_vec x2, x4, x8, t;
    gf_vec_sqr(&t, a);
    gf_vec_mul(&x2, &t, a);
    gf_vec_sqr(&t, &x2);
    gf_vec_sqr(&t, &t);
    gf_vec_mul(&x4, &t, &x2);
    t = x4;
    for (int i = 0; i < 4; i++) gf_vec_sqr(&t, &t);
    gf_vec_mul(&x8, &t, &x4);
    t = x8;
    for (int i = 0; i < 4; i++) gf_vec_sqr(&t, &t);
    gf_vec_mul(&t, &t, &x4);
    gf_vec_sqr(c, &t);
}

void gf_vec_broadcast(gf_vec *c, gf a)
{
    for (int i = 0; i < PALOMA_M; i++) c->p[i] = (uint64_t)0 - (uint64_t)((a >> i) & 1);
}

void gf_vec_load(gf_vec *c, const gf v[64])
{
    for (int b = 0; b < PALOMA_M; b++) {
        uint64_t plane = 0;
        for (int i = 0; i < 64; i++) plane |= (uint64_t)((v[i] >> b) & 1) << i;
        c->p[b] = plane;
    }
}

void gf_vec_eval(gf_vec *v, const gf *poly, int degree, const gf_vec *x)
{
    gf_vec c;
    gf_vec_broadcast(v, poly[degree]);
    for (int i = degree - 1; i >= 0; i--) {
        gf_vec_mul(v, v, x);
        gf_vec_broadcast(&c, poly[i]);
        for (int b = 0; b < PALOMA_M; b++) v->p[b] ^= c.p[b];
    }
}
