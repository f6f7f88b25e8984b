/* Key generation's public matrices, AVX2 (api.h): keygen.c's public_key
 * with every product made by t1_madd.c, one secret element of T1 against
 * whole rows, the sums of eight outputs in registers.
 *
 *   P1 = Upper(F1), P2 = (F1 + F1^T) T1 + F2, P3 = Upper(T1^T Z), Z = F1 T1 + F2
 *
 * T1's nibble tables are made once, in the F2 part of sk (F2 is first copied
 * into the P2 slots of pk, and the caller draws it again afterwards). The
 * P2 slots of pk first hold Z. P3 is made in tiles of a few columns b of
 * the O x O blocks Z_j (M[a][b] = sum_j T1[j][a] Z_j[b], a 32 KiB tile of M
 * on the stack) folded into the triangle; then the slots receive the rest of
 * P2. For LR, F1^(k) = the lines L read cyclically (keygen.c): F1 T1 is the
 * V x O matrix G = L^T T1 shifted, and (F1^(k)^T T1)[i][c] =
 * sum_m T1[m][c] L[i][(m + k) mod V], a product of T1 with windows of row i
 * of L repeated. */
#include <stdint.h>
#include <string.h>

#include "api.h"
#include "ct.h"

#define P_AT(pk, i, j) ((pk) + MQS_TRI_AT(i, j, MQS_N))
#define ROUND32(x) (((x) + 31) & ~(size_t)31)
#define P3_TILE_B (32768 / (MQS_O * MQS_O)) /* columns b of M per tile */

/* P3 = Upper(T1^T Z), Z_j in the P2 slots of pk. Rows of Z are read a
 * little past a tile (t1_madd's rounding): inside pk, the last into P3,
 * which is cleared first. */
static void public_p3(uint8_t *pk, const uint8_t *tab)
{
    uint8_t m[MQS_O][P3_TILE_B * MQS_O];
    const uint8_t *zr[MQS_V];

    memset(P_AT(pk, MQS_V, MQS_V), 0, (size_t)MQS_O * MQS_TRI(MQS_O));
    for (size_t b0 = 0; b0 < MQS_O; b0 += P3_TILE_B) {
        size_t bt = MQS_O - b0 < P3_TILE_B ? MQS_O - b0 : P3_TILE_B;
        for (size_t j = 0; j < MQS_V; j++) zr[j] = P_AT(pk, j, MQS_V) + b0 * MQS_O;
        mqs_t1_madd_avx2(m[0], sizeof m[0], tab, MQS_O, zr, MQS_V, bt * MQS_O, 0);
        for (size_t a = 0; a < MQS_O; a++) {
            for (size_t b = b0; b < b0 + bt; b++) {
                size_t lo = a < b ? a : b, hi = a < b ? b : a;
                uint8_t *e = P_AT(pk, MQS_V + lo, MQS_V + hi);
                const uint8_t *s = m[a] + (b - b0) * MQS_O;
                for (size_t k = 0; k < MQS_O; k++) e[k] ^= s[k];
            }
        }
    }
    kpqc_memzero(m, sizeof m);
}

#if !MQS_RR
/* lrep[i] = L[i][0..V) || L[i][0..O) || zeros: the window at m is
 * L[i][(m + k) mod V], k < O. */
#define LREP_BYTES (MQS_V + ROUND32(MQS_O))

static void public_lr(uint8_t *pk, const uint8_t *sk, const uint8_t *tab)
{
    const uint8_t *lines = sk + MQS_SK_F1;
    uint8_t lrep[MQS_V][LREP_BYTES];
    uint8_t g[MQS_O][MQS_V + MQS_O]; /* column b of G, repeated cyclically */
    const uint8_t *rows[MQS_V];

    for (size_t i = 0; i < MQS_V; i++) {
        memcpy(lrep[i], lines + i * MQS_V, MQS_V);
        memcpy(lrep[i] + MQS_V, lines + i * MQS_V, MQS_O);
        memset(lrep[i] + MQS_V + MQS_O, 0, LREP_BYTES - MQS_V - MQS_O);
    }
    /* G[x][b] = sum_l L[l][x] T1[l][b]; rows of L are read in sk up to
     * ROUND32(V) bytes (the last into the tables). */
    for (size_t l = 0; l < MQS_V; l++) rows[l] = lines + l * MQS_V;
    mqs_t1_madd_avx2(g[0], sizeof g[0], tab, MQS_O, rows, MQS_V, MQS_V, 0);
    for (size_t b = 0; b < MQS_O; b++) memcpy(g[b] + MQS_V, g[b], MQS_O);
    /* Z_j[b][k] = G[(j + k) mod V][b] + F2_j[b][k], in the P2 slots. */
    for (size_t j = 0; j < MQS_V; j++) {
        uint8_t *z = P_AT(pk, j, MQS_V);
        for (size_t b = 0; b < MQS_O; b++) {
            for (size_t k = 0; k < MQS_O; k++) z[b * MQS_O + k] ^= g[b][j + k];
        }
    }
    public_p3(pk, tab);
    /* P2 = Z + F1^T T1. */
    for (size_t i = 0; i < MQS_V; i++) {
        for (size_t m = 0; m < MQS_V; m++) rows[m] = lrep[i] + m;
        mqs_t1_madd_avx2(P_AT(pk, i, MQS_V), MQS_O, tab, MQS_O, rows, MQS_V, MQS_O, 1);
    }
    /* P1 = Upper(F1): entry (i, j) is L[j][(i + k) mod V] + L[i][(j + k) mod V]. */
    for (size_t i = 0; i < MQS_V; i++) {
        uint8_t *e = P_AT(pk, i, i);
        memcpy(e, lrep[i] + i, MQS_O);
        for (size_t j = i + 1; j < MQS_V; j++) {
            e = P_AT(pk, i, j);
            for (size_t k = 0; k < MQS_O; k++) e[k] = lrep[j][i + k] ^ lrep[i][j + k];
        }
    }
    kpqc_memzero(lrep, sizeof lrep);
    kpqc_memzero(g, sizeof g);
}
#else
/* F1 is the upper triangle (entry (i, l), i <= l) in sk; its rows are read
 * up to ROUND32(O) bytes, inside sk (the last into the tables). */
static void public_rr(uint8_t *pk, const uint8_t *sk, const uint8_t *tab)
{
    const uint8_t *f1 = sk + MQS_SK_F1;
    const uint8_t *rows[MQS_V];

    /* Z_i[c] = F2_i[c] + sum_{l >= i} T1[l][c] F1[i][l], in the P2 slots. */
    for (size_t i = 0; i < MQS_V; i++) {
        uint8_t *z = P_AT(pk, i, MQS_V);
        for (size_t l = i; l < MQS_V; l++) rows[l - i] = f1 + MQS_TRI_AT(i, l, MQS_V);
        mqs_t1_madd_avx2(z, MQS_O, tab + MQS_T1_TAB_AT(i, 0), MQS_O, rows, MQS_V - i, MQS_O, 1);
    }
    public_p3(pk, tab);
    /* P2 = Z + sum_{l <= i} T1[l][c] F1[l][i]. */
    for (size_t i = 0; i < MQS_V; i++) {
        for (size_t l = 0; l <= i; l++) rows[l] = f1 + MQS_TRI_AT(l, i, MQS_V);
        mqs_t1_madd_avx2(P_AT(pk, i, MQS_V), MQS_O, tab, MQS_O, rows, i + 1, MQS_O, 1);
    }
    /* P1 = F1 (already upper triangular). */
    for (size_t i = 0; i < MQS_V; i++) {
        memcpy(P_AT(pk, i, i), f1 + MQS_TRI_AT(i, i, MQS_V), (size_t)MQS_O * (MQS_V - i));
    }
}
#endif

/* The tables take V * O * 32 bytes of the V * O * O of F2 in sk (O >= 46),
 * from its first 64-byte boundary on (no entry straddles a cache line),
 * once F2 is copied into the P2 slots. */
void mqs_public_key_avx2(uint8_t *pk, uint8_t *sk)
{
    uint8_t *f2 = sk + MQS_SK_F2;
    uint8_t *tab = f2 + ((64 - (uintptr_t)f2 % 64) % 64);

    for (size_t j = 0; j < MQS_V; j++) {
        memcpy(P_AT(pk, j, MQS_V), f2 + j * MQS_O * MQS_O, (size_t)MQS_O * MQS_O);
    }
    mqs_t1_tables_avx2(tab, sk);
#if MQS_RR
    public_rr(pk, sk, tab);
#else
    public_lr(pk, sk, tab);
#endif
}
