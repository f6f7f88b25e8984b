/* Big-endian bit strings, written and read at most 32 bits at a time. */
#include "pack.h"

#include "arith.h"

typedef struct {
    uint8_t *p;
    uint64_t acc;  /* pending bits, the oldest highest */
    unsigned bits; /* how many, < 8 between calls */
} bit_writer;

static void put(bit_writer *w, uint64_t v, unsigned n)
{
    w->acc = (w->acc << n) | (v & ((UINT64_C(1) << n) - 1));
    w->bits += n;
    while (w->bits >= 8) {
        w->bits -= 8;
        *w->p++ = (uint8_t)(w->acc >> w->bits);
    }
}

typedef struct {
    const uint8_t *p;
    uint64_t acc;
    unsigned bits;
} bit_reader;

static uint64_t get(bit_reader *r, unsigned n)
{
    while (r->bits < n) {
        r->acc = (r->acc << 8) | *r->p++;
        r->bits += 8;
    }
    r->bits -= n;
    return (r->acc >> r->bits) & ((UINT64_C(1) << n) - 1);
}

void KPQC_NS(gck_pack_poly)(uint8_t out[GCK_POLY_BYTES], const gck_poly *p)
{
    bit_writer w = {out, 0, 0};
    for (unsigned i = 0; i < GCK_N; i++) {
        put(&w, p->c[i] >> 32, GCK_LOGQ - 32);
        put(&w, p->c[i], 32);
    }
}

void KPQC_NS(gck_unpack_poly)(gck_poly *p, const uint8_t in[GCK_POLY_BYTES])
{
    bit_reader r = {in, 0, 0};
    for (unsigned i = 0; i < GCK_N; i++) {
        uint64_t hi = get(&r, GCK_LOGQ - 32);
        p->c[i] = hi << 32 | get(&r, 32);
    }
}

void KPQC_NS(gck_pack_s)(uint8_t out[GCK_S_BYTES], const gck_poly s[GCK_M])
{
    bit_writer w = {out, 0, 0};
    for (unsigned k = 0; k < GCK_M; k++) {
        for (unsigned i = 0; i < GCK_N; i++) {
            put(&w, (uint64_t)gck_centre(s[k].c[i]), 2);
        }
    }
}

void KPQC_NS(gck_unpack_s)(gck_poly s[GCK_M], const uint8_t in[GCK_S_BYTES])
{
    bit_reader r = {in, 0, 0};
    for (unsigned k = 0; k < GCK_M; k++) {
        for (unsigned i = 0; i < GCK_N; i++) {
            uint64_t v = get(&r, 2);
            s[k].c[i] = gck_from_signed((int64_t)v - (int64_t)((v & 2) << 1)); /* sign-extend */
        }
    }
}

void KPQC_NS(gck_pack_z)(uint8_t out[GCK_Z_BYTES], const int64_t z[GCK_M * GCK_N])
{
    bit_writer w = {out, 0, 0};
    for (unsigned i = 0; i < GCK_M * GCK_N; i++) {
        put(&w, (uint64_t)z[i], GCK_Z_BITS);
    }
}

void KPQC_NS(gck_unpack_z)(int64_t z[GCK_M * GCK_N], const uint8_t in[GCK_Z_BYTES])
{
    bit_reader r = {in, 0, 0};
    const int64_t sign = INT64_C(1) << (GCK_Z_BITS - 1);
    for (unsigned i = 0; i < GCK_M * GCK_N; i++) {
        int64_t v = (int64_t)get(&r, GCK_Z_BITS);
        z[i] = (v ^ sign) - sign;
    }
}
