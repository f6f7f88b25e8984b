/* dGaussian with sigma = 1.0625 (spec section 3.3.2, Fig. 5), the noise e of
 * the public key.
 *
 * A coefficient takes 10 uniform bits x0..x9. With u = x0 + 2 x1 + ... + 256 x8,
 * its magnitude is the number of thresholds 191, 438, 505 that u reaches (a
 * cumulative distribution table: P(0) = 191/512, P(+-1) = 247/512,
 * P(+-2) = 67/512, P(+-3) = 7/512), and x9 set makes it negative. Fig. 5 gives
 * the same map as a minimized Boolean formula; the comparisons here are an
 * equivalent form (checked on all 512 inputs).
 *
 * Bit layout (SMAUG-T v1.2.0): the stream SHAKE256(seed) gives 320 bytes, 80 for each
 * run of 64 coefficients. In a run, bit j of byte 10 w + t is bit x_t of
 * coefficient 8 w + j. Gathering byte t of each 10-byte group into one 64-bit
 * word gives bit plane x_t of the 64 coefficients, and the comparisons are done
 * on the planes, 64 coefficients at a time, without branches. */
#include "ct.h"
#include "sample.h"

#define RUN_BYTES 80 /* 64 coefficients, 10 bits each */

#if KPQC_SMAUGT_R2
/* Round 2 (docs/SCHEMES.md): D1 is the table above with its 9 bits; D2 (T3)
 * takes 10 bits and 5 thresholds (its Boolean formulas evaluated on all 1024
 * inputs give this table). The stream is SHAKE256(seed || 8-byte nonce), and a
 * run of 64 coefficients reads SMAUGT_DG_BITS + 1 little-endian 64-bit words,
 * word t being bit plane x_t (the last one the sign). */
#if SMAUGT_DG_BITS == 9
static const unsigned thresholds[] = {191, 438, 505};
#else
static const unsigned thresholds[] = {280, 723, 942, 1010, 1023};
#endif
#define PLANES (SMAUGT_DG_BITS + 1)
#define N_THRESHOLDS (sizeof thresholds / sizeof thresholds[0])

static uint64_t planes_at_least(const uint64_t x[PLANES], unsigned t)
{
    uint64_t ge = ~(uint64_t)0;
    for (unsigned b = 0; b < SMAUGT_DG_BITS; b++) {
        ge = ((t >> b) & 1) ? (x[b] & ge) : (x[b] | ge);
    }
    return ge;
}

void smaugt_dgaussian(poly *e, const uint8_t buf[SMAUGT_DG_STREAM_BYTES])
{
    uint64_t x[PLANES], ge[N_THRESHOLDS];

    for (unsigned run = 0; run < SMAUGT_N / 64; run++) {
        const uint8_t *p = buf + 8 * PLANES * run;
        for (unsigned t = 0; t < PLANES; t++) {
            x[t] = 0;
            for (unsigned w = 0; w < 8; w++) {
                x[t] |= (uint64_t)p[8 * t + w] << (8 * w);
            }
        }
        for (unsigned k = 0; k < N_THRESHOLDS; k++) {
            ge[k] = planes_at_least(x, thresholds[k]);
        }
        for (unsigned j = 0; j < 64; j++) {
            uint32_t mag = 0;
            for (unsigned k = 0; k < N_THRESHOLDS; k++) {
                mag += (uint32_t)(ge[k] >> j) & 1;
            }
            uint32_t neg = (uint32_t)(x[SMAUGT_DG_BITS] >> j) & 1;
            e->coeffs[64 * run + j] = (uint16_t)((mag ^ (0u - neg)) + neg);
        }
    }
    kpqc_memzero(x, sizeof x);
    kpqc_memzero(ge, sizeof ge);
}
#elif KPQC_BACKEND_AVX2
#include "native/x86_64/api.h"

void smaugt_dgaussian(poly *e, const uint8_t buf[SMAUGT_DG_STREAM_BYTES])
{
    smaugt_dgaussian_avx2(e, buf);
}
#else
/* All-ones in the lanes where u >= t, u given by its bit planes x[0..8]. The
 * comparison runs from the least significant bit up: above bit b, u >= t
 * holds if x_b > t_b, fails if x_b < t_b, and carries over if they are equal.
 * t is a public constant. */
static uint64_t planes_at_least(const uint64_t x[9], unsigned t)
{
    uint64_t ge = ~(uint64_t)0;
    for (unsigned b = 0; b < 9; b++) {
        ge = ((t >> b) & 1) ? (x[b] & ge) : (x[b] | ge);
    }
    return ge;
}

void smaugt_dgaussian(poly *e, const uint8_t buf[SMAUGT_DG_STREAM_BYTES])
{
    uint64_t x[10];

    for (unsigned run = 0; run < SMAUGT_N / 64; run++) {
        const uint8_t *p = buf + RUN_BYTES * run;
        for (unsigned t = 0; t < 10; t++) {
            x[t] = 0;
            for (unsigned w = 0; w < 8; w++) {
                x[t] |= (uint64_t)p[10 * w + t] << (8 * w);
            }
        }
        uint64_t ge1 = planes_at_least(x, 191);
        uint64_t ge2 = planes_at_least(x, 438);
        uint64_t ge3 = planes_at_least(x, 505);
        uint64_t mag_lo = ge1 ^ ge2 ^ ge3; /* magnitude = ge1 + ge2 + ge3, nested */
        uint64_t mag_hi = ge2;

        for (unsigned j = 0; j < 64; j++) {
            uint32_t mag = (uint32_t)((mag_lo >> j) & 1) | (uint32_t)((mag_hi >> j) & 1) << 1;
            uint32_t neg = (uint32_t)(x[9] >> j) & 1;
            e->coeffs[64 * run + j] = (uint16_t)((mag ^ (0u - neg)) + neg);
        }
    }
    kpqc_memzero(x, sizeof x);
}
#endif
