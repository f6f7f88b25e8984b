/* Small helpers shared by the test programs. */
#ifndef KPQC_TEST_SUPPORT_H
#define KPQC_TEST_SUPPORT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "kpqc/kpqc.h"

/* Records a failure (printed with file and line); the test exits non-zero. */
#define CHECK(cond)                                                                         \
    do {                                                                                    \
        if (!(cond)) test_fail(__FILE__, __LINE__, #cond);                                  \
    } while (0)
#define CHECK_MSG(cond, ...)                                                                \
    do {                                                                                    \
        if (!(cond)) {                                                                      \
            test_fail(__FILE__, __LINE__, #cond);                                           \
            fprintf(stderr, "    ");                                                        \
            fprintf(stderr, __VA_ARGS__);                                                   \
            fputc('\n', stderr);                                                            \
        }                                                                                   \
    } while (0)

void test_fail(const char *file, int line, const char *what);
/* Prints "N passed, M failed" and returns the exit status. */
int test_finish(const char *name);
void test_pass(void);

/* A xorshift64 stream for test inputs (not for anything secret): the next
 * word of *state (nonzero), and a value in [0, bound) (bound > 0). */
uint64_t test_rand64(uint64_t *state);
uint32_t test_rand_below(uint64_t *state, uint32_t bound);

/* Hex of len bytes into a static buffer (for messages). */
const char *test_hex(const uint8_t *p, size_t len);
int test_unhex(uint8_t *out, size_t len, const char *hex);

/* Schemes selected by the usual test arguments: [--shard i/n] [--once]
 * [--twin-paths table|pdep] [SCHEME...]. --once (used under emulation, where
 * every operation costs 10-50 times more) asks for one round trip per scheme
 * and backend: test_seeds() then gives 1. --twin-paths keeps the rows whose
 * backends pick twin kernels by CPU speed (kpqc_backend_path) and fails
 * (-1) when the twins that run here are not the ones named. */
typedef struct {
    const kpqc_scheme *list[256];
    size_t n;
} test_schemes;
int test_select_schemes(int argc, char **argv, test_schemes *out);
/* Whether the j-th row belongs to shard `shard` of `shards`. */
int test_in_shard(size_t j, unsigned shard, unsigned shards);
/* Takes "--shard i/n" out of argv (for programs that shard a subset of the
 * rows themselves); 0, or -1 on a malformed value. */
int test_take_shard(int *argc, char **argv, unsigned *shard, unsigned *shards);
/* 1 if --once was given. */
int test_once(void);
/* 1 for a backend that --twin-paths leaves out (one without twin kernels:
 * its plain runs test it; agreement loops still compare with portable). */
int test_skip_backend(const kpqc_scheme *s, size_t b);
/* The number of seeds to run: n, or 1 under --once; n / 4 (at least 1) in
 * the sanitizer build, as test_agree_seeds below. */
unsigned test_seeds(unsigned n);
/* Seeds of a backend-agreement loop: n, or n / 4 in the sanitizer build
 * (KPQC_SANITIZE: there the runs look for memory errors and undefined
 * behaviour along the same paths; the plain builds compare all n). */
unsigned test_agree_seeds(unsigned n);
/* Buffer offsets of a canary loop (misaligned, guarded outputs): n, or 1 in
 * the sanitizer build (its guards still catch a write outside a buffer; the
 * plain builds try every alignment). Each offset is a key generation, and
 * PALOMA, pqsigRM and McEliece take seconds for one under the sanitizers. */
unsigned test_canary_offsets(unsigned n);

/* The scheme loop of test_kem and test_sign: for every selected scheme of
 * `kind` (--shard i/n: every n-th of them), each backend this CPU runs gets round_trips (and canaries unless
 * --once; a backend it cannot run is reported skipped, not passed), then
 * backends_agree (unless --once) and bad_arguments; prints the closing line
 * with *agree_count and returns test_finish(name); 77 (skipped) when the
 * selection holds no scheme of `kind`. */
typedef struct {
    const char *name; /* "kem" or "sign" */
    kpqc_kind kind;
    void (*round_trips)(const kpqc_scheme *s, const char *backend);
    void (*canaries)(const kpqc_scheme *s, const char *backend);
    void (*backends_agree)(const kpqc_scheme *s);
    void (*bad_arguments)(const kpqc_scheme *s);
    const unsigned long *agree_count;
} test_scheme_suite;
int test_run_scheme_suite(int argc, char **argv, const test_scheme_suite *suite);

/* Seeds this thread's DRBG with a seed derived from a label and index. */
void test_seed_drbg(const char *label, unsigned index);

#endif
