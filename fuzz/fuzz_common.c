/* See fuzz_common.h. */
#include "fuzz_common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SCHEMES 128

static fuzz_scheme cache[2][MAX_SCHEMES];
static const kpqc_scheme *listed[2][MAX_SCHEMES];
static size_t counts[2];
static int listed_once;

/* Whether name is one of the comma-separated names in list. */
static int name_listed(const char *list, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = list; *p != '\0';) {
        size_t k = strcspn(p, ",");
        if (k == n && strncmp(p, name, n) == 0) return 1;
        p += k;
        if (*p == ',') p++;
    }
    return 0;
}

/* Every name of KPQC_FUZZ_ROWS must be a KpqC row: a misspelt row would
 * otherwise leave a campaign fuzzing nothing while reporting executions. */
static void check_rows(const char *rows)
{
    for (const char *p = rows; *p != '\0';) {
        size_t k = strcspn(p, ",");
        int found = 0;
        for (size_t i = 0; i < kpqc_scheme_count() && k > 0 && !found; i++) {
            const kpqc_scheme *s = kpqc_scheme_at(i);
            const char *name = kpqc_scheme_info_of(s)->name;
            found = kpqc_scheme_is_kpqc(s) && strlen(name) == k && strncmp(p, name, k) == 0;
        }
        if (k > 0 && !found) {
            fprintf(stderr, "fuzz: KPQC_FUZZ_ROWS: no KpqC row '%.*s' in this build (names as "
                            "`kpqc list --all-versions` prints them)\n", (int)k, p);
            exit(2);
        }
        p += k;
        if (*p == ',') p++;
    }
}

/* KPQC_FUZZ_FAMILIES and KPQC_FUZZ_ROWS (fuzz_common.h) select families and
 * rows (both when both are set);
 * KPQC_FUZZ_MAX_KEY_BYTES=N leaves out the schemes with a key above N bytes
 * (make test's smoke runs: megabyte-key generation under ASan takes minutes). */
static void list_schemes(void)
{
    if (listed_once) return;
    listed_once = 1;
    const char *limit = getenv("KPQC_FUZZ_MAX_KEY_BYTES");
    const char *families = getenv("KPQC_FUZZ_FAMILIES");
    const char *rows = getenv("KPQC_FUZZ_ROWS");
    size_t max_key = limit != NULL ? (size_t)strtoul(limit, NULL, 10) : 0;
    if (rows != NULL && *rows == '\0') rows = NULL;
    if (rows != NULL) check_rows(rows);
    for (size_t i = 0; i < kpqc_scheme_count(); i++) {
        const kpqc_scheme *s = kpqc_scheme_at(i);
        const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
        if (!kpqc_scheme_is_kpqc(s)) continue;
        if (families != NULL && *families != '\0' && !name_listed(families, in->family)) {
            continue;
        }
        if (rows != NULL && !name_listed(rows, in->name)) continue;
        if (max_key != 0 && (in->public_key_bytes > max_key || in->secret_key_bytes > max_key)) {
            continue;
        }
        int k = kpqc_scheme_info_of(s)->kind == KPQC_KIND_KEM ? 0 : 1;
        if (counts[k] < MAX_SCHEMES) listed[k][counts[k]++] = s;
    }
}

size_t fuzz_scheme_count(kpqc_kind kind)
{
    list_schemes();
    return counts[kind == KPQC_KIND_KEM ? 0 : 1];
}

static void *must_alloc(size_t n)
{
    void *p = calloc(n ? n : 1, 1);
    if (p == NULL) abort();
    return p;
}

/* A key pair and a valid object, from a DRBG seeded by the scheme's position. */
static void make(fuzz_scheme *f, const kpqc_scheme *s, size_t index)
{
    uint8_t seed[48] = {0};
    seed[0] = (uint8_t)index;
    seed[1] = (uint8_t)f->in->kind;
    kpqc_random_use_drbg(seed);
    f->pk = must_alloc(f->in->public_key_bytes);
    f->sk = must_alloc(f->in->secret_key_bytes);
    if (f->in->kind == KPQC_KIND_KEM) {
        f->obj_len = f->in->ciphertext_bytes;
        f->obj = must_alloc(f->obj_len);
        if (kpqc_kem_keypair(s, NULL, f->pk, f->in->public_key_bytes, f->sk,
                             f->in->secret_key_bytes) != KPQC_OK ||
            kpqc_kem_encaps(s, NULL, f->obj, f->obj_len, f->ss, f->in->shared_secret_bytes, f->pk,
                            f->in->public_key_bytes) != KPQC_OK) {
            fprintf(stderr, "fuzz: %s: cannot make a valid ciphertext\n", f->in->name);
            abort();
        }
    } else {
        f->msg_len = sizeof f->msg;
        for (size_t i = 0; i < f->msg_len; i++) f->msg[i] = (uint8_t)(i * 7 + index);
        f->obj_len = f->in->signature_bytes;
        f->obj = must_alloc(f->obj_len);
        f->sm_len = f->in->signature_bytes + f->msg_len;
        f->sm = must_alloc(f->sm_len);
        if (kpqc_sign_keypair(s, NULL, f->pk, f->in->public_key_bytes, f->sk,
                              f->in->secret_key_bytes) != KPQC_OK ||
            kpqc_sign_signature(s, NULL, f->obj, &f->obj_len, f->msg, f->msg_len, NULL, 0, f->sk,
                                f->in->secret_key_bytes) != KPQC_OK ||
            kpqc_sign(s, NULL, f->sm, &f->sm_len, f->msg, f->msg_len, f->sk,
                      f->in->secret_key_bytes) != KPQC_OK) {
            fprintf(stderr, "fuzz: %s: cannot make a valid signature\n", f->in->name);
            abort();
        }
    }
}

const fuzz_scheme *fuzz_scheme_at(kpqc_kind kind, size_t i)
{
    int k = kind == KPQC_KIND_KEM ? 0 : 1;
    list_schemes();
    if (i >= counts[k]) return NULL;
    fuzz_scheme *f = &cache[k][i];
    if (f->s == NULL) {
        f->s = listed[k][i];
        f->in = kpqc_scheme_info_of(f->s);
        make(f, f->s, i);
    }
    return f;
}

const fuzz_scheme *fuzz_scheme_of(kpqc_kind kind, uint8_t selector)
{
    size_t n = fuzz_scheme_count(kind);
    return n == 0 ? NULL : fuzz_scheme_at(kind, selector % n);
}

size_t fuzz_prepare(kpqc_kind kind)
{
    for (size_t i = 0; i < fuzz_scheme_count(kind); i++) (void)fuzz_scheme_at(kind, i);
    return fuzz_scheme_count(kind);
}

void fuzz_require_schemes(size_t n)
{
    if (n != 0) return;
    fprintf(stderr, "fuzz: no scheme selected (KPQC_FUZZ_FAMILIES '%s', KPQC_FUZZ_ROWS '%s', "
                    "KPQC_FUZZ_MAX_KEY_BYTES '%s'): nothing to fuzz\n",
            getenv("KPQC_FUZZ_FAMILIES") ? getenv("KPQC_FUZZ_FAMILIES") : "",
            getenv("KPQC_FUZZ_ROWS") ? getenv("KPQC_FUZZ_ROWS") : "",
            getenv("KPQC_FUZZ_MAX_KEY_BYTES") ? getenv("KPQC_FUZZ_MAX_KEY_BYTES") : "");
    exit(2);
}

void fuzz_apply_edits(uint8_t *out, const uint8_t *valid, size_t len, const uint8_t *edits,
                      size_t n_edits)
{
    memcpy(out, valid, len);
    if (len == 0) return;
    for (size_t i = 0; i < n_edits; i++) {
        const uint8_t *e = edits + FUZZ_EDIT_BYTES * i;
        size_t at = ((size_t)e[0] << 16 | (size_t)e[1] << 8 | e[2]) % len;
        out[at] ^= e[3] ? e[3] : 1;
    }
}

int fuzz_write_seed(const char *dir, const char *name, const uint8_t *data, size_t len)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (f == NULL) return -1;
    int ok = fwrite(data, 1, len, f) == len;
    return fclose(f) == 0 && ok ? 0 : -1;
}
