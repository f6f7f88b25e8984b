/* Constant-time Gaussian elimination (matrix_reduce_ct of matrix.h), two
 * pivots per pass over the rows, four words per register.
 *
 * For pivots r and r + 1 (r even, so both in word cw), matrix_reduce_ct
 * computes, with bits read from the original rows:
 *   P_r     = row_r ^ sum_{k>r} f1_k row_k             (pivot fix of r)
 *   row_k'  = row_k ^ m1_k P_r, m1_k = bit r of row_k    (column r cleared)
 *   P_{r+1} = row_{r+1}' ^ sum_{k>r+1} f2_k row_k'       (pivot fix of r+1)
 *           = row_{r+1} ^ A2 ^ c P_r, A2 = sum f2_k row_k, c = m1_{r+1} ^ sum f2_k m1_k
 *   row_k'' = row_k' ^ m2_k P_{r+1}, m2_k = bit r + 1 of row_k'
 * and, unless below_only, P_r ^= d P_{r+1} (d = bit r + 1 of P_r). The masks
 * f1, f2, m1, m2, c, d depend on word cw alone (scalar chains, as the
 * portable code decides its pivot fixes), so one read pass gives both sums
 * and one read-write pass clears both columns. Same result as two single
 * steps, half the passes over the matrix. */
#include <immintrin.h>

#include "ct.h"
#include "api.h"

#define LOADU(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define STOREU(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), v)
#define BCAST(x) _mm256_set1_epi64x((long long)(x))

/* The two pivot rows, words [w, w + 4 * regs) (regs 4 or 1, a constant in
 * each call so that the sums stay in registers). */
static inline void fix_pivots(uint64_t *p0, size_t stride, size_t count, const uint64_t *f1,
                              const uint64_t *f2, uint64_t c, uint64_t d, size_t w, int regs)
{
    __m256i a1[4], a2[4];
    for (int q = 0; q < regs; q++) a1[q] = a2[q] = _mm256_setzero_si256();
    const uint64_t *row = p0 + stride + w; /* row r + 1 onwards */
    for (size_t k = 0; k < count; k++, row += stride) {
        __m256i m1 = BCAST(f1[k]), m2 = BCAST(f2[k]);
        for (int q = 0; q < regs; q++) {
            __m256i v = LOADU(row + 4 * q);
            a1[q] = _mm256_xor_si256(a1[q], _mm256_and_si256(v, m1));
            a2[q] = _mm256_xor_si256(a2[q], _mm256_and_si256(v, m2));
        }
    }
    __m256i cm = BCAST(c), dm = BCAST(d);
    for (int q = 0; q < regs; q++) {
        __m256i pr = _mm256_xor_si256(LOADU(p0 + w + 4 * q), a1[q]);
        __m256i ps = _mm256_xor_si256(_mm256_xor_si256(LOADU(p0 + stride + w + 4 * q), a2[q]),
                                      _mm256_and_si256(cm, pr));
        pr = _mm256_xor_si256(pr, _mm256_and_si256(dm, ps));
        STOREU(p0 + w + 4 * q, pr);
        STOREU(p0 + stride + w + 4 * q, ps);
    }
}

static inline uint64_t bit_mask(uint64_t word, unsigned bit)
{
    return (uint64_t)0 - kpqc_ct_barrier_u64((word >> bit) & 1);
}

int paloma_matrix_reduce_avx2(uint64_t *m, size_t rows, size_t stride, int below_only)
{
    uint64_t f1[PALOMA_R], f2[PALOMA_R]; /* pivot-fix masks of rows r+1.. */
    int status = 0;
    for (size_t r = 0; r < rows; r += 2) {
        size_t cw = r >> 6, n = stride - cw;
        unsigned bit = (unsigned)(r & 63);
        uint64_t *p0 = m + r * stride + cw, *p1 = p0 + stride;
        /* pivot r: which rows below get added, on word cw alone */
        uint64_t head = p0[0];
        for (size_t k = r + 1; k < rows; k++) {
            f1[k - r - 1] = ~bit_mask(head, bit);
            head ^= m[k * stride + cw] & f1[k - r - 1];
        }
        uint64_t found = (head >> bit) & 1;
        kpqc_ct_declassify(&found, sizeof found);
        if (!found) {
            status = -1; /* a column without pivot: the caller retries */
            break;
        }
        uint64_t w0 = head; /* word cw of P_r */
        /* pivot r + 1, on the rows with column r cleared */
        uint64_t c = bit_mask(p1[0], bit);
        head = p1[0] ^ (c & w0);
        f2[0] = 0;
        for (size_t k = r + 2; k < rows; k++) {
            uint64_t rk = m[k * stride + cw], m1 = bit_mask(rk, bit);
            uint64_t fix = ~bit_mask(head, bit + 1);
            f2[k - r - 1] = fix;
            head ^= (rk ^ (m1 & w0)) & fix;
            c ^= fix & m1;
        }
        found = (head >> (bit + 1)) & 1;
        kpqc_ct_declassify(&found, sizeof found);
        if (!found) {
            status = -1; /* a column without pivot: the caller retries */
            break;
        }
        uint64_t d = below_only ? 0 : bit_mask(w0, bit + 1);
        size_t w = 0;
        for (; w + 16 <= n; w += 16) fix_pivots(p0, stride, rows - r - 1, f1, f2, c, d, w, 4);
        for (; w + 4 <= n; w += 4) fix_pivots(p0, stride, rows - r - 1, f1, f2, c, d, w, 1);
        for (; w < n; w++) {
            uint64_t a1 = 0, a2 = 0;
            for (size_t k = 0; k + r + 1 < rows; k++) {
                uint64_t v = p1[(k * stride) + w];
                a1 ^= v & f1[k];
                a2 ^= v & f2[k];
            }
            uint64_t pr = p0[w] ^ a1, ps = p1[w] ^ a2 ^ (c & pr);
            p0[w] = pr ^ (d & ps);
            p1[w] = ps;
        }
        /* clear columns r and r + 1 in the other rows: row ^= m1 P_r ^ m2 P_{r+1}
         * with P_r final, so m2 absorbs d (see the top) */
        for (size_t k = below_only ? r + 2 : 0; k < rows; k++) {
            if (k == r || k == r + 1) continue;
            uint64_t *row = m + k * stride + cw;
            uint64_t rk = row[0], m1 = bit_mask(rk, bit);
            uint64_t m2 = bit_mask(rk ^ (m1 & w0), bit + 1) ^ (m1 & d);
            __m256i a = BCAST(m1), b = BCAST(m2);
            size_t x = 0;
            for (; x + 4 <= n; x += 4) {
                __m256i v = _mm256_xor_si256(LOADU(row + x), _mm256_and_si256(a, LOADU(p0 + x)));
                STOREU(row + x, _mm256_xor_si256(v, _mm256_and_si256(b, LOADU(p1 + x))));
            }
            for (; x < n; x++) row[x] ^= (m1 & p0[x]) ^ (m2 & p1[x]);
        }
    }
    kpqc_memzero(f1, sizeof f1);
    kpqc_memzero(f2, sizeof f2);
    return status;
}
