/* Signing (spec 2.6, Algorithm 2; v2.1 reference order of draws). */
#include <string.h>

#include "ct.h"
#include "hash.h"
#include "matvec.h"
#include "randombytes.h"
#include "sign.h"
#include "solve.h"
#if KPQC_BACKEND_AVX2
#include "native/x86_64/api.h"
#endif

#if !KPQC_BACKEND_AVX2
/* c_k = F_V^(k)(v), the vinegar x vinegar part at the vinegars. */
#if !MQS_RR
/* LR: L_j(v) = sum_i v_i L[i][j]; c_k = sum_i v_i L_{(i + k) mod V}(v). */
static void vinegar_part(uint8_t c[MQS_O], const uint8_t v[MQS_V], const uint8_t *lines)
{
    uint8_t l[MQS_V + MQS_O];
    const uint8_t *rows[MQS_V];

    KPQC_NS(mqs_matvec_strided)(l, lines, MQS_V, v, MQS_V, MQS_V, 0);
    memcpy(l + MQS_V, l, MQS_O);
    for (unsigned i = 0; i < MQS_V; i++) rows[i] = l + i;
    KPQC_NS(mqs_matvec)(c, rows, v, MQS_V, MQS_O, 0);
    kpqc_memzero(l, sizeof l);
}
#else
/* RR: c = sum_i v_i (sum_{j >= i} v_j F1[i][j]). */
static void vinegar_part(uint8_t c[MQS_O], const uint8_t v[MQS_V], const uint8_t *f1)
{
    uint8_t t[MQS_V][MQS_O];
    mqs_masks mask[MQS_V];
    const uint8_t *rows[MQS_V];

    KPQC_NS(mqs_masks_of)(mask, v, MQS_V);
    for (unsigned i = 0; i < MQS_V; i++) {
        for (unsigned j = i; j < MQS_V; j++) rows[j - i] = f1 + MQS_TRI_AT(i, j, MQS_V);
        KPQC_NS(mqs_matvec_masked)(t[i], rows, (const mqs_masks *)mask + i, MQS_V - i, MQS_O, 0);
    }
    for (unsigned i = 0; i < MQS_V; i++) rows[i] = t[i];
    KPQC_NS(mqs_matvec_masked)(c, rows, (const mqs_masks *)mask, MQS_V, MQS_O, 0);
    kpqc_memzero(t, sizeof t);
    kpqc_memzero(mask, sizeof mask);
}
#endif

/* The linear system in the oil variables: sum_j (sum_i v_i F2_i[j][k]) x_j =
 * y_k + c_k, as rows k of an augmented matrix. */
static void linear_system(uint64_t sys[MQS_O][MQS_SYS_WORDS], const uint8_t v[MQS_V],
                          const uint8_t y[MQS_O], const uint8_t *sk)
{
    uint8_t cols[MQS_O * MQS_O], c[MQS_O];

    KPQC_NS(mqs_matvec_strided)(cols, sk + MQS_SK_F2, MQS_O * MQS_O, v, MQS_V, sizeof cols, 0);
    vinegar_part(c, v, sk + MQS_SK_F1);
    memset(sys, 0, sizeof(uint64_t) * MQS_O * MQS_SYS_WORDS);
    for (unsigned k = 0; k < MQS_O; k++) {
        uint8_t row[8 * MQS_SYS_WORDS] = {0};
        for (unsigned j = 0; j < MQS_O; j++) row[j] = cols[j * MQS_O + k];
        row[MQS_O] = y[k] ^ c[k];
        memcpy(sys[k], row, sizeof row);
        kpqc_memzero(row, sizeof row);
    }
    kpqc_memzero(cols, sizeof cols);
    kpqc_memzero(c, sizeof c);
}
#else
static void linear_system(uint64_t sys[MQS_O][MQS_SYS_WORDS], const uint8_t v[MQS_V],
                          const uint8_t y[MQS_O], const uint8_t *sk)
{
    mqs_linear_system_avx2(sys, v, y, sk);
}
#endif

int KPQC_NS(mqs_sign)(uint8_t sig[MQS_SIG_BYTES], const uint8_t *m, size_t mlen,
                      const uint8_t *sk)
{
    uint8_t ss[32], salt[MQS_SALT_BYTES], seed[MQS_HASH_BYTES], y[MQS_O];
    uint8_t v[MQS_V], x[MQS_O], w[MQS_V];
    uint64_t sys[MQS_O][MQS_SYS_WORDS];
    kpqc_ctr_drbg prng;
    int r = -1;

    if (kpqc_randombytes(ss, sizeof ss) != 0) return -1;
    KPQC_NS(mqs_hash)(salt, sizeof salt, ss, sizeof ss, NULL, 0, NULL, 0);
    /* The vinegars come from a generator seeded with H(seed || salt). */
    KPQC_NS(mqs_hash)(seed, sizeof seed, sk, MQS_SEED_BYTES, salt, sizeof salt, NULL, 0);
    KPQC_NS(mqs_prng_init)(&prng, seed, sizeof seed);
    /* y = H(m || salt) for LR, H(m || salt || H(P)) for RR(s). */
    KPQC_NS(mqs_hash)(y, sizeof y, m, mlen, salt, sizeof salt, sk + MQS_SK_PH, MQS_PH_BYTES);

    for (unsigned attempt = 0; attempt < MQS_MAX_ATTEMPTS; attempt++) {
        kpqc_ctr_drbg_generate(&prng, v, sizeof v);
        linear_system(sys, v, y, sk);
        unsigned solved = KPQC_NS(mqs_solve)(x, sys);
        /* A singular draw is discarded and a new one made (spec 2.6): the
         * number of draws is visible in the running time, as upstream. */
        kpqc_ct_declassify(&solved, sizeof solved);
        if (!solved) continue;
        /* w = (v + T1 x, x) */
#if KPQC_BACKEND_AVX2
        mqs_t1_product_avx2(w, sk, x);
#else
        KPQC_NS(mqs_matvec_strided)(w, sk + MQS_SK_T, MQS_V, x, MQS_O, MQS_V, 0);
#endif
        for (unsigned i = 0; i < MQS_V; i++) sig[i] = v[i] ^ w[i];
        memcpy(sig + MQS_V, x, MQS_O);
        memcpy(sig + MQS_N, salt, MQS_SALT_BYTES);
        r = 0;
        break;
    }
    kpqc_ctr_drbg_wipe(&prng);
    kpqc_memzero(ss, sizeof ss);
    kpqc_memzero(seed, sizeof seed);
    kpqc_memzero(v, sizeof v);
    kpqc_memzero(x, sizeof x);
    kpqc_memzero(w, sizeof w);
    kpqc_memzero(sys, sizeof sys);
    return r;
}
