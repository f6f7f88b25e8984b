/* SMAUG-T.KEM (spec section 4.2, Fig. 8): the FO transform with implicit
 * rejection over SMAUG-T.PKE, H = SHA3-256 and G = SHAKE256.
 *
 *   KeyGen: d, seed <- random; (pk, sk') = PKE.KeyGen(seed); sk = (sk', d, pk).
 *   Encap:  mu <- random; (seed_r, K) = G(mu || H(pk)); ct = PKE.Enc(pk, mu; seed_r).
 *   Decap:  mu' = PKE.Dec(sk', ct); (seed_r', K') = G(mu' || H(pk));
 *           ct' = PKE.Enc(pk, mu'; seed_r'); K^ = second half of G(d || H(ct));
 *           the key is K' if ct' = ct, else K^.
 * G's 64 output bytes are (seed, key) in this order in v1.2.0 (the figure lists
 * the key first; the KATs decide). K^ is taken from the same half as K, and d
 * is read from where KeyGen stored it, right after sk'. Decapsulation always
 * returns 0: the result of the check is not revealed. */
#include <string.h>

#include "bytes.h"
#include "ct.h"
#include "fips202.h"
#include "indcpa.h"
#include "params.h"
#include "randombytes.h"
#include "scheme_ops.h"
#include "sha2.h"
#include "xof.h"

#define SK_D(sk) ((sk) + SMAUGT_PKE_SK_BYTES)
#define SK_PK(sk) ((sk) + SMAUGT_PKE_SK_BYTES + SMAUGT_SEED_BYTES)

/* G(in1 || in2), 64 bytes: SHAKE256; SHA-512 in the 90s variant of Round 2
 * (which also takes H = SHA-256 and expands A with AES-256-CTR). */
static void hash_g(uint8_t out[2 * SMAUGT_SEED_BYTES], const uint8_t *in1, size_t len1,
                   const uint8_t *in2, size_t len2)
{
#if KPQC_SMAUGT_90S
    kpqc_sha512_ctx c;

    kpqc_sha512_init(&c);
    kpqc_sha512_update(&c, in1, len1);
    kpqc_sha512_update(&c, in2, len2);
    kpqc_sha512_final(&c, out);
#else
    kpqc_keccak_state st;

    kpqc_shake256_init(&st);
    kpqc_keccak_absorb(&st, in1, len1);
    kpqc_keccak_absorb(&st, in2, len2);
    kpqc_keccak_finalize(&st);
    kpqc_keccak_squeeze(out, 2 * SMAUGT_SEED_BYTES, &st);
    kpqc_keccak_wipe(&st);
#endif
}

/* 1 if the ciphertexts differ, else 0, eight bytes at a time (the shared
 * kpqc_ct_memcmp reads byte by byte through volatile pointers: about 2.7k
 * instructions for SMAUG-T1's 672 bytes). No branch on the contents. */
static uint8_t ct_differ(const uint8_t a[SMAUGT_CT_BYTES], const uint8_t b[SMAUGT_CT_BYTES])
{
    uint64_t acc = 0;

    _Static_assert(SMAUGT_CT_BYTES % 8 == 0, "whole 64-bit words");
    for (size_t i = 0; i < SMAUGT_CT_BYTES; i += 8) {
        acc |= kpqc_load64_le(a + i) ^ kpqc_load64_le(b + i);
    }
    acc = kpqc_ct_barrier_u64(acc);
    return (uint8_t)(kpqc_ct_mask_nonzero_u32((uint32_t)(acc | (acc >> 32))) & 1u);
}

/* The calls of A^T that Encap leaves to Enc's batch of spCBD streams. With
 * k = 2 on the 4-way Keccak (where one 4-way permutation costs about two
 * scalar ones), H(pk) (5 blocks) with all four entries (2 blocks each) takes
 * four 4-way permutations, H's last block and G on the scalar Keccak, then
 * one 4-way permutation for the two spCBD streams: 5 x4 + 2 scalar. With the
 * last entry moved behind the spCBD streams: two 4-way permutations, three
 * scalar blocks of H, G, one 4-way permutation (two streams and the entry's
 * first block) and its second block on the scalar Keccak: 3 x4 + 5 scalar,
 * about 590 fewer cycles of permutation. For k = 3 and 4 the batches are
 * fullest as they are. */
#if KPQC_BACKEND_AVX2 && !KPQC_SMAUGT_R2 && SMAUGT_K == 2
#define ENCAP_LATE_A 1
#else
#define ENCAP_LATE_A 0
#endif

static int keypair(uint8_t *pk, uint8_t *sk)
{
    uint8_t seed[SMAUGT_SEED_BYTES];

    /* d first, then the PKE seed, as the reference draws them (Round 2: the
     * PKE seed first) */
#if KPQC_SMAUGT_R2
    if (kpqc_randombytes(seed, sizeof seed) != 0 ||
        kpqc_randombytes(SK_D(sk), SMAUGT_SEED_BYTES) != 0) {
#else
    if (kpqc_randombytes(SK_D(sk), SMAUGT_SEED_BYTES) != 0 ||
        kpqc_randombytes(seed, sizeof seed) != 0) {
#endif
        kpqc_memzero(seed, sizeof seed);
        kpqc_memzero(sk, SMAUGT_SK_BYTES);
        memset(pk, 0, SMAUGT_PK_BYTES);
        return -1;
    }
    indcpa_keypair(pk, sk, seed);
    memcpy(SK_PK(sk), pk, SMAUGT_PK_BYTES);
    kpqc_memzero(seed, sizeof seed);
    return 0;
}

static int encaps(uint8_t *ct, uint8_t *ss, const uint8_t *pk)
{
    uint8_t mu[SMAUGT_MSG_BYTES];
    uint8_t hpk[SMAUGT_SEED_BYTES];
    uint8_t seed_key[2 * SMAUGT_SEED_BYTES];
    smaugt_matrix_bytes at;
    smaugt_keccak_call calls[1 + SMAUGT_MATRIX_CALLS];

    if (kpqc_randombytes(mu, sizeof mu) != 0) {
        kpqc_memzero(mu, sizeof mu);
        memset(ct, 0, SMAUGT_CT_BYTES);
        memset(ss, 0, SMAUGT_SS_BYTES);
        return -1;
    }
#if KPQC_SMAUGT_90S
    (void)calls;
    kpqc_sha256(hpk, pk, SMAUGT_PK_BYTES);
    indcpa_matrix_expand(&at, pk);
#else
    /* H(pk) and the expansion of A^T, in one batch */
    calls[0] = (smaugt_keccak_call){hpk, sizeof hpk, pk, SMAUGT_PK_BYTES, KPQC_SHA3_256_RATE,
                                    SMAUGT_DS_SHA3};
    indcpa_matrix_calls(calls + 1, &at, pk);
    smaugt_keccak_batch(calls, 1 + SMAUGT_MATRIX_CALLS - ENCAP_LATE_A);
#endif
    hash_g(seed_key, mu, sizeof mu, hpk, sizeof hpk);
    indcpa_enc(ct, pk, &at, calls + 1 + SMAUGT_MATRIX_CALLS - ENCAP_LATE_A, ENCAP_LATE_A, mu,
               seed_key);
    memcpy(ss, seed_key + SMAUGT_SEED_BYTES, SMAUGT_SS_BYTES);

    kpqc_memzero(mu, sizeof mu);
    kpqc_memzero(seed_key, sizeof seed_key);
    return 0;
}

static int decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *sk)
{
    uint8_t mu[SMAUGT_MSG_BYTES];
    uint8_t hpk[SMAUGT_SEED_BYTES], hct[SMAUGT_SEED_BYTES];
    uint8_t g_in[2][SMAUGT_SEED_BYTES + SMAUGT_SEED_BYTES]; /* mu' || H(pk), d || H(ct) */
    uint8_t seed_key[2 * SMAUGT_SEED_BYTES];
    uint8_t reject[2 * SMAUGT_SEED_BYTES];
    uint8_t ct2[SMAUGT_CT_BYTES];
    smaugt_matrix_bytes at;
    smaugt_keccak_call calls[2 + SMAUGT_MATRIX_CALLS];
    uint8_t fail;

    /* H(pk), H(ct) and the expansion of A^T for the re-encryption depend on
     * nothing secret computed here: one batch. Then G(mu' || H(pk)) and
     * K^ = G(d || H(ct)) (second half), another. */
#if KPQC_SMAUGT_90S
    (void)calls;
    kpqc_sha256(hpk, SK_PK(sk), SMAUGT_PK_BYTES);
    kpqc_sha256(hct, ct, SMAUGT_CT_BYTES);
    indcpa_matrix_expand(&at, SK_PK(sk));
    indcpa_dec(mu, sk, ct);
    memcpy(g_in[0], mu, SMAUGT_MSG_BYTES);
    memcpy(g_in[0] + SMAUGT_MSG_BYTES, hpk, SMAUGT_SEED_BYTES);
    memcpy(g_in[1], SK_D(sk), SMAUGT_SEED_BYTES);
    memcpy(g_in[1] + SMAUGT_SEED_BYTES, hct, SMAUGT_SEED_BYTES);
    hash_g(seed_key, g_in[0], SMAUGT_MSG_BYTES, g_in[0] + SMAUGT_MSG_BYTES, SMAUGT_SEED_BYTES);
    hash_g(reject, g_in[1], SMAUGT_SEED_BYTES, g_in[1] + SMAUGT_SEED_BYTES, SMAUGT_SEED_BYTES);
#else
    calls[0] = (smaugt_keccak_call){hpk, sizeof hpk, SK_PK(sk), SMAUGT_PK_BYTES,
                                    KPQC_SHA3_256_RATE, SMAUGT_DS_SHA3};
    calls[1] = (smaugt_keccak_call){hct, sizeof hct, ct, SMAUGT_CT_BYTES, KPQC_SHA3_256_RATE,
                                    SMAUGT_DS_SHA3};
    indcpa_matrix_calls(calls + 2, &at, SK_PK(sk));
    smaugt_keccak_batch(calls, 2 + SMAUGT_MATRIX_CALLS);

    indcpa_dec(mu, sk, ct);
    memcpy(g_in[0], mu, SMAUGT_MSG_BYTES);
    memcpy(g_in[0] + SMAUGT_MSG_BYTES, hpk, SMAUGT_SEED_BYTES);
    memcpy(g_in[1], SK_D(sk), SMAUGT_SEED_BYTES);
    memcpy(g_in[1] + SMAUGT_SEED_BYTES, hct, SMAUGT_SEED_BYTES);
    calls[0] = (smaugt_keccak_call){seed_key, sizeof seed_key, g_in[0],
                                    SMAUGT_MSG_BYTES + SMAUGT_SEED_BYTES, KPQC_SHAKE256_RATE,
                                    SMAUGT_DS_SHAKE};
    calls[1] = (smaugt_keccak_call){reject, sizeof reject, g_in[1], 2 * SMAUGT_SEED_BYTES,
                                    KPQC_SHAKE256_RATE, SMAUGT_DS_SHAKE};
    smaugt_keccak_batch(calls, 2);
#endif
    kpqc_stack_wipe(); /* the hashes' temporaries hold K^ and the seeds */

    indcpa_enc(ct2, SK_PK(sk), &at, calls, 0, mu, seed_key);
    fail = ct_differ(ct, ct2);
    memcpy(ss, seed_key + SMAUGT_SEED_BYTES, SMAUGT_SS_BYTES);
    kpqc_ct_cmov(ss, reject + SMAUGT_SEED_BYTES, SMAUGT_SS_BYTES, fail);

    kpqc_memzero(mu, sizeof mu);
    kpqc_memzero(g_in, sizeof g_in);
    kpqc_memzero(seed_key, sizeof seed_key);
    kpqc_memzero(reject, sizeof reject);
    kpqc_memzero(ct2, sizeof ct2);
    kpqc_memzero(&fail, sizeof fail);
    return 0;
}

const kpqc_kem_ops KPQC_NS(kem_ops) = {
    SMAUGT_PK_BYTES,
    SMAUGT_SK_BYTES,
    SMAUGT_CT_BYTES,
    SMAUGT_SS_BYTES,
    keypair,
    encaps,
    decaps,
    0, /* implicit rejection */
};
