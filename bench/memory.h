/* Peak stack and heap of one call, measured by the program itself.
 *
 * Stack: the call runs on a thread whose stack this module allocates and
 * paints with a pattern; afterwards the lowest byte that no longer holds the
 * pattern is the high-water mark. Heap: in builds linked with
 * -Wl,--wrap=malloc,... (see bench/memhooks.c) every allocation the calling
 * thread makes during the call is counted. The method and its limits are in
 * docs/BENCHMARKING.md. */
#ifndef KPQC_BENCH_MEMORY_H
#define KPQC_BENCH_MEMORY_H

#include <stddef.h>

typedef struct {
    size_t stack_bytes;      /* stack touched below the caller's frame */
    size_t heap_peak_bytes;  /* most bytes live at once, allocated during the call */
    size_t heap_allocations; /* allocation calls made during the call */
    int heap_tracked;        /* 0 when this build cannot see allocations */
    int rc;                  /* the call's return value */
} bench_mem_usage;

typedef int (*bench_mem_fn)(void *arg);

typedef struct bench_memprobe bench_memprobe;

/* A painted stack of `stack_bytes` (rounded up to pages; a guard page below).
 * NULL on failure (error printed into error[160]). */
bench_memprobe *bench_memprobe_new(size_t stack_bytes, char *error);
void bench_memprobe_free(bench_memprobe *p);

/* Runs fn(arg) once on the painted stack, on a thread of its own whose
 * randomness source is `drbg` (a kpqc_ctr_drbg *, or NULL for the OS). 0, or
 * -1 when the thread could not run or the stack was exhausted (error set). */
int bench_memprobe_run(bench_memprobe *p, bench_mem_fn fn, void *arg, void *drbg,
                       bench_mem_usage *out, char *error);

/* Heap counting, implemented by bench/memhooks.c: counts allocations of the
 * calling thread between begin and end. available() is 0 in builds without
 * the --wrap link options. */
int bench_memhooks_available(void);
void bench_memhooks_begin(void);
void bench_memhooks_end(size_t *peak_bytes, size_t *allocations);

#endif
