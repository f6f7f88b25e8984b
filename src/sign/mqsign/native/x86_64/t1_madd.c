/* Key generation's products by T1, AVX2 (api.h): the nibble tables of every
 * element of T1, and out[c] (^)= sum_m T1[m0 + m][c0 + c] * rows[m].
 *
 * Every product of key generation has T1 as one factor, and each element
 * of T1 multiplies whole rows (O bytes, or a tile of an O x O block), so
 * its two nibble tables are made once per key pair and loaded with
 * vbroadcasti128 where they are used. Eight outputs share each row vector
 * (loaded and split into nibbles once), and their sums stay in registers
 * over all rows. */
#include <string.h>

#include "api.h"
#include "ct.h"
#include "gf256_avx2.h"

void mqs_t1_tables_avx2(uint8_t *tab, const uint8_t *sk)
{
    const __m256i idx = _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
                                         0, 16, 32, 48, 64, 80, 96, 112, (char)128, (char)144,
                                         (char)160, (char)176, (char)192, (char)208,
                                         (char)224, (char)240);
    __m256i basis[8], bit[8];
    gf256_basis(basis, idx); /* low lane e_t * i, high lane e_t * (i << 4) */
    for (unsigned t = 0; t < 8; t++) bit[t] = _mm256_set1_epi8((char)(1u << t));
    for (size_t c = 0; c < MQS_O; c++) {
        const uint8_t *col = sk + MQS_SK_T + c * MQS_V;
        for (size_t m = 0; m < MQS_V; m++) {
            __m256i s = _mm256_set1_epi8((char)col[m]), r = _mm256_setzero_si256();
            for (unsigned t = 0; t < 8; t++) {
                __m256i b = _mm256_cmpeq_epi8(_mm256_and_si256(s, bit[t]), bit[t]);
                r = _mm256_xor_si256(r, _mm256_and_si256(basis[t], b));
            }
            store32(tab + MQS_T1_TAB_AT(m, c), r);
        }
    }
}

static inline __m256i table128(const uint8_t *p)
{
    return _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)p));
}

/* vb column vectors from off (w[v] <= 32 valid bytes each) of cb outputs;
 * each table pair is loaded once for the vb vectors. */
static inline __attribute__((always_inline)) void vec_block(
    uint8_t *out, size_t pitch, const uint8_t *tab, const uint8_t *const *rows, size_t n,
    size_t off, const size_t w[2], int xor_into, const unsigned vb, const unsigned cb)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    __m256i acc[2][8];
    for (unsigned v = 0; v < vb; v++) {
        for (unsigned c = 0; c < cb; c++) acc[v][c] = _mm256_setzero_si256();
    }
    for (size_t m = 0; m < n; m++) {
        __m256i lo[2], hi[2];
        for (unsigned v = 0; v < vb; v++) {
            __m256i x = load32(rows[m] + off + 32 * v);
            lo[v] = _mm256_and_si256(x, nib);
            hi[v] = _mm256_and_si256(_mm256_srli_epi16(x, 4), nib);
        }
        const uint8_t *t = tab + m * MQS_T1_TAB_ROW;
        for (unsigned c = 0; c < cb; c++) {
            __m256i tl = table128(t + 32 * c), th = table128(t + 32 * c + 16);
            for (unsigned v = 0; v < vb; v++) {
                __m256i p = _mm256_xor_si256(_mm256_shuffle_epi8(tl, lo[v]),
                                             _mm256_shuffle_epi8(th, hi[v]));
                acc[v][c] = _mm256_xor_si256(acc[v][c], p);
            }
        }
    }
    for (unsigned v = 0; v < vb; v++) {
        for (unsigned c = 0; c < cb; c++) {
            uint8_t *o = out + c * pitch + off + 32 * v;
            if (w[v] == 32) {
                store32(o, xor_into ? _mm256_xor_si256(acc[v][c], load32(o)) : acc[v][c]);
            } else {
                uint8_t b[32];
                store32(b, acc[v][c]);
                for (size_t i = 0; i < w[v]; i++) o[i] = (uint8_t)((xor_into ? o[i] : 0) ^ b[i]);
                kpqc_memzero(b, sizeof b);
            }
        }
    }
}

/* Outputs [c, c + cb) over all columns: two vectors at a time (four
 * outputs), then a last single vector (eight). */
static inline __attribute__((always_inline)) void columns(
    uint8_t *out, size_t pitch, const uint8_t *tab, const uint8_t *const *rows, size_t n,
    size_t len, int xor_into, const unsigned cb2, const unsigned cb1)
{
    size_t off = 0;
    for (; off + 32 < len; off += 64) {
        size_t w[2] = {32, len - off - 32 < 32 ? len - off - 32 : 32};
        for (unsigned c = 0; c < cb1; c += cb2) {
            vec_block(out + c * pitch, pitch, tab + 32 * c, rows, n, off, w, xor_into, 2, cb2);
        }
    }
    if (off < len) {
        size_t w[2] = {len - off, 0};
        vec_block(out, pitch, tab, rows, n, off, w, xor_into, 1, cb1);
    }
}

void mqs_t1_madd_avx2(uint8_t *out, size_t pitch, const uint8_t *tab, size_t nc,
                      const uint8_t *const *rows, size_t n, size_t len, int xor_into)
{
    size_t c = 0;
    for (; c + 8 <= nc; c += 8) {
        columns(out + c * pitch, pitch, tab + 32 * c, rows, n, len, xor_into, 4, 8);
    }
    for (; c + 2 <= nc; c += 2) {
        columns(out + c * pitch, pitch, tab + 32 * c, rows, n, len, xor_into, 2, 2);
    }
    for (; c < nc; c++) {
        columns(out + c * pitch, pitch, tab + 32 * c, rows, n, len, xor_into, 1, 1);
    }
}
