/* Solving the NTRU equation f*G - g*F = q over Z[x]/(x^n + 1) (Falcon spec
 * 3.8.2, NTRUSolve), for Peregrine's key generator. */
#ifndef KPQC_PEREGRINE_NTRU_H
#define KPQC_PEREGRINE_NTRU_H

#include <stdint.h>

#include "params.h"

/* Workspace sizes (32-bit words): the field norms of f and g at every
 * depth; two buffers for (F, G) (the current depth and the one below); big
 * integer scratch. Checked at run time: a key whose numbers would not fit
 * is rejected (none does in practice; see pg_solve_ntru). */
#define PG_NORM_WORDS 16384
#define PG_FG_WORDS 8192
#define PG_BIG_WORDS 640

typedef struct {
    uint32_t norms[PG_NORM_WORDS];
    uint32_t fg_a[PG_FG_WORDS], fg_b[PG_FG_WORDS];
    uint32_t prod[PG_FG_WORDS / 2]; /* k*f in the reduction */
    uint32_t big[8][PG_BIG_WORDS]; /* xgcd values, magnitudes, products */
    int32_t k[PG_N];
    double rt1[PG_N], rt2[PG_N], rt3[PG_N], rt4[PG_N], rt5[PG_N]; /* FFT buffers */
    int64_t i64[3][PG_N]; /* 64-bit fast paths */
} pg_ntru_work;

#define pg_solve_ntru KPQC_NS(pg_solve_ntru)

/* Finds F, G with f*G - g*F = q, reduced against (f, g) by Babai rounding
 * (the result does not depend on the solution found first: see ntru.c),
 * with every coefficient in [-127, 127]. Returns 1 on success, 0 when the
 * submission's solver fails: Res(f) and Res(g) not coprime, F, G too large,
 * or its reduction schedule gives up (reproduced: see ntru.c), or when a
 * size limit here is hit (never seen). Variable time. */
int pg_solve_ntru(int8_t *F, int8_t *G, const int8_t *f, const int8_t *g, pg_ntru_work *w);

#endif
