/* Encodings of SMAUG-T Round 2 (docs/SCHEMES.md "Round-2 version") that
 * differ from v1.2.0's: polynomials modulo q (b and A) and the secret key.
 *
 * Modulo q = 2^d, d = 10 or 11: byte i is the top 8 bits of coefficient i;
 * then the low d - 8 bits of every coefficient are gathered in 16-bit words
 * (stored little-endian), word w taking the coefficients w mod 16 + 16 t:
 *   d = 10: word 16 a + j holds coefficient 128 a + 16 t + j at bits
 *           14 - 2 t .. 15 - 2 t, t = 0..7 (a = 0, 1);
 *   d = 11: word 16 a + j holds coefficient 80 a + 16 t + j at bits
 *           16 - 3 t .. 18 - 3 t, t = 1..5, and in bit 0 bit a of coefficient
 *           j (a = 0, 1, 2).
 *
 * TiMER's c2 (p' = 2^3): each run of 8 coefficients is a 24-bit big-endian
 * number, coefficient j at bits 21 - 3 j .. 23 - 3 j.
 *
 * Secret key: for each s_i its number of nonzero coefficients (k bytes), then
 * for each s_i its positions of +1 in increasing order followed by its
 * positions of -1 in decreasing order (h_s bytes in all), then for each s_i
 * its number of +1 (k bytes). The positions are secret and so are the
 * lengths: both directions scan every slot against every coefficient. */
#include "ct.h"
#include "pack.h"

#define HIGH_BITS 8
#define LOW_BITS (SMAUGT_LOG_Q - HIGH_BITS)
#define LOW_MASK ((1u << LOW_BITS) - 1)

/* The word and the bit at which the low bits of coefficient c start (d = 11:
 * coefficients below 16 are spread over three words; see above). */
#if SMAUGT_LOG_Q == 10
static void low_place(unsigned c, unsigned *word, unsigned *bit)
{
    unsigned a = c / 128, t = (c % 128) / 16, j = c % 16;
    *word = 16 * a + j;
    *bit = 14 - 2 * t;
}
#elif SMAUGT_LOG_Q == 11
static void low_place(unsigned c, unsigned *word, unsigned *bit)
{
    unsigned a = (c - 16) / 80, t = (c - 16) % 80 / 16 + 1, j = c % 16;
    *word = 16 * a + j;
    *bit = 16 - 3 * t;
}
#else
#error "Round 2 has log q = 10 or 11"
#endif

#define LOW_WORDS (LOW_BITS * SMAUGT_N / 16)

void poly_pack_q(uint8_t out[SMAUGT_POLYQ_BYTES], const poly *a)
{
    uint16_t words[LOW_WORDS] = {0};

    for (unsigned c = 0; c < SMAUGT_N; c++) {
        uint32_t v = a->coeffs[c] & ((1u << SMAUGT_LOG_Q) - 1);
        out[c] = (uint8_t)(v >> LOW_BITS);
#if SMAUGT_LOG_Q == 11
        if (c < 16) {
            for (unsigned b = 0; b < LOW_BITS; b++) {
                words[16 * b + c] |= (uint16_t)((v >> b) & 1);
            }
            continue;
        }
#endif
        unsigned w, bit;
        low_place(c, &w, &bit);
        words[w] |= (uint16_t)((v & LOW_MASK) << bit);
    }
    for (unsigned w = 0; w < LOW_WORDS; w++) {
        out[SMAUGT_N + 2 * w] = (uint8_t)words[w];
        out[SMAUGT_N + 2 * w + 1] = (uint8_t)(words[w] >> 8);
    }
}

void poly_unpack_q(poly *a, const uint8_t in[SMAUGT_POLYQ_BYTES])
{
    for (unsigned c = 0; c < SMAUGT_N; c++) {
        uint32_t low = 0;
#if SMAUGT_LOG_Q == 11
        if (c < 16) {
            for (unsigned b = 0; b < LOW_BITS; b++) {
                low |= (uint32_t)(in[SMAUGT_N + 2 * (16 * b + c)] & 1) << b;
            }
        } else
#endif
        {
            unsigned w, bit;
            low_place(c, &w, &bit);
            uint32_t word = in[SMAUGT_N + 2 * w] | (uint32_t)in[SMAUGT_N + 2 * w + 1] << 8;
            low = (word >> bit) & LOW_MASK;
        }
        a->coeffs[c] = (uint16_t)((uint32_t)in[c] << LOW_BITS | low);
    }
}

#if KPQC_SMAUGT_TIMER
void poly_pack_p2(uint8_t out[SMAUGT_POLYP2_BYTES], const poly *a)
{
    for (unsigned i = 0; i < SMAUGT_N / 8; i++) {
        uint32_t run = 0;
        for (unsigned j = 0; j < 8; j++) {
            run |= (uint32_t)(a->coeffs[8 * i + j] & 7) << (3 * (7 - j));
        }
        out[3 * i] = (uint8_t)(run >> 16);
        out[3 * i + 1] = (uint8_t)(run >> 8);
        out[3 * i + 2] = (uint8_t)run;
    }
}

void poly_unpack_p2(poly *a, const uint8_t in[SMAUGT_POLYP2_BYTES])
{
    for (unsigned i = 0; i < SMAUGT_N / 8; i++) {
        uint32_t run = (uint32_t)in[3 * i] << 16 | (uint32_t)in[3 * i + 1] << 8 | in[3 * i + 2];
        for (unsigned j = 0; j < 8; j++) {
            a->coeffs[8 * i + j] = (uint16_t)((run >> (3 * (7 - j))) & 7);
        }
    }
}
#endif

#define SK_COUNTS(sk) (sk)
#define SK_LIST(sk) ((sk) + SMAUGT_K)
#define SK_PLUS(sk) ((sk) + SMAUGT_K + SMAUGT_HS)

_Static_assert(SMAUGT_HS < 256, "slot indices and the no-slot mark fit in a byte");

void smaugt_pack_sk(uint8_t out[SMAUGT_PKE_SK_BYTES], const polyvec *s)
{
    uint32_t base = 0; /* slots used by the polynomials before */

    for (unsigned t = 0; t < SMAUGT_HS; t++) {
        SK_LIST(out)[t] = 0;
    }
    for (unsigned i = 0; i < SMAUGT_K; i++) {
        uint32_t count = 0, plus = 0, seen_plus = 0, seen_minus = 0;
        for (unsigned j = 0; j < SMAUGT_N; j++) {
            uint32_t c = s->vec[i].coeffs[j];
            count += kpqc_ct_mask_nonzero_u32(c) & 1;
            plus += kpqc_ct_mask_eq_u32(c, 1) & 1;
        }
        for (unsigned j = 0; j < SMAUGT_N; j++) {
            uint32_t c = s->vec[i].coeffs[j];
            uint32_t is_plus = kpqc_ct_mask_eq_u32(c, 1);
            uint32_t is_minus = kpqc_ct_mask_eq_u32(c, 0xffff);
            /* +1: next slot from the front; -1: next slot from the back;
             * zero: no slot */
            uint32_t dest = kpqc_ct_select_u32(is_plus, base + seen_plus, SMAUGT_HS);
            dest = kpqc_ct_select_u32(is_minus, base + count - 1 - seen_minus, dest);
            const uint8_t d8 = (uint8_t)kpqc_ct_barrier_u32(dest); /* dest <= HS < 256 */
            for (uint8_t t = 0; t < SMAUGT_HS; t++) {
                /* all-ones where t == dest, by 8-bit arithmetic so that the
                 * scan runs in 8-bit vector lanes */
                uint8_t x = (uint8_t)(t ^ d8);
                uint8_t at = (uint8_t)(((uint8_t)(x | (uint8_t)(0u - x)) >> 7) - 1u);
                SK_LIST(out)[t] |= (uint8_t)(at & j);
            }
            seen_plus += is_plus & 1;
            seen_minus += is_minus & 1;
        }
        SK_COUNTS(out)[i] = (uint8_t)count;
        SK_PLUS(out)[i] = (uint8_t)plus;
        base += count;
    }
}

void smaugt_unpack_sk(polyvec *s, const uint8_t in[SMAUGT_PKE_SK_BYTES])
{
    uint32_t base = 0;

    for (unsigned i = 0; i < SMAUGT_K; i++) {
        uint32_t count = SK_COUNTS(in)[i], plus = SK_PLUS(in)[i];
        for (unsigned j = 0; j < SMAUGT_N; j++) {
            s->vec[i].coeffs[j] = 0;
        }
        for (unsigned t = 0; t < SMAUGT_HS; t++) {
            /* slot t belongs to s_i when base <= t < base + count; it is a +1
             * when t < base + plus */
            uint32_t mine = ~kpqc_ct_mask_lt_u32(t, base) & kpqc_ct_mask_lt_u32(t, base + count);
            uint32_t value = kpqc_ct_select_u32(kpqc_ct_mask_lt_u32(t, base + plus), 1, 0xffff);
            /* pos = the slot's position, or 256 (no coefficient) when the
             * slot is not s_i's */
            uint32_t pos = kpqc_ct_select_u32(mine, SK_LIST(in)[t], SMAUGT_N);
            uint16_t v16 = (uint16_t)value, p16 = (uint16_t)kpqc_ct_barrier_u32(pos);
            /* 16-bit index and mask arithmetic (all-ones where j == pos), so
             * that the scan runs in 16-bit vector lanes */
            for (uint16_t j = 0; j < SMAUGT_N; j++) {
                uint16_t x = (uint16_t)(j ^ p16);
                uint16_t at = (uint16_t)(((uint16_t)(x | (uint16_t)(0u - x)) >> 15) - 1u);
                s->vec[i].coeffs[j] = (uint16_t)((v16 & at) | (s->vec[i].coeffs[j] & (uint16_t)~at));
            }
        }
        base += count;
    }
}
