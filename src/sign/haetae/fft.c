/* Fixed-point FFT (16 fractional bits) evaluating each secret polynomial at
 * the primitive 512th roots of unity, i.e. the singular values of its
 * negacyclic matrix; then the sum, over frequencies, of |s_i(w)|^2, and the
 * largest N / tau + 1 of those sums.
 *
 * Exactness. The reference does this in int32 arithmetic. Here the FFT data
 * stays int32 (|data| < 2^26 for coefficients in [-2, 2]) with every
 * product taken in int64 and rounded as the reference's _mulrnd16; the
 * squares and sums are int64. The results agree with the reference whenever
 * its int32 sums do not overflow, i.e. unless some frequency w has
 * sum_i |s_i(w)|^2 >= 2^15 (the sums are kept scaled by 2^16), some 25
 * times its mean (about 256 (K + M) 2/3); for uniform ternary secrets that
 * is a chi-square tail far below 2^-100. Such a key lies far above the threshold:
 * we reject it, where the reference's arithmetic would wrap around.
 *
 * Constant time: the FFT has no data-dependent branch, and the selection of
 * the largest values uses compare-and-swap masks. Keygen's rejection of the
 * key is the scheme's own. */
#include "ct.h"
#include "fft.h"
/* The avx2 kernel runs the 256-point FFT; the Round-2 rows' 512-point one
 * stays C on both backends (key generation only). */
#define FFT_KERNEL (KPQC_BACKEND_AVX2 && !KPQC_HAETAE_R2)
#if FFT_KERNEL
#include "native/x86_64/api.h"
#endif

#define FFT_LOGN 8
#define NBEST (HAETAE_N / HAETAE_TAU + 1)

typedef struct {
    int32_t re;
    int32_t im;
} cplx;
_Static_assert(sizeof(cplx) == 8, "roots are (re, im) int32 pairs");

/* round(65536 cos(pi k / 256)), k = 0..128: the roots exp(-i pi k / 256)
 * for k in [0, 256) follow by symmetry. */
static const int32_t cos_table[129] = {
    65536, 65531, 65516, 65492, 65457, 65413, 65358, 65294, 65220, 65137,
    65043, 64940, 64827, 64704, 64571, 64429, 64277, 64115, 63944, 63763,
    63572, 63372, 63162, 62943, 62714, 62476, 62228, 61971, 61705, 61429,
    61145, 60851, 60547, 60235, 59914, 59583, 59244, 58896, 58538, 58172,
    57798, 57414, 57022, 56621, 56212, 55794, 55368, 54934, 54491, 54040,
    53581, 53114, 52639, 52156, 51665, 51166, 50660, 50146, 49624, 49095,
    48559, 48015, 47464, 46906, 46341, 45769, 45190, 44604, 44011, 43412,
    42806, 42194, 41576, 40951, 40320, 39683, 39040, 38391, 37736, 37076,
    36410, 35738, 35062, 34380, 33692, 33000, 32303, 31600, 30893, 30182,
    29466, 28745, 28020, 27291, 26558, 25821, 25080, 24335, 23586, 22834,
    22078, 21320, 20557, 19792, 19024, 18253, 17479, 16703, 15924, 15143,
    14359, 13573, 12785, 11996, 11204, 10411, 9616, 8820, 8022, 7224,
    6424, 5623, 4821, 4019, 3216, 2412, 1608, 804, 0,
};

static cplx root(unsigned k)
{
    cplx w;
    if (k <= 128) {
        w.re = cos_table[k];
        w.im = -cos_table[128 - k];
    } else {
        w.re = -cos_table[256 - k];
        w.im = -cos_table[k - 128];
    }
    return w;
}

static unsigned bitrev8(unsigned x)
{
    x = ((x & 0x0f) << 4) | (x >> 4);
    x = ((x & 0x33) << 2) | ((x >> 2) & 0x33);
    return ((x & 0x55) << 1) | ((x >> 1) & 0x55);
}

#if !FFT_KERNEL /* the kernel build runs native/x86_64/fft.c instead */
static inline int64_t mulrnd16(int64_t x, int64_t y)
{
    return (x * y + (1 << 15)) >> 16;
}

/* Butterfly (a, b) with twiddle w: t = w v rounded as the reference's
 * _mulrnd16 per real product, then (u + t, u - t). */
static inline void butterfly(int32_t *re, int32_t *im, unsigned a, unsigned b, cplx w)
{
    int32_t tr = (int32_t)(mulrnd16(w.re, re[b]) - mulrnd16(w.im, im[b]));
    int32_t ti = (int32_t)(mulrnd16(w.re, im[b]) + mulrnd16(w.im, re[b]));
    re[b] = re[a] - tr;
    im[b] = im[a] - ti;
    re[a] += tr;
    im[a] += ti;
}

#if defined(__GNUC__) || defined(__clang__)
#define FFT_INLINE static inline __attribute__((always_inline))
#else
#define FFT_INLINE static inline
#endif

/* Stage r of the radix-2 FFT over size points (256, or 512 for the Round-2
 * code): blocks of 2 half, twiddle k of a block is root(k 2^(9 - r)). The twiddles 1 (k = 0) and -i (k = half / 2) multiply
 * exactly (rounding 65536 v / 65536 loses nothing), so those butterflies
 * skip the products. Inlined with a constant r, every loop bound is known. */
FFT_INLINE void fft_stage(int32_t *re, int32_t *im, const cplx *roots, unsigned r,
                          unsigned size)
{
    const unsigned half = 1u << (r - 1), shift = FFT_LOGN + 1 - r;
    for (unsigned n = 0; n < size; n += 2 * half) {
        int32_t tr = re[n + half], ti = im[n + half]; /* w = 1 */
        re[n + half] = re[n] - tr;
        im[n + half] = im[n] - ti;
        re[n] += tr;
        im[n] += ti;
        if (half < 2) {
            continue;
        }
        for (unsigned k = 1; k < half / 2; k++) {
            butterfly(re, im, n + k, n + k + half, roots[k << shift]);
        }
        {
            const unsigned q = n + half / 2; /* w = -i */
            tr = im[q + half];
            ti = -re[q + half];
            re[q + half] = re[q] - tr;
            im[q + half] = im[q] - ti;
            re[q] += tr;
            im[q] += ti;
        }
        for (unsigned k = half / 2 + 1; k < half; k++) {
            butterfly(re, im, n + k, n + k + half, roots[k << shift]);
        }
    }
}

/* All stages over size points (nine for 512). */
FFT_INLINE void fft_run(int32_t *re, int32_t *im, const cplx *roots, unsigned size)
{
    fft_stage(re, im, roots, 1, size);
    fft_stage(re, im, roots, 2, size);
    fft_stage(re, im, roots, 3, size);
    fft_stage(re, im, roots, 4, size);
    fft_stage(re, im, roots, 5, size);
    fft_stage(re, im, roots, 6, size);
    fft_stage(re, im, roots, 7, size);
    fft_stage(re, im, roots, 8, size);
    if (size > HAETAE_N) {
        fft_stage(re, im, roots, 9, size);
    }
}
#endif

#if KPQC_HAETAE_R2
/* The Round-2 code evaluates s at the primitive 512th roots as the odd
 * outputs of a 512-point FFT of s padded with zeros (input in 9-bit
 * bit-reversed order: coefficient i < 256 goes to 2 bitrev8(i)), nine
 * stages with the same roots and per-product rounding. */
#define SPECTRUM_POINTS (2 * HAETAE_N)
#define SPECTRUM_VALUE(j) (2 * (j) + 1)
static void spectrum(int32_t re[SPECTRUM_POINTS], int32_t im[SPECTRUM_POINTS], const haetae_poly *a,
                     const cplx roots[HAETAE_N], const uint8_t brv[HAETAE_N])
{
    for (unsigned j = 0; j < SPECTRUM_POINTS; j++) {
        re[j] = 0;
        im[j] = 0;
    }
    for (unsigned i = 0; i < HAETAE_N; i++) {
        re[2u * brv[i]] = a->coeffs[i] * 65536;
    }
    fft_run(re, im, roots, SPECTRUM_POINTS);
}
#else
/* The 256-point FFT of a twisted by the roots (input in bit-reversed order). */
#define SPECTRUM_POINTS HAETAE_N
#if !FFT_KERNEL
static void twist(int32_t re[HAETAE_N], int32_t im[HAETAE_N], const haetae_poly *a,
                  const cplx roots[HAETAE_N], const uint8_t brv[HAETAE_N])
{
    for (unsigned j = 0; j < HAETAE_N; j++) {
        const unsigned i = brv[j];
        re[j] = a->coeffs[i] * roots[i].re;
        im[j] = a->coeffs[i] * roots[i].im;
    }
}
#endif
#if FFT_KERNEL
_Static_assert(HAETAE_FFT_TWIDDLES == 4 + 8 + 16 + 32 + 64 + 128, "twiddles of stages 3..8");
/* The kernel's constants (native/x86_64/api.h), from the same roots. */
static void fft_prep(haetae_fft_prep *p)
{
    for (unsigned j = 0; j < HAETAE_N; j++) {
        const cplx w = root(bitrev8(j));
        p->wre[j] = w.re;
        p->wim[j] = w.im;
    }
    for (unsigned r = 3, half = 4; r <= FFT_LOGN; r++, half *= 2) {
        const unsigned shift = FFT_LOGN + 1 - r;
        for (unsigned k = 0; k < half; k++) {
            const cplx w = root(k << shift);
            p->tw[2 * (half - 4 + k)] = w.re;
            p->tw[2 * (half - 4 + k) + 1] = w.im;
        }
    }
}
#else
#define SPECTRUM_VALUE(j) (j)
static void spectrum(int32_t re[SPECTRUM_POINTS], int32_t im[SPECTRUM_POINTS], const haetae_poly *a,
                     const cplx roots[HAETAE_N], const uint8_t brv[HAETAE_N])
{
    twist(re, im, a, roots, brv);
    fft_run(re, im, roots, SPECTRUM_POINTS);
}
#endif
#endif

#if !FFT_KERNEL
/* Adds |s(w_j)|^2 / 2^16 (rounded per component) to sum[j]; re and im are
 * the caller's workspace. */
static void add_sq_spectrum(int64_t sum[HAETAE_N], int32_t re[SPECTRUM_POINTS],
                            int32_t im[SPECTRUM_POINTS], const haetae_poly *a,
                            const cplx roots[HAETAE_N], const uint8_t brv[HAETAE_N])
{
    spectrum(re, im, a, roots, brv);
    for (unsigned j = 0; j < HAETAE_N; j++) {
        const unsigned o = SPECTRUM_VALUE(j);
        sum[j] += mulrnd16(re[o], re[o]) + mulrnd16(im[o], im[o]);
    }
}
#endif

/* (*lo, *hi) = (min, max), branch-free; |values| < 2^62. The barrier keeps
 * compilers from turning the mask back into a compare and cmov. */
static inline void minmax(int64_t *lo, int64_t *hi)
{
    int64_t a = *lo, b = *hi;
    uint64_t swap = kpqc_ct_barrier_u64((uint64_t)(b - a) >> 63);
    int64_t t = (a ^ b) & (int64_t)(0 - swap);
    *lo = a ^ t;
    *hi = b ^ t;
}

int64_t KPQC_NS(haetae_sk_singular_value)(const haetae_polyvecm *s1, const haetae_polyveck *s2)
{
    int32_t re[SPECTRUM_POINTS], im[SPECTRUM_POINTS];
    int64_t sum[HAETAE_N] = {0}, best[NBEST], min, res = 0;
#if FFT_KERNEL
    haetae_fft_prep prep;

    fft_prep(&prep);
    for (unsigned i = 0; i < HAETAE_M; i++) {
        KPQC_NS(haetae_fft_sq_avx2)(sum, re, im, s1->vec[i].coeffs, &prep);
    }
    for (unsigned i = 0; i < HAETAE_K; i++) {
        KPQC_NS(haetae_fft_sq_avx2)(sum, re, im, s2->vec[i].coeffs, &prep);
    }
#else
    cplx roots[HAETAE_N];
    uint8_t brv[HAETAE_N];

    for (unsigned k = 0; k < HAETAE_N; k++) {
        roots[k] = root(k);
        brv[k] = (uint8_t)bitrev8(k);
    }
    for (unsigned i = 0; i < HAETAE_M; i++) {
        add_sq_spectrum(sum, re, im, &s1->vec[i], roots, brv);
    }
    for (unsigned i = 0; i < HAETAE_K; i++) {
        add_sq_spectrum(sum, re, im, &s2->vec[i], roots, brv);
    }
#endif

    for (unsigned j = 0; j < NBEST; j++) {
        best[j] = sum[j];
    }
#if KPQC_HAETAE_R2
    /* The Round-2 code's selection: each later sum replaces the first
     * entry smaller than itself, and the displaced entry is dropped (its
     * masked compare-and-swap stops after one swap). Not always the NBEST
     * largest, but what its keys were made with. */
    for (unsigned i = NBEST; i < HAETAE_N; i++) {
        uint64_t pending = ~(uint64_t)0;
        for (unsigned j = 0; j < NBEST; j++) {
            uint64_t lt = kpqc_ct_barrier_u64((uint64_t)(best[j] - sum[i]) >> 63);
            uint64_t take = pending & (0 - lt);
            best[j] ^= (best[j] ^ sum[i]) & (int64_t)take;
            pending &= ~take;
        }
    }
#else
    /* The NBEST largest sums (as a multiset), by insertion through
     * compare-and-swap. */
    for (unsigned i = NBEST; i < HAETAE_N; i++) {
        int64_t v = sum[i];
        for (unsigned j = 0; j < NBEST; j++) {
            minmax(&v, &best[j]);
        }
    }
#endif
    min = best[0];
    for (unsigned j = 1; j < NBEST; j++) {
        int64_t t = best[j];
        minmax(&min, &t);
    }
    /* tau times each of the largest, but (N mod tau) times the smallest of
     * them (every entry equal to it); +1 for the identity block of (1, s),
     * +1/2 for rounding, at 10 bits. */
    for (unsigned j = 0; j < NBEST; j++) {
        uint64_t differs = kpqc_ct_barrier_u64((uint64_t)((best[j] - min) | (min - best[j])) >> 63);
        int64_t is_min = (int64_t)differs - 1;
        int64_t fac = (HAETAE_TAU & ~is_min) | ((HAETAE_N % HAETAE_TAU) & is_min);
        res += ((best[j] + 0x10200) >> 10) * fac;
    }
    kpqc_memzero(re, sizeof re);
    kpqc_memzero(im, sizeof im);
    kpqc_memzero(sum, sizeof sum);
    kpqc_memzero(best, sizeof best);
    return (res + (1 << 5)) >> 6;
}
