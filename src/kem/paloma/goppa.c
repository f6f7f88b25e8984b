/* Goppa polynomial and parity-check rows (key generation). */
#include <string.h>

#include "ct.h"
#include "goppa.h"
#if KPQC_BACKEND_AVX2
#include "native/x86_64/api.h"
#endif

void goppa_poly_from_roots(gf g[PALOMA_T + 1], const gf roots[PALOMA_T])
{
    memset(g, 0, (PALOMA_T + 1) * sizeof(gf));
    g[0] = 1;
    /* Multiply by (X + a) for each root (characteristic 2: -a = a). */
    for (int i = 0; i < PALOMA_T; i++) {
        for (int j = i + 1; j > 0; j--) g[j] = g[j - 1] ^ gf_mul(g[j], roots[i]);
        g[0] = gf_mul(g[0], roots[i]);
    }
}

void goppa_parity_rows(uint64_t *h, size_t stride, const gf *L, const gf g[PALOMA_T + 1],
                       size_t cb0, size_t cb1)
{
#if KPQC_BACKEND_AVX2
    paloma_parity_rows_avx2(h, stride, L, g, cb0, cb1);
#else
    gf_vec x, inv_g, row, coef, term;
    for (size_t cb = cb0; cb < cb1; cb++) {
        gf_vec_load(&x, L + 64 * cb);
        gf_vec_eval(&inv_g, g, PALOMA_T, &x);
        gf_vec_inv(&inv_g, &inv_g);
        row = inv_g;
        for (int i = PALOMA_T - 1;; i--) {
            for (int b = 0; b < PALOMA_M; b++) h[(size_t)(PALOMA_M * i + b) * stride + cb] = row.p[b];
            if (i == 0) break;
            gf_vec_mul(&row, &row, &x);
            gf_vec_broadcast(&coef, g[i]);
            gf_vec_mul(&term, &coef, &inv_g);
            for (int b = 0; b < PALOMA_M; b++) row.p[b] ^= term.p[b];
        }
    }
    kpqc_memzero(&x, sizeof x);
    kpqc_memzero(&inv_g, sizeof inv_g);
    kpqc_memzero(&row, sizeof row);
    kpqc_memzero(&coef, sizeof coef);
    kpqc_memzero(&term, sizeof term);
#endif
}
