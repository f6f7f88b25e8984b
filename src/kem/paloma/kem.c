/* PALOMA KEM (Round-2 submission): key generation, encapsulation and
 * decapsulation with implicit rejection, byte-compatible with the reference
 * (layouts in params.h). All randomness via kpqc_randombytes: 32 bytes r_C,
 * 32 bytes r_C^ per key-generation attempt, 32 bytes r; 32 bytes r* per
 * encapsulation. */
#include <string.h>

#include "bytes.h"
#include "ct.h"
#include "goppa.h"
#include "lsh512.h"
#include "matrix.h"
#include "randombytes.h"
#include "scheme_ops.h"
#include "shuffle.h"
#if KPQC_BACKEND_AVX2
#include "native/x86_64/api.h"
#endif

static void words_to_bytes(uint8_t *out, const uint64_t *w, size_t nwords)
{
    for (size_t i = 0; i < nwords; i++) kpqc_store64_le(out + 8 * i, w[i]);
}

/* Random oracles: the first 32 bytes of LSH-512("PALOMAGG" || e) and of
 * LSH-512("PALOMAHH" || e || r^ || s^). */
static void oracle_g(uint8_t out[32], const uint64_t e[PALOMA_N_WORDS])
{
    uint8_t buf[PALOMA_N / 8], h[64];
    kpqc_lsh512_ctx c;
    words_to_bytes(buf, e, PALOMA_N_WORDS);
    kpqc_lsh512_init(&c);
    kpqc_lsh512_update(&c, (const uint8_t *)"PALOMAGG", 8);
    kpqc_lsh512_update(&c, buf, sizeof buf);
    kpqc_lsh512_final(&c, h);
    memcpy(out, h, 32);
    kpqc_memzero(buf, sizeof buf);
    kpqc_memzero(h, sizeof h);
}

static void oracle_h(uint8_t out[32], const uint64_t e[PALOMA_N_WORDS], const uint8_t ct[PALOMA_CT_BYTES])
{
    uint8_t buf[PALOMA_N / 8], h[64];
    kpqc_lsh512_ctx c;
    words_to_bytes(buf, e, PALOMA_N_WORDS);
    kpqc_lsh512_init(&c);
    kpqc_lsh512_update(&c, (const uint8_t *)"PALOMAHH", 8);
    kpqc_lsh512_update(&c, buf, sizeof buf);
    kpqc_lsh512_update(&c, ct, PALOMA_CT_BYTES); /* r^ || s^ */
    kpqc_lsh512_final(&c, h);
    memcpy(out, h, 32);
    kpqc_memzero(buf, sizeof buf);
    kpqc_memzero(h, sizeof h);
}

/* Key generation scratch: H P in rows of n bits, and a copy of its left
 * (n-k) x (n-k) block for the invertibility test. */
typedef struct {
    uint64_t hp[PALOMA_R * PALOMA_N_WORDS];
    uint64_t left[PALOMA_R * PALOMA_R_WORDS];
    uint16_t pool[PALOMA_FIELD];
    gf support[PALOMA_N];
    gf g[PALOMA_T + 1];
    uint8_t r_c[32];
} keygen_scratch;

/* One attempt with seed r_C^: H P is built directly from the permuted support
 * L'[x] = L[P^-1[x]] (column x of H P is column P^-1[x] of H, and column j of
 * H depends only on L[j]). Succeeds when the left block is invertible; then
 * writes S^-1 (that left block) and the public key. */
static int scrambled_code(keygen_scratch *w, uint8_t *pk, uint8_t *sk, const uint8_t r_chat[32])
{
    gf *lp = w->pool; /* the pool is free again: reuse it for L' */
    memcpy(lp, w->support, sizeof w->support);
    shuffle_apply_inverse_ct(lp, PALOMA_N, r_chat);
    goppa_parity_rows(w->hp, PALOMA_N_WORDS, lp, w->g, 0, PALOMA_R_WORDS);
    for (size_t row = 0; row < PALOMA_R; row++) {
        memcpy(w->left + row * PALOMA_R_WORDS, w->hp + row * PALOMA_N_WORDS,
               PALOMA_R_WORDS * sizeof(uint64_t));
    }
    if (matrix_reduce_ct(w->left, PALOMA_R, PALOMA_R_WORDS, 1) != 0) return -1;
    matrix_store_columns(sk + PALOMA_SK_SINV, w->hp, PALOMA_R, PALOMA_N_WORDS, 0, PALOMA_R);
    goppa_parity_rows(w->hp, PALOMA_N_WORDS, lp, w->g, PALOMA_R_WORDS, PALOMA_N_WORDS);
    if (matrix_reduce_ct(w->hp, PALOMA_R, PALOMA_N_WORDS, 0) != 0) return -1;
    matrix_store_columns(pk, w->hp, PALOMA_R, PALOMA_N_WORDS, PALOMA_R, PALOMA_K);
    return 0;
}

static int keypair(uint8_t *pk, uint8_t *sk)
{
    keygen_scratch w;
    int r = kpqc_randombytes(w.r_c, 32);
    if (r == 0) {
        /* Random Goppa code: shuffle GF(2^13); the first n elements are the
         * support, the next t the roots of g. */
        for (uint32_t x = 0; x < PALOMA_FIELD; x++) w.pool[x] = (uint16_t)x;
        shuffle_apply_ct(w.pool, PALOMA_FIELD, w.r_c);
        memcpy(w.support, w.pool, sizeof w.support);
        goppa_poly_from_roots(w.g, w.pool + PALOMA_N);
        for (int i = 0; i < PALOMA_N; i++) {
            sk[PALOMA_SK_L + 2 * i] = (uint8_t)w.support[i];
            sk[PALOMA_SK_L + 2 * i + 1] = (uint8_t)(w.support[i] >> 8);
        }
        for (int i = 0; i < PALOMA_T; i++) {
            sk[PALOMA_SK_G + 2 * i] = (uint8_t)w.g[i];
            sk[PALOMA_SK_G + 2 * i + 1] = (uint8_t)(w.g[i] >> 8);
        }
        /* Scrambled code: retry with a fresh r_C^ until H P is systematic. */
        do {
            r = kpqc_randombytes(sk + PALOMA_SK_RCHAT, 32);
        } while (r == 0 && scrambled_code(&w, pk, sk, sk + PALOMA_SK_RCHAT) != 0);
    }
    if (r == 0) r = kpqc_randombytes(sk + PALOMA_SK_R, 32); /* for implicit rejection */
    kpqc_memzero(&w, sizeof w);
    if (r != 0) {
        kpqc_memzero(sk, PALOMA_SK_BYTES);
        memset(pk, 0, PALOMA_PK_BYTES);
    }
    return r;
}

/* s^ = [I | T] e^, every column of T read under a mask. */
static void syndrome(uint64_t s[PALOMA_R_WORDS], const uint8_t *pk,
                     const uint64_t e_hat[PALOMA_N_WORDS])
{
#if KPQC_BACKEND_AVX2
    paloma_syndrome_avx2(s, pk, e_hat);
#else
    memcpy(s, e_hat, PALOMA_R_WORDS * sizeof(uint64_t));
    for (size_t x = 0; x < PALOMA_K; x++) {
        size_t bit = PALOMA_R + x;
        uint64_t mask = (uint64_t)0 - ((e_hat[bit >> 6] >> (bit & 63)) & 1);
        const uint8_t *col = pk + x * (PALOMA_R / 8);
        for (size_t i = 0; i < PALOMA_R_WORDS; i++) s[i] ^= kpqc_load64_le(col + 8 * i) & mask;
    }
#endif
}

static int encaps(uint8_t *ct, uint8_t *ss, const uint8_t *pk)
{
    uint8_t r_star[32];
    uint64_t e_star[PALOMA_N_WORDS], e_hat[PALOMA_N_WORDS], s[PALOMA_R_WORDS];
    if (kpqc_randombytes(r_star, 32) != 0) {
        memset(ct, 0, PALOMA_CT_BYTES);
        memset(ss, 0, PALOMA_SS_BYTES);
        return -1;
    }
    shuffle_error_vector_ct(e_star, r_star);
    oracle_g(ct, e_star); /* r^ = G(e*), published in the ciphertext */
    kpqc_ct_declassify(ct, 32);
    shuffle_permute_bits(e_hat, e_star, ct);
    syndrome(s, pk, e_hat);
    words_to_bytes(ct + 32, s, PALOMA_R_WORDS);
    oracle_h(ss, e_star, ct);
    kpqc_memzero(r_star, sizeof r_star);
    kpqc_memzero(e_star, sizeof e_star);
    kpqc_memzero(e_hat, sizeof e_hat);
    kpqc_memzero(s, sizeof s);
    return 0;
}

static uint32_t weight(const uint64_t *v, size_t nwords)
{
    uint32_t total = 0;
    for (size_t i = 0; i < nwords; i++) {
        uint64_t x = v[i];
        x -= (x >> 1) & 0x5555555555555555ULL;
        x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
        x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
        total += (uint32_t)((x * 0x0101010101010101ULL) >> 56);
    }
    return total;
}

void goppa_private_code(gf L[PALOMA_N], gf g[PALOMA_T + 1], const uint8_t *sk)
{
    for (int i = 0; i < PALOMA_N; i++) {
        L[i] = (gf)((sk[PALOMA_SK_L + 2 * i] | sk[PALOMA_SK_L + 2 * i + 1] << 8) &
                     (PALOMA_FIELD - 1));
    }
    for (int i = 0; i < PALOMA_T; i++) {
        g[i] = (gf)((sk[PALOMA_SK_G + 2 * i] | sk[PALOMA_SK_G + 2 * i + 1] << 8) &
                    (PALOMA_FIELD - 1));
    }
    g[PALOMA_T] = 1;
    shuffle_apply_inverse_ct(L, PALOMA_N, sk + PALOMA_SK_RCHAT);
}

/* Implicit rejection, as the reference: when G(e*) != r^, the key is
 * H(e~ || r^ || s^) with e~ = GenErrVec(r). Unlike the reference (which
 * exits the process when the decoded error is zero and otherwise accepts
 * any weight), an error of weight != t is rejected the same way. */
static int decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *sk)
{
    gf lp[PALOMA_N], g[PALOMA_T + 1];
    uint64_t s[PALOMA_R_WORDS], e_hat[PALOMA_N_WORDS], e_star[PALOMA_N_WORDS],
        e_tilde[PALOMA_N_WORDS];
    uint8_t r_check[32];
    for (size_t i = 0; i < PALOMA_R_WORDS; i++) s[i] = kpqc_load64_le(ct + 32 + 8 * i);
    /* The private code in the public column order; its decoder returns e^. */
    goppa_private_code(lp, g, sk);
    goppa_decode(e_hat, s, lp, g);
    uint32_t ok = kpqc_ct_mask_eq_u32(weight(e_hat, PALOMA_N_WORDS), PALOMA_T);
    shuffle_unpermute_bits(e_star, e_hat, ct);
    oracle_g(r_check, e_star);
    ok &= kpqc_ct_mask_eq_u32((uint32_t)kpqc_ct_memcmp(r_check, ct, 32), 0);
    shuffle_error_vector_ct(e_tilde, sk + PALOMA_SK_R);
    uint64_t keep = (uint64_t)0 - (uint64_t)(ok & 1);
    for (size_t i = 0; i < PALOMA_N_WORDS; i++) {
        e_star[i] = (e_star[i] & keep) | (e_tilde[i] & ~keep);
    }
    oracle_h(ss, e_star, ct);
    kpqc_memzero(lp, sizeof lp);
    kpqc_memzero(g, sizeof g);
    kpqc_memzero(e_hat, sizeof e_hat);
    kpqc_memzero(e_star, sizeof e_star);
    kpqc_memzero(e_tilde, sizeof e_tilde);
    kpqc_memzero(r_check, sizeof r_check);
    return 0;
}

const kpqc_kem_ops KPQC_NS(kem_ops) = {
    PALOMA_PK_BYTES,
    PALOMA_SK_BYTES,
    PALOMA_CT_BYTES,
    PALOMA_SS_BYTES,
    keypair,
    encaps,
    decaps,
    0, /* implicit rejection: a key from the secret r (reference decap) */
};
