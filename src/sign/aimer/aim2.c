#include "aim2.h"
#include "ct.h"
#include "hash.h"
#include "linear.h"

/* Constants of the spec: c_l are consecutive 64-bit words of the fraction of
 * pi (128-bit sets from word 0, 192 from word 4, 256 from word 10), and the
 * exponents are (2^e_l - 1)^(-1) mod (2^k - 1). Words are little-endian. */
#if GF_BITS == 128
static const uint64_t aim2_c[AIMER_L][GF_WORDS] = {
    {0x13198a2e03707344u, 0x243f6a8885a308d3u},
    {0x082efa98ec4e6c89u, 0xa4093822299f31d0u},
};
static const uint64_t aim2_inv_exp[AIMER_L][GF_WORDS] = {
    {0x6b6b6d6dadadb5b5u, 0xb6b6d6d6dadb5b5bu},
    {0x6d6db6d6db6b6db5u, 0xb6db5b6dadb6dadbu},
};
static const unsigned aim2_e_in[AIMER_L] = {49, 91};
#elif GF_BITS == 192
static const uint64_t aim2_c[AIMER_L][GF_WORDS] = {
    {0xc0ac29b7c97c50ddu, 0xbe5466cf34e90c6cu, 0x452821e638d01377u},
    {0xd1310ba698dfb5acu, 0x9216d5d98979fb1bu, 0x3f84d5b5b5470917u},
};
static const uint64_t aim2_inv_exp[AIMER_L][GF_WORDS] = {
    {0xd6ad6b56b5ab5ad5u, 0x6ad6b56b5ab5ad5au, 0xad6b56b5ab5ad5adu},
    {0x7776eeeeeeeeeeedu, 0xbbbbbbbb77777777u, 0xddddddddddddbbbbu},
};
static const unsigned aim2_e_in[AIMER_L] = {17, 47};
#else
static const uint64_t aim2_c[AIMER_L][GF_WORDS] = {
    {0x24a19947b3916cf7u, 0xba7c9045f12c7f99u, 0xb8e1afed6a267e96u, 0x2ffd72dbd01adfb7u},
    {0x0d95748f728eb658u, 0xa458fea3f4933d7eu, 0x636920d871574e69u, 0x0801f2e2858efc16u},
    {0xc5d1b023286085f0u, 0x9c30d5392af26013u, 0x7b54a41dc25a59b5u, 0x718bcd5882154aeeu},
};
static const uint64_t aim2_inv_exp[AIMER_L][GF_WORDS] = {
    {0xdadb5b6b6d6dadb5u, 0x6b6d6dadb5b6b6d6u, 0xadb5b6b6d6dadb5bu, 0xb6d6dadb5b6b6d6du},
    {0x1112224444889111u, 0x8891112224444889u, 0x4448889112222444u, 0x2224448889112222u},
    {0xeddbb76eddbb76edu, 0x76eddbb76eddbb76u, 0xbb76eddbb76eddbbu, 0xddbb76eddbb76eddu},
};
static const unsigned aim2_e_in[AIMER_L] = {11, 141, 7};
#endif

/* A_l = L_l U_l from SHAKE(iv) (linear.c), then b. */
void aim2_affine_from_iv(aim2_affine *aff, const uint8_t iv[AIMER_IV])
{
    aimer_hash h;

    aimer_iv_hash(&h, iv);
    for (unsigned l = 0; l < AIMER_L; l++) aimer_random_matrix(aff->a[l], &h);
    hash_squeeze_words(&h, aff->b, GF_WORDS);
    hash_wipe(&h);
}

/* r = a * x */
static void gf_mul_by_x(gf r, const gf a)
{
    const uint64_t carry = (uint64_t)0 - (a[GF_WORDS - 1] >> 63);
    for (unsigned w = GF_WORDS - 1; w > 0; w--) r[w] = (a[w] << 1) | (a[w - 1] >> 63);
    r[0] = (a[0] << 1) ^
           (carry & (1u | ((uint64_t)1 << GF_TAP1) | ((uint64_t)1 << GF_TAP2) |
                     ((uint64_t)1 << GF_TAP3)));
}

/* Column j is (x^j)^(2^e) + c x^j = g^j + c x^j with g = x^(2^e). The
 * powers of g come from four chains, g^(j + 4) = g^j g^4: one chain of
 * GF_BITS dependent products waited on each product's latency. */
_Static_assert(GF_BITS % 4 == 0, "columns come in fours");
void aim2_relation_columns(gf cols[GF_BITS], unsigned e, const gf c)
{
    gf g, g4, pw[4], cx;

    gf_set_zero(g);
    g[0] = 2;
    for (unsigned i = 0; i < e; i++) gf_sqr(g, g);
    gf_set_zero(pw[0]);
    pw[0][0] = 1;
    gf_copy(pw[1], g);
    gf_sqr(pw[2], g);
    gf_mul(pw[3], pw[2], g);
    gf_sqr(g4, pw[2]);
    gf_copy(cx, c);
    for (unsigned j = 0; j < GF_BITS; j += 4) {
        for (unsigned k = 0; k < 4; k++) {
            gf_add(cols[j + k], pw[k], cx);
            gf_mul_by_x(cx, cx);
        }
        if (j + 4 < GF_BITS) {
            for (unsigned k = 0; k < 4; k++) gf_mul(pw[k], pw[k], g4);
        }
    }
}

void aim2_input_relations(gf s[AIMER_L][GF_BITS])
{
    for (unsigned l = 0; l < AIMER_L; l++) aim2_relation_columns(s[l], aim2_e_in[l], aim2_c[l]);
}

void aim2_sbox_outputs(gf t[AIMER_L], const gf pt)
{
    for (unsigned l = 0; l < AIMER_L; l++) {
        gf_add(t[l], pt, aim2_c[l]);
        gf_pow_public(t[l], t[l], aim2_inv_exp[l]);
    }
}

/* Key generation evaluates AIM2 once: it applies U_l then L_l directly
 * instead of forming their product. */
void aim2_eval(uint8_t ct[GF_BYTES], const uint8_t pt[GF_BYTES], const uint8_t iv[AIMER_IV])
{
    static const uint64_t mersenne[GF_WORDS] = {((uint64_t)1 << AIM2_E_OUT) - 1};
    gf lower[GF_BITS], upper[GF_BITS];
    gf p, t[AIMER_L], x, y;
    aimer_hash h;

    gf_from_bytes(p, pt);
    aim2_sbox_outputs(t, p);
    aimer_iv_hash(&h, iv);
    gf_set_zero(x);
    for (unsigned l = 0; l < AIMER_L; l++) {
        aimer_triangular_rows(lower, upper, &h);
        gf_linmap(y, t[l], (const gf *)upper);
        gf_linmap(y, y, (const gf *)lower);
        gf_add(x, x, y);
    }
    hash_squeeze_words(&h, y, GF_WORDS); /* b */
    gf_add(x, x, y);
    gf_pow_public(x, x, mersenne);
    gf_add(x, x, p);
    gf_to_bytes(ct, x);

    hash_wipe(&h);
    kpqc_memzero(p, sizeof p);
    kpqc_memzero(t, sizeof t);
    kpqc_memzero(x, sizeof x);
    kpqc_memzero(y, sizeof y);
}
