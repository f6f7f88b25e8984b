/* Shared by the libFuzzer targets (fuzz/README.md): the schemes to fuzz, a
 * valid key pair and a valid ciphertext or signature per scheme (made once,
 * deterministically), and a structure-aware input layout.
 *
 * Input layout of the crypto targets:
 *   byte 0   which scheme (modulo the number of schemes of the target's kind)
 *   byte 1   mode: even = the rest is the object itself (raw bytes, any length);
 *            odd  = the rest is a list of edits applied to the valid object
 *                   (FUZZ_EDIT_BYTES = 4 each: 24-bit big-endian position
 *                   modulo the object's length, so every byte of the largest
 *                   keys (pqsigRM's 4 MiB) is reached, then the XOR value), so
 *                   that inputs stay next to valid ones, where random bytes
 *                   never reach (re-encryption checks, signature hashes).
 *
 * KPQC_FUZZ_FAMILIES=NTRU+,SMAUG-T (environment): only the schemes of these
 * families (names as `kpqc list` groups them), so that a campaign gives a
 * fast family a fast target instead of sharing it with megabyte-key schemes.
 * KPQC_FUZZ_ROWS=AIMer128f,AIMer192f (environment): only these rows (names as
 * `kpqc list --all-versions` prints them; a name that is no KpqC row of the
 * build stops the target with exit status 2), e.g. the fast rows of a family
 * whose slow rows or older versions would hold its target to a few
 * executions per second. With both set, a row must pass both. */
#ifndef KPQC_FUZZ_COMMON_H
#define KPQC_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include "kpqc/kpqc.h"

typedef struct {
    const kpqc_scheme *s;
    const kpqc_scheme_info *in;
    uint8_t *pk, *sk;
    uint8_t *obj;     /* a valid ciphertext (KEM) or signature */
    uint8_t ss[64];   /* KEM: the shared secret of obj */
    size_t obj_len;
    uint8_t *sm;      /* signature schemes: a valid signed message of msg */
    size_t sm_len;
    uint8_t msg[33];
    size_t msg_len;
} fuzz_scheme;

/* The scheme byte 0 selects among the KpqC schemes of this kind (NULL if none). */
const fuzz_scheme *fuzz_scheme_of(kpqc_kind kind, uint8_t selector);
/* The number of KpqC schemes of this kind; the i-th one (for the seed corpus). */
size_t fuzz_scheme_count(kpqc_kind kind);
const fuzz_scheme *fuzz_scheme_at(kpqc_kind kind, size_t i);

/* Makes every scheme's keys and valid object up front (LLVMFuzzerInitialize),
 * so that key generation never counts against libFuzzer's per-input timeout.
 * Returns the number of schemes of this kind. */
size_t fuzz_prepare(kpqc_kind kind);
/* Stops the target (exit status 2, one line) when the selection left it no
 * scheme (n == 0): a misspelt family would otherwise fuzz nothing. */
void fuzz_require_schemes(size_t n);

#define FUZZ_EDIT_BYTES 4

/* Copies valid (len) into out and applies the edits of the input. */
void fuzz_apply_edits(uint8_t *out, const uint8_t *valid, size_t len, const uint8_t *edits,
                      size_t n_edits);

/* Writes a seed corpus file dir/name. 0 or -1. */
int fuzz_write_seed(const char *dir, const char *name, const uint8_t *data, size_t len);

#endif
