/* The runtime API: look schemes up in the registry and call a backend after
 * checking every buffer length against the scheme's sizes. */
#include <ctype.h>
#include <string.h>

#include "cpu.h"
#include "ctr_drbg.h"
#include "kpqc/kpqc.h"
#include "randombytes.h"
#include "registry.h"

size_t kpqc_scheme_count(void)
{
    return kpqc_registry_size;
}

size_t kpqc_scheme_count_current(void)
{
    size_t n = 0;
    for (size_t i = 0; i < kpqc_registry_size; i++) n += (size_t)kpqc_scheme_is_current(&kpqc_registry[i]);
    return n;
}

const kpqc_scheme *kpqc_scheme_at(size_t index)
{
    return index < kpqc_registry_size ? &kpqc_registry[index] : NULL;
}

static int name_equal(const char *a, const char *b)
{
    for (; *a && *b; a++, b++) {
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b)) {
            return 0;
        }
    }
    return *a == *b;
}

const kpqc_scheme *kpqc_scheme_find(const char *name)
{
    if (name == NULL) {
        return NULL;
    }
    for (size_t i = 0; i < kpqc_registry_size; i++) {
        if (name_equal(kpqc_registry[i].info.name, name)) {
            return &kpqc_registry[i];
        }
    }
    return NULL;
}

const kpqc_scheme_info *kpqc_scheme_info_of(const kpqc_scheme *s)
{
    return s ? &s->info : NULL;
}

int kpqc_scheme_is_kpqc(const kpqc_scheme *s)
{
    return s != NULL && s->info.group != NULL && strncmp(s->info.group, "KpqC", 4) == 0;
}

int kpqc_scheme_is_current(const kpqc_scheme *s)
{
    return s != NULL && s->info.current_row == NULL;
}

size_t kpqc_backend_count(const kpqc_scheme *s)
{
    size_t n = 0;
    while (s && n < KPQC_MAX_BACKENDS && s->backends[n].name != NULL) {
        n++;
    }
    return n;
}

const char *kpqc_backend_name(const kpqc_scheme *s, size_t index)
{
    return index < kpqc_backend_count(s) ? s->backends[index].name : NULL;
}

int kpqc_backend_available(const kpqc_scheme *s, size_t index)
{
    if (index >= kpqc_backend_count(s)) {
        return 0;
    }
    return kpqc_cpu_has(s->backends[index].cpu_features);
}

const char *kpqc_backend_path(const kpqc_scheme *s, size_t index)
{
    if (index >= kpqc_backend_count(s)) return NULL;
    if (s->backends[index].paths & KPQC_CPU_FAST_PDEP) return kpqc_cpu_fast_pdep_reason();
    if (s->backends[index].paths & KPQC_CPU_GFNI) return kpqc_cpu_gfni_reason();
    return NULL;
}

const char *kpqc_backend_default(const kpqc_scheme *s)
{
    const char *best = NULL;
    for (size_t i = 0; i < kpqc_backend_count(s); i++) {
        if (kpqc_backend_available(s, i)) {
            best = s->backends[i].name;
        }
    }
    return best;
}

/* The backend entry to run, or NULL if unknown or unsupported by this CPU. */
static const kpqc_backend *pick(const kpqc_scheme *s, const char *backend)
{
    if (s == NULL) {
        return NULL;
    }
    if (backend == NULL) {
        backend = kpqc_backend_default(s);
    }
    for (size_t i = 0; i < kpqc_backend_count(s); i++) {
        if (strcmp(s->backends[i].name, backend) == 0) {
            return kpqc_backend_available(s, i) ? &s->backends[i] : NULL;
        }
    }
    return NULL;
}

/* Resolves a KEM call: checks the kind and the backend. */
static int kem_ops(const kpqc_scheme *s, const char *backend, const kpqc_kem_ops **ops)
{
    if (s == NULL) {
        return KPQC_ERR_ARGUMENT;
    }
    if (s->info.kind != KPQC_KIND_KEM) {
        return KPQC_ERR_KIND;
    }
    const kpqc_backend *b = pick(s, backend);
    if (b == NULL || b->kem == NULL) {
        return KPQC_ERR_BACKEND;
    }
    *ops = b->kem;
    return KPQC_OK;
}

static int sign_ops(const kpqc_scheme *s, const char *backend, const kpqc_sign_ops **ops)
{
    if (s == NULL) {
        return KPQC_ERR_ARGUMENT;
    }
    if (s->info.kind != KPQC_KIND_SIGNATURE) {
        return KPQC_ERR_KIND;
    }
    const kpqc_backend *b = pick(s, backend);
    if (b == NULL || b->sign == NULL) {
        return KPQC_ERR_BACKEND;
    }
    *ops = b->sign;
    return KPQC_OK;
}

/* Scheme functions return non-zero on failure; keep our codes distinct. */
static int scheme_result(int r, int failure)
{
    return r == 0 ? KPQC_OK : failure;
}

/* Verification: a public key that is not a canonical encoding is
 * KPQC_ERR_KEY (KPQC_SCHEME_BAD_KEY), any other failure KPQC_ERR_VERIFY. */
static int verify_result(int r)
{
    if (r == 0) return KPQC_OK;
    return r == KPQC_SCHEME_BAD_KEY ? KPQC_ERR_KEY : KPQC_ERR_VERIFY;
}

/* For operations that draw randomness: a failure is KPQC_ERR_RANDOM if the
 * source failed during the call, otherwise `failure` (an invalid key). */
static int random_op_result(int r, int failure)
{
    int source_failed = kpqc_randombytes_take_failure();
    if (r == 0) return KPQC_OK;
    return source_failed ? KPQC_ERR_RANDOM : failure;
}

int kpqc_kem_keypair(const kpqc_scheme *s, const char *backend,
                     uint8_t *pk, size_t pklen, uint8_t *sk, size_t sklen)
{
    const kpqc_kem_ops *ops;
    int r = kem_ops(s, backend, &ops);
    if (r != KPQC_OK) return r;
    if (pk == NULL || sk == NULL) return KPQC_ERR_ARGUMENT;
    if (pklen != ops->public_key_bytes || sklen != ops->secret_key_bytes) return KPQC_ERR_SIZE;
    (void)kpqc_randombytes_take_failure();
    return random_op_result(ops->keypair(pk, sk), KPQC_ERR_RANDOM);
}

int kpqc_kem_encaps(const kpqc_scheme *s, const char *backend,
                    uint8_t *ct, size_t ctlen, uint8_t *ss, size_t sslen,
                    const uint8_t *pk, size_t pklen)
{
    const kpqc_kem_ops *ops;
    int r = kem_ops(s, backend, &ops);
    if (r != KPQC_OK) return r;
    if (ct == NULL || ss == NULL || pk == NULL) return KPQC_ERR_ARGUMENT;
    if (ctlen != ops->ciphertext_bytes || sslen != ops->shared_secret_bytes ||
        pklen != ops->public_key_bytes) {
        return KPQC_ERR_SIZE;
    }
    (void)kpqc_randombytes_take_failure();
    return random_op_result(ops->encaps(ct, ss, pk), KPQC_ERR_KEY);
}

kpqc_rejection kpqc_kem_rejection(const kpqc_scheme *s)
{
    if (s == NULL || s->info.kind != KPQC_KIND_KEM || s->backends[0].kem == NULL) {
        return (kpqc_rejection)0;
    }
    return s->backends[0].kem->explicit_rejection ? KPQC_REJECT_EXPLICIT : KPQC_REJECT_IMPLICIT;
}

int kpqc_kem_decaps(const kpqc_scheme *s, const char *backend,
                    uint8_t *ss, size_t sslen, const uint8_t *ct, size_t ctlen,
                    const uint8_t *sk, size_t sklen)
{
    const kpqc_kem_ops *ops;
    int r = kem_ops(s, backend, &ops);
    if (r != KPQC_OK) return r;
    if (ss == NULL || ct == NULL || sk == NULL) return KPQC_ERR_ARGUMENT;
    if (sslen != ops->shared_secret_bytes || ctlen != ops->ciphertext_bytes ||
        sklen != ops->secret_key_bytes) {
        return KPQC_ERR_SIZE;
    }
    return scheme_result(ops->decaps(ss, ct, sk), KPQC_ERR_VERIFY);
}

int kpqc_sign_keypair(const kpqc_scheme *s, const char *backend,
                      uint8_t *pk, size_t pklen, uint8_t *sk, size_t sklen)
{
    const kpqc_sign_ops *ops;
    int r = sign_ops(s, backend, &ops);
    if (r != KPQC_OK) return r;
    if (pk == NULL || sk == NULL) return KPQC_ERR_ARGUMENT;
    if (pklen != ops->public_key_bytes || sklen != ops->secret_key_bytes) return KPQC_ERR_SIZE;
    (void)kpqc_randombytes_take_failure();
    return random_op_result(ops->keypair(pk, sk), KPQC_ERR_RANDOM);
}

/* Common checks of a detached signing call. */
static int check_signing(const kpqc_sign_ops *ops, const uint8_t *sig, const size_t *siglen,
                         const uint8_t *m, size_t mlen, const uint8_t *ctx, size_t ctxlen,
                         const uint8_t *sk, size_t sklen)
{
    if (sig == NULL || siglen == NULL || sk == NULL || (m == NULL && mlen != 0) ||
        (ctx == NULL && ctxlen != 0)) {
        return KPQC_ERR_ARGUMENT;
    }
    if (ctxlen > ops->max_context_bytes) return KPQC_ERR_ARGUMENT;
    if (*siglen < ops->signature_bytes || sklen != ops->secret_key_bytes) return KPQC_ERR_SIZE;
    return KPQC_OK;
}

int kpqc_sign_signature(const kpqc_scheme *s, const char *backend,
                        uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                        const uint8_t *ctx, size_t ctxlen, const uint8_t *sk, size_t sklen)
{
    const kpqc_sign_ops *ops;
    int r = sign_ops(s, backend, &ops);
    if (r != KPQC_OK) return r;
    r = check_signing(ops, sig, siglen, m, mlen, ctx, ctxlen, sk, sklen);
    if (r != KPQC_OK) return r;
    (void)kpqc_randombytes_take_failure();
    r = random_op_result(ops->signature(sig, siglen, m, mlen, ctx, ctxlen, sk), KPQC_ERR_KEY);
    if (r != KPQC_OK) *siglen = 0;
    return r;
}

size_t kpqc_sign_workspace_bytes(const kpqc_scheme *s, const char *backend)
{
    const kpqc_sign_ops *ops;
    if (sign_ops(s, backend, &ops) != KPQC_OK || ops->signature_ws == NULL) return 0;
    return ops->signature_workspace_bytes;
}

int kpqc_sign_signature_ws(const kpqc_scheme *s, const char *backend,
                           uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                           const uint8_t *ctx, size_t ctxlen, const uint8_t *sk, size_t sklen,
                           void *ws, size_t wslen)
{
    const kpqc_sign_ops *ops;
    int r = sign_ops(s, backend, &ops);
    if (r != KPQC_OK) return r;
    r = check_signing(ops, sig, siglen, m, mlen, ctx, ctxlen, sk, sklen);
    if (r != KPQC_OK) return r;
    if (ops->signature_ws == NULL || ops->signature_workspace_bytes == 0) {
        /* no workspace: ws is not read (it may be NULL) */
        (void)kpqc_randombytes_take_failure();
        r = random_op_result(ops->signature(sig, siglen, m, mlen, ctx, ctxlen, sk), KPQC_ERR_KEY);
    } else if (ws == NULL) {
        r = KPQC_ERR_ARGUMENT;
    } else if (wslen < ops->signature_workspace_bytes) {
        r = KPQC_ERR_SIZE;
    } else {
        (void)kpqc_randombytes_take_failure();
        r = random_op_result(ops->signature_ws(sig, siglen, m, mlen, ctx, ctxlen, sk, ws),
                             KPQC_ERR_KEY);
    }
    if (r != KPQC_OK) *siglen = 0;
    return r;
}

int kpqc_sign_verify(const kpqc_scheme *s, const char *backend,
                     const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                     const uint8_t *ctx, size_t ctxlen, const uint8_t *pk, size_t pklen)
{
    const kpqc_sign_ops *ops;
    int r = sign_ops(s, backend, &ops);
    if (r != KPQC_OK) return r;
    if (sig == NULL || pk == NULL || (m == NULL && mlen != 0) || (ctx == NULL && ctxlen != 0)) {
        return KPQC_ERR_ARGUMENT;
    }
    if (ctxlen > ops->max_context_bytes) return KPQC_ERR_ARGUMENT;
    if (pklen != ops->public_key_bytes) return KPQC_ERR_SIZE;
    /* A length above the scheme's maximum does not match the scheme
     * (KPQC_ERR_SIZE, as every other length check); shorter ones may be valid
     * (variable-length encodings) and the scheme decides. */
    if (siglen > ops->signature_bytes) return KPQC_ERR_SIZE;
    return verify_result(ops->verify(sig, siglen, m, mlen, ctx, ctxlen, pk));
}

int kpqc_sign(const kpqc_scheme *s, const char *backend, uint8_t *sm, size_t *smlen,
              const uint8_t *m, size_t mlen, const uint8_t *sk, size_t sklen)
{
    const kpqc_sign_ops *ops;
    int r = sign_ops(s, backend, &ops);
    if (r != KPQC_OK) return r;
    if (sm == NULL || smlen == NULL || sk == NULL || (m == NULL && mlen != 0)) {
        return KPQC_ERR_ARGUMENT;
    }
    if (mlen > SIZE_MAX - ops->signature_bytes || *smlen < mlen + ops->signature_bytes ||
        sklen != ops->secret_key_bytes) {
        return KPQC_ERR_SIZE;
    }
    (void)kpqc_randombytes_take_failure();
    r = random_op_result(ops->sign(sm, smlen, m, mlen, sk), KPQC_ERR_KEY);
    if (r != KPQC_OK) *smlen = 0;
    return r;
}

int kpqc_sign_open(const kpqc_scheme *s, const char *backend, uint8_t *m, size_t *mlen,
                   const uint8_t *sm, size_t smlen, const uint8_t *pk, size_t pklen)
{
    const kpqc_sign_ops *ops;
    int r = sign_ops(s, backend, &ops);
    if (r != KPQC_OK) return r;
    if (m == NULL || mlen == NULL || sm == NULL || pk == NULL) return KPQC_ERR_ARGUMENT;
    if (pklen != ops->public_key_bytes || *mlen < smlen) return KPQC_ERR_SIZE;
    return verify_result(ops->open(m, mlen, sm, smlen, pk));
}

size_t kpqc_sign_keypair_seed_bytes(const kpqc_scheme *s)
{
    const kpqc_sign_ops *ops;
    if (sign_ops(s, "portable", &ops) != KPQC_OK || ops->keypair_derand == NULL) return 0;
    return ops->keypair_seed_bytes;
}

size_t kpqc_sign_signing_seed_bytes(const kpqc_scheme *s)
{
    const kpqc_sign_ops *ops;
    if (sign_ops(s, "portable", &ops) != KPQC_OK || ops->signature_derand == NULL) return 0;
    return ops->signing_seed_bytes;
}

int kpqc_kem_keypair_derand(const kpqc_scheme *s, const char *backend,
                            uint8_t *pk, size_t pklen, uint8_t *sk, size_t sklen,
                            const uint8_t *seed, size_t seedlen)
{
    const kpqc_kem_ops *ops;
    int r = kem_ops(s, backend, &ops);
    if (r != KPQC_OK) return r;
    if (pk == NULL || sk == NULL || seed == NULL) return KPQC_ERR_ARGUMENT;
    if (pklen != ops->public_key_bytes || sklen != ops->secret_key_bytes ||
        seedlen != KPQC_KEM_DERAND_SEED_BYTES) {
        return KPQC_ERR_SIZE;
    }
    /* Key generation reads the DRBG seeded with seed, as PQCgenKAT_kem's
     * randombytes_init(seed) then crypto_kem_keypair(); the thread's own
     * source (OS or its DRBG, mid-stream) is put back untouched. */
    kpqc_ctr_drbg d, *before = kpqc_randombytes_drbg();
    kpqc_ctr_drbg_init(&d, seed, NULL);
    kpqc_randombytes_use_drbg(&d);
    (void)kpqc_randombytes_take_failure();
    r = random_op_result(ops->keypair(pk, sk), KPQC_ERR_RANDOM);
    kpqc_randombytes_use_drbg(before);
    kpqc_ctr_drbg_wipe(&d);
    return r;
}

int kpqc_sign_keypair_derand(const kpqc_scheme *s, const char *backend,
                             uint8_t *pk, size_t pklen, uint8_t *sk, size_t sklen,
                             const uint8_t *seed, size_t seedlen)
{
    const kpqc_sign_ops *ops;
    int r = sign_ops(s, backend, &ops);
    if (r != KPQC_OK) return r;
    if (ops->keypair_derand == NULL || pk == NULL || sk == NULL || seed == NULL) {
        return KPQC_ERR_ARGUMENT;
    }
    if (pklen != ops->public_key_bytes || sklen != ops->secret_key_bytes ||
        seedlen != ops->keypair_seed_bytes) {
        return KPQC_ERR_SIZE;
    }
    return scheme_result(ops->keypair_derand(pk, sk, seed), KPQC_ERR_ARGUMENT);
}

int kpqc_sign_signature_derand(const kpqc_scheme *s, const char *backend,
                               uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                               const uint8_t *ctx, size_t ctxlen,
                               const uint8_t *seed, size_t seedlen,
                               const uint8_t *sk, size_t sklen)
{
    const kpqc_sign_ops *ops;
    int r = sign_ops(s, backend, &ops);
    if (r != KPQC_OK) return r;
    if (ops->signature_derand == NULL || seed == NULL) return KPQC_ERR_ARGUMENT;
    r = check_signing(ops, sig, siglen, m, mlen, ctx, ctxlen, sk, sklen);
    if (r != KPQC_OK) return r;
    if (seedlen != ops->signing_seed_bytes) return KPQC_ERR_SIZE;
    return scheme_result(ops->signature_derand(sig, siglen, m, mlen, ctx, ctxlen, seed, sk),
                         KPQC_ERR_KEY);
}

/* Per-thread DRBG storage behind kpqc_random_use_drbg(). */
static _Thread_local kpqc_ctr_drbg thread_drbg_state;

void kpqc_random_use_drbg(const uint8_t seed[48])
{
    kpqc_ctr_drbg_init(&thread_drbg_state, seed, NULL);
    kpqc_randombytes_use_drbg(&thread_drbg_state);
}

void kpqc_random_use_os(void)
{
    kpqc_randombytes_use_drbg(NULL);
    kpqc_ctr_drbg_wipe(&thread_drbg_state);
}

int kpqc_random_bytes(uint8_t *out, size_t len)
{
    if (out == NULL && len != 0) return KPQC_ERR_ARGUMENT;
    return kpqc_randombytes(out, len) == 0 ? KPQC_OK : KPQC_ERR_RANDOM;
}

const char *kpqc_error_string(int err)
{
    switch (err) {
    case KPQC_OK: return "success";
    case KPQC_ERR_VERIFY: return "verification failed";
    case KPQC_ERR_SIZE: return "buffer size does not match the scheme";
    case KPQC_ERR_KIND: return "operation does not apply to this kind of scheme";
    case KPQC_ERR_BACKEND: return "backend unknown or not supported by this CPU";
    case KPQC_ERR_RANDOM: return "randomness source failed";
    case KPQC_ERR_ARGUMENT: return "invalid argument";
    case KPQC_ERR_MEMORY: return "out of memory";
    case KPQC_ERR_KEY: return "invalid key";
    default: return "unknown error";
    }
}
