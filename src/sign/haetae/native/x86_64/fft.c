/* The fixed-point FFT of the singular-value check (../../fft.c) on four
 * butterflies at a time, and the squared magnitudes added to the sums.
 *
 * Every product is a 32 x 32 -> 64-bit _mm256_mul_epi32 of a twiddle
 * (|w| <= 2^16) and a datum (int32), rounded as mulrnd16: (p + 2^15) >> 16.
 * Only the low 32 bits of each rounded product are kept (the butterfly
 * outputs are int32), and those are bits 16..47 of p + 2^15, which a logical
 * shift gives as well as an arithmetic one. The twiddles 1 and -i, which the
 * portable stages skip, multiply exactly here too (65536 v and -65536 v
 * round back to v and -v; 0 v rounds to 0), so every butterfly may take the
 * general form. No branch or index depends on the data. */
#include <immintrin.h>

#include "api.h"
#include "transpose_avx2.h"

static inline __m256i load8(const int32_t *p)
{
    return _mm256_loadu_si256((const __m256i *)(const void *)p);
}

static inline __m256i rnd16(__m256i w, __m256i x)
{
    return _mm256_srli_epi64(_mm256_add_epi64(_mm256_mul_epi32(w, x), _mm256_set1_epi64x(1 << 15)),
                             16);
}

/* The low 32-bit halves of the four 64-bit lanes. */
static inline __m128i narrow(__m256i v)
{
    const __m256i even = _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6);
    return _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(v, even));
}

/* Butterflies (k + j, k + j + half), j < 4, of every block at stage half;
 * w holds the four twiddles as (re, im) pairs in 64-bit lanes. */
static inline void butterflies4(int32_t *re, int32_t *im, unsigned k, unsigned half, __m256i w)
{
    const __m256i wim = _mm256_srli_epi64(w, 32);
    for (unsigned a = k; a < HAETAE_N; a += 2 * half) {
        const unsigned b = a + half;
        const __m256i xr = _mm256_cvtepi32_epi64(_mm_loadu_si128((const __m128i *)(const void *)(re + b)));
        const __m256i xi = _mm256_cvtepi32_epi64(_mm_loadu_si128((const __m128i *)(const void *)(im + b)));
        const __m128i tr = narrow(_mm256_sub_epi64(rnd16(w, xr), rnd16(wim, xi)));
        const __m128i ti = narrow(_mm256_add_epi64(rnd16(w, xi), rnd16(wim, xr)));
        const __m128i ur = _mm_loadu_si128((const __m128i *)(const void *)(re + a));
        const __m128i ui = _mm_loadu_si128((const __m128i *)(const void *)(im + a));
        _mm_storeu_si128((__m128i *)(void *)(re + a), _mm_add_epi32(ur, tr));
        _mm_storeu_si128((__m128i *)(void *)(im + a), _mm_add_epi32(ui, ti));
        _mm_storeu_si128((__m128i *)(void *)(re + b), _mm_sub_epi32(ur, tr));
        _mm_storeu_si128((__m128i *)(void *)(im + b), _mm_sub_epi32(ui, ti));
    }
}

static inline unsigned rev5(unsigned u)
{
    return (u & 1) << 4 | (u & 2) << 2 | (u & 4) | (u & 8) >> 2 | (u & 16) >> 4;
}

/* The twist (|a| <= 2 and |root| <= 2^16: the products fit 32 bits) of the
 * eight inputs x = a[bitrev8(j + t)], t < 8, then stages 1 and 2 (twiddles 1 and
 * -i only: additions) on the two groups of four: stage 1 gives (R0, R1, R2,
 * R3) = (r0 + r1, r0 - r1, r2 + r3, r2 - r3), and the same I of im; stage 2
 * re = (R0 + R2, R1 + I3, R0 - R2, R1 - I3), im = (I0 + I2, I1 - R3,
 * I0 - I2, I1 + R3), as the C stages ((R3, I3) times -i is (I3, -R3)). */
static inline void twist_stages12(int32_t *re, int32_t *im, __m256i x, const haetae_fft_prep *p,
                                  unsigned j)
{
    const __m256i pm = _mm256_setr_epi32(1, -1, 1, -1, 1, -1, 1, -1);
    const __m256i ppmm = _mm256_setr_epi32(1, 1, -1, -1, 1, 1, -1, -1);
    const __m256i pmmp = _mm256_setr_epi32(1, -1, -1, 1, 1, -1, -1, 1);
    const __m256i r = _mm256_mullo_epi32(x, load8(p->wre + j));
    const __m256i i = _mm256_mullo_epi32(x, load8(p->wim + j));
    const __m256i r13 = _mm256_shuffle_epi32(r, _MM_SHUFFLE(3, 3, 1, 1));
    const __m256i i13 = _mm256_shuffle_epi32(i, _MM_SHUFFLE(3, 3, 1, 1));
    const __m256i sr = _mm256_add_epi32(_mm256_shuffle_epi32(r, _MM_SHUFFLE(2, 2, 0, 0)),
                                        _mm256_sign_epi32(r13, pm));
    const __m256i si = _mm256_add_epi32(_mm256_shuffle_epi32(i, _MM_SHUFFLE(2, 2, 0, 0)),
                                        _mm256_sign_epi32(i13, pm));
    const __m256i hr = _mm256_shuffle_epi32(sr, _MM_SHUFFLE(3, 2, 3, 2)); /* R2 R3 R2 R3 */
    const __m256i hi = _mm256_shuffle_epi32(si, _MM_SHUFFLE(3, 2, 3, 2)); /* I2 I3 I2 I3 */
    const __m256i tr = _mm256_sign_epi32(_mm256_blend_epi32(hr, hi, 0xaa), ppmm);
    const __m256i ti = _mm256_sign_epi32(_mm256_blend_epi32(hi, hr, 0xaa), pmmp);
    _mm256_storeu_si256((__m256i *)(void *)(re + j),
                        _mm256_add_epi32(_mm256_shuffle_epi32(sr, _MM_SHUFFLE(1, 0, 1, 0)), tr));
    _mm256_storeu_si256((__m256i *)(void *)(im + j),
                        _mm256_add_epi32(_mm256_shuffle_epi32(si, _MM_SHUFFLE(1, 0, 1, 0)), ti));
}

void KPQC_NS(haetae_fft_sq_avx2)(int64_t sum[HAETAE_N], int32_t re[HAETAE_N], int32_t im[HAETAE_N],
                                 const int32_t a[HAETAE_N], const haetae_fft_prep *p)
{
    /* The inputs in bit-reversed order without a gather (VPGATHER is
     * microcoded on AMD Zen 1/2 and slowed by the GDS mitigation on Intel
     * Skylake to Tiger Lake): the eight inputs of block
     * j = 8 rev5(u) are a[u + 32 rev3(t)], t < 8, column u of the 8 x 32
     * matrix whose row t is a[32 rev3(t) ..]: eight rows of eight words
     * transposed give the blocks of eight columns. */
    static const unsigned char rev3[8] = {0, 4, 2, 6, 1, 5, 3, 7};
    for (unsigned u0 = 0; u0 < 32; u0 += 8) {
        __m256i x[8];
        for (unsigned t = 0; t < 8; t++) x[t] = load8(a + 32 * rev3[t] + u0);
        kpqc_transpose8x8_epi32(x);
        for (unsigned k = 0; k < 8; k++) twist_stages12(re, im, x[k], p, 8 * rev5(u0 + k));
    }
    /* Stages 3..8: twiddle k of a block is root(k 2^(9 - r)), read from tw. */
    for (unsigned half = 4; half <= HAETAE_N / 2; half *= 2) {
        for (unsigned k = 0; k < half; k += 4) {
            butterflies4(re, im, k, half, load8(p->tw + 2 * (half - 4 + k)));
        }
    }
    for (unsigned j = 0; j < HAETAE_N; j += 4) {
        const __m256i xr = _mm256_cvtepi32_epi64(_mm_loadu_si128((const __m128i *)(const void *)(re + j)));
        const __m256i xi = _mm256_cvtepi32_epi64(_mm_loadu_si128((const __m128i *)(const void *)(im + j)));
        /* the squares are non-negative: the logical shift is floor */
        __m256i s = _mm256_loadu_si256((const __m256i *)(const void *)(sum + j));
        s = _mm256_add_epi64(s, _mm256_add_epi64(rnd16(xr, xr), rnd16(xi, xi)));
        _mm256_storeu_si256((__m256i *)(void *)(sum + j), s);
    }
}
