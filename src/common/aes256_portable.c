/* Portable constant-time AES-256 (FIPS 197).
 *
 * SubBytes (section 5.1.1) is the multiplicative inverse in GF(2^8), computed
 * as x^254 with branch-free multiplications, followed by the affine map, on
 * eight bytes at once (one per byte of a 64-bit word). This is slower than a
 * table but never indexes memory with key or data bytes. */
#include <string.h>

#include "aes256.h"
#include "ct.h"

/* Eight bytes at a time (one per byte of a uint64_t). */
#define LANES_1 0x0101010101010101ull

/* x * a in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1, in every byte. */
static uint64_t xtime8(uint64_t a)
{
    return ((a & 0x7f7f7f7f7f7f7f7full) << 1) ^ (((a >> 7) & LANES_1) * 0x1b);
}

/* a * b in every byte, no branches: b's bits select multiples of a. */
static uint64_t gf_mul8(uint64_t a, uint64_t b)
{
    uint64_t r = 0;
    for (int i = 0; i < 8; i++) {
        r ^= a & (((b >> i) & LANES_1) * 0xff);
        a = xtime8(a);
    }
    return r;
}

/* a^2 in every byte: squaring is linear, bit i of a contributes (x^i)^2. */
static uint64_t gf_sqr8(uint64_t a)
{
    static const uint8_t sq[8] = {0x01, 0x04, 0x10, 0x40, 0x1b, 0x6c, 0xab, 0x9a};
    uint64_t r = 0;
    for (int i = 0; i < 8; i++) {
        r ^= ((a >> i) & LANES_1) * sq[i];
    }
    return r;
}

/* Rotates every byte left by n (1..7). */
static uint64_t rotl8(uint64_t x, int n)
{
    uint64_t hi = (0xffu << n) & 0xffu, lo = 0xffu >> (8 - n);
    return ((x << n) & (hi * LANES_1)) | ((x >> (8 - n)) & (lo * LANES_1));
}

/* SubBytes of eight bytes. */
static uint64_t sub_bytes8(uint64_t x)
{
    /* x^254 = x^-1 (and 0 -> 0) via an addition chain: 254 = 0b11111110. */
    uint64_t x2 = gf_sqr8(x);
    uint64_t x3 = gf_mul8(x2, x);
    uint64_t x6 = gf_sqr8(x3);
    uint64_t x12 = gf_sqr8(x6);
    uint64_t x15 = gf_mul8(x12, x3);
    uint64_t x30 = gf_sqr8(x15);
    uint64_t x60 = gf_sqr8(x30);
    uint64_t x120 = gf_sqr8(x60);
    uint64_t x126 = gf_mul8(x120, x6);
    uint64_t x127 = gf_mul8(x126, x);
    uint64_t inv = gf_sqr8(x127);
    /* Affine transformation (5.1.1, equation 5.1). */
    uint64_t s = inv;
    for (int i = 1; i <= 4; i++) {
        s ^= rotl8(inv, i);
    }
    return s ^ (0x63 * LANES_1);
}

/* SubBytes of n <= 8 bytes in place. */
static void sub_bytes(uint8_t *b, size_t n)
{
    uint64_t w = 0;
    for (size_t i = 0; i < n; i++) w |= (uint64_t)b[i] << (8 * i);
    w = sub_bytes8(w);
    for (size_t i = 0; i < n; i++) b[i] = (uint8_t)(w >> (8 * i));
}

void kpqc_aes256_init_portable(kpqc_aes256_ctx *ctx, const uint8_t key[32])
{
    /* 60 words of 4 bytes, expanded in one flat array (gcc's object-size
     * checks see rk[0] alone behind a pointer to it) and then copied. */
    uint8_t w[sizeof ctx->rk];
    uint8_t rcon = 1;
    memcpy(w, key, 32);
    for (int i = 8; i < 60; i++) {
        uint8_t t[4];
        memcpy(t, w + 4 * (i - 1), 4);
        if (i % 8 == 0) { /* RotWord, SubWord, Rcon (5.2); i is public */
            uint8_t t0 = t[0];
            t[0] = t[1];
            t[1] = t[2];
            t[2] = t[3];
            t[3] = t0;
            sub_bytes(t, 4);
            t[0] ^= rcon;
            rcon = (uint8_t)((rcon << 1) ^ (0x1b & (0u - (rcon >> 7))));
        } else if (i % 8 == 4) {
            sub_bytes(t, 4);
        }
        for (int j = 0; j < 4; j++) {
            w[4 * i + j] = (uint8_t)(w[4 * (i - 8) + j] ^ t[j]);
        }
    }
    memcpy(ctx->rk, w, sizeof w);
    kpqc_memzero(w, sizeof w);
}

static uint8_t xtime(uint8_t a)
{
    return (uint8_t)((a << 1) ^ (0x1b & (0u - (a >> 7))));
}

void kpqc_aes256_encrypt_portable(const kpqc_aes256_ctx *ctx, const uint8_t in[16], uint8_t out[16])
{
    uint8_t s[16];
    for (int i = 0; i < 16; i++) {
        s[i] = (uint8_t)(in[i] ^ ctx->rk[0][i]);
    }
    for (int round = 1; round <= 14; round++) {
        uint8_t t[16];
        /* SubBytes, then ShiftRows: byte (row r, column c) sits at s[4c + r]. */
        sub_bytes(s, 8);
        sub_bytes(s + 8, 8);
        for (int c = 0; c < 4; c++) {
            for (int r = 0; r < 4; r++) {
                t[4 * c + r] = s[4 * ((c + r) & 3) + r];
            }
        }
        if (round != 14) { /* MixColumns (5.1.3) */
            for (int c = 0; c < 4; c++) {
                uint8_t a0 = t[4 * c], a1 = t[4 * c + 1], a2 = t[4 * c + 2], a3 = t[4 * c + 3];
                uint8_t all = (uint8_t)(a0 ^ a1 ^ a2 ^ a3);
                t[4 * c] = (uint8_t)(a0 ^ all ^ xtime((uint8_t)(a0 ^ a1)));
                t[4 * c + 1] = (uint8_t)(a1 ^ all ^ xtime((uint8_t)(a1 ^ a2)));
                t[4 * c + 2] = (uint8_t)(a2 ^ all ^ xtime((uint8_t)(a2 ^ a3)));
                t[4 * c + 3] = (uint8_t)(a3 ^ all ^ xtime((uint8_t)(a3 ^ a0)));
            }
        }
        for (int i = 0; i < 16; i++) {
            s[i] = (uint8_t)(t[i] ^ ctx->rk[round][i]);
        }
        kpqc_memzero(t, sizeof t);
    }
    memcpy(out, s, 16);
    kpqc_memzero(s, sizeof s);
}
