/* GF(256) (gf256.h's tower field) on 32 bytes at once, for the AVX2
 * kernels: the subfield and X multiplications, the fold of eight bit
 * accumulators, the basis multiples, and the nibble tables of a scalar.
 * Shifts, masks, XOR and vpshufb only: constant time. */
#ifndef KPQC_MQSIGN_GF256_AVX2_H
#define KPQC_MQSIGN_GF256_AVX2_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#include "../../gf256.h"

/* The subfield and X multiplications on 32 bytes at once (the 64-bit
 * shifts move bits only inside the groups the masks keep). */
static inline __m256i c8(uint64_t m)
{
    return _mm256_set1_epi64x((long long)m);
}

static inline __m256i gf4_mulx(__m256i v)
{
    return _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi64(v, 1), c8(MQS_PAIR_LO)),
                           _mm256_and_si256(_mm256_xor_si256(v, _mm256_slli_epi64(v, 1)),
                                            c8(MQS_PAIR_HI)));
}

static inline __m256i gf4_mulx2(__m256i v)
{
    return _mm256_or_si256(_mm256_and_si256(_mm256_xor_si256(v, _mm256_srli_epi64(v, 1)),
                                            c8(MQS_PAIR_LO)),
                           _mm256_and_si256(_mm256_slli_epi64(v, 1), c8(MQS_PAIR_HI)));
}

static inline __m256i gf16_muly(__m256i v)
{
    __m256i u0 = _mm256_and_si256(v, c8(MQS_NIB_LO2));
    __m256i u1 = _mm256_and_si256(_mm256_srli_epi64(v, 2), c8(MQS_NIB_LO2));
    return _mm256_or_si256(gf4_mulx(u1), _mm256_slli_epi64(_mm256_xor_si256(u0, u1), 2));
}

static inline __m256i gf16_mulxy(__m256i v)
{
    __m256i u0 = _mm256_and_si256(v, c8(MQS_NIB_LO2));
    __m256i u1 = _mm256_and_si256(_mm256_srli_epi64(v, 2), c8(MQS_NIB_LO2));
    return _mm256_or_si256(gf4_mulx2(u1),
                           _mm256_slli_epi64(gf4_mulx(_mm256_xor_si256(u0, u1)), 2));
}

static inline __m256i gf256_mulX(__m256i v)
{
    __m256i a0 = _mm256_and_si256(v, c8(MQS_BYTE_LO4));
    __m256i a1 = _mm256_and_si256(_mm256_srli_epi64(v, 4), c8(MQS_BYTE_LO4));
    return _mm256_or_si256(gf16_mulxy(a1), _mm256_slli_epi64(_mm256_xor_si256(a0, a1), 4));
}

/* sum_t e_t * s[t] (gf256.h, mqs_gf256_fold). */
static inline __m256i gf256_fold(const __m256i s[8])
{
    __m256i lo = _mm256_xor_si256(
        _mm256_xor_si256(s[0], gf16_muly(s[2])),
        gf4_mulx(_mm256_xor_si256(s[1], gf16_muly(s[3]))));
    __m256i hi = _mm256_xor_si256(
        _mm256_xor_si256(s[4], gf16_muly(s[6])),
        gf4_mulx(_mm256_xor_si256(s[5], gf16_muly(s[7]))));
    return _mm256_xor_si256(lo, gf256_mulX(hi));
}

/* The eight basis multiples e_t * v. */
static inline void gf256_basis(__m256i e[8], __m256i v)
{
    e[0] = v;
    e[1] = gf4_mulx(v);
    e[2] = gf16_muly(v);
    e[3] = gf4_mulx(e[2]);
    e[4] = gf256_mulX(v);
    e[5] = gf4_mulx(e[4]);
    e[6] = gf16_muly(e[4]);
    e[7] = gf4_mulx(e[6]);
}

static inline __m256i load32(const uint8_t *p)
{
    return _mm256_loadu_si256((const __m256i *)(const void *)p);
}

static inline void store32(uint8_t *p, __m256i v)
{
    _mm256_storeu_si256((__m256i *)(void *)p, v);
}

/* The constant products e_t * i (both lanes: i = 0..15 in cl, i << 4 in ch)
 * from which nibble tables are made. */
static inline void gf256_nibble_basis(__m256i cl[8], __m256i ch[8])
{
    const __m256i idx = _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
                                         0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    gf256_basis(cl, idx);
    gf256_basis(ch, _mm256_slli_epi16(idx, 4));
}

/* The nibble tables of a scalar given by its eight bit masks m[t] (all-ones
 * when bit t is set): *tl = s * i, *th = s * (i << 4), i = 0..15 per lane. */
static inline void gf256_tables(__m256i *tl, __m256i *th, const uint64_t *m, size_t stride,
                                const __m256i cl[8], const __m256i ch[8])
{
    __m256i l = _mm256_setzero_si256(), h = _mm256_setzero_si256();
    for (unsigned t = 0; t < 8; t++) {
        __m256i b = c8(m[t * stride]);
        l = _mm256_xor_si256(l, _mm256_and_si256(cl[t], b));
        h = _mm256_xor_si256(h, _mm256_and_si256(ch[t], b));
    }
    *tl = l;
    *th = h;
}

/* s * x byte-wise through s's nibble tables. */
static inline __m256i gf256_mul_tables(__m256i x, __m256i tl, __m256i th)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    __m256i lo = _mm256_and_si256(x, nib);
    __m256i hi = _mm256_and_si256(_mm256_srli_epi16(x, 4), nib);
    return _mm256_xor_si256(_mm256_shuffle_epi8(tl, lo), _mm256_shuffle_epi8(th, hi));
}

#endif
