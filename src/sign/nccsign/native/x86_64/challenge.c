/* The product with the challenge on 8 int32 lanes (api.h): the same
 * integers as poly.c's shift-and-add in Z[X]/(X^L + 1), L = 3n/2, and its
 * fold, computed output chunk by output chunk.
 *
 * With b[j] = -a_j (j < n), b[L + j] = a_j (j < n) and 0 elsewhere in
 * [0, 2L) (stored from b[n/2] on, the part that is read), the term X^p a
 * contributes b[L + k - p] to coefficient k < L (a_i X^p lands on i + p,
 * or as -a_i on i + p - L). So each chunk of 64
 * accumulators stays in registers while the tau shifted rows of b are
 * added (or subtracted, by the sign) to it: one load and one add per
 * vector. The positions and signs are public (api.h). */
#include <string.h>

#include "api.h"
#include "arith.h"
#include "ct.h"

#define N NCC_N
#define L (3 * NCC_N / 2)
#define CHUNK 8 /* vectors of accumulators per pass; L is a multiple of 64 */

void ncc_challenge_mul_avx2(int32_t r[N], const ncc_challenge *c, const int32_t a[N])
{
    /* Only b[n/2 .. 2L) is read (L + k - p > L - n): bb[j] = b[j + n/2]. */
    _Alignas(32) int32_t bb[L + N];
    const vec zero = _mm256_setzero_si256();
    for (unsigned i = 0; i < N / 2; i += 8) vstore(bb + i, _mm256_sub_epi32(zero, vload(a + N / 2 + i)));
    for (unsigned i = 0; i < N; i += 8) vstore(bb + N + i, vload(a + i));
    memset(bb + N / 2, 0, N / 2 * sizeof bb[0]);
    memset(bb + 2 * N, 0, N / 2 * sizeof bb[0]);
    for (unsigned k = 0; k < L; k += 8 * CHUNK) {
        vec acc[CHUNK];
        for (int j = 0; j < CHUNK; j++) acc[j] = zero;
        for (unsigned t = 0; t < NCC_TAU; t++) {
            const int32_t *src = bb + N + k - c->pos[t];
            if (c->sign[t] > 0) {
                for (int j = 0; j < CHUNK; j++) acc[j] = _mm256_add_epi32(acc[j], vload(src + 8 * j));
            } else {
                for (int j = 0; j < CHUNK; j++) acc[j] = _mm256_sub_epi32(acc[j], vload(src + 8 * j));
            }
        }
        /* fold X^(n + i) = X^(n/2 + i) - X^i as poly.c: r_i = acc_i - acc_(n+i),
         * r_(n/2+i) = acc_(n/2+i) + acc_(n+i) */
        for (int j = 0; j < CHUNK; j++) {
            unsigned i = k + 8 * (unsigned)j;
            if (i < N) {
                vstore(r + i, acc[j]);
            } else {
                unsigned lo = i - N;
                vstore(r + lo, _mm256_sub_epi32(vload(r + lo), acc[j]));
                vstore(r + lo + N / 2, _mm256_add_epi32(vload(r + lo + N / 2), acc[j]));
            }
        }
    }
    /* the copies of a (c s1 + 2^16 c s2 and c t0 in signing: secret) */
    kpqc_memzero(bb, N / 2 * sizeof bb[0]);
    kpqc_memzero(bb + N, N * sizeof bb[0]);
}

void ncc_sparse_avx2(ncc_challenge *c, const int8_t dense[N])
{
    unsigned k = 0;
    for (unsigned i = 0; i < N && k < NCC_TAU; i += 32) {
        __m256i d = _mm256_loadu_si256((const __m256i *)(const void *)(dense + i));
        uint32_t nz = ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(d, _mm256_setzero_si256()));
        while (nz != 0 && k < NCC_TAU) {
            unsigned j = i + (unsigned)__builtin_ctz(nz);
            c->pos[k] = (uint16_t)j;
            c->sign[k] = dense[j];
            k++;
            nz &= nz - 1;
        }
    }
}
