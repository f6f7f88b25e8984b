/* Bit packing, d bits a coefficient, little-endian: coefficient i occupies
 * bits d*i .. d*i + d - 1 of the byte string. Eight coefficients fill exactly
 * d bytes, so both loops work on groups of eight, where the compiler resolves
 * every shift (d is a constant at each call). */
#include "pack.h"

#if KPQC_BACKEND_AVX2
#include "native/x86_64/api.h"
#endif

static inline void pack_bits(uint8_t *out, const poly *a, unsigned d)
{
    const uint32_t mask = (1u << d) - 1;

#if KPQC_BACKEND_AVX2
    /* d = 8: the loop below is a narrowing copy, which the compiler
     * vectorizes (about 100 instructions, a quarter of the kernel's) */
    if (d != 8) {
        smaugt_pack_bits(out, a->coeffs, d);
        return;
    }
#endif

    for (unsigned i = 0; i < SMAUGT_N; i += 8) {
        uint32_t acc = 0;
        unsigned held = 0;
        for (unsigned j = 0; j < 8; j++) {
            acc |= (a->coeffs[i + j] & mask) << held;
            held += d;
            while (held >= 8) {
                *out++ = (uint8_t)acc;
                acc >>= 8;
                held -= 8;
            }
        }
    }
}

static inline void unpack_bits(poly *a, const uint8_t *in, unsigned d)
{
#if KPQC_BACKEND_AVX2
    smaugt_unpack_bits(a->coeffs, in, d);
#else
    const uint32_t mask = (1u << d) - 1;

    for (unsigned i = 0; i < SMAUGT_N; i += 8) {
        uint32_t acc = 0;
        unsigned held = 0;
        for (unsigned j = 0; j < 8; j++) {
            while (held < d) {
                acc |= (uint32_t)*in++ << held;
                held += 8;
            }
            a->coeffs[i + j] = (uint16_t)(acc & mask);
            acc >>= d;
            held -= d;
        }
    }
#endif
}

#if !KPQC_SMAUGT_R2 /* Round 2: pack_r2.c */
void poly_pack_q(uint8_t out[SMAUGT_POLYQ_BYTES], const poly *a)
{
    pack_bits(out, a, SMAUGT_LOG_Q);
}

void poly_unpack_q(poly *a, const uint8_t in[SMAUGT_POLYQ_BYTES])
{
    unpack_bits(a, in, SMAUGT_LOG_Q);
}
#endif

void poly_pack_p(uint8_t out[SMAUGT_POLYP_BYTES], const poly *a)
{
    pack_bits(out, a, SMAUGT_LOG_P);
}

void poly_unpack_p(poly *a, const uint8_t in[SMAUGT_POLYP_BYTES])
{
    unpack_bits(a, in, SMAUGT_LOG_P);
}

#if !(KPQC_SMAUGT_R2 && KPQC_SMAUGT_TIMER) /* TiMER Round 2: pack_r2.c */
void poly_pack_p2(uint8_t out[SMAUGT_POLYP2_BYTES], const poly *a)
{
    pack_bits(out, a, SMAUGT_LOG_P2);
}

void poly_unpack_p2(poly *a, const uint8_t in[SMAUGT_POLYP2_BYTES])
{
    unpack_bits(a, in, SMAUGT_LOG_P2);
}
#endif

void poly_pack_s(uint8_t out[SMAUGT_POLYS_BYTES], const poly *s)
{
    for (unsigned i = 0; i < SMAUGT_N / 4; i++) {
        uint32_t byte = 0;
        for (unsigned j = 0; j < 4; j++) {
            byte |= ((1u - s->coeffs[4 * i + j]) & 3) << (2 * j);
        }
        out[i] = (uint8_t)byte;
    }
}

void poly_unpack_s(poly *s, const uint8_t in[SMAUGT_POLYS_BYTES])
{
#if KPQC_BACKEND_AVX2
    unpack_bits(s, in, 2);
    for (unsigned i = 0; i < SMAUGT_N; i++) {
        s->coeffs[i] = (uint16_t)(1u - s->coeffs[i]);
    }
#else
    for (unsigned i = 0; i < SMAUGT_N / 4; i++) {
        for (unsigned j = 0; j < 4; j++) {
            s->coeffs[4 * i + j] = (uint16_t)(1u - ((in[i] >> (2 * j)) & 3));
        }
    }
#endif
}
