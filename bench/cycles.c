/* Counters for the benchmark (see docs/BENCHMARKING.md for the method). */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cycles.h"

#if defined(__aarch64__) && defined(__linux__)
#include <linux/perf_event.h>
#include <sys/syscall.h>
#include <unistd.h>
static int perf_fd = -1;
#endif

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

#if defined(__x86_64__)
/* lfence before rdtsc keeps earlier instructions from drifting into the timed
 * region; rdtscp waits for the timed code, lfence keeps later code out. */
uint64_t bench_counter_start(void)
{
    uint32_t lo, hi;
    __asm__ __volatile__("lfence\n\trdtsc" : "=a"(lo), "=d"(hi) : : "memory");
    return ((uint64_t)hi << 32) | lo;
}

uint64_t bench_counter_stop(void)
{
    uint32_t lo, hi, aux;
    __asm__ __volatile__("rdtscp\n\tlfence" : "=a"(lo), "=d"(hi), "=c"(aux) : : "memory");
    (void)aux;
    return ((uint64_t)hi << 32) | lo;
}

const char *bench_counter_name(void) { return "rdtsc (lfence/rdtscp serialized)"; }
int bench_counter_is_cycles(void) { return 1; }
static void choose_counter(void) {}

#elif defined(__aarch64__)
static uint64_t read_cntvct(void)
{
    uint64_t v;
    __asm__ __volatile__("isb\n\tmrs %0, cntvct_el0" : "=r"(v) : : "memory");
    return v;
}

#if defined(__linux__)
static uint64_t read_perf(void)
{
    uint64_t v = 0;
    if (read(perf_fd, &v, sizeof v) != (ssize_t)sizeof v) return 0;
    return v;
}
#endif

static void choose_counter(void)
{
#if defined(__linux__)
    struct perf_event_attr attr;
    memset(&attr, 0, sizeof attr);
    attr.type = PERF_TYPE_HARDWARE;
    attr.size = sizeof attr;
    attr.config = PERF_COUNT_HW_CPU_CYCLES;
    attr.exclude_kernel = 1;
    attr.exclude_hv = 1;
    perf_fd = (int)syscall(__NR_perf_event_open, &attr, 0, -1, -1, 0);
#endif
}

uint64_t bench_counter_start(void)
{
#if defined(__linux__)
    if (perf_fd >= 0) return read_perf();
#endif
    return read_cntvct();
}

uint64_t bench_counter_stop(void) { return bench_counter_start(); }

const char *bench_counter_name(void)
{
#if defined(__linux__)
    if (perf_fd >= 0) return "PMU cycle counter (perf_event_open)";
#endif
    return "cntvct_el0 (virtual counter)";
}

int bench_counter_is_cycles(void)
{
#if defined(__linux__)
    return perf_fd >= 0;
#else
    return 0;
#endif
}

#else
uint64_t bench_counter_start(void) { return monotonic_ns(); }
uint64_t bench_counter_stop(void) { return monotonic_ns(); }
const char *bench_counter_name(void) { return "clock_gettime(CLOCK_MONOTONIC) ns"; }
int bench_counter_is_cycles(void) { return 0; }
static void choose_counter(void) {}
#endif

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

void bench_counter_init(void)
{
    enum { N = 2001 };
    static uint64_t d[N];
    choose_counter();
    for (int i = 0; i < N; i++) {
        uint64_t t0 = bench_counter_start();
        uint64_t t1 = bench_counter_stop();
        d[i] = t1 - t0;
    }
    qsort(d, N, sizeof d[0], cmp_u64);
    overhead = d[N / 2];

    /* Tick rate over ~50 ms of monotonic time. */
    uint64_t n0 = monotonic_ns(), c0 = bench_counter_start(), n1;
    do {
        n1 = monotonic_ns();
    } while (n1 - n0 < 50000000u);
    uint64_t c1 = bench_counter_stop();
    hz = (double)(c1 - c0) * 1e9 / (double)(n1 - n0);
}

uint64_t bench_counter_overhead(void) { return overhead; }
double bench_counter_hz(void) { return hz; }
