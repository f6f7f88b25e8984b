/* NCC-Sign checks against the scheme's internal functions (the namespaced
 * symbols of one parameter set in libkpqc), independent definitions in
 * hand:
 *  - products through the NTT and the sparse challenge product against
 *    schoolbook multiplication mod X^n - X^(n/2) + 1;
 *  - Decompose (all of [0, q)) and Power2Round (all of [0, q]) against the
 *    spec's definitions (Alg. 2, 4) written with division;
 *  - the hint: UseHint(MakeHint) recovers HighBits(w) (Alg. 3, 7);
 *  - the verifier's bound ||z|| < gamma1 - beta, with signatures forged
 *    from the secret key whose only defect is one z coefficient: the
 *    verifier must accept |z_0| = gamma1 - beta - 1 and reject
 *    gamma1 - beta;
 *  - the verifier's hint count (at most omega), with forged signatures
 *    carrying exactly omega (accepted) and omega + 1 (rejected) hints.
 * Included by test_nccsign<set>.c, which define KPQC_NAMESPACE,
 * NCCSIGN_MODE and NCCSIGN_SET_NAME first, and by test_nccsign<set>_avx2.c,
 * which also define KPQC_BACKEND_AVX2 and NCCSIGN_SCHEME / NCCSIGN_BACKEND
 * (the registry row and backend its forged signatures go to). */
#include <stdlib.h>
#include <string.h>

#include "fips202.h"
#include "sign/nccsign/ntt.h"
#include "sign/nccsign/packing.h"
#include "sign/nccsign/params.h"
#include "sign/nccsign/poly.h"
#include "sign/nccsign/reduce.h"
#include "test_support.h"

#ifndef NCCSIGN_SCHEME
#define NCCSIGN_SCHEME NCCSIGN_SET_NAME
#define NCCSIGN_BACKEND "portable" /* not NULL: that picks avx2 where it runs */
#endif

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static uint32_t rnd32(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint32_t)(rng_state >> 16);
}

/* r = a b mod (X^n - X^(n/2) + 1, q), r in [0, q). */
static void schoolbook(int32_t *r, const int32_t *a, const int32_t *b)
{
    static int64_t t[2 * NCC_N];
    memset(t, 0, sizeof t);
    for (unsigned i = 0; i < NCC_N; i++) {
        for (unsigned j = 0; j < NCC_N; j++) {
            t[i + j] = (t[i + j] + (int64_t)a[i] * b[j]) % NCC_Q;
        }
    }
    for (unsigned k = 2 * NCC_N - 1; k-- > NCC_N;) { /* X^k = X^(k - n/2) - X^(k - n) */
        t[k - NCC_N / 2] = (t[k - NCC_N / 2] + t[k]) % NCC_Q;
        t[k - NCC_N] = (t[k - NCC_N] - t[k]) % NCC_Q;
    }
    for (unsigned i = 0; i < NCC_N; i++) {
        r[i] = (int32_t)((t[i] % NCC_Q + NCC_Q) % NCC_Q);
    }
}

static void check_ntt_product(void)
{
    static ncc_poly a, ahat, x, w, want;
    for (unsigned trial = 0; trial < 2; trial++) {
        for (unsigned i = 0; i < NCC_N; i++) {
            a.coeffs[i] = (int32_t)(rnd32() % NCC_Q);
            /* extreme masks in the first trial */
            x.coeffs[i] = trial == 0 ? (i & 1 ? NCC_GAMMA1 : -NCC_GAMMA1 + 1)
                                     : (int32_t)(rnd32() % (2 * NCC_GAMMA1)) - NCC_GAMMA1 + 1;
        }
        ahat = a;
        KPQC_NS(ncc_ntt)(ahat.coeffs);
        for (unsigned i = 0; i < NCC_N; i++) ahat.coeffs[i] = ncc_freeze(ahat.coeffs[i]);
        w = x;
        KPQC_NS(ncc_ntt)(w.coeffs);
        KPQC_NS(ncc_ntt_mul)(w.coeffs, ahat.coeffs, w.coeffs);
        KPQC_NS(ncc_invntt)(w.coeffs);
        schoolbook(want.coeffs, a.coeffs, x.coeffs);
        unsigned bad = 0;
        for (unsigned i = 0; i < NCC_N; i++) bad += ncc_freeze(w.coeffs[i]) != want.coeffs[i];
        CHECK_MSG(bad == 0, "NTT product: %u coefficients differ (trial %u)", bad, trial);
    }
}

static void check_challenge_product(void)
{
    static ncc_poly a, dense, got, want;
    ncc_challenge c;
    uint8_t ct[NCC_SEEDBYTES];
    for (unsigned trial = 0; trial < 3; trial++) {
        for (unsigned i = 0; i < NCC_SEEDBYTES; i++) ct[i] = (uint8_t)rnd32();
        KPQC_NS(ncc_sample_challenge)(&c, ct);
        memset(&dense, 0, sizeof dense);
        for (unsigned k = 0; k < NCC_TAU; k++) {
            CHECK(c.pos[k] < NCC_N && (c.sign[k] == 1 || c.sign[k] == -1));
            CHECK(dense.coeffs[c.pos[k]] == 0); /* tau distinct positions */
            dense.coeffs[c.pos[k]] = c.sign[k];
        }
        for (unsigned i = 0; i < NCC_N; i++) {
            a.coeffs[i] = (int32_t)(rnd32() % (1u << 20)) - (1 << 19);
        }
        KPQC_NS(ncc_challenge_mul)(got.coeffs, &c, a.coeffs);
        schoolbook(want.coeffs, dense.coeffs, a.coeffs);
        unsigned bad = 0;
        for (unsigned i = 0; i < NCC_N; i++) {
            bad += ncc_freeze(got.coeffs[i]) != want.coeffs[i] ||
                   got.coeffs[i] > 3 * NCC_TAU * (1 << 19) ||
                   got.coeffs[i] < -3 * NCC_TAU * (1 << 19);
        }
        CHECK_MSG(bad == 0, "challenge product: %u coefficients differ (trial %u)", bad, trial);
    }
}

static void check_rounding(void)
{
    static ncc_poly a, a1, a0;
    const int32_t alpha = 2 * NCC_GAMMA2;
    unsigned bad = 0;
    for (int32_t base = 0; base <= NCC_Q; base += NCC_N) {
        for (unsigned i = 0; i < NCC_N; i++) {
            a.coeffs[i] = base + (int32_t)i > NCC_Q ? NCC_Q : base + (int32_t)i;
        }
        KPQC_NS(ncc_power2round)(&a1, &a0, &a);
        for (unsigned i = 0; i < NCC_N; i++) {
            int32_t r = a.coeffs[i], r0 = r % (1 << NCC_D);
            if (r0 > (1 << (NCC_D - 1))) r0 -= 1 << NCC_D;
            bad += a0.coeffs[i] != r0 || a1.coeffs[i] != (r - r0) / (1 << NCC_D);
        }
        for (unsigned i = 0; i < NCC_N; i++) {
            if (a.coeffs[i] == NCC_Q) a.coeffs[i] = 0;
        }
        KPQC_NS(ncc_decompose)(&a1, &a0, &a);
        for (unsigned i = 0; i < NCC_N; i++) {
            int32_t r = a.coeffs[i], r0 = r % alpha, r1;
            if (r0 > alpha / 2) r0 -= alpha;
            if (r - r0 == NCC_Q - 1) {
                r1 = 0;
                r0 -= 1;
            } else {
                r1 = (r - r0) / alpha;
            }
            bad += a0.coeffs[i] != r0 || a1.coeffs[i] != r1;
        }
    }
    CHECK_MSG(bad == 0, "Power2Round/Decompose: %u values differ from Alg. 2/4", bad);
}

static void check_hints(void)
{
    static ncc_poly w, w1, w0, a0, h, r, v1;
    unsigned bad = 0;
    for (unsigned trial = 0; trial < 20; trial++) {
        for (unsigned i = 0; i < NCC_N; i++) {
            w.coeffs[i] = (int32_t)(rnd32() % NCC_Q);
            /* every w near a rounding edge in the first trials */
            if (trial < 4) w.coeffs[i] = (int32_t)((i % NCC_W1_RANGE) * 2 * NCC_GAMMA2 +
                                                   NCC_GAMMA2 - 2 + trial) % NCC_Q;
        }
        KPQC_NS(ncc_decompose)(&w1, &w0, &w);
        for (unsigned i = 0; i < NCC_N; i++) {
            /* e plays -c s2 and f plays c t0, within the signer's bounds */
            int32_t e, f = (int32_t)(rnd32() % (2 * NCC_GAMMA2 - 1)) - NCC_GAMMA2 + 1;
            do {
                e = (int32_t)(rnd32() % 512) - 256;
            } while (w0.coeffs[i] + e >= NCC_GAMMA2 - NCC_BETA ||
                     w0.coeffs[i] + e <= -(NCC_GAMMA2 - NCC_BETA));
            a0.coeffs[i] = w0.coeffs[i] + e + f;
            r.coeffs[i] = ncc_freeze(w.coeffs[i] + e + f);
        }
        KPQC_NS(ncc_make_hint)(&h, &a0, &w1);
        KPQC_NS(ncc_use_hint)(&v1, &r, &h);
        for (unsigned i = 0; i < NCC_N; i++) bad += v1.coeffs[i] != w1.coeffs[i];
    }
    CHECK_MSG(bad == 0, "UseHint(MakeHint) missed HighBits(w) %u times", bad);
}

/* ---- forged signatures at the z bound ------------------------------------ */

typedef struct {
    ncc_poly a, s1, s2, t0, y, w, w1, w0, cs1, cs2, ct0, z, h;
    ncc_challenge c;
    uint8_t mu[NCC_CRHBYTES], rho[NCC_CRHBYTES];
} forge_state;

static void mul_a(const forge_state *f, ncc_poly *w, const ncc_poly *x)
{
    *w = *x;
    KPQC_NS(ncc_ntt)(w->coeffs);
    KPQC_NS(ncc_ntt_mul)(w->coeffs, f->a.coeffs, w->coeffs);
    KPQC_NS(ncc_invntt)(w->coeffs);
    for (unsigned i = 0; i < NCC_N; i++) w->coeffs[i] = ncc_freeze(w->coeffs[i]);
}

/* One signing attempt for y, without the z test; 0 if every other test of
 * Alg. 9 passes. */
/* The signer's step after w = A y: the challenge seed H(mu || w1) into sig,
 * c from it, z = y + c s1, and w0 - c s2 (c s1, c s2, c t0 kept in f). */
static void challenge_and_z(forge_state *f, uint8_t *sig, const ncc_poly *w1)
{
    uint8_t buf[NCC_POLYW1_BYTES];
    kpqc_keccak_state st;
    ncc_pack_w1(buf, w1);
    kpqc_shake256_init(&st);
    kpqc_keccak_absorb(&st, f->mu, sizeof f->mu);
    kpqc_keccak_absorb(&st, buf, sizeof buf);
    kpqc_keccak_finalize(&st);
    kpqc_keccak_squeeze(sig, NCC_SEEDBYTES, &st);
    KPQC_NS(ncc_sample_challenge)(&f->c, sig);
    KPQC_NS(ncc_challenge_mul)(f->cs1.coeffs, &f->c, f->s1.coeffs);
    KPQC_NS(ncc_challenge_mul)(f->cs2.coeffs, &f->c, f->s2.coeffs);
    KPQC_NS(ncc_challenge_mul)(f->ct0.coeffs, &f->c, f->t0.coeffs);
    for (unsigned i = 0; i < NCC_N; i++) {
        f->z.coeffs[i] = f->y.coeffs[i] + f->cs1.coeffs[i];
        f->w0.coeffs[i] -= f->cs2.coeffs[i];
    }
}

static int attempt(forge_state *f, uint8_t *sig)
{
    mul_a(f, &f->w, &f->y);
    KPQC_NS(ncc_decompose)(&f->w1, &f->w0, &f->w);
    challenge_and_z(f, sig, &f->w1);
    int32_t z0 = f->z.coeffs[0];
    f->z.coeffs[0] = 0; /* z_0 is the one left untested */
    int reject = KPQC_NS(ncc_norm_exceeds)(f->w0.coeffs, NCC_GAMMA2 - NCC_BETA) ||
                 KPQC_NS(ncc_norm_exceeds)(f->z.coeffs, NCC_GAMMA1 - NCC_BETA) ||
                 KPQC_NS(ncc_norm_exceeds)(f->ct0.coeffs, NCC_GAMMA2);
    f->z.coeffs[0] = z0;
    if (reject) {
        return -1;
    }
    for (unsigned i = 0; i < NCC_N; i++) f->w0.coeffs[i] += f->ct0.coeffs[i];
    return KPQC_NS(ncc_make_hint)(&f->h, &f->w0, &f->w1) > NCC_OMEGA ? -1 : 0;
}

/* A signature of msg with z_0 = target and every other test passed. */
static int forge(forge_state *f, uint8_t *sig, int32_t target)
{
    for (uint16_t nonce = 0; nonce < 200; nonce++) {
        KPQC_NS(ncc_sample_mask)(&f->y, f->rho, nonce);
        /* z_0 = y_0 + (c s1)_0 and c depends on y: try (c s1)_0 = d for
         * small d until the challenge agrees. */
        for (int32_t d = -24; d <= 24; d++) {
            f->y.coeffs[0] = target - d;
            if (attempt(f, sig) == 0 && f->cs1.coeffs[0] == d) {
                ncc_pack_z(sig + NCC_SEEDBYTES, &f->z);
                ncc_pack_h(sig + NCC_SEEDBYTES + NCC_POLYZ_BYTES, &f->h);
                return 0;
            }
        }
    }
    return -1;
}

/* A signature of the forge message with exactly `want` hint bits: the
 * signer's own hints plus extra ones at coefficients whose low part is far
 * above 0, where UseHint turns w1 into w1 + 1, so the forger hashes that w1.
 * The number of extra ones follows the last attempt's own hint count. */
static int forge_hints(forge_state *f, uint8_t *sig, unsigned want)
{
    static ncc_poly w1m, wv, used;
    static uint8_t mark[NCC_N];
    unsigned extra = want / 2;
    for (uint16_t nonce = 0; nonce < 4000; nonce++) {
        unsigned k = 0;
        KPQC_NS(ncc_sample_mask)(&f->y, f->rho, nonce);
        mul_a(f, &f->w, &f->y);
        KPQC_NS(ncc_decompose)(&f->w1, &f->w0, &f->w);
        w1m = f->w1;
        memset(mark, 0, sizeof mark);
        for (unsigned i = 0; i < NCC_N && k < extra; i++) {
            if (f->w0.coeffs[i] > NCC_GAMMA2 / 2) {
                w1m.coeffs[i] = (w1m.coeffs[i] + 1) % NCC_W1_RANGE;
                mark[i] = 1;
                k++;
            }
        }
        challenge_and_z(f, sig, &w1m);
        if (KPQC_NS(ncc_norm_exceeds)(f->w0.coeffs, NCC_GAMMA2 - NCC_BETA) ||
            KPQC_NS(ncc_norm_exceeds)(f->z.coeffs, NCC_GAMMA1 - NCC_BETA) ||
            KPQC_NS(ncc_norm_exceeds)(f->ct0.coeffs, NCC_GAMMA2)) {
            continue;
        }
        for (unsigned i = 0; i < NCC_N; i++) f->w0.coeffs[i] += f->ct0.coeffs[i];
        unsigned own = KPQC_NS(ncc_make_hint)(&f->h, &f->w0, &f->w1);
        if (own + k != want) {
            extra = want > own ? want - own : 0;
            continue;
        }
        int clash = 0;
        for (unsigned i = 0; i < NCC_N; i++) {
            clash |= mark[i] & f->h.coeffs[i];
            f->h.coeffs[i] |= mark[i];
            /* what verification computes: a z - c t1 2^d = a y - c s2 + c t0 */
            wv.coeffs[i] = ncc_freeze(f->w.coeffs[i] - f->cs2.coeffs[i] + f->ct0.coeffs[i]);
        }
        KPQC_NS(ncc_use_hint)(&used, &wv, &f->h);
        if (clash || memcmp(used.coeffs, w1m.coeffs, sizeof used.coeffs) != 0) continue;
        ncc_pack_z(sig + NCC_SEEDBYTES, &f->z);
        ncc_pack_h(sig + NCC_SEEDBYTES + NCC_POLYZ_BYTES, &f->h);
        return 0;
    }
    return -1;
}

static void check_z_bound(void)
{
    const kpqc_scheme *s = kpqc_scheme_find(NCCSIGN_SCHEME);
    static forge_state f;
    static uint8_t pk[NCC_PUBLICKEYBYTES], sk[NCC_SECRETKEYBYTES], sig[NCC_SIGBYTES];
    const uint8_t msg[5] = {'f', 'o', 'r', 'g', 'e'};
    uint8_t tr[NCC_SEEDBYTES], seed[64];
    kpqc_keccak_state st;
    CHECK(s != NULL);
    if (s == NULL) return;
    test_seed_drbg("nccsign-forge", 0);
    CHECK(kpqc_sign_keypair(s, NCCSIGN_BACKEND, pk, sizeof pk, sk, sizeof sk) == KPQC_OK);
    KPQC_NS(ncc_sample_a)(&f.a, sk);
    memcpy(tr, sk + 2 * NCC_SEEDBYTES, sizeof tr);
    ncc_unpack_eta(&f.s1, sk + 3 * NCC_SEEDBYTES);
    ncc_unpack_eta(&f.s2, sk + 3 * NCC_SEEDBYTES + NCC_POLYETA_BYTES);
    ncc_unpack_t0(&f.t0, sk + 3 * NCC_SEEDBYTES + 2 * NCC_POLYETA_BYTES);
    kpqc_shake256_init(&st);
    kpqc_keccak_absorb(&st, tr, sizeof tr);
    kpqc_keccak_absorb(&st, msg, sizeof msg);
    kpqc_keccak_finalize(&st);
    kpqc_keccak_squeeze(f.mu, sizeof f.mu, &st);
    for (unsigned i = 0; i < sizeof seed; i++) seed[i] = (uint8_t)(i * 7 + 1);
    memcpy(f.rho, seed, sizeof f.rho);
    const int32_t edge = NCC_GAMMA1 - NCC_BETA;
    const int32_t targets[4] = {edge - 1, -(edge - 1), edge, -edge};
    for (unsigned t = 0; t < 4; t++) {
        CHECK_MSG(forge(&f, sig, targets[t]) == 0, "no forgery found for z_0 = %d",
                  (int)targets[t]);
        int r = kpqc_sign_verify(s, NCCSIGN_BACKEND, sig, sizeof sig, msg, sizeof msg, NULL, 0, pk, sizeof pk);
        CHECK_MSG((r == KPQC_OK) == (t < 2), "z_0 = %d: verify returned %d", (int)targets[t], r);
    }
    /* the hint count: omega hints verify, omega + 1 do not */
    for (unsigned want = NCC_OMEGA; want <= NCC_OMEGA + 1; want++) {
        CHECK_MSG(forge_hints(&f, sig, want) == 0, "no forgery found with %u hints", want);
        int r = kpqc_sign_verify(s, NCCSIGN_BACKEND, sig, sizeof sig, msg, sizeof msg, NULL, 0, pk, sizeof pk);
        CHECK_MSG((r == KPQC_OK) == (want == NCC_OMEGA), "%u hints: verify returned %d", want, r);
    }
}

static int run_checks(void)
{
    check_ntt_product();
    test_pass();
    check_challenge_product();
    test_pass();
    check_rounding();
    test_pass();
    check_hints();
    test_pass();
    check_z_bound();
    test_pass();
    return test_finish(NCCSIGN_SET_NAME);
}

#if KPQC_BACKEND_AVX2
#include <stdio.h>

#include "cpu.h"

/* The avx2 instance's checks need AVX2: exit 77 (ctest's skip) without it. */
static int run_checks_avx2(void)
{
    if (!kpqc_cpu_has(KPQC_CPU_AVX2)) {
        printf("SKIP %s: this CPU has no AVX2\n", NCCSIGN_SET_NAME);
        return 77;
    }
    return run_checks();
}
#endif
