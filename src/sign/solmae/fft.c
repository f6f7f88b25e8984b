/* Negacyclic complex FFT (see fft.h). The forward transform reduces a modulo
 * x^(n/2) - i by pairing a_j with a_(j + n/2) (a no-op in this layout), then
 * splits x^t - z into x^(t/2) - s and x^(t/2) + s, s^2 = z, level by level
 * (Cooley-Tukey); the inverse undoes each level (Gentleman-Sande) and scales
 * by 2/n at the end. The root of block b of size t at a level with m blocks
 * is w^brv10(m + b) (tables.h). */
#include "fft.h"
#define SOLMAE_WANT_FFT_ROOTS
#include "tables.h"

#include <stddef.h>

void KPQC_NS(solmae_fft)(double *a, unsigned logn)
{
    size_t hn = (size_t)1 << (logn - 1);
    double *re = a, *im = a + hn;
    size_t t = hn; /* block size in complex values */
    for (size_t m = 2; m <= hn; m <<= 1) {
        size_t half = t >> 1;
        for (size_t b = 0; b < (m >> 1); b++) {
            double sr = solmae_fft_roots[2 * (m + b)], si = solmae_fft_roots[2 * (m + b) + 1];
            size_t lo = b * t;
            for (size_t j = lo; j < lo + half; j++) {
                double yr = re[j + half] * sr - im[j + half] * si;
                double yi = re[j + half] * si + im[j + half] * sr;
                double xr = re[j], xi = im[j];
                re[j] = xr + yr;
                im[j] = xi + yi;
                re[j + half] = xr - yr;
                im[j + half] = xi - yi;
            }
        }
        t = half;
    }
}

void KPQC_NS(solmae_ifft)(double *a, unsigned logn)
{
    size_t hn = (size_t)1 << (logn - 1);
    double *re = a, *im = a + hn;
    size_t t = 1;
    for (size_t m = hn; m >= 2; m >>= 1) {
        size_t blk = t << 1;
        for (size_t b = 0; b < (m >> 1); b++) {
            double sr = solmae_fft_roots[2 * (m + b)], si = -solmae_fft_roots[2 * (m + b) + 1];
            size_t lo = b * blk;
            for (size_t j = lo; j < lo + t; j++) {
                double xr = re[j], xi = im[j], yr = re[j + t], yi = im[j + t];
                re[j] = xr + yr;
                im[j] = xi + yi;
                double dr = xr - yr, di = xi - yi;
                re[j + t] = dr * sr - di * si;
                im[j + t] = dr * si + di * sr;
            }
        }
        t = blk;
    }
    double scale = 2.0 / (double)((size_t)1 << logn);
    for (size_t j = 0; j < 2 * hn; j++) a[j] *= scale;
}

void KPQC_NS(solmae_fft_mul)(double *a, const double *b, unsigned logn)
{
    size_t hn = (size_t)1 << (logn - 1);
    for (size_t j = 0; j < hn; j++) {
        double ar = a[j], ai = a[j + hn], br = b[j], bi = b[j + hn];
        a[j] = ar * br - ai * bi;
        a[j + hn] = ar * bi + ai * br;
    }
}

void KPQC_NS(solmae_fft_muladj)(double *a, const double *b, unsigned logn)
{
    size_t hn = (size_t)1 << (logn - 1);
    for (size_t j = 0; j < hn; j++) {
        double ar = a[j], ai = a[j + hn], br = b[j], bi = b[j + hn];
        a[j] = ar * br + ai * bi;
        a[j + hn] = ai * br - ar * bi;
    }
}

void KPQC_NS(solmae_fft_div)(double *a, const double *b, unsigned logn)
{
    size_t hn = (size_t)1 << (logn - 1);
    for (size_t j = 0; j < hn; j++) {
        double ar = a[j], ai = a[j + hn], br = b[j], bi = b[j + hn];
        double inv = 1.0 / (br * br + bi * bi);
        a[j] = (ar * br + ai * bi) * inv;
        a[j + hn] = (ai * br - ar * bi) * inv;
    }
}

void KPQC_NS(solmae_fft_gram)(double *out, const double *a, const double *b, unsigned logn)
{
    size_t hn = (size_t)1 << (logn - 1);
    for (size_t j = 0; j < hn; j++) {
        out[j] = a[j] * a[j] + a[j + hn] * a[j + hn] + b[j] * b[j] + b[j + hn] * b[j + hn];
        out[j + hn] = 0.0;
    }
}

void KPQC_NS(solmae_fft_add)(double *a, const double *b, unsigned logn)
{
    for (size_t j = 0; j < ((size_t)1 << logn); j++) a[j] += b[j];
}

void KPQC_NS(solmae_fft_sub)(double *a, const double *b, unsigned logn)
{
    for (size_t j = 0; j < ((size_t)1 << logn); j++) a[j] -= b[j];
}
