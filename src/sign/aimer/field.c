/* The non-inlined part of the field: encodings and exponentiation. */
#include "bytes.h"
#include "ct.h"
#include "field.h"

void gf_from_bytes(gf r, const uint8_t *in)
{
    /* one load per word on little-endian hosts (the byte loop was not
     * merged by gcc: 3% of AIMer192s signing went to tape decoding) */
    for (unsigned w = 0; w < GF_WORDS; w++) r[w] = kpqc_load64_le(in + 8 * w);
}

void gf_to_bytes(uint8_t *out, const gf a)
{
    for (unsigned w = 0; w < GF_WORDS; w++) kpqc_store64_le(out + 8 * w, a[w]);
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
