/* Keccak-f[1600] and the SHA-3 / SHAKE sponge (FIPS 202).
 *
 * Lanes are named aXY after the spec's A[x, y] (section 3.1.2); state word
 * s[x + 5y] holds lane (x, y). One round is theta, rho and pi fused into the
 * b lanes, then chi and iota (section 3.2). */
#include <string.h>

#include "ct.h"
#include "fips202.h"

#define ROL64(v, n) (((v) << (n)) | ((v) >> (64 - (n))))

static const uint64_t round_constants[24] = {
    0x0000000000000001ULL, 0x0000000000008082ULL, 0x800000000000808aULL,
    0x8000000080008000ULL, 0x000000000000808bULL, 0x0000000080000001ULL,
    0x8000000080008081ULL, 0x8000000000008009ULL, 0x000000000000008aULL,
    0x0000000000000088ULL, 0x0000000080008009ULL, 0x000000008000000aULL,
    0x000000008000808bULL, 0x800000000000008bULL, 0x8000000000008089ULL,
    0x8000000000008003ULL, 0x8000000000008002ULL, 0x8000000000000080ULL,
    0x000000000000800aULL, 0x800000008000000aULL, 0x8000000080008081ULL,
    0x8000000000008080ULL, 0x0000000080000001ULL, 0x8000000080008008ULL,
};

void kpqc_keccakf1600(uint64_t s[25])
{
    uint64_t a00 = s[0];
    uint64_t a10 = s[1];
    uint64_t a20 = s[2];
    uint64_t a30 = s[3];
    uint64_t a40 = s[4];
    uint64_t a01 = s[5];
    uint64_t a11 = s[6];
    uint64_t a21 = s[7];
    uint64_t a31 = s[8];
    uint64_t a41 = s[9];
    uint64_t a02 = s[10];
    uint64_t a12 = s[11];
    uint64_t a22 = s[12];
    uint64_t a32 = s[13];
    uint64_t a42 = s[14];
    uint64_t a03 = s[15];
    uint64_t a13 = s[16];
    uint64_t a23 = s[17];
    uint64_t a33 = s[18];
    uint64_t a43 = s[19];
    uint64_t a04 = s[20];
    uint64_t a14 = s[21];
    uint64_t a24 = s[22];
    uint64_t a34 = s[23];
    uint64_t a44 = s[24];
    uint64_t c0, c1, c2, c3, c4, d0, d1, d2, d3, d4;
    uint64_t b00, b10, b20, b30, b40, b01, b11, b21, b31, b41, b02, b12, b22;
    uint64_t b32, b42, b03, b13, b23, b33, b43, b04, b14, b24, b34, b44;

    for (int round = 0; round < 24; round++) {
        c0 = a00 ^ a01 ^ a02 ^ a03 ^ a04;
        c1 = a10 ^ a11 ^ a12 ^ a13 ^ a14;
        c2 = a20 ^ a21 ^ a22 ^ a23 ^ a24;
        c3 = a30 ^ a31 ^ a32 ^ a33 ^ a34;
        c4 = a40 ^ a41 ^ a42 ^ a43 ^ a44;
        d0 = c4 ^ ROL64(c1, 1);
        d1 = c0 ^ ROL64(c2, 1);
        d2 = c1 ^ ROL64(c3, 1);
        d3 = c2 ^ ROL64(c4, 1);
        d4 = c3 ^ ROL64(c0, 1);
        b00 = a00 ^ d0;
        b13 = ROL64(a01 ^ d0, 36);
        b21 = ROL64(a02 ^ d0, 3);
        b34 = ROL64(a03 ^ d0, 41);
        b42 = ROL64(a04 ^ d0, 18);
        b02 = ROL64(a10 ^ d1, 1);
        b10 = ROL64(a11 ^ d1, 44);
        b23 = ROL64(a12 ^ d1, 10);
        b31 = ROL64(a13 ^ d1, 45);
        b44 = ROL64(a14 ^ d1, 2);
        b04 = ROL64(a20 ^ d2, 62);
        b12 = ROL64(a21 ^ d2, 6);
        b20 = ROL64(a22 ^ d2, 43);
        b33 = ROL64(a23 ^ d2, 15);
        b41 = ROL64(a24 ^ d2, 61);
        b01 = ROL64(a30 ^ d3, 28);
        b14 = ROL64(a31 ^ d3, 55);
        b22 = ROL64(a32 ^ d3, 25);
        b30 = ROL64(a33 ^ d3, 21);
        b43 = ROL64(a34 ^ d3, 56);
        b03 = ROL64(a40 ^ d4, 27);
        b11 = ROL64(a41 ^ d4, 20);
        b24 = ROL64(a42 ^ d4, 39);
        b32 = ROL64(a43 ^ d4, 8);
        b40 = ROL64(a44 ^ d4, 14);
        a00 = b00 ^ (~b10 & b20);
        a10 = b10 ^ (~b20 & b30);
        a20 = b20 ^ (~b30 & b40);
        a30 = b30 ^ (~b40 & b00);
        a40 = b40 ^ (~b00 & b10);
        a01 = b01 ^ (~b11 & b21);
        a11 = b11 ^ (~b21 & b31);
        a21 = b21 ^ (~b31 & b41);
        a31 = b31 ^ (~b41 & b01);
        a41 = b41 ^ (~b01 & b11);
        a02 = b02 ^ (~b12 & b22);
        a12 = b12 ^ (~b22 & b32);
        a22 = b22 ^ (~b32 & b42);
        a32 = b32 ^ (~b42 & b02);
        a42 = b42 ^ (~b02 & b12);
        a03 = b03 ^ (~b13 & b23);
        a13 = b13 ^ (~b23 & b33);
        a23 = b23 ^ (~b33 & b43);
        a33 = b33 ^ (~b43 & b03);
        a43 = b43 ^ (~b03 & b13);
        a04 = b04 ^ (~b14 & b24);
        a14 = b14 ^ (~b24 & b34);
        a24 = b24 ^ (~b34 & b44);
        a34 = b34 ^ (~b44 & b04);
        a44 = b44 ^ (~b04 & b14);
        a00 ^= round_constants[round];
    }
    s[0] = a00;
    s[1] = a10;
    s[2] = a20;
    s[3] = a30;
    s[4] = a40;
    s[5] = a01;
    s[6] = a11;
    s[7] = a21;
    s[8] = a31;
    s[9] = a41;
    s[10] = a02;
    s[11] = a12;
    s[12] = a22;
    s[13] = a32;
    s[14] = a42;
    s[15] = a03;
    s[16] = a13;
    s[17] = a23;
    s[18] = a33;
    s[19] = a43;
    s[20] = a04;
    s[21] = a14;
    s[22] = a24;
    s[23] = a34;
    s[24] = a44;
}

static uint64_t load64_le(const uint8_t *p)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
#else
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--) {
        v = (v << 8) | p[i];
    }
    return v;
#endif
}

static void store64_le(uint8_t *p, uint64_t v)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(p, &v, 8);
#else
    for (int i = 0; i < 8; i++) {
        p[i] = (uint8_t)(v >> (8 * i));
    }
#endif
}

static void xor_byte(uint64_t s[25], unsigned pos, uint8_t b)
{
    s[pos >> 3] ^= (uint64_t)b << (8 * (pos & 7));
}

void kpqc_keccak_init(kpqc_keccak_state *st, unsigned rate, uint8_t dsbyte)
{
    memset(st->s, 0, sizeof st->s);
    st->pos = 0;
    st->rate = rate;
    st->dsbyte = dsbyte;
}

/* Bytes go in one at a time up to a lane boundary, then a lane (8 bytes) at a
 * time; every rate is a multiple of 8. */
void kpqc_keccak_absorb(kpqc_keccak_state *st, const uint8_t *in, size_t inlen)
{
    unsigned pos = st->pos;
    while (inlen > 0) {
        if ((pos & 7) == 0 && inlen >= 8) {
            st->s[pos >> 3] ^= load64_le(in);
            in += 8;
            inlen -= 8;
            pos += 8;
        } else {
            xor_byte(st->s, pos++, *in++);
            inlen--;
        }
        if (pos == st->rate) {
            kpqc_keccakf1600(st->s);
            pos = 0;
        }
    }
    st->pos = pos;
}

/* pad10*1 with the domain bits folded into dsbyte (FIPS 202, B.2). After this
 * call pos == rate, meaning "no squeezed bytes left in the current block". */
void kpqc_keccak_finalize(kpqc_keccak_state *st)
{
    xor_byte(st->s, st->pos, st->dsbyte);
    xor_byte(st->s, st->rate - 1, 0x80);
    st->pos = st->rate;
}

void kpqc_keccak_squeeze(uint8_t *out, size_t outlen, kpqc_keccak_state *st)
{
    unsigned pos = st->pos;
    while (outlen > 0) {
        if (pos == st->rate) {
            kpqc_keccakf1600(st->s);
            pos = 0;
        }
        if ((pos & 7) == 0 && outlen >= 8) {
            store64_le(out, st->s[pos >> 3]);
            out += 8;
            outlen -= 8;
            pos += 8;
        } else {
            *out++ = (uint8_t)(st->s[pos >> 3] >> (8 * (pos & 7)));
            outlen--;
            pos++;
        }
    }
    st->pos = pos;
}

void kpqc_shake128_init(kpqc_keccak_state *st) { kpqc_keccak_init(st, KPQC_SHAKE128_RATE, 0x1f); }
void kpqc_shake256_init(kpqc_keccak_state *st) { kpqc_keccak_init(st, KPQC_SHAKE256_RATE, 0x1f); }
void kpqc_sha3_256_init(kpqc_keccak_state *st) { kpqc_keccak_init(st, KPQC_SHA3_256_RATE, 0x06); }
void kpqc_sha3_512_init(kpqc_keccak_state *st) { kpqc_keccak_init(st, KPQC_SHA3_512_RATE, 0x06); }

static void oneshot(void (*init)(kpqc_keccak_state *), uint8_t *out, size_t outlen,
                    const uint8_t *in, size_t inlen)
{
    kpqc_keccak_state st;
    init(&st);
    kpqc_keccak_absorb(&st, in, inlen);
    kpqc_keccak_finalize(&st);
    kpqc_keccak_squeeze(out, outlen, &st);
    kpqc_keccak_wipe(&st);
}

void kpqc_shake128(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen)
{
    oneshot(kpqc_shake128_init, out, outlen, in, inlen);
}

void kpqc_shake256(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen)
{
    oneshot(kpqc_shake256_init, out, outlen, in, inlen);
}

void kpqc_sha3_256(uint8_t out[32], const uint8_t *in, size_t inlen)
{
    oneshot(kpqc_sha3_256_init, out, 32, in, inlen);
}

void kpqc_sha3_512(uint8_t out[64], const uint8_t *in, size_t inlen)
{
    oneshot(kpqc_sha3_512_init, out, 64, in, inlen);
}

void kpqc_keccak_wipe(kpqc_keccak_state *st)
{
    kpqc_memzero(st, sizeof *st);
}
