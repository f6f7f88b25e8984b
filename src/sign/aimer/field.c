/* The non-inlined part of the field: encodings and exponentiation. */
#include "ct.h"
#include "field.h"

void gf_from_bytes(gf r, const uint8_t *in)
{
    for (unsigned w = 0; w < GF_WORDS; w++) {
        uint64_t v = 0;
        for (unsigned i = 8; i-- > 0;) v = (v << 8) | in[8 * w + i];
        r[w] = v;
    }
}

void gf_to_bytes(uint8_t *out, const gf a)
{
    for (unsigned w = 0; w < GF_WORDS; w++) {
        for (unsigned i = 0; i < 8; i++) out[8 * w + i] = (uint8_t)(a[w] >> (8 * i));
    }
}

/* Left-to-right square and multiply; only the exponent (public) steers it. */
void gf_pow_public(gf r, const gf a, const uint64_t *e)
{
    gf base, acc;
    int started = 0;

    gf_copy(base, a);
    gf_set_zero(acc);
    acc[0] = 1;
    for (unsigned w = GF_WORDS; w-- > 0;) {
        for (unsigned j = 64; j-- > 0;) {
            if (started) gf_sqr(acc, acc);
            if ((e[w] >> j) & 1) {
                gf_mul(acc, acc, base);
                started = 1;
            }
        }
    }
    gf_copy(r, acc);
    kpqc_memzero(base, sizeof base);
    kpqc_memzero(acc, sizeof acc);
}
