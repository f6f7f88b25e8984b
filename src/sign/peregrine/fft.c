/* See fft.h. */
#include "fft.h"

#include <float.h>
#include <stddef.h>

#define PG_FFT_ROOT_TABLE
#include "ntt_tables.h"

/* 0, or 1 (float evaluated as double, as s390x gcc says): doubles stay doubles. */
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD != 0 && FLT_EVAL_METHOD != 1
#error "Peregrine key generation needs double arithmetic without excess precision"
#endif

/* (a_re + i a_im) * (b_re + i b_im), in this operation order. */
#define CMUL(d_re, d_im, a_re, a_im, b_re, b_im)                  \
    do {                                                          \
        double t_re_ = (a_re) * (b_re) - (a_im) * (b_im);         \
        double t_im_ = (a_re) * (b_im) + (a_im) * (b_re);         \
        (d_re) = t_re_;                                           \
        (d_im) = t_im_;                                           \
    } while (0)

void pg_fft(double *f, unsigned logn)
{
    size_t hn = ((size_t)1 << logn) >> 1, span = hn;
    /* Level `lev` (1 .. logn-1) has `groups` groups of 2*half complex
     * values; group i is twisted by root (groups + i). */
    for (unsigned lev = 1, groups = 1; lev < logn; lev++, groups <<= 1) {
        size_t half = span >> 1;
        for (size_t i = 0; i < groups; i++) {
            double s_re = pg_fft_roots[2 * (2 * groups + i)], s_im = pg_fft_roots[2 * (2 * groups + i) + 1];
            size_t base = i * span;
            for (size_t j = base; j < base + half; j++) {
                double x_re = f[j], x_im = f[j + hn];
                double y_re = f[j + half], y_im = f[j + half + hn];
                CMUL(y_re, y_im, y_re, y_im, s_re, s_im);
                f[j] = x_re + y_re;
                f[j + hn] = x_im + y_im;
                f[j + half] = x_re - y_re;
                f[j + half + hn] = x_im - y_im;
            }
        }
        span = half;
    }
}

void pg_ifft(double *f, unsigned logn)
{
    size_t n = (size_t)1 << logn, hn = n >> 1, half = 1;
    /* The forward levels in reverse; root index hm + i, hm = n/2, n/4, ... */
    for (size_t lev = logn, hm = hn; lev > 1; lev--, hm >>= 1) {
        for (size_t i = 0, base = 0; base < hn; i++, base += 2 * half) {
            double s_re = pg_fft_roots[2 * (hm + i)], s_im = -pg_fft_roots[2 * (hm + i) + 1];
            for (size_t j = base; j < base + half; j++) {
                double x_re = f[j], x_im = f[j + hn];
                double y_re = f[j + half], y_im = f[j + half + hn];
                f[j] = x_re + y_re;
                f[j + hn] = x_im + y_im;
                x_re = x_re - y_re;
                x_im = x_im - y_im;
                CMUL(f[j + half], f[j + half + hn], x_re, x_im, s_re, s_im);
            }
        }
        half <<= 1;
    }
    if (logn > 0) {
        double scale = 2.0;
        for (unsigned i = 0; i < logn; i++) scale *= 0.5;
        for (size_t u = 0; u < n; u++) f[u] *= scale;
    }
}
