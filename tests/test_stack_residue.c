/* Secrets left on the stack. Each operation runs on a thread whose stack is
 * a mapping painted with a pattern below the caller's frame (as `kpqc mem`
 * does); afterwards the painted region is scanned for any 16-byte window of
 * the operation's secrets:
 * - every random draw (seeds, the message of encapsulation, the signing
 *   randomness) that does not appear in the public key, of the operation
 *   and of the key generation that made the key it uses;
 * - the shared secret of encapsulation and decapsulation (valid and invalid
 *   ciphertexts: for implicit rejection, the latter is the rejection key);
 * - kpqc_shake256's 64-byte output;
 * - the secret key itself: up to SK_PIECES 16-byte pieces of it (those not
 *   in the public key, nor left by a public operation with the key: H(pk)
 *   and the like), after key generation and every later operation (issue 40).
 * The outputs live in heap buffers, outside the scanned region. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "fips202.h"
#include "randombytes.h"
#include "test_support.h"

#if defined(__SANITIZE_ADDRESS__)
#define KPQC_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define KPQC_TEST_ASAN 1
#endif
#endif

#define STACK_BYTES (4u << 20)
#define WINDOW 16
#define PATTERN 0xa5
#define MAX_SECRETS 256
#define SK_PIECES 96 /* 16-byte pieces of a secret key searched for */
#define MIN_DISTINCT 10

typedef struct {
    uint8_t bytes[64];
    size_t len;
    int public_; /* found after an operation that never sees the secret key */
} secret;

/* 1 while a public operation runs: secrets found then are marked public
 * (parts of a secret key derived from the public key, e.g. H(pk)). */
static int calibrating;

static secret secrets[MAX_SECRETS];
static size_t nsecrets;

static void add_secret(const uint8_t *p, size_t len)
{
    uint8_t any = 0;
    if (len < WINDOW || nsecrets == MAX_SECRETS) return;
    for (size_t i = 0; i < len; i++) any |= p[i];
    if (any == 0) return; /* NTRU+'s explicit rejection: an all-zero key */
    if (len > sizeof secrets[0].bytes) len = sizeof secrets[0].bytes;
    memcpy(secrets[nsecrets].bytes, p, len);
    secrets[nsecrets].public_ = 0;
    secrets[nsecrets++].len = len;
}

/* Up to SK_PIECES 16-byte pieces of the secret key, spread over it, each
 * unless it is public (found in the public key: keys that embed it) or of
 * low entropy (fewer than MIN_DISTINCT byte values: padding, sparse or
 * ternary coefficients one byte each, index arrays), which other data on
 * the stack can match by chance. */
static void add_secret_key(const uint8_t *sk, size_t sklen, const uint8_t *pk, size_t pklen)
{
    size_t step = (sklen / SK_PIECES + WINDOW - 1) / WINDOW * WINDOW;
    if (step < WINDOW) step = WINDOW;
    for (size_t off = 0; off + WINDOW <= sklen; off += step) {
        uint8_t seen[256] = {0};
        size_t distinct = 0;
        for (size_t i = 0; i < WINDOW; i++) distinct += !seen[sk[off + i]]++;
        if (distinct < MIN_DISTINCT || memmem(pk, pklen, sk + off, WINDOW) != NULL) continue;
        add_secret(sk + off, WINDOW);
    }
}

static void observe(uint8_t *buf, size_t len)
{
    add_secret(buf, len);
}

typedef struct {
    int (*fn)(void *arg);
    void *arg;
    uint8_t *lo;
    uintptr_t top;
    int rc;
} job;

__attribute__((noinline)) static uintptr_t callee_frame(void)
{
    return (uintptr_t)__builtin_frame_address(0);
}

__attribute__((noinline)) static void *run_painted(void *arg)
{
    job *j = arg;
    uintptr_t top = callee_frame() & ~(uintptr_t)7;
    memset(j->lo, PATTERN, top - (uintptr_t)j->lo);
    kpqc_randombytes_set_observer(observe);
    j->rc = j->fn(j->arg);
    kpqc_randombytes_set_observer(NULL);
    j->top = top;
    return NULL;
}

/* Runs fn on a painted stack; returns the name of the first secret found in
 * the painted region (NULL if none). */
static int run_and_scan(int (*fn)(void *), void *arg, const char *what,
                        const uint8_t *pk, size_t pklen)
{
    uint8_t *map = mmap(NULL, STACK_BYTES, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    pthread_attr_t attr;
    pthread_t t;
    job j = {fn, arg, map, 0, 0};
    int found = 0;
    CHECK(map != MAP_FAILED);
    if (map == MAP_FAILED) return 1;
    pthread_attr_init(&attr);
    pthread_attr_setstack(&attr, map, STACK_BYTES);
    CHECK(pthread_create(&t, &attr, run_painted, &j) == 0);
    pthread_join(t, NULL);
    pthread_attr_destroy(&attr);
    CHECK_MSG(j.rc == KPQC_OK || j.rc == KPQC_ERR_VERIFY, "%s: %d", what, j.rc);
    /* the shared secret etc. were added by the caller's fn through arg */
    for (size_t k = 0; k < nsecrets && !found; k++) {
        secret *s = &secrets[k];
        if (s->public_) continue;
        if (calibrating) {
            for (size_t off = 0; off + WINDOW <= s->len; off += 4) {
                s->public_ |= memmem(map, j.top - (uintptr_t)map, s->bytes + off, WINDOW) != NULL;
            }
            continue;
        }
        if (pk != NULL && pklen >= s->len &&
            memmem(pk, pklen, s->bytes, WINDOW) != NULL) {
            continue; /* a public value (e.g. a seed published in pk) */
        }
        for (size_t off = 0; off + WINDOW <= s->len && !found; off += 4) {
            if (memmem(map, j.top - (uintptr_t)map, s->bytes + off, WINDOW) != NULL) {
                CHECK_MSG(0, "%s: secret %zu (bytes %zu..%zu of %zu) left on the stack", what, k,
                          off, off + WINDOW, s->len);
                found = 1;
            }
        }
    }
    munmap(map, STACK_BYTES);
    test_pass();
    return found;
}

typedef struct {
    const kpqc_scheme *s;
    const kpqc_scheme_info *in;
    const char *b;
    uint8_t *pk, *sk, *ct, *ss, *sig;
    size_t siglen;
    const uint8_t *seed; /* key generation from this DRBG seed (48 bytes) */
} op_ctx;

static int op_kem_keypair(void *a)
{
    op_ctx *c = a;
    kpqc_random_use_drbg(c->seed); /* this thread's source */
    return kpqc_kem_keypair(c->s, c->b, c->pk, c->in->public_key_bytes, c->sk,
                            c->in->secret_key_bytes);
}

static int op_encaps(void *a)
{
    op_ctx *c = a;
    int r = kpqc_kem_encaps(c->s, c->b, c->ct, c->in->ciphertext_bytes, c->ss,
                            c->in->shared_secret_bytes, c->pk, c->in->public_key_bytes);
    add_secret(c->ss, c->in->shared_secret_bytes);
    return r;
}

static int op_encaps_public(void *a)
{
    op_ctx *c = a;
    return kpqc_kem_encaps(c->s, c->b, c->ct, c->in->ciphertext_bytes, c->ss,
                           c->in->shared_secret_bytes, c->pk, c->in->public_key_bytes);
}

static int op_decaps(void *a)
{
    op_ctx *c = a;
    int r = kpqc_kem_decaps(c->s, c->b, c->ss, c->in->shared_secret_bytes, c->ct,
                            c->in->ciphertext_bytes, c->sk, c->in->secret_key_bytes);
    add_secret(c->ss, c->in->shared_secret_bytes);
    return r;
}

static int op_sign_keypair(void *a)
{
    op_ctx *c = a;
    kpqc_random_use_drbg(c->seed);
    return kpqc_sign_keypair(c->s, c->b, c->pk, c->in->public_key_bytes, c->sk,
                             c->in->secret_key_bytes);
}

static int op_signature(void *a)
{
    static const uint8_t msg[8] = "residue";
    op_ctx *c = a;
    c->siglen = c->in->signature_bytes;
    return kpqc_sign_signature(c->s, c->b, c->sig, &c->siglen, msg, sizeof msg, NULL, 0, c->sk,
                               c->in->secret_key_bytes);
}

static int op_verify(void *a)
{
    static const uint8_t msg[8] = "residue";
    op_ctx *c = a;
    return kpqc_sign_verify(c->s, c->b, c->sig, c->siglen, msg, sizeof msg, NULL, 0, c->pk,
                            c->in->public_key_bytes);
}

/* The secret key's pieces as secrets: key generation from a fixed seed
 * (not scanned), then a public operation with its public key (encapsulation,
 * or verification of a signature made outside the painted stack) marks the
 * pieces it leaves on the stack as public; the caller then makes the same
 * key again from the same seed on a painted stack. */
static void add_key_secrets(op_ctx *c)
{
    const kpqc_scheme_info *in = c->in;
    char what[128];
    if (in->kind == KPQC_KIND_KEM) {
        CHECK(op_kem_keypair(c) == KPQC_OK);
    } else {
        CHECK(op_sign_keypair(c) == KPQC_OK);
        CHECK(op_signature(c) == KPQC_OK);
    }
    add_secret_key(c->sk, in->secret_key_bytes, c->pk, in->public_key_bytes);
    size_t pieces = nsecrets, pub = 0;
    snprintf(what, sizeof what, "%s/%s public operation", in->name, c->b);
    calibrating = 1;
    run_and_scan(in->kind == KPQC_KIND_KEM ? op_encaps_public : op_verify, c, what, NULL, 0);
    calibrating = 0;
    kpqc_random_use_os();
    for (size_t k = 0; k < pieces; k++) pub += (size_t)secrets[k].public_;
    printf("%s/%s: %zu pieces of the secret key searched (%zu more are public: found after a "
           "public operation)\n", in->name, c->b, pieces - pub, pub);
}

static uint8_t shake_out[64];
static int op_shake256(void *a)
{
    static const uint8_t in[32] = "a secret input to kpqc_shake256";
    (void)a;
    kpqc_shake256(shake_out, sizeof shake_out, in, sizeof in);
    add_secret(shake_out, sizeof shake_out);
    return 0;
}

static void scheme_case(const kpqc_scheme *s, const char *b)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    char what[128];
    op_ctx c = {s, in, b, malloc(in->public_key_bytes), malloc(in->secret_key_bytes),
                malloc(in->ciphertext_bytes + 1), malloc(in->shared_secret_bytes + 1),
                malloc(in->signature_bytes + 1), 0, NULL};
    CHECK(c.pk && c.sk && c.ct && c.ss && c.sig);
    if (c.pk && c.sk && c.ct && c.ss && c.sig) {
        uint8_t seed[48];
        for (size_t i = 0; i < sizeof seed; i++) seed[i] = (uint8_t)(i * 7 + in->public_key_bytes);
        nsecrets = 0;
        c.seed = seed;
        add_key_secrets(&c);
        if (in->kind == KPQC_KIND_KEM) {
            snprintf(what, sizeof what, "%s/%s keypair", in->name, b);
            run_and_scan(op_kem_keypair, &c, what, c.pk, in->public_key_bytes);
            snprintf(what, sizeof what, "%s/%s encaps", in->name, b);
            run_and_scan(op_encaps, &c, what, c.pk, in->public_key_bytes);
            snprintf(what, sizeof what, "%s/%s decaps (valid)", in->name, b);
            run_and_scan(op_decaps, &c, what, NULL, 0);
            c.ct[in->ciphertext_bytes / 2] ^= 0x04;
            snprintf(what, sizeof what, "%s/%s decaps (invalid)", in->name, b);
            run_and_scan(op_decaps, &c, what, NULL, 0);
        } else {
            snprintf(what, sizeof what, "%s/%s keypair", in->name, b);
            run_and_scan(op_sign_keypair, &c, what, c.pk, in->public_key_bytes);
            snprintf(what, sizeof what, "%s/%s signature", in->name, b);
            run_and_scan(op_signature, &c, what, c.pk, in->public_key_bytes);
        }
    }
    free(c.pk), free(c.sk), free(c.ct), free(c.ss), free(c.sig);
}

#ifdef KPQC_TEST_ASAN
static const int under_asan = 1;
#else
static const int under_asan = 0;
#endif

int main(int argc, char **argv)
{
    test_schemes sel;
    if (under_asan) {
        printf("test_stack_residue: skipped: AddressSanitizer moves locals off the stack\n");
        return 77;
    }
    if (test_select_schemes(argc, argv, &sel) != 0) return 2;
    nsecrets = 0;
    run_and_scan(op_shake256, NULL, "kpqc_shake256", NULL, 0);
    for (size_t i = 0; i < sel.n; i++) {
        const kpqc_scheme *s = sel.list[i];
        if (!kpqc_scheme_is_kpqc(s)) continue;
        for (size_t j = 0; j < kpqc_backend_count(s); j++) {
            if (kpqc_backend_available(s, j)) scheme_case(s, kpqc_backend_name(s, j));
        }
    }
    return test_finish("test_stack_residue");
}
