/* KEM behaviour through the runtime API, for every backend:
 * - round trips over many DRBG seeds;
 * - a tampered ciphertext is rejected as the scheme's specification says:
 *   implicitly (success, a key that is not the real one, the same every time)
 *   or explicitly (KPQC_ERR_VERIFY and an all-zero key, NTRU+'s FO-bottom);
 * - every backend gives identical outputs for the same randomness, on valid
 *   and tampered inputs (test_backends_agree prints how many it compared);
 * - outputs land in misaligned buffers without touching the canaries around;
 * - wrong sizes, wrong kind, unknown backends and NULLs are rejected. */
#include <stdlib.h>
#include <string.h>

#include "guarded.h"
#include "test_support.h"

#define SEEDS 40
/* Three families are slow enough to run fewer seeds: Classic McEliece and
 * PALOMA generate keys in 0.05 to 0.6 s each, and liboqs's HQC (portable C
 * only) takes tens of milliseconds per operation at level 5. */
#define SLOW_SEEDS 4

typedef struct {
    uint8_t *pk, *sk, *ct, ss[64];
} kem_run;

static int kem_alloc(kem_run *r, const kpqc_scheme_info *in)
{
    r->pk = malloc(in->public_key_bytes);
    r->sk = malloc(in->secret_key_bytes);
    r->ct = malloc(in->ciphertext_bytes);
    return r->pk && r->sk && r->ct ? 0 : -1;
}

static void kem_free(kem_run *r)
{
    free(r->pk);
    free(r->sk);
    free(r->ct);
}

/* keypair + encaps with a seeded DRBG; 0 on success. */
static int kem_run_seeded(const kpqc_scheme *s, const char *b, unsigned seed, kem_run *r)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    test_seed_drbg("kem", seed);
    int rc = kpqc_kem_keypair(s, b, r->pk, in->public_key_bytes, r->sk, in->secret_key_bytes);
    if (rc == KPQC_OK) {
        rc = kpqc_kem_encaps(s, b, r->ct, in->ciphertext_bytes, r->ss, in->shared_secret_bytes,
                             r->pk, in->public_key_bytes);
    }
    kpqc_random_use_os();
    return rc;
}

static void test_round_trips(const kpqc_scheme *s, const char *b)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    kem_run r;
    int explicit = kpqc_kem_rejection(s) == KPQC_REJECT_EXPLICIT;
    CHECK(kpqc_kem_rejection(s) != 0);
    unsigned seeds = test_seeds(strcmp(in->family, "Classic McEliece") == 0 ||
                                        strcmp(in->family, "HQC") == 0 ||
                                        strcmp(in->family, "PALOMA") == 0
                                    ? SLOW_SEEDS
                                    : SEEDS);
    CHECK(kem_alloc(&r, in) == 0);
    for (unsigned seed = 0; seed < seeds; seed++) {
        uint8_t ss[64], ss_bad[64], ss_bad2[64];
        CHECK(kem_run_seeded(s, b, seed, &r) == KPQC_OK);
        CHECK(kpqc_kem_decaps(s, b, ss, in->shared_secret_bytes, r.ct, in->ciphertext_bytes, r.sk,
                              in->secret_key_bytes) == KPQC_OK);
        CHECK_MSG(memcmp(ss, r.ss, in->shared_secret_bytes) == 0, "%s [%s] seed %u: round trip",
                  in->name, b, seed);
        /* Flip one bit, at a position that moves with the seed. */
        size_t pos = (seed * 131u) % in->ciphertext_bytes;
        r.ct[pos] ^= (uint8_t)(1u << (seed % 8));
        int want = explicit ? KPQC_ERR_VERIFY : KPQC_OK;
        CHECK_MSG(kpqc_kem_decaps(s, b, ss_bad, in->shared_secret_bytes, r.ct,
                                  in->ciphertext_bytes, r.sk, in->secret_key_bytes) == want,
                  "%s [%s] seed %u: tampered ciphertext, wrong status", in->name, b, seed);
        CHECK(kpqc_kem_decaps(s, b, ss_bad2, in->shared_secret_bytes, r.ct, in->ciphertext_bytes,
                              r.sk, in->secret_key_bytes) == want);
        CHECK_MSG(memcmp(ss_bad, r.ss, in->shared_secret_bytes) != 0,
                  "%s [%s] seed %u: tampered ciphertext gave the real key", in->name, b, seed);
        CHECK(memcmp(ss_bad, ss_bad2, in->shared_secret_bytes) == 0);
        if (explicit) {
            static const uint8_t zero[64];
            CHECK_MSG(memcmp(ss_bad, zero, in->shared_secret_bytes) == 0,
                      "%s [%s]: explicit rejection must give an all-zero key", in->name, b);
        }
    }
    test_pass();
    kem_free(&r);
}

/* Backend agreement: every backend must compute exactly what portable does,
 * on everything a user can feed it. Per seed: the key pair and the
 * encapsulation from the same DRBG stream; decapsulation of the valid
 * ciphertext with the other backend's secret key; decapsulations of
 * AGREE_TAMPERED tampered ciphertexts (one bit, one byte, a run of 0xff
 * bytes, which for lattice schemes is also a non-canonical encoding, and a
 * random string); encapsulation under a tampered public key. Each compared
 * output or status counts as one comparison; the count is printed. */
#define AGREE_SEEDS 64
#define AGREE_TAMPERED 8

static uint64_t agree_rand(uint64_t *x)
{
    /* xorshift64*: a deterministic tampering pattern, not a secret. */
    *x ^= *x >> 12;
    *x ^= *x << 25;
    *x ^= *x >> 27;
    return *x * 0x2545f4914f6cdd1dULL;
}

static void tamper(uint8_t *p, size_t len, unsigned kind, uint64_t *x)
{
    size_t pos = (size_t)(agree_rand(x) % len);
    switch (kind % 4) {
    case 0:
        p[pos] ^= (uint8_t)(1u << (agree_rand(x) % 8));
        break;
    case 1:
        p[pos] = (uint8_t)(p[pos] + 1 + agree_rand(x) % 255);
        break;
    case 2:
        for (size_t i = pos; i < len && i < pos + 3; i++) p[i] = 0xff;
        break;
    default:
        for (size_t i = 0; i < len; i++) p[i] = (uint8_t)agree_rand(x);
        break;
    }
}

static unsigned long agree_count;

/* Counts one comparison and fails the test if the two differ. */
static int agree(const void *x, const void *y, size_t len)
{
    agree_count++;
    return memcmp(x, y, len) == 0;
}

static void test_backends_agree(const kpqc_scheme *s)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    const size_t pkl = in->public_key_bytes, skl = in->secret_key_bytes,
                 ctl = in->ciphertext_bytes, ssl = in->shared_secret_bytes;
    kem_run ref, other;
    uint8_t *ct = malloc(ctl), *pk = malloc(pkl);
    CHECK(kem_alloc(&ref, in) == 0 && kem_alloc(&other, in) == 0 && ct && pk);
    for (size_t b = 1; b < kpqc_backend_count(s); b++) {
        const char *bn = kpqc_backend_name(s, b);
        if (!kpqc_backend_available(s, b)) {
            printf("%s [%s]: skipped, this CPU lacks the backend's features (not a pass)\n",
                   in->name, bn);
            continue;
        }
        unsigned long before = agree_count;
        const unsigned agree_seeds = test_agree_seeds(AGREE_SEEDS);
        uint64_t x = 0x9e3779b97f4a7c15ULL ^ (uint64_t)b;
        for (unsigned seed = 0; seed < agree_seeds; seed++) {
            uint8_t ss1[64], ss2[64];
            int r1, r2;
            CHECK(kem_run_seeded(s, "portable", 1000 + seed, &ref) == KPQC_OK);
            CHECK(kem_run_seeded(s, bn, 1000 + seed, &other) == KPQC_OK);
            CHECK_MSG(agree(ref.pk, other.pk, pkl) && agree(ref.sk, other.sk, skl) &&
                          agree(ref.ct, other.ct, ctl) && agree(ref.ss, other.ss, ssl),
                      "%s seed %u: %s keypair/encaps differ from portable", in->name, seed, bn);
            /* The valid ciphertext, decapsulated with the other's secret key. */
            r1 = kpqc_kem_decaps(s, "portable", ss1, ssl, other.ct, ctl, other.sk, skl);
            r2 = kpqc_kem_decaps(s, bn, ss2, ssl, ref.ct, ctl, ref.sk, skl);
            CHECK_MSG(agree(&r1, &r2, sizeof r1) && r1 == KPQC_OK && agree(ss1, ss2, ssl),
                      "%s seed %u: %s decaps differs from portable", in->name, seed, bn);
            for (unsigned t = 0; t < AGREE_TAMPERED; t++) {
                memcpy(ct, ref.ct, ctl);
                tamper(ct, ctl, t, &x);
                r1 = kpqc_kem_decaps(s, "portable", ss1, ssl, ct, ctl, ref.sk, skl);
                r2 = kpqc_kem_decaps(s, bn, ss2, ssl, ct, ctl, ref.sk, skl);
                CHECK_MSG(agree(&r1, &r2, sizeof r1) && agree(ss1, ss2, ssl),
                          "%s seed %u: %s differs from portable on tampered ciphertext %u",
                          in->name, seed, bn, t);
            }
            /* A tampered (possibly invalid) public key: same status and outputs. */
            memcpy(pk, ref.pk, pkl);
            tamper(pk, pkl, seed, &x);
            test_seed_drbg("kem-agree", seed);
            r1 = kpqc_kem_encaps(s, "portable", ref.ct, ctl, ss1, ssl, pk, pkl);
            test_seed_drbg("kem-agree", seed);
            r2 = kpqc_kem_encaps(s, bn, other.ct, ctl, ss2, ssl, pk, pkl);
            kpqc_random_use_os();
            CHECK_MSG(agree(&r1, &r2, sizeof r1) && agree(ref.ct, other.ct, ctl) &&
                          agree(ss1, ss2, ssl),
                      "%s seed %u: %s encaps under a tampered key differs", in->name, seed, bn);
        }
        printf("%s [%s]: %lu comparisons with portable (%u seeds), all equal\n", in->name, bn,
               agree_count - before, agree_seeds);
        test_pass();
    }
    free(ct);
    free(pk);
    kem_free(&ref);
    kem_free(&other);
}

static void test_canaries(const kpqc_scheme *s, const char *b)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    kem_run ref;
    CHECK(kem_alloc(&ref, in) == 0);
    CHECK(kem_run_seeded(s, b, 7, &ref) == KPQC_OK);
    for (unsigned k = 0, off = 1; k < test_canary_offsets(5); k++, off += 3) {
        guarded pk, sk, ct, ss, ss2;
        CHECK(guarded_alloc(&pk, in->public_key_bytes, off) == 0 &&
              guarded_alloc(&sk, in->secret_key_bytes, off + 1) == 0 &&
              guarded_alloc(&ct, in->ciphertext_bytes, off + 2) == 0 &&
              guarded_alloc(&ss, in->shared_secret_bytes, off + 3) == 0 &&
              guarded_alloc(&ss2, in->shared_secret_bytes, off + 4) == 0);
        test_seed_drbg("kem", 7);
        CHECK(kpqc_kem_keypair(s, b, pk.p, pk.len, sk.p, sk.len) == KPQC_OK);
        CHECK(kpqc_kem_encaps(s, b, ct.p, ct.len, ss.p, ss.len, pk.p, pk.len) == KPQC_OK);
        kpqc_random_use_os();
        CHECK(kpqc_kem_decaps(s, b, ss2.p, ss2.len, ct.p, ct.len, sk.p, sk.len) == KPQC_OK);
        CHECK_MSG(guarded_intact(&pk) && guarded_intact(&sk) && guarded_intact(&ct) &&
                      guarded_intact(&ss) && guarded_intact(&ss2),
                  "%s [%s]: a write outside an output buffer (offset %u)", in->name, b, off);
        CHECK_MSG(memcmp(pk.p, ref.pk, pk.len) == 0 && memcmp(ct.p, ref.ct, ct.len) == 0 &&
                      memcmp(ss.p, ref.ss, ss.len) == 0 && memcmp(ss2.p, ref.ss, ss.len) == 0,
                  "%s [%s]: misaligned buffers change the result", in->name, b);
        guarded_free(&pk);
        guarded_free(&sk);
        guarded_free(&ct);
        guarded_free(&ss);
        guarded_free(&ss2);
    }
    test_pass();
    kem_free(&ref);
}

static void test_bad_arguments(const kpqc_scheme *s)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t pkl = in->public_key_bytes, skl = in->secret_key_bytes, ctl = in->ciphertext_bytes,
           ssl = in->shared_secret_bytes;
    kem_run r;
    uint8_t ss[64];
    CHECK(kem_alloc(&r, in) == 0);
    CHECK(kpqc_kem_keypair(s, NULL, r.pk, pkl - 1, r.sk, skl) == KPQC_ERR_SIZE);
    CHECK(kpqc_kem_keypair(s, NULL, r.pk, pkl, r.sk, skl + 1) == KPQC_ERR_SIZE);
    CHECK(kpqc_kem_keypair(s, NULL, NULL, pkl, r.sk, skl) == KPQC_ERR_ARGUMENT);
    CHECK(kpqc_kem_keypair(s, "no-such-backend", r.pk, pkl, r.sk, skl) == KPQC_ERR_BACKEND);
    CHECK(kpqc_kem_keypair(NULL, NULL, r.pk, pkl, r.sk, skl) == KPQC_ERR_ARGUMENT);
    CHECK(kpqc_kem_keypair(s, NULL, r.pk, pkl, r.sk, skl) == KPQC_OK);
    CHECK(kpqc_kem_encaps(s, NULL, r.ct, ctl - 1, ss, ssl, r.pk, pkl) == KPQC_ERR_SIZE);
    CHECK(kpqc_kem_encaps(s, NULL, r.ct, ctl, ss, ssl - 1, r.pk, pkl) == KPQC_ERR_SIZE);
    CHECK(kpqc_kem_encaps(s, NULL, r.ct, ctl, ss, ssl, r.pk, pkl + 1) == KPQC_ERR_SIZE);
    CHECK(kpqc_kem_encaps(s, NULL, r.ct, ctl, ss, ssl, r.pk, pkl) == KPQC_OK);
    CHECK(kpqc_kem_decaps(s, NULL, ss, ssl, r.ct, ctl - 1, r.sk, skl) == KPQC_ERR_SIZE);
    CHECK(kpqc_kem_decaps(s, NULL, ss, ssl, r.ct, ctl + 1, r.sk, skl) == KPQC_ERR_SIZE);
    CHECK(kpqc_kem_decaps(s, NULL, ss, ssl, r.ct, ctl, r.sk, skl - 1) == KPQC_ERR_SIZE);
    CHECK(kpqc_kem_decaps(s, NULL, ss, ssl, NULL, ctl, r.sk, skl) == KPQC_ERR_ARGUMENT);
    /* Signature calls on a KEM. */
    size_t siglen = 100000;
    CHECK(kpqc_sign_keypair(s, NULL, r.pk, pkl, r.sk, skl) == KPQC_ERR_KIND);
    CHECK(kpqc_sign_signature(s, NULL, r.ct, &siglen, ss, 1, NULL, 0, r.sk, skl) == KPQC_ERR_KIND);
    test_pass();
    kem_free(&r);
}

int main(int argc, char **argv)
{
    static const test_scheme_suite suite = {
        "kem", KPQC_KIND_KEM, test_round_trips,
        test_canaries, test_backends_agree, test_bad_arguments, &agree_count,
    };
    return test_run_scheme_suite(argc, argv, &suite);
}
