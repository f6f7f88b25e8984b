/* The measurement behind `kpqc mem` (bench/memory.c, bench/memhooks.c), on
 * functions whose stack and heap use are known: a large local array, a chain
 * of frames, nothing at all, and a sequence of allocations. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "memory.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#endif
#ifdef UNDER_ASAN
#define SLACK 4096 /* redzones around every local */
#else
#define SLACK 512
#endif

static int failures, checks;

static void check(int ok, const char *what, size_t got)
{
    checks++;
    if (!ok) {
        failures++;
        printf("FAIL: %s (got %zu)\n", what, got);
    }
}

static int noop(void *arg)
{
    (void)arg;
    return 0;
}

#define BIG 20000
__attribute__((noinline)) static int big_frame(void *arg)
{
    volatile unsigned char buf[BIG];
    for (size_t i = 0; i < BIG; i++) buf[i] = (unsigned char)(i + (uintptr_t)arg);
    return buf[BIG / 2] == 255 ? 0 : 0;
}

__attribute__((noinline)) static int chain(int depth)
{
    volatile unsigned char buf[1000];
    for (size_t i = 0; i < sizeof buf; i++) buf[i] = (unsigned char)depth;
    return depth == 0 ? buf[3] : chain(depth - 1) + buf[7];
}

static int chain10(void *arg)
{
    (void)arg;
    return chain(9) > 100000;
}

static void *outside;
static void *volatile escape; /* keeps the compiler from pairing malloc and free away */

static int heap_user(void *arg)
{
    (void)arg;
    unsigned char *p = malloc(1000), *q = calloc(10, 100);
    if (p == NULL || q == NULL) return 1;
    escape = p;
    escape = q;
    memset(p, 1, 1000);
    unsigned char *p2 = realloc(p, 3000); /* live: 3000 + 1000 */
    if (p2 == NULL) return 1;
    escape = p2;
    free(q);
    free(p2);
    free(outside); /* allocated before the call: not subtracted */
    outside = NULL;
    unsigned char *r = malloc(10);
    escape = r;
    free(escape);
    return 0;
}

static int fails(void *arg)
{
    (void)arg;
    return 7;
}

int main(void)
{
    char err[160];
    bench_mem_usage u;
    bench_memprobe *p = bench_memprobe_new((size_t)4 << 20, err);
    if (p == NULL) {
        printf("FAIL: %s\n", err);
        return 1;
    }

    check(bench_memprobe_run(p, noop, NULL, NULL, &u, err) == 0, "noop runs", 0);
    check(u.stack_bytes <= 64, "an empty function touches (almost) no stack", u.stack_bytes);
    check(u.heap_peak_bytes == 0 && u.heap_allocations == 0, "noop allocates nothing",
          u.heap_allocations);

    for (int k = 0; k < 2; k++) { /* twice: the stack is repainted between runs */
        check(bench_memprobe_run(p, big_frame, NULL, NULL, &u, err) == 0, "big frame runs", 0);
        check(u.stack_bytes >= BIG && u.stack_bytes <= BIG + SLACK, "a 20000-byte array",
              u.stack_bytes);
    }
    check(bench_memprobe_run(p, chain10, NULL, NULL, &u, err) == 0, "chain runs", 0);
    check(u.stack_bytes >= 10 * 1000 && u.stack_bytes <= 10 * (1000 + SLACK),
          "ten nested 1000-byte frames", u.stack_bytes);
    check(bench_memprobe_run(p, noop, NULL, NULL, &u, err) == 0 && u.stack_bytes <= 64,
          "a small call after a big one is small again", u.stack_bytes);

    outside = malloc(50000);
    check(bench_memprobe_run(p, heap_user, NULL, NULL, &u, err) == 0 && u.rc == 0, "heap runs",
          0);
    if (bench_memhooks_available()) {
        check(u.heap_tracked == 1, "heap tracked", 0);
        check(u.heap_peak_bytes == 4000, "peak of live bytes", u.heap_peak_bytes);
        check(u.heap_allocations == 4, "malloc, calloc, realloc, malloc counted",
              u.heap_allocations);
        void *after = malloc(100); /* the counter is off again */
        free(after);
        check(bench_memprobe_run(p, noop, NULL, NULL, &u, err) == 0 && u.heap_allocations == 0,
              "nothing counted outside the call", u.heap_allocations);
    } else {
        printf("note: this build has no heap hooks (no --wrap); heap checks skipped\n");
    }

    check(bench_memprobe_run(p, fails, NULL, NULL, &u, err) == 0 && u.rc == 7,
          "the call's return value comes back", (size_t)u.rc);
    bench_memprobe_free(p);
    printf("mem probe: %d passed, %d failed\n", checks - failures, failures);
    return failures != 0;
}
