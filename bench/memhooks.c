/* Allocation counting for `kpqc mem`.
 *
 * Built with KPQC_HEAP_HOOKS=1, the program is linked with
 * -Wl,--wrap=malloc,--wrap=calloc,... (CMakeLists.txt): the linker sends every
 * call to malloc made from the program's own objects (the library's scheme
 * code included) to __wrap_malloc below, which calls the C library's through
 * __real_malloc. While a thread is between bench_memhooks_begin and
 * bench_memhooks_end, its allocations are recorded in a small table (pointer,
 * size) so that frees subtract what they release; the peak of live bytes and
 * the number of allocation calls are reported. Allocations the C library
 * makes internally (e.g. inside fopen) are not seen; schemes make none of
 * their own. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "memory.h"

#if defined(KPQC_HEAP_HOOKS) && KPQC_HEAP_HOOKS

#define TABLE 4096 /* live allocations remembered; more are counted, not freed */

static _Thread_local int active;
/* Only the one measuring thread touches these, and only while active. */
static struct {
    void *p;
    size_t n;
} live[TABLE];
static size_t live_bytes, peak_bytes, allocations;

void *__real_malloc(size_t n);
void *__real_calloc(size_t k, size_t n);
void *__real_realloc(void *p, size_t n);
void __real_free(void *p);
void *__real_aligned_alloc(size_t a, size_t n);
int __real_posix_memalign(void **out, size_t a, size_t n);
void *__wrap_malloc(size_t n);
void *__wrap_calloc(size_t k, size_t n);
void *__wrap_realloc(void *p, size_t n);
void __wrap_free(void *p);
void *__wrap_aligned_alloc(size_t a, size_t n);
int __wrap_posix_memalign(void **out, size_t a, size_t n);

static void note_alloc(void *p, size_t n)
{
    allocations++;
    if (p == NULL) return;
    live_bytes += n;
    if (live_bytes > peak_bytes) peak_bytes = live_bytes;
    for (size_t i = 0; i < TABLE; i++) {
        if (live[i].p == NULL) {
            live[i].p = p;
            live[i].n = n;
            return;
        }
    }
}

static void note_free(void *p)
{
    if (p == NULL) return;
    for (size_t i = 0; i < TABLE; i++) {
        if (live[i].p == p) {
            live_bytes -= live[i].n;
            live[i].p = NULL;
            return;
        }
    }
}

void *__wrap_malloc(size_t n)
{
    void *p = __real_malloc(n);
    if (active) note_alloc(p, n);
    return p;
}

void *__wrap_calloc(size_t k, size_t n)
{
    void *p = __real_calloc(k, n);
    if (active) note_alloc(p, k * n);
    return p;
}

void *__wrap_realloc(void *p, size_t n)
{
    if (!active) return __real_realloc(p, n);
    void *q = __real_realloc(p, n);
    if (q != NULL || n == 0) note_free(p);
    if (q != NULL) note_alloc(q, n);
    return q;
}

void __wrap_free(void *p)
{
    if (active) note_free(p);
    __real_free(p);
}

void *__wrap_aligned_alloc(size_t a, size_t n)
{
    void *p = __real_aligned_alloc(a, n);
    if (active) note_alloc(p, n);
    return p;
}

int __wrap_posix_memalign(void **out, size_t a, size_t n)
{
    int rc = __real_posix_memalign(out, a, n);
    if (active) note_alloc(rc == 0 ? *out : NULL, n);
    return rc;
}

int bench_memhooks_available(void)
{
    return 1;
}

void bench_memhooks_begin(void)
{
    for (size_t i = 0; i < TABLE; i++) live[i].p = NULL;
    live_bytes = peak_bytes = allocations = 0;
    active = 1;
}

void bench_memhooks_end(size_t *peak, size_t *count)
{
    active = 0;
    *peak = peak_bytes;
    *count = allocations;
}

#else

int bench_memhooks_available(void)
{
    return 0;
}

void bench_memhooks_begin(void)
{
}

void bench_memhooks_end(size_t *peak, size_t *count)
{
    *peak = 0;
    *count = 0;
}

#endif
