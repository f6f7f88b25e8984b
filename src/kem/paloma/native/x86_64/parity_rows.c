/* Key generation's parity-check rows (goppa_parity_rows of goppa.h), four
 * blocks of 64 columns per pass: a plane of four blocks is four consecutive
 * words of a row. */
#include "ct.h"
#include "gf4.h"
#include "api.h"

void paloma_parity_rows_avx2(uint64_t *h, size_t stride, const gf *L, const gf g[PALOMA_T + 1],
                             size_t cb0, size_t cb1)
{
    gf4 x, inv_g, row, coef, term;
    uint64_t out[4];
    for (size_t cb = cb0; cb < cb1; cb += 4) {
        size_t lanes = cb1 - cb < 4 ? cb1 - cb : 4;
        gf4_load(&x, L, cb, cb1);
        gf4_eval(&inv_g, g, PALOMA_T, &x);
        gf4_inv(&inv_g, &inv_g);
        row = inv_g;
        for (int i = PALOMA_T - 1;; i--) {
            for (int b = 0; b < PALOMA_M; b++) {
                uint64_t *dst = h + (size_t)(PALOMA_M * i + b) * stride + cb;
                if (lanes == 4) {
                    _mm256_storeu_si256((__m256i *)(void *)dst, row.p[b]);
                } else {
                    _mm256_storeu_si256((__m256i *)(void *)out, row.p[b]);
                    memcpy(dst, out, lanes * sizeof(uint64_t));
                }
            }
            if (i == 0) break;
            gf4_mul(&row, &row, &x);
            gf4_const(&coef, g[i]);
            gf4_mul(&term, &coef, &inv_g);
            for (int b = 0; b < PALOMA_M; b++) row.p[b] = _mm256_xor_si256(row.p[b], term.p[b]);
        }
    }
    kpqc_memzero(&x, sizeof x);
    kpqc_memzero(&inv_g, sizeof inv_g);
    kpqc_memzero(&row, sizeof row);
    kpqc_memzero(&coef, sizeof coef);
    kpqc_memzero(&term, sizeof term);
    kpqc_memzero(out, sizeof out);
}
