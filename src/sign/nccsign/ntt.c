/* The NTT of NCC-Sign-T: a CRT tree over Z_q[X]/(X^n - X^(n/2) + 1).
 *
 * Layer 0 splits X^n - X^(n/2) + 1 = (X^(n/2) - w6)(X^(n/2) - (1 - w6)),
 * w6 a primitive 6th root of unity (w6 + w6^5 = 1). Then radix-2 layers
 * (X^2m - s^2 = (X^m - s)(X^m + s)) and radix-3 layers
 * (X^3m - t^3 = prod_j (X^m - t w^j), w a primitive cube root) down to
 * linear factors, or to X^3 - zeta for level 3. tools/nccsign_twiddles.py
 * gives the roots, which fix the slot order of the submission.
 *
 * Coefficients are int32 and reduced lazily: the forward transform adds at
 * most 2q per layer (< 14 q in all), the inverse reduces its sums with
 * ncc_reduce32 every third radix-2 layer. */
#include "ntt.h"

#if KPQC_BACKEND_AVX2
/* The avx2 instance runs the kernels of native/x86_64 (api.h), on their lane
 * layout of the NTT domain; the portable code below is compiled for the
 * portable instance only. */
#include "native/x86_64/api.h"

void KPQC_NS(ncc_ntt)(int32_t a[NCC_N])
{
    ncc_ntt_avx2(a);
}

void KPQC_NS(ncc_ntt_mul)(int32_t c[NCC_N], const int32_t a[NCC_N], const int32_t b[NCC_N])
{
    ncc_ntt_mul_avx2(c, a, b);
}

void KPQC_NS(ncc_invntt)(int32_t a[NCC_N])
{
    ncc_invntt_avx2(a);
}
#else
#include "reduce.h"
#include "twiddles.h"

#define NCC_HALF (NCC_N / 2)
/* Length of a block after the radix-2 layers: 9 (n = 1152, 2304), 3 (1536), 1 (2048). */
#define NCC_BLOCK (NCC_N >> (NCC_NTT_RADIX2 + 1))

void KPQC_NS(ncc_ntt)(int32_t a[NCC_N])
{
    const int32_t *tw = nccsign_fwd_twiddles;
    /* a_lo + X^(n/2) a_hi -> (a_lo + w6 a_hi, a_lo + (1 - w6) a_hi). */
    for (unsigned j = 0; j < NCC_HALF; j++) {
        int32_t t = ncc_montgomery((int64_t)NCCSIGN_OMEGA * a[j + NCC_HALF]);
        a[j + NCC_HALF] = a[j] + a[j + NCC_HALF] - t;
        a[j] = a[j] + t;
    }
    /* Radix 2: block (lo, hi) of X^2m - s^2 -> (lo + s hi, lo - s hi). */
    for (unsigned len = NCC_N / 4; len >= NCC_BLOCK; len >>= 1) {
        for (unsigned start = 0; start < NCC_N; start += 2 * len) {
            const int64_t s = *tw++;
            int32_t *lo = a + start, *hi = a + start + len;
            for (unsigned j = 0; j < len; j++) {
                int32_t t = ncc_montgomery(s * hi[j]);
                hi[j] = lo[j] - t;
                lo[j] = lo[j] + t;
            }
        }
    }
#if NCC_NTT_RADIX3 > 0
    /* Radix 3: (a0, a1, a2) of X^3m - t^3 -> a0 + (t w^j) a1 + (t w^j)^2 a2,
     * j = 0, 1, 2, with w t1 + w^2 t2 = -t2 + w (t1 - t2) and
     * w^2 t1 + w t2 = -t1 - w (t1 - t2). */
    for (unsigned len = NCC_BLOCK / 3; len >= 1; len /= 3) {
        for (unsigned start = 0; start < NCC_N; start += 3 * len) {
            const int64_t t = tw[0], t2 = tw[1];
            tw += 2;
            for (unsigned j = start; j < start + len; j++) {
                int32_t u1 = ncc_montgomery(t * a[j + len]);
                int32_t u2 = ncc_montgomery(t2 * a[j + 2 * len]);
                int32_t d = ncc_montgomery((int64_t)NCCSIGN_CUBE * (u1 - u2));
                int32_t a0 = a[j];
                a[j] = a0 + u1 + u2;
                a[j + len] = a0 - u2 + d;
                a[j + 2 * len] = a0 - u1 - d;
            }
        }
    }
#endif
}

void KPQC_NS(ncc_ntt_mul)(int32_t c[NCC_N], const int32_t a[NCC_N], const int32_t b[NCC_N])
{
#if NCC_NTT_LEAF == 1
    for (unsigned i = 0; i < NCC_N; i++) {
        c[i] = ncc_montgomery((int64_t)a[i] * b[i]);
    }
#else
    /* Products mod X^3 - zeta, zeta in Montgomery form. */
    for (unsigned i = 0; i < NCC_N / 3; i++) {
        const int32_t *x = a + 3 * i, *y = b + 3 * i;
        const int64_t zeta = nccsign_leaf_roots[i];
        int64_t hi0 = (int64_t)x[1] * y[2] + (int64_t)x[2] * y[1];
        int64_t hi1 = (int64_t)x[2] * y[2];
        int64_t c0 = (int64_t)x[0] * y[0] + zeta * ncc_montgomery(hi0);
        int64_t c1 = (int64_t)x[0] * y[1] + (int64_t)x[1] * y[0] + zeta * ncc_montgomery(hi1);
        int64_t c2 = (int64_t)x[0] * y[2] + (int64_t)x[1] * y[1] + (int64_t)x[2] * y[0];
        c[3 * i] = ncc_montgomery(c0);
        c[3 * i + 1] = ncc_montgomery(c1);
        c[3 * i + 2] = ncc_montgomery(c2);
    }
#endif
}

void KPQC_NS(ncc_invntt)(int32_t a[NCC_N])
{
    const int32_t *tw = nccsign_inv_twiddles;
#if NCC_NTT_RADIX3 > 0
    /* Each radix-3 block: 3 a0 = y0 + y1 + y2, 3 t a1 = y0 - y1 - w (y1 - y2),
     * 3 t^2 a2 = y0 - y2 + w (y1 - y2). */
    for (unsigned len = 1; len < NCC_BLOCK; len *= 3) {
        for (unsigned start = 0; start < NCC_N; start += 3 * len) {
            const int64_t ti = tw[0], t2i = tw[1];
            tw += 2;
            for (unsigned j = start; j < start + len; j++) {
                int32_t y0 = a[j], y1 = a[j + len], y2 = a[j + 2 * len];
                int32_t d = ncc_montgomery((int64_t)NCCSIGN_CUBE * (y1 - y2));
                a[j] = y0 + y1 + y2; /* < 3 q, then < 9 q after both layers */
                a[j + len] = ncc_montgomery(ti * (y0 - y1 - d));
                a[j + 2 * len] = ncc_montgomery(t2i * (y0 - y2 + d));
            }
        }
    }
#endif
    /* Radix 2: 2 lo = u + v, 2 s hi = u - v. The sums double per layer
     * (from < 9 q): every third layer reduces them, so they stay below
     * 72 q < 2^31 - 2^22. */
    unsigned layer = 0;
    for (unsigned len = NCC_BLOCK; len <= NCC_N / 4; len <<= 1, layer++) {
        const int reduce = layer % 3 == 2;
        for (unsigned start = 0; start < NCC_N; start += 2 * len) {
            const int64_t si = *tw++;
            int32_t *lo = a + start, *hi = a + start + len;
            for (unsigned j = 0; j < len; j++) {
                int32_t u = lo[j], v = hi[j];
                lo[j] = reduce ? ncc_reduce32(u + v) : u + v;
                hi[j] = ncc_montgomery(si * (u - v));
            }
        }
    }
    /* Layer 0: (w6 - (1 - w6)) a_hi = u - v, a_lo = u - w6 a_hi; the scale
     * factors of the layers above and the Montgomery factors go here too. */
    for (unsigned j = 0; j < NCC_HALF; j++) {
        int32_t u = a[j], v = a[j + NCC_HALF];
        int32_t h = ncc_montgomery((int64_t)NCCSIGN_INV_SCALE_DELTA * (u - v));
        int32_t l = ncc_montgomery((int64_t)NCCSIGN_INV_SCALE * u);
        a[j] = l - ncc_montgomery((int64_t)NCCSIGN_OMEGA * h);
        a[j + NCC_HALF] = h;
    }
}
#endif /* KPQC_BACKEND_AVX2 */
