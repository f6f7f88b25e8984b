/* Arithmetic mod q on 8 int32 lanes: the vector forms of reduce.h, with the
 * same results lane by lane (the AVX2 backend computes what the portable one
 * computes). Included by the kernels only. */
#ifndef KPQC_NCCSIGN_NATIVE_X86_64_ARITH_H
#define KPQC_NCCSIGN_NATIVE_X86_64_ARITH_H

#include <immintrin.h>
#include <stdint.h>

#include "../../params.h"

typedef __m256i vec;

static inline vec vload(const int32_t *p)
{
    return _mm256_loadu_si256((const __m256i *)(const void *)p);
}

static inline void vstore(int32_t *p, vec x)
{
    _mm256_storeu_si256((__m256i *)(void *)p, x);
}

/* A table vector (32-byte aligned, twiddles_avx2.h). */
static inline vec vtab(const int32_t *p)
{
    return _mm256_load_si256((const __m256i *)(const void *)p);
}

static inline vec vset(int32_t x)
{
    return _mm256_set1_epi32(x);
}

/* w * 2^-32 mod q per lane as ncc_montgomery((int64_t)a * w): wq = w q^-1
 * mod 2^32 (per lane). The low words of a w and t q agree, so the high words
 * subtract without a borrow. */
static inline vec vmont(vec a, vec w, vec wq)
{
    const vec q = vset(NCC_Q);
    vec ao = _mm256_srli_epi64(a, 32);
    vec wo = _mm256_srli_epi64(w, 32);
    vec t = _mm256_mullo_epi32(a, wq); /* a w q^-1 mod 2^32, all lanes */
    vec pe = _mm256_mul_epi32(a, w), po = _mm256_mul_epi32(ao, wo);
    vec te = _mm256_mul_epi32(t, q), to = _mm256_mul_epi32(_mm256_srli_epi64(t, 32), q);
    pe = _mm256_sub_epi32(pe, te);
    po = _mm256_sub_epi32(po, to);
    return _mm256_blend_epi32(_mm256_srli_epi64(pe, 32), po, 0xAA);
}

/* The same with one constant in every lane (w, wq scalars). */
static inline vec vmont1(vec a, int32_t w, int32_t wq)
{
    const vec q = vset(NCC_Q), vw = vset(w);
    vec ao = _mm256_srli_epi64(a, 32);
    vec t = _mm256_mullo_epi32(a, vset(wq));
    vec pe = _mm256_mul_epi32(a, vw), po = _mm256_mul_epi32(ao, vw);
    vec te = _mm256_mul_epi32(t, q), to = _mm256_mul_epi32(_mm256_srli_epi64(t, 32), q);
    pe = _mm256_sub_epi32(pe, te);
    po = _mm256_sub_epi32(po, to);
    return _mm256_blend_epi32(_mm256_srli_epi64(pe, 32), po, 0xAA);
}

/* w q^-1 mod 2^32 as a signed word: the Montgomery multiplier of w. */
#define NCC_MULQINV(w) ((int32_t)(uint32_t)((uint32_t)(w) * NCC_QINV))

/* ncc_reduce32 per lane. */
static inline vec vreduce32(vec a)
{
    vec t = _mm256_srai_epi32(_mm256_add_epi32(a, vset(1 << 22)), 23);
    return _mm256_sub_epi32(a, _mm256_mullo_epi32(t, vset(NCC_Q)));
}

/* ncc_caddq per lane. */
static inline vec vcaddq(vec a)
{
    return _mm256_add_epi32(a, _mm256_and_si256(_mm256_srai_epi32(a, 31), vset(NCC_Q)));
}

#endif
