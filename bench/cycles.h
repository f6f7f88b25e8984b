/* The benchmark's clock: serialized rdtsc on x86-64, the PMU cycle counter
 * (through perf) or the virtual counter on aarch64, clock_gettime elsewhere. */
#ifndef KPQC_BENCH_CYCLES_H
#define KPQC_BENCH_CYCLES_H

#include <stdint.h>

/* Picks the counter and measures its overhead; call once before timing. */
void bench_counter_init(void);
/* e.g. "rdtsc (lfence/rdtscp)"; fixed after bench_counter_init. */
const char *bench_counter_name(void);
/* 1 if ticks are (reference) cycles, 0 if nanoseconds. */
int bench_counter_is_cycles(void);
/* Median cost of an empty start/stop pair, subtracted from every sample. */
uint64_t bench_counter_overhead(void);
/* Ticks per second (measured against CLOCK_MONOTONIC), 0 if unknown. */
double bench_counter_hz(void);

uint64_t bench_counter_start(void);
uint64_t bench_counter_stop(void);

/* Monotonic wall time in seconds (for budgets, not for samples). */
double bench_seconds(void);

#endif
