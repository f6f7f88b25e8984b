/* GF(256) matrix-vector kernel with secret scalars, AVX2 (api.h). */
#include <immintrin.h>
#include <string.h>

#include "api.h"
#include "ct.h"
#include "../../gf256.h"

#define TILE_BYTES 4096  /* columns per tile of a row-by-row product */
#define NARROW_MAX 128   /* rows up to this long are summed column-wise */

/* gf256.h's subfield and X multiplications on 32 bytes at once (the 64-bit
 * shifts move bits only inside the groups the masks keep). */
static inline __m256i c8(uint64_t m)
{
    return _mm256_set1_epi64x((long long)m);
}

static inline __m256i gf4_mulx(__m256i v)
{
    return _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi64(v, 1), c8(MQS_PAIR_LO)),
                           _mm256_and_si256(_mm256_xor_si256(v, _mm256_slli_epi64(v, 1)),
                                            c8(MQS_PAIR_HI)));
}

static inline __m256i gf4_mulx2(__m256i v)
{
    return _mm256_or_si256(_mm256_and_si256(_mm256_xor_si256(v, _mm256_srli_epi64(v, 1)),
                                            c8(MQS_PAIR_LO)),
                           _mm256_and_si256(_mm256_slli_epi64(v, 1), c8(MQS_PAIR_HI)));
}

static inline __m256i gf16_muly(__m256i v)
{
    __m256i u0 = _mm256_and_si256(v, c8(MQS_NIB_LO2));
    __m256i u1 = _mm256_and_si256(_mm256_srli_epi64(v, 2), c8(MQS_NIB_LO2));
    return _mm256_or_si256(gf4_mulx(u1), _mm256_slli_epi64(_mm256_xor_si256(u0, u1), 2));
}

static inline __m256i gf16_mulxy(__m256i v)
{
    __m256i u0 = _mm256_and_si256(v, c8(MQS_NIB_LO2));
    __m256i u1 = _mm256_and_si256(_mm256_srli_epi64(v, 2), c8(MQS_NIB_LO2));
    return _mm256_or_si256(gf4_mulx2(u1),
                           _mm256_slli_epi64(gf4_mulx(_mm256_xor_si256(u0, u1)), 2));
}

static inline __m256i gf256_mulX(__m256i v)
{
    __m256i a0 = _mm256_and_si256(v, c8(MQS_BYTE_LO4));
    __m256i a1 = _mm256_and_si256(_mm256_srli_epi64(v, 4), c8(MQS_BYTE_LO4));
    return _mm256_or_si256(gf16_mulxy(a1), _mm256_slli_epi64(_mm256_xor_si256(a0, a1), 4));
}

/* sum_t e_t * s[t] (gf256.h, mqs_gf256_fold). */
static inline __m256i gf256_fold(const __m256i s[8])
{
    __m256i lo = _mm256_xor_si256(
        _mm256_xor_si256(s[0], gf16_muly(s[2])),
        gf4_mulx(_mm256_xor_si256(s[1], gf16_muly(s[3]))));
    __m256i hi = _mm256_xor_si256(
        _mm256_xor_si256(s[4], gf16_muly(s[6])),
        gf4_mulx(_mm256_xor_si256(s[5], gf16_muly(s[7]))));
    return _mm256_xor_si256(lo, gf256_mulX(hi));
}

/* The eight basis multiples e_t * v. */
static inline void gf256_basis(__m256i e[8], __m256i v)
{
    e[0] = v;
    e[1] = gf4_mulx(v);
    e[2] = gf16_muly(v);
    e[3] = gf4_mulx(e[2]);
    e[4] = gf256_mulX(v);
    e[5] = gf4_mulx(e[4]);
    e[6] = gf16_muly(e[4]);
    e[7] = gf4_mulx(e[6]);
}

static inline __m256i load32(const uint8_t *p)
{
    return _mm256_loadu_si256((const __m256i *)(const void *)p);
}

static inline void store32(uint8_t *p, __m256i v)
{
    _mm256_storeu_si256((__m256i *)(void *)p, v);
}

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
    const __m256i nib = _mm256_set1_epi8(0x0f);
    size_t full = w & ~(size_t)31;
    for (size_t l = 0; l < n; l++) {
        __m256i tl = _mm256_setzero_si256(), th = _mm256_setzero_si256();
        const uint8_t *r = rows[l] + off;
        for (unsigned t = 0; t < 8; t++) {
            __m256i m = c8(mask[l][t][0]);
            tl = _mm256_xor_si256(tl, _mm256_and_si256(cl[t], m));
            th = _mm256_xor_si256(th, _mm256_and_si256(ch[t], m));
        }
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
            __m256i lo = _mm256_and_si256(x, nib);
            __m256i hi = _mm256_and_si256(_mm256_srli_epi16(x, 4), nib);
            __m256i p = _mm256_xor_si256(_mm256_shuffle_epi8(tl, lo), _mm256_shuffle_epi8(th, hi));
            store32(acc + c, _mm256_xor_si256(load32(acc + c), p));
        }
    }
}

static void rowwise(uint8_t *out, const uint8_t *const *rows, const mqs_masks *mask, size_t n,
                    size_t len, int xor_into)
{
    uint8_t acc[TILE_BYTES];
    __m256i cl[8], ch[8];
    /* Both lanes: bytes 0..15, and 0x00, 0x10, ..., 0xf0. */
    const __m256i idx = _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
                                         0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    gf256_basis(cl, idx);
    gf256_basis(ch, _mm256_slli_epi16(idx, 4));
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
