/* GF(2^13) = GF(2)[z]/(z^13 + z^7 + z^6 + z^5 + 1), constant time.
 *
 * Two forms: single elements (uint16_t, bit i = coefficient of z^i), and
 * bitsliced vectors of 64 elements, gf_vec: plane b holds bit b of the 64
 * elements, element i in bit i of every plane. No tables: no memory access
 * depends on an element's value. */
#ifndef KPQC_PALOMA_GF_H
#define KPQC_PALOMA_GF_H

#include <stdint.h>

#include "params.h"

typedef uint16_t gf;
typedef struct {
    uint64_t p[PALOMA_M];
} gf_vec;

/* Reduces a product of two elements (up to 25 bits). */
static inline gf gf_reduce(uint32_t x)
{
    for (int round = 0; round < 2; round++) {
        uint32_t hi = x >> PALOMA_M;
        x = (x & (PALOMA_FIELD - 1)) ^ hi ^ (hi << 5) ^ (hi << 6) ^ (hi << 7);
    }
    return (gf)x;
}

static inline gf gf_mul(gf a, gf b)
{
    uint32_t x = 0;
    for (int i = 0; i < PALOMA_M; i++) {
        x ^= (uint32_t)a * (uint32_t)(b & (1u << i)); /* a times one bit of b: a shift */
    }
    return gf_reduce(x);
}

gf KPQC_NS(gf_inv)(gf a); /* 0 for 0 */
#define gf_inv KPQC_NS(gf_inv)

void KPQC_NS(gf_vec_mul)(gf_vec *c, const gf_vec *a, const gf_vec *b);
void KPQC_NS(gf_vec_sqr)(gf_vec *c, const gf_vec *a);
void KPQC_NS(gf_vec_inv)(gf_vec *c, const gf_vec *a); /* lanes holding 0 give 0 */
/* The same element in all 64 lanes. */
void KPQC_NS(gf_vec_broadcast)(gf_vec *c, gf a);
/* Lanes i = 0..63 from v[i]. */
void KPQC_NS(gf_vec_load)(gf_vec *c, const gf v[64]);
/* v = poly(x) lane-wise (Horner), poly of the given degree. */
void KPQC_NS(gf_vec_eval)(gf_vec *v, const gf *poly, int degree, const gf_vec *x);
#define gf_vec_eval KPQC_NS(gf_vec_eval)
#define gf_vec_mul KPQC_NS(gf_vec_mul)
#define gf_vec_sqr KPQC_NS(gf_vec_sqr)
#define gf_vec_inv KPQC_NS(gf_vec_inv)
#define gf_vec_broadcast KPQC_NS(gf_vec_broadcast)
#define gf_vec_load KPQC_NS(gf_vec_load)

#endif
