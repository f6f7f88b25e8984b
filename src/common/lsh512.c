/* LSH-512-512 (KS X 3262). Notation of the standard: a 1024-bit chaining
 * variable of sixteen 64-bit words, 256-byte message blocks split into two
 * 16-word sub-messages and expanded to 29, 28 mix steps with step constants
 * SC_j, a word permutation after every step, and a final XOR of the left and
 * right halves. Words are little-endian. */
#include <string.h>

#include "bytes.h"
#include "ct.h"
#include "lsh512.h"

/* IV of LSH-512-512 (the standard's table). */
static const uint64_t lsh512_iv[16] = {
    0xadd50f3c7f07094eULL, 0xe3f3cee8f9418a4fULL, 0xb527ecde5b3d0ae9ULL, 0x2ef6dec68076f501ULL,
    0x8cb994cae5aca216ULL, 0xfbb9eae4bba48cc7ULL, 0x650a526174725feaULL, 0x1f9a61a73f8d8085ULL,
    0xb6607378173b539bULL, 0x1bc99853b0c0b9edULL, 0xdf727fc19b182d47ULL, 0xdbef360cf893a457ULL,
    0x4981f5e570147e80ULL, 0xd00c4490ca7d3e30ULL, 0x5d73940c0e4ae1ecULL, 0x894085e2edb2d819ULL};

/* SC_0; the standard defines SC_j[l] = SC_{j-1}[l] + (SC_{j-1}[l] <<< 8). */
static const uint64_t lsh512_sc0[8] = {
    0x97884283c938982aULL, 0xba1fca93533e2355ULL, 0xc519a2e87aeb1c03ULL, 0x9a0fc95462af17b1ULL,
    0xfc3dda8ab019a82bULL, 0x02825d079a895407ULL, 0x79f2d0a7ee06a6f7ULL, 0xd76d15eed9fdf5feULL};

/* Message expansion index tau and word permutation sigma (16 words). */
static const uint8_t lsh512_tau[16] = {3, 2, 0, 1, 7, 4, 5, 6, 11, 10, 8, 9, 15, 12, 13, 14};
static const uint8_t lsh512_sigma[16] = {6, 4, 5, 7, 12, 15, 14, 13, 2, 0, 1, 3, 8, 11, 10, 9};
/* Rotation amounts gamma_l of the right half. */
static const uint8_t lsh512_gamma[8] = {0, 16, 32, 48, 8, 24, 40, 56};

static inline uint64_t rotl64(uint64_t x, unsigned r)
{
    return r == 0 ? x : (x << r) | (x >> (64 - r));
}


/* One step: message addition, mix of word pairs (l, l+8), word permutation. */
static void lsh512_step(uint64_t cv[16], const uint64_t m[16], const uint64_t sc[8], unsigned alpha,
                        unsigned beta)
{
    uint64_t t[16];
    for (int l = 0; l < 8; l++) {
        uint64_t x = cv[l] ^ m[l], y = cv[l + 8] ^ m[l + 8];
        x = rotl64(x + y, alpha) ^ sc[l];
        y = rotl64(y + x, beta);
        x += y;
        t[l] = x;
        t[l + 8] = rotl64(y, lsh512_gamma[l]);
    }
    for (int l = 0; l < 16; l++) cv[l] = t[lsh512_sigma[l]];
}

static void lsh512_compress(uint64_t cv[16], const uint8_t blk[256])
{
    uint64_t even[16], odd[16], sc[8], next[16];
    for (int l = 0; l < 16; l++) {
        even[l] = kpqc_load64_le(blk + 8 * l);
        odd[l] = kpqc_load64_le(blk + 128 + 8 * l);
    }
    memcpy(sc, lsh512_sc0, sizeof sc);
    for (int j = 0; j < 28; j++) {
        /* Steps alternate: even j uses sub-message M_j kept in `even`. */
        if (j >= 2) {
            uint64_t *cur = (j & 1) ? odd : even, *other = (j & 1) ? even : odd;
            for (int l = 0; l < 16; l++) next[l] = other[l] + cur[lsh512_tau[l]];
            memcpy(cur, next, sizeof next);
        }
        if (j & 1) {
            lsh512_step(cv, odd, sc, 7, 3);
        } else {
            lsh512_step(cv, even, sc, 23, 59);
        }
        for (int l = 0; l < 8; l++) sc[l] += rotl64(sc[l], 8);
    }
    /* M_28 = M_27 + tau(M_26), added without a mix. */
    for (int l = 0; l < 16; l++) cv[l] ^= odd[l] + even[lsh512_tau[l]];
    kpqc_memzero(even, sizeof even);
    kpqc_memzero(odd, sizeof odd);
    kpqc_memzero(next, sizeof next);
}

void kpqc_lsh512_init(kpqc_lsh512_ctx *c)
{
    memcpy(c->cv, lsh512_iv, sizeof c->cv);
    c->fill = 0;
}

void kpqc_lsh512_update(kpqc_lsh512_ctx *c, const uint8_t *in, size_t len)
{
    while (len > 0) {
        size_t take = 256 - c->fill;
        if (take > len) take = len;
        memcpy(c->block + c->fill, in, take);
        c->fill += take;
        in += take;
        len -= take;
        if (c->fill == 256) {
            lsh512_compress(c->cv, c->block);
            c->fill = 0;
        }
    }
}

void kpqc_lsh512_final(kpqc_lsh512_ctx *c, uint8_t out[64])
{
    /* Padding: one 1 bit, then zeros to the end of the block. */
    c->block[c->fill] = 0x80;
    memset(c->block + c->fill + 1, 0, 255 - c->fill);
    lsh512_compress(c->cv, c->block);
    for (int l = 0; l < 8; l++) {
        uint64_t h = c->cv[l] ^ c->cv[l + 8];
        for (int b = 0; b < 8; b++) out[8 * l + b] = (uint8_t)(h >> (8 * b));
    }
    kpqc_memzero(c, sizeof *c);
}

void kpqc_lsh512(uint8_t out[64], const uint8_t *in, size_t len)
{
    kpqc_lsh512_ctx c;
    kpqc_lsh512_init(&c);
    kpqc_lsh512_update(&c, in, len);
    kpqc_lsh512_final(&c, out);
}
