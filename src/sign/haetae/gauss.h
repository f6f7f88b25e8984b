/* The Gaussian candidate of the hyperball sampler (KS X 123456, Alg. 14),
 * shared by the one-candidate code of hyperball.c and the AVX2 batch kernel:
 * the CDT table, and everything after the CDT lookup. Branch-free. */
#ifndef KPQC_HAETAE_GAUSS_H
#define KPQC_HAETAE_GAUSS_H

#include <stdint.h>

#include "fixpoint.h"

#if KPQC_HAETAE_V120
/* v1.2.0 (spec 260904) changes only this sampler: x comes from an 83-bit CDT
 * (cdt83.h), exp(-x) from a degree-10 polynomial, and a candidate takes 26
 * bytes: 83 bits for the CDT (bytes 0-10, the top 5 bits unused), then the
 * 48 rejection bits and the 72 bits of y, as in v1.1.2. */
#include "cdt83.h"
#define HAETAE_GAUSS_BYTES 26
#define HAETAE_GAUSS_REJ 11
#define HAETAE_GAUSS_Y 17
#else
#define HAETAE_GAUSS_BYTES 17 /* 16 bits (CDT) + 48 (rejection) + 72 (y) */
#define HAETAE_GAUSS_REJ 2    /* offsets of the rejection bits and of y */
#define HAETAE_GAUSS_Y 8

/* Cumulative distribution of |x| for the base sampler, scaled by 2^16. */
static const uint16_t haetae_cdt[64] = {
    3266,  6520,  9748,  12938, 16079, 19159, 22168, 25096, 27934, 30674, 33309, 35833, 38241,
    40531, 42698, 44742, 46663, 48460, 50135, 51690, 53128, 54454, 55670, 56781, 57794, 58712,
    59541, 60287, 60956, 61554, 62085, 62556, 62972, 63337, 63657, 63936, 64178, 64388, 64569,
    64724, 64857, 64970, 65066, 65148, 65216, 65273, 65321, 65361, 65394, 65422, 65444, 65463,
    65478, 65490, 65500, 65508, 65514, 65519, 65523, 65527, 65529, 65531, 65533, 65534};

#endif

static inline uint64_t haetae_load_le(const uint8_t *p, unsigned n)
{
    uint64_t r = 0;
    for (unsigned i = 0; i < n; i++) {
        r |= (uint64_t)p[i] << (8 * i);
    }
    return r;
}

#if KPQC_HAETAE_V120
/* exp(-x) (x and the result scaled by 2^48): the degree-10 polynomial of
 * GALACTICS (Rossi 2023) that v1.2.0 adopts, coefficients c_k 2^48 rounded
 * up (and c_0 = 2^48 + 1) so that it never falls below exp(-x); Horner. */
static inline uint64_t haetae_approx_exp(uint64_t x)
{
    static const int64_t c[11] = {
        55868746LL,      -743564434LL,     6953427278LL,      -55833338892LL,
        390932311155LL,  -2345623661771LL, 11728123872951LL,  -46912496106200LL,
        140737488354861LL, -281474976710650LL, 281474976710657LL};
    int64_t r = c[0];
    for (unsigned k = 1; k < 11; k++) {
        r = haetae_smulh48(r, x) + c[k];
    }
    return (uint64_t)r;
}

/* x = #{k : cdt83[k] < u}, u the 83-bit little-endian integer of in[0..10]
 * masked to 83 bits: the borrow of cdt83[k] - u, computed on 64-bit halves. */
static inline uint64_t haetae_cdt83_count(const uint8_t *in)
{
    const uint64_t ulo = haetae_load_le(in, 8);
    const uint64_t uhi = haetae_load_le(in + 8, 3) & 0x7ffff;
    uint64_t cnt = 0;

    for (unsigned k = 0; k < HAETAE_CDT83_LEN; k++) {
        const uint64_t a = haetae_cdt83_lo[k];
        const uint64_t borrow = ((~a & ulo) | (~(a ^ ulo) & (a - ulo))) >> 63;
        cnt += ((uint64_t)haetae_cdt83_hi[k] - uhi - borrow) >> 63;
    }
    return cnt;
}
#else
/* exp(-x) with 48-bit precision, x in fixed point (Horner, reference
 * coefficients). */
static inline uint64_t haetae_approx_exp(uint64_t x)
{
    int64_t r = -0x0000B6C6340925AELL;
    r = ((haetae_smulh48(r, x) + (1LL << 2)) >> 3) + 0x0000B4BD4DF85227LL;
    r = ((haetae_smulh48(r, x) + (1LL << 2)) >> 3) - 0x0000887F727491E2LL;
    r = ((haetae_smulh48(r, x) + (1LL << 1)) >> 2) + 0x0000AAAA643C7E8DLL;
    r = ((haetae_smulh48(r, x) + (1LL << 1)) >> 2) - 0x0000AAAAA98179E6LL;
    r = ((haetae_smulh48(r, x) + 1LL) >> 1) + 0x0000FFFFFFFB2E7ALL;
    r = ((haetae_smulh48(r, x) + 1LL) >> 1) - 0x0000FFFFFFFFF85FLL;
    r = haetae_smulh48(r, x) + 0x0000FFFFFFFFFFFCLL;
    return (uint64_t)r;
}

#endif

/* A candidate with x = #{i : cdt[i] < u16} already counted, u16 being the
 * first two bytes of in: y = x + 72 uniform fractional bits (the 96-bit
 * integer Y = x 2^72 + u), accepted with probability ~ exp(-(y^2 - x^2) /
 * (2 sigma^2)) by comparing 48 random bits with approx_exp; a zero sample
 * survives half the time. *r = round(Y / 2^16) and *sq = y^2 (fixed point).
 * Returns 1 if accepted. */
static inline uint64_t haetae_gauss_finish(uint64_t *r, haetae_fp *sq, uint64_t x,
                                           const uint8_t in[HAETAE_GAUSS_BYTES])
{
    const uint64_t rej = haetae_load_le(in + HAETAE_GAUSS_REJ, 6);
    uint64_t e, lt, nonzero;
    haetae_fp y;

    y.lo = haetae_load_le(in + HAETAE_GAUSS_Y, 6);
    y.hi = haetae_load_le(in + HAETAE_GAUSS_Y + 6, 3) | (x << 24);
    /* round(Y / 2^16), the high limb added apart: y.hi << 33 would overflow
     * for x >= 128 (v1.2.0's CDT reaches 165). */
    *r = (((y.lo >> 15) + 1) >> 1) + (y.hi << 32);

    haetae_fp_square_inline(sq, &y);
    e = ((sq->hi - ((x * x) << 20)) << 20) | (sq->lo >> 28);
    e = (e + 1) >> 1;

    lt = (uint64_t)((int64_t)(rej & ~(uint64_t)1) - (int64_t)haetae_approx_exp(e)) >> 63;
    nonzero = (*r | (0 - *r)) >> 63;
    return lt & (nonzero | rej) & 1;
}

#endif
