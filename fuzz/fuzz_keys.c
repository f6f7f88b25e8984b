/* libFuzzer: hostile keys (layout: fuzz_common.h; byte 0 selects among the KEMs
 * and signature schemes together; mode bit 1 public/secret key). A public key
 * goes to encapsulation or verification, a secret key to decapsulation or
 * signing: every call returns (no crash, no hang) with a documented code. */
#include <stdlib.h>
#include <string.h>

#include "fuzz_backend.h"
#include "fuzz_common.h"

static int binds_no_key_bytes(const char *family)
{
    return strcmp(family, "Peregrine") == 0 || strcmp(family, "pqsigRM") == 0 ||
           strcmp(family, "MQ-Sign") == 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_require_schemes(fuzz_prepare(KPQC_KIND_KEM) + fuzz_prepare(KPQC_KIND_SIGNATURE));
    return 0;
}

static int documented(int r)
{
    return r == KPQC_OK || r == KPQC_ERR_VERIFY || r == KPQC_ERR_SIZE || r == KPQC_ERR_KEY;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2) return 0;
    size_t kems = fuzz_scheme_count(KPQC_KIND_KEM), sigs = fuzz_scheme_count(KPQC_KIND_SIGNATURE);
    if (kems + sigs == 0) return 0;
    size_t pick = data[0] % (kems + sigs);
    const fuzz_scheme *f = pick < kems ? fuzz_scheme_at(KPQC_KIND_KEM, pick)
                                       : fuzz_scheme_at(KPQC_KIND_SIGNATURE, pick - kems);
    const char *backend = fuzz_backend(f->s, data[1] >> 2);
    int edit = data[1] & 1, secret = data[1] & 2;
    const uint8_t *valid = secret ? f->sk : f->pk;
    size_t want = secret ? f->in->secret_key_bytes : f->in->public_key_bytes;
    size_t len = edit ? want : size - 2;
    uint8_t *key = malloc(len ? len : 1);
    if (key == NULL) return 0;
    if (edit) {
        fuzz_apply_edits(key, valid, len, data + 2, (size - 2) / FUZZ_EDIT_BYTES);
    } else {
        memcpy(key, data + 2, len);
    }
    uint8_t seed[48] = {1};
    kpqc_random_use_drbg(seed);
    int r;
    if (f->in->kind == KPQC_KIND_KEM) {
        uint8_t ss[64];
        uint8_t *ct = malloc(f->in->ciphertext_bytes);
        if (ct == NULL) abort();
        r = secret ? kpqc_kem_decaps(f->s, backend, ss, f->in->shared_secret_bytes, f->obj,
                                     f->obj_len, key, len)
                   : kpqc_kem_encaps(f->s, backend, ct, f->in->ciphertext_bytes, ss,
                                     f->in->shared_secret_bytes, key, len);
        free(ct);
    } else if (secret) {
        size_t siglen = f->in->signature_bytes;
        uint8_t *sig = malloc(siglen);
        if (sig == NULL) abort();
        r = kpqc_sign_signature(f->s, backend, sig, &siglen, f->msg, f->msg_len, NULL, 0, key, len);
        free(sig);
    } else {
        r = kpqc_sign_verify(f->s, backend, f->obj, f->obj_len, f->msg, f->msg_len, NULL, 0, key,
                             len);
    }
    if (len != want && r != KPQC_ERR_SIZE) abort();
    if (!documented(r)) abort();
    /* One key per public key (docs/SCHEMES.md, "Public keys"): the valid
     * signature verifies under no other key bytes, except in the families
     * documented as not binding them. */
    if (f->in->kind != KPQC_KIND_KEM && !secret && r == KPQC_OK &&
        memcmp(key, f->pk, len) != 0 && !binds_no_key_bytes(f->in->family)) {
        abort();
    }
    free(key);
    return 0;
}
