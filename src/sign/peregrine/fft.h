/* Floating-point FFT over R[x]/(x^n + 1) for key generation (Falcon spec
 * 3.7.1 "FFT representation"): n real coefficients become n/2 complex
 * values, real parts in f[0..n/2), imaginary parts in f[n/2..n). The
 * butterflies, their order and the roots are those of Falcon's reference
 * FFT, which the submission's key generator uses: the submission's keys
 * depend on the exact results (see ntru.c), so every operation here must
 * round exactly as there (plain IEEE-754 double operations, no contraction:
 * family.cmake compiles this family with -ffp-contract=off). */
#ifndef KPQC_PEREGRINE_FFT_H
#define KPQC_PEREGRINE_FFT_H

#include "params.h"

#define pg_fft KPQC_NS(pg_fft)
#define pg_ifft KPQC_NS(pg_ifft)

void pg_fft(double *f, unsigned logn);
/* Inverse, including the division by n/2. */
void pg_ifft(double *f, unsigned logn);

#endif
