/* OS randomness and the per-thread DRBG switch behind kpqc_randombytes(). */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#if defined(__linux__)
#include <sys/random.h>
#endif

#include "randombytes.h"

static _Thread_local kpqc_ctr_drbg *thread_drbg;
/* A KAT generator's own byte source (PALOMA's glibc rand() model, set through
 * kpqc_randombytes_use_glibc_rand in glibc_rand.c): a function pointer, so
 * that this file, which every scheme links, does not pull the model in. */
static _Thread_local kpqc_byte_source thread_source;
static _Thread_local void *thread_source_ctx;
static _Thread_local const uint8_t *thread_prefix;
static _Thread_local size_t thread_prefix_len;
static _Thread_local void (*thread_observer)(uint8_t *buf, size_t len);
/* Test-only failure injection (kpqc_test_random_fail_after) and the record
 * of a failure the runtime API reads to tell KPQC_ERR_RANDOM from others. */
static _Thread_local long thread_fail_after = -1;
static _Thread_local long thread_draws;
static _Thread_local int thread_failed;

void kpqc_test_random_fail_after(long draws)
{
    thread_fail_after = draws;
    thread_draws = 0;
}

long kpqc_test_random_draws(void)
{
    return thread_draws;
}

int kpqc_randombytes_take_failure(void)
{
    int f = thread_failed;
    thread_failed = 0;
    return f;
}

void kpqc_randombytes_set_observer(void (*fn)(uint8_t *buf, size_t len))
{
    thread_observer = fn;
}

void kpqc_randombytes_use_drbg(kpqc_ctr_drbg *drbg)
{
    thread_drbg = drbg;
}

kpqc_ctr_drbg *kpqc_randombytes_drbg(void)
{
    return thread_drbg;
}

void kpqc_randombytes_use_source(kpqc_byte_source fn, void *ctx)
{
    thread_source = fn;
    thread_source_ctx = fn != NULL ? ctx : NULL;
}

void kpqc_randombytes_use_prefix(const uint8_t *buf, size_t len)
{
    thread_prefix = buf;
    thread_prefix_len = buf == NULL ? 0 : len;
}

static int urandom_fill(uint8_t *out, size_t len)
{
    int fd;
    do {
        fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        return -1;
    }
    while (len > 0) {
        ssize_t r = read(fd, out, len);
        if (r < 0 && errno == EINTR) {
            continue;
        }
        if (r <= 0) {
            close(fd);
            return -1;
        }
        out += r;
        len -= (size_t)r;
    }
    close(fd);
    return 0;
}

int kpqc_os_randombytes(uint8_t *out, size_t len)
{
    uint8_t *start = out;
    size_t total = len;
#if defined(__linux__)
    while (len > 0) {
        ssize_t r = getrandom(out, len, 0);
        if (r < 0 && errno == EINTR) {
            continue;
        }
        if (r < 0) {
            break; /* e.g. ENOSYS on an old kernel: fall back */
        }
        out += r;
        len -= (size_t)r;
    }
    if (len == 0) {
        return 0;
    }
#endif
    if (urandom_fill(out, len) == 0) {
        return 0;
    }
    memset(start, 0, total);
    return -1;
}

int kpqc_randombytes(uint8_t *out, size_t len)
{
    int r = 0;
    if (thread_fail_after >= 0 && thread_draws++ >= thread_fail_after) {
        memset(out, 0, len);
        thread_failed = 1;
        return -1;
    }
    size_t pre = len < thread_prefix_len ? len : thread_prefix_len;
    if (pre > 0) {
        memcpy(out, thread_prefix, pre);
        thread_prefix += pre;
        thread_prefix_len -= pre;
    }
    if (pre == len) {
        /* all of it came from the prefix */
    } else if (thread_source != NULL) {
        thread_source(thread_source_ctx, out + pre, len - pre);
    } else if (thread_drbg != NULL) {
        kpqc_ctr_drbg_generate(thread_drbg, out + pre, len - pre);
    } else {
        r = kpqc_os_randombytes(out + pre, len - pre);
        thread_failed |= r != 0;
    }
    if (thread_observer != NULL) {
        thread_observer(out, len);
    }
    return r;
}

int kpqc_randombytes_draws(uint8_t *out, size_t count, size_t len)
{
    if (thread_fail_after < 0 && thread_prefix_len == 0 && thread_source == NULL &&
        thread_drbg == NULL) {
        /* The OS source: one request, then what each draw would have done. */
        int r = kpqc_os_randombytes(out, count * len);
        thread_failed |= r != 0;
        for (size_t i = 0; i < count && thread_observer != NULL; i++) {
            thread_observer(out + i * len, len);
        }
        return r;
    }
    for (size_t i = 0; i < count; i++) {
        if (kpqc_randombytes(out + i * len, len) != 0) {
            return -1;
        }
    }
    return 0;
}
