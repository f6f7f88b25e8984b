/* Where a benchmark ran: recorded with every result. */
#ifndef KPQC_BENCH_ENVIRONMENT_H
#define KPQC_BENCH_ENVIRONMENT_H

typedef struct {
    char cpu_model[128];
    char cpu_features[256];
    char counter[64];
    double counter_hz;          /* ticks per second, measured */
    unsigned long overhead;     /* subtracted from each sample, in ticks */
    char compiler[128];
    char flags[256];
    char git_commit[48];
    char os[256];
    char hostname[128];
    char date[32];              /* UTC, ISO 8601 */
    char randomness[96];
    /* Empty natively; else why the figures mean nothing (an emulated CPU). */
    char emulation[160];
} bench_environment;

/* Fills env; bench_counter_init() must have run. */
void bench_environment_collect(bench_environment *env);

#endif
