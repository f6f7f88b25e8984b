/* HAETAE v1.1.2 key generation, signing and verification (KS X 123456,
 * Alg. 45-50), and the descriptor the registry points at.
 *
 * Constant time. Key generation repeats on a key whose singular value is
 * too large, and signing repeats on the bimodal rejection of z, on the
 * hyperball's own rejection and when the signature does not encode: these
 * decisions are the scheme's, and their outcome is all the timing shows.
 * The challenge c and the encoded parts of z and h are data of signatures
 * (or of candidates that passed rejection), hence public. */
#include <string.h>

#include "ct.h"
#include "fft.h"
#include "fips202.h"
#include "hyperball.h"
#include "matrix.h"
#include "ntt.h"
#include "packing.h"
#include "randombytes.h"
#include "reduce.h"
#include "rows.h"
#include "scheme_ops.h"

#if KPQC_HAETAE_R2
/* The Round-2 code (rows HAETAE<m>-r2) takes no context string and signs
 * deterministically: mu = SHAKE256(pk || m), seed = SHAKE256(key || mu). */
#define MAX_CONTEXT 0
#else
#define MAX_CONTEXT 255
#endif

/* Signing gives up after this many candidates and reports an invalid key.
 * Each candidate y is accepted by the bimodal rejection with probability
 * 1/M, M the repetition rate of the parameter table (below 10 for all three
 * sets; measured over valid keys: about 4-7 candidates per signature), and
 * encodes with probability close to 1. So a valid key needs more than 1024
 * candidates with probability below (1 - 1/10)^1024 < 2^-155: no valid key
 * reaches the bound, while a malformed one (a secret far outside the
 * singular-value bound makes every z too long) stops after it. */
#define SIGN_MAX_ATTEMPTS 1024

/* ---- key generation (Alg. 48) ------------------------------------------ */

/* The key is kept if its squared singular value estimate is at most
 * gamma^2 N (integer form: see params.h); the decision is revealed. */
static int singular_value_ok(const haetae_polyvecm *s1, const haetae_polyveck *s2)
{
    uint8_t ok = KPQC_NS(haetae_sk_singular_value)(s1, s2) <= HAETAE_GAMMA2N;
    kpqc_ct_declassify(&ok, sizeof ok);
    return ok;
}

static int keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    struct {
        uint8_t seedbuf[2 * HAETAE_SEEDBYTES + HAETAE_CRHBYTES];
        haetae_polyvecm s1, s1hat;
        haetae_polyveck s2, b;
    } k;
    haetae_polyvecm A0[HAETAE_K];
    const uint8_t *rho = k.seedbuf, *sigma = k.seedbuf + HAETAE_SEEDBYTES;
    const uint8_t *key = sigma + HAETAE_CRHBYTES;
    uint16_t nonce = 0;

    /* (rho, sigma, key) = SHAKE256(seed) */
    kpqc_shake256(k.seedbuf, sizeof k.seedbuf, seed, HAETAE_SEEDBYTES);
    kpqc_ct_declassify(k.seedbuf, HAETAE_SEEDBYTES); /* rho goes into the public key */
#if HAETAE_ROUNDED_VK
    haetae_polyveck a;
    KPQC_NS(haetae_expand_a0)(A0, &a, rho);
#else
    KPQC_NS(haetae_expand_a0)(A0, NULL, rho);
#endif

    for (;;) {
        nonce = KPQC_NS(haetae_sample_secrets)(&k.s1, &k.s2, sigma, nonce);
#if HAETAE_ROUNDED_VK
        k.s1hat = k.s1;
        KPQC_NS(haetae_ntt_n)(k.s1hat.vec, HAETAE_M);
        /* b = a + A0 s1 + s2 mod q, split as b = 2 b1 + b0 with b0 in
         * {-1, 0, 1}; s2 absorbs the rounding: s2 <- s2 - b0 (Alg. 17). */
        for (unsigned i = 0; i < HAETAE_K; i++) {
            haetae_poly *bi = &k.b.vec[i];
            KPQC_NS(haetae_dot)(bi, A0[i].vec, k.s1hat.vec, HAETAE_M);
            KPQC_NS(haetae_invntt_tomont)(bi->coeffs);
            for (unsigned j = 0; j < HAETAE_N; j++) {
                int32_t t = haetae_freeze(bi->coeffs[j] + k.s2.vec[i].coeffs[j] + a.vec[i].coeffs[j]);
                int32_t b0 = t & 1;
                b0 -= ((t >> 1) & b0) << 1;
                bi->coeffs[j] = (t - b0) >> 1;
                k.s2.vec[i].coeffs[j] -= b0;
            }
        }
        if (singular_value_ok(&k.s1, &k.s2)) {
            break;
        }
#else
        if (singular_value_ok(&k.s1, &k.s2)) {
            /* The key stores NTT(-2 b) for b = A0 s1 + s2. */
            haetae_polyveck s2hat = k.s2;
            k.s1hat = k.s1;
            KPQC_NS(haetae_ntt_n)(k.s1hat.vec, HAETAE_M);
            KPQC_NS(haetae_ntt_n)(s2hat.vec, HAETAE_K);
            for (unsigned i = 0; i < HAETAE_K; i++) {
                haetae_poly *bi = &k.b.vec[i];
                KPQC_NS(haetae_dot)(bi, A0[i].vec, k.s1hat.vec, HAETAE_M);
                for (unsigned j = 0; j < HAETAE_N; j++) {
                    int32_t t = haetae_montgomery((int64_t)bi->coeffs[j] * HAETAE_MONT2);
                    t += s2hat.vec[i].coeffs[j];
                    bi->coeffs[j] = haetae_caddq(haetae_montgomery((int64_t)t * HAETAE_MONT * -2));
                }
            }
            kpqc_memzero(&s2hat, sizeof s2hat);
            break;
        }
#endif
    }

    KPQC_NS(haetae_pack_pk)(pk, &k.b, rho);
    KPQC_NS(haetae_pack_sk)(sk, pk, &k.s1, &k.s2, key);
    kpqc_memzero(&k, sizeof k);
    return 0;
}

static int keypair(uint8_t *pk, uint8_t *sk)
{
    uint8_t seed[HAETAE_SEEDBYTES];
    int ret = -1;
    if (kpqc_randombytes(seed, sizeof seed) == 0) {
        ret = keypair_derand(pk, sk, seed);
    }
    kpqc_memzero(seed, sizeof seed);
    return ret;
}

/* ---- shared pieces of signing and verification -------------------------- */

/* x = 256 hb + lb with lb in [-128, 128): the split of z1 (LowBits are sent
 * as bytes, HighBits rANS-coded). */
static inline int32_t z1_lowbits(int32_t x)
{
    int32_t lb = x & 255;
    return lb - (256 & ((127 - lb) >> 31));
}

static inline int32_t z1_highbits(int32_t x)
{
    return (x + 128) >> 8;
}

/* mu = SHAKE256(pk || ctxlen || ctx || m): the pre-string of FIPS 204. */
static void message_hash(uint8_t *mu, size_t mulen, const uint8_t *pk, const uint8_t *ctx,
                         size_t ctxlen, const uint8_t *m, size_t mlen)
{
    kpqc_keccak_state st;
    uint8_t len = (uint8_t)ctxlen;
    kpqc_shake256_init(&st);
    kpqc_keccak_absorb(&st, pk, HAETAE_PUBLICKEYBYTES);
#if !KPQC_HAETAE_R2
    kpqc_keccak_absorb(&st, &len, 1);
    kpqc_keccak_absorb(&st, ctx, ctxlen);
#else
    (void)len, (void)ctx, (void)ctxlen; /* no context in Round 2 (MAX_CONTEXT 0) */
#endif
    kpqc_keccak_absorb(&st, m, mlen);
    kpqc_keccak_finalize(&st);
    kpqc_keccak_squeeze(mu, mulen, &st);
}

/* ---- signing (Alg. 49) -------------------------------------------------- */

/* Everything secret or derived from the nonce y, wiped on return. */
struct sign_state {
    haetae_polyvecm s1hat;
    haetae_polyveck s2hat;
    uint8_t key[HAETAE_SEEDBYTES];
    uint8_t seed[HAETAE_CRHBYTES];
    haetae_polyvecl y1, z1; /* fixed point, 13 fractional bits */
    haetae_polyveck y2, z2;
    haetae_polyvecl r1;     /* round(y1), then HighBits(round(z1)) */
    haetae_polyveck ay;     /* A round(y) mod 2q */
    haetae_polyveck hb;     /* HighBits(A round(y) mod 2q), then h */
    haetae_poly lsb, chat, cs;
    haetae_hyperball_ctx hb_ctx;
};

/* z = y + (-1)^bit LN cs for one polynomial. cs = c s_i is exact: its
 * coefficients are at most 2 tau < q / 2 in size, and the inverse NTT ends
 * with a Montgomery reduction whose result lies within q/2 + 4 of zero, so it
 * returns the centred residue. */
static void add_cs(haetae_poly *z, const haetae_poly *y, const haetae_poly *cs, int32_t bit)
{
    for (unsigned j = 0; j < HAETAE_N; j++) {
        int32_t v = (cs->coeffs[j] ^ -bit) + bit;
        z->coeffs[j] = y->coeffs[j] + HAETAE_LN * v;
    }
}

/* What can be checked of a secret key without its seed: the coefficients of
 * s1 lie in [-eta, eta] and those of s2 in [-eta, eta] (or [-2 eta, 2 eta]
 * after the rounding of Alg. 17), and the key passes key generation's
 * singular-value bound. Only the verdict is revealed. */
static int secret_key_valid(const haetae_polyvecm *s1, const haetae_polyveck *s2)
{
    const int32_t s2max = HAETAE_ROUNDED_VK ? 2 * HAETAE_ETA : HAETAE_ETA;
    uint32_t bad = 0;
    uint8_t ok;
    for (unsigned i = 0; i < HAETAE_M; i++) {
        for (unsigned j = 0; j < HAETAE_N; j++) {
            int32_t v = s1->vec[i].coeffs[j];
            bad |= (uint32_t)(HAETAE_ETA - v) | (uint32_t)(v + HAETAE_ETA);
        }
    }
    for (unsigned i = 0; i < HAETAE_K; i++) {
        for (unsigned j = 0; j < HAETAE_N; j++) {
            int32_t v = s2->vec[i].coeffs[j];
            bad |= (uint32_t)(s2max - v) | (uint32_t)(v + s2max);
        }
    }
    ok = (uint8_t)(1 ^ (bad >> 31));
    ok &= KPQC_NS(haetae_sk_singular_value)(s1, s2) <= HAETAE_GAMMA2N;
    kpqc_ct_declassify(&ok, sizeof ok);
    return ok;
}

static int signature_internal(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                              const uint8_t *ctx, size_t ctxlen,
                              const uint8_t rnd[HAETAE_SEEDBYTES], const uint8_t *sk)
{
    struct sign_state s;
    haetae_polyvecl A[HAETAE_K];
    haetae_polyvecl lb1;
    haetae_poly c;
    uint8_t mu[HAETAE_CRHBYTES];
    uint8_t hbuf[HAETAE_CHALLENGE_INPUT_BYTES];
    uint16_t nonce = 0;
    uint8_t b;
    unsigned attempts = 0;
    int ret = -1;

    kpqc_ct_declassify(sk, HAETAE_PUBLICKEYBYTES); /* sk begins with the public key */
    KPQC_NS(haetae_unpack_sk)(&s.s1hat, &s.s2hat, s.key, sk);
    if (!secret_key_valid(&s.s1hat, &s.s2hat)) {
        goto out;
    }
    KPQC_NS(haetae_matrix_a1)(A, sk);
    message_hash(mu, sizeof mu, sk, ctx, ctxlen, m, mlen);
    {
        kpqc_keccak_state st;
        kpqc_shake256_init(&st);
        kpqc_keccak_absorb(&st, s.key, HAETAE_SEEDBYTES);
#if KPQC_HAETAE_R2
        (void)rnd; /* deterministic; mu here is its first 32 bytes */
        kpqc_keccak_absorb(&st, mu, HAETAE_SEEDBYTES);
#else
        kpqc_keccak_absorb(&st, rnd, HAETAE_SEEDBYTES);
        kpqc_keccak_absorb(&st, mu, HAETAE_CRHBYTES);
#endif
        kpqc_keccak_finalize(&st);
        kpqc_keccak_squeeze(s.seed, HAETAE_CRHBYTES, &st);
        kpqc_keccak_wipe(&st);
    }
    kpqc_stack_wipe(); /* the permutation's temporaries hold key and rnd */
    KPQC_NS(haetae_ntt_n)(s.s1hat.vec, HAETAE_M);
    KPQC_NS(haetae_ntt_n)(s.s2hat.vec, HAETAE_K);
    KPQC_NS(haetae_hyperball_start)(&s.hb_ctx);

    while (attempts++ < SIGN_MAX_ATTEMPTS) {
        uint64_t norms[2] = {0, 0}, reject;
        int32_t bit;

        /* 1. y uniform in the ball of radius B0; bit b from the stream. */
        nonce = KPQC_NS(haetae_sample_hyperball)(&s.hb_ctx, &s.y1, &s.y2, &b, s.seed, nonce);

        /* 2. c = H(HighBits(A round(y) mod 2q), LSB(round(y1_0)), mu), with
         * A round(y) = A1 round(y1) + 2 round(y2) mod q lifted to 2q: the
         * first column of A is q j - 2 b, so mod 2 the first row is
         * round(y1_0) and the others are even. */
        for (unsigned i = 0; i < HAETAE_L; i++) {
            for (unsigned j = 0; j < HAETAE_N; j++) {
                s.r1.vec[i].coeffs[j] = haetae_fix_round(s.y1.vec[i].coeffs[j]);
            }
        }
        s.lsb = s.r1.vec[0];
        KPQC_NS(haetae_ntt_n)(s.r1.vec, HAETAE_L);
        for (unsigned i = 0; i < HAETAE_K; i++) {
            KPQC_NS(haetae_dot)(&s.ay.vec[i], A[i].vec, s.r1.vec, HAETAE_L);
            KPQC_NS(haetae_invntt_tomont)(s.ay.vec[i].coeffs);
            KPQC_NS(haetae_sign_row)(s.ay.vec[i].coeffs, s.hb.vec[i].coeffs, s.y2.vec[i].coeffs,
                                     i == 0 ? s.lsb.coeffs : NULL);
        }
        for (unsigned j = 0; j < HAETAE_N; j++) {
            s.lsb.coeffs[j] &= 1;
        }
        KPQC_NS(haetae_pack_challenge_input)(hbuf, &s.hb, &s.lsb);
        KPQC_NS(haetae_poly_challenge)(&c, hbuf, mu);

        /* 3. z = y + (-1)^b c s, s = (1, s1, s2) in the first column. */
        bit = b & 1;
        s.chat = c;
        KPQC_NS(haetae_ntt)(s.chat.coeffs);
        add_cs(&s.z1.vec[0], &s.y1.vec[0], &c, bit);
        for (unsigned i = 1; i < HAETAE_L; i++) {
            KPQC_NS(haetae_dot)(&s.cs, &s.chat, &s.s1hat.vec[i - 1], 1);
            KPQC_NS(haetae_invntt_tomont)(s.cs.coeffs);
            add_cs(&s.z1.vec[i], &s.y1.vec[i], &s.cs, bit);
        }
        for (unsigned i = 0; i < HAETAE_K; i++) {
            KPQC_NS(haetae_dot)(&s.cs, &s.s2hat.vec[i], &s.chat, 1);
            KPQC_NS(haetae_invntt_tomont)(s.cs.coeffs);
            add_cs(&s.z2.vec[i], &s.y2.vec[i], &s.cs, bit);
        }

        /* Bimodal rejection: reject if |z| > B1, or if |2z - y| < B0 and the
         * second bit of b is set (Alg. 49). Masks, one branch. */
        for (unsigned i = 0; i < HAETAE_L + HAETAE_K; i++) {
            const int32_t *z = i < HAETAE_L ? s.z1.vec[i].coeffs : s.z2.vec[i - HAETAE_L].coeffs;
            const int32_t *y = i < HAETAE_L ? s.y1.vec[i].coeffs : s.y2.vec[i - HAETAE_L].coeffs;
            KPQC_NS(haetae_bimodal_norms)(norms, z, y, HAETAE_N);
        }
        reject = (HAETAE_B1SQ * HAETAE_LN * HAETAE_LN - norms[0]) >> 63;
        reject |= ((norms[1] - HAETAE_B0SQ * HAETAE_LN * HAETAE_LN) >> 63) & ((uint64_t)b >> 1);
        reject &= 1;
        kpqc_ct_declassify(&reject, sizeof reject);
        if (reject) {
            continue;
        }

        /* 4. h = HighBits(A round(y)) - HighBits(A round(y) - 2 round(z2))
         * mod HB_RANGE: the verifier's HighBits(A1 round(z1) - q c j) plus h
         * gives back the first. */
        for (unsigned i = 0; i < HAETAE_K; i++) {
            for (unsigned j = 0; j < HAETAE_N; j++) {
                int32_t w = haetae_freeze2q(s.ay.vec[i].coeffs[j] -
                                            2 * haetae_fix_round(s.z2.vec[i].coeffs[j]));
                int32_t h = s.hb.vec[i].coeffs[j] - haetae_hint_highbits(w);
                s.hb.vec[i].coeffs[j] = h + ((h >> 31) & HAETAE_HB_RANGE);
            }
        }
        for (unsigned i = 0; i < HAETAE_L; i++) {
            for (unsigned j = 0; j < HAETAE_N; j++) {
                int32_t r = haetae_fix_round(s.z1.vec[i].coeffs[j]);
                lb1.vec[i].coeffs[j] = z1_lowbits(r);
                s.r1.vec[i].coeffs[j] = z1_highbits(r);
            }
        }
        /* Past the rejection these are signature data. */
        kpqc_ct_declassify(&lb1, sizeof lb1);
        kpqc_ct_declassify(&s.r1, sizeof s.r1);
        kpqc_ct_declassify(&s.hb, sizeof s.hb);
        if (KPQC_NS(haetae_pack_sig)(sig, &c, &lb1, &s.r1, &s.hb) == 0) {
            *siglen = HAETAE_SIGBYTES;
            ret = 0;
            break;
        }
    }

out:
    if (ret != 0) {
        memset(sig, 0, HAETAE_SIGBYTES); /* no partial candidate */
    }
    kpqc_memzero(&s, sizeof s);
    kpqc_memzero(hbuf, sizeof hbuf);
    return ret;
}

#if KPQC_HAETAE_R2
static int signature(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                     const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    if (ctxlen > MAX_CONTEXT) {
        return -1;
    }
    return signature_internal(sig, siglen, m, mlen, ctx, ctxlen, NULL, sk);
}
#else
static int signature_derand(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                            const uint8_t *ctx, size_t ctxlen, const uint8_t *seed,
                            const uint8_t *sk)
{
    if (ctxlen > MAX_CONTEXT || (ctx == NULL && ctxlen != 0)) {
        return -1;
    }
    return signature_internal(sig, siglen, m, mlen, ctx, ctxlen, seed, sk);
}

static int signature(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                     const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    uint8_t rnd[HAETAE_SEEDBYTES];
    int ret = -1;
    if (kpqc_randombytes(rnd, sizeof rnd) == 0) {
        ret = signature_derand(sig, siglen, m, mlen, ctx, ctxlen, rnd, sk);
    }
    kpqc_memzero(rnd, sizeof rnd);
    return ret;
}
#endif

/* ---- verification (Alg. 50) --------------------------------------------- */

/* The one encoding of a key (issue 40): every coefficient of b below q
 * (HAETAE5: 16-bit fields), or of the rounded b1 at most (q - 1) / 2 (sets 2
 * and 3: 15-bit fields), the ranges key generation produces. 1 when canonical. */
static int pk_is_canonical(const uint8_t pk[HAETAE_PUBLICKEYBYTES])
{
#if HAETAE_ROUNDED_VK
    const int32_t top = (HAETAE_Q - 1) / 2;
#else
    const int32_t top = HAETAE_Q - 1;
#endif
    haetae_polyveck b;
    int32_t bad = 0;
    KPQC_NS(haetae_unpack_pk_b)(&b, pk);
    for (unsigned i = 0; i < HAETAE_K; i++) {
        for (unsigned j = 0; j < HAETAE_N; j++) {
            bad |= (int32_t)(b.vec[i].coeffs[j] < 0 || b.vec[i].coeffs[j] > top);
        }
    }
    return bad == 0;
}

static int verify(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                  const uint8_t *ctx, size_t ctxlen, const uint8_t *pk)
{
    haetae_polyvecl A[HAETAE_K], z1, hb1;
    haetae_polyveck h, w;
    haetae_poly c, c2, lsb;
    uint8_t mu[HAETAE_SEEDBYTES];
    uint8_t hbuf[HAETAE_CHALLENGE_INPUT_BYTES];
    uint64_t norm = 0;

    if (!pk_is_canonical(pk)) {
        return KPQC_SCHEME_BAD_KEY;
    }
    if (siglen != HAETAE_SIGBYTES || ctxlen > MAX_CONTEXT || (ctx == NULL && ctxlen != 0)) {
        return -1;
    }
    if (KPQC_NS(haetae_unpack_sig)(&c, &z1, &hb1, &h, sig) != 0) {
        return -1;
    }
    KPQC_NS(haetae_matrix_a1)(A, pk);

    /* z1 = 256 HighBits + LowBits; w' = LSB(z1_0 - c). */
    norm = KPQC_NS(haetae_compose_z1)(z1.vec[0].coeffs, hb1.vec[0].coeffs, HAETAE_L * HAETAE_N);
    for (unsigned j = 0; j < HAETAE_N; j++) {
        lsb.coeffs[j] = (z1.vec[0].coeffs[j] - c.coeffs[j]) & 1;
    }

    /* A1 z1 - q c j mod 2q, its HighBits plus h, and from those the
     * implied z2 = (alpha_h w - (A1 z1 - q c j) + w' j) / 2 mod q. */
    KPQC_NS(haetae_ntt_n)(z1.vec, HAETAE_L);
    for (unsigned i = 0; i < HAETAE_K; i++) {
        KPQC_NS(haetae_dot)(&w.vec[i], A[i].vec, z1.vec, HAETAE_L);
        KPQC_NS(haetae_invntt_tomont)(w.vec[i].coeffs);
        norm += KPQC_NS(haetae_hint_z2)(w.vec[i].coeffs, h.vec[i].coeffs,
                                        i == 0 ? lsb.coeffs : NULL);
    }
    if (norm > HAETAE_B2SQ) {
        return -1;
    }

    KPQC_NS(haetae_pack_challenge_input)(hbuf, &w, &lsb);
    message_hash(mu, sizeof mu, pk, ctx, ctxlen, m, mlen);
    KPQC_NS(haetae_poly_challenge)(&c2, hbuf, mu);
    return memcmp(c.coeffs, c2.coeffs, sizeof c.coeffs) == 0 ? 0 : -1;
}

/* ---- the combined form: sm = signature (HAETAE_SIGBYTES) || m, empty
 * context, as upstream's crypto_sign ---------------------------------------- */

static int sign_combined(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen, const uint8_t *sk)
{
    size_t siglen;
    int ret;
    if (mlen > 0) {
        memmove(sm + HAETAE_SIGBYTES, m, mlen); /* m may be NULL when mlen is 0 */
    }
    ret = signature(sm, &siglen, sm + HAETAE_SIGBYTES, mlen, NULL, 0, sk);
    *smlen = ret == 0 ? siglen + mlen : 0;
    return ret;
}

static int sign_open(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen, const uint8_t *pk)
{
    int r = smlen < HAETAE_SIGBYTES ? -1
                                    : verify(sm, HAETAE_SIGBYTES, sm + HAETAE_SIGBYTES,
                                             smlen - HAETAE_SIGBYTES, NULL, 0, pk);
    if (r != 0) {
        *mlen = 0;
        return r;
    }
    *mlen = smlen - HAETAE_SIGBYTES;
    memmove(m, sm + HAETAE_SIGBYTES, *mlen);
    return 0;
}

const kpqc_sign_ops KPQC_NS(sign_ops) = {
    HAETAE_PUBLICKEYBYTES,
    HAETAE_SECRETKEYBYTES,
    HAETAE_SIGBYTES,
    MAX_CONTEXT,
    keypair,
    signature,
    verify,
    sign_combined,
    sign_open,
    HAETAE_SEEDBYTES,
#if KPQC_HAETAE_R2
    0,
    keypair_derand,
    NULL,
#else
    HAETAE_SEEDBYTES,
    keypair_derand,
    signature_derand,
#endif
    0,
    NULL,
};
