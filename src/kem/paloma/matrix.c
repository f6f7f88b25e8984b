/* Constant-time Gaussian elimination and layout conversion. */
#include "ct.h"
#include "matrix.h"

void transpose64(uint64_t a[64])
{
    uint64_t mask = 0x00000000ffffffffULL;
    for (unsigned s = 32; s != 0; s >>= 1, mask ^= mask << s) {
        for (unsigned k = 0; k < 64; k = ((k | s) + 1) & ~s) {
            uint64_t t = ((a[k] >> s) ^ a[k | s]) & mask;
            a[k] ^= t << s;
            a[k | s] ^= t;
        }
    }
}

#if KPQC_BACKEND_AVX2
#include "native/x86_64/api.h"

int matrix_reduce_ct(uint64_t *m, size_t rows, size_t stride, int below_only)
{
    return paloma_matrix_reduce_avx2(m, rows, stride, below_only);
}
#else
static void xor_masked(uint64_t *dst, const uint64_t *src, size_t n, uint64_t mask)
{
    for (size_t w = 0; w < n; w++) dst[w] ^= src[w] & mask;
}

int matrix_reduce_ct(uint64_t *m, size_t rows, size_t stride, int below_only)
{
    uint64_t fix[PALOMA_R]; /* pivot-fix masks of the rows below the pivot */
    for (size_t r = 0; r < rows; r++) {
        size_t cw = r >> 6, n = stride - cw;
        unsigned bit = (unsigned)(r & 63);
        uint64_t *pivot_row = m + r * stride + cw;
        /* Which rows below get added: decided on the pivot's word alone (a
         * chain in registers), then applied to whole rows. */
        uint64_t head = pivot_row[0];
        for (size_t k = r + 1; k < rows; k++) {
            uint64_t missing = kpqc_ct_barrier_u64(((head >> bit) & 1) ^ 1);
            fix[k] = (uint64_t)0 - missing;
            head ^= m[k * stride + cw] & fix[k];
        }
        uint64_t found = (head >> bit) & 1;
        kpqc_ct_declassify(&found, sizeof found);
        if (!found) {
            kpqc_memzero(fix, sizeof fix);
            return -1;
        }
        for (size_t k = r + 1; k < rows; k++) xor_masked(pivot_row, m + k * stride + cw, n, fix[k]);
        for (size_t k = below_only ? r + 1 : 0; k < rows; k++) {
            if (k == r) continue;
            uint64_t *row = m + k * stride + cw;
            uint64_t set = kpqc_ct_barrier_u64((row[0] >> bit) & 1);
            xor_masked(row, pivot_row, n, (uint64_t)0 - set);
        }
    }
    kpqc_memzero(fix, sizeof fix);
    return 0;
}

#endif /* KPQC_BACKEND_AVX2 */

void matrix_store_columns(uint8_t *out, const uint64_t *m, size_t rows, size_t stride, size_t c0,
                          size_t ncols)
{
    uint64_t blk[64];
    size_t row_words = rows / 64;
    for (size_t cb = 0; cb < ncols / 64; cb++) {
        for (size_t rb = 0; rb < row_words; rb++) {
            for (int i = 0; i < 64; i++) blk[i] = m[(rb * 64 + (size_t)i) * stride + c0 / 64 + cb];
            transpose64(blk);
            for (int j = 0; j < 64; j++) {
                uint8_t *o = out + ((cb * 64 + (size_t)j) * row_words + rb) * 8;
                for (int b = 0; b < 8; b++) o[b] = (uint8_t)(blk[j] >> (8 * b));
            }
        }
    }
    kpqc_memzero(blk, sizeof blk);
}
