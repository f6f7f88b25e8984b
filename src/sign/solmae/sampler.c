/* Samplers (sampler.h). */
#include "sampler.h"
#include "bytes.h"
#include "ct.h"
#include "params.h"

#include <math.h>
#include <string.h>

#define SOLMAE_WANT_CDT
#include "tables.h"

/* Eight ChaCha20 blocks (RFC 8439, 2.3; nonce 0, counters c..c+7) into
 * p->buf, block l at 64 l. Four blocks at a time, one per lane of 4-word
 * vectors (SSE2, NEON; scalar code where a target has no vectors). */
typedef uint32_t chacha_x4 __attribute__((vector_size(16)));

#define ROTL32(x, r) (((x) << (r)) | ((x) >> (32 - (r))))
#define QROUND(a, b, c, d)     \
    do {                       \
        a += b;                \
        d = ROTL32(d ^ a, 16); \
        c += d;                \
        b = ROTL32(b ^ c, 12); \
        a += b;                \
        d = ROTL32(d ^ a, 8);  \
        c += d;                \
        b = ROTL32(b ^ c, 7);  \
    } while (0)

static void chacha20_x4(uint8_t *out, const uint32_t key[8], uint32_t counter)
{
    chacha_x4 x[16], in[16];
    const uint32_t sigma[4] = {0x61707865, 0x3320646e, 0x79622d32, 0x6b206574};
    for (unsigned i = 0; i < 4; i++) in[i] = (chacha_x4){sigma[i], sigma[i], sigma[i], sigma[i]};
    for (unsigned i = 0; i < 8; i++) in[4 + i] = (chacha_x4){key[i], key[i], key[i], key[i]};
    in[12] = (chacha_x4){counter, counter + 1, counter + 2, counter + 3};
    in[13] = in[14] = in[15] = (chacha_x4){0, 0, 0, 0};
    for (unsigned i = 0; i < 16; i++) x[i] = in[i];
    for (unsigned r = 0; r < 10; r++) {
        QROUND(x[0], x[4], x[8], x[12]);
        QROUND(x[1], x[5], x[9], x[13]);
        QROUND(x[2], x[6], x[10], x[14]);
        QROUND(x[3], x[7], x[11], x[15]);
        QROUND(x[0], x[5], x[10], x[15]);
        QROUND(x[1], x[6], x[11], x[12]);
        QROUND(x[2], x[7], x[8], x[13]);
        QROUND(x[3], x[4], x[9], x[14]);
    }
    for (unsigned i = 0; i < 16; i++) {
        chacha_x4 v = x[i] + in[i];
        for (unsigned l = 0; l < 4; l++) kpqc_store32_le(out + 64 * l + 4 * i, v[l]);
    }
    kpqc_memzero(x, sizeof x);
    kpqc_memzero(in, sizeof in);
}

static void refill(solmae_prng *p)
{
    chacha20_x4(p->buf, p->key, p->counter);
    chacha20_x4(p->buf + 256, p->key, p->counter + 4);
    p->counter += 8;
    p->pos = 0;
}

void KPQC_NS(solmae_prng_init)(solmae_prng *p, const uint8_t *seed, size_t len)
{
    uint8_t k[32];
    kpqc_shake256(k, sizeof k, seed, len);
    for (unsigned i = 0; i < 8; i++) {
        p->key[i] = (uint32_t)k[4 * i] | (uint32_t)k[4 * i + 1] << 8 |
                    (uint32_t)k[4 * i + 2] << 16 | (uint32_t)k[4 * i + 3] << 24;
    }
    kpqc_memzero(k, sizeof k);
    p->counter = 0;
    p->pos = sizeof p->buf;
}

void KPQC_NS(solmae_prng_bytes)(solmae_prng *p, uint8_t *out, size_t len)
{
    while (len > 0) {
        if (p->pos == sizeof p->buf) refill(p);
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
    uint64_t x = 0;
    if (sizeof p->buf - p->pos < 8) {
        uint8_t b[8];
        KPQC_NS(solmae_prng_bytes)(p, b, 8);
        for (unsigned i = 0; i < 8; i++) x |= (uint64_t)b[i] << (8 * i);
        return x;
    }
    x = kpqc_load64_le(p->buf + p->pos);
    p->pos += 8;
    return x;
}

double KPQC_NS(solmae_prng_unit)(solmae_prng *p)
{
    return (double)(KPQC_NS(solmae_prng_u64)(p) >> 11) * 0x1p-53;
}

void KPQC_NS(solmae_prng_wipe)(solmae_prng *p)
{
    kpqc_memzero(p, sizeof *p);
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
    if (!(mu > -0x1p40 && mu < 0x1p40)) mu = 0.0; /* no key of ours gets here */
    double base = floor(mu);
    for (;;) {
        int z0 = base_sample(p);
        /* one word: the sign bit b (bit 0) and the 53-bit acceptance uniform */
        uint64_t w = KPQC_NS(solmae_prng_u64)(p);
        int b = (int)(w & 1);
        double z = base + (double)(b ? z0 + 1 : -z0);
        double d = z - mu;
        double e = ((double)z0 * (double)z0 - d * d) / (2 * SOLMAE_R_SQUARE);
        if ((double)(w >> 11) * 0x1p-53 < exp(e)) return z;
    }
}

void KPQC_NS(solmae_sample_z)(double *x, solmae_prng *p)
{
    for (size_t i = 0; i < SOLMAE_N; i++) x[i] = sample_one(x[i], p);
}
