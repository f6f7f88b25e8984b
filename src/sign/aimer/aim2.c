#include "aim2.h"
#include "ct.h"
#include "hash.h"

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

/* Rows of the random triangular matrices (spec "Generating L and U"): row j
 * of L_l and U_l is one SHAKE(iv) output block with the diagonal bit forced
 * to 1; L_l keeps the bits at and above j, U_l those at and below. The row of
 * index j is the image of x^j. */
static void triangular_rows(gf lower[GF_BITS], gf upper[GF_BITS], aimer_hash *h)
{
    for (unsigned j = 0; j < GF_BITS; j++) hash_squeeze_words(h, lower[j], GF_WORDS);
    for (unsigned j = 0; j < GF_BITS; j++) {
        const unsigned wj = j / 64;
        const uint64_t bit = (uint64_t)1 << (j % 64);
        for (unsigned w = 0; w < GF_WORDS; w++) {
            const uint64_t v = lower[j][w];
            if (w < wj) {
                upper[j][w] = v;
                lower[j][w] = 0;
            } else if (w == wj) {
                upper[j][w] = (v & (bit - 1)) | bit;
                lower[j][w] = (v & ~(bit - 1)) | bit;
            } else {
                upper[j][w] = 0;
            }
        }
    }
}

static void iv_hash(aimer_hash *h, const uint8_t iv[AIMER_IV])
{
    hash_init(h);
    hash_update(h, iv, AIMER_IV);
    hash_final(h);
}

/* A_l(x^j) = L_l(U_l(x^j)): the signer and verifier apply A_l once per party,
 * so A_l is formed once. Row j of A_l is L_l applied to row j of U_l, by the
 * "method of four Russians": for each 4-bit piece of a U_l row, the sums of
 * the four rows of L_l it selects are looked up in a table of 16. The tables
 * are indexed by bits of U_l, which comes from iv: public (the caller
 * declassifies it, mpc_statement_init), never a secret. One word of U_l rows
 * (16 tables) at a time keeps the tables small. */
void aim2_affine_from_iv(aim2_affine *aff, const uint8_t iv[AIMER_IV])
{
    static const uint8_t lowest_bit[16] = {0, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0};
    aimer_hash h;
    gf lower[GF_BITS], upper[GF_BITS], table[16][16];

    iv_hash(&h, iv);
    for (unsigned l = 0; l < AIMER_L; l++) {
        gf *a = aff->a[l];
        triangular_rows(lower, upper, &h);
        for (unsigned j = 0; j < GF_BITS; j++) gf_set_zero(a[j]);
        for (unsigned w = 0; w < GF_WORDS; w++) {
            for (unsigned c = 0; c < 16; c++) {
                gf *rows = &lower[64 * w + 4 * c];
                gf_set_zero(table[c][0]);
                for (unsigned n = 1; n < 16; n++) {
                    gf_add(table[c][n], table[c][n & (n - 1)], rows[lowest_bit[n]]);
                }
            }
            for (unsigned j = 0; j < GF_BITS; j++) {
                const uint64_t u = upper[j][w];
                for (unsigned c = 0; c < 16; c++) gf_add(a[j], a[j], table[c][(u >> (4 * c)) & 15]);
            }
        }
    }
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

/* Column j is (x^j)^(2^e) + c x^j = g^j + c x^j with g = x^(2^e). */
void aim2_input_relations(gf s[AIMER_L][GF_BITS])
{
    for (unsigned l = 0; l < AIMER_L; l++) {
        gf g, frob, cx;
        gf_set_zero(g);
        g[0] = 2;
        for (unsigned i = 0; i < aim2_e_in[l]; i++) gf_sqr(g, g);
        gf_set_zero(frob);
        frob[0] = 1;
        gf_copy(cx, aim2_c[l]);
        for (unsigned j = 0; j < GF_BITS; j++) {
            gf_add(s[l][j], frob, cx);
            gf_mul(frob, frob, g);
            gf_mul_by_x(cx, cx);
        }
    }
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
    iv_hash(&h, iv);
    gf_set_zero(x);
    for (unsigned l = 0; l < AIMER_L; l++) {
        triangular_rows(lower, upper, &h);
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
