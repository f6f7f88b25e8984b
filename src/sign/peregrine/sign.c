/* Peregrine signing (KPQClean WG0/dsa-Peregrine, sign.c do_sign_dyn_peregrine)
 * and Falcon's verification.
 *
 * With hm = HashToPoint(nonce || m) and the secret basis rows (f, g), (F, G)
 * (fG - gF = q, h = g/f), signing computes the integer polynomials
 *   I1 = round(-hm*F / q),  I2 = round(hm*f / q)     (round(x/q) = floor((x + 6144)/q))
 * exactly, then repeats: J1 <- centered binomial in [-3, 3] (CBD3, its second
 * perturbation J2 is zero in the submission),
 *   s2 = f*(I1 + J1) + F*I2 mod q,   s1 = hm - h*s2 mod q,
 * until ||(s1, s2)|| is below the bound (and s2 encodes in the room the
 * submission's driver leaves); the signature is s2. Then s1 + h*s2 = hm.
 * The bound (the submission's l2bound) is far above the norms signing
 * produces: a signature stays valid under a public key changed in low bits.
 *
 * The quotients: with x = hm*(-F) (or hm*f) as an integer polynomial,
 * y = floor((x + 6144)/q) satisfies q*y = x + 6144 - r with r = (x + 6144)
 * mod q, so y = (x + 6144 - r)/q mod p for any prime p != q; |y| <= n*127 + 1
 * < p/2 for p = 786433, so y is recovered exactly from x mod p and x mod q
 * (the submission does the same with a 31-bit prime).
 *
 * Everything touching f, F runs in constant time: NTTs, Montgomery
 * products, the sampler. Only the accept/reject decision of each candidate
 * (and, for the accepted one, the encoding of s2, which is public) branches. */
#include <string.h>

#include "sign.h"

#include "codec.h"
#include "ct.h"
#include "fips202.h"
#include "ntt.h"
#include "ntt_tables.h"
#include "poly.h"
#include "randombytes.h"
#include "sampler.h"
#include "scheme_ops.h"

#define HALF_Q 6144
/* The submission loops until a candidate is short enough; a valid key needs
 * one or two candidates. Bounded here (a bad key fails instead of hanging). */
#define PG_MAX_ATTEMPTS 1000

typedef struct {
    int8_t f[PG_N], g[PG_N], F[PG_N];
} secret_key;

static int decode_sk(secret_key *k, const uint8_t *sk)
{
    size_t fg = (size_t)PG_FG_BITS * PG_N / 8;
    uint8_t header = sk[0];
    kpqc_ct_declassify(&header, 1); /* the format byte, not key material */
    if (header != 0x50 + PG_LOGN) return -1;
    size_t a = pg_trim_decode(k->f, PG_FG_BITS, sk + 1, fg);
    size_t b = pg_trim_decode(k->g, PG_FG_BITS, sk + 1 + fg, fg);
    size_t c = pg_trim_decode(k->F, PG_FG_BITS_BIG, sk + 1 + 2 * fg, PG_N);
    return (a == 0 || b == 0 || c == 0) ? -1 : 0;
}

/* Signing workspace (kept together so it can be wiped at once). */
typedef struct {
    uint32_t f_hat[PG_N];   /* NTT mod q of f, times R (ready for pg_montmul) */
    uint32_t FI2_hat[PG_N]; /* NTT mod q of F*I2 */
    uint32_t h_hat[PG_N];   /* NTT mod q of h, times R */
    uint32_t hm[PG_N];      /* hm in [0, q) */
    uint32_t I1[PG_N];      /* round(-hm*F/q) mod q */
    uint32_t a[PG_N], b[PG_N], c[PG_N]; /* scratch */
    uint32_t inv_work[2 * PG_N];
    int32_t J1[PG_N], s1[PG_N];
    int16_t s2[PG_N];
    secret_key key;
} sign_work;

/* out = round(hm * sgn*s / q) exactly (s = F with sgn = -1, s = f with
 * sgn = +1), via products mod q and mod p; hm_q, hm_p are NTT(hm) mod q,
 * mod p times R. tq, tp: scratch. */
static void rounded_quotient(int32_t *out, const int8_t *s, int sgn, const uint32_t *hm_q,
                             const uint32_t *hm_p, uint32_t *tq, uint32_t *tp)
{
    const pg_field *fq = &pg_field_q, *fp = &pg_field_p;
    for (unsigned i = 0; i < PG_N; i++) {
        tq[i] = pg_from_signed(sgn * s[i], fq);
        tp[i] = pg_from_signed(sgn * s[i], fp);
    }
    pg_ntt(tq, fq);
    pg_ntt(tp, fp);
    for (unsigned i = 0; i < PG_N; i++) {
        tq[i] = pg_montmul(tq[i], hm_q[i], fq);
        tp[i] = pg_montmul(tp[i], hm_p[i], fp);
    }
    pg_intt(tq, fq);
    pg_intt(tp, fp);
    /* (q^-1 mod p) * R mod p, for pg_montmul */
    for (unsigned i = 0; i < PG_N; i++) {
        uint32_t r = pg_add(tq[i], HALF_Q, fq);                   /* (x + q/2) mod q */
        uint32_t xp = pg_sub(pg_add(tp[i], HALF_Q, fp), r, fp); /* x + q/2 - r mod p */
        out[i] = pg_center(pg_montmul(xp, PG_P_QINV_R, fp), fp);
    }
}

int pg_signature_derand(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                        const uint8_t nonce[PG_NONCE_BYTES], const uint8_t seed[PG_SIGN_SEED_BYTES],
                        const uint8_t *sk)
{
    const pg_field *fq = &pg_field_q, *fp = &pg_field_p;
    sign_work w;
    kpqc_keccak_state rng;
    int ret = -1;

    kpqc_ct_declassify(nonce, PG_NONCE_BYTES); /* published in the signature */
    if (decode_sk(&w.key, sk) != 0) goto done;
    int invertible = pg_public_from_fg(w.h_hat, w.key.f, w.key.g, w.inv_work);
    kpqc_ct_declassify(&invertible, sizeof invertible); /* only for a non-key */
    if (!invertible) goto done;
    pg_hash_to_point(w.hm, nonce, m, mlen);
    kpqc_stack_wipe(); /* Keccak temporaries */

    /* hm in both fields (times R, to multiply with pg_montmul). */
    uint32_t *hm_q = w.a, *hm_p = w.b;
    for (unsigned i = 0; i < PG_N; i++) {
        hm_q[i] = w.hm[i];
        hm_p[i] = w.hm[i];
    }
    pg_ntt(hm_q, fq);
    pg_ntt(hm_p, fp);
    for (unsigned i = 0; i < PG_N; i++) {
        hm_q[i] = pg_montmul(hm_q[i], fq->r2, fq);
        hm_p[i] = pg_montmul(hm_p[i], fp->r2, fp);
    }
    int32_t *I = w.s1; /* s1 is free until the loop */
    rounded_quotient(I, w.key.F, -1, hm_q, hm_p, w.c, (uint32_t *)w.J1);
    for (unsigned i = 0; i < PG_N; i++) w.I1[i] = pg_mod_q(I[i]);
    rounded_quotient(I, w.key.f, +1, hm_q, hm_p, w.c, (uint32_t *)w.J1); /* I2 */

    /* f^, h^ (times R) and (F*I2)^ */
    for (unsigned i = 0; i < PG_N; i++) {
        w.f_hat[i] = pg_from_signed(w.key.f[i], fq);
        w.FI2_hat[i] = pg_from_signed(w.key.F[i], fq);
        w.c[i] = pg_mod_q(I[i]);
    }
    pg_ntt(w.f_hat, fq);
    pg_ntt(w.FI2_hat, fq);
    pg_ntt(w.c, fq);
    pg_ntt(w.h_hat, fq);
    for (unsigned i = 0; i < PG_N; i++) {
        uint32_t F_r = pg_montmul(w.FI2_hat[i], fq->r2, fq);
        w.b[i] = pg_montmul(F_r, w.h_hat[i], fq); /* F*h = G mod q */
        w.f_hat[i] = pg_montmul(w.f_hat[i], fq->r2, fq);
        w.h_hat[i] = pg_montmul(w.h_hat[i], fq->r2, fq);
        w.FI2_hat[i] = pg_montmul(F_r, w.c[i], fq);
    }
    (void)fp;
    /* A key from the generator has G = F*h mod q (Falcon's G) in
     * [-127, 127]; anything else is not a key (and could keep the loop
     * below from ever ending). One decision for the whole key. */
    pg_intt(w.b, fq);
    uint32_t bad = 0;
    for (unsigned i = 0; i < PG_N; i++) {
        int32_t G = pg_center(w.b[i], fq);
        bad |= ((uint32_t)(127 - G) | (uint32_t)(G + 127)) >> 31;
    }
    kpqc_ct_declassify(&bad, sizeof bad); /* reveals only that this is not a key */
    if (bad) goto done;

    kpqc_shake256_init(&rng);
    kpqc_keccak_absorb(&rng, seed, PG_SIGN_SEED_BYTES);
    kpqc_keccak_finalize(&rng);
    for (unsigned attempt = 0; attempt < PG_MAX_ATTEMPTS; attempt++) {
        pg_sample_cbd3(w.J1, &rng);
        for (unsigned i = 0; i < PG_N; i++) {
            w.a[i] = pg_add(w.I1[i], pg_from_signed(w.J1[i], fq), fq);
        }
        pg_ntt(w.a, fq);
        for (unsigned i = 0; i < PG_N; i++) {
            uint32_t s2 = pg_add(pg_montmul(w.a[i], w.f_hat[i], fq), w.FI2_hat[i], fq);
            w.b[i] = s2;
            w.c[i] = pg_montmul(s2, w.h_hat[i], fq);
        }
        pg_intt(w.b, fq); /* s2 */
        pg_intt(w.c, fq); /* h*s2 */
        for (unsigned i = 0; i < PG_N; i++) {
            int32_t v = pg_center(w.b[i], fq);
            w.s2[i] = (int16_t)v;
            w.J1[i] = v; /* J1 is free now: s2 as int32 for the norm */
            w.s1[i] = pg_center(pg_sub(w.hm[i], w.c[i], fq), fq);
        }
        int short_enough = pg_is_short(w.s1, w.J1);
        kpqc_ct_declassify(&short_enough, sizeof short_enough); /* the rejection decision */
        if (!short_enough) continue;
        kpqc_ct_declassify(w.s2, sizeof w.s2); /* accepted: it is the signature */
        size_t len = pg_comp_encode(sig + PG_NONCE_BYTES + 1, PG_COMP_MAX, w.s2);
        if (len == 0) continue;
        memcpy(sig, nonce, PG_NONCE_BYTES);
        sig[PG_NONCE_BYTES] = 0x20 + PG_LOGN;
        *siglen = PG_NONCE_BYTES + 1 + len;
        ret = 0;
        break;
    }
done:
    kpqc_keccak_wipe(&rng);
    kpqc_memzero(&w, sizeof w);
    kpqc_stack_wipe(); /* Keccak temporaries (seed, nonce) */
    return ret;
}

/* Zeroes the stack below the caller's frame over the depth signing uses
 * (its workspace, then the callees below it), where the Keccak permutation
 * spilled the nonce and the seed. */
KPQC_NOINLINE
static void wipe_signing_stack(void)
{
    uint8_t buf[sizeof(sign_work) + 8192];
    kpqc_memzero(buf, sizeof buf);
}

int pg_signature(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *sk)
{
    uint8_t nonce[PG_NONCE_BYTES], seed[PG_SIGN_SEED_BYTES];
    int ret = -1;
    if (kpqc_randombytes(nonce, sizeof nonce) == 0 && kpqc_randombytes(seed, sizeof seed) == 0) {
        ret = pg_signature_derand(sig, siglen, m, mlen, nonce, seed, sk);
    }
    wipe_signing_stack();
    kpqc_memzero(nonce, sizeof nonce);
    kpqc_memzero(seed, sizeof seed);
    return ret;
}

int pg_verify(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen, const uint8_t *pk)
{
    const pg_field *fq = &pg_field_q;
    uint32_t h[PG_N], t[PG_N];
    int32_t s1[PG_N], s2[PG_N];
    int16_t s2c[PG_N];
    uint16_t h16[PG_N];

    /* The one encoding of a key (issue 40): its header, then n coefficients
     * below q in 14 bits each (no padding). */
    if (pk[0] != PG_LOGN || pg_modq_decode(h16, pk + 1, PG_PK_BYTES - 1) != PG_PK_BYTES - 1) {
        return KPQC_SCHEME_BAD_KEY;
    }
    if (siglen < PG_NONCE_BYTES + 2 || siglen > PG_SIG_MAX_BYTES) return -1;
    if (sig[PG_NONCE_BYTES] != 0x20 + PG_LOGN) return -1;
    size_t clen = siglen - PG_NONCE_BYTES - 1;
    if (pg_comp_decode(s2c, sig + PG_NONCE_BYTES + 1, clen) != clen) return -1;

    for (unsigned i = 0; i < PG_N; i++) {
        h[i] = h16[i];
        s2[i] = s2c[i];
        t[i] = pg_from_signed(s2c[i], fq);
    }
    pg_ntt(h, fq);
    pg_ntt(t, fq);
    pg_mul_ntt(t, t, h, fq);
    pg_intt(t, fq);
    pg_hash_to_point(h, sig, m, mlen);
    for (unsigned i = 0; i < PG_N; i++) {
        s1[i] = pg_center(pg_sub(h[i], t[i], fq), fq);
    }
    return pg_is_short(s1, s2) ? 0 : -1;
}

/* Combined form (the submission's KAT driver): siglen(2) || nonce || m ||
 * header || compressed s2, siglen = 1 + compressed length. */
int pg_sign(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen, const uint8_t *sk)
{
    uint8_t sig[PG_SIG_MAX_BYTES];
    size_t siglen;
    if (pg_signature(sig, &siglen, m, mlen, sk) != 0) return -1;
    size_t tail = siglen - PG_NONCE_BYTES; /* header + compressed */
    memmove(sm + 2 + PG_NONCE_BYTES, m, mlen);
    sm[0] = (uint8_t)(tail >> 8);
    sm[1] = (uint8_t)tail;
    memcpy(sm + 2, sig, PG_NONCE_BYTES);
    memcpy(sm + 2 + PG_NONCE_BYTES + mlen, sig + PG_NONCE_BYTES, tail);
    *smlen = 2 + PG_NONCE_BYTES + mlen + tail;
    kpqc_memzero(sig, sizeof sig);
    return 0;
}

int pg_open(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen, const uint8_t *pk)
{
    uint8_t sig[PG_SIG_MAX_BYTES];
    *mlen = 0;
    if (smlen < 2 + PG_NONCE_BYTES) return -1;
    size_t tail = (size_t)sm[0] << 8 | sm[1];
    if (tail < 2 || tail > smlen - 2 - PG_NONCE_BYTES || PG_NONCE_BYTES + tail > sizeof sig) {
        return -1;
    }
    size_t len = smlen - 2 - PG_NONCE_BYTES - tail;
    const uint8_t *msg = sm + 2 + PG_NONCE_BYTES;
    memcpy(sig, sm + 2, PG_NONCE_BYTES);
    memcpy(sig + PG_NONCE_BYTES, msg + len, tail);
    int r = pg_verify(sig, PG_NONCE_BYTES + tail, msg, len, pk);
    if (r != 0) return r;
    memmove(m, msg, len);
    *mlen = len;
    return 0;
}
