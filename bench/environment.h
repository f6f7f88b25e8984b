/* Where a benchmark ran: recorded with every result. */
#ifndef KPQC_BENCH_ENVIRONMENT_H
#define KPQC_BENCH_ENVIRONMENT_H

#include <stddef.h>

typedef struct {
    char cpu_model[128];
    char cpu_features[256];
    /* cpuid (x86-64; vendor "" elsewhere): display family/model, stepping,
     * the microarchitecture when the table in src/common/cpu.c knows it */
    char cpu_vendor[16];
    unsigned cpu_family, cpu_model_number, cpu_stepping;
    char cpu_uarch[48];
    double tsc_hz;              /* the TSC's rate, measured (0: no TSC) */
    char pdep_path[160];        /* which twin kernels run (kpqc_backend_path's line) */
    char counter[96];
    char unit[32];              /* "TSC ticks", "core cycles", "cntvct ticks", "ns" */
    double counter_hz;          /* ticks per second, measured */
    unsigned long overhead;     /* subtracted from each sample, in ticks */
    char compiler[128];
    char flags[256];
    char git_commit[48];
    char os[256];
    char hostname[128];
    char date[32];              /* UTC, ISO 8601 */
    char randomness[96];
    char counter_note[160];     /* why a counter was not used (e.g. perf_event unavailable) */
    int cpus_allowed;           /* CPUs in the process's affinity mask (0: unknown) */
    char governor[64];          /* frequency governor of the CPU run on, or "unreadable" */
    char warnings[512];         /* "; "-separated: not pinned, governor not fixed */
    /* Empty natively; else why the figures mean nothing (an emulated CPU). */
    char emulation[160];
} bench_environment;

/* Scheduler accounting of the calling process, to tell how long it was kept
 * off the CPU: /proc/self/schedstat (Linux) and getrusage. */
typedef struct {
    int have_delay;               /* run_delay_ns is valid */
    unsigned long long run_delay_ns; /* time runnable but waiting for a CPU */
    long involuntary_switches;
} bench_sched;

void bench_sched_read(bench_sched *s);

/* Two lines, "microarchitecture: Zen 4 (AuthenticAMD family 0x19 model 0x11
 * stepping 1); TSC 2596 MHz measured" and the PDEP path ("PDEP/PEXT kernels:
 * ...") on x86-64; else the one line "microarchitecture: unknown". */
void bench_environment_uarch_line(const bench_environment *env, char *out, size_t cap);

/* Fills env; bench_counter_init() must have run. */
void bench_environment_collect(bench_environment *env);

#endif
