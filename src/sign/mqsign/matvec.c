/* GF(256) matrix-vector kernel with secret scalars (see matvec.h). */
#include <string.h>

#include "ct.h"
#include "gf256.h"
#include "matvec.h"

#define CHUNK_WORDS 2 /* 16 bytes of output per pass: 8 x 2 accumulators stay in registers */

static inline uint64_t load_word(const uint8_t *p, size_t avail)
{
    uint64_t w = 0;
    memcpy(&w, p, avail < 8 ? avail : 8); /* little-endian hosts: byte i is lane i */
    return w;
}

/* Bit-accumulators of one 16-byte chunk: acc[t][c] collects rows whose
 * scalar has bit t, masked by mask[l][t]. */
static void chunk_accumulate(uint64_t acc[8][CHUNK_WORDS], const uint8_t *const *rows,
                             const uint64_t (*mask)[8], size_t n, size_t off, size_t avail)
{
    for (size_t l = 0; l < n; l++) {
        uint64_t a[CHUNK_WORDS];
        const uint8_t *p = rows[l] + off;
        if (avail >= 8 * CHUNK_WORDS) {
            memcpy(a, p, sizeof a);
        } else {
            for (unsigned c = 0; c < CHUNK_WORDS; c++) {
                size_t rest = avail > 8 * c ? avail - 8 * c : 0;
                a[c] = rest ? load_word(p + 8 * c, rest) : 0;
            }
        }
        for (unsigned t = 0; t < 8; t++) {
            for (unsigned c = 0; c < CHUNK_WORDS; c++) acc[t][c] ^= a[c] & mask[l][t];
        }
    }
}

void KPQC_NS(mqs_matvec)(uint8_t *out, const uint8_t *const *rows, const uint8_t *s, size_t n,
                         size_t len, int xor_into)
{
    uint64_t mask[MQS_MATVEC_MAX_ROWS][8];

    for (size_t l = 0; l < n; l++) {
        for (unsigned t = 0; t < 8; t++) mask[l][t] = (uint64_t)0 - ((s[l] >> t) & 1);
    }
    for (size_t off = 0; off < len; off += 8 * CHUNK_WORDS) {
        uint64_t acc[8][CHUNK_WORDS] = {{0}};
        size_t avail = len - off;
        chunk_accumulate(acc, rows, (const uint64_t(*)[8])mask, n, off, avail);
        for (unsigned c = 0; c < CHUNK_WORDS && 8 * c < avail; c++) {
            uint64_t bits[8], r;
            for (unsigned t = 0; t < 8; t++) bits[t] = acc[t][c];
            r = mqs_gf256_fold(bits);
            size_t nb = avail - 8 * c < 8 ? avail - 8 * c : 8;
            uint8_t *o = out + off + 8 * c;
            if (xor_into) r ^= load_word(o, nb);
            memcpy(o, &r, nb);
        }
    }
    kpqc_memzero(mask, n * sizeof mask[0]);
}

void KPQC_NS(mqs_matvec_strided)(uint8_t *out, const uint8_t *base, size_t stride,
                                 const uint8_t *s, size_t n, size_t len, int xor_into)
{
    const uint8_t *rows[MQS_MATVEC_MAX_ROWS];
    for (size_t l = 0; l < n; l++) rows[l] = base + l * stride;
    KPQC_NS(mqs_matvec)(out, rows, s, n, len, xor_into);
}
