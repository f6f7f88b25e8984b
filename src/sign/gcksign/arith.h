/* Arithmetic mod q < 2^60 on canonical residues [0, q), branch-free.
 * Montgomery products with beta = 2^64 (128-bit intermediate). */
#ifndef KPQC_GCKSIGN_ARITH_H
#define KPQC_GCKSIGN_ARITH_H

#include <stdint.h>

#include "params.h"
#include "zetas.h"

__extension__ typedef unsigned __int128 gck_u128;

/* x - q if x >= q, for x < 2q (the top bit of x - q is the borrow, q < 2^62). */
static inline uint64_t gck_reduce_once(uint64_t x)
{
    uint64_t r = x - GCK_Q;
    return r + (GCK_Q & (0 - (r >> 63)));
}

static inline uint64_t gck_add(uint64_t a, uint64_t b)
{
    return gck_reduce_once(a + b);
}

static inline uint64_t gck_sub(uint64_t a, uint64_t b)
{
    return gck_reduce_once(a + GCK_Q - b);
}

/* a b / 2^64 mod q, in [0, q). */
static inline uint64_t gck_mont_mul(uint64_t a, uint64_t b)
{
    gck_u128 t = (gck_u128)a * b;
    uint64_t m = (uint64_t)t * GCK_QINV;
    /* t - m q is divisible by 2^64: the high halves' difference is exact. */
    uint64_t r = (uint64_t)(t >> 64) - (uint64_t)(((gck_u128)m * GCK_Q) >> 64);
    return r + (GCK_Q & (0 - (r >> 63)));
}

/* x mod q for a small signed x (|x| < q). */
static inline uint64_t gck_from_signed(int64_t x)
{
    uint64_t u = (uint64_t)x;
    return u + (GCK_Q & (0 - (u >> 63)));
}

/* The centred representative of x in [0, q): in (-q/2, q/2]. */
static inline int64_t gck_centre(uint64_t x)
{
    uint64_t over = 0 - (((GCK_Q - 1) / 2 - x) >> 63); /* all ones if x > (q-1)/2 */
    return (int64_t)(x - (GCK_Q & over));
}

#endif
