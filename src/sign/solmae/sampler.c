/* Samplers (sampler.h). */
#include "sampler.h"
#include "ct.h"
#include "params.h"

#include <math.h>

#define SOLMAE_WANT_CDT
#include "tables.h"

void KPQC_NS(solmae_prng_init)(solmae_prng *p, const uint8_t *seed, size_t len)
{
    kpqc_shake256_init(&p->st);
    kpqc_keccak_absorb(&p->st, seed, len);
    kpqc_keccak_finalize(&p->st);
    p->pos = sizeof p->buf;
}

void KPQC_NS(solmae_prng_bytes)(solmae_prng *p, uint8_t *out, size_t len)
{
    while (len > 0) {
        if (p->pos == sizeof p->buf) {
            kpqc_keccak_squeeze(p->buf, sizeof p->buf, &p->st);
            p->pos = 0;
        }
        size_t take = sizeof p->buf - p->pos;
        if (take > len) take = len;
        for (size_t i = 0; i < take; i++) out[i] = p->buf[p->pos + i];
        p->pos += take;
        out += take;
        len -= take;
    }
}

uint64_t KPQC_NS(solmae_prng_u64)(solmae_prng *p)
{
    uint8_t b[8];
    uint64_t x = 0;
    KPQC_NS(solmae_prng_bytes)(p, b, 8);
    for (unsigned i = 0; i < 8; i++) x |= (uint64_t)b[i] << (8 * i);
    return x;
}

double KPQC_NS(solmae_prng_unit)(solmae_prng *p)
{
    return (double)(KPQC_NS(solmae_prng_u64)(p) >> 11) * 0x1p-53;
}

void KPQC_NS(solmae_prng_wipe)(solmae_prng *p)
{
    kpqc_keccak_wipe(&p->st);
    kpqc_memzero(p->buf, sizeof p->buf);
    p->pos = 0;
}

static unsigned trailing_zeros(uint64_t x)
{
    unsigned k = 0;
    while (k < 64 && ((x >> k) & 1) == 0) k++;
    return k;
}

void KPQC_NS(solmae_normal_fft)(double *y, solmae_prng *p)
{
    const double two_pi = 6.283185307179586476925286766559;
    const double ln2 = 0.693147180559945309417232121458;
    for (size_t i = 0; i < SOLMAE_N / 2; i++) {
        double angle = two_pi * KPQC_NS(solmae_prng_unit)(p);
        double v = 0.5 + 0.5 * KPQC_NS(solmae_prng_unit)(p);
        unsigned k = trailing_zeros(KPQC_NS(solmae_prng_u64)(p));
        double radius = sqrt((double)SOLMAE_N * (ln2 * (double)k - log(v)));
        y[2 * i] = radius * cos(angle);
        y[2 * i + 1] = radius * sin(angle);
    }
}

/* z0 >= 0 with P(z0) proportional to exp(-z0^2 / (2 r^2)): count of table
 * entries not above a uniform 64-bit word (scans the whole table). */
static int base_sample(solmae_prng *p)
{
    uint64_t u = KPQC_NS(solmae_prng_u64)(p);
    int z = 0;
    for (unsigned i = 0; i < 13; i++) z += (int)(u >= solmae_cdt[i]);
    return z;
}

/* D_{Z, mu, r}: z = floor(mu) + (b ? z0 + 1 : -z0), accepted with
 * probability exp((z0^2 - (z - mu)^2) / (2 r^2)) (<= 1). */
static double sample_one(double mu, solmae_prng *p)
{
    double base = floor(mu);
    for (;;) {
        int z0 = base_sample(p);
        int b = (int)(KPQC_NS(solmae_prng_u64)(p) & 1);
        double z = base + (double)(b ? z0 + 1 : -z0);
        double d = z - mu;
        double e = ((double)z0 * (double)z0 - d * d) / (2 * SOLMAE_R_SQUARE);
        if (KPQC_NS(solmae_prng_unit)(p) < exp(e)) return z;
    }
}

void KPQC_NS(solmae_sample_z)(double *x, solmae_prng *p)
{
    for (size_t i = 0; i < SOLMAE_N; i++) x[i] = sample_one(x[i], p);
}
