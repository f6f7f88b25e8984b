/* Sampler precomputation (basis.h). */
#include "basis.h"
#include "fft.h"

#include <math.h>
#include <string.h>

/* beta = adj(v) / <v, v>, sigma = sqrt(sigma^2 / <v, v> - r^2) (real slots).
 * 0, or -1 when some sigma is not a positive number (a basis too long for
 * the sampler: not a key of ours). */
static int sampler_data(double *beta0, double *beta1, double *sigma, const double *v0,
                         const double *v1, double *gram)
{
    const size_t hn = SOLMAE_N / 2;
    int ok = 1;
    KPQC_NS(solmae_fft_gram)(gram, v0, v1, SOLMAE_LOGN);
    for (size_t j = 0; j < hn; j++) {
        double inv = 1.0 / gram[j];
        beta0[j] = v0[j] * inv;
        beta0[j + hn] = -v0[j + hn] * inv;
        beta1[j] = v1[j] * inv;
        beta1[j + hn] = -v1[j + hn] * inv;
        double s2 = SOLMAE_SIGMA_SQUARE * inv - SOLMAE_R_SQUARE;
        ok &= s2 > 0.0 && s2 < 1e30;
        sigma[j] = sqrt(ok ? s2 : 1.0);
        sigma[j + hn] = sigma[j];
    }
    return ok ? 0 : -1;
}

/* f G - g F = q, from the FFT forms (coefficients below n 127^2 2 < 2^25: the
 * inverse transform is far closer than 1/4 to the integers). */
static int is_ntru_basis(const solmae_basis *b, double *t, double *u)
{
    memcpy(t, b->b10, sizeof b->b10);
    KPQC_NS(solmae_fft_mul)(t, b->b21, SOLMAE_LOGN);
    memcpy(u, b->b11, sizeof b->b11);
    KPQC_NS(solmae_fft_mul)(u, b->b20, SOLMAE_LOGN);
    KPQC_NS(solmae_fft_sub)(t, u, SOLMAE_LOGN);
    KPQC_NS(solmae_ifft)(t, SOLMAE_LOGN);
    int ok = 1;
    for (size_t i = 0; i < SOLMAE_N; i++) {
        ok &= fabs(t[i] - (i == 0 ? (double)SOLMAE_Q : 0.0)) < 0.25;
    }
    return ok ? 0 : -1;
}

int KPQC_NS(solmae_basis_expand)(solmae_basis *b, double *mu, double *gram)
{
    if (is_ntru_basis(b, mu, gram) != 0) return -1;
    /* b~1 = b1 */
    if (sampler_data(b->beta10, b->beta11, b->sigma1, b->b10, b->b11, gram) != 0) return -1;
    /* mu = <b2, b1> / <b1, b1>; b~2 = b2 - mu b1 (kept in sigma2/beta2 only) */
    memcpy(mu, b->b20, sizeof b->b20);
    KPQC_NS(solmae_fft_muladj)(mu, b->b10, SOLMAE_LOGN);
    memcpy(gram, b->b21, sizeof b->b21);
    KPQC_NS(solmae_fft_muladj)(gram, b->b11, SOLMAE_LOGN);
    KPQC_NS(solmae_fft_add)(mu, gram, SOLMAE_LOGN);
    KPQC_NS(solmae_fft_gram)(gram, b->b10, b->b11, SOLMAE_LOGN);
    KPQC_NS(solmae_fft_div)(mu, gram, SOLMAE_LOGN);
    /* b~2 in beta20/beta21 first, then replaced by its sampler data */
    memcpy(b->beta20, b->b10, sizeof b->b10);
    KPQC_NS(solmae_fft_mul)(b->beta20, mu, SOLMAE_LOGN);
    memcpy(b->beta21, b->b11, sizeof b->b11);
    KPQC_NS(solmae_fft_mul)(b->beta21, mu, SOLMAE_LOGN);
    for (size_t i = 0; i < SOLMAE_N; i++) {
        mu[i] = b->b20[i] - b->beta20[i];
        b->beta21[i] = b->b21[i] - b->beta21[i];
    }
    memcpy(b->beta20, mu, sizeof b->beta20);
    memcpy(mu, b->beta21, sizeof b->beta21);
    return sampler_data(b->beta20, b->beta21, b->sigma2, b->beta20, mu, gram);
}
