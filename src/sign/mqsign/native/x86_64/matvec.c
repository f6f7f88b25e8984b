/* GF(256) matrix-vector kernel with secret scalars, AVX2 (api.h). */
#include <string.h>

#include "api.h"
#include "ct.h"
#include "gf256_avx2.h"

#define TILE_BYTES 4096  /* columns per tile of a row-by-row product */
#define NARROW_MAX 128   /* rows up to this long are summed column-wise */

/* 32 columns from off: sum_l s_l * rows[l][off .. off + 32), the eight bit
 * accumulators in registers. */
static inline __m256i pass32(const uint8_t *const *rows, const mqs_masks *mask, size_t n,
                             size_t off)
{
    __m256i s[8];
    for (unsigned t = 0; t < 8; t++) s[t] = _mm256_setzero_si256();
    for (size_t l = 0; l < n; l++) {
        __m256i a = load32(rows[l] + off);
        for (unsigned t = 0; t < 8; t++) {
            s[t] = _mm256_xor_si256(s[t], _mm256_and_si256(a, c8(mask[l][t][0])));
        }
    }
    return gf256_fold(s);
}

/* 32 <= len <= NARROW_MAX: column passes; a partial last pass is made over
 * the last 32 bytes and keeps only its new columns. */
static void narrow(uint8_t *out, const uint8_t *const *rows, const mqs_masks *mask, size_t n,
                   size_t len, int xor_into)
{
    uint8_t b[32];
    size_t off;
    for (off = 0; off + 32 <= len; off += 32) {
        __m256i r = pass32(rows, mask, n, off);
        if (xor_into) r = _mm256_xor_si256(r, load32(out + off));
        store32(out + off, r);
    }
    if (off < len) {
        store32(b, pass32(rows, mask, n, len - 32));
        for (size_t i = off; i < len; i++) {
            out[i] = (uint8_t)((xor_into ? out[i] : 0) ^ b[i - (len - 32)]);
        }
        kpqc_memzero(b, sizeof b);
    }
}

/* Row by row: acc[0..w) ^= s_l * rows[l][off .. off + w) through the
 * scalar's nibble tables, tl = s * i and th = s * (i << 4) in both lanes,
 * built as masked sums of the constant products e_t * i. */
static void tile(uint8_t *acc, const uint8_t *const *rows, const mqs_masks *mask, size_t n,
                 size_t off, size_t w, const __m256i cl[8], const __m256i ch[8])
{
    size_t full = w & ~(size_t)31;
    for (size_t l = 0; l < n; l++) {
        __m256i tl, th;
        const uint8_t *r = rows[l] + off;
        gf256_tables(&tl, &th, &mask[l][0][0], 2, cl, ch);
        for (size_t c = 0; c < w; c += 32) {
            __m256i x;
            if (c < full) {
                x = load32(r + c);
            } else {
                uint8_t tmp[32] = {0};
                memcpy(tmp, r + c, w - c);
                x = load32(tmp);
                kpqc_memzero(tmp, sizeof tmp);
            }
            store32(acc + c, _mm256_xor_si256(load32(acc + c), gf256_mul_tables(x, tl, th)));
        }
    }
}

static void rowwise(uint8_t *out, const uint8_t *const *rows, const mqs_masks *mask, size_t n,
                    size_t len, int xor_into)
{
    uint8_t acc[TILE_BYTES];
    __m256i cl[8], ch[8];
    gf256_nibble_basis(cl, ch);
    size_t used = 0;
    for (size_t off = 0; off < len; off += TILE_BYTES) {
        size_t w = len - off < TILE_BYTES ? len - off : TILE_BYTES;
        size_t wpad = (w + 31) & ~(size_t)31;
        if (xor_into) {
            memcpy(acc, out + off, w);
        } else {
            memset(acc, 0, w);
        }
        memset(acc + w, 0, wpad - w);
        tile(acc, rows, mask, n, off, w, cl, ch);
        memcpy(out + off, acc, w);
        if (used < wpad) used = wpad;
    }
    kpqc_memzero(acc, used);
}

void mqs_matvec_masked_avx2(uint8_t *out, const uint8_t *const *rows, const mqs_masks *mask,
                            size_t n, size_t len, int xor_into)
{
    if (n == 0) {
        if (!xor_into) memset(out, 0, len);
        return;
    }
    if (len >= 32 && len <= NARROW_MAX) {
        narrow(out, rows, mask, n, len, xor_into);
    } else {
        rowwise(out, rows, mask, n, len, xor_into);
    }
}
