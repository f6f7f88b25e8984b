/* Constant-time check, run under valgrind memcheck (ctest label `ct`).
 *
 * Every random byte a scheme draws and every secret key are marked undefined;
 * public outputs (public keys, ciphertexts, signatures) are declared defined
 * once produced. Memcheck then reports any branch or memory index that
 * depends on secret data. Values a scheme legitimately reveals are declassified
 * in the scheme itself with kpqc_ct_declassify (see docs/ARCHITECTURE.md). */
#include <stdlib.h>
#include <string.h>
#include <valgrind/memcheck.h>

#include "randombytes.h"
#include "test_support.h"

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))

static void secret_randomness(uint8_t *buf, size_t len)
{
    SECRET(buf, len);
}

/* Each row runs twice: a valid exchange (signature), then one whose ciphertext
 * is tampered with (the rejection path; another message). --once keeps one:
 * constant-time code takes the same instructions either way, so it is the
 * cheaper check make test runs in its three compiler configurations (gcc -O3,
 * clang -O3, gcc -O2; KPQC_CT_ONCE). For a KEM it keeps the run that goes furthest: the
 * tampered one under implicit rejection (re-encryption, compare and select),
 * the valid one under explicit rejection (which stops at the failed compare). */
static int skip_run(const kpqc_scheme *s, unsigned t)
{
    if (!test_once()) return 0;
    unsigned keep = kpqc_scheme_info_of(s)->kind == KPQC_KIND_KEM &&
                            kpqc_kem_rejection(s) == KPQC_REJECT_EXPLICIT
                        ? 0u
                        : 1u;
    return t != keep;
}

static void check_kem(const kpqc_scheme *s, const char *b)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    uint8_t *pk = malloc(in->public_key_bytes), *sk = malloc(in->secret_key_bytes);
    uint8_t *ct = malloc(in->ciphertext_bytes), ss[64], ss2[64];
    CHECK(pk && sk && ct);
    for (unsigned t = 0; t < 2; t++) {
        if (skip_run(s, t)) continue;
        test_seed_drbg("ct", t);
        kpqc_randombytes_set_observer(secret_randomness);
        int r = kpqc_kem_keypair(s, b, pk, in->public_key_bytes, sk, in->secret_key_bytes);
        PUBLIC(&r, sizeof r);
        PUBLIC(pk, in->public_key_bytes);
        CHECK(r == KPQC_OK);
        r = kpqc_kem_encaps(s, b, ct, in->ciphertext_bytes, ss, in->shared_secret_bytes, pk,
                            in->public_key_bytes);
        PUBLIC(&r, sizeof r);
        PUBLIC(ct, in->ciphertext_bytes);
        CHECK(r == KPQC_OK);
        if (t == 1) ct[in->ciphertext_bytes / 2] ^= 1; /* the implicit-rejection path */
        SECRET(sk, in->secret_key_bytes);
        r = kpqc_kem_decaps(s, b, ss2, in->shared_secret_bytes, ct, in->ciphertext_bytes, sk,
                            in->secret_key_bytes);
        PUBLIC(&r, sizeof r);
        CHECK(r == KPQC_OK || (t == 1 && kpqc_kem_rejection(s) == KPQC_REJECT_EXPLICIT));
        PUBLIC(ss, sizeof ss);
        PUBLIC(ss2, sizeof ss2);
        CHECK((memcmp(ss, ss2, in->shared_secret_bytes) == 0) == (t == 0));
        kpqc_randombytes_set_observer(NULL);
        kpqc_random_use_os();
    }
    test_pass();
    free(pk);
    free(sk);
    free(ct);
}

static void check_sign(const kpqc_scheme *s, const char *b)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    uint8_t *pk = malloc(in->public_key_bytes), *sk = malloc(in->secret_key_bytes);
    uint8_t *sig = malloc(in->signature_bytes), msg[32] = {1, 2, 3};
    /* A backend with a signing workspace also signs through it (the
     * workspace marked secret like the rest: it holds secret-derived data).
     * The workspace path runs the stack path's functions with other cache
     * sizes: under valgrind it runs for the smallest f and s sets of AIMer
     * (test_sign_ws checks the bytes of every row), which keeps the ct
     * configurations' time (three of them in make test) within bounds. */
    const int ws_row = strcmp(in->name, "AIMer128f") == 0 || strcmp(in->name, "AIMer128s") == 0;
    const size_t wsb = ws_row ? kpqc_sign_workspace_bytes(s, b) : 0;
    uint8_t *ws = wsb ? malloc(wsb) : NULL, *sig2 = wsb ? malloc(in->signature_bytes) : NULL;
    CHECK(pk && sk && sig && (wsb == 0 || (ws && sig2)));
    for (unsigned t = 0; t < 2; t++) {
        if (skip_run(s, t)) continue;
        test_seed_drbg("ct", t);
        kpqc_randombytes_set_observer(secret_randomness);
        int r = kpqc_sign_keypair(s, b, pk, in->public_key_bytes, sk, in->secret_key_bytes);
        PUBLIC(&r, sizeof r);
        PUBLIC(pk, in->public_key_bytes);
        CHECK(r == KPQC_OK);
        SECRET(sk, in->secret_key_bytes);
        size_t siglen = in->signature_bytes;
        msg[0] = (uint8_t)t;
        r = kpqc_sign_signature(s, b, sig, &siglen, msg, sizeof msg, NULL, 0, sk,
                                in->secret_key_bytes);
        PUBLIC(&r, sizeof r);
        PUBLIC(&siglen, sizeof siglen);
        CHECK(r == KPQC_OK && siglen <= in->signature_bytes);
        PUBLIC(sig, siglen);
        size_t siglen2 = 0;
        if (wsb > 0 && ws && sig2) {
            siglen2 = in->signature_bytes;
            SECRET(ws, wsb);
            r = kpqc_sign_signature_ws(s, b, sig2, &siglen2, msg, sizeof msg, NULL, 0, sk,
                                       in->secret_key_bytes, ws, wsb);
            PUBLIC(&r, sizeof r);
            PUBLIC(&siglen2, sizeof siglen2);
            CHECK(r == KPQC_OK && siglen2 <= in->signature_bytes);
            PUBLIC(sig2, siglen2);
        }
        kpqc_randombytes_set_observer(NULL);
        kpqc_random_use_os();
        /* Verification handles nothing secret: with the public key, signature and
         * message declassified it must run clean, accepting and rejecting. */
        PUBLIC(pk, in->public_key_bytes);
        PUBLIC(msg, sizeof msg);
        CHECK(kpqc_sign_verify(s, b, sig, siglen, msg, sizeof msg, NULL, 0, pk,
                               in->public_key_bytes) == KPQC_OK);
        sig[siglen / 2] ^= 4;
        CHECK(kpqc_sign_verify(s, b, sig, siglen, msg, sizeof msg, NULL, 0, pk,
                               in->public_key_bytes) != KPQC_OK);
        if (siglen2 > 0) {
            CHECK(kpqc_sign_verify(s, b, sig2, siglen2, msg, sizeof msg, NULL, 0, pk,
                                   in->public_key_bytes) == KPQC_OK);
        }
    }
    test_pass();
    free(pk);
    free(sk);
    free(sig);
    free(ws);
    free(sig2);
}

/* Families whose design has no constant-time implementation here, with the
 * reason (docs/SCHEMES.md says where the time varies). Listed, not passed. */
static const char *variable_time_reason(const kpqc_scheme_info *in)
{
    if (strcmp(in->family, "SOLMAE") == 0) {
        return "variable time by design: floating-point samplers and rejection loops on "
               "secrets in key generation and signing (docs/SCHEMES.md)";
    }
    if (strcmp(in->family, "pqsigRM") == 0) {
        return "variable time by design: key generation eliminates on secret bits and signing "
               "decodes through secret permutations (docs/SCHEMES.md)";
    }
    return NULL;
}

int main(int argc, char **argv)
{
    test_schemes sel;
    if (test_select_schemes(argc, argv, &sel) != 0) return 2;
    if (sel.n == 0) {
        printf("no scheme in this shard (the build has fewer schemes than shards)\n");
        return 77; /* ctest reports it as skipped */
    }
    if (!RUNNING_ON_VALGRIND) {
        fprintf(stderr, "test_ct must run under valgrind memcheck (ctest label ct)\n");
        return 1;
    }
    if (test_once()) {
        printf("ct: --once: one run per row (the tampered one; the valid one for explicit-"
               "rejection KEMs); both without --once\n");
    }
    size_t checked = 0;
    for (size_t i = 0; i < sel.n; i++) {
        const kpqc_scheme *s = sel.list[i];
        /* The KpqC group only: the NIST group's code is liboqs's, not ours. */
        if (!kpqc_scheme_is_kpqc(s)) continue;
        const char *why = variable_time_reason(kpqc_scheme_info_of(s));
        if (why != NULL) {
            printf("%s: not checked (not a pass): %s\n", kpqc_scheme_info_of(s)->name, why);
            continue;
        }
        checked++;
        for (size_t b = 0; b < kpqc_backend_count(s); b++) {
            if (test_skip_backend(s, b)) continue;
            if (!kpqc_backend_available(s, b)) {
                /* Valgrind reports the host CPU's features, so the AVX2 kernels
                 * are checked wherever the CPU runs them. */
                printf("%s [%s]: skipped, this CPU lacks the backend's features (not a pass)\n",
                       kpqc_scheme_info_of(s)->name, kpqc_backend_name(s, b));
                continue;
            }
            printf("%s [%s]\n", kpqc_scheme_info_of(s)->name, kpqc_backend_name(s, b));
            if (kpqc_scheme_info_of(s)->kind == KPQC_KIND_KEM) {
                check_kem(s, kpqc_backend_name(s, b));
            } else {
                check_sign(s, kpqc_backend_name(s, b));
            }
        }
    }
    if (checked == 0) {
        printf("ct: no selected scheme is checked here; skipped\n");
        return 77;
    }
    return test_finish("ct");
}
