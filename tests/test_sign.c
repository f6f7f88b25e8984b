/* Signature behaviour through the runtime API, for every backend:
 * - sign/verify and sign/open round trips over several seeds and lengths;
 * - verification rejects a modified signature (several positions), message,
 *   context or public key, and truncated or over-long signatures;
 * - every backend gives identical outputs for the same randomness, and the
 *   same verdicts on tampered signatures (test_backends_agree counts them);
 * - outputs land in misaligned buffers without touching the canaries around;
 * - wrong sizes, wrong kind and bad arguments are rejected. */
#include <stdlib.h>
#include <string.h>

#include "guarded.h"
#include "test_support.h"

#define SEEDS 4
/* SPHINCS+ (NIST group) signs in tens to hundreds of milliseconds (the s
 * parameter sets), pqsigRM generates a 4 MB key in about half a second: 2
 * seeds keep test_sign within seconds per parameter set. */
#define SLOW_SEEDS 2

typedef struct {
    uint8_t *pk, *sk, *sig, *pk2, *sk2;
    size_t siglen;
    uint8_t msg[200];
    size_t mlen;
    uint8_t ctx[255];
    size_t ctxlen;
} sign_run;

static int run_alloc(sign_run *r, const kpqc_scheme_info *in)
{
    memset(r, 0, sizeof *r);
    r->pk = malloc(in->public_key_bytes);
    r->sk = malloc(in->secret_key_bytes);
    r->pk2 = malloc(in->public_key_bytes);
    r->sk2 = malloc(in->secret_key_bytes);
    r->sig = malloc(in->signature_bytes + 1);
    return r->pk && r->sk && r->pk2 && r->sk2 && r->sig ? 0 : -1;
}

static void run_free(sign_run *r)
{
    free(r->pk);
    free(r->sk);
    free(r->pk2);
    free(r->sk2);
    free(r->sig);
}

static int sign_seeded(const kpqc_scheme *s, const char *b, unsigned seed, sign_run *r)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    test_seed_drbg("sign", seed);
    r->mlen = (seed * 37u) % sizeof r->msg;
    r->ctxlen = in->max_context_bytes ? (seed * 11u) % (in->max_context_bytes + 1) : 0;
    int rc = kpqc_random_bytes(r->msg, r->mlen);
    if (rc == KPQC_OK) rc = kpqc_random_bytes(r->ctx, r->ctxlen);
    if (rc == KPQC_OK) {
        rc = kpqc_sign_keypair(s, b, r->pk, in->public_key_bytes, r->sk, in->secret_key_bytes);
    }
    r->siglen = in->signature_bytes;
    if (rc == KPQC_OK) {
        rc = kpqc_sign_signature(s, b, r->sig, &r->siglen, r->msg, r->mlen, r->ctx, r->ctxlen,
                                 r->sk, in->secret_key_bytes);
    }
    kpqc_random_use_os();
    return rc;
}

static int verify(const kpqc_scheme *s, const char *b, const sign_run *r, const uint8_t *sig,
                  size_t siglen, const uint8_t *pk)
{
    return kpqc_sign_verify(s, b, sig, siglen, r->msg, r->mlen, r->ctx, r->ctxlen, pk,
                            kpqc_scheme_info_of(s)->public_key_bytes);
}

static void test_round_trips_and_forgeries(const kpqc_scheme *s, const char *b)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    sign_run r;
    CHECK(run_alloc(&r, in) == 0);
    unsigned seeds = test_seeds(strcmp(in->family, "SPHINCS+") == 0 ||
                                        strcmp(in->family, "pqsigRM") == 0
                                    ? SLOW_SEEDS
                                    : SEEDS);
    CHECK(kpqc_sign_keypair(s, b, r.pk2, in->public_key_bytes, r.sk2, in->secret_key_bytes) == 0);
    for (unsigned seed = 0; seed < seeds; seed++) {
        CHECK(sign_seeded(s, b, seed, &r) == KPQC_OK);
        CHECK(r.siglen > 0 && r.siglen <= in->signature_bytes);
        CHECK_MSG(verify(s, b, &r, r.sig, r.siglen, r.pk) == KPQC_OK,
                  "%s [%s] seed %u: valid signature rejected", in->name, b, seed);
        /* Modified signature bytes: first, last, and spread positions. */
        size_t positions[6] = {0, r.siglen - 1, r.siglen / 2, r.siglen / 3, 7 % r.siglen,
                               (seed * 977u) % r.siglen};
        for (int k = 0; k < 6; k++) {
            r.sig[positions[k]] ^= 0x10;
            CHECK_MSG(verify(s, b, &r, r.sig, r.siglen, r.pk) == KPQC_ERR_VERIFY,
                      "%s [%s]: signature modified at byte %zu accepted", in->name, b,
                      positions[k]);
            r.sig[positions[k]] ^= 0x10;
        }
        CHECK(verify(s, b, &r, r.sig, r.siglen - 1, r.pk) == KPQC_ERR_VERIFY);
        CHECK(verify(s, b, &r, r.sig, 0, r.pk) == KPQC_ERR_VERIFY);
        r.sig[r.siglen] = 0x5a;
        /* Longer than the scheme's maximum: KPQC_ERR_SIZE (the header's
         * contract); within it, the scheme rejects the trailing byte. */
        CHECK(verify(s, b, &r, r.sig, r.siglen + 1, r.pk) ==
              (r.siglen + 1 > kpqc_scheme_info_of(s)->signature_bytes ? KPQC_ERR_SIZE
                                                                      : KPQC_ERR_VERIFY));
        CHECK(verify(s, b, &r, r.sig, kpqc_scheme_info_of(s)->signature_bytes + 1, r.pk) ==
              KPQC_ERR_SIZE);
        CHECK_MSG(verify(s, b, &r, r.sig, r.siglen, r.pk2) == KPQC_ERR_VERIFY,
                  "%s [%s]: accepted under another public key", in->name, b);
        /* Modified message (one bit, or one byte more). */
        if (r.mlen > 0) {
            r.msg[r.mlen / 2] ^= 1;
            CHECK(verify(s, b, &r, r.sig, r.siglen, r.pk) == KPQC_ERR_VERIFY);
            r.msg[r.mlen / 2] ^= 1;
        }
        r.mlen++;
        CHECK(verify(s, b, &r, r.sig, r.siglen, r.pk) == KPQC_ERR_VERIFY);
        r.mlen--;
        /* Modified context. */
        if (in->max_context_bytes > 0) {
            if (r.ctxlen > 0) {
                r.ctx[0] ^= 1;
                CHECK(verify(s, b, &r, r.sig, r.siglen, r.pk) == KPQC_ERR_VERIFY);
                r.ctx[0] ^= 1;
            }
            size_t saved = r.ctxlen;
            r.ctxlen = saved == 0 ? 1 : saved - 1;
            CHECK(verify(s, b, &r, r.sig, r.siglen, r.pk) == KPQC_ERR_VERIFY);
            r.ctxlen = saved;
        }
        CHECK(verify(s, b, &r, r.sig, r.siglen, r.pk) == KPQC_OK);

        /* Combined form. */
        size_t cap = r.mlen + in->signature_bytes, smlen = cap, mlen = cap;
        uint8_t *sm = malloc(cap), *m = malloc(cap);
        CHECK(sm && m);
        CHECK(kpqc_sign(s, b, sm, &smlen, r.msg, r.mlen, r.sk, in->secret_key_bytes) == KPQC_OK);
        CHECK(smlen <= cap);
        CHECK(kpqc_sign_open(s, b, m, &mlen, sm, smlen, r.pk, in->public_key_bytes) == KPQC_OK);
        CHECK(mlen == r.mlen && memcmp(m, r.msg, mlen) == 0);
        sm[smlen / 2] ^= 4;
        mlen = cap;
        CHECK(kpqc_sign_open(s, b, m, &mlen, sm, smlen, r.pk, in->public_key_bytes) ==
              KPQC_ERR_VERIFY);
        sm[smlen / 2] ^= 4;
        mlen = cap;
        CHECK(kpqc_sign_open(s, b, m, &mlen, sm, smlen - 1, r.pk, in->public_key_bytes) ==
              KPQC_ERR_VERIFY);
        free(sm);
        free(m);
    }
    test_pass();
    run_free(&r);
}

/* Backend agreement: every backend must compute exactly what portable does.
 * Per seed (messages and contexts of varying lengths, from the seed's DRBG):
 * the key pair and the signature; each backend verifying the other's
 * signature; both verifying AGREE_TAMPERED tampered signatures and a
 * tampered message. Each compared output or status counts as one
 * comparison; the count is printed. */
#define AGREE_SEEDS 16
#define AGREE_TAMPERED 6

static unsigned long agree_count;

static int agree(const void *x, const void *y, size_t len)
{
    agree_count++;
    return memcmp(x, y, len) == 0;
}

static void test_backends_agree(const kpqc_scheme *s)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    sign_run ref, other;
    uint8_t *sig = malloc(in->signature_bytes + 1);
    CHECK(run_alloc(&ref, in) == 0 && run_alloc(&other, in) == 0 && sig != NULL);
    for (size_t b = 1; b < kpqc_backend_count(s); b++) {
        const char *bn = kpqc_backend_name(s, b);
        if (!kpqc_backend_available(s, b)) {
            printf("%s [%s]: skipped, this CPU lacks the backend's features (not a pass)\n",
                   in->name, bn);
            continue;
        }
        unsigned long before = agree_count;
        const unsigned agree_seeds = test_agree_seeds(AGREE_SEEDS);
        for (unsigned seed = 0; seed < agree_seeds; seed++) {
            int r1, r2;
            CHECK(sign_seeded(s, "portable", 1000 + seed, &ref) == KPQC_OK);
            CHECK(sign_seeded(s, bn, 1000 + seed, &other) == KPQC_OK);
            CHECK_MSG(agree(ref.pk, other.pk, in->public_key_bytes) &&
                          agree(ref.sk, other.sk, in->secret_key_bytes) &&
                          agree(&ref.siglen, &other.siglen, sizeof ref.siglen) &&
                          agree(ref.sig, other.sig, ref.siglen),
                      "%s seed %u: %s keypair/signature differ from portable", in->name, seed,
                      bn);
            r1 = verify(s, "portable", &other, other.sig, other.siglen, other.pk);
            r2 = verify(s, bn, &ref, ref.sig, ref.siglen, ref.pk);
            CHECK_MSG(agree(&r1, &r2, sizeof r1) && r1 == KPQC_OK,
                      "%s seed %u: %s verification differs from portable", in->name, seed, bn);
            for (unsigned t = 0; t < AGREE_TAMPERED; t++) {
                size_t pos = (seed * 131u + t * 977u) % ref.siglen;
                memcpy(sig, ref.sig, ref.siglen);
                sig[pos] ^= (uint8_t)(1u << ((seed + t) % 8));
                r1 = verify(s, "portable", &ref, sig, ref.siglen, ref.pk);
                r2 = verify(s, bn, &ref, sig, ref.siglen, ref.pk);
                CHECK_MSG(agree(&r1, &r2, sizeof r1),
                          "%s seed %u: %s differs from portable on tampered signature %u",
                          in->name, seed, bn, t);
            }
            if (ref.mlen > 0) {
                ref.msg[seed % ref.mlen] ^= 1;
                r1 = verify(s, "portable", &ref, ref.sig, ref.siglen, ref.pk);
                r2 = verify(s, bn, &ref, ref.sig, ref.siglen, ref.pk);
                CHECK_MSG(agree(&r1, &r2, sizeof r1) && r1 != KPQC_OK,
                          "%s seed %u: %s differs from portable on a tampered message",
                          in->name, seed, bn);
            }
        }
        printf("%s [%s]: %lu comparisons with portable (%u seeds), all equal\n", in->name, bn,
               agree_count - before, agree_seeds);
        test_pass();
    }
    free(sig);
    run_free(&ref);
    run_free(&other);
}

static void test_canaries(const kpqc_scheme *s, const char *b)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    sign_run ref;
    CHECK(run_alloc(&ref, in) == 0);
    CHECK(sign_seeded(s, b, 3, &ref) == KPQC_OK);
    for (unsigned k = 0, off = 1; k < test_canary_offsets(3); k++, off += 5) {
        guarded pk, sk, sig;
        CHECK(guarded_alloc(&pk, in->public_key_bytes, off) == 0 &&
              guarded_alloc(&sk, in->secret_key_bytes, off + 1) == 0 &&
              guarded_alloc(&sig, in->signature_bytes, off + 2) == 0);
        size_t siglen = sig.len;
        test_seed_drbg("sign", 3);
        uint8_t skip[255 + 200];
        CHECK(kpqc_random_bytes(skip, ref.mlen) == KPQC_OK);  /* same draws as sign_seeded */
        CHECK(kpqc_random_bytes(skip, ref.ctxlen) == KPQC_OK);
        CHECK(kpqc_sign_keypair(s, b, pk.p, pk.len, sk.p, sk.len) == KPQC_OK);
        CHECK(kpqc_sign_signature(s, b, sig.p, &siglen, ref.msg, ref.mlen, ref.ctx, ref.ctxlen,
                                  sk.p, sk.len) == KPQC_OK);
        kpqc_random_use_os();
        CHECK_MSG(guarded_intact(&pk) && guarded_intact(&sk) && guarded_intact(&sig),
                  "%s [%s]: a write outside an output buffer (offset %u)", in->name, b, off);
        CHECK_MSG(siglen == ref.siglen && memcmp(sig.p, ref.sig, siglen) == 0 &&
                      memcmp(pk.p, ref.pk, pk.len) == 0,
                  "%s [%s]: misaligned buffers change the result", in->name, b);
        CHECK(kpqc_sign_verify(s, b, sig.p, siglen, ref.msg, ref.mlen, ref.ctx, ref.ctxlen, pk.p,
                               pk.len) == KPQC_OK);
        guarded_free(&pk);
        guarded_free(&sk);
        guarded_free(&sig);
    }
    test_pass();
    run_free(&ref);
}

static void test_bad_arguments(const kpqc_scheme *s)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t pkl = in->public_key_bytes, skl = in->secret_key_bytes;
    sign_run r;
    uint8_t m[4] = {1, 2, 3, 4}, big_ctx[256] = {0};
    CHECK(run_alloc(&r, in) == 0);
    CHECK(kpqc_sign_keypair(s, NULL, r.pk, pkl + 1, r.sk, skl) == KPQC_ERR_SIZE);
    CHECK(kpqc_sign_keypair(s, NULL, r.pk, pkl, r.sk, skl - 1) == KPQC_ERR_SIZE);
    CHECK(kpqc_sign_keypair(s, "no-such-backend", r.pk, pkl, r.sk, skl) == KPQC_ERR_BACKEND);
    CHECK(kpqc_sign_keypair(s, NULL, r.pk, pkl, r.sk, skl) == KPQC_OK);
    size_t siglen = in->signature_bytes - 1;
    CHECK(kpqc_sign_signature(s, NULL, r.sig, &siglen, m, 4, NULL, 0, r.sk, skl) == KPQC_ERR_SIZE);
    siglen = in->signature_bytes;
    CHECK(kpqc_sign_signature(s, NULL, r.sig, &siglen, m, 4, NULL, 0, r.sk, skl + 1) ==
          KPQC_ERR_SIZE);
    CHECK(kpqc_sign_signature(s, NULL, r.sig, &siglen, m, 4, big_ctx, in->max_context_bytes + 1,
                              r.sk, skl) == KPQC_ERR_ARGUMENT);
    CHECK(kpqc_sign_signature(s, NULL, r.sig, &siglen, NULL, 4, NULL, 0, r.sk, skl) ==
          KPQC_ERR_ARGUMENT);
    CHECK(kpqc_sign_signature(s, NULL, r.sig, &siglen, m, 4, NULL, 0, r.sk, skl) == KPQC_OK);
    CHECK(kpqc_sign_verify(s, NULL, r.sig, siglen, m, 4, NULL, 0, r.pk, pkl - 1) == KPQC_ERR_SIZE);
    CHECK(kpqc_sign_verify(s, NULL, r.sig, siglen, m, 4, NULL, 0, r.pk, pkl) == KPQC_OK);
    size_t smlen = 4 + in->signature_bytes - 1;
    uint8_t *sm = malloc(4 + in->signature_bytes);
    CHECK(sm != NULL);
    CHECK(kpqc_sign(s, NULL, sm, &smlen, m, 4, r.sk, skl) == KPQC_ERR_SIZE);
    free(sm);
    uint8_t ct[16];
    CHECK(kpqc_kem_keypair(s, NULL, r.pk, pkl, r.sk, skl) == KPQC_ERR_KIND);
    CHECK(kpqc_kem_decaps(s, NULL, ct, 16, ct, 16, r.sk, skl) == KPQC_ERR_KIND);
    test_pass();
    run_free(&r);
}

int main(int argc, char **argv)
{
    static const test_scheme_suite suite = {
        "sign", KPQC_KIND_SIGNATURE, test_round_trips_and_forgeries,
        test_canaries, test_backends_agree, test_bad_arguments, &agree_count,
    };
    return test_run_scheme_suite(argc, argv, &suite);
}
