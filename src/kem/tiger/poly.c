/* Products in Z_256[x]/(x^N + 1) of a public polynomial by a secret sparse
 * one, the only multiplications TiGER makes (a*s, a*r, b*r, c1*s).
 *
 * Upstream adds +-x^i * a for each of the h draws i of the sparse factor:
 * reading at a secret offset. Here every coefficient of the (dense) factor
 * contributes: N passes of N multiply-adds on 16-bit lanes, the same work
 * for every secret, which compilers turn into plain vector code. Sums are
 * taken mod 2^16 and cut to mod 256 (q = 2^8) at the end. */
#include <string.h>

#include "ct.h"
#include "tiger.h"

/* acc[0 .. 2N-1] += a * w over Z_2^16[x] (no reduction). */
static void mul_wide(uint16_t *restrict acc, const uint16_t *restrict a, const tiger_sparse *w)
{
    for (unsigned i = 0; i < TIGER_N; i++) {
        const uint16_t c = w->coeffs[i];
        uint16_t *restrict row = acc + i;
        for (unsigned j = 0; j < TIGER_N; j++) {
            row[j] = (uint16_t)(row[j] + a[j] * c);
        }
    }
}

static void mul_wide2(uint16_t *restrict acc1, uint16_t *restrict acc2,
                      const uint16_t *restrict a1, const uint16_t *restrict a2,
                      const tiger_sparse *w)
{
    for (unsigned i = 0; i < TIGER_N; i++) {
        const uint16_t c = w->coeffs[i];
        uint16_t *restrict row1 = acc1 + i;
        uint16_t *restrict row2 = acc2 + i;
        for (unsigned j = 0; j < TIGER_N; j++) {
            row1[j] = (uint16_t)(row1[j] + a1[j] * c);
            row2[j] = (uint16_t)(row2[j] + a2[j] * c);
        }
    }
}

static void widen(uint16_t out[TIGER_N], const uint8_t in[TIGER_N])
{
    for (unsigned j = 0; j < TIGER_N; j++) {
        out[j] = in[j];
    }
}

/* r += acc mod x^N + 1: x^(N+j) = -x^j. */
static void fold(uint8_t r[TIGER_N], const uint16_t acc[2 * TIGER_N])
{
    for (unsigned j = 0; j < TIGER_N; j++) {
        r[j] = (uint8_t)(r[j] + acc[j] - acc[TIGER_N + j]);
    }
}

void tiger_mul_acc(uint8_t r[TIGER_N], const uint8_t a[TIGER_N], const tiger_sparse *w)
{
    uint16_t acc[2 * TIGER_N], a16[TIGER_N];

    memset(acc, 0, sizeof acc);
    widen(a16, a);
    mul_wide(acc, a16, w);
    fold(r, acc);
    kpqc_memzero(acc, sizeof acc);
}

void tiger_mul_acc2(uint8_t r1[TIGER_N], uint8_t r2[TIGER_N], const uint8_t a1[TIGER_N],
                    const uint8_t a2[TIGER_N], const tiger_sparse *w)
{
    uint16_t acc1[2 * TIGER_N], acc2[2 * TIGER_N], a1w[TIGER_N], a2w[TIGER_N];

    memset(acc1, 0, sizeof acc1);
    memset(acc2, 0, sizeof acc2);
    widen(a1w, a1);
    widen(a2w, a2);
    mul_wide2(acc1, acc2, a1w, a2w, w);
    fold(r1, acc1);
    fold(r2, acc2);
    kpqc_memzero(acc1, sizeof acc1);
    kpqc_memzero(acc2, sizeof acc2);
}
