/* A program using kpqc as an outside project would: through include/kpqc/kpqc.h
 * only. A KEM round trip with the first KEM of the registry and, when asked
 * (argument "sign"), a signature made and verified with the first signature
 * scheme, then rejected after a flipped bit. Exit 0 when all of it holds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <kpqc/kpqc.h>

static const kpqc_scheme *first_of_kind(kpqc_kind kind)
{
    for (size_t i = 0; i < kpqc_scheme_count(); i++) {
        const kpqc_scheme *s = kpqc_scheme_at(i);
        if (kpqc_scheme_info_of(s)->kind == kind) {
            return s;
        }
    }
    return NULL;
}

static int kem_round_trip(const kpqc_scheme *s)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    uint8_t *pk = malloc(in->public_key_bytes), *sk = malloc(in->secret_key_bytes);
    uint8_t *ct = malloc(in->ciphertext_bytes);
    uint8_t *ss1 = malloc(in->shared_secret_bytes), *ss2 = malloc(in->shared_secret_bytes);
    int ok = pk && sk && ct && ss1 && ss2 &&
             kpqc_kem_keypair(s, NULL, pk, in->public_key_bytes, sk, in->secret_key_bytes) == KPQC_OK &&
             kpqc_kem_encaps(s, NULL, ct, in->ciphertext_bytes, ss1, in->shared_secret_bytes, pk,
                             in->public_key_bytes) == KPQC_OK &&
             kpqc_kem_decaps(s, NULL, ss2, in->shared_secret_bytes, ct, in->ciphertext_bytes, sk,
                             in->secret_key_bytes) == KPQC_OK &&
             memcmp(ss1, ss2, in->shared_secret_bytes) == 0;
    printf("%s: KEM round trip %s\n", in->name, ok ? "ok" : "FAILED");
    free(pk), free(sk), free(ct), free(ss1), free(ss2);
    return ok;
}

static int signature(const kpqc_scheme *s)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    static const uint8_t msg[] = "a message from a program outside kpqc";
    uint8_t *pk = malloc(in->public_key_bytes), *sk = malloc(in->secret_key_bytes);
    uint8_t *sig = malloc(in->signature_bytes);
    size_t siglen = in->signature_bytes;
    int ok = pk && sk && sig &&
             kpqc_sign_keypair(s, NULL, pk, in->public_key_bytes, sk, in->secret_key_bytes) == KPQC_OK &&
             kpqc_sign_signature(s, NULL, sig, &siglen, msg, sizeof msg, NULL, 0, sk,
                                 in->secret_key_bytes) == KPQC_OK &&
             kpqc_sign_verify(s, NULL, sig, siglen, msg, sizeof msg, NULL, 0, pk,
                              in->public_key_bytes) == KPQC_OK;
    if (ok) {
        sig[0] ^= 1;
        ok = kpqc_sign_verify(s, NULL, sig, siglen, msg, sizeof msg, NULL, 0, pk,
                              in->public_key_bytes) == KPQC_ERR_VERIFY;
    }
    printf("%s: signature made, verified, tampered copy rejected: %s\n", in->name,
           ok ? "ok" : "FAILED");
    free(pk), free(sk), free(sig);
    return ok;
}

int main(int argc, char **argv)
{
    int want_sign = argc > 1 && strcmp(argv[1], "sign") == 0;
    const kpqc_scheme *kem = first_of_kind(KPQC_KIND_KEM);
    const kpqc_scheme *sig = first_of_kind(KPQC_KIND_SIGNATURE);
    printf("kpqc %s, %zu schemes (%zu current)\n", kpqc_version(), kpqc_scheme_count(),
           kpqc_scheme_count_current());
    /* The headers' compile-time version is the library's. */
    char numeric[32];
    snprintf(numeric, sizeof numeric, "%d.%d.%d", KPQC_VERSION_MAJOR, KPQC_VERSION_MINOR,
             KPQC_VERSION_PATCH);
    if (strcmp(kpqc_version(), KPQC_VERSION_TEXT) != 0 || strcmp(numeric, KPQC_VERSION_TEXT) != 0 ||
        KPQC_VERSION_NUMBER != KPQC_VERSION_MAJOR * 10000 + KPQC_VERSION_MINOR * 100 +
                                   KPQC_VERSION_PATCH) {
        printf("FAILED: headers say %s (%s), the library %s\n", KPQC_VERSION_TEXT, numeric,
               kpqc_version());
        return 1;
    }
    size_t current = 0;
    for (size_t i = 0; i < kpqc_scheme_count(); i++) current += (size_t)kpqc_scheme_is_current(kpqc_scheme_at(i));
    if (current != kpqc_scheme_count_current() || current == 0) {
        printf("FAILED: kpqc_scheme_count_current() %zu, current rows %zu\n",
               kpqc_scheme_count_current(), current);
        return 1;
    }
    if (!kem || (want_sign && !sig)) {
        printf("FAILED: no %s scheme in this kpqc\n", kem ? "signature" : "KEM");
        return 1;
    }
    int ok = kem_round_trip(kem);
    if (want_sign) {
        ok &= signature(sig);
    }
    return ok ? 0 : 1;
}
