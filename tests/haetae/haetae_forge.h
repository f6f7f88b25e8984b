/* The verifier's norm bound, tested with signatures that are consistent in
 * every other respect.
 *
 * A signer holding the secret key can skip the rejection steps and choose y
 * itself: with A (1, s1, s2) = q j (mod 2q), any y gives a signature whose
 * challenge, hint and encodings are all correct, and whose only defect is
 * its norm. This test builds such signatures from the scheme's internal
 * functions (the namespaced symbols of one parameter set in libkpqc), with
 * y = spikes of height v on some coefficients of y1 and zero elsewhere, and
 * searches v for two signatures on either side of the bound: the verifier
 * must accept the one with |(z1, z2~)|^2 <= B2^2 and reject the other. The
 * norm is computed here independently of sign.c's verify.
 *
 * Included by test_haetae_norm<set>.c, which define KPQC_NAMESPACE,
 * KPQC_HAETAE_MODE, HAETAE_SET_NAME and HAETAE_TEST_HB_MAX (the largest
 * |HighBits(z1)| the set's rANS table codes) first. */
#include <stdlib.h>
#include <string.h>

#include "fips202.h"
#include "sign/haetae/matrix.h"
#include "sign/haetae/ntt.h"
#include "sign/haetae/packing.h"
#include "sign/haetae/params.h"
#include "sign/haetae/poly.h"
#include "sign/haetae/reduce.h"
#include "test_support.h"

static int32_t hint_hb(int32_t x)
{
    int32_t hb = (x + HAETAE_HALF_ALPHA_HINT) >> HAETAE_LOG_ALPHA_HINT;
    return hb == HAETAE_HB_RANGE ? 0 : hb;
}

static int32_t crt2q(int32_t w, int32_t parity)
{
    int32_t t = haetae_freeze(w);
    return haetae_freeze2q(((t ^ parity) & 1) ? t + HAETAE_Q : t);
}

typedef struct {
    haetae_polyvecl A[HAETAE_K];
    haetae_polyvecm s1;
    haetae_polyveck s2;
    uint8_t mu[HAETAE_CRHBYTES];
} forger;

static void forger_init(forger *f, const uint8_t *pk, const uint8_t *sk, const uint8_t *m,
                        size_t mlen)
{
    uint8_t key[HAETAE_SEEDBYTES], zero = 0;
    kpqc_keccak_state st;
    KPQC_NS(haetae_matrix_a1)(f->A, pk);
    KPQC_NS(haetae_unpack_sk)(&f->s1, &f->s2, key, sk);
    KPQC_NS(haetae_ntt_n)(f->s1.vec, HAETAE_M);
    KPQC_NS(haetae_ntt_n)(f->s2.vec, HAETAE_K);
    kpqc_shake256_init(&st); /* mu = H(pk || ctxlen = 0 || m) */
    kpqc_keccak_absorb(&st, pk, HAETAE_PUBLICKEYBYTES);
    kpqc_keccak_absorb(&st, &zero, 1);
    kpqc_keccak_absorb(&st, m, mlen);
    kpqc_keccak_finalize(&st);
    kpqc_keccak_squeeze(f->mu, sizeof f->mu, &st);
}

/* Signs with y1 = +-v at `spikes` spread positions, y2 = 0, b = 0. Returns
 * 0 and the verifier's squared norm, or -1 if the signature does not encode. */
static int forge(const forger *f, int32_t v, unsigned spikes, uint8_t sig[HAETAE_SIGBYTES],
                 uint64_t *norm)
{
    static haetae_polyvecl r1, t1, z1, lb, hb;
    static haetae_polyveck ay, hbits, z2, h;
    haetae_poly c, chat, cs, lsb;
    uint8_t buf[HAETAE_CHALLENGE_INPUT_BYTES];

    memset(&r1, 0, sizeof r1);
    for (unsigned k = 0; k < spikes; k++) {
        unsigned pos = (k * 97u) % (HAETAE_L * HAETAE_N);
        r1.vec[pos / HAETAE_N].coeffs[pos % HAETAE_N] = (k & 1) ? -v : v;
    }
    for (unsigned j = 0; j < HAETAE_N; j++) lsb.coeffs[j] = r1.vec[0].coeffs[j] & 1;
    t1 = r1;
    KPQC_NS(haetae_ntt_n)(t1.vec, HAETAE_L);
    for (unsigned i = 0; i < HAETAE_K; i++) { /* A round(y) mod 2q, y2 = 0 */
        KPQC_NS(haetae_dot)(&ay.vec[i], f->A[i].vec, t1.vec, HAETAE_L);
        KPQC_NS(haetae_invntt_tomont)(ay.vec[i].coeffs);
        for (unsigned j = 0; j < HAETAE_N; j++) {
            ay.vec[i].coeffs[j] = crt2q(ay.vec[i].coeffs[j], i == 0 ? lsb.coeffs[j] : 0);
            hbits.vec[i].coeffs[j] = hint_hb(ay.vec[i].coeffs[j]);
        }
    }
    KPQC_NS(haetae_pack_challenge_input)(buf, &hbits, &lsb);
    KPQC_NS(haetae_poly_challenge)(&c, buf, f->mu);

    chat = c; /* z = y + c (1, s1, s2) */
    KPQC_NS(haetae_ntt)(chat.coeffs);
    for (unsigned i = 0; i < HAETAE_L; i++) {
        if (i == 0) {
            cs = c;
        } else {
            KPQC_NS(haetae_dot)(&cs, &chat, &f->s1.vec[i - 1], 1);
            KPQC_NS(haetae_invntt_tomont)(cs.coeffs);
        }
        for (unsigned j = 0; j < HAETAE_N; j++) {
            int32_t z = r1.vec[i].coeffs[j] + cs.coeffs[j];
            int32_t low = ((z + 128) & 255) - 128;
            z1.vec[i].coeffs[j] = z;
            lb.vec[i].coeffs[j] = low;
            hb.vec[i].coeffs[j] = (z - low) / 256;
        }
    }
    *norm = 0;
    for (unsigned i = 0; i < HAETAE_L; i++) {
        for (unsigned j = 0; j < HAETAE_N; j++) {
            *norm += (uint64_t)((int64_t)z1.vec[i].coeffs[j] * z1.vec[i].coeffs[j]);
        }
    }
    for (unsigned i = 0; i < HAETAE_K; i++) {
        KPQC_NS(haetae_dot)(&cs, &f->s2.vec[i], &chat, 1);
        KPQC_NS(haetae_invntt_tomont)(cs.coeffs);
        for (unsigned j = 0; j < HAETAE_N; j++) {
            int32_t x, w, zt;
            z2.vec[i].coeffs[j] = cs.coeffs[j];
            /* x = A round(y) - 2 z2 = A1 z1 - q c j (mod 2q), what the
             * verifier recomputes; h takes HighBits(x) back to HighBits(Ay). */
            x = haetae_freeze2q(ay.vec[i].coeffs[j] - 2 * z2.vec[i].coeffs[j]);
            h.vec[i].coeffs[j] = hbits.vec[i].coeffs[j] - hint_hb(x);
            if (h.vec[i].coeffs[j] < 0) h.vec[i].coeffs[j] += HAETAE_HB_RANGE;
            w = hbits.vec[i].coeffs[j];
            /* The verifier's z2~ = (alpha_h w - x + LSB(y1_0) j) / 2 mod q. */
            zt = w * HAETAE_ALPHA_HINT - x + (i == 0 ? lsb.coeffs[j] : 0);
            zt = haetae_reduce2q(zt) >> 1;
            *norm += (uint64_t)((int64_t)zt * zt);
        }
    }
    return KPQC_NS(haetae_pack_sig)(sig, &c, &lb, &hb, &h);
}

static int verify_forged(const kpqc_scheme *s, const uint8_t *sig, const uint8_t *m, size_t mlen,
                         const uint8_t *pk)
{
    return kpqc_sign_verify(s, NULL, sig, HAETAE_SIGBYTES, m, mlen, NULL, 0, pk,
                            HAETAE_PUBLICKEYBYTES);
}

static int run_norm_test(void)
{
    const kpqc_scheme *s = kpqc_scheme_find(HAETAE_SET_NAME);
    static uint8_t pk[HAETAE_PUBLICKEYBYTES], sk[HAETAE_SECRETKEYBYTES];
    static uint8_t sig_lo[HAETAE_SIGBYTES], sig_hi[HAETAE_SIGBYTES];
    static forger f;
    uint8_t seed[32], m[40];
    uint64_t n_lo, n_hi, n_mid;
    /* Tall spikes are the cheapest to encode: HighBits(z1) up to the
     * largest coded value, leaving room for c s1 (|c s1| <= tau). Enough
     * spikes that the bound is crossed some 200 below the top height. */
    const int32_t vmax = HAETAE_TEST_HB_MAX * 256 + 127 - HAETAE_TAU;
    const unsigned spikes = (unsigned)(HAETAE_B2SQ / ((uint64_t)(vmax - 200) * (vmax - 200)) + 1);
    int32_t lo = vmax / 2, hi = vmax; /* (short codes fall below the length baselines) */

    CHECK(s != NULL);
    if (s == NULL) return test_finish("haetae_norm");
    CHECK(kpqc_scheme_info_of(s)->signature_bytes == HAETAE_SIGBYTES);
    for (unsigned i = 0; i < sizeof seed; i++) seed[i] = (uint8_t)(i * 3 + 1);
    for (unsigned i = 0; i < sizeof m; i++) m[i] = (uint8_t)(i ^ 0x5c);
    CHECK(kpqc_sign_keypair_derand(s, NULL, pk, sizeof pk, sk, sizeof sk, seed, sizeof seed) ==
          KPQC_OK);
    forger_init(&f, pk, sk, m, sizeof m);

    /* The forger is sound: a small y verifies, a large one does not. */
    CHECK(forge(&f, lo, spikes, sig_lo, &n_lo) == 0);
    CHECK(forge(&f, hi, spikes, sig_hi, &n_hi) == 0);
    CHECK_MSG(n_lo <= HAETAE_B2SQ && n_hi > HAETAE_B2SQ, "norms %llu, %llu",
              (unsigned long long)n_lo, (unsigned long long)n_hi);
    CHECK(verify_forged(s, sig_lo, m, sizeof m, pk) == KPQC_OK);
    CHECK(verify_forged(s, sig_hi, m, sizeof m, pk) == KPQC_ERR_VERIFY);

    /* Bisect v to two neighbouring heights across the bound. */
    while (hi - lo > 1) {
        int32_t mid = lo + (hi - lo) / 2;
        static uint8_t sig_mid[HAETAE_SIGBYTES];
        if (forge(&f, mid, spikes, sig_mid, &n_mid) != 0) {
            CHECK_MSG(0, "v = %d does not encode", (int)mid);
            break;
        }
        if (n_mid <= HAETAE_B2SQ) {
            lo = mid;
            n_lo = n_mid;
            memcpy(sig_lo, sig_mid, sizeof sig_lo);
        } else {
            hi = mid;
            n_hi = n_mid;
            memcpy(sig_hi, sig_mid, sizeof sig_hi);
        }
    }
    printf("%s: B2^2 = %llu; v = %d gives %llu, v = %d gives %llu\n", HAETAE_SET_NAME,
           (unsigned long long)HAETAE_B2SQ, (int)lo, (unsigned long long)n_lo, (int)hi,
           (unsigned long long)n_hi);
    CHECK_MSG(verify_forged(s, sig_lo, m, sizeof m, pk) == KPQC_OK,
              "norm^2 %llu <= B2^2 rejected", (unsigned long long)n_lo);
    CHECK_MSG(verify_forged(s, sig_hi, m, sizeof m, pk) == KPQC_ERR_VERIFY,
              "norm^2 %llu > B2^2 accepted", (unsigned long long)n_hi);
    /* Both close to the bound (a bound off by any sizeable amount, B1 for
     * B2 say, fails one of the two checks above). */
    CHECK(n_lo > HAETAE_B2SQ - HAETAE_B2SQ / 50 && n_hi < HAETAE_B2SQ + HAETAE_B2SQ / 50);
    test_pass();
    return test_finish("haetae_norm");
}
