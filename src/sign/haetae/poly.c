/* SHAKE-driven samplers. The ternary sampler and the uniform one reject
 * stream bytes; which bytes were rejected says nothing about the accepted
 * coefficients (they are independent of it), so that decision is
 * declassified and the loop may depend on it, as in the reference. */
#include <string.h>

#include "ct.h"
#include "fips202.h"
#if KPQC_BACKEND_AVX2
#include "cpu.h"
#include "fips202x4.h"
#include "native/x86_64/api.h"
#endif
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

/* Parses 16-bit draws from buf into a from position ctr; returns the new
 * count. Draws are public (A is), so the loop may depend on them. */
static unsigned parse_uniform(int32_t *a, unsigned ctr, const uint8_t *buf, size_t len)
{
    unsigned start = 0;
#if KPQC_BACKEND_AVX2
    /* PDEP/PEXT are microcoded on some CPUs: the table twin there (cpu.h) */
    if (kpqc_cpu_has(KPQC_CPU_FAST_PDEP)) {
        ctr = KPQC_NS(haetae_rej_uniform_pdep_avx2)(a, ctr, buf, (unsigned)len, &start);
    } else {
        ctr = KPQC_NS(haetae_rej_uniform_table_avx2)(a, ctr, buf, (unsigned)len, &start);
    }
#endif
    for (size_t pos = start; pos + 1 < len && ctr < HAETAE_N; pos += 2) {
        uint32_t t = (uint32_t)buf[pos] | ((uint32_t)buf[pos + 1] << 8);
        if (t < HAETAE_Q) {
            a[ctr++] = (int32_t)t;
        }
    }
    return ctr;
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
        ctr = parse_uniform(a->coeffs, ctr, buf, sizeof buf);
    }
}

/* Base-3 digit d in {0, 1, 2} to {0, 1, -1}. */
static inline int32_t trit(uint32_t d)
{
    return (int32_t)d - 3 * (int32_t)(d >> 1);
}

/* Parses ternary bytes from buf into a from position ctr; returns the new
 * count. */
static unsigned parse_eta(int32_t *a, unsigned ctr, const uint8_t *buf, size_t len)
{
    for (size_t pos = 0; pos < len && ctr < HAETAE_N; pos++) {
        uint32_t t = buf[pos];
        uint8_t accept = (uint8_t)(((t - 243) >> 31) & 1); /* t < 3^5 */
        kpqc_ct_declassify(&accept, sizeof accept);
        if (!accept) {
            continue;
        }
        /* Least significant digit first; a byte cut short by the end of
         * the polynomial loses its remaining digits. */
        for (unsigned d = 0; d < 5 && ctr < HAETAE_N; d++) {
            a[ctr++] = trit(t % 3);
            t /= 3;
        }
    }
    return ctr;
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
        ctr = parse_eta(a->coeffs, ctr, buf, sizeof buf);
    }
    kpqc_keccak_wipe(&st);
    kpqc_memzero(buf, sizeof buf);
}

#if KPQC_BACKEND_AVX2
/* Four streams of one sampler with the 4-way Keccak: each stream is parsed
 * exactly as the one-stream code parses it (whole blocks, in order). A NULL
 * output is a lane that hashes a copy of another input and is ignored. */
static void sample_x4(haetae_poly *a[4], const uint8_t *seed, size_t seedlen,
                      const uint16_t nonce[4], int eta)
{
    enum { MAXBLOCKS = 4, RATE = KPQC_SHAKE128_RATE };
    kpqc_keccakx4_state st;
    uint8_t in[4][HAETAE_CRHBYTES + 2];
    uint8_t buf[4][MAXBLOCKS * RATE];
    unsigned ctr[4], first = 0, done = 0;
    const size_t rate = eta ? KPQC_SHAKE256_RATE : KPQC_SHAKE128_RATE;
    /* First round: blocks enough for almost every stream (512 of 546
     * expected bytes of a uniform polynomial, 53 of 136 of a ternary one). */
    size_t nblocks = eta ? 1 : MAXBLOCKS;

    while (a[first] == NULL) {
        first++;
    }
    for (unsigned k = 0; k < 4; k++) {
        const unsigned src = a[k] ? k : first;
        memcpy(in[k], seed, seedlen);
        in[k][seedlen] = (uint8_t)nonce[src];
        in[k][seedlen + 1] = (uint8_t)(nonce[src] >> 8);
        ctr[k] = a[k] ? 0 : HAETAE_N;
        done += a[k] == NULL;
    }
    if (eta) {
        kpqc_shake256x4_absorb_once(&st, in[0], in[1], in[2], in[3], seedlen + 2);
    } else {
        kpqc_shake128x4_absorb_once(&st, in[0], in[1], in[2], in[3], seedlen + 2);
    }
    while (done < 4) {
        if (eta) {
            KPQC_NS(haetae_squeeze_x4_avx2)(buf[0], buf[1], buf[2], buf[3], (unsigned)nblocks,
                                            &st);
        } else {
            KPQC_NS(haetae_squeeze128_x4_avx2)(buf[0], buf[1], buf[2], buf[3],
                                               (unsigned)nblocks, &st);
        }
        for (unsigned k = 0; k < 4; k++) {
            if (ctr[k] == HAETAE_N) {
                continue;
            }
            ctr[k] = eta ? parse_eta(a[k]->coeffs, ctr[k], buf[k], nblocks * rate)
                         : parse_uniform(a[k]->coeffs, ctr[k], buf[k], nblocks * rate);
            done += ctr[k] == HAETAE_N;
        }
        nblocks = 1;
    }
    if (eta) {
        kpqc_keccakx4_wipe(&st);
        kpqc_memzero(buf, sizeof buf);
    }
}

void KPQC_NS(haetae_poly_uniform_x4)(haetae_poly *a[4], const uint8_t seed[HAETAE_SEEDBYTES],
                                     const uint16_t nonce[4])
{
    sample_x4(a, seed, HAETAE_SEEDBYTES, nonce, 0);
}

void KPQC_NS(haetae_poly_uniform_eta_x4)(haetae_poly *a[4], const uint8_t seed[HAETAE_CRHBYTES],
                                         const uint16_t nonce[4])
{
    sample_x4(a, seed, HAETAE_CRHBYTES, nonce, 1);
}
#endif

uint16_t KPQC_NS(haetae_sample_secrets)(haetae_polyvecm *s1, haetae_polyveck *s2,
                                        const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce)
{
#if KPQC_BACKEND_AVX2
    for (unsigned i = 0; i < HAETAE_M + HAETAE_K; i += 4) {
        haetae_poly *dst[4];
        uint16_t nn[4];
        for (unsigned j = 0; j < 4; j++) {
            const unsigned t = i + j;
            dst[j] = t < HAETAE_M ? &s1->vec[t]
                     : t < HAETAE_M + HAETAE_K ? &s2->vec[t - HAETAE_M] : NULL;
            nn[j] = (uint16_t)(nonce + t);
        }
        KPQC_NS(haetae_poly_uniform_eta_x4)(dst, seed, nn);
    }
    nonce = (uint16_t)(nonce + HAETAE_M + HAETAE_K);
#else
    for (unsigned i = 0; i < HAETAE_M; i++) {
        KPQC_NS(haetae_poly_uniform_eta)(&s1->vec[i], seed, nonce++);
    }
    for (unsigned i = 0; i < HAETAE_K; i++) {
        KPQC_NS(haetae_poly_uniform_eta)(&s2->vec[i], seed, nonce++);
    }
#endif
    return nonce;
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
