/* Randomness for the schemes: NIST's randombytes() interface.
 *
 * By default the bytes come from the operating system (getrandom, falling back
 * to /dev/urandom). A thread may instead point its source at a CTR-DRBG, which
 * is how known-answer tests and benchmarks get reproducible streams. */
#ifndef KPQC_RANDOMBYTES_H
#define KPQC_RANDOMBYTES_H

#include <stddef.h>
#include <stdint.h>

#include "ctr_drbg.h"
#include "glibc_rand.h"

/* Fills out with len random bytes. Returns 0, or -1 if the OS source failed
 * (the output is then zeroed, never left half-random). */
int kpqc_randombytes(uint8_t *out, size_t len);

/* count draws of len bytes into out, out + len, ...: the same bytes, the
 * same failure injection, observer calls and failure record as count calls
 * of kpqc_randombytes() (stopping at the first that fails), but one request
 * to the OS where the OS is this thread's source (a scheme that draws several
 * seeds up front saves system calls). Returns 0, or -1 if a draw failed. */
int kpqc_randombytes_draws(uint8_t *out, size_t count, size_t len);
/* Routes this thread's kpqc_randombytes() to drbg; NULL restores the OS
 * source. The caller owns drbg and must keep it alive while it is in use. */
void kpqc_randombytes_use_drbg(kpqc_ctr_drbg *drbg);
/* The DRBG this thread's kpqc_randombytes() reads, or NULL (the OS). */
kpqc_ctr_drbg *kpqc_randombytes_drbg(void);

/* KAT-only: routes this thread's kpqc_randombytes() to fn(ctx, out, len);
 * NULL ends it. While set it takes precedence over the DRBG and the OS. */
typedef void (*kpqc_byte_source)(void *ctx, uint8_t *out, size_t len);
void kpqc_randombytes_use_source(kpqc_byte_source fn, void *ctx);

/* KAT-only (PALOMA's generator): the source above set to a glibc rand()
 * model, each byte rand() & 0xff; NULL ends it. Defined in glibc_rand.c, so
 * only a program that calls it (the KAT writer) links the model. */
void kpqc_randombytes_use_glibc_rand(kpqc_glibc_rand *g);

/* KAT-only (IPCC's generator, which draws the message from another DRBG
 * state than the rest of encryption): the next draws of this thread take their
 * bytes from buf first, len bytes in all, then from the source as usual.
 * buf must stay alive until it is used up or the call with NULL ends it. */
void kpqc_randombytes_use_prefix(const uint8_t *buf, size_t len);

/* Test hook: fn (or NULL) sees every buffer this thread's kpqc_randombytes()
 * fills, after it is filled. The constant-time test uses it to mark random
 * bytes as secret for valgrind. */
void kpqc_randombytes_set_observer(void (*fn)(uint8_t *buf, size_t len));

/* 1 if a draw of this thread failed since the last call (which clears it).
 * The runtime API uses it to report KPQC_ERR_RANDOM only for a source
 * failure. The test-only injection is declared in kpqc/kpqc.h. */
int kpqc_randombytes_take_failure(void);

/* Test-only failure injection, exported through kpqc/kpqc.h (see there). */
void kpqc_test_random_fail_after(long draws);
long kpqc_test_random_draws(void);

/* The OS source directly. Returns 0 or -1. */
int kpqc_os_randombytes(uint8_t *out, size_t len);

#endif
