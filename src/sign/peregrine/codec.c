/* Falcon-format encodings used by Peregrine; see codec.h. */
#include "codec.h"

#include "ct.h"

/* An MSB-first bit writer/reader over a byte buffer. */
typedef struct {
    uint8_t *out;
    size_t pos;
    uint32_t acc;  /* pending bits, the oldest highest */
    unsigned bits; /* number of pending bits (< 8 between calls) */
} bit_writer;

static void put_bits(bit_writer *w, uint32_t v, unsigned nbits)
{
    w->acc = (w->acc << nbits) | v;
    w->bits += nbits;
    while (w->bits >= 8) {
        w->bits -= 8;
        w->out[w->pos++] = (uint8_t)(w->acc >> w->bits);
    }
    w->acc &= (1u << w->bits) - 1;
}

static size_t flush_bits(bit_writer *w)
{
    if (w->bits > 0) {
        w->out[w->pos++] = (uint8_t)(w->acc << (8 - w->bits));
    }
    return w->pos;
}

size_t pg_modq_encode(uint8_t *out, const uint16_t *h)
{
    bit_writer w = {out, 0, 0, 0};
    for (unsigned i = 0; i < PG_N; i++) {
        if (h[i] >= PG_Q) return 0;
        put_bits(&w, h[i], 14);
    }
    return flush_bits(&w);
}

size_t pg_modq_decode(uint16_t *h, const uint8_t *in, size_t inlen)
{
    size_t need = (14 * PG_N + 7) / 8;
    uint32_t acc = 0;
    unsigned bits = 0, i = 0;
    if (inlen < need) return 0;
    for (size_t k = 0; k < need; k++) {
        acc = (acc << 8) | in[k];
        bits += 8;
        if (bits >= 14) {
            bits -= 14;
            uint32_t v = (acc >> bits) & 0x3FFF;
            if (v >= PG_Q) return 0;
            h[i++] = (uint16_t)v;
        }
    }
    return need;
}

size_t pg_trim_encode(uint8_t *out, const int8_t *x, unsigned bits)
{
    int lim = (1 << (bits - 1)) - 1;
    uint32_t mask = (1u << bits) - 1;
    bit_writer w = {out, 0, 0, 0};
    for (unsigned i = 0; i < PG_N; i++) {
        if (x[i] < -lim || x[i] > lim) return 0;
        put_bits(&w, (uint32_t)(int32_t)x[i] & mask, bits);
    }
    return flush_bits(&w);
}

/* Secret-key decoding: no branch on the values; an out-of-range value
 * (-2^(bits-1)) only sets a flag checked once at the end. */
size_t pg_trim_decode(int8_t *x, unsigned bits, const uint8_t *in, size_t inlen)
{
    size_t need = ((size_t)bits * PG_N + 7) / 8;
    uint32_t acc = 0, mask = (1u << bits) - 1, sign = 1u << (bits - 1), bad = 0;
    unsigned have = 0, i = 0;
    if (inlen < need) return 0;
    for (size_t k = 0; k < need; k++) {
        acc = (acc << 8) | in[k];
        have += 8;
        while (have >= bits && i < PG_N) {
            have -= bits;
            uint32_t v = (acc >> have) & mask;
            bad |= ((v ^ sign) - 1) >> 31; /* 1 when v == sign (the excluded -2^(bits-1)) */
            x[i++] = (int8_t)(int32_t)(v - ((v & sign) << 1));
        }
    }
    kpqc_ct_declassify(&bad, sizeof bad); /* only says the key is malformed */
    return bad ? 0 : need;
}

size_t pg_comp_encode(uint8_t *out, size_t outmax, const int16_t *s)
{
    /* The longest code word is 1 + 7 + 16 + 1 bits; check room per value. */
    bit_writer w = {out, 0, 0, 0};
    for (unsigned i = 0; i < PG_N; i++) {
        int32_t v = s[i];
        uint32_t mag = (uint32_t)(v < 0 ? -v : v);
        if (mag > 2047) return 0;
        unsigned hi = mag >> 7;
        if (w.pos + (w.bits + 8 + hi + 1 + 7) / 8 > outmax) return 0;
        put_bits(&w, (uint32_t)(v < 0) << 7 | (mag & 127), 8);
        put_bits(&w, 1, hi + 1);
    }
    if (w.bits > 0 && w.pos >= outmax) return 0;
    return flush_bits(&w);
}

size_t pg_comp_decode(int16_t *s, const uint8_t *in, size_t inlen)
{
    uint32_t acc = 0;
    unsigned have = 0;
    size_t pos = 0;
    for (unsigned i = 0; i < PG_N; i++) {
        /* sign and low bits */
        if (have < 8) {
            if (pos >= inlen) return 0;
            acc = (acc << 8) | in[pos++];
            have += 8;
        }
        have -= 8;
        uint32_t b = (acc >> have) & 0xFF;
        uint32_t mag = b & 127;
        acc &= (1u << have) - 1;
        /* unary high part */
        for (;;) {
            if (have == 0) {
                if (pos >= inlen) return 0;
                acc = (acc << 8) | in[pos++];
                have = 8;
            }
            have--;
            uint32_t bit = (acc >> have) & 1;
            acc &= (1u << have) - 1;
            if (bit) break;
            mag += 128;
            if (mag > 2047) return 0;
        }
        if ((b >> 7) && mag == 0) return 0;
        s[i] = (int16_t)((b >> 7) ? -(int32_t)mag : (int32_t)mag);
    }
    if (acc != 0) return 0; /* padding bits must be zero */
    return pos;
}
