/* GF(256) matrix-vector kernel with secret scalars (see matvec.h). */
#include <string.h>

#include "ct.h"
#include "gf256.h"
#include "matvec.h"

#define PACK_BYTES 256   /* columns per block of a wide product */
#define PACK_STRIDE 272  /* row pitch of a packed block: not a multiple of 4 KiB / rows */
#define NARROW_BYTES 160 /* rows this short are read in place (all but a partial last pass) */

#if defined(__GNUC__) || defined(__clang__)
/* Two words as one 128-bit vector (SSE2, NEON): the sixteen accumulators
 * then fit the vector registers of every 64-bit target. */
typedef uint64_t mqs_w2 __attribute__((vector_size(16)));
#endif

/* 16 output bytes: sum_l s_l * rows[l][off .. off + 16). Sixteen accumulators
 * (eight bits times two words) stay in registers. */
static inline void pass16(uint64_t out[2], const uint8_t *const *rows, const mqs_masks *mask,
                          size_t n, size_t off)
{
    uint64_t s[8][2];
#if defined(__GNUC__) || defined(__clang__)
    mqs_w2 v[8] = {{0}};
    for (size_t l = 0; l < n; l++) {
        mqs_w2 a, m;
        memcpy(&a, rows[l] + off, 16);
        for (unsigned t = 0; t < 8; t++) {
            memcpy(&m, mask[l][t], 16);
            v[t] ^= a & m;
        }
    }
    memcpy(s, v, sizeof s);
#else
    memset(s, 0, sizeof s);
    for (size_t l = 0; l < n; l++) {
        uint64_t a[2];
        memcpy(a, rows[l] + off, 16);
        for (unsigned t = 0; t < 8; t++) {
            s[t][0] ^= a[0] & mask[l][t][0];
            s[t][1] ^= a[1] & mask[l][t][1];
        }
    }
#endif
    for (unsigned c = 0; c < 2; c++) {
        uint64_t b[8];
        for (unsigned t = 0; t < 8; t++) b[t] = s[t][c];
        out[c] = mqs_gf256_fold(b);
    }
}

static void store16(uint8_t *out, const uint64_t r[2], size_t nbytes, int xor_into)
{
    uint8_t b[16];
    memcpy(b, r, 16);
    for (size_t i = 0; i < nbytes; i++) out[i] = (uint8_t)((xor_into ? out[i] : 0) ^ b[i]);
}

/* out[0, len) from the rows' bytes [0, round16(len)), 16 at a time. */
static void columns(uint8_t *out, const uint8_t *const *rows, const mqs_masks *mask, size_t n,
                    size_t len, int xor_into)
{
    for (size_t off = 0; off < len; off += 16) {
        uint64_t r[2];
        pass16(r, rows, mask, n, off);
        store16(out + off, r, len - off < 16 ? len - off : 16, xor_into);
    }
}

/* The rows' bytes [off, off + w) copied to pack, row l at l * PACK_STRIDE,
 * zero padded to a multiple of 16; prow[l] points at them. */
static void pack_block(uint8_t *pack, const uint8_t **prow, const uint8_t *const *rows, size_t n,
                       size_t off, size_t w)
{
    size_t wpad = (w + 15) & ~(size_t)15;
    for (size_t l = 0; l < n; l++) {
        memcpy(pack + l * PACK_STRIDE, rows[l] + off, w);
        memset(pack + l * PACK_STRIDE + w, 0, wpad - w);
        prow[l] = pack + l * PACK_STRIDE;
    }
}

/* Wide rows (and rows under 16 bytes) are copied block by block to a
 * compact buffer: they lie far apart (often at multiples of 4 KiB), which
 * would thrash L1. A function of its own, so that only its callers carry the
 * buffer on their stack. */
KPQC_NOINLINE
static void wide_rows(uint8_t *out, const uint8_t *const *rows, const mqs_masks *mask, size_t n,
                      size_t len, int xor_into)
{
    uint8_t pack[MQS_MATVEC_MAX_ROWS * PACK_STRIDE];
    const uint8_t *prow[MQS_MATVEC_MAX_ROWS];
    size_t used = 0;
    for (size_t off = 0; off < len; off += PACK_BYTES) {
        size_t w = len - off < PACK_BYTES ? len - off : PACK_BYTES;
        pack_block(pack, prow, rows, n, off, w);
        columns(out + off, prow, mask, n, w, xor_into);
        if (used < w) used = (w + 15) & ~(size_t)15;
    }
    kpqc_memzero(pack, (n - 1) * PACK_STRIDE + used);
}


void KPQC_NS(mqs_masks_of)(mqs_masks *mask, const uint8_t *s, size_t n)
{
    for (size_t l = 0; l < n; l++) {
        for (unsigned t = 0; t < 8; t++) {
            mask[l][t][0] = mask[l][t][1] = (uint64_t)0 - ((s[l] >> t) & 1);
        }
    }
}

void KPQC_NS(mqs_matvec_masked)(uint8_t *out, const uint8_t *const *rows, const mqs_masks *mask,
                                size_t n, size_t len, int xor_into)
{
    if (n == 0) {
        if (!xor_into) memset(out, 0, len);
        return;
    }
    if (len >= 16 && len <= NARROW_BYTES) {
        /* Short rows are read in place, 16 bytes at a time; a partial last
         * pass is made over the last 16 bytes and keeps only its new ones. */
        size_t full = len & ~(size_t)15;
        columns(out, rows, mask, n, full, xor_into);
        if (full < len) {
            uint64_t r[2];
            uint8_t b[16];
            pass16(r, rows, mask, n, len - 16);
            memcpy(b, r, 16);
            for (size_t i = full; i < len; i++) {
                out[i] = (uint8_t)((xor_into ? out[i] : 0) ^ b[i - (len - 16)]);
            }
            kpqc_memzero(b, sizeof b);
        }
        return;
    }
    wide_rows(out, rows, mask, n, len, xor_into);
}

void KPQC_NS(mqs_matvec)(uint8_t *out, const uint8_t *const *rows, const uint8_t *s, size_t n,
                         size_t len, int xor_into)
{
    mqs_masks mask[MQS_MATVEC_MAX_ROWS];
    KPQC_NS(mqs_masks_of)(mask, s, n);
    KPQC_NS(mqs_matvec_masked)(out, rows, (const mqs_masks *)mask, n, len, xor_into);
    kpqc_memzero(mask, n * sizeof mask[0]);
}

void KPQC_NS(mqs_matvec_strided)(uint8_t *out, const uint8_t *base, size_t stride,
                                 const uint8_t *s, size_t n, size_t len, int xor_into)
{
    const uint8_t *rows[MQS_MATVEC_MAX_ROWS];
    for (size_t l = 0; l < n; l++) rows[l] = base + l * stride;
    KPQC_NS(mqs_matvec)(out, rows, s, n, len, xor_into);
}
