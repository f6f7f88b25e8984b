/* Products, inverses and encodings in GF(2^m)[X]/(P).
 *
 * Product: Kronecker substitution. A polynomial is packed into one long
 * binary polynomial with coefficient i at bit i * (2m - 1); a product of two
 * elements has fewer than 2m - 1 bits, so one carry-less product (gf2x.c)
 * yields every sum a_i * b_j of the polynomial product unreduced, side by
 * side. They are cut out, reduced modulo P (binary, so only XORs), and only
 * then modulo f.
 *
 * Inverse (the ring is the field GF(q^n), q = 2^m): Itoh-Tsujii,
 * a^-1 = a^(r-1) / a^r with r = 1 + q + ... + q^(n-1); a^r lies in GF(q).
 * The Frobenius map a -> a^q fixes GF(q) and sends X^i to X^(iq) mod P, a
 * binary matrix: a^(q + ... + q^k) is built along the bits of n - 1 with
 * about 2 log2(n) ring products. All data-dependent work is constant time;
 * the matrices depend only on public parameters. */
#include <string.h>

#include "ct.h"
#include "gf2x.h"
#include "ring.h"

const rollo_ring rollo_ring_inner = {ROLLO_N, ROLLO_PN_NTERMS, ROLLO_PN_TERMS};
const rollo_ring rollo_ring_outer = {ROLLO_ON, ROLLO_PON_NTERMS, ROLLO_PON_TERMS};

#define SPACING (2 * ROLLO_M - 1)
#define PACK_WORDS ROLLO_GF2X_MAX_WORDS

/* W ^= e << off (e has m bits). */
static void put_elt(uint64_t *W, unsigned off, const rollo_elt e)
{
    unsigned w = off / 64, sh = off % 64;
    W[w] ^= e[0] << sh;
    if (sh != 0) {
        W[w + 1] ^= (e[0] >> (64 - sh)) ^ (e[1] << sh);
        W[w + 2] ^= e[1] >> (64 - sh);
    } else {
        W[w + 1] ^= e[1];
    }
}

/* u = SPACING bits of W from bit off. */
static void get_ur(rollo_elt_ur u, const uint64_t *W, unsigned off)
{
    unsigned w = off / 64, sh = off % 64;
    for (unsigned t = 0; t < 4; t++) {
        u[t] = sh ? (W[w + t] >> sh) | (W[w + t + 1] << (64 - sh)) : W[w + t];
    }
    for (unsigned t = 0; t < 4; t++) {
        if (64 * t >= SPACING) {
            u[t] = 0;
        } else if (64 * t + 64 > SPACING) {
            u[t] &= ((uint64_t)1 << (SPACING - 64 * t)) - 1;
        }
    }
}

void rollo_ring_mul(const rollo_ring *R, rollo_poly o, rollo_poly a, rollo_poly b)
{
    uint64_t A[PACK_WORDS + 2], B[PACK_WORDS + 2], C[2 * PACK_WORDS + 6];
    rollo_elt_ur U[2 * ROLLO_ON - 1];
    unsigned n = R->n, words = (n * SPACING + 63) / 64;

    memset(A, 0, sizeof A);
    memset(B, 0, sizeof B);
    memset(C, 0, sizeof C);
    for (unsigned i = 0; i < n; i++) {
        put_elt(A, i * SPACING, a[i]);
        put_elt(B, i * SPACING, b[i]);
    }
    rollo_gf2x_mul(C, A, B, words);
    for (unsigned k = 0; k < 2 * n - 1; k++) get_ur(U[k], C, k * SPACING);
    /* X^k = X^(k-n) * (P - X^n) for k >= n, from the top down. */
    for (unsigned k = 2 * n - 2; k >= n; k--) {
        for (unsigned j = 0; j < R->nterms; j++) {
            for (unsigned t = 0; t < 4; t++) U[k - n + R->terms[j]][t] ^= U[k][t];
        }
    }
    for (unsigned i = 0; i < n; i++) rollo_gf_reduce(o[i], U[i]);
    for (unsigned i = n; i < ROLLO_ON; i++) o[i][0] = o[i][1] = 0;
    kpqc_memzero(A, sizeof A);
    kpqc_memzero(B, sizeof B);
    kpqc_memzero(C, sizeof C);
    kpqc_memzero(U, sizeof U);
}

void rollo_ring_fold_inner(rollo_poly o, rollo_poly a)
{
    static const unsigned terms[ROLLO_PN_NTERMS] = ROLLO_PN_TERMS;
    rollo_poly t;
    memcpy(t, a, sizeof t);
    for (unsigned k = ROLLO_ON - 1; k >= ROLLO_N; k--) {
        for (unsigned j = 0; j < ROLLO_PN_NTERMS; j++) {
            rollo_gf_add(t[k - ROLLO_N + terms[j]], t[k - ROLLO_N + terms[j]], t[k]);
        }
        t[k][0] = t[k][1] = 0;
    }
    memcpy(o, t, sizeof t);
    kpqc_memzero(t, sizeof t);
}

/* ---- Frobenius matrices (public) ---- */

/* Binary polynomials modulo P, n < 128: two words. */
typedef uint64_t bpoly[2];
typedef bpoly frob_matrix[ROLLO_ON]; /* row i: X^(i q^k) mod P */

static void bin_mulmod(const rollo_ring *R, bpoly o, const bpoly a, const bpoly b)
{
    uint64_t x[4] = {0, 0, 0, 0}, p[2];
    for (unsigned i = 0; i < 2; i++) {
        for (unsigned j = 0; j < 2; j++) {
            rollo_clmul64(p, a[i], b[j]);
            x[i + j] ^= p[0];
            x[i + j + 1] ^= p[1];
        }
    }
    for (unsigned d = 2 * R->n - 2; d >= R->n; d--) { /* public data */
        if ((x[d / 64] >> (d % 64)) & 1) {
            x[d / 64] ^= (uint64_t)1 << (d % 64);
            for (unsigned j = 0; j < R->nterms; j++) {
                unsigned e = d - R->n + R->terms[j];
                x[e / 64] ^= (uint64_t)1 << (e % 64);
            }
        }
    }
    o[0] = x[0];
    o[1] = x[1];
}

/* M[i] = X^(i q) mod P. */
static void frobenius(const rollo_ring *R, frob_matrix M)
{
    bpoly xq = {2, 0};
    for (unsigned s = 0; s < ROLLO_M; s++) bin_mulmod(R, xq, xq, xq);
    M[0][0] = 1;
    M[0][1] = 0;
    for (unsigned i = 1; i < R->n; i++) bin_mulmod(R, M[i], M[i - 1], xq);
}

/* o = sigma_a o sigma_b: X^i -> sigma_a(X^(i q^b)). */
static void compose(const rollo_ring *R, frob_matrix o, frob_matrix Ma, frob_matrix Mb)
{
    for (unsigned i = 0; i < R->n; i++) {
        bpoly r = {0, 0};
        for (unsigned j = 0; j < R->n; j++) {
            if ((Mb[i][j / 64] >> (j % 64)) & 1) {
                r[0] ^= Ma[j][0];
                r[1] ^= Ma[j][1];
            }
        }
        o[i][0] = r[0];
        o[i][1] = r[1];
    }
}

/* o = sigma(a) for the map of M: the branches follow M's public bits. */
static void apply(const rollo_ring *R, rollo_poly o, frob_matrix M, rollo_poly a)
{
    rollo_poly t;
    memset(t, 0, sizeof t);
    for (unsigned i = 0; i < R->n; i++) {
        for (unsigned j = 0; j < R->n; j++) {
            if ((M[i][j / 64] >> (j % 64)) & 1) rollo_gf_add(t[j], t[j], a[i]);
        }
    }
    memcpy(o, t, sizeof t);
    kpqc_memzero(t, sizeof t);
}

void rollo_ring_inv(const rollo_ring *R, rollo_poly o, rollo_poly a)
{
    frob_matrix M1, Mk, Mt;
    rollo_poly g, t;
    rollo_elt ninv;
    unsigned e = R->n - 1, top = 0, k = 1;

    while ((e >> (top + 1)) != 0) top++;
    frobenius(R, M1);
    memcpy(Mk, M1, sizeof Mk);
    apply(R, g, M1, a); /* g = a^q */
    for (int i = (int)top - 1; i >= 0; i--) {
        apply(R, t, Mk, g);
        rollo_ring_mul(R, g, g, t); /* g = a^(q + ... + q^(2k)) */
        compose(R, Mt, Mk, Mk);
        memcpy(Mk, Mt, sizeof Mk);
        k *= 2;
        if ((e >> i) & 1) {
            rollo_ring_mul(R, t, g, a);
            apply(R, g, M1, t); /* g = a^(q + ... + q^(k+1)) */
            compose(R, Mt, M1, Mk);
            memcpy(Mk, Mt, sizeof Mk);
            k++;
        }
    }
    (void)k;
    rollo_ring_mul(R, t, g, a); /* the norm a^r, in GF(q): t[0] */
    rollo_gf_inv(ninv, t[0]);
    for (unsigned i = 0; i < R->n; i++) rollo_gf_mul(o[i], g[i], ninv);
    for (unsigned i = R->n; i < ROLLO_ON; i++) o[i][0] = o[i][1] = 0;
    kpqc_memzero(g, sizeof g);
    kpqc_memzero(t, sizeof t);
    kpqc_memzero(ninv, sizeof ninv);
}

/* ---- strings ---- */

void rollo_vec_to_string(uint8_t *s, rollo_elt *v, unsigned k)
{
    const unsigned b1 = ROLLO_M / 8, b2 = ROLLO_M % 8;
    unsigned bit = 0;
    memset(s, 0, ROLLO_STR_BYTES(k));
    for (unsigned i = 0; i < k; i++) {
        for (unsigned j = 0; j < b1; j++) s[i * b1 + j] = (uint8_t)(v[i][j / 8] >> (8 * (j % 8)));
    }
    for (unsigned i = 0; i < k; i++) {
        for (unsigned j = 1; j <= b2; j++, bit++) {
            s[k * b1 + bit / 8] |= (uint8_t)(rollo_gf_bit(v[i], ROLLO_M - j) << (bit % 8));
        }
    }
}

void rollo_vec_from_string(rollo_elt *v, unsigned k, const uint8_t *s)
{
    const unsigned b1 = ROLLO_M / 8, b2 = ROLLO_M % 8;
    unsigned bit = 0;
    for (unsigned i = 0; i < k; i++) {
        v[i][0] = v[i][1] = 0;
        for (unsigned j = 0; j < b1; j++) v[i][j / 8] |= (uint64_t)s[i * b1 + j] << (8 * (j % 8));
    }
    for (unsigned i = 0; i < k; i++) {
        for (unsigned j = 1; j <= b2; j++, bit++) {
            uint64_t b = (s[k * b1 + bit / 8] >> (bit % 8)) & 1;
            v[i][(ROLLO_M - j) / 64] |= b << ((ROLLO_M - j) % 64);
        }
    }
}
