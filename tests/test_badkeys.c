/* Invalid secret keys, the PQClean way: decapsulation and signing of every
 * KpqC scheme and backend, with random, all-zero and all-0xFF secret keys
 * (and a valid key whose secret part, after the public key it may embed, is
 * all-zero or all-0xFF), must return a documented code without crashing or
 * hanging. A hang is caught by alarm(): SIGALRM's default action kills the
 * test, which then fails. This is a sanity bound, not a timing assertion.
 *
 * HAETAE can check its secret keys (coefficient ranges, the singular-value
 * bound) and bounds its rejection loop: it must say KPQC_ERR_KEY. */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "test_support.h"

#define CALL_SECONDS 60u

enum { KEY_RANDOM, KEY_ZERO, KEY_FF, KEY_SECRET_ZERO, KEY_SECRET_FF, KEY_KINDS };
static const char *const key_name[KEY_KINDS] = {"random", "all-0", "all-FF", "valid pk, secret 0",
                                                "valid pk, secret FF"};

/* sk of the given kind; valid is a valid secret key of the scheme. */
static void make_key(uint8_t *sk, const uint8_t *valid, const kpqc_scheme_info *in, int kind)
{
    size_t pkpart = in->secret_key_bytes > in->public_key_bytes ? in->public_key_bytes : 0;
    switch (kind) {
    case KEY_RANDOM:
        CHECK(kpqc_random_bytes(sk, in->secret_key_bytes) == KPQC_OK);
        break;
    case KEY_ZERO:
    case KEY_FF:
        memset(sk, kind == KEY_ZERO ? 0x00 : 0xff, in->secret_key_bytes);
        break;
    default:
        memcpy(sk, valid, pkpart);
        memset(sk + pkpart, kind == KEY_SECRET_ZERO ? 0x00 : 0xff, in->secret_key_bytes - pkpart);
        break;
    }
}

static int is_haetae(const kpqc_scheme_info *in)
{
    return strcmp(in->family, "HAETAE") == 0;
}

static void kem_case(const kpqc_scheme *s, const char *b)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    uint8_t *pk = malloc(in->public_key_bytes), *sk = malloc(in->secret_key_bytes);
    uint8_t *bad = malloc(in->secret_key_bytes), *ct = malloc(in->ciphertext_bytes);
    uint8_t ss[64], ss2[64];
    CHECK(pk && sk && bad && ct && in->shared_secret_bytes <= sizeof ss);
    if (!(pk && sk && bad && ct)) goto out;
    CHECK(kpqc_kem_keypair(s, b, pk, in->public_key_bytes, sk, in->secret_key_bytes) == KPQC_OK);
    CHECK(kpqc_kem_encaps(s, b, ct, in->ciphertext_bytes, ss, in->shared_secret_bytes, pk,
                          in->public_key_bytes) == KPQC_OK);
    for (int kind = 0; kind < KEY_KINDS; kind++) {
        int r;
        make_key(bad, sk, in, kind);
        alarm(CALL_SECONDS);
        r = kpqc_kem_decaps(s, b, ss2, in->shared_secret_bytes, ct, in->ciphertext_bytes, bad,
                            in->secret_key_bytes);
        alarm(0);
        CHECK_MSG(r == KPQC_OK || r == KPQC_ERR_VERIFY || r == KPQC_ERR_KEY,
                  "%s/%s decaps with a %s key: %d", in->name, b, key_name[kind], r);
        test_pass();
    }
out:
    free(pk), free(sk), free(bad), free(ct);
}

static void sign_case(const kpqc_scheme *s, const char *b)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    uint8_t *pk = malloc(in->public_key_bytes), *sk = malloc(in->secret_key_bytes);
    uint8_t *bad = malloc(in->secret_key_bytes), *sig = malloc(in->signature_bytes);
    uint8_t *sm = malloc(in->signature_bytes + 32);
    const uint8_t msg[32] = "invalid secret keys must return";
    CHECK(pk && sk && bad && sig && sm);
    if (!(pk && sk && bad && sig && sm)) goto out;
    CHECK(kpqc_sign_keypair(s, b, pk, in->public_key_bytes, sk, in->secret_key_bytes) == KPQC_OK);
    for (int kind = 0; kind < KEY_KINDS; kind++) {
        size_t siglen = in->signature_bytes, smlen = in->signature_bytes + sizeof msg;
        int r, r2;
        make_key(bad, sk, in, kind);
        alarm(CALL_SECONDS);
        r = kpqc_sign_signature(s, b, sig, &siglen, msg, sizeof msg, NULL, 0, bad,
                                in->secret_key_bytes);
        r2 = kpqc_sign(s, b, sm, &smlen, msg, sizeof msg, bad, in->secret_key_bytes);
        alarm(0);
        CHECK_MSG(r == KPQC_OK || r == KPQC_ERR_KEY, "%s/%s signing with a %s key: %d", in->name,
                  b, key_name[kind], r);
        CHECK_MSG(r2 == KPQC_OK || r2 == KPQC_ERR_KEY, "%s/%s sign with a %s key: %d", in->name,
                  b, key_name[kind], r2);
        if (is_haetae(in) && kind != KEY_RANDOM) {
            CHECK_MSG(r == KPQC_ERR_KEY && r2 == KPQC_ERR_KEY,
                      "%s/%s: malformed %s key not refused as KPQC_ERR_KEY (%d, %d)", in->name, b,
                      key_name[kind], r, r2);
        }
        test_pass();
    }
out:
    free(pk), free(sk), free(bad), free(sig), free(sm);
}

int main(int argc, char **argv)
{
    test_schemes sel;
    if (test_select_schemes(argc, argv, &sel) != 0) return 2;
    test_seed_drbg("badkeys", 0);
    for (size_t i = 0; i < sel.n; i++) {
        const kpqc_scheme *s = sel.list[i];
        if (!kpqc_scheme_is_kpqc(s)) continue;
        for (size_t j = 0; j < kpqc_backend_count(s); j++) {
            const char *b = kpqc_backend_name(s, j);
            if (!kpqc_backend_available(s, j)) continue;
            if (kpqc_scheme_info_of(s)->kind == KPQC_KIND_KEM) {
                kem_case(s, b);
            } else {
                sign_case(s, b);
            }
        }
    }
    return test_finish("test_badkeys");
}
