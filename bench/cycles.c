/* Counters for the benchmark (see docs/BENCHMARKING.md for the method). */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cycles.h"

#if defined(__aarch64__)
#include <setjmp.h>
#include <signal.h>
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
/* The PMU cycle counter PMCCNTR_EL0 when the OS lets user space read it (and
 * it is running), else the generic timer's virtual counter CNTVCT_EL0, which
 * every AArch64 OS exposes but which ticks at a fixed, much lower rate
 * (e.g. 24 MHz on Apple M1, 1 GHz on Neoverse V1): its figures are ticks, not
 * cycles. An EL0 read of PMCCNTR_EL0 the kernel has not enabled traps as an
 * undefined instruction, so the probe reads it once under a SIGILL handler. */
static int use_pmccntr;
static sigjmp_buf probe_env;

static uint64_t read_cntvct(void)
{
    uint64_t v;
    __asm__ __volatile__("isb\n\tmrs %0, cntvct_el0" : "=r"(v) : : "memory");
    return v;
}

static uint64_t read_pmccntr(void)
{
    uint64_t v;
    __asm__ __volatile__("isb\n\tmrs %0, pmccntr_el0" : "=r"(v) : : "memory");
    return v;
}

static void probe_sigill(int sig)
{
    (void)sig;
    siglongjmp(probe_env, 1);
}

/* 1 if PMCCNTR_EL0 can be read here and counts (two reads around some work
 * differ); done once, with the previous SIGILL disposition restored. */
static int pmccntr_usable(void)
{
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = probe_sigill;
    sigemptyset(&sa.sa_mask);
    if (sigaction(SIGILL, &sa, &old) != 0) return 0;
    volatile int ok = 0;
    if (sigsetjmp(probe_env, 1) == 0) {
        uint64_t a = read_pmccntr();
        volatile uint64_t sink = 0;
        for (int i = 0; i < 10000; i++) sink += (uint64_t)i;
        uint64_t b = read_pmccntr();
        ok = b != a;
    }
    sigaction(SIGILL, &old, NULL);
    return ok;
}

static void choose_counter(void) { use_pmccntr = pmccntr_usable(); }

uint64_t bench_counter_start(void) { return use_pmccntr ? read_pmccntr() : read_cntvct(); }
uint64_t bench_counter_stop(void) { return bench_counter_start(); }

const char *bench_counter_name(void)
{
    return use_pmccntr ? "pmccntr_el0 (PMU cycle counter)" : "cntvct_el0 (virtual counter ticks)";
}

int bench_counter_is_cycles(void) { return use_pmccntr; }

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
