/* Arithmetic modulo q on 16 int16 lanes: the vector forms of reduce.h, with
 * the same results lane by lane (so the AVX2 backend computes exactly what
 * the portable one does). Included by the kernels only. */
#ifndef NTRUPLUS_NATIVE_X86_64_ARITH_H
#define NTRUPLUS_NATIVE_X86_64_ARITH_H

#include <immintrin.h>
#include <stdint.h>

#include "../../params.h"
#include "../../reduce.h"

typedef __m256i vec;

static inline vec vset(int16_t x)
{
    return _mm256_set1_epi16(x);
}

/* A 32-bit word holding one int16 in both halves (a table entry of type
 * ntt_twiddle2), in every lane: a 32-bit broadcast is a plain load, where a
 * 16-bit broadcast from memory also takes a shuffle. */
static inline vec vset2(uint32_t x2)
{
    return _mm256_set1_epi32((int32_t)x2);
}

static inline vec vload(const int16_t *p)
{
    return _mm256_load_si256((const __m256i *)(const void *)p);
}

static inline void vstore(int16_t *p, vec x)
{
    _mm256_store_si256((__m256i *)(void *)p, x);
}

static inline vec vloadu(const void *p)
{
    return _mm256_loadu_si256((const __m256i *)p);
}

static inline void vstoreu(void *p, vec x)
{
    _mm256_storeu_si256((__m256i *)p, x);
}

/* Two 8-lane rows (16 bytes each, anywhere) as the halves of one vector. */
static inline vec vload2(const int16_t *lo, const int16_t *hi)
{
    return _mm256_inserti128_si256(
        _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)lo)),
        _mm_loadu_si128((const __m128i *)(const void *)hi), 1);
}

static inline void vstore2(int16_t *lo, int16_t *hi, vec x)
{
    _mm_storeu_si128((__m128i *)(void *)lo, _mm256_castsi256_si128(x));
    _mm_storeu_si128((__m128i *)(void *)hi, _mm256_extracti128_si256(x, 1));
}

/* Eight lanes repeated in both halves. */
static inline vec vload8x2(const int16_t *p)
{
    return _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)p));
}

/* fqmul of reduce.h: a * z * 2^-16 mod q, given zq = z q^-1 mod 2^16. */
static inline vec vfqmul(vec a, vec z, vec zq)
{
    vec t = _mm256_mullo_epi16(a, zq);
    return _mm256_sub_epi16(_mm256_mulhi_epi16(a, z), _mm256_mulhi_epi16(t, vset(NTRUPLUS_Q)));
}

/* fqmul_var of reduce.h: a * b * 2^-16 mod q. */
static inline vec vfqmul_var(vec a, vec b)
{
    return vfqmul(a, b, _mm256_mullo_epi16(b, vset(NTRUPLUS_QINV)));
}

/* barrett_reduce of reduce.h: centred, |r| <= (q+1)/2. Its rounding step
 * (x + 512) >> 10 is one mulhrs by 32: ((32 x >> 14) + 1) >> 1 equals
 * floor((x + 512) / 1024) for every int16 x. */
static inline vec vbarrett(vec a)
{
    vec t = _mm256_mulhi_epi16(a, vset(19412));
    t = _mm256_mulhrs_epi16(t, vset(32));
    return _mm256_sub_epi16(a, _mm256_mullo_epi16(t, vset(NTRUPLUS_Q)));
}

/* freeze of reduce.h: the residue in [0, q). */
static inline vec vfreeze(vec a)
{
    a = vbarrett(a);
    return _mm256_add_epi16(a, _mm256_and_si256(_mm256_srai_epi16(a, 15), vset(NTRUPLUS_Q)));
}

/* poly_crepmod3 of poly.c on one vector: (a mod+- q) mod+- 3 for |a| < q
 * (centre modulo q, then subtract 3 round(t/3); mulhrs computes
 * (t * 10923 + 2^14) >> 15 exactly). */
static inline vec vcrepmod3(vec t)
{
    const vec q = vset(NTRUPLUS_Q), half = vset((NTRUPLUS_Q - 1) / 2);
    t = _mm256_add_epi16(t, _mm256_and_si256(_mm256_srai_epi16(t, 15), q));
    t = _mm256_sub_epi16(t, _mm256_and_si256(_mm256_cmpgt_epi16(t, half), q));
    return _mm256_sub_epi16(t, _mm256_mullo_epi16(_mm256_mulhrs_epi16(t, vset(10923)), vset(3)));
}

#endif
