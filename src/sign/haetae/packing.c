/* Key and signature encodings. */
#include <string.h>

#include "packing.h"
#include "rans.h"
#if KPQC_BACKEND_AVX2
#include "native/x86_64/api.h"
#endif

void KPQC_NS(haetae_pack_bits)(uint8_t *out, const int32_t *a, unsigned n, unsigned bits,
                               int32_t base, int32_t sign)
{
#if KPQC_BACKEND_AVX2
    if (n % 8 == 0 && bits <= 16) {
        KPQC_NS(haetae_pack_bits_avx2)(out, a, n, bits, base, sign);
        return;
    }
#endif
    uint64_t acc = 0;
    unsigned have = 0;
    for (unsigned i = 0; i < n; i++) {
        acc |= (uint64_t)((uint32_t)(base + sign * a[i]) & ((1u << bits) - 1)) << have;
        have += bits;
        while (have >= 8) {
            *out++ = (uint8_t)acc;
            acc >>= 8;
            have -= 8;
        }
    }
    if (have > 0) {
        *out = (uint8_t)acc;
    }
}

void KPQC_NS(haetae_unpack_bits)(int32_t *a, const uint8_t *in, unsigned n, unsigned bits,
                                 int32_t base, int32_t sign)
{
#if KPQC_BACKEND_AVX2
    if (n % 8 == 0 && bits <= 16) {
        KPQC_NS(haetae_unpack_bits_avx2)(a, in, n, bits, base, sign);
        return;
    }
#endif
    const uint32_t mask = (1u << bits) - 1;
    uint64_t acc = 0;
    unsigned have = 0;
    for (unsigned i = 0; i < n; i++) {
        while (have < bits) {
            acc |= (uint64_t)*in++ << have;
            have += 8;
        }
        a[i] = base + sign * (int32_t)(acc & mask);
        acc >>= bits;
        have -= bits;
    }
}

#define QBITS (HAETAE_POLYQ_PACKEDBYTES * 8 / HAETAE_N)
#define S2BITS (HAETAE_POLYS2_PACKEDBYTES * 8 / HAETAE_N)

void KPQC_NS(haetae_pack_pk)(uint8_t pk[HAETAE_PUBLICKEYBYTES], const haetae_polyveck *b,
                             const uint8_t rho[HAETAE_SEEDBYTES])
{
    memcpy(pk, rho, HAETAE_SEEDBYTES);
    for (unsigned i = 0; i < HAETAE_K; i++) {
        KPQC_NS(haetae_pack_bits)(pk + HAETAE_SEEDBYTES + i * HAETAE_POLYQ_PACKEDBYTES,
                                  b->vec[i].coeffs, HAETAE_N, QBITS, 0, 1);
    }
}

void KPQC_NS(haetae_unpack_pk_b)(haetae_polyveck *b, const uint8_t pk[HAETAE_PUBLICKEYBYTES])
{
    for (unsigned i = 0; i < HAETAE_K; i++) {
        KPQC_NS(haetae_unpack_bits)(b->vec[i].coeffs,
                                    pk + HAETAE_SEEDBYTES + i * HAETAE_POLYQ_PACKEDBYTES,
                                    HAETAE_N, QBITS, 0, 1);
    }
}

void KPQC_NS(haetae_pack_sk)(uint8_t sk[HAETAE_SECRETKEYBYTES],
                             const uint8_t pk[HAETAE_PUBLICKEYBYTES], const haetae_polyvecm *s1,
                             const haetae_polyveck *s2, const uint8_t key[HAETAE_SEEDBYTES])
{
    memcpy(sk, pk, HAETAE_PUBLICKEYBYTES);
    sk += HAETAE_PUBLICKEYBYTES;
    for (unsigned i = 0; i < HAETAE_M; i++) {
        KPQC_NS(haetae_pack_bits)(sk, s1->vec[i].coeffs, HAETAE_N, 2, HAETAE_ETA, -1);
        sk += HAETAE_POLYETA_PACKEDBYTES;
    }
    for (unsigned i = 0; i < HAETAE_K; i++) {
        KPQC_NS(haetae_pack_bits)(sk, s2->vec[i].coeffs, HAETAE_N, S2BITS,
                                  S2BITS == 3 ? 2 * HAETAE_ETA : HAETAE_ETA, -1);
        sk += HAETAE_POLYS2_PACKEDBYTES;
    }
    memcpy(sk, key, HAETAE_SEEDBYTES);
}

void KPQC_NS(haetae_unpack_sk)(haetae_polyvecm *s1, haetae_polyveck *s2,
                               uint8_t key[HAETAE_SEEDBYTES],
                               const uint8_t sk[HAETAE_SECRETKEYBYTES])
{
    sk += HAETAE_PUBLICKEYBYTES;
    for (unsigned i = 0; i < HAETAE_M; i++) {
        KPQC_NS(haetae_unpack_bits)(s1->vec[i].coeffs, sk, HAETAE_N, 2, HAETAE_ETA, -1);
        sk += HAETAE_POLYETA_PACKEDBYTES;
    }
    for (unsigned i = 0; i < HAETAE_K; i++) {
        KPQC_NS(haetae_unpack_bits)(s2->vec[i].coeffs, sk, HAETAE_N, S2BITS,
                                    S2BITS == 3 ? 2 * HAETAE_ETA : HAETAE_ETA, -1);
        sk += HAETAE_POLYS2_PACKEDBYTES;
    }
    memcpy(key, sk, HAETAE_SEEDBYTES);
}

void KPQC_NS(haetae_pack_challenge_input)(uint8_t out[HAETAE_CHALLENGE_INPUT_BYTES],
                                          const haetae_polyveck *highbits,
                                          const haetae_poly *lsb)
{
    memset(out, 0, HAETAE_CHALLENGE_INPUT_BYTES);
    for (unsigned i = 0; i < HAETAE_K; i++) {
        /* 8 bits suffice below HB_RANGE = 252 (sets 2, 3); set 5 needs 9.
         * The Round-2 code packs 9 bits in every set. */
        KPQC_NS(haetae_pack_bits)(out + i * HAETAE_POLY_HIGHBITS_PACKEDBYTES,
                                  highbits->vec[i].coeffs, HAETAE_N,
                                  HAETAE_HB_RANGE <= 256 && !KPQC_HAETAE_R2 ? 8 : 9, 0, 1);
    }
    KPQC_NS(haetae_pack_bits)(out + HAETAE_K * HAETAE_POLY_HIGHBITS_PACKEDBYTES, lsb->coeffs,
                              HAETAE_N, 1, 0, 1);
}

int KPQC_NS(haetae_pack_sig)(uint8_t sig[HAETAE_SIGBYTES], const haetae_poly *c,
                             const haetae_polyvecl *lowbits_z1,
                             const haetae_polyvecl *highbits_z1, const haetae_polyveck *h)
{
    uint8_t enc_hb[HAETAE_N * HAETAE_L];
    uint8_t enc_h[HAETAE_N * HAETAE_K];
    size_t len_hb, len_h;
    uint8_t *p = sig;

    len_hb = KPQC_NS(haetae_encode_hb_z1)(enc_hb, highbits_z1);
    len_h = KPQC_NS(haetae_encode_h)(enc_h, h);
    /* Each length is sent as one byte above a fixed baseline. */
    if (len_hb < HAETAE_BASE_ENC_HB_Z1 || len_hb > HAETAE_BASE_ENC_HB_Z1 + 255 ||
        len_h < HAETAE_BASE_ENC_H || len_h > HAETAE_BASE_ENC_H + 255 ||
        HAETAE_SIG_FIXED_BYTES + len_hb + len_h > HAETAE_SIGBYTES) {
        return -1;
    }

    memset(sig, 0, HAETAE_SIGBYTES);
    KPQC_NS(haetae_pack_bits)(p, c->coeffs, HAETAE_N, 1, 0, 1);
    p += HAETAE_POLYC_PACKEDBYTES;
    for (unsigned i = 0; i < HAETAE_L; i++) {
        for (unsigned j = 0; j < HAETAE_N; j++) {
            *p++ = (uint8_t)lowbits_z1->vec[i].coeffs[j];
        }
    }
    *p++ = (uint8_t)(len_hb - HAETAE_BASE_ENC_HB_Z1);
    *p++ = (uint8_t)(len_h - HAETAE_BASE_ENC_H);
    memcpy(p, enc_hb, len_hb);
    memcpy(p + len_hb, enc_h, len_h);
    return 0;
}

int KPQC_NS(haetae_unpack_sig)(haetae_poly *c, haetae_polyvecl *lowbits_z1,
                               haetae_polyvecl *highbits_z1, haetae_polyveck *h,
                               const uint8_t sig[HAETAE_SIGBYTES])
{
    const uint8_t *p = sig;
    size_t len_hb, len_h, used;

    KPQC_NS(haetae_unpack_bits)(c->coeffs, p, HAETAE_N, 1, 0, 1);
    p += HAETAE_POLYC_PACKEDBYTES;
    for (unsigned i = 0; i < HAETAE_L; i++) {
        for (unsigned j = 0; j < HAETAE_N; j++) {
            int32_t v = *p++; /* two's complement byte in [-128, 127] */
            lowbits_z1->vec[i].coeffs[j] = v - ((v & 0x80) << 1);
        }
    }
    len_hb = (size_t)p[0] + HAETAE_BASE_ENC_HB_Z1;
    len_h = (size_t)p[1] + HAETAE_BASE_ENC_H;
    p += 2;
    used = HAETAE_SIG_FIXED_BYTES + len_hb + len_h;
    if (used > HAETAE_SIGBYTES) {
        return -1;
    }
    if (KPQC_NS(haetae_decode_hb_z1_h)(highbits_z1, p, len_hb, h, p + len_hb, len_h) != 0) {
        return -1;
    }
    for (size_t i = used; i < HAETAE_SIGBYTES; i++) {
        if (sig[i] != 0) {
            return -1; /* the padding must be zero */
        }
    }
    return 0;
}
