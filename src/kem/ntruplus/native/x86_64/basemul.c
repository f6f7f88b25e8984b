/* Component-wise multiplication in the NTT domain, 16 components a step:
 * blocks 2p and 2p + 1 of the NTT layout (8 components each) fill the two
 * halves of the vectors, one vector per coefficient k. The arithmetic is
 * that of basemul_component in ntt.c, lane by lane: schoolbook products in
 * Z_q[x]/(x^d - zeta) times 2^-16, then the factor 2^16 put back. The
 * difference a - s of basemul_sub is formed as the rows are loaded. */
#include <stddef.h>

#include "api.h"
#include "arith.h"
#include "../../zetas.h"

#define D NTRUPLUS_D
#define BLOCK (8 * D) /* coefficients of 8 components */

/* s (may be NULL, a constant at every call) is subtracted from a first. */
static inline void basemul_pair(vec c[D], const int16_t *a, const int16_t *s, const int16_t *b,
                                size_t p)
{
    const size_t base = 2 * BLOCK * p;
    vec x[D], y[D], yq[D], lo[D], hi[D];
    int j, k;

#pragma GCC unroll 16
    for (k = 0; k < D; k++) {
        x[k] = vload2(a + base + 8 * k, a + base + BLOCK + 8 * k);
        if (s != NULL) {
            x[k] = _mm256_sub_epi16(x[k], vload2(s + base + 8 * k, s + base + BLOCK + 8 * k));
        }
        y[k] = vload2(b + base + 8 * k, b + base + BLOCK + 8 * k);
        yq[k] = _mm256_mullo_epi16(y[k], vset(NTRUPLUS_QINV));
        lo[k] = _mm256_setzero_si256();
        hi[k] = _mm256_setzero_si256();
    }
#pragma GCC unroll 16
    for (j = 0; j < D; j++) {
#pragma GCC unroll 16
        for (k = 0; k < D; k++) {
            vec t = vfqmul(x[j], y[k], yq[k]);
            if (j + k < D) {
                lo[j + k] = _mm256_add_epi16(lo[j + k], t);
            } else {
                hi[j + k - D] = _mm256_add_epi16(hi[j + k - D], t);
            }
        }
    }
    const vec z = vloadu(ntt_components_z + 16 * p), zq = vloadu(ntt_components_zq + 16 * p);
        /* hi[D - 1] is zero (degrees reach 2d - 2 only) and so is its product. */
#pragma GCC unroll 16
    for (k = 0; k < D - 1; k++) {
        lo[k] = _mm256_add_epi16(lo[k], vfqmul(hi[k], z, zq));
    }
#pragma GCC unroll 16
    for (k = 0; k < D; k++) {
        c[k] = vfqmul(lo[k], vset(MONT_R_Z), vset(MONT_R_ZQ));
    }
}

/* r = (a - s) o b, or a o b when s is NULL (a constant at both calls). */
static inline void basemul_into(int16_t *r, const int16_t *a, const int16_t *s, const int16_t *b)
{
    for (size_t p = 0; p < NTRUPLUS_N / (2 * BLOCK); p++) {
        const size_t base = 2 * BLOCK * p;
        vec c[D];
        basemul_pair(c, a, s, b, p);
#pragma GCC unroll 16
        for (int k = 0; k < D; k++) {
            vstore2(r + base + 8 * k, r + base + BLOCK + 8 * k, c[k]);
        }
    }
}

void basemul_avx2(int16_t *r, const int16_t *a, const int16_t *b)
{
    basemul_into(r, a, NULL, b);
}

void basemul_add_avx2(int16_t *r, const int16_t *a, const int16_t *b, const int16_t *c)
{
    for (size_t p = 0; p < NTRUPLUS_N / (2 * BLOCK); p++) {
        const size_t base = 2 * BLOCK * p;
        vec m[D];
        basemul_pair(m, a, NULL, b, p);
#pragma GCC unroll 16
        for (int k = 0; k < D; k++) {
            vec t = vload2(c + base + 8 * k, c + base + BLOCK + 8 * k);
            vstore2(r + base + 8 * k, r + base + BLOCK + 8 * k, _mm256_add_epi16(m[k], t));
        }
    }
}

void basemul_sub_avx2(int16_t *r, const int16_t *a, const int16_t *s, const int16_t *b)
{
    basemul_into(r, a, s, b);
}
