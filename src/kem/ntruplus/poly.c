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

/* The coefficient that bit p of the n-bit strings of CBD1 and SOTP (and of
 * m) belongs to. The final version keeps the order (Algorithm 3). Round 2
 * transposes: the bits are cut into chunks of 256 (then of 128, 64, 32 for
 * the rest of n), and in a chunk of c bits, bit l of its 16-bit little-endian
 * word h is coefficient (c/16) l + h of the chunk. p is public, so the
 * branches are too. (The avx2 kernels have the final order built in.) */
#if !KPQC_BACKEND_AVX2
static inline size_t coeff_of_bit(size_t p)
{
#if KPQC_NTRUPLUS_R2
    size_t base = p & ~(size_t)255, c = 256, off;

    if (base + 256 > N) { /* the rest of n, in chunks of 128, 64, 32 */
        base = N & ~(size_t)255;
        for (c = 128; c >= 32; c >>= 1) {
            if ((N & c) != 0) {
                if (p < base + c) {
                    break;
                }
                base += c;
            }
        }
    }
    off = p - base;
    return base + (c / 16) * (off % 16) + off / 16;
#else
    return p;
#endif
}
#endif

/* Encode_q packs the coefficients four at a time into 6 bytes: group i holds
 * coefficients QUAD_COEFF(i, 0..3) (spec order), its bytes are at
 * QUAD_BYTE(i, 0..5). The final version keeps both orders (Algorithm 6).
 * Round 2 cuts the coefficients into blocks of b = 64 (a last one of 32 for
 * n = 864); group i of a block holds coefficients i, i + b/4, i + b/2,
 * i + 3b/4, and its three 16-bit pieces go to bytes 2i, b/2 + 2i, b + 2i of
 * the block's 3b/2 bytes. */
#if KPQC_NTRUPLUS_R2
#define R2_FULL (N & ~(size_t)63) /* coefficients in blocks of 64 */
static inline size_t r2_block(size_t i)
{
    return i < R2_FULL / 4 ? 64 : 32;
}
static inline size_t r2_base(size_t i)
{
    return i < R2_FULL / 4 ? (i & ~(size_t)15) * 4 : R2_FULL;
}
#define QUAD_COEFF(i, k) (r2_base(i) + (i) % (r2_block(i) / 4) + (k) * (r2_block(i) / 4))
#define QUAD_BYTE(i, j)                                                                   \
    (3 * r2_base(i) / 2 + 2 * ((i) % (r2_block(i) / 4)) + ((j) / 2) * (r2_block(i) / 2) + \
     (j) % 2)
#else
#define QUAD_COEFF(i, k) (4 * (i) + (k))
#define QUAD_BYTE(i, j) (6 * (i) + (j))
#endif

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
        uint64_t w = (uint64_t)t[QUAD_COEFF(i, 0)] | ((uint64_t)t[QUAD_COEFF(i, 1)] << 12) |
                     ((uint64_t)t[QUAD_COEFF(i, 2)] << 24) |
                     ((uint64_t)t[QUAD_COEFF(i, 3)] << 36);
        for (size_t j = 0; j < 6; j++) {
            r[QUAD_BYTE(i, j)] = (uint8_t)(w >> (8 * j));
        }
    }
    kpqc_memzero(t, sizeof t);
#endif
}

void poly_tobytes_reduced(uint8_t r[NTRUPLUS_POLYBYTES], const poly *a)
{
#if KPQC_BACKEND_AVX2
    poly_tobytes_reduced_avx2(r, a->coeffs);
#else
    poly_tobytes(r, a);
#endif
}

uint32_t poly_frombytes(poly *r, const uint8_t a[NTRUPLUS_POLYBYTES])
{
#if KPQC_BACKEND_AVX2
    return poly_frombytes_avx2(r->coeffs, a);
#else
    int16_t t[N];
    uint32_t bad = 0;

    for (size_t i = 0; i < N / 4; i++) {
        uint64_t w = 0;
        for (size_t j = 0; j < 6; j++) {
            w |= (uint64_t)a[QUAD_BYTE(i, j)] << (8 * j);
        }
        for (size_t k = 0; k < 4; k++) {
            uint32_t v = (uint32_t)(w >> (12 * k)) & 0xfff;
            t[QUAD_COEFF(i, k)] = (int16_t)v;
            /* The top bit is set exactly when v >= q. */
            bad |= (uint32_t)(NTRUPLUS_Q - 1) - v;
        }
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
            r->coeffs[coeff_of_bit(8 * i + j)] =
                (int16_t)((int)((t1 >> j) & 1) - (int)((t2 >> j) & 1));
        }
    }
#endif
}

void poly_cbd1_times3(poly *r, const uint8_t buf[NTRUPLUS_CBDBYTES])
{
#if KPQC_BACKEND_AVX2
    poly_cbd1_times3_avx2(r->coeffs, buf);
#else
    poly_cbd1(r, buf);
    for (size_t i = 0; i < N; i++) {
        r->coeffs[i] = (int16_t)(3 * r->coeffs[i]);
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
            r->coeffs[coeff_of_bit(8 * i + j)] =
                (int16_t)((int)((t1 >> j) & 1) - (int)((t2 >> j) & 1));
        }
    }
#endif
}

void poly_cbd1_ntt(poly *r, const uint8_t buf[NTRUPLUS_CBDBYTES])
{
#if KPQC_BACKEND_AVX2
    poly_cbd1_ntt1_avx2(r->coeffs, buf);
    ntt_tail_avx2(r->coeffs);
#else
    poly_cbd1(r, buf);
    ntt(r->coeffs);
#endif
}

void poly_cbd1_times3_ntt(poly *r, const uint8_t buf[NTRUPLUS_CBDBYTES], int16_t plus_one)
{
#if KPQC_BACKEND_AVX2
    poly_cbd1_times3_ntt1_avx2(r->coeffs, buf, plus_one);
    ntt_tail_avx2(r->coeffs);
#else
    poly_cbd1_times3(r, buf);
    r->coeffs[0] = (int16_t)(r->coeffs[0] + plus_one);
    ntt(r->coeffs);
#endif
}

void poly_sotp_encode_ntt(poly *r, const uint8_t msg[NTRUPLUS_MSGBYTES],
                          const uint8_t buf[NTRUPLUS_CBDBYTES])
{
#if KPQC_BACKEND_AVX2
    poly_sotp_encode_ntt1_avx2(r->coeffs, msg, buf);
    ntt_tail_avx2(r->coeffs);
#else
    poly_sotp_encode(r, msg, buf);
    ntt(r->coeffs);
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
            uint32_t s = (uint32_t)(a->coeffs[coeff_of_bit(8 * i + j)] + (int16_t)((t2 >> j) & 1)) & 0xffff;
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

void poly_invntt_crepmod3_ntt(poly *m, poly *t)
{
#if KPQC_BACKEND_AVX2
    invntt_crepmod3_avx2(m->coeffs, t->coeffs);
    ntt_tail_avx2(t->coeffs);
#else
    invntt(m->coeffs);
    poly_crepmod3(m, m);
    *t = *m;
    ntt(t->coeffs);
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

uint32_t poly_differ_reduced(const poly *a, const poly *b)
{
#if KPQC_BACKEND_AVX2
    return poly_differ_reduced_avx2(a->coeffs, b->coeffs);
#else
    return poly_differ(a, b);
#endif
}
