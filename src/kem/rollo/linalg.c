/* Constant-time Gaussian elimination and support recovery.
 *
 * rollo_gauss follows RBC's rbc_vec_gauss step by step: for each bit
 * position from m - 1 down to 0 the current pivot row (row = rank so far)
 * absorbs every lower row whose sum with it has the bit set, then the bit is
 * cleared in every other row. No swaps. The pivot row index is secret, so
 * it is read and written by masked scans of all rows. */
#include <string.h>

#include "ct.h"
#include "linalg.h"

#define MAX_ROWS (4 * ROLLO_R > ROLLO_ON ? 4 * ROLLO_R : ROLLO_ON)

uint32_t rollo_gauss(rollo_elt *v, unsigned size, rollo_elt *other)
{
    uint32_t dim = 0;
    for (unsigned c = 0; c < ROLLO_M; c++) {
        unsigned col = ROLLO_M - 1 - c;
        uint32_t row = kpqc_ct_select_u32(kpqc_ct_mask_lt_u32(dim, size - 1), dim, size - 1);
        rollo_elt P = {0, 0}, Q = {0, 0};
        for (unsigned j = 0; j < size; j++) {
            uint64_t mj = kpqc_ct_mask_widen_u64(kpqc_ct_mask_eq_u32(j, row));
            P[0] ^= v[j][0] & mj;
            P[1] ^= v[j][1] & mj;
            if (other) {
                Q[0] ^= other[j][0] & mj;
                Q[1] ^= other[j][1] & mj;
            }
        }
        for (unsigned j = 0; j < size; j++) {
            uint64_t below = kpqc_ct_mask_widen_u64(kpqc_ct_mask_lt_u32(row, j));
            uint64_t mk = ((uint64_t)0 - (((P[col / 64] ^ v[j][col / 64]) >> (col % 64)) & 1)) & below;
            P[0] ^= v[j][0] & mk;
            P[1] ^= v[j][1] & mk;
            if (other) {
                Q[0] ^= other[j][0] & mk;
                Q[1] ^= other[j][1] & mk;
            }
        }
        uint64_t full = kpqc_ct_mask_widen_u64(~kpqc_ct_mask_lt_u32(dim, size));
        for (unsigned j = 0; j < size; j++) {
            uint64_t mj = kpqc_ct_mask_widen_u64(kpqc_ct_mask_eq_u32(j, row));
            v[j][0] = (v[j][0] & ~mj) | (P[0] & mj);
            v[j][1] = (v[j][1] & ~mj) | (P[1] & mj);
            if (other) {
                other[j][0] = (other[j][0] & ~mj) | (Q[0] & mj);
                other[j][1] = (other[j][1] & ~mj) | (Q[1] & mj);
            }
            uint64_t mk = ((uint64_t)0 - ((v[j][col / 64] >> (col % 64)) & 1)) & ~mj & ~full;
            v[j][0] ^= P[0] & mk;
            v[j][1] ^= P[1] & mk;
            if (other) {
                other[j][0] ^= Q[0] & mk;
                other[j][1] ^= Q[1] & mk;
            }
        }
        dim += (uint32_t)((P[col / 64] >> (col % 64)) & 1);
    }
    return kpqc_ct_select_u32(kpqc_ct_mask_lt_u32(dim, size), dim, size);
}

uint32_t rollo_rank(rollo_elt *v, unsigned size)
{
    rollo_elt t[MAX_ROWS];
    memcpy(t, v, size * sizeof(rollo_elt));
    uint32_t r = rollo_gauss(t, size, NULL);
    kpqc_memzero(t, sizeof t);
    return r;
}

/* RBC's rbc_vspace_intersection for two spaces of sz generators each:
 * eliminate [vs1; vs2] while [vs1; 0] follows, the rows past the rank give
 * the intersection; RBC drops as many of them as there are zero rows among
 * them, from the end. o has 2 sz rows. */
static uint32_t intersect(rollo_elt *o, rollo_elt *vs1, rollo_elt *vs2, unsigned sz)
{
    rollo_elt ds[4 * ROLLO_R], res[4 * ROLLO_R];
    memcpy(ds, vs1, sz * sizeof(rollo_elt));
    memcpy(ds + sz, vs2, sz * sizeof(rollo_elt));
    memcpy(res, vs1, sz * sizeof(rollo_elt));
    memset(res + sz, 0, sz * sizeof(rollo_elt));
    uint32_t dim = rollo_gauss(ds, 2 * sz, res), zeros = 0;
    uint32_t inter = 2 * sz - dim;
    for (unsigned i = 0; i < 2 * sz; i++) {
        uint32_t past = ~kpqc_ct_mask_lt_u32(i, dim);
        zeros += past & (uint32_t)rollo_gf_zero_mask(res[i]) & 1;
    }
    inter -= zeros;
    for (unsigned i = 0; i < 2 * sz; i++) {
        rollo_elt x = {0, 0};
        uint64_t live = kpqc_ct_mask_widen_u64(kpqc_ct_mask_lt_u32(i, inter));
        for (unsigned j = 0; j < 2 * sz; j++) {
            uint64_t mj = kpqc_ct_mask_widen_u64(kpqc_ct_mask_eq_u32(j, dim + i)) & live;
            x[0] ^= res[j][0] & mj;
            x[1] ^= res[j][1] & mj;
        }
        o[i][0] = x[0];
        o[i][1] = x[1];
    }
    kpqc_memzero(ds, sizeof ds);
    kpqc_memzero(res, sizeof res);
    return inter;
}

uint32_t rollo_rsr(rollo_elt E[ROLLO_R], rollo_elt F[ROLLO_D], rollo_elt *ec,
                   unsigned n)
{
    const unsigned sz = ROLLO_R * ROLLO_D;
    rollo_elt S[ROLLO_ON], Si[ROLLO_D][2 * ROLLO_R], I[4 * ROLLO_R], finv;
    memcpy(S, ec, n * sizeof(rollo_elt));
    rollo_gauss(S, n, NULL); /* S = <ec_1, ..., ec_n>, its first R d rows kept */
    for (unsigned i = 0; i < ROLLO_D; i++) {
        rollo_gf_inv(finv, F[i]);
        for (unsigned j = 0; j < sz; j++) rollo_gf_mul(Si[i][j], S[j], finv); /* F_i^-1 S */
    }
    intersect(I, Si[0], Si[1], sz);
    uint32_t dim = rollo_gauss(I, sz, NULL);
    memcpy(E, I, ROLLO_R * sizeof(rollo_elt));
    kpqc_memzero(S, sizeof S);
    kpqc_memzero(Si, sizeof Si);
    kpqc_memzero(I, sizeof I);
    kpqc_memzero(finv, sizeof finv);
    return dim;
}
