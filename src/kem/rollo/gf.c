/* Arithmetic in GF(2^m): the product of two elements is reduced modulo the
 * trinomial or pentanomial f (params.h) by folding the bits above Y^m down
 * twice: after the first fold at most m - 2 + 9 bits remain, after the
 * second fewer than m. Constant time. */
#include "gf.h"
#include "gf2x.h"

static const unsigned f_terms[ROLLO_F_NTERMS] = ROLLO_F_TERMS;

/* x (4 words) >> s for 0 < s < 256, s public. */
static void shr4(uint64_t o[4], const uint64_t x[4], unsigned s)
{
    unsigned w = s / 64, b = s % 64;
    for (unsigned i = 0; i < 4; i++) {
        uint64_t lo = i + w < 4 ? x[i + w] : 0, hi = i + w + 1 < 4 ? x[i + w + 1] : 0;
        o[i] = b ? (lo >> b) | (hi << (64 - b)) : lo;
    }
}

/* x ^= h << s (4 words), h has at most 2 nonzero words, s < 64. */
static void xor_shl(uint64_t x[4], const uint64_t h[4], unsigned s)
{
    for (unsigned i = 0; i < 4; i++) {
        uint64_t v = h[i] << s;
        if (s != 0 && i > 0) v |= h[i - 1] >> (64 - s);
        x[i] ^= v;
    }
}

void rollo_gf_reduce(rollo_elt o, const rollo_elt_ur a)
{
    uint64_t x[4] = {a[0], a[1], a[2], a[3]}, h[4];
    const uint64_t top = ((uint64_t)1 << (ROLLO_M - 64)) - 1;
    for (int round = 0; round < 2; round++) {
        shr4(h, x, ROLLO_M);
        x[1] &= top;
        x[2] = x[3] = 0;
        for (unsigned t = 0; t < ROLLO_F_NTERMS; t++) xor_shl(x, h, f_terms[t]);
    }
    o[0] = x[0];
    o[1] = x[1];
}

void rollo_gf_mul_acc(rollo_elt_ur u, const rollo_elt a, const rollo_elt b)
{
    uint64_t p0[2], p1[2], p2[2];
    rollo_clmul64(p0, a[0], b[0]);
    rollo_clmul64(p2, a[1], b[1]);
    rollo_clmul64(p1, a[0] ^ a[1], b[0] ^ b[1]);
    p1[0] ^= p0[0] ^ p2[0];
    p1[1] ^= p0[1] ^ p2[1];
    u[0] ^= p0[0];
    u[1] ^= p0[1] ^ p1[0];
    u[2] ^= p2[0] ^ p1[1];
    u[3] ^= p2[1];
}

void rollo_gf_mul(rollo_elt o, const rollo_elt a, const rollo_elt b)
{
    rollo_elt_ur u = {0, 0, 0, 0};
    rollo_gf_mul_acc(u, a, b);
    rollo_gf_reduce(o, u);
}

/* a^(2^m - 2) = (a^(2^(m-1) - 1))^2, with b_k = a^(2^k - 1):
 * b_{j+k} = b_j^(2^k) * b_k (Itoh-Tsujii), along the bits of m - 1. */
void rollo_gf_inv(rollo_elt o, const rollo_elt a)
{
    rollo_elt b, t;
    unsigned k = 1, e = ROLLO_M - 1, top = 0;
    while ((e >> (top + 1)) != 0) top++;
    b[0] = a[0];
    b[1] = a[1];
    for (int i = (int)top - 1; i >= 0; i--) {
        t[0] = b[0];
        t[1] = b[1];
        for (unsigned s = 0; s < k; s++) rollo_gf_mul(t, t, t);
        rollo_gf_mul(b, t, b); /* b_{2k} */
        k *= 2;
        if ((e >> i) & 1) {
            rollo_gf_mul(b, b, b);
            rollo_gf_mul(b, b, a); /* b_{k+1} */
            k++;
        }
    }
    rollo_gf_mul(o, b, b);
}
