#include "linear.h"

/* Row j of L and U is one squeezed block with the diagonal bit forced to 1;
 * L keeps the bits at and above j, U those at and below. */
void aimer_triangular_rows(gf lower[GF_BITS], gf upper[GF_BITS], aimer_hash *h)
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

void aimer_iv_hash(aimer_hash *h, const uint8_t iv[AIMER_IV])
{
    hash_init(h);
    hash_update(h, iv, AIMER_IV);
    hash_final(h);
}

/* A(x^j) = L(U(x^j)): the signer and verifier apply A once per party, so A
 * is formed once. Row j of A is L applied to row j of U, by the
 * "method of four Russians": for each 4-bit piece of a U row, the sums of
 * the four rows of L it selects are looked up in a table of 16. The tables
 * are indexed by bits of U, which comes from iv: public (the caller
 * declassifies it, mpc_statement_init), never a secret. One word of U rows
 * (16 tables) at a time keeps the tables small. */
void aimer_random_matrix(gf a[GF_BITS], aimer_hash *h)
{
    static const uint8_t lowest_bit[16] = {0, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0};
    gf lower[GF_BITS], upper[GF_BITS], table[16][16];

    aimer_triangular_rows(lower, upper, h);
#if KPQC_BACKEND_AVX2
    (void)lowest_bit;
    (void)table;
    aimer_avx2_mul_lu(a, lower, upper);
    return;
#endif
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
