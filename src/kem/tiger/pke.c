/* TiGER.CPAPKE (spec v3.1, section 3.1, Algorithms 1-3), as the v3.0 KAT code
 * computes it.
 *
 * Encryption differs from the specification in one point the KATs encode:
 * upstream samples e2 into c2 and then overwrites all of c2 with the encoded
 * message before adding b*r, so c2 = b*r + D2(XE(m)) carries no e2. e2 is
 * not drawn here (its seed is independent, nothing else depends on it). */
#include <string.h>

#include "ct.h"
#include "fips202.h"
#include "tiger.h"

#define C1_BYTES (TIGER_C1_BITS * TIGER_N / 8)
#define HALF (TIGER_N / 2)

/* Rounds mod 256 to the top `bits` bits (round half up), as an integer. */
static uint16_t round_to(uint8_t x, unsigned bits)
{
    return (uint16_t)(((unsigned)x + (1u << (7 - bits))) >> (8 - bits) & ((1u << bits) - 1));
}

/* b (or c1): 7-bit values standing for the top bits of a coefficient mod 256. */
static void unpack7(uint8_t out[TIGER_N], const uint8_t *in)
{
    tiger_unpack_top(out, in, TIGER_N, 7);
}

void tiger_pke_keypair(uint8_t pk[TIGER_PK_BYTES], uint8_t sk[TIGER_SKCPA_BYTES],
                       const uint8_t seed_a[TIGER_SEED_BYTES],
                       const uint8_t seed_s[TIGER_SEED_BYTES])
{
    uint8_t a[TIGER_N], b[TIGER_N];
    uint16_t v[TIGER_N], order[TIGER_H];
    uint32_t npos;
    tiger_sparse s;

    kpqc_shake256(a, sizeof a, seed_a, TIGER_SEED_BYTES);
    tiger_sample(&s, order, &npos, seed_s, TIGER_H, 0xff);

    /* b = round_p(a * s), p = 2^7. */
    memset(b, 0, sizeof b);
    tiger_mul_acc(b, a, &s);
    for (unsigned i = 0; i < TIGER_N; i++) {
        v[i] = round_to(b[i], 7);
    }
    memcpy(pk, seed_a, TIGER_SEED_BYTES);
    tiger_pack_bits(pk + TIGER_SEED_BYTES, v, TIGER_N, 7);
    tiger_encode_indices(sk, order, npos);

    kpqc_memzero(b, sizeof b);
    kpqc_memzero(v, sizeof v);
    kpqc_memzero(order, sizeof order);
    kpqc_memzero(&npos, sizeof npos);
    kpqc_memzero(&s, sizeof s);
}

void tiger_pke_encrypt(uint8_t ct[TIGER_CT_BYTES], const uint8_t pk[TIGER_PK_BYTES],
                       const uint8_t a[TIGER_N], const uint8_t msg[TIGER_MSG_BYTES],
                       const uint8_t coin[TIGER_SEED_BYTES])
{
    uint8_t b[TIGER_N], c1[TIGER_N], c2[TIGER_N];
    uint8_t seed_e1[TIGER_SEED_BYTES], code[2 * TIGER_MSG_BYTES];
    tiger_sparse r, e1;

    tiger_sample(&r, NULL, NULL, coin, TIGER_H, 0xff);

    /* seed_e1: the coin with its last byte incremented (the nonce 1). */
    memcpy(seed_e1, coin, TIGER_SEED_BYTES);
    seed_e1[TIGER_SEED_BYTES - 1]++;
    tiger_sample(&e1, NULL, NULL, seed_e1, TIGER_HE1, 0);
    for (unsigned i = 0; i < TIGER_N; i++) {
        c1[i] = (uint8_t)e1.coeffs[i];
    }

    unpack7(b, pk + TIGER_SEED_BYTES);

    /* D2 encoding of XE(m): bit k of the code word at coefficients k and
     * k + N/2, as q/2. */
    memset(code, 0, sizeof code);
    memcpy(code, msg, TIGER_MSG_BYTES);
    tiger_xe_compute(code);
    for (unsigned j = 0; j < HALF / 8; j++) {
        /* Byte i of v: 0x80 if bit i of code[j] is set, else 0 (each byte
         * of the masked copy holds 0 or 1 << i; adding 0x7f carries into
         * bit 7, never into the next byte). */
        uint64_t v = ((uint64_t)code[j] * 0x0101010101010101u) & 0x8040201008040201u;
        v = (v + 0x7f7f7f7f7f7f7f7fu) & 0x8080808080808080u;
        for (unsigned i = 0; i < 8; i++) {
            c2[8 * j + i] = c2[8 * j + i + HALF] = (uint8_t)(v >> (8 * i));
        }
    }

    /* c1 = a*r + e1, c2 = b*r + D2(XE(m)); then round to k1 and k2 = 2^3. */
    tiger_mul_acc2(c1, a, c2, b, &r);
#if TIGER_C1_BITS == 8
    memcpy(ct, c1, TIGER_N);
#else
    for (unsigned i = 0; i < TIGER_N; i++) {
        c1[i] = (uint8_t)round_to(c1[i], TIGER_C1_BITS);
    }
    tiger_pack_small(ct, c1, TIGER_N, TIGER_C1_BITS);
#endif
    for (unsigned i = 0; i < TIGER_N; i++) {
        c2[i] = (uint8_t)round_to(c2[i], 3);
    }
    tiger_pack_small(ct + C1_BYTES, c2, TIGER_N, 3);

    kpqc_memzero(seed_e1, sizeof seed_e1);
    kpqc_memzero(code, sizeof code);
    kpqc_memzero(c1, sizeof c1);
    kpqc_memzero(c2, sizeof c2);
    kpqc_memzero(&r, sizeof r);
    kpqc_memzero(&e1, sizeof e1);
}

/* |x - q/2| for x mod 256 read as 0..255 (in 16 bits, so that the loop
 * below runs in vector lanes). */
static uint16_t distance_to_half(uint8_t x)
{
    int16_t d = (int16_t)((int16_t)x - 128);
    int16_t sign = (int16_t)(d >> 15);
    return (uint16_t)((d + sign) ^ sign);
}

void tiger_pke_decrypt(uint8_t msg[TIGER_MSG_BYTES], const uint8_t ct[TIGER_CT_BYTES],
                       const uint8_t sk[TIGER_SKCPA_BYTES])
{
    uint8_t c1[TIGER_N], x[TIGER_N], cs[TIGER_N], code[2 * TIGER_MSG_BYTES], bits[HALF];
    tiger_sparse s;

#if TIGER_C1_BITS == 8
    memcpy(c1, ct, TIGER_N);
#else
    unpack7(c1, ct);
#endif
    tiger_unpack_top(x, ct + C1_BYTES, TIGER_N, 3);

    tiger_decode_indices(&s, sk);
    memset(cs, 0, sizeof cs);
    tiger_mul_acc(cs, c1, &s);
    for (unsigned i = 0; i < TIGER_N; i++) {
        x[i] = (uint8_t)(x[i] - cs[i]);
    }

    /* D2 decoding: bit k is 1 when |x_k - q/2| + |x_(k+N/2) - q/2| < q/2. */
    memset(code, 0, sizeof code);
    for (unsigned k = 0; k < HALF; k++) {
        /* t <= 256: t - 128 wraps to the top half of 16 bits iff t < 128. */
        uint16_t t = (uint16_t)(distance_to_half(x[k]) + distance_to_half(x[k + HALF]));
        bits[k] = (uint8_t)((uint16_t)(t - 128) >> 15);
    }
    for (unsigned j = 0; j < HALF / 8; j++) {
        /* Eight 0/1 bytes, byte i to bit i: the product gathers them into
         * its top byte (no two partial products meet below it). */
        uint64_t v = 0;
        for (unsigned i = 0; i < 8; i++) {
            v |= (uint64_t)bits[8 * j + i] << (8 * i);
        }
        code[j] = (uint8_t)((v * 0x0102040810204080u) >> 56);
    }
    tiger_xe_compute(code);
    tiger_xe_fixerr(code);
    memcpy(msg, code, TIGER_MSG_BYTES);

    kpqc_memzero(x, sizeof x);
    kpqc_memzero(cs, sizeof cs);
    kpqc_memzero(code, sizeof code);
    kpqc_memzero(bits, sizeof bits);
    kpqc_memzero(&s, sizeof s);
}
