/* Modular reductions for q = 64513 and 2q, and the roundings of signing
 * and verification, all branch-free.
 *
 * Signed right shifts are arithmetic (floor) on every compiler we support;
 * the static assertion makes a build fail where that is not so. */
#ifndef KPQC_HAETAE_REDUCE_H
#define KPQC_HAETAE_REDUCE_H

#include <stdint.h>

#include "params.h"

_Static_assert((-3 >> 1) == -2, "HAETAE needs arithmetic right shifts");

#define HAETAE_QINV 940508161u /* q^-1 mod 2^32 */
#define HAETAE_MONT 14321      /* 2^32 mod q */
#define HAETAE_MONT2 4214      /* 2^64 mod q */

/* For |a| < q 2^31: r = a 2^-32 mod q with |r| < q. */
static inline int32_t haetae_montgomery(int64_t a)
{
    int32_t t = (int32_t)((uint32_t)a * HAETAE_QINV);
    return (int32_t)((a - (int64_t)t * HAETAE_Q) >> 32);
}

/* Adds q to a negative a. */
static inline int32_t haetae_caddq(int32_t a)
{
    return a + ((a >> 31) & HAETAE_Q);
}

/* a mod q in [0, q) for any int32 a. The Barrett quotient
 * floor(a floor(2^32/q) / 2^32) is off by at most one, so a - quotient q
 * lies in [-q, 2q) and two corrections finish it. */
static inline int32_t haetae_freeze(int32_t a)
{
    int64_t t = a - ((a * (int64_t)66575) >> 32) * HAETAE_Q;
    t += (t >> 63) & HAETAE_Q;
    t -= ~((t - HAETAE_Q) >> 63) & HAETAE_Q;
    return (int32_t)t;
}

/* a mod 2q in [0, 2q) for any int32 a (same argument with floor(2^32/2q)). */
static inline int32_t haetae_freeze2q(int32_t a)
{
    int64_t t = a - ((a * (int64_t)33287) >> 32) * HAETAE_DQ;
    t += (t >> 63) & HAETAE_DQ;
    t -= ~((t - HAETAE_DQ) >> 63) & HAETAE_DQ;
    return (int32_t)t;
}

/* a mod 2q in [-q, q) (the representative the reference's reduce32_2q
 * returns). */
static inline int32_t haetae_reduce2q(int32_t a)
{
    int32_t t = haetae_freeze2q(a);
    return t - (~((t - HAETAE_Q) >> 31) & HAETAE_DQ);
}

/* Fixed point (13 fractional bits) to the nearest integer, ties up. */
static inline int32_t haetae_fix_round(int32_t x)
{
    return (x + (HAETAE_LN / 2)) >> HAETAE_LNBITS;
}

/* HighBits for the hint, of x in [0, 2q): round(x / alpha_h), where the top
 * value HB_RANGE wraps to 0 (Alg. 20). */
static inline int32_t haetae_hint_highbits(int32_t x)
{
    int32_t hb = (x + HAETAE_HALF_ALPHA_HINT) >> HAETAE_LOG_ALPHA_HINT;
    return hb - (HAETAE_HB_RANGE & ((HAETAE_HB_RANGE - 1 - hb) >> 31));
}

/* w (mod q, |w| < 2^30) to the value mod 2q that is congruent to w mod q and
 * to `parity` mod 2, in [0, 2q). */
static inline int32_t haetae_from_crt(int32_t w, int32_t parity)
{
    return haetae_freeze2q(w + (HAETAE_Q & -((w ^ parity) & 1)));
}

#endif
