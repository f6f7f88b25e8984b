/* Samplers (sampler.h). */
#include "sampler.h"
#include "bytes.h"
#include "ct.h"
#include "params.h"

#include <math.h>
#include <string.h>

#define SOLMAE_WANT_CDT
#include "tables.h"

/* Eight ChaCha20 blocks (RFC 8439, 2.3; nonce 0, counters c..c+7), one after
 * the other: sixteen local words per block stay in registers. */
#define ROTL32(x, r) (((x) << (r)) | ((x) >> (32 - (r))))
#define QROUND(a, b, c, d)          \
    do {                            \
        a += b;                     \
        d = ROTL32(d ^ a, 16);      \
        c += d;                     \
        b = ROTL32(b ^ c, 12);      \
        a += b;                     \
        d = ROTL32(d ^ a, 8);       \
        c += d;                     \
        b = ROTL32(b ^ c, 7);       \
    } while (0)

/* in: the block's input words (constants, key, counter, nonce) */
static void chacha20_block(uint8_t out[64], const uint32_t in[16])
{
    uint32_t x0 = in[0], x1 = in[1], x2 = in[2], x3 = in[3], x4 = in[4], x5 = in[5];
    uint32_t x6 = in[6], x7 = in[7], x8 = in[8], x9 = in[9], x10 = in[10], x11 = in[11];
    uint32_t x12 = in[12], x13 = in[13], x14 = in[14], x15 = in[15];
    for (unsigned r = 0; r < 10; r++) {
        QROUND(x0, x4, x8, x12);
        QROUND(x1, x5, x9, x13);
        QROUND(x2, x6, x10, x14);
        QROUND(x3, x7, x11, x15);
        QROUND(x0, x5, x10, x15);
        QROUND(x1, x6, x11, x12);
        QROUND(x2, x7, x8, x13);
        QROUND(x3, x4, x9, x14);
    }
#define OUT2(i, a, b) \
    kpqc_store64_le(out + 4 * (i), (uint64_t)(a + in[i]) | (uint64_t)(b + in[(i) + 1]) << 32)
    OUT2(0, x0, x1);
    OUT2(2, x2, x3);
    OUT2(4, x4, x5);
    OUT2(6, x6, x7);
    OUT2(8, x8, x9);
    OUT2(10, x10, x11);
    OUT2(12, x12, x13);
    OUT2(14, x14, x15);
#undef OUT2
}

static void refill(solmae_prng *p)
{
    uint32_t in[16] = {0x61707865, 0x3320646e, 0x79622d32, 0x6b206574, 0, 0, 0, 0, 0, 0, 0, 0,
                       0,          0,          0,          0};
    for (unsigned i = 0; i < 8; i++) in[4 + i] = p->key[i];
    for (unsigned l = 0; l < 8; l++) {
        in[12] = p->counter + l;
        chacha20_block(p->buf + 64 * l, in);
    }
    p->counter += 8;
    kpqc_memzero(in, sizeof in);
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
