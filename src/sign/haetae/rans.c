/* rANS coding of the signature's high parts. Only public data passes here:
 * the components of a signature, or of a candidate that passed the norm
 * rejection (which makes it independent of the key) and then failed to
 * encode; so lookups and branches on the values are fine. */
#include <string.h>

#include "rans.h"

#define SCALE_BITS 10
#define SCALE (1u << SCALE_BITS)
#define RANS_L (1u << 23)

/* Symbol frequencies (summing to 2^10). HighBits(z1) + OFFSET_HB is the
 * symbol; for h, values 0..H_CUT and HB_RANGE - (M_H - 1 - H_CUT) .. the
 * top are coded, the latter as value - OFFSET_H. */
#if KPQC_HAETAE_MODE == 2
#define M_H 13
#define OFFSET_H 239
#define M_HB 13
#define OFFSET_HB 6
static const uint16_t freq_h[M_H] = {382, 246, 65, 7, 1, 1, 1, 1, 1, 1, 7, 65, 246};
static const uint16_t freq_hb[M_HB] = {1, 1, 1, 5, 58, 246, 398, 247, 59, 5, 1, 1, 1};
#elif KPQC_HAETAE_MODE == 3
#define M_H 17
#define OFFSET_H 235
#define M_HB 17
#define OFFSET_HB 8
static const uint16_t freq_h[M_H] = {266, 213, 113, 40, 9,  1,   1,   1,  1,
                                     1,   1,   1,   1,  9, 40, 113, 213};
static const uint16_t freq_hb[M_HB] = {1,   1,   1,   1,  8, 37, 112, 216, 269,
                                       216, 112, 38, 8, 1, 1,  1,   1};
#elif KPQC_HAETAE_MODE == 5
#define M_H 33
#define OFFSET_H 471
#define M_HB 19
#define OFFSET_HB 9
static const uint16_t freq_h[M_H] = {122, 117, 102, 81, 59, 39, 23, 13, 6,  3,  1,
                                     1,   1,   1,   1,  1,  1,  1,  1,  1,  1,  1,
                                     1,   1,   3,   6,  13, 24, 39, 59, 81, 102, 118};
static const uint16_t freq_hb[M_HB] = {1,   1,   1,   1,  2,  13, 48, 118, 204, 245,
                                       204, 118, 48,  14, 2,  1,  1,  1,   1};
#endif
#define H_CUT ((M_H - 1) / 2)

static void starts_of(uint16_t *start, const uint16_t *freq, unsigned m)
{
    unsigned c = 0;
    for (unsigned s = 0; s < m; s++) {
        start[s] = (uint16_t)c;
        c += freq[s];
    }
}

/* x / f as (x ceil(2^42 / f)) >> 42, exact where encode divides: there
 * x < 2^21 f (the renormalisation bound) and f <= 2^10. With ceil(2^42 / f)
 * = (2^42 + e) / f, 0 <= e < f, the product is x / f + x e / (2^42 f), and
 * x e < 2^31 2^10 < 2^42, so the excess stays below 1 / f, the least
 * distance from x / f up to the next integer; x ceil(2^42 / f) < 2^21 (2^42
 * + f) < 2^64. A serial division per symbol costs several times more. */
#define RCP_SHIFT 42

/* Codes sym[n-1], ..., sym[0] backwards into out[0..cap), then moves the
 * code to the front. Fails (0) when fewer than 4 bytes of room remain after
 * a symbol, the reference's limit. */
static size_t encode(uint8_t *out, size_t cap, const uint8_t *sym, size_t n,
                     const uint16_t *freq, unsigned m)
{
    uint16_t start[33];
    uint64_t rcp[33];
    uint32_t x = RANS_L;
    size_t p = cap;

    starts_of(start, freq, m);
    for (unsigned s = 0; s < m; s++) {
        rcp[s] = ((1ull << RCP_SHIFT) + freq[s] - 1) / freq[s];
    }
    for (size_t i = n; i-- > 0;) {
        const uint32_t f = freq[sym[i]];
        const uint32_t x_max = ((RANS_L >> SCALE_BITS) << 8) * f;
        uint32_t q;
        while (x >= x_max) {
            out[--p] = (uint8_t)x;
            x >>= 8;
        }
        q = (uint32_t)(((uint64_t)x * rcp[sym[i]]) >> RCP_SHIFT); /* x / f */
        x = (q << SCALE_BITS) + (x - q * f) + start[sym[i]];
        if (p < 4) {
            return 0;
        }
    }
    p -= 4;
    out[p] = (uint8_t)x;
    out[p + 1] = (uint8_t)(x >> 8);
    out[p + 2] = (uint8_t)(x >> 16);
    out[p + 3] = (uint8_t)(x >> 24);
    memmove(out, out + p, cap - p);
    return cap - p;
}

/* One entry per slot of the coding range, for decoding: the frequency f of
 * the slot's symbol (bits 0-31, so that the multiplication takes it as it
 * is, with no masking on the decoding chain), the slot's offset within the
 * symbol's range (bits 32-41) and the value the symbol stands for (bits
 * 42-63, signed), so that a step is one lookup, x = f (x >> 10) + offset.
 * The tables slot_hb and slot_h are constant data, written from the
 * frequencies above by tools/haetae_rans_tables.py. */
#include "rans_tables.h"
#define SLOT_F(e) ((uint32_t)(e))
#define SLOT_OFF(e) ((uint32_t)((e) >> 32) & 1023u)
#define SLOT_VALUE(e) ((int32_t)((e) >> 42))

/* One decoding step of a chain: the value of the slot of x into dst, x
 * advanced past the symbol and renormalised from the chain's bytes. The code
 * is public, so the step may branch on it; it reads nothing at or past end.
 * (A renormalisation without branches, two conditional byte reads per
 * symbol, measured slower here than the loop.) */
#define DECODE_STEP(x, in, end, slot, dst)                                         \
    do {                                                                           \
        const int64_t e_ = (slot)[(x) & (SCALE - 1)];                              \
        (dst) = SLOT_VALUE(e_);                                                    \
        (x) = SLOT_F(e_) * ((x) >> SCALE_BITS) + SLOT_OFF(e_);                     \
        while ((x) < RANS_L && (in) < (end)) {                                     \
            (x) = ((x) << 8) | *(in)++;                                            \
        }                                                                          \
    } while (0)

/* The initial state of a chain from its first 4 bytes; -1 unless there are 4
 * and the state is in [RANS_L, 2^31). */
static int decode_start(uint32_t *x, const uint8_t *in, size_t len)
{
    if (len < 4) {
        return -1;
    }
    *x = (uint32_t)in[0] | ((uint32_t)in[1] << 8) | ((uint32_t)in[2] << 16) |
         ((uint32_t)in[3] << 24);
    return (*x < RANS_L || *x >= (RANS_L << 8)) ? -1 : 0;
}

_Static_assert(HAETAE_L >= HAETAE_K, "the h chain ends first");

int KPQC_NS(haetae_decode_hb_z1_h)(haetae_polyvecl *hb, const uint8_t *in_hb, size_t len_hb,
                                   haetae_polyveck *h, const uint8_t *in_h, size_t len_h)
{
    const uint8_t *end_hb = in_hb + len_hb, *end_h = in_h + len_h;
    uint32_t x, y;

    if (decode_start(&x, in_hb, len_hb) != 0 || decode_start(&y, in_h, len_h) != 0) {
        return -1;
    }
    in_hb += 4;
    in_h += 4;
    /* The two chains are independent: the first K polynomials of each are
     * decoded side by side, so that their serial steps overlap. */
    for (unsigned i = 0; i < HAETAE_K; i++) {
        for (unsigned j = 0; j < HAETAE_N; j++) {
            DECODE_STEP(x, in_hb, end_hb, slot_hb, hb->vec[i].coeffs[j]);
            DECODE_STEP(y, in_h, end_h, slot_h, h->vec[i].coeffs[j]);
        }
    }
    for (unsigned i = HAETAE_K; i < HAETAE_L; i++) {
        for (unsigned j = 0; j < HAETAE_N; j++) {
            DECODE_STEP(x, in_hb, end_hb, slot_hb, hb->vec[i].coeffs[j]);
        }
    }
    return (x == RANS_L && in_hb == end_hb && y == RANS_L && in_h == end_h) ? 0 : -1;
}

size_t KPQC_NS(haetae_encode_hb_z1)(uint8_t out[HAETAE_N * HAETAE_L], const haetae_polyvecl *hb)
{
    uint8_t sym[HAETAE_N * HAETAE_L];
    for (unsigned i = 0; i < HAETAE_L; i++) {
        for (unsigned j = 0; j < HAETAE_N; j++) {
            int32_t t = hb->vec[i].coeffs[j] + OFFSET_HB;
            if (t < 0 || t >= M_HB) {
                return 0;
            }
            sym[HAETAE_N * i + j] = (uint8_t)t;
        }
    }
    return encode(out, HAETAE_N * HAETAE_L, sym, sizeof sym, freq_hb, M_HB);
}

size_t KPQC_NS(haetae_encode_h)(uint8_t out[HAETAE_N * HAETAE_K], const haetae_polyveck *h)
{
    uint8_t sym[HAETAE_N * HAETAE_K];
    for (unsigned i = 0; i < HAETAE_K; i++) {
        for (unsigned j = 0; j < HAETAE_N; j++) {
            uint32_t t = (uint32_t)h->vec[i].coeffs[j]; /* in [0, HB_RANGE) */
            if (t > H_CUT && t <= H_CUT + OFFSET_H) {
                return 0; /* too unlikely to have a symbol */
            }
            if (t > H_CUT + OFFSET_H) {
                t -= OFFSET_H;
            }
            sym[HAETAE_N * i + j] = (uint8_t)t;
        }
    }
    return encode(out, HAETAE_N * HAETAE_K, sym, sizeof sym, freq_h, M_H);
}
