/* libFuzzer: signature verification and open of hostile signatures and signed
 * messages (layout: fuzz_common.h; mode bits: bit 0 edits/raw, bit 1 detached
 * verify/open; edits may touch the message too).
 * Oracle: only the valid signature of the valid message is ever accepted, and
 * open returns exactly that message. */
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
    fuzz_require_schemes(fuzz_prepare(KPQC_KIND_SIGNATURE));
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2) return 0;
    const fuzz_scheme *f = fuzz_scheme_of(KPQC_KIND_SIGNATURE, data[0]);
    if (f == NULL) return 0;
    const char *backend = fuzz_backend(f->s, data[1] >> 2);
    int edit = data[1] & 1, open = data[1] & 2;
    const uint8_t *rest = data + 2;
    size_t n = size - 2;
    if (!open) {
        /* The signature followed by the message (edits cover both). */
        size_t total = edit ? f->obj_len + f->msg_len : n;
        size_t siglen = edit ? f->obj_len : (n > 0 ? rest[0] * (n - 1) / 255 : 0);
        uint8_t *buf = malloc(total ? total : 1);
        if (buf == NULL) return 0;
        if (edit) {
            memcpy(buf, f->obj, f->obj_len);
            memcpy(buf + f->obj_len, f->msg, f->msg_len);
            uint8_t *valid = malloc(total);
            if (valid == NULL) abort();
            memcpy(valid, buf, total);
            fuzz_apply_edits(buf, valid, total, rest, n / FUZZ_EDIT_BYTES);
            free(valid);
        } else if (n > 0) {
            memcpy(buf, rest + 1, n - 1);
            total = n - 1;
            if (siglen > total) siglen = total;
        }
        /* Separate exact-size copies: ASan sees any over-read of either. */
        uint8_t *sig = malloc(siglen ? siglen : 1), *m = malloc(total - siglen ? total - siglen : 1);
        if (sig == NULL || m == NULL) abort();
        memcpy(sig, buf, siglen);
        memcpy(m, buf + siglen, total - siglen);
        int r = kpqc_sign_verify(f->s, backend, sig, siglen, m, total - siglen, NULL, 0, f->pk,
                                 f->in->public_key_bytes);
        int valid = siglen == f->obj_len && memcmp(sig, f->obj, siglen) == 0 &&
                    total - siglen == f->msg_len && memcmp(m, f->msg, f->msg_len) == 0;
        if (r == KPQC_OK && !valid) abort(); /* a forgery accepted */
        if (valid && r != KPQC_OK) abort();
        free(sig);
        free(m);
        free(buf);
    } else {
        size_t smlen = edit ? f->sm_len : n;
        uint8_t *sm = malloc(smlen ? smlen : 1);
        if (sm == NULL) return 0;
        if (edit) {
            fuzz_apply_edits(sm, f->sm, smlen, rest, n / FUZZ_EDIT_BYTES);
        } else {
            memcpy(sm, rest, smlen);
        }
        size_t mlen = smlen;
        uint8_t *m = malloc(mlen ? mlen : 1);
        if (m == NULL) abort();
        int r = kpqc_sign_open(f->s, backend, m, &mlen, sm, smlen, f->pk, f->in->public_key_bytes);
        int valid = smlen == f->sm_len && memcmp(sm, f->sm, smlen) == 0;
        if (r == KPQC_OK && !valid) abort(); /* a forgery accepted */
        if (valid && (r != KPQC_OK || mlen != f->msg_len || memcmp(m, f->msg, mlen) != 0)) abort();
        free(m);
        free(sm);
    }
    return 0;
}
