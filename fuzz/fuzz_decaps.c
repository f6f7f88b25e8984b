/* libFuzzer: KEM decapsulation of hostile ciphertexts (layout: fuzz_common.h).
 * Oracle: a ciphertext that differs from the valid one never yields its shared
 * secret; the valid one always does; a wrong length is KPQC_ERR_SIZE. */
#include <stdlib.h>
#include <string.h>

#include "fuzz_backend.h"
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_require_schemes(fuzz_prepare(KPQC_KIND_KEM));
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2) return 0;
    const fuzz_scheme *f = fuzz_scheme_of(KPQC_KIND_KEM, data[0]);
    if (f == NULL) return 0;
    const char *backend = fuzz_backend(f->s, data[1] >> 1);
    size_t len = (data[1] & 1) ? f->obj_len : size - 2;
    uint8_t *ct = malloc(len ? len : 1); /* exact size: ASan sees any over-read */
    uint8_t ss[64];
    if (ct == NULL) return 0;
    if (data[1] & 1) {
        fuzz_apply_edits(ct, f->obj, len, data + 2, (size - 2) / FUZZ_EDIT_BYTES);
    } else {
        memcpy(ct, data + 2, len);
    }
    int r = kpqc_kem_decaps(f->s, backend, ss, f->in->shared_secret_bytes, ct, len, f->sk,
                            f->in->secret_key_bytes);
    int same = len == f->obj_len && memcmp(ct, f->obj, len) == 0;
    if (len != f->in->ciphertext_bytes) {
        if (r != KPQC_ERR_SIZE) abort();
    } else if (same) {
        if (r != KPQC_OK || memcmp(ss, f->ss, f->in->shared_secret_bytes) != 0) abort();
    } else if (r == KPQC_OK && memcmp(ss, f->ss, f->in->shared_secret_bytes) == 0) {
        abort(); /* a modified ciphertext decapsulated to the real key */
    } else if (r != KPQC_OK && r != KPQC_ERR_VERIFY) {
        abort();
    }
    free(ct);
    return 0;
}
