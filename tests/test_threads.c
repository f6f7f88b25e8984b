/* Operations from several threads at once (kpqc.h, "Thread safety"): each
 * thread runs key generation, encapsulation and decapsulation (or signing and
 * verification) of a few rows on its own randomness source, a DRBG of its own
 * seed or the OS, while the others do the same. A thread's DRBG outputs must
 * equal the same work done alone on the main thread first (no thread's source
 * feeds another's operations), and every round trip must work. Built with
 * -fsanitize=thread (make test-tsan) ThreadSanitizer reports any data race.
 * usage: test_threads [SCHEME...]  (default: the first KEM and the first
 * signature row with keys below 64 KiB, and one row with a native backend) */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "kpqc/kpqc.h"
#include "test_support.h"

#define THREADS 4
#define ROUNDS 2
#define MAX_ROWS 4

static const kpqc_scheme *rows[MAX_ROWS];
static size_t n_rows;
/* The first output byte string of every row per seed, computed alone. */
static uint8_t reference[THREADS][MAX_ROWS][64];

/* A digest-free fingerprint: the first 64 bytes of pk xor the first of ct/sig. */
static int run_row(const kpqc_scheme *s, uint8_t out[64])
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    int ok = 1;
    memset(out, 0, 64);
    uint8_t *pk = malloc(in->public_key_bytes), *sk = malloc(in->secret_key_bytes);
    if (in->kind == KPQC_KIND_KEM) {
        uint8_t *ct = malloc(in->ciphertext_bytes), ss1[64], ss2[64];
        ok = pk && sk && ct && in->shared_secret_bytes <= 64 &&
             kpqc_kem_keypair(s, NULL, pk, in->public_key_bytes, sk, in->secret_key_bytes) == KPQC_OK &&
             kpqc_kem_encaps(s, NULL, ct, in->ciphertext_bytes, ss1, in->shared_secret_bytes, pk,
                             in->public_key_bytes) == KPQC_OK &&
             kpqc_kem_decaps(s, NULL, ss2, in->shared_secret_bytes, ct, in->ciphertext_bytes, sk,
                             in->secret_key_bytes) == KPQC_OK &&
             memcmp(ss1, ss2, in->shared_secret_bytes) == 0;
        for (size_t i = 0; ok && i < 64; i++) {
            out[i] = (uint8_t)(pk[i % in->public_key_bytes] ^ ct[i % in->ciphertext_bytes]);
        }
        free(ct);
    } else {
        static const uint8_t msg[] = "kpqc threads";
        uint8_t *sig = malloc(in->signature_bytes);
        size_t siglen = in->signature_bytes;
        ok = pk && sk && sig &&
             kpqc_sign_keypair(s, NULL, pk, in->public_key_bytes, sk, in->secret_key_bytes) ==
                 KPQC_OK &&
             kpqc_sign_signature(s, NULL, sig, &siglen, msg, sizeof msg, NULL, 0, sk,
                                 in->secret_key_bytes) == KPQC_OK &&
             kpqc_sign_verify(s, NULL, sig, siglen, msg, sizeof msg, NULL, 0, pk,
                              in->public_key_bytes) == KPQC_OK;
        for (size_t i = 0; ok && i < 64; i++) {
            out[i] = (uint8_t)(pk[i % in->public_key_bytes] ^ sig[i % siglen]);
        }
        free(sig);
    }
    free(pk);
    free(sk);
    return ok;
}

static void seed_of(uint8_t seed[48], int t)
{
    for (int i = 0; i < 48; i++) seed[i] = (uint8_t)(t * 31 + i);
}

static void *worker(void *arg)
{
    int t = (int)(intptr_t)arg;
    uintptr_t failures = 0;
    uint8_t seed[48], out[64];
    for (int round = 0; round < ROUNDS; round++) {
        for (size_t r = 0; r < n_rows; r++) {
            /* Even threads: their own DRBG, re-seeded per row (outputs known);
             * odd threads: the OS (outputs unknown, round trips checked). */
            if (t % 2 == 0) {
                seed_of(seed, t);
                kpqc_random_use_drbg(seed);
            } else {
                kpqc_random_use_os();
            }
            int ok = run_row(rows[r], out);
            if (!ok || (t % 2 == 0 && memcmp(out, reference[t][r], 64) != 0)) failures++;
        }
    }
    kpqc_random_use_os();
    return (void *)failures;
}

static int small_enough(const kpqc_scheme *s)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    return in->public_key_bytes < 65536 && in->secret_key_bytes < 65536 &&
           kpqc_scheme_is_current(s);
}

static void add_row(const kpqc_scheme *s)
{
    for (size_t i = 0; i < n_rows; i++) {
        if (rows[i] == s) return;
    }
    if (n_rows < MAX_ROWS) rows[n_rows++] = s;
}

/* --race-probe: two threads write one unguarded counter, the race
 * ThreadSanitizer must report (the TSan build registers this run as a test
 * that must fail: a sanitizer that sees nothing would pass everything). */
static long probe_counter;

static void *probe_worker(void *arg)
{
    for (int i = 0; i < 100000; i++) probe_counter += (long)(intptr_t)arg;
    return NULL;
}

static int race_probe(void)
{
    pthread_t a, b;
    if (pthread_create(&a, NULL, probe_worker, (void *)1) != 0 ||
        pthread_create(&b, NULL, probe_worker, (void *)2) != 0) {
        return 2;
    }
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    printf("race probe: counter %ld (no report means the sanitizer is not on)\n", probe_counter);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--race-probe") == 0) return race_probe();
    for (int i = 1; i < argc; i++) {
        const kpqc_scheme *s = kpqc_scheme_find(argv[i]);
        if (s == NULL) {
            fprintf(stderr, "unknown scheme %s\n", argv[i]);
            return 2;
        }
        add_row(s);
    }
    const kpqc_scheme *kem = NULL, *sig = NULL, *native = NULL;
    for (size_t i = 0; argc == 1 && i < kpqc_scheme_count(); i++) {
        const kpqc_scheme *s = kpqc_scheme_at(i);
        if (!small_enough(s) || !kpqc_scheme_is_kpqc(s)) continue;
        int is_kem = kpqc_scheme_info_of(s)->kind == KPQC_KIND_KEM;
        if (is_kem && kem == NULL) kem = s;
        if (!is_kem && sig == NULL) sig = s;
        if (native == NULL && strcmp(kpqc_backend_default(s), "portable") != 0) native = s;
    }
    if (kem) add_row(kem);
    if (sig) add_row(sig);
    if (native) add_row(native);
    if (n_rows == 0) {
        printf("skip: no scheme with keys below 64 KiB in this build\n");
        return 77;
    }
    /* The reference: each even thread's work, done alone first. */
    uint8_t seed[48];
    for (int t = 0; t < THREADS; t += 2) {
        for (size_t r = 0; r < n_rows; r++) {
            seed_of(seed, t);
            kpqc_random_use_drbg(seed);
            CHECK_MSG(run_row(rows[r], reference[t][r]), "%s alone",
                      kpqc_scheme_info_of(rows[r])->name);
        }
    }
    kpqc_random_use_os();
    pthread_t th[THREADS];
    for (int t = 0; t < THREADS; t++) {
        CHECK(pthread_create(&th[t], NULL, worker, (void *)(intptr_t)t) == 0);
    }
    for (int t = 0; t < THREADS; t++) {
        void *res = NULL;
        CHECK(pthread_join(th[t], &res) == 0);
        CHECK_MSG(res == NULL, "thread %d: %lu failed or differing runs", t,
                  (unsigned long)(uintptr_t)res);
        test_pass();
    }
    for (size_t r = 0; r < n_rows; r++) {
        printf("%s [%s]: %d threads x %d rounds\n", kpqc_scheme_info_of(rows[r])->name,
               kpqc_backend_default(rows[r]), THREADS, ROUNDS);
    }
    return test_finish("threads");
}
