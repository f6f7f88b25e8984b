/* GF(2) elimination and transposition for key generation (bits.h layout).
 * Key generation works on the 4 MB public key buffer in place; nothing here
 * allocates. */
#include "matrix.h"

#include <string.h>

#include "bits.h"

/* dst[from..to) ^= src[from..to), from and to multiples of 8 (every row is a
 * whole number of 64-bit words). Word by word: the row additions are nearly
 * all of key generation, and a byte loop costs one AddressSanitizer check per
 * byte (20x the plain build's time in the sanitized tests). */
static void xor_words(uint8_t *dst, const uint8_t *src, size_t from, size_t to)
{
    for (size_t i = from; i < to; i += 8) {
        uint64_t x, y;
        memcpy(&x, dst + i, 8);
        memcpy(&y, src + i, 8);
        x ^= y;
        memcpy(dst + i, &x, 8);
    }
}

static void swap_rows(uint8_t *x, uint8_t *y, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        uint8_t t = x[i];
        x[i] = y[i];
        y[i] = t;
    }
}

/* At the pivot of column c the pivot row is zero left of c (earlier pivot
 * columns were cleared, earlier non-pivot columns were zero in every
 * remaining row), so additions start at the word holding c. */
unsigned KPQC_NS(rm_rref)(uint8_t *a, unsigned rows, size_t row_bytes, uint16_t *pivots)
{
    unsigned rank = 0;
    unsigned cols = (unsigned)(8 * row_bytes);
    for (unsigned c = 0; c < cols && rank < rows; c++) {
        size_t byte = (c >> 3) ^ 7;
        uint8_t mask = (uint8_t)(0x80u >> (c & 7));
        unsigned r = rank;
        while (r < rows && !(a[r * row_bytes + byte] & mask)) r++;
        if (r == rows) continue;
        uint8_t *p = a + (size_t)rank * row_bytes;
        if (r != rank) swap_rows(p, a + (size_t)r * row_bytes, row_bytes);
        size_t from = (size_t)(c / 64) * 8;
        for (unsigned i = 0; i < rows; i++) {
            uint8_t *x = a + (size_t)i * row_bytes;
            if (i != rank && (x[byte] & mask)) xor_words(x, p, from, row_bytes);
        }
        pivots[rank++] = (uint16_t)c;
    }
    return rank;
}

/* Mirror image of rm_rref: columns from the last, pivot rows filled from the
 * bottom; the pivot row is zero right of its pivot, so additions stop at the
 * word holding it. */
int KPQC_NS(rm_rref_from_right)(rm_row_fn row, void *ctx, unsigned rows, unsigned cols,
                                uint16_t *pivots, uint8_t *tmp_row)
{
    size_t row_bytes = cols / 8;
    unsigned left = rows; /* rows [0, left) have no pivot yet */
    for (unsigned c = cols; c-- > 0 && left > 0;) {
        size_t byte = (c >> 3) ^ 7;
        uint8_t mask = (uint8_t)(0x80u >> (c & 7));
        unsigned r = 0;
        while (r < left && !(row(ctx, r)[byte] & mask)) r++;
        if (r == left) continue;
        left--;
        uint8_t *p = row(ctx, left);
        if (r != left) {
            uint8_t *q = row(ctx, r);
            memcpy(tmp_row, p, row_bytes);
            memcpy(p, q, row_bytes);
            memcpy(q, tmp_row, row_bytes);
        }
        size_t to = (size_t)(c / 64 + 1) * 8;
        for (unsigned i = 0; i < rows; i++) {
            uint8_t *x = row(ctx, i);
            if (i != left && (x[byte] & mask)) xor_words(x, p, 0, to);
        }
        pivots[left] = (uint16_t)c;
    }
    return left == 0 ? 0 : -1;
}

/* Swap the off-diagonal halves of 2x2 sub-blocks of width j, j = 32 .. 1. */
void KPQC_NS(rm_transpose64)(uint64_t a[64])
{
    uint64_t m = 0x00000000ffffffffu;
    for (unsigned j = 32; j != 0; j >>= 1, m ^= m << j) {
        for (unsigned k = 0; k < 64; k = (k + j + 1) & ~j) {
            uint64_t t = (a[k] ^ (a[k + j] >> j)) & m;
            a[k] ^= t;
            a[k + j] ^= t << j;
        }
    }
}

static void load_block(uint64_t b[64], const uint8_t *a, size_t row_bytes, unsigned bi,
                       unsigned bj)
{
    for (unsigned i = 0; i < 64; i++) b[i] = kpqc_load64_le(a + (64 * (size_t)bi + i) * row_bytes + 8 * bj);
}

static void store_block(uint8_t *a, const uint64_t b[64], size_t row_bytes, unsigned bi,
                        unsigned bj)
{
    for (unsigned i = 0; i < 64; i++) kpqc_store64_le(a + (64 * (size_t)bi + i) * row_bytes + 8 * bj, b[i]);
}

void KPQC_NS(rm_transpose_square)(uint8_t *a, unsigned blocks)
{
    size_t row_bytes = 8 * (size_t)blocks;
    uint64_t x[64], y[64];
    for (unsigned bi = 0; bi < blocks; bi++) {
        load_block(x, a, row_bytes, bi, bi);
        KPQC_NS(rm_transpose64)(x);
        store_block(a, x, row_bytes, bi, bi);
        for (unsigned bj = bi + 1; bj < blocks; bj++) {
            load_block(x, a, row_bytes, bi, bj);
            load_block(y, a, row_bytes, bj, bi);
            KPQC_NS(rm_transpose64)(x);
            KPQC_NS(rm_transpose64)(y);
            store_block(a, x, row_bytes, bj, bi);
            store_block(a, y, row_bytes, bi, bj);
        }
    }
}
