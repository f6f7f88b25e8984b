/* Encodings and verification equation (codec.h). */
#include "codec.h"
#include "bytes.h"
#include "fft.h"
#include "fips202.h"
#include "ntt.h"

#include <string.h>

void KPQC_NS(solmae_put_doubles)(uint8_t *out, const double *a, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        uint64_t bits;
        memcpy(&bits, &a[i], 8);
        kpqc_store64_le(out + 8 * i, bits);
    }
}

void KPQC_NS(solmae_get_doubles)(double *a, const uint8_t *in, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        uint64_t bits = kpqc_load64_le(in + 8 * i);
        memcpy(&a[i], &bits, 8);
    }
}

void KPQC_NS(solmae_hash_to_point)(uint16_t *c, const uint8_t *msg, size_t mlen,
                                   const uint8_t nonce[SOLMAE_NONCE_BYTES])
{
    kpqc_keccak_state st;
    uint8_t buf[KPQC_SHAKE128_RATE];
    size_t got = 0;
    kpqc_shake128_init(&st);
    kpqc_keccak_absorb(&st, msg, mlen);
    kpqc_keccak_absorb(&st, nonce, SOLMAE_NONCE_BYTES);
    kpqc_keccak_finalize(&st);
    while (got < SOLMAE_N) {
        kpqc_keccak_squeeze(buf, sizeof buf, &st);
        for (size_t i = 0; i < sizeof buf && got < SOLMAE_N; i += 2) {
            uint32_t w = (uint32_t)buf[i] | (uint32_t)buf[i + 1] << 8;
            if (w < 5 * SOLMAE_Q) c[got++] = (uint16_t)(w % SOLMAE_Q);
        }
    }
}

/* Nearest integer of x when |x| < 2^30 (NaN and larger values fail). */
static int nearest(double x, double tolerance, int64_t *out)
{
    if (!(x > -0x1p40 && x < 0x1p40)) return -1;
    double r = x < 0 ? -(double)(int64_t)(0.5 - x) : (double)(int64_t)(x + 0.5);
    double e = x - r;
    if (!(e <= tolerance && e >= -tolerance)) return -1;
    *out = (int64_t)r;
    return 0;
}

int KPQC_NS(solmae_decode_pk)(uint16_t *h, const uint8_t *pk, double *tmp)
{
    if (pk[0] != SOLMAE_PK_HEADER) return -1;
    KPQC_NS(solmae_get_doubles)(tmp, pk + 1, SOLMAE_N);
    KPQC_NS(solmae_ifft)(tmp, SOLMAE_LOGN);
    for (size_t i = 0; i < SOLMAE_N; i++) {
        int64_t v;
        if (nearest(tmp[i], 0.125, &v) != 0 || v < 0 || v >= SOLMAE_Q) return -1;
        h[i] = (uint16_t)v;
    }
    return 0;
}

int KPQC_NS(solmae_decode_coeffs)(int16_t *s, const uint8_t *in, int strict)
{
    const double bound = (SOLMAE_Q - 1) / 2;
    for (size_t i = 0; i < SOLMAE_N; i++) {
        uint64_t bits = kpqc_load64_le(in + 8 * i), canon;
        double x, d;
        int64_t v;
        memcpy(&x, &bits, 8);
        if (strict) {
            /* the bits of (double)v for an integer v in range (+0.0 for 0) */
            if (!(x >= -bound && x <= bound)) return -1;
            v = (int64_t)x;
            d = (double)v;
            memcpy(&canon, &d, 8);
            if (canon != bits) return -1;
        } else if (nearest(x, 1.0 / 64, &v) != 0 || v > bound || v < -bound) {
            return -1;
        }
        s[i] = (int16_t)v;
    }
    return 0;
}

int KPQC_NS(solmae_verify_equation)(const uint16_t *h, const int16_t *s1, const int16_t *s2,
                                    const uint16_t *c, uint16_t *tmp)
{
    uint16_t hh[SOLMAE_N];
    uint64_t norm = 0;
    int ok = 1;
    memcpy(hh, h, sizeof hh);
    for (size_t i = 0; i < SOLMAE_N; i++) tmp[i] = (uint16_t)(s1[i] + SOLMAE_Q * (s1[i] < 0));
    KPQC_NS(solmae_ntt)(tmp, SOLMAE_LOGN);
    KPQC_NS(solmae_ntt)(hh, SOLMAE_LOGN);
    KPQC_NS(solmae_ntt_pointwise)(tmp, hh, SOLMAE_LOGN);
    KPQC_NS(solmae_intt)(tmp, SOLMAE_LOGN);
    for (size_t i = 0; i < SOLMAE_N; i++) {
        int32_t t = (int32_t)((tmp[i] + c[i]) % SOLMAE_Q);
        if (t > (SOLMAE_Q - 1) / 2) t -= SOLMAE_Q;
        ok &= t == s2[i];
        norm += (uint64_t)((int64_t)t * t) + (uint64_t)((int32_t)s1[i] * s1[i]);
    }
    return ok && norm <= SOLMAE_GAMMA_SQUARE ? 0 : -1;
}

int KPQC_NS(solmae_verify_equation_fft)(const double *hf, const int16_t *s1, const int16_t *s2,
                                        const uint16_t *c, double *tmp)
{
    uint64_t norm = 0;
    int ok = 1;
    for (size_t i = 0; i < SOLMAE_N; i++) tmp[i] = (double)s1[i];
    KPQC_NS(solmae_fft)(tmp, SOLMAE_LOGN);
    KPQC_NS(solmae_fft_mul)(tmp, hf, SOLMAE_LOGN);
    KPQC_NS(solmae_ifft)(tmp, SOLMAE_LOGN);
    for (size_t i = 0; i < SOLMAE_N; i++) {
        int64_t v;
        if (nearest(tmp[i], 0.25, &v) != 0) return -1;
        int32_t t = (int32_t)((v % SOLMAE_Q + SOLMAE_Q + c[i]) % SOLMAE_Q);
        if (t > (SOLMAE_Q - 1) / 2) t -= SOLMAE_Q;
        ok &= t == s2[i];
        norm += (uint64_t)((int64_t)t * t) + (uint64_t)((int32_t)s1[i] * s1[i]);
    }
    return ok && norm <= SOLMAE_GAMMA_SQUARE ? 0 : -1;
}
