/* 64x64 schoolbook product by product scanning in registers: the 128
 * outputs are 8 vectors of 16 lanes, r[16q + l] = sum_i b[i] a[16q + l - i].
 * For i in block p (16p <= i < 16p + 16) only the output vectors q = p ..
 * p + 4 meet a; each gets b[i] times the 16 values of a ending at
 * 16q + 15 - i, read from a copy of a with 16 zeros on each side so every
 * window is in bounds. All eight sums stay in registers. */
#include <immintrin.h>
#include <string.h>

#include "api.h"

#define N 64
#define L 16

/* The four blocks of rows (block p meets output vectors q_p .. q_p+4) and
 * the eight output vectors. */
#define ALL_BLOCKS(ROWS_OF)                                                     \
    ROWS_OF(0, q0, q1, q2, q3, q4)                                              \
    ROWS_OF(1, q1, q2, q3, q4, q5)                                              \
    ROWS_OF(2, q2, q3, q4, q5, q6)                                              \
    ROWS_OF(3, q3, q4, q5, q6, q7)
#define STORE_OUTPUTS(r)                                                        \
    do {                                                                        \
        _mm256_storeu_si256((void *)((r) + 0 * L), q0);                         \
        _mm256_storeu_si256((void *)((r) + 1 * L), q1);                         \
        _mm256_storeu_si256((void *)((r) + 2 * L), q2);                         \
        _mm256_storeu_si256((void *)((r) + 3 * L), q3);                         \
        _mm256_storeu_si256((void *)((r) + 4 * L), q4);                         \
        _mm256_storeu_si256((void *)((r) + 5 * L), q5);                         \
        _mm256_storeu_si256((void *)((r) + 6 * L), q6);                         \
        _mm256_storeu_si256((void *)((r) + 7 * L), q7);                         \
    } while (0)

static inline __m256i mac(__m256i acc, const uint16_t *window, __m256i bi)
{
    __m256i w = _mm256_loadu_si256((const void *)window);
    return _mm256_add_epi16(acc, _mm256_mullo_epi16(w, bi));
}

/* Block p of the rows; the accumulators are named so they stay registers. */
#define ROWS(p, s0, s1, s2, s3, s4)                                             \
    for (int i = L * (p); i < L * (p) + L; i++) {                               \
        const __m256i bi = _mm256_set1_epi16((short)b[i]);                      \
        const uint16_t *w = pad + L - i;                                        \
        s0 = mac(s0, w + L * ((p) + 0), bi);                                    \
        s1 = mac(s1, w + L * ((p) + 1), bi);                                    \
        s2 = mac(s2, w + L * ((p) + 2), bi);                                    \
        s3 = mac(s3, w + L * ((p) + 3), bi);                                    \
        s4 = mac(s4, w + L * ((p) + 4), bi);                                    \
    }

void tiger_schoolbook64_avx2(uint16_t r[128], const uint16_t a[64], const uint16_t b[64])
{
    uint16_t pad[L + N + L];
    __m256i q0 = _mm256_setzero_si256(), q1 = q0, q2 = q0, q3 = q0, q4 = q0, q5 = q0,
            q6 = q0, q7 = q0;

    memset(pad, 0, sizeof pad);
    memcpy(pad + L, a, N * sizeof *a);
    ALL_BLOCKS(ROWS)
    STORE_OUTPUTS(r);
}
