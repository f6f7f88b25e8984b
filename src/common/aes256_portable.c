/* Portable constant-time AES-256 (FIPS 197).
 *
 * SubBytes (section 5.1.1) is the multiplicative inverse in GF(2^8), computed
 * as x^254 with branch-free multiplications, followed by the affine map. This is
 * slower than a table but never indexes memory with key or data bytes. */
#include <string.h>

#include "aes256.h"
#include "ct.h"

/* Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1, no branches. */
static uint8_t gf_mul(uint8_t a, uint8_t b)
{
    uint8_t r = 0;
    for (int i = 0; i < 8; i++) {
        r ^= (uint8_t)(a & (uint8_t)(0u - ((b >> i) & 1u)));
        a = (uint8_t)((a << 1) ^ (0x1b & (uint8_t)(0u - (a >> 7))));
    }
    return r;
}

static uint8_t sub_byte(uint8_t x)
{
    /* x^254 = x^-1 (and 0 -> 0) via an addition chain: 254 = 0b11111110. */
    uint8_t x2 = gf_mul(x, x);
    uint8_t x3 = gf_mul(x2, x);
    uint8_t x6 = gf_mul(x3, x3);
    uint8_t x12 = gf_mul(x6, x6);
    uint8_t x15 = gf_mul(x12, x3);
    uint8_t x30 = gf_mul(x15, x15);
    uint8_t x60 = gf_mul(x30, x30);
    uint8_t x120 = gf_mul(x60, x60);
    uint8_t x126 = gf_mul(x120, x6);
    uint8_t x127 = gf_mul(x126, x);
    uint8_t inv = gf_mul(x127, x127);
    /* Affine transformation (5.1.1, equation 5.1). */
    uint8_t s = inv;
    for (int i = 1; i <= 4; i++) {
        s ^= (uint8_t)((inv << i) | (inv >> (8 - i)));
    }
    return (uint8_t)(s ^ 0x63);
}

void kpqc_aes256_init_portable(kpqc_aes256_ctx *ctx, const uint8_t key[32])
{
    uint8_t *w = &ctx->rk[0][0]; /* 60 words of 4 bytes */
    uint8_t rcon = 1;
    memcpy(w, key, 32);
    for (int i = 8; i < 60; i++) {
        uint8_t t[4];
        memcpy(t, w + 4 * (i - 1), 4);
        if (i % 8 == 0) { /* RotWord, SubWord, Rcon (5.2); i is public */
            uint8_t t0 = t[0];
            t[0] = (uint8_t)(sub_byte(t[1]) ^ rcon);
            t[1] = sub_byte(t[2]);
            t[2] = sub_byte(t[3]);
            t[3] = sub_byte(t0);
            rcon = (uint8_t)((rcon << 1) ^ (0x1b & (0u - (rcon >> 7))));
        } else if (i % 8 == 4) {
            for (int j = 0; j < 4; j++) {
                t[j] = sub_byte(t[j]);
            }
        }
        for (int j = 0; j < 4; j++) {
            w[4 * i + j] = (uint8_t)(w[4 * (i - 8) + j] ^ t[j]);
        }
    }
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
        /* SubBytes and ShiftRows: byte (row r, column c) sits at s[4c + r]. */
        for (int c = 0; c < 4; c++) {
            for (int r = 0; r < 4; r++) {
                t[4 * c + r] = sub_byte(s[4 * ((c + r) & 3) + r]);
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
