/* kpqc_bench_primitives: median cycles of the Keccak-f[1600] permutations
 * (scalar, 4-way portable, 4-way AVX2 where the CPU has it). Not a test: a
 * measuring tool (docs/BENCHMARKING.md, "Keccak").
 *
 * usage: kpqc_bench_primitives [--samples N] [--batch B]
 * Each sample times B back-to-back calls on one state (the output of a call is
 * the input of the next, as in a sponge) and divides by B; the median of N
 * samples is printed, per call and, for the 4-way forms, per state. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cpu.h"
#include "cycles.h"
#include "fips202.h"
#include "fips202x4.h"
#include "stats.h"

#define MAX_SAMPLES 100000

typedef void (*run_fn)(void *state, unsigned batch);

static void run_scalar(void *state, unsigned batch)
{
    for (unsigned i = 0; i < batch; i++) kpqc_keccakf1600((uint64_t *)state);
}

static void run_x4_portable(void *state, unsigned batch)
{
    for (unsigned i = 0; i < batch; i++) kpqc_keccakx4_f1600_portable(state);
}

#if defined(KPQC_KECCAKX4_HAVE_AVX2)
static void run_x4_avx2(void *state, unsigned batch)
{
    for (unsigned i = 0; i < batch; i++) kpqc_keccakx4_f1600_avx2(state);
}
#endif

static void run_x4_dispatch(void *state, unsigned batch)
{
    for (unsigned i = 0; i < batch; i++) kpqc_keccakx4_f1600(state);
}

static uint64_t samples[MAX_SAMPLES];

/* Median ticks per call; -1 if out of memory. */
static double measure(run_fn run, void *state, unsigned nsamples, unsigned batch)
{
    uint64_t overhead = bench_counter_overhead();
    run(state, batch * 4); /* warm up caches and branch predictors */
    for (unsigned i = 0; i < nsamples; i++) {
        uint64_t t0 = bench_counter_start();
        run(state, batch);
        uint64_t t1 = bench_counter_stop();
        uint64_t d = t1 - t0;
        samples[i] = d > overhead ? d - overhead : 0;
    }
    bench_stats st;
    if (bench_stats_compute(samples, nsamples, &st) != 0) return -1;
    return st.median / batch;
}

static void report(const char *name, double per_call, unsigned states)
{
    if (states == 1) {
        printf("%-28s %10.1f\n", name, per_call);
    } else {
        printf("%-28s %10.1f %10.1f\n", name, per_call, per_call / states);
    }
}

static int parse_count(const char *s, unsigned max, unsigned *out)
{
    char *end;
    unsigned long v = strtoul(s, &end, 10);
    if (*s == '\0' || *end != '\0' || v == 0 || v > max) return -1;
    *out = (unsigned)v;
    return 0;
}

int main(int argc, char **argv)
{
    unsigned nsamples = 2001, batch = 16;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--samples") == 0 && i + 1 < argc) {
            if (parse_count(argv[++i], MAX_SAMPLES, &nsamples) != 0) {
                fprintf(stderr, "kpqc_bench_primitives: --samples takes 1..%u\n", MAX_SAMPLES);
                return 2;
            }
        } else if (strcmp(argv[i], "--batch") == 0 && i + 1 < argc) {
            if (parse_count(argv[++i], 100000, &batch) != 0) {
                fprintf(stderr, "kpqc_bench_primitives: --batch takes 1..100000\n");
                return 2;
            }
        } else {
            fprintf(stderr, "usage: kpqc_bench_primitives [--samples N] [--batch B]\n");
            return 2;
        }
    }
    bench_counter_init();
    static uint64_t one[25];
    static kpqc_keccakx4_state four;
    for (unsigned i = 0; i < 25; i++) one[i] = 0x0123456789abcdefULL * (i + 1);
    for (unsigned i = 0; i < 100; i++) four.s[i] = 0xfedcba9876543210ULL * (i + 1);

    printf("counter: %s (%s), median of %u samples of %u calls\n", bench_counter_name(),
           bench_counter_is_cycles() ? "cycles" : "ns", nsamples, batch);
    printf("%-28s %10s %10s\n", "Keccak-f[1600]", "per call", "per state");
    report("scalar", measure(run_scalar, one, nsamples, batch), 1);
    report("x4 portable", measure(run_x4_portable, &four, nsamples, batch), 4);
#if defined(KPQC_KECCAKX4_HAVE_AVX2)
    if (kpqc_cpu_has(KPQC_CPU_AVX2)) {
        report("x4 avx2", measure(run_x4_avx2, &four, nsamples, batch), 4);
    } else {
        printf("%-28s (no AVX2 on this CPU, or KPQC_CPU_DISABLE=avx2)\n", "x4 avx2");
    }
#else
    printf("%-28s (not an x86-64 build)\n", "x4 avx2");
#endif
    report("x4 dispatched", measure(run_x4_dispatch, &four, nsamples, batch), 4);
    return 0;
}
