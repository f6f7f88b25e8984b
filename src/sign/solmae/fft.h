/* Complex FFT over R[x]/(x^n + 1), n = 2^logn, logn <= 10.
 *
 * FFT representation of a real polynomial a: the n/2 values a(w^(4 brv(j) + 1)),
 * j < n/2, w = exp(i pi / n), brv the bit reversal on logn - 1 bits; real
 * parts in slots [0, n/2), imaginary parts in [n/2, n). (The other n/2
 * values are the conjugates.) This is the submission's key and signature
 * representation. The arithmetic is plain IEEE-754 double (the build forbids
 * contraction to FMA), so results do not depend on the compiler. */
#ifndef KPQC_SOLMAE_FFT_H
#define KPQC_SOLMAE_FFT_H

#include "namespace.h"

void KPQC_NS(solmae_fft)(double *a, unsigned logn);
void KPQC_NS(solmae_ifft)(double *a, unsigned logn);
/* Pointwise on FFT representations: a = a * b, a * adj(b), a / b. */
void KPQC_NS(solmae_fft_mul)(double *a, const double *b, unsigned logn);
void KPQC_NS(solmae_fft_muladj)(double *a, const double *b, unsigned logn);
void KPQC_NS(solmae_fft_div)(double *a, const double *b, unsigned logn);
/* a = a a* + b b* (real: imaginary slots set to 0). */
void KPQC_NS(solmae_fft_gram)(double *out, const double *a, const double *b, unsigned logn);
void KPQC_NS(solmae_fft_add)(double *a, const double *b, unsigned logn);
void KPQC_NS(solmae_fft_sub)(double *a, const double *b, unsigned logn);

#endif
