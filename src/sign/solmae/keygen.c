/* SOLMAE key generation (keygen.h). */
#include <math.h>
#include <string.h>

#include "ct.h"
#include "fft.h"
#include "keygen.h"
#include "ntt.h"

/* One candidate (f, g) (submission, unif-NTRU): per FFT slot j, a radius^2
 * uniform in [q (1/alpha + eps)^2, q (alpha - eps)^2], split between f and g
 * by a uniform angle in [0, pi/2], each with a uniform phase; inverse FFT,
 * rounding. Kept when every slot of the rounded pair lies in
 * [q / alpha^2, q alpha^2] and all coefficients fit in [-127, 127]. */
static int sample_fg(int8_t *f, int8_t *g, double *fa, double *ga, solmae_prng *p)
{
    const double pi = 3.14159265358979323846264338327950288;
    const double lo = 1.0 / SOLMAE_ALPHA + SOLMAE_ALPHA_EPS, hi = SOLMAE_ALPHA - SOLMAE_ALPHA_EPS;
    const double r2lo = SOLMAE_Q * lo * lo, r2hi = SOLMAE_Q * hi * hi;
    const double q_lo = SOLMAE_Q / (SOLMAE_ALPHA * SOLMAE_ALPHA);
    const double q_hi = SOLMAE_Q * SOLMAE_ALPHA * SOLMAE_ALPHA;
    const size_t hn = SOLMAE_N / 2;
    for (size_t j = 0; j < hn; j++) {
        double radius = sqrt(r2lo + (r2hi - r2lo) * KPQC_NS(solmae_prng_unit)(p));
        double split = 0.5 * pi * KPQC_NS(solmae_prng_unit)(p);
        double phf = 2 * pi * KPQC_NS(solmae_prng_unit)(p);
        double phg = 2 * pi * KPQC_NS(solmae_prng_unit)(p);
        double rf = radius * cos(split), rg = radius * sin(split);
        fa[j] = rf * cos(phf);
        fa[j + hn] = rf * sin(phf);
        ga[j] = rg * cos(phg);
        ga[j + hn] = rg * sin(phg);
    }
    KPQC_NS(solmae_ifft)(fa, SOLMAE_LOGN);
    KPQC_NS(solmae_ifft)(ga, SOLMAE_LOGN);
    for (size_t i = 0; i < SOLMAE_N; i++) {
        double x = floor(fa[i] + 0.5), y = floor(ga[i] + 0.5);
        if (!(fabs(x) <= 127.0 && fabs(y) <= 127.0)) return -1;
        f[i] = (int8_t)x;
        g[i] = (int8_t)y;
        fa[i] = x;
        ga[i] = y;
    }
    KPQC_NS(solmae_fft)(fa, SOLMAE_LOGN);
    KPQC_NS(solmae_fft)(ga, SOLMAE_LOGN);
    for (size_t j = 0; j < hn; j++) {
        double z = fa[j] * fa[j] + fa[j + hn] * fa[j + hn] + ga[j] * ga[j] + ga[j + hn] * ga[j + hn];
        if (!(z >= q_lo && z <= q_hi)) return -1;
    }
    return 0;
}

void KPQC_NS(solmae_keygen)(solmae_keys *k, solmae_prng *p)
{
    double fa[SOLMAE_N], ga[SOLMAE_N];
    uint16_t tmp[SOLMAE_N];
    for (;;) {
        if (sample_fg(k->f, k->g, fa, ga, p) != 0) continue;
        if (KPQC_NS(solmae_public_h)(k->h, k->f, k->g, tmp, SOLMAE_LOGN) != 0) continue;
        if (KPQC_NS(solmae_ntru_solve)(k->F, k->G, k->f, k->g) != 0) continue;
        break;
    }
    kpqc_memzero(fa, sizeof fa);
    kpqc_memzero(ga, sizeof ga);
    kpqc_memzero(tmp, sizeof tmp);
}
