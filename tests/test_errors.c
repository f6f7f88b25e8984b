/* Error codes mean what include/kpqc/kpqc.h says:
 * - every code has its own message;
 * - encapsulation to a public key that is not a canonical encoding is
 *   KPQC_ERR_KEY, never KPQC_ERR_RANDOM (the source did not fail), with the
 *   outputs zeroed (NTRU+ checks its key; others may accept any bytes);
 * - a signature longer than the scheme's maximum is KPQC_ERR_SIZE (a buffer
 *   length that does not match the scheme); a shorter one that is invalid is
 *   KPQC_ERR_VERIFY;
 * - KPQC_ERR_RANDOM is pinned by test_random_failure. */
#include <stdlib.h>
#include <string.h>

#include "test_support.h"

static int all_zero(const uint8_t *p, size_t n)
{
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++) acc |= p[i];
    return acc == 0;
}

static void messages(void)
{
    const int codes[] = {KPQC_OK,          KPQC_ERR_VERIFY, KPQC_ERR_SIZE,
                         KPQC_ERR_KIND,    KPQC_ERR_BACKEND, KPQC_ERR_RANDOM,
                         KPQC_ERR_ARGUMENT, KPQC_ERR_MEMORY, KPQC_ERR_KEY};
    const size_t n = sizeof codes / sizeof codes[0];
    for (size_t i = 0; i < n; i++) {
        CHECK(strcmp(kpqc_error_string(codes[i]), "unknown error") != 0);
        for (size_t j = 0; j < i; j++) {
            CHECK(strcmp(kpqc_error_string(codes[i]), kpqc_error_string(codes[j])) != 0);
        }
    }
    CHECK(strcmp(kpqc_error_string(KPQC_ERR_KEY), "invalid key") == 0);
    test_pass();
}

static void kem_bad_pk(const kpqc_scheme *s, const char *b)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    uint8_t *pk = malloc(in->public_key_bytes), *ct = malloc(in->ciphertext_bytes);
    uint8_t ss[64];
    int r;
    CHECK(pk && ct);
    if (!(pk && ct)) goto out;
    /* All-0xFF: 12-bit coefficients 4095 >= q for NTRU+. */
    memset(pk, 0xff, in->public_key_bytes);
    memset(ct, 0x5a, in->ciphertext_bytes);
    memset(ss, 0x5a, sizeof ss);
    r = kpqc_kem_encaps(s, b, ct, in->ciphertext_bytes, ss, in->shared_secret_bytes, pk,
                        in->public_key_bytes);
    CHECK_MSG(r == KPQC_OK || r == KPQC_ERR_KEY, "%s/%s: encaps to an all-FF key: %d (%s)",
              in->name, b, r, kpqc_error_string(r));
    if (strcmp(in->family, "NTRU+") == 0) {
        CHECK_MSG(r == KPQC_ERR_KEY, "%s/%s: non-canonical public key gave %d (%s)", in->name, b,
                  r, kpqc_error_string(r));
    }
    if (r != KPQC_OK) {
        CHECK_MSG(all_zero(ct, in->ciphertext_bytes) && all_zero(ss, in->shared_secret_bytes),
                  "%s/%s: failed encaps left output", in->name, b);
    }
    test_pass();
out:
    free(pk), free(ct);
}

static void sign_lengths(const kpqc_scheme *s, const char *b)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    uint8_t *pk = malloc(in->public_key_bytes), *sk = malloc(in->secret_key_bytes);
    uint8_t *sig = calloc(1, in->signature_bytes + 1);
    const uint8_t msg[3] = {1, 2, 3};
    size_t siglen = in->signature_bytes;
    CHECK(pk && sk && sig);
    if (!(pk && sk && sig)) goto out;
    CHECK(kpqc_sign_keypair(s, b, pk, in->public_key_bytes, sk, in->secret_key_bytes) == KPQC_OK);
    CHECK(kpqc_sign_signature(s, b, sig, &siglen, msg, sizeof msg, NULL, 0, sk,
                              in->secret_key_bytes) == KPQC_OK);
    CHECK(kpqc_sign_verify(s, b, sig, siglen, msg, sizeof msg, NULL, 0, pk,
                           in->public_key_bytes) == KPQC_OK);
    CHECK_MSG(kpqc_sign_verify(s, b, sig, in->signature_bytes + 1, msg, sizeof msg, NULL, 0, pk,
                               in->public_key_bytes) == KPQC_ERR_SIZE,
              "%s/%s: over-long signature not KPQC_ERR_SIZE", in->name, b);
    CHECK_MSG(kpqc_sign_verify(s, b, sig, siglen - 1, msg, sizeof msg, NULL, 0, pk,
                               in->public_key_bytes) == KPQC_ERR_VERIFY,
              "%s/%s: short signature not KPQC_ERR_VERIFY", in->name, b);
    test_pass();
out:
    free(pk), free(sk), free(sig);
}

int main(int argc, char **argv)
{
    test_schemes sel;
    if (test_select_schemes(argc, argv, &sel) != 0) return 2;
    test_seed_drbg("errors", 0);
    messages();
    for (size_t i = 0; i < sel.n; i++) {
        const kpqc_scheme *s = sel.list[i];
        if (!kpqc_scheme_is_kpqc(s)) continue;
        for (size_t j = 0; j < kpqc_backend_count(s); j++) {
            if (!kpqc_backend_available(s, j)) continue;
            if (kpqc_scheme_info_of(s)->kind == KPQC_KIND_KEM) {
                kem_bad_pk(s, kpqc_backend_name(s, j));
            } else {
                sign_lengths(s, kpqc_backend_name(s, j));
            }
        }
    }
    return test_finish("test_errors");
}
