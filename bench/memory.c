/* Stack high-water mark on a painted thread stack; heap through memhooks.c.
 *
 * The measuring thread runs on memory mapped here, with a guard page below.
 * Before the call it learns where a callee's frame begins (the frame address
 * of a probe function, i.e. just below its own stack pointer) and repaints
 * everything below that with a pattern, in a loop of its own that calls
 * nothing; after the call, before calling anything else, it scans upwards
 * from the bottom for the first byte that no longer holds the pattern. The
 * distance from the probe's frame to that byte is the stack the call touched:
 * everything below the caller's frame except the return address and saved
 * frame pointer (16 bytes on x86-64; on aarch64, where a call pushes nothing,
 * the probe is the stack pointer itself). Thread start-up, which runs before the
 * repaint, is not counted. */
#define _DEFAULT_SOURCE 1 /* MAP_ANONYMOUS */

#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "memory.h"
#include "randombytes.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define KPQC_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define KPQC_ASAN 1
#endif
#if defined(KPQC_ASAN)
#define NO_ASAN __attribute__((no_sanitize_address))
#else
#define NO_ASAN
#endif

#define PATTERN UINT64_C(0x6b70716353544b21) /* "!KTScqpk" */
#define MIN_STACK ((size_t)1 << 20)

struct bench_memprobe {
    unsigned char *map;   /* mapping: guard page, then the stack */
    size_t map_bytes;
    unsigned char *lo;    /* lowest usable stack byte */
    size_t stack_bytes;
    size_t page;
};

typedef struct {
    bench_memprobe *p;
    bench_mem_fn fn;
    void *arg;
    void *drbg;
    int rc;
    uintptr_t frame;   /* where the callee's frame began */
    uintptr_t lowest;  /* lowest byte changed, or frame when none */
    size_t heap_peak, heap_allocations;
} job;

bench_memprobe *bench_memprobe_new(size_t stack_bytes, char *error)
{
    bench_memprobe *p = calloc(1, sizeof *p);
    long page = sysconf(_SC_PAGESIZE);
    if (p == NULL) {
        snprintf(error, 160, "out of memory");
        return NULL;
    }
    if (page <= 0) page = 4096;
    p->page = (size_t)page;
    if (stack_bytes < MIN_STACK) stack_bytes = MIN_STACK;
    p->stack_bytes = (stack_bytes + p->page - 1) / p->page * p->page;
    p->map_bytes = p->stack_bytes + p->page;
    void *m = mmap(NULL, p->map_bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) {
        snprintf(error, 160, "cannot map a %zu-byte stack: %s", p->stack_bytes, strerror(errno));
        free(p);
        return NULL;
    }
    p->map = m;
    p->lo = p->map + p->page;
    if (mprotect(p->map, p->page, PROT_NONE) != 0) {
        snprintf(error, 160, "cannot protect the guard page: %s", strerror(errno));
        munmap(p->map, p->map_bytes);
        free(p);
        return NULL;
    }
    return p;
}

void bench_memprobe_free(bench_memprobe *p)
{
    if (p == NULL) return;
    munmap(p->map, p->map_bytes);
    free(p);
}

#if defined(__aarch64__)
/* A call pushes nothing on AArch64 (the return address stays in x30), so a
 * callee's stack begins at the caller's stack pointer, which is fixed in
 * measure_thread (no dynamic allocation). */
__attribute__((always_inline)) static inline uintptr_t callee_frame(void)
{
    uintptr_t sp;
    __asm__ __volatile__("mov %0, sp" : "=r"(sp));
    return sp;
}
#else
/* Its frame address is just below the caller's stack pointer. */
__attribute__((noinline)) static uintptr_t callee_frame(void)
{
    return (uintptr_t)__builtin_frame_address(0);
}
#endif

/* No calls between the repaint and the call, nor between the call and the
 * scan: only the measured function touches the painted region. */
NO_ASAN __attribute__((noinline)) static void *measure_thread(void *arg)
{
    job *j = arg;
    if (j->drbg != NULL) kpqc_randombytes_use_drbg(j->drbg);
    bench_memhooks_begin();
    uintptr_t frame = callee_frame();
    uintptr_t lo = ((uintptr_t)j->p->lo + 7) & ~(uintptr_t)7;
    uintptr_t top = frame & ~(uintptr_t)7;
    for (volatile uint64_t *w = (volatile uint64_t *)lo; (uintptr_t)w < top; w++) *w = PATTERN;
    j->rc = j->fn(j->arg);
    uintptr_t lowest = frame;
    for (volatile uint64_t *w = (volatile uint64_t *)lo; (uintptr_t)w < top; w++) {
        uint64_t v = *w;
        if (v != PATTERN) {
            /* the lowest byte of the word that differs (little or big endian) */
            uint64_t pat = PATTERN;
            const unsigned char *a = (const unsigned char *)&v, *b = (const unsigned char *)&pat;
            size_t k = 0;
            while (k < 8 && a[k] == b[k]) k++;
            lowest = (uintptr_t)w + k;
            break;
        }
    }
    bench_memhooks_end(&j->heap_peak, &j->heap_allocations);
    j->frame = frame;
    j->lowest = lowest;
    return NULL;
}

int bench_memprobe_run(bench_memprobe *p, bench_mem_fn fn, void *arg, void *drbg,
                       bench_mem_usage *out, char *error)
{
    job j;
    pthread_attr_t attr;
    pthread_t t;
    memset(&j, 0, sizeof j);
    memset(out, 0, sizeof *out);
    j.p = p;
    j.fn = fn;
    j.arg = arg;
    j.drbg = drbg;
    int rc = pthread_attr_init(&attr);
    if (rc == 0) rc = pthread_attr_setstack(&attr, p->lo, p->stack_bytes);
    if (rc == 0) rc = pthread_create(&t, &attr, measure_thread, &j);
    if (rc != 0) {
        snprintf(error, 160, "cannot start the measuring thread: %s", strerror(rc));
        pthread_attr_destroy(&attr);
        return -1;
    }
    pthread_join(t, NULL);
    pthread_attr_destroy(&attr);
    out->rc = j.rc;
    out->stack_bytes = j.frame > j.lowest ? (size_t)(j.frame - j.lowest) : 0;
    out->heap_peak_bytes = j.heap_peak;
    out->heap_allocations = j.heap_allocations;
    out->heap_tracked = bench_memhooks_available();
    if (j.lowest < (uintptr_t)p->lo + p->page) {
        snprintf(error, 160, "the call used (nearly) the whole %zu-byte stack", p->stack_bytes);
        return -1;
    }
    return 0;
}
