/* SHAKE-driven samplers. The ternary sampler and the uniform one reject
 * stream bytes; which bytes were rejected says nothing about the accepted
 * coefficients (they are independent of it), so that decision is
 * declassified and the loop may depend on it, as in the reference. */
#include <string.h>

#include "ct.h"
#include "fips202.h"
#include "poly.h"

static void xof_init(kpqc_keccak_state *st, int shake256, const uint8_t *seed, size_t seedlen,
                     uint16_t nonce)
{
    uint8_t t[2] = {(uint8_t)nonce, (uint8_t)(nonce >> 8)};
    if (shake256) {
        kpqc_shake256_init(st);
    } else {
        kpqc_shake128_init(st);
    }
    kpqc_keccak_absorb(st, seed, seedlen);
    kpqc_keccak_absorb(st, t, sizeof t);
    kpqc_keccak_finalize(st);
}

void KPQC_NS(haetae_poly_uniform)(haetae_poly *a, const uint8_t seed[HAETAE_SEEDBYTES],
                                  uint16_t nonce)
{
    kpqc_keccak_state st;
    uint8_t buf[KPQC_SHAKE128_RATE]; /* even: no draw straddles two blocks */
    unsigned ctr = 0;

    xof_init(&st, 0, seed, HAETAE_SEEDBYTES, nonce);
    while (ctr < HAETAE_N) {
        kpqc_keccak_squeeze(buf, sizeof buf, &st);
        for (unsigned pos = 0; pos < sizeof buf && ctr < HAETAE_N; pos += 2) {
            uint32_t t = (uint32_t)buf[pos] | ((uint32_t)buf[pos + 1] << 8);
            if (t < HAETAE_Q) {
                a->coeffs[ctr++] = (int32_t)t;
            }
        }
    }
}

/* Base-3 digit d in {0, 1, 2} to {0, 1, -1}. */
static inline int32_t trit(uint32_t d)
{
    return (int32_t)d - 3 * (int32_t)(d >> 1);
}

void KPQC_NS(haetae_poly_uniform_eta)(haetae_poly *a, const uint8_t seed[HAETAE_CRHBYTES],
                                      uint16_t nonce)
{
    kpqc_keccak_state st;
    uint8_t buf[KPQC_SHAKE256_RATE];
    unsigned ctr = 0;

    xof_init(&st, 1, seed, HAETAE_CRHBYTES, nonce);
    while (ctr < HAETAE_N) {
        kpqc_keccak_squeeze(buf, sizeof buf, &st);
        for (unsigned pos = 0; pos < sizeof buf && ctr < HAETAE_N; pos++) {
            uint32_t t = buf[pos];
            uint8_t accept = (uint8_t)(((t - 243) >> 31) & 1); /* t < 3^5 */
            kpqc_ct_declassify(&accept, sizeof accept);
            if (!accept) {
                continue;
            }
            /* Least significant digit first; a byte cut short by the end of
             * the polynomial loses its remaining digits. */
            for (unsigned d = 0; d < 5 && ctr < HAETAE_N; d++) {
                a->coeffs[ctr++] = trit(t % 3);
                t /= 3;
            }
        }
    }
    kpqc_keccak_wipe(&st);
    kpqc_memzero(buf, sizeof buf);
}

void KPQC_NS(haetae_poly_challenge)(haetae_poly *c,
                                    const uint8_t in[HAETAE_CHALLENGE_INPUT_BYTES],
                                    const uint8_t mu[HAETAE_SEEDBYTES])
{
    kpqc_keccak_state st;

    kpqc_shake256_init(&st);
    kpqc_keccak_absorb(&st, in, HAETAE_CHALLENGE_INPUT_BYTES);
    kpqc_keccak_absorb(&st, mu, HAETAE_SEEDBYTES);
    kpqc_keccak_finalize(&st);
#if KPQC_HAETAE_MODE == 5
    /* tau = 128: take 256 hash bits; if more than half are set, or exactly
     * half and the first bit is set, complement them all. */
    {
        uint8_t buf[HAETAE_N / 8];
        uint32_t weight = 0, flip;
        kpqc_keccak_squeeze(buf, sizeof buf, &st);
        kpqc_ct_declassify(buf, sizeof buf); /* c is published */
        for (unsigned i = 0; i < sizeof buf; i++) {
            uint32_t x = buf[i];
            x = (x & 0x55) + ((x >> 1) & 0x55);
            x = (x & 0x33) + ((x >> 2) & 0x33);
            weight += (x & 0x0f) + (x >> 4);
        }
        flip = (uint32_t)(weight > 128) | ((uint32_t)(weight == 128) & buf[0]);
        flip = 0u - (flip & 1);
        for (unsigned i = 0; i < HAETAE_N; i++) {
            c->coeffs[i] = (int32_t)(((buf[i / 8] ^ flip) >> (i % 8)) & 1);
        }
    }
#else
    /* Sample-in-ball: positions N - tau .. N - 1 each swap in a uniform
     * index b <= i drawn from the stream by rejection. */
    {
        uint8_t buf[KPQC_SHAKE256_RATE];
        unsigned pos = sizeof buf;
        memset(c->coeffs, 0, sizeof c->coeffs);
        for (unsigned i = HAETAE_N - HAETAE_TAU; i < HAETAE_N; i++) {
            unsigned b;
            do {
                if (pos == sizeof buf) {
                    kpqc_keccak_squeeze(buf, sizeof buf, &st);
                    kpqc_ct_declassify(buf, sizeof buf); /* c is published */
                    pos = 0;
                }
                b = buf[pos++];
            } while (b > i);
            c->coeffs[i] = c->coeffs[b];
            c->coeffs[b] = 1;
        }
    }
#endif
}
