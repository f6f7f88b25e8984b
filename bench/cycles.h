/* The benchmark's clock: core cycles from the PMU through perf_event where the
 * OS offers them (Linux), else serialized rdtsc on x86-64 (TSC reference
 * ticks), the virtual counter on aarch64, clock_gettime elsewhere. */
#ifndef KPQC_BENCH_CYCLES_H
#define KPQC_BENCH_CYCLES_H

#include <stdint.h>

/* Before bench_counter_init: "auto" (perf_event core cycles when the kernel
 * gives them, else the platform's counter), "perf" (the same, but init
 * reports failure without them) or "tsc" (never perf). 0, or -1 if unknown. */
int bench_counter_prefer(const char *which);

/* Picks the counter and measures its overhead; call once before timing.
 * 0, or -1 when "perf" was asked for and is unavailable (see the note). */
int bench_counter_init(void);
/* e.g. "rdtsc (lfence/rdtscp serialized)"; fixed after bench_counter_init. */
const char *bench_counter_name(void);
/* The unit of a sample: "core cycles", "TSC ticks", "cntvct ticks" or "ns". */
const char *bench_counter_unit(void);
/* Why perf_event core cycles are not used, e.g. "perf_event_open: No such
 * file or directory"; empty when they are. */
const char *bench_counter_note(void);
/* 1 if ticks are (reference or core) cycles, 0 otherwise. */
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
