/* Key generation (spec 2.2 and Algorithm 1).
 *
 * T = [[I, T1], [0, I]] with T1 a V x O matrix; F^(k) has a vinegar x vinegar
 * block F1^(k) and a vinegar x oil block F2^(k). The public matrices are
 *   P1 = Upper(F1), P2 = (F1 + F1^T) T1 + F2, P3 = Upper(T1^T (F1 T1 + F2)),
 * where Upper folds a square matrix onto its upper triangle (M_ij + M_ji above
 * the diagonal). Everything is computed straight into the caller's pk buffer:
 * the P2 slots first hold Z = F1 T1 + F2, from which P3 is formed, and then
 * receive the rest of P2. */
#include <string.h>

#include "ct.h"
#include "hash.h"
#include "keygen.h"
#include "matvec.h"
#include "params.h"
#if KPQC_BACKEND_AVX2
#include "native/x86_64/api.h"
#endif

#define P_AT(pk, i, j) ((pk) + MQS_TRI_AT(i, j, MQS_N))
#define T_COL(sk, c) ((sk) + MQS_SK_T + (size_t)(c) * MQS_V) /* T1[., c] */

/* sk = seed || T1 || F1 || F2 drawn from the seed's generator, in this
 * order; *f2 (if not NULL) gets the generator as it was before F2. */
static void expand_secret(uint8_t *sk, const uint8_t seed[MQS_SEED_BYTES], kpqc_ctr_drbg *f2)
{
    kpqc_ctr_drbg d;

    memcpy(sk, seed, MQS_SEED_BYTES);
    KPQC_NS(mqs_prng_init)(&d, seed, MQS_SEED_BYTES);
    kpqc_ctr_drbg_generate(&d, sk + MQS_SK_T, MQS_T_BYTES);
    kpqc_ctr_drbg_generate(&d, sk + MQS_SK_F1, MQS_F1_BYTES);
    if (f2 != NULL) *f2 = d;
    kpqc_ctr_drbg_generate(&d, sk + MQS_SK_F2, MQS_F2_BYTES);
    kpqc_ctr_drbg_wipe(&d);
}

#if !KPQC_BACKEND_AVX2
/* P3 = Upper(T1^T Z), Z_j (O x O, [b][k]) in the P2 slot of row j. Row a of
 * T1^T Z is folded into the triangle as soon as it is known. */
static void public_p3(uint8_t *pk, const uint8_t *sk)
{
    const uint8_t *zrows[MQS_V];
    uint8_t m[MQS_O * MQS_O];

    for (unsigned j = 0; j < MQS_V; j++) zrows[j] = P_AT(pk, j, MQS_V);
    memset(P_AT(pk, MQS_V, MQS_V), 0, MQS_O * MQS_TRI(MQS_O));
    for (unsigned a = 0; a < MQS_O; a++) {
        KPQC_NS(mqs_matvec)(m, zrows, T_COL(sk, a), MQS_V, sizeof m, 0);
        for (unsigned b = 0; b < MQS_O; b++) {
            unsigned lo = a < b ? a : b, hi = a < b ? b : a;
            uint8_t *e = P_AT(pk, MQS_V + lo, MQS_V + hi);
            for (unsigned k = 0; k < MQS_O; k++) e[k] ^= m[b * MQS_O + k];
        }
    }
    kpqc_memzero(m, sizeof m);
}

#if !MQS_RR
/* MQ-Sign-LR: F1^(k)[i][j] = L[j][(i + k) mod V] with L the V x V matrix of
 * line coefficients (spec 2.2: F_V^(k) = sum_i x_{i+k} L_i, a circulant
 * product). Hence F1^(k) T1 = rows of G = L^T T1 shifted by k. */
static void public_key(uint8_t *pk, const uint8_t *sk)
{
    const uint8_t *lines = sk + MQS_SK_F1, *f2 = sk + MQS_SK_F2;
    uint8_t g[MQS_O][MQS_V + MQS_O]; /* column b of G, repeated cyclically */
    uint8_t u[MQS_O][MQS_V + MQS_O]; /* column c of T1, reversed and repeated */
    mqs_masks mask[MQS_V];
    const uint8_t *rows[MQS_V];

    for (unsigned b = 0; b < MQS_O; b++) {
        KPQC_NS(mqs_matvec_strided)(g[b], lines, MQS_V, T_COL(sk, b), MQS_V, MQS_V, 0);
        memcpy(g[b] + MQS_V, g[b], MQS_O);
    }
    /* Z_j[b][k] = G[(j + k) mod V][b] + F2_j[b][k], into the P2 slots. */
    for (unsigned j = 0; j < MQS_V; j++) {
        uint8_t *z = P_AT(pk, j, MQS_V);
        memcpy(z, f2 + (size_t)j * MQS_O * MQS_O, MQS_O * MQS_O);
        for (unsigned b = 0; b < MQS_O; b++) {
            for (unsigned k = 0; k < MQS_O; k++) z[b * MQS_O + k] ^= g[b][j + k];
        }
    }
    public_p3(pk, sk);
    /* P2 = Z + F1^T T1: (F1^(k)^T T1)[i][c] = sum_l L[i][l] T1[(l - k) mod V][c],
     * and T1[(l - k) mod V][c] = u[c][V - l + k] with u[c][m] = T1[(V - m) mod V][c]. */
    for (unsigned c = 0; c < MQS_O; c++) {
        const uint8_t *t = T_COL(sk, c);
        for (unsigned m = 0; m < MQS_V + MQS_O; m++) u[c][m] = t[(MQS_V - m % MQS_V) % MQS_V];
    }
    for (unsigned i = 0; i < MQS_V; i++) {
        KPQC_NS(mqs_masks_of)(mask, lines + (size_t)i * MQS_V, MQS_V);
        for (unsigned c = 0; c < MQS_O; c++) {
            for (unsigned l = 0; l < MQS_V; l++) rows[l] = u[c] + MQS_V - l;
            KPQC_NS(mqs_matvec_masked)(P_AT(pk, i, MQS_V + c), rows, (const mqs_masks *)mask,
                                       MQS_V, MQS_O, 1);
        }
    }
    /* P1 = Upper(F1). */
    for (unsigned i = 0; i < MQS_V; i++) {
        for (unsigned j = i; j < MQS_V; j++) {
            uint8_t *e = P_AT(pk, i, j);
            for (unsigned k = 0; k < MQS_O; k++) {
                uint8_t v = lines[(size_t)j * MQS_V + (i + k) % MQS_V];
                if (j != i) v ^= lines[(size_t)i * MQS_V + (j + k) % MQS_V];
                e[k] = v;
            }
        }
    }
    kpqc_memzero(g, sizeof g);
    kpqc_memzero(u, sizeof u);
    kpqc_memzero(mask, sizeof mask);
}
#else
/* MQ-Sign-RR: F1 is stored as its upper triangle (entry (i, l), i <= l). */
static void public_key(uint8_t *pk, const uint8_t *sk)
{
    const uint8_t *f1 = sk + MQS_SK_F1, *f2 = sk + MQS_SK_F2;
    mqs_masks mask[MQS_V];
    const uint8_t *rows[MQS_V];

    /* Z_i[c] = F2_i[c] + sum_{l >= i} T1[l][c] F1[i][l], into the P2 slots. */
    for (unsigned i = 0; i < MQS_V; i++) {
        memcpy(P_AT(pk, i, MQS_V), f2 + (size_t)i * MQS_O * MQS_O, MQS_O * MQS_O);
    }
    for (unsigned c = 0; c < MQS_O; c++) {
        KPQC_NS(mqs_masks_of)(mask, T_COL(sk, c), MQS_V);
        for (unsigned i = 0; i < MQS_V; i++) {
            for (unsigned l = i; l < MQS_V; l++) rows[l - i] = f1 + MQS_TRI_AT(i, l, MQS_V);
            KPQC_NS(mqs_matvec_masked)(P_AT(pk, i, MQS_V + c), rows,
                                       (const mqs_masks *)mask + i, MQS_V - i, MQS_O, 1);
        }
    }
    public_p3(pk, sk);
    /* P2 = Z + F1^T T1: sum_{l <= i} T1[l][c] F1[l][i]. */
    for (unsigned c = 0; c < MQS_O; c++) {
        KPQC_NS(mqs_masks_of)(mask, T_COL(sk, c), MQS_V);
        for (unsigned i = 0; i < MQS_V; i++) {
            for (unsigned l = 0; l <= i; l++) rows[l] = f1 + MQS_TRI_AT(l, i, MQS_V);
            KPQC_NS(mqs_matvec_masked)(P_AT(pk, i, MQS_V + c), rows, (const mqs_masks *)mask,
                                       i + 1, MQS_O, 1);
        }
    }
    kpqc_memzero(mask, sizeof mask);
    /* P1 = F1 (already upper triangular). */
    for (unsigned i = 0; i < MQS_V; i++) {
        memcpy(P_AT(pk, i, i), f1 + MQS_TRI_AT(i, i, MQS_V), (size_t)MQS_O * (MQS_V - i));
    }
}
#endif
#endif /* !KPQC_BACKEND_AVX2 */

void KPQC_NS(mqs_keygen)(uint8_t *pk, uint8_t *sk, const uint8_t seed[MQS_SEED_BYTES])
{
#if KPQC_BACKEND_AVX2
    /* The same bytes in the kernels' order (native/x86_64/public_key.c),
     * which leave T1's tables where F2 was: F2 is drawn again. */
    kpqc_ctr_drbg f2;
    expand_secret(sk, seed, &f2);
    mqs_public_key_avx2(pk, sk);
    kpqc_ctr_drbg_generate(&f2, sk + MQS_SK_F2, MQS_F2_BYTES);
    kpqc_ctr_drbg_wipe(&f2);
#else
    expand_secret(sk, seed, NULL);
    public_key(pk, sk);
#endif
#if MQS_RR
    /* RR(s) binds H(P) into every signature (spec 4.2). */
    KPQC_NS(mqs_hash)(pk + MQS_PK_PH, MQS_PH_BYTES, pk, MQS_P_BYTES, NULL, 0, NULL, 0);
    memcpy(sk + MQS_SK_PH, pk + MQS_PK_PH, MQS_PH_BYTES);
#endif
    pk[MQS_PK_BYTES - 1] = 0;
    sk[MQS_SK_BYTES - 1] = 0;
}
