/* Constant-time Gaussian elimination (matrix_reduce_ct of matrix.h), the row
 * additions four words per register. */
#include <immintrin.h>

#include "ct.h"
#include "api.h"

/* dst[0..n) ^= src[0..n) & mask. */
static void xor_masked(uint64_t *dst, const uint64_t *src, size_t n, uint64_t mask)
{
    __m256i m = _mm256_set1_epi64x((long long)mask);
    size_t w = 0;
    for (; w + 4 <= n; w += 4) {
        __m256i d = _mm256_loadu_si256((const __m256i *)(const void *)(dst + w));
        __m256i s = _mm256_loadu_si256((const __m256i *)(const void *)(src + w));
        _mm256_storeu_si256((__m256i *)(void *)(dst + w), _mm256_xor_si256(d, _mm256_and_si256(s, m)));
    }
    for (; w < n; w++) dst[w] ^= src[w] & mask;
}

/* row[0..n) ^= sum over k < count of rows[k * stride + 0..n) & fix[k]: the
 * pivot row kept in registers, 16 words at a time, over all the rows. */
static void add_rows_masked(uint64_t *row, const uint64_t *rows, size_t stride, size_t count,
                            const uint64_t *fix, size_t n)
{
    size_t w = 0;
    for (; w + 16 <= n; w += 16) {
        __m256i a0 = _mm256_loadu_si256((const __m256i *)(const void *)(row + w));
        __m256i a1 = _mm256_loadu_si256((const __m256i *)(const void *)(row + w + 4));
        __m256i a2 = _mm256_loadu_si256((const __m256i *)(const void *)(row + w + 8));
        __m256i a3 = _mm256_loadu_si256((const __m256i *)(const void *)(row + w + 12));
        for (size_t k = 0; k < count; k++) {
            const uint64_t *src = rows + k * stride + w;
            __m256i m = _mm256_set1_epi64x((long long)fix[k]);
            a0 = _mm256_xor_si256(a0, _mm256_and_si256(m, _mm256_loadu_si256((const __m256i *)(const void *)src)));
            a1 = _mm256_xor_si256(a1, _mm256_and_si256(m, _mm256_loadu_si256((const __m256i *)(const void *)(src + 4))));
            a2 = _mm256_xor_si256(a2, _mm256_and_si256(m, _mm256_loadu_si256((const __m256i *)(const void *)(src + 8))));
            a3 = _mm256_xor_si256(a3, _mm256_and_si256(m, _mm256_loadu_si256((const __m256i *)(const void *)(src + 12))));
        }
        _mm256_storeu_si256((__m256i *)(void *)(row + w), a0);
        _mm256_storeu_si256((__m256i *)(void *)(row + w + 4), a1);
        _mm256_storeu_si256((__m256i *)(void *)(row + w + 8), a2);
        _mm256_storeu_si256((__m256i *)(void *)(row + w + 12), a3);
    }
    for (; w + 4 <= n; w += 4) {
        __m256i a0 = _mm256_loadu_si256((const __m256i *)(const void *)(row + w));
        for (size_t k = 0; k < count; k++) {
            __m256i m = _mm256_set1_epi64x((long long)fix[k]);
            a0 = _mm256_xor_si256(a0, _mm256_and_si256(m, _mm256_loadu_si256((const __m256i *)(const void *)(rows + k * stride + w))));
        }
        _mm256_storeu_si256((__m256i *)(void *)(row + w), a0);
    }
    for (; w < n; w++) {
        uint64_t a = row[w];
        for (size_t k = 0; k < count; k++) a ^= rows[k * stride + w] & fix[k];
        row[w] = a;
    }
}

int paloma_matrix_reduce_avx2(uint64_t *m, size_t rows, size_t stride, int below_only)
{
    uint64_t fix[PALOMA_R]; /* pivot-fix masks of the rows below the pivot */
    for (size_t r = 0; r < rows; r++) {
        size_t cw = r >> 6, n = stride - cw;
        unsigned bit = (unsigned)(r & 63);
        uint64_t *pivot_row = m + r * stride + cw;
        /* Which rows below get added: decided on the pivot's word alone. */
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
        add_rows_masked(pivot_row, pivot_row + stride, stride, rows - r - 1, fix + r + 1, n);
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
