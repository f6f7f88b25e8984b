/* The NTRU+ NTT (specification section 6.2) and component-wise arithmetic.
 *
 * Forward: one initial radix-2 layer, NTRUPLUS_RADIX3_LAYERS radix-3 layers,
 * then radix-2 layers down to blocks of d coefficients. Every layer works in
 * place and keeps the children of a block in the order the spec's index
 * array lists them, so that, in the natural order, block c of the result is
 * f mod (x^d - zeta^index[c]).
 *
 * All layers but the last two run on the natural order, where a butterfly's
 * partners lie at least 4d coefficients apart. The last two pair components
 * within groups of four; they run on tiles of 32 components transposed into
 * the NTT layout of ntt.h, where the partners sit in different 8-lane vectors
 * and the whole computation is lane-wise. The inverse mirrors this.
 *
 * Twiddles are in Montgomery form (c * 2^16 mod q) with their q^-1 companion
 * (reduce.h); a product with a twiddle therefore carries no extra factor. The
 * forward transform reduces only once, at the end: each layer adds at most q
 * (radix-2) or 2q (radix-3) to the coefficient bound, so from |a_i| <= 4 the
 * bound stays below 9q + 8 < 2^15 for every parameter set. */
#include <stddef.h>
#include <stdint.h>

#include "ct.h"
#include "ntt.h"
#include "reduce.h"

#include "zetas.h"

#if KPQC_BACKEND_AVX2
/* The avx2 instance computes the functions of this file with the kernels of
 * native/x86_64 (api.h states their contracts); the portable code below is
 * compiled for the portable instance only. */
#include "native/x86_64/api.h"
#endif

#define N NTRUPLUS_N
#define D NTRUPLUS_D
#define NCOMP (N / D)       /* number of component rings */
#define LANES 8             /* slots in a vector of the NTT layout */
#define TILE (32 * D)       /* coefficients in a tile of 32 components */
#define BLOCK (LANES * D)   /* coefficients in 8 consecutive slots */

/* Step of the first radix-2 layer after the radix-3 layers, whose steps are
 * n/6, n/18, ... */
#if NTRUPLUS_RADIX3_LAYERS == 1
#define RADIX2_TOP (N / 12)
#else
#define RADIX2_TOP (N / 36)
#endif

#if KPQC_BACKEND_AVX2
void ntt(int16_t r[N])
{
    ntt_avx2(r);
}

void invntt(int16_t r[N])
{
    invntt_avx2(r);
}
#else
/* One tile between the natural order (x: component 4v + h, coefficient k at
 * 4d v + d h + k) and the NTT layout (y: at 8 (d h + k) + v). */
static inline void tile_to_layout(int16_t *restrict y, const int16_t *restrict x)
{
    for (size_t j = 0; j < 4 * D; j++) {
        for (size_t v = 0; v < LANES; v++) {
            y[LANES * j + v] = x[4 * D * v + j];
        }
    }
}

static inline void tile_to_natural(int16_t *restrict x, const int16_t *restrict y)
{
    for (size_t v = 0; v < LANES; v++) {
        for (size_t j = 0; j < 4 * D; j++) {
            x[4 * D * v + j] = y[LANES * j + v];
        }
    }
}

void ntt_layout_to_spec(int16_t *restrict out, const int16_t *restrict in)
{
    for (size_t t = 0; t < N; t += TILE) {
        tile_to_natural(out + t, in + t);
    }
}

void ntt_layout_from_spec(int16_t *restrict out, const int16_t *restrict in)
{
    for (size_t t = 0; t < N; t += TILE) {
        tile_to_layout(out + t, in + t);
    }
}

/* Initial radix-2 layer: x^n - x^{n/2} + 1 = (x^{n/2} - w)(x^{n/2} - w^5)
 * with w = zeta^{l/6} and w^5 = 1 - w, so f = f_lo + x^{n/2} f_hi maps to
 * (f_lo + w f_hi, f_lo + f_hi - w f_hi). The input is small (|a_i| <= 4), so
 * w f_hi is an exact product with w's centred representative NTT_W6 (no
 * Montgomery reduction): |w f_hi| <= 2888, and the outputs stay below q. */
_Static_assert(((long)NTT_W6 * 65536 - NTT_W6_Z) % NTRUPLUS_Q == 0,
               "NTT_W6 is the residue NTT_W6_Z stands for");
static void ntt_initial_layer(int16_t r[N])
{
    for (size_t i = 0; i < N / 2; i++) {
        int16_t t = (int16_t)(r[i + N / 2] * NTT_W6);
        r[i + N / 2] = (int16_t)(r[i] + r[i + N / 2] - t);
        r[i] = (int16_t)(r[i] + t);
    }
}

/* Radix-3 layer: x^{3m} - a^3 = prod_{j<3} (x^m - a w^j), w = zeta^{l/3} a
 * primitive cube root of unity. With t1 = a f1, t2 = a^2 f2 and
 * t3 = w (t1 - t2), using 1 + w + w^2 = 0:
 *   f0 + t1 + t2, f0 + w t1 + w^2 t2 = f0 - t2 + t3,
 *   f0 + w^2 t1 + w t2 = f0 - t1 - t3.
 * tw holds (a, a^2) for each block of 3 * step coefficients. */
static void ntt_radix3_layer(int16_t r[N], size_t step, const ntt_twiddle *tw)
{
    for (size_t start = 0; start < N; start += 3 * step, tw += 2) {
        const int16_t a1 = tw[0].z, a1q = tw[0].zq, a2 = tw[1].z, a2q = tw[1].zq;
        for (size_t i = start; i < start + step; i++) {
            int16_t t1 = fqmul(r[i + step], a1, a1q);
            int16_t t2 = fqmul(r[i + 2 * step], a2, a2q);
            int16_t t3 = fqmul((int16_t)(t1 - t2), NTT_OMEGA_Z, NTT_OMEGA_ZQ);
            int16_t f0 = r[i];
            r[i] = (int16_t)(f0 + t1 + t2);
            r[i + step] = (int16_t)(f0 - t2 + t3);
            r[i + 2 * step] = (int16_t)(f0 - t1 - t3);
        }
    }
}

/* Radix-2 layer: x^{2m} - b^2 = (x^m - b)(x^m + b); tw holds b for each
 * block of 2 * step coefficients. Returns the twiddles of the next layer. */
static const ntt_twiddle *ntt_radix2_layer(int16_t r[N], size_t step, const ntt_twiddle *tw)
{
    for (size_t start = 0; start < N; start += 2 * step, tw++) {
        const int16_t b = tw->z, bq = tw->zq;
        for (size_t i = start; i < start + step; i++) {
            int16_t t = fqmul(r[i + step], b, bq);
            r[i + step] = (int16_t)(r[i] - t);
            r[i] = (int16_t)(r[i] + t);
        }
    }
    return tw;
}

/* One radix-2 butterfly on lane-vectors x (lower) and y (upper) of a tile,
 * with one twiddle per lane. */
static inline void tile_butterfly(int16_t *restrict x, int16_t *restrict y, const int16_t *z,
                                  const int16_t *zq)
{
    for (size_t v = 0; v < LANES; v++) {
        int16_t t = fqmul(y[v], z[v], zq[v]);
        y[v] = (int16_t)(x[v] - t);
        x[v] = (int16_t)(x[v] + t);
    }
}

/* Where invntt() reduces lazily: the final parameter sets, whose radix-2
 * layers after the tile are those the bounds in invntt() cover (and those
 * the AVX2 kernel mirrors). The Round-2 ones (d = 2, or four natural-order
 * radix-2 layers) reduce every sum. */
#define INVNTT_LAZY (!KPQC_NTRUPLUS_R2)

/* The sum x + y is Barrett-reduced when reduce is set (see invntt()). */
static inline void tile_inverse_butterfly(int16_t *restrict x, int16_t *restrict y, const int16_t *z,
                                          const int16_t *zq, int reduce)
{
    for (size_t v = 0; v < LANES; v++) {
        int16_t u = x[v], w = y[v];
        int16_t s = (int16_t)(u + w);
        x[v] = reduce ? barrett_reduce(s) : s;
        y[v] = fqmul((int16_t)(u - w), z[v], zq[v]);
    }
}

void ntt(int16_t r[N])
{
    const ntt_twiddle *tw = ntt_radix2;
    int16_t y[TILE];
    size_t step;

    ntt_initial_layer(r);
    ntt_radix3_layer(r, N / 6, ntt_radix3);
#if NTRUPLUS_RADIX3_LAYERS == 2
    ntt_radix3_layer(r, N / 18, ntt_radix3 + 4);
#endif
    for (step = RADIX2_TOP; step >= 4 * D; step >>= 1) {
        tw = ntt_radix2_layer(r, step, tw);
    }

    /* The last two layers, tile by tile: the one on blocks of 4 components
     * pairs halves h and h + 2 (twiddle per lane v), the one on pairs of
     * components pairs h = 2e and 2e + 1 (twiddle per lane and e). */
    for (size_t t = 0; t < N / TILE; t++) {
        size_t e, k;

        tile_to_layout(y, r + TILE * t);
        for (e = 0; e < 2; e++) {
            for (k = 0; k < D; k++) {
                tile_butterfly(y + LANES * (D * e + k), y + LANES * (D * (e + 2) + k),
                               ntt_tile_a_z + LANES * t, ntt_tile_a_zq + LANES * t);
            }
        }
        for (e = 0; e < 2; e++) {
            for (k = 0; k < D; k++) {
                tile_butterfly(y + LANES * (2 * D * e + k), y + LANES * (2 * D * e + D + k),
                               ntt_tile_b_z + 2 * LANES * t + LANES * e,
                               ntt_tile_b_zq + 2 * LANES * t + LANES * e);
            }
        }
        for (k = 0; k < TILE; k++) {
            r[TILE * t + k] = barrett_reduce(y[k]);
        }
    }
    kpqc_memzero(y, sizeof y);
}

/* The inverse undoes the layers in reverse order (Gentleman-Sande). Each
 * radix-2 layer doubles and each radix-3 layer triples the result; the
 * factors are divided out in the last layer.
 *
 * Sums are Barrett-reduced only where the next layer could leave int16
 * (for the final parameter sets; Round 2 reduces all, see INVNTT_LAZY)
 * (which holds 9.47q); the AVX2 kernel (native/x86_64/invntt.c) reduces the
 * same coefficients, so both give the same representatives. Every product
 * with a twiddle (|z| <= q/2) is below 3q/4 + 1 < q for any int16 input, and
 * Barrett gives at most (q+1)/2. Strict bounds in units of q, from the input
 * bound 2q, with "row" a natural-order row of 4d coefficients of a tile:
 *   first tile layer (B): sums < 4q, products < q, nothing reduced;
 *   second tile layer (A): sums of two sums (< 8q) reduced: layout rows
 *     0..3 for d = 4; for d = 3 all its sums (rows 0..5) mix such sums and
 *     are all reduced; d = 4 rows 4..7 are sums of products (< 2q);
 *   tile rows after the transpose: < 2q (d = 4), < q (d = 3);
 *   step 4d (g = 1): sums < 4q, products < q;
 *   step 8d (g = 2): the first row of each block of 4 rows (< 8q) is
 *     reduced, the second (< 2q) is not;
 *   step 16d (g = 4, n = 768 only): row 1 of each tile (< 4q) is reduced,
 *     row 0 (<= q + 1) and rows 2, 3 (< 2q) are not: every row < 2q;
 *   first radix-3 layer: from < 2q, sums (< 6q) reduced; other outputs are
 *     products;
 *   second radix-3 layer (n = 864, 1152): from < q, sums (< 3q) unreduced;
 *   initial layer: u, v < 3q, u - v < 6q, u + v - h < 7q; every output is a
 *     product, |r_i| < q. */
void invntt(int16_t r[N])
{
    const ntt_twiddle *tw;
    int16_t y[TILE];
    size_t step, start, i;

    for (size_t t = 0; t < N / TILE; t++) {
        size_t e, k;

        for (k = 0; k < TILE; k++) {
            y[k] = r[TILE * t + k];
        }
        for (e = 0; e < 2; e++) {
            for (k = 0; k < D; k++) {
                tile_inverse_butterfly(y + LANES * (2 * D * e + k),
                                       y + LANES * (2 * D * e + D + k),
                                       invntt_tile_b_z + 2 * LANES * t + LANES * e,
                                       invntt_tile_b_zq + 2 * LANES * t + LANES * e,
                                       !INVNTT_LAZY);
            }
        }
        for (e = 0; e < 2; e++) {
            for (k = 0; k < D; k++) {
                tile_inverse_butterfly(y + LANES * (D * e + k), y + LANES * (D * (e + 2) + k),
                                       invntt_tile_a_z + LANES * t,
                                       invntt_tile_a_zq + LANES * t,
                                       !INVNTT_LAZY || D == 3 || e == 0);
            }
        }
        tile_to_natural(r + TILE * t, y);
    }
    kpqc_memzero(y, sizeof y);

    tw = invntt_radix2;
    for (step = 4 * D; step <= RADIX2_TOP; step <<= 1) {
        for (start = 0; start < N; start += 2 * step, tw++) {
            const int16_t b = tw->z, bq = tw->zq; /* b^-1 */
            for (i = start; i < start + step; i++) {
                int16_t u = r[i], v = r[i + step];
                int16_t sum = (int16_t)(u + v);
                /* row i / 4d of the tile: the first of its block of 4 at
                 * step 8d, row 1 at step 16d */
                size_t row = (i % TILE) / (4 * D);
                int reduce = !INVNTT_LAZY || (step == 8 * D && row % 4 == 0) ||
                             (step == 16 * D && row == 1);
                r[i] = reduce ? barrett_reduce(sum) : sum;
                r[i + step] = fqmul((int16_t)(u - v), b, bq);
            }
        }
    }

    /* Radix-3: from y_j = f0 + a w^j f1 + a^2 w^2j f2,
     *   3 f0 = y0 + y1 + y2,
     *   3 a f1 = y0 + w^2 y1 + w y2 = y0 - y1 + u,
     *   3 a^2 f2 = y0 + w y1 + w^2 y2 = y0 - y2 - u,   with u = w (y2 - y1). */
    tw = invntt_radix3;
    for (step = 2 * RADIX2_TOP; step <= N / 6; step *= 3) {
        for (start = 0; start < N; start += 3 * step, tw += 2) {
            const int16_t a1 = tw[0].z, a1q = tw[0].zq, a2 = tw[1].z, a2q = tw[1].zq;
            for (i = start; i < start + step; i++) {
                int16_t y0 = r[i], y1 = r[i + step], y2 = r[i + 2 * step];
                int16_t u = fqmul((int16_t)(y2 - y1), NTT_OMEGA_Z, NTT_OMEGA_ZQ);
                int16_t sum = (int16_t)(y0 + y1 + y2);
                r[i] = !INVNTT_LAZY || step == 2 * RADIX2_TOP ? barrett_reduce(sum) : sum;
                r[i + step] = fqmul((int16_t)(y0 - y1 + u), a1, a1q);
                r[i + 2 * step] = fqmul((int16_t)(y0 - y2 - u), a2, a2q);
            }
        }
    }

    /* Initial layer: from U = S (f_lo + w f_hi) and V = S (f_lo + (1 - w) f_hi),
     * S = 2^(radix-2 layers) 3^(radix-3 layers):
     *   H = (U - V) / (2w - 1) = S f_hi,   U + V - H = 2 S f_lo. */
    for (i = 0; i < N / 2; i++) {
        int16_t u = r[i], v = r[i + N / 2];
        int16_t h = fqmul((int16_t)(u - v), INVNTT_W6_Z, INVNTT_W6_ZQ);
        r[i] = fqmul((int16_t)(u + v - h), INVNTT_LO_Z, INVNTT_LO_ZQ);
        r[i + N / 2] = fqmul(h, INVNTT_HI_Z, INVNTT_HI_ZQ);
    }
}
#endif /* KPQC_BACKEND_AVX2 */

/* Component-wise arithmetic. In the NTT layout, lane v of the 8-slot block
 * starting at BLOCK * b holds one component, its coefficient k at
 * BLOCK * b + 8k + v; the ring of slot s = 8b + v is x^d - zeta with zeta in
 * ntt_components_z[s] (and its q^-1 companion in ntt_components_zq[s]).
 * Each function below is a loop over the lanes of a block, so compilers turn
 * it into vector code. */

#if KPQC_BACKEND_AVX2
void basemul(int16_t *restrict r, const int16_t *restrict a, const int16_t *restrict b)
{
    basemul_avx2(r, a, b);
}

void basemul_add(int16_t *restrict r, const int16_t *restrict a, const int16_t *restrict b,
                 const int16_t *restrict c)
{
    basemul_add_avx2(r, a, b, c);
}

void basemul_sub(int16_t *r, const int16_t *a, const int16_t *restrict s,
                 const int16_t *restrict b)
{
    basemul_sub_avx2(r, a, s, b);
}

int baseinv(int16_t *restrict r, const int16_t *restrict a)
{
    return baseinv_avx2(r, a);
}
#else
/* c = a * b in Z_q[x]/(x^d - zeta), times 2^-16: schoolbook, where the terms
 * of degree d + k wrap around to degree k multiplied by zeta. */
static inline void basemul_component(int16_t c[D], const int16_t a[D], const int16_t b[D],
                                     int16_t zeta, int16_t zetaq)
{
    int16_t lo[D] = {0}, hi[D] = {0};
    int16_t bq[D];
    int j, k;

    for (j = 0; j < D; j++) {
        bq[j] = mullo(b[j], NTRUPLUS_QINV);
    }
    for (j = 0; j < D; j++) {
        for (k = 0; k < D; k++) {
            int16_t p = fqmul(a[j], b[k], bq[k]);
            if (j + k < D) {
                lo[j + k] = (int16_t)(lo[j + k] + p);
            } else {
                hi[j + k - D] = (int16_t)(hi[j + k - D] + p);
            }
        }
    }
    for (k = 0; k < D; k++) {
        c[k] = (int16_t)(lo[k] + fqmul(hi[k], zeta, zetaq));
    }
}

void basemul(int16_t *restrict r, const int16_t *restrict a, const int16_t *restrict b)
{
    for (size_t blk = 0; blk < NCOMP / LANES; blk++) {
        for (size_t v = 0; v < LANES; v++) {
            const size_t s = LANES * blk + v, base = BLOCK * blk + v;
            int16_t x[D], y[D], c[D];
            size_t k;

            for (k = 0; k < D; k++) {
                x[k] = a[base + LANES * k];
                y[k] = b[base + LANES * k];
            }
            basemul_component(c, x, y, ntt_components_z[s], ntt_components_zq[s]);
#if KPQC_NTRUPLUS_R2
            /* Round 2 keeps the 2^-16 of the products (see zetas.h). */
            for (k = 0; k < D; k++) {
                r[base + LANES * k] = barrett_reduce(c[k]);
            }
#else
            /* Cancel the 2^-16 of the products. */
            for (k = 0; k < D; k++) {
                r[base + LANES * k] = fqmul(c[k], MONT_R_Z, MONT_R_ZQ);
            }
#endif
        }
    }
}

void basemul_add(int16_t *restrict r, const int16_t *restrict a, const int16_t *restrict b,
                 const int16_t *restrict c)
{
    basemul(r, a, b);
    for (size_t i = 0; i < N; i++) {
        r[i] = (int16_t)(r[i] + c[i]);
    }
}

void basemul_sub(int16_t *r, const int16_t *a, const int16_t *restrict s,
                 const int16_t *restrict b)
{
    int16_t t[N];

    for (size_t i = 0; i < N; i++) {
        t[i] = (int16_t)(a[i] - s[i]);
    }
    basemul(r, t, b);
    kpqc_memzero(t, sizeof t);
}

/* Inversion. Reading every coefficient a_i as the Montgomery representative
 * of a_i 2^-16, all the products below stay in the Montgomery domain; the
 * factors of 2^16 this leaves are removed once, in the batch inversion
 * (BASEINV_SCALE). Each component inverse is an adjugate (numerators written
 * to r) divided by a determinant; the determinants are inverted together
 * with Montgomery's trick and a single exponentiation. */
#if D == 4
/* Following the spec: with z = x^2, a = A0(z) + A1(z) x where
 * A0 = a0 + a2 z, A1 = a1 + a3 z, and a^-1 = (A0 - A1 x) / (A0^2 - z A1^2).
 * In Z_q[z]/(z^2 - zeta), A0^2 - z A1^2 = n0 - m1 z with
 *   n0 = a0^2 + zeta (a2^2 - 2 a1 a3),  m1 = a1^2 + zeta a3^2 - 2 a0 a2,
 * whose inverse is (n0 + m1 z) / (n0^2 - zeta m1^2). */
static inline int16_t adjugate_component(int16_t r[D], const int16_t a[D], int16_t z,
                                         int16_t zq)
{
    int16_t s, n0, m1, det;

    s = (int16_t)(fqmul_var(a[2], a[2]) - 2 * fqmul_var(a[1], a[3]));
    n0 = (int16_t)(fqmul_var(a[0], a[0]) + fqmul(s, z, zq));
    m1 = (int16_t)(fqmul_var(a[1], a[1]) + fqmul(fqmul_var(a[3], a[3]), z, zq) -
                   2 * fqmul_var(a[0], a[2]));
    det = (int16_t)(fqmul_var(n0, n0) - fqmul(fqmul_var(m1, m1), z, zq));

    /* (A0 - A1 x)(n0 + m1 z), with z = x^2 and z^2 = zeta. */
    r[0] = (int16_t)(fqmul_var(a[0], n0) + fqmul(fqmul_var(a[2], m1), z, zq));
    r[1] = (int16_t)(-fqmul_var(a[1], n0) - fqmul(fqmul_var(a[3], m1), z, zq));
    r[2] = (int16_t)(fqmul_var(a[0], m1) + fqmul_var(a[2], n0));
    r[3] = (int16_t)(-fqmul_var(a[1], m1) - fqmul_var(a[3], n0));
    return det;
}
#elif D == 2
/* d = 2 (Round 2's n = 768): a^-1 = (a0 - a1 x) / (a0^2 - zeta a1^2). */
static inline int16_t adjugate_component(int16_t r[D], const int16_t a[D], int16_t z,
                                         int16_t zq)
{
    r[0] = a[0];
    r[1] = (int16_t)-a[1];
    return (int16_t)(fqmul_var(a[0], a[0]) - fqmul(fqmul_var(a[1], a[1]), z, zq));
}
#else
/* d = 3: the adjugate of the multiplication matrix of a (spec section 6.2),
 *   c0 = a0^2 - zeta a1 a2, c1 = zeta a2^2 - a0 a1, c2 = a1^2 - a0 a2,
 * with determinant a0 c0 + zeta (a1 c2 + a2 c1). */
static inline int16_t adjugate_component(int16_t r[D], const int16_t a[D], int16_t z,
                                         int16_t zq)
{
    int16_t c0, c1, c2;

    c0 = (int16_t)(fqmul_var(a[0], a[0]) - fqmul(fqmul_var(a[1], a[2]), z, zq));
    c1 = (int16_t)(fqmul(fqmul_var(a[2], a[2]), z, zq) - fqmul_var(a[0], a[1]));
    c2 = (int16_t)(fqmul_var(a[1], a[1]) - fqmul_var(a[0], a[2]));
    r[0] = c0;
    r[1] = c1;
    r[2] = c2;
    return (int16_t)(fqmul_var(a[0], c0) +
                     fqmul((int16_t)(fqmul_var(a[1], c2) + fqmul_var(a[2], c1)), z, zq));
}
#endif

/* x^(q-2) in the Montgomery domain: the inverse of x (Fermat), 0 for x = 0. */
static int16_t fqinv(int16_t x)
{
    const unsigned e = NTRUPLUS_Q - 2;
    int16_t y = x;
    int bit;

    for (bit = 10; bit >= 0; bit--) { /* e has 12 bits; the top one is y = x */
        y = fqmul_var(y, y);
        if ((e >> bit) & 1) {
            y = fqmul_var(y, x);
        }
    }
    return y;
}

/* The determinants are inverted as INV_LANES independent chains (column l
 * holds x[j * INV_LANES + l]) so that the prefix products vectorise; the
 * chains' totals are then combined sequentially. */
#define INV_LANES 16
#define INV_ROWS (NCOMP / INV_LANES)
#if INV_ROWS * INV_LANES != NCOMP
#error "n/d must be a multiple of INV_LANES"
#endif

/* x_i <- x_i^-1 * BASEINV_SCALE for all i; returns 0, or -1 if some x_i = 0. */
static int batch_invert(int16_t x[NCOMP])
{
    int16_t prefix[NCOMP]; /* products along each chain */
    int16_t part[INV_LANES], inv[INV_LANES];
    int16_t total;
    size_t j, l;
    uint32_t zero;

    for (l = 0; l < INV_LANES; l++) {
        prefix[l] = x[l];
    }
    for (j = 1; j < INV_ROWS; j++) {
        for (l = 0; l < INV_LANES; l++) {
            prefix[j * INV_LANES + l] =
                fqmul_var(prefix[(j - 1) * INV_LANES + l], x[j * INV_LANES + l]);
        }
    }
    /* part[l]: product of the totals of chains 0..l. */
    part[0] = prefix[(INV_ROWS - 1) * INV_LANES];
    for (l = 1; l < INV_LANES; l++) {
        part[l] = fqmul_var(part[l - 1], prefix[(INV_ROWS - 1) * INV_LANES + l]);
    }
    total = part[INV_LANES - 1];
    zero = kpqc_ct_mask_eq_u32((uint32_t)freeze(total), 0);

    total = fqmul(fqinv(total), BASEINV_SCALE_Z, BASEINV_SCALE_ZQ);
    for (l = INV_LANES - 1; l > 0; l--) {
        inv[l] = fqmul_var(total, part[l - 1]);
        total = fqmul_var(total, prefix[(INV_ROWS - 1) * INV_LANES + l]);
    }
    inv[0] = total;

    for (j = INV_ROWS - 1; j > 0; j--) {
        for (l = 0; l < INV_LANES; l++) {
            int16_t t = fqmul_var(inv[l], prefix[(j - 1) * INV_LANES + l]);
            inv[l] = fqmul_var(inv[l], x[j * INV_LANES + l]);
            x[j * INV_LANES + l] = t;
        }
    }
    for (l = 0; l < INV_LANES; l++) {
        x[l] = inv[l];
    }

    kpqc_memzero(prefix, sizeof prefix);
    kpqc_memzero(part, sizeof part);
    kpqc_memzero(inv, sizeof inv);
    return -(int)(zero & 1);
}

int baseinv(int16_t *restrict r, const int16_t *restrict a)
{
    int16_t det[NCOMP];
    size_t blk, v, k;
    int fail;

    for (blk = 0; blk < NCOMP / LANES; blk++) {
        for (v = 0; v < LANES; v++) {
            const size_t s = LANES * blk + v, base = BLOCK * blk + v;
            int16_t x[D], y[D];

            for (k = 0; k < D; k++) {
                x[k] = a[base + LANES * k];
            }
            det[s] = adjugate_component(y, x, ntt_components_z[s], ntt_components_zq[s]);
            for (k = 0; k < D; k++) {
                r[base + LANES * k] = y[k];
            }
        }
    }
    fail = batch_invert(det);
    for (blk = 0; blk < NCOMP / LANES; blk++) {
        for (k = 0; k < D; k++) {
            for (v = 0; v < LANES; v++) {
                const size_t i = BLOCK * blk + LANES * k + v;
                r[i] = fqmul_var(r[i], det[LANES * blk + v]);
            }
        }
    }
    kpqc_memzero(det, sizeof det);
    return fail;
}
#endif /* KPQC_BACKEND_AVX2 */
