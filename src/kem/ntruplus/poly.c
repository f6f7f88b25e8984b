/* Byte-level functions of NTRU+ (specification section 6.1). */
#include <stddef.h>
#include <stdint.h>

#include "ct.h"
#include "ntt.h"
#include "poly.h"
#include "reduce.h"

#if KPQC_BACKEND_AVX2
/* The avx2 instance computes these with the kernels of native/x86_64 (api.h
 * states their contracts). */
#include "native/x86_64/api.h"
#endif

#define N NTRUPLUS_N

void poly_tobytes(uint8_t r[NTRUPLUS_POLYBYTES], const poly *a)
{
#if KPQC_BACKEND_AVX2
    poly_tobytes_avx2(r, a->coeffs);
#else
    int16_t t[N];

    ntt_layout_to_spec(t, a->coeffs);
    for (size_t i = 0; i < N; i++) {
        t[i] = freeze(t[i]);
    }
    /* Four 12-bit values make 6 bytes, little-endian (Algorithm 6). */
    for (size_t i = 0; i < N / 4; i++) {
        uint64_t w = (uint64_t)t[4 * i] | ((uint64_t)t[4 * i + 1] << 12) |
                     ((uint64_t)t[4 * i + 2] << 24) | ((uint64_t)t[4 * i + 3] << 36);
        for (size_t j = 0; j < 6; j++) {
            r[6 * i + j] = (uint8_t)(w >> (8 * j));
        }
    }
    kpqc_memzero(t, sizeof t);
#endif
}

uint32_t poly_frombytes(poly *r, const uint8_t a[NTRUPLUS_POLYBYTES])
{
#if KPQC_BACKEND_AVX2
    return poly_frombytes_avx2(r->coeffs, a);
#else
    int16_t t[N];
    uint32_t bad = 0;

    for (size_t i = 0; i < N / 2; i++) {
        uint32_t t0 = ((uint32_t)a[3 * i] | ((uint32_t)a[3 * i + 1] << 8)) & 0xfff;
        uint32_t t1 = ((uint32_t)a[3 * i + 1] >> 4) | ((uint32_t)a[3 * i + 2] << 4);
        t[2 * i] = (int16_t)t0;
        t[2 * i + 1] = (int16_t)t1;
        /* The top bit is set exactly when t >= q. */
        bad |= (uint32_t)(NTRUPLUS_Q - 1) - t0;
        bad |= (uint32_t)(NTRUPLUS_Q - 1) - t1;
    }
    ntt_layout_from_spec(r->coeffs, t);
    kpqc_memzero(t, sizeof t);
    return (uint32_t)0 - (bad >> 31);
#endif
}

void poly_cbd1(poly *r, const uint8_t buf[NTRUPLUS_CBDBYTES])
{
#if KPQC_BACKEND_AVX2
    poly_cbd1_avx2(r->coeffs, buf);
#else
    for (size_t i = 0; i < N / 8; i++) {
        uint32_t t1 = buf[i], t2 = buf[i + N / 8];
        for (size_t j = 0; j < 8; j++) {
            r->coeffs[8 * i + j] = (int16_t)((int)((t1 >> j) & 1) - (int)((t2 >> j) & 1));
        }
    }
#endif
}

void poly_sotp_encode(poly *r, const uint8_t msg[NTRUPLUS_MSGBYTES],
                      const uint8_t buf[NTRUPLUS_CBDBYTES])
{
#if KPQC_BACKEND_AVX2
    poly_sotp_encode_avx2(r->coeffs, msg, buf);
#else
    for (size_t i = 0; i < N / 8; i++) {
        uint32_t t1 = (uint32_t)(msg[i] ^ buf[i]), t2 = buf[i + N / 8];
        for (size_t j = 0; j < 8; j++) {
            r->coeffs[8 * i + j] = (int16_t)((int)((t1 >> j) & 1) - (int)((t2 >> j) & 1));
        }
    }
#endif
}

uint32_t poly_sotp_decode(uint8_t msg[NTRUPLUS_MSGBYTES], const poly *a,
                          const uint8_t buf[NTRUPLUS_CBDBYTES])
{
#if KPQC_BACKEND_AVX2
    return poly_sotp_decode_avx2(msg, a->coeffs, buf);
#else
    uint32_t bad = 0;

    for (size_t i = 0; i < N / 8; i++) {
        uint32_t t1 = buf[i], t2 = buf[i + N / 8], m = 0;
        for (size_t j = 0; j < 8; j++) {
            /* s = a_i + beta_{i+n} in {-1, 0, 1, 2}; only 0 and 1 are valid. */
            uint32_t s = (uint32_t)(a->coeffs[8 * i + j] + (int16_t)((t2 >> j) & 1)) & 0xffff;
            bad |= s >> 1;
            m |= ((s ^ (t1 >> j)) & 1) << j;
        }
        msg[i] = (uint8_t)m;
    }
    return (uint32_t)0 - ((bad | (0 - bad)) >> 31);
#endif
}

void poly_crepmod3(poly *r, const poly *a)
{
#if KPQC_BACKEND_AVX2
    poly_crepmod3_avx2(r->coeffs, a->coeffs);
#else
    for (size_t i = 0; i < N; i++) {
        int32_t t = a->coeffs[i];
        t += (t >> 15) & NTRUPLUS_Q;                         /* [0, q) */
        t -= ((((NTRUPLUS_Q - 1) / 2) - t) >> 15) & NTRUPLUS_Q; /* centred */
        /* t - 3 round(t/3); 10923 = (2^15 + 1)/3 is exact for |t| < q/2. */
        r->coeffs[i] = (int16_t)(t - 3 * ((t * 10923 + (1 << 14)) >> 15));
    }
#endif
}

uint32_t poly_differ(const poly *a, const poly *b)
{
#if KPQC_BACKEND_AVX2
    return poly_differ_avx2(a->coeffs, b->coeffs);
#else
    uint32_t acc = 0;

    for (size_t i = 0; i < N; i++) {
        acc |= (uint32_t)(uint16_t)(freeze(a->coeffs[i]) ^ freeze(b->coeffs[i]));
    }
    return (uint32_t)0 - ((acc | (0 - acc)) >> 31);
#endif
}
