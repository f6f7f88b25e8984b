/* GF(2^13) on four bitsliced blocks at once (the AVX2 form of gf.h's gf_vec):
 * plane b of a gf4 holds bit b of 4 x 64 elements, block k in the 64-bit
 * lane k. Same field, same products as gf.h; included by the kernels that
 * evaluate polynomials on the support (decode_*.c, parity_rows.c). */
#ifndef PALOMA_NATIVE_X86_64_GF4_H
#define PALOMA_NATIVE_X86_64_GF4_H

#include <immintrin.h>
#include <string.h>

#include "ct.h"
#include "../../gf.h"

typedef struct {
    __m256i p[PALOMA_M];
} gf4;

/* Planes 13..24 folded back: z^13 = z^7 + z^6 + z^5 + 1. */
static inline void gf4_reduce(gf4 *c, __m256i t[2 * PALOMA_M - 1])
{
    for (int i = 2 * PALOMA_M - 2; i >= PALOMA_M; i--) {
        t[i - PALOMA_M] = _mm256_xor_si256(t[i - PALOMA_M], t[i]);
        t[i - PALOMA_M + 5] = _mm256_xor_si256(t[i - PALOMA_M + 5], t[i]);
        t[i - PALOMA_M + 6] = _mm256_xor_si256(t[i - PALOMA_M + 6], t[i]);
        t[i - PALOMA_M + 7] = _mm256_xor_si256(t[i - PALOMA_M + 7], t[i]);
    }
    for (int i = 0; i < PALOMA_M; i++) c->p[i] = t[i];
}

static inline void gf4_mul(gf4 *c, const gf4 *a, const gf4 *b)
{
    __m256i t[2 * PALOMA_M - 1];
    for (int j = 0; j < PALOMA_M; j++) t[j] = _mm256_and_si256(a->p[0], b->p[j]);
    for (int j = PALOMA_M; j < 2 * PALOMA_M - 1; j++) t[j] = _mm256_setzero_si256();
    for (int i = 1; i < PALOMA_M; i++) {
        for (int j = 0; j < PALOMA_M; j++) {
            t[i + j] = _mm256_xor_si256(t[i + j], _mm256_and_si256(a->p[i], b->p[j]));
        }
    }
    gf4_reduce(c, t);
}

static inline void gf4_sqr(gf4 *c, const gf4 *a)
{
    __m256i t[2 * PALOMA_M - 1];
    for (int i = 0; i < PALOMA_M; i++) {
        t[2 * i] = a->p[i];
        if (i + 1 < PALOMA_M) t[2 * i + 1] = _mm256_setzero_si256();
    }
    gf4_reduce(c, t);
}

/* c += the constant a in every lane. */
static inline void gf4_add_const(gf4 *c, gf a)
{
    for (int b = 0; b < PALOMA_M; b++) {
        c->p[b] = _mm256_xor_si256(c->p[b], _mm256_set1_epi64x(-(long long)((a >> b) & 1)));
    }
}

static inline void gf4_const(gf4 *c, gf a)
{
    for (int b = 0; b < PALOMA_M; b++) c->p[b] = _mm256_set1_epi64x(-(long long)((a >> b) & 1));
}

/* a^(2^13 - 2), the chain of gf_vec_inv; lanes holding 0 give 0. */
static inline void gf4_inv(gf4 *c, const gf4 *a)
{
    gf4 x2, x4, x8, t;
    gf4_sqr(&t, a);
    gf4_mul(&x2, &t, a);
    gf4_sqr(&t, &x2);
    gf4_sqr(&t, &t);
    gf4_mul(&x4, &t, &x2);
    t = x4;
    for (int i = 0; i < 4; i++) gf4_sqr(&t, &t);
    gf4_mul(&x8, &t, &x4);
    t = x8;
    for (int i = 0; i < 4; i++) gf4_sqr(&t, &t);
    gf4_mul(&t, &t, &x4);
    gf4_sqr(c, &t);
}

/* v = poly(x) lane-wise (Horner), poly of the given degree. */
static inline void gf4_eval(gf4 *v, const gf *poly, int degree, const gf4 *x)
{
    gf4_const(v, poly[degree]);
    for (int i = degree - 1; i >= 0; i--) {
        gf4_mul(v, v, x);
        gf4_add_const(v, poly[i]);
    }
}

/* The 64 elements v[0..63] as 13 bit planes: bytes of the low and high
 * halves, each plane's bit moved to the top of its byte for movemask. */
static inline void gf4_planes64(uint64_t planes[PALOMA_M], const gf *v)
{
    const __m256i low = _mm256_set1_epi16(0xff);
    __m256i lo[2], hi[2];
    for (int h = 0; h < 2; h++) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(const void *)(v + 32 * h));
        __m256i b = _mm256_loadu_si256((const __m256i *)(const void *)(v + 32 * h + 16));
        /* packus interleaves the 128-bit halves; 0xd8 puts them back */
        lo[h] = _mm256_permute4x64_epi64(
            _mm256_packus_epi16(_mm256_and_si256(a, low), _mm256_and_si256(b, low)), 0xd8);
        hi[h] = _mm256_permute4x64_epi64(
            _mm256_packus_epi16(_mm256_srli_epi16(a, 8), _mm256_srli_epi16(b, 8)), 0xd8);
    }
    /* shifting 16-bit lanes left by k moves bit 7 - k of both bytes to bit 7 */
#define PLANE(src, k)                                                                          \
    ((uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_slli_epi16(src[0], k)) |                \
     (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_slli_epi16(src[1], k)) << 32)
    planes[0] = PLANE(lo, 7);
    planes[1] = PLANE(lo, 6);
    planes[2] = PLANE(lo, 5);
    planes[3] = PLANE(lo, 4);
    planes[4] = PLANE(lo, 3);
    planes[5] = PLANE(lo, 2);
    planes[6] = PLANE(lo, 1);
    planes[7] = PLANE(lo, 0);
    planes[8] = PLANE(hi, 7);
    planes[9] = PLANE(hi, 6);
    planes[10] = PLANE(hi, 5);
    planes[11] = PLANE(hi, 4);
    planes[12] = PLANE(hi, 3);
#undef PLANE
}

/* Blocks cb .. cb + 3 of the support L (64 elements each); blocks at or
 * beyond `end` are zero (never read). */
static inline void gf4_load(gf4 *x, const gf *L, size_t cb, size_t end)
{
    uint64_t planes[4][PALOMA_M];
    memset(planes, 0, sizeof planes);
    for (size_t k = 0; k < 4 && cb + k < end; k++) gf4_planes64(planes[k], L + 64 * (cb + k));
    for (int b = 0; b < PALOMA_M; b++) {
        x->p[b] = _mm256_setr_epi64x((long long)planes[0][b], (long long)planes[1][b],
                                     (long long)planes[2][b], (long long)planes[3][b]);
    }
    kpqc_memzero(planes, sizeof planes);
}

#endif
