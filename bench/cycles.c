/* Counters for the benchmark (see docs/BENCHMARKING.md for the method). */
#define _GNU_SOURCE /* syscall */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cycles.h"

#if defined(__linux__) && (defined(__x86_64__) || defined(__aarch64__))
#define HAVE_PERF 1
#include <linux/perf_event.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

static int perf_fd = -1;
static int prefer_perf = 1, require_perf = 0;
static char note[160];
static uint64_t overhead;
static double hz;

double bench_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static uint64_t monotonic_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

int bench_counter_prefer(const char *which)
{
    if (strcmp(which, "auto") == 0) {
        prefer_perf = 1;
        require_perf = 0;
    } else if (strcmp(which, "perf") == 0) {
        prefer_perf = require_perf = 1;
    } else if (strcmp(which, "tsc") == 0) {
        prefer_perf = require_perf = 0;
    } else {
        return -1;
    }
    return 0;
}

#if defined(HAVE_PERF)
/* Core cycles of this thread in user space (PERF_COUNT_HW_CPU_CYCLES). */
static void open_perf(void)
{
    struct perf_event_attr attr;
    memset(&attr, 0, sizeof attr);
    attr.type = PERF_TYPE_HARDWARE;
    attr.size = sizeof attr;
    attr.config = PERF_COUNT_HW_CPU_CYCLES;
    attr.exclude_kernel = 1;
    attr.exclude_hv = 1;
    perf_fd = (int)syscall(__NR_perf_event_open, &attr, 0, -1, -1, 0);
    if (perf_fd < 0) {
        snprintf(note, sizeof note, "perf_event core cycles unavailable (perf_event_open: %s)",
                 strerror(errno));
        return;
    }
    uint64_t v;
    if (read(perf_fd, &v, sizeof v) != (ssize_t)sizeof v) {
        snprintf(note, sizeof note, "perf_event core cycles unreadable");
        close(perf_fd);
        perf_fd = -1;
    }
}

static uint64_t read_perf(void)
{
    uint64_t v = 0;
    if (read(perf_fd, &v, sizeof v) != (ssize_t)sizeof v) return 0;
    return v;
}
#endif

#if defined(__x86_64__)
/* lfence before rdtsc keeps earlier instructions from drifting into the timed
 * region; rdtscp waits for the timed code, lfence keeps later code out. */
static uint64_t tsc_start(void)
{
    uint32_t lo, hi;
    __asm__ __volatile__("lfence\n\trdtsc" : "=a"(lo), "=d"(hi) : : "memory");
    return ((uint64_t)hi << 32) | lo;
}

static uint64_t tsc_stop(void)
{
    uint32_t lo, hi, aux;
    __asm__ __volatile__("rdtscp\n\tlfence" : "=a"(lo), "=d"(hi), "=c"(aux) : : "memory");
    (void)aux;
    return ((uint64_t)hi << 32) | lo;
}
#define PLATFORM_NAME "rdtsc (lfence/rdtscp serialized)"
#define PLATFORM_UNIT "TSC ticks"
#define PLATFORM_CYCLES 1
#elif defined(__aarch64__)
static uint64_t tsc_start(void)
{
    uint64_t v;
    __asm__ __volatile__("isb\n\tmrs %0, cntvct_el0" : "=r"(v) : : "memory");
    return v;
}
static uint64_t tsc_stop(void) { return tsc_start(); }
#define PLATFORM_NAME "cntvct_el0 (virtual counter)"
#define PLATFORM_UNIT "cntvct ticks"
#define PLATFORM_CYCLES 0
#else
static uint64_t tsc_start(void) { return monotonic_ns(); }
static uint64_t tsc_stop(void) { return monotonic_ns(); }
#define PLATFORM_NAME "clock_gettime(CLOCK_MONOTONIC) ns"
#define PLATFORM_UNIT "ns"
#define PLATFORM_CYCLES 0
#endif

uint64_t bench_counter_start(void)
{
#if defined(HAVE_PERF)
    if (perf_fd >= 0) return read_perf();
#endif
    return tsc_start();
}

uint64_t bench_counter_stop(void)
{
#if defined(HAVE_PERF)
    if (perf_fd >= 0) return read_perf();
#endif
    return tsc_stop();
}

const char *bench_counter_name(void)
{
    return perf_fd >= 0 ? "PMU core cycles (perf_event PERF_COUNT_HW_CPU_CYCLES, user space)"
                        : PLATFORM_NAME;
}

const char *bench_counter_unit(void) { return perf_fd >= 0 ? "core cycles" : PLATFORM_UNIT; }
const char *bench_counter_note(void) { return note; }
int bench_counter_is_cycles(void) { return perf_fd >= 0 || PLATFORM_CYCLES; }

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

int bench_counter_init(void)
{
    enum { N = 2001 };
    static uint64_t d[N];
    note[0] = '\0';
#if defined(HAVE_PERF)
    if (prefer_perf && perf_fd < 0) open_perf();
#else
    snprintf(note, sizeof note, "perf_event core cycles: not on this OS/architecture");
#endif
    if (!prefer_perf) snprintf(note, sizeof note, "perf_event core cycles not asked for");
    if (require_perf && perf_fd < 0) return -1;
    for (int i = 0; i < N; i++) {
        uint64_t t0 = bench_counter_start();
        uint64_t t1 = bench_counter_stop();
        d[i] = t1 - t0;
    }
    qsort(d, N, sizeof d[0], cmp_u64);
    overhead = d[N / 2];

    /* Tick rate over ~50 ms of monotonic time (for core cycles: the mean
     * clock over that busy wait, a guide only). */
    uint64_t n0 = monotonic_ns(), c0 = bench_counter_start(), n1;
    do {
        n1 = monotonic_ns();
    } while (n1 - n0 < 50000000u);
    uint64_t c1 = bench_counter_stop();
    hz = (double)(c1 - c0) * 1e9 / (double)(n1 - n0);
    return 0;
}

uint64_t bench_counter_overhead(void) { return overhead; }
double bench_counter_hz(void) { return hz; }
