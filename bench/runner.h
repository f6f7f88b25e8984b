/* Runs the operations of scheme backends in interleaved rounds and keeps
 * every sample (docs/BENCHMARKING.md, "Rounds"). */
#ifndef KPQC_BENCH_RUNNER_H
#define KPQC_BENCH_RUNNER_H

#include <stddef.h>
#include <stdint.h>

#include "kpqc/kpqc.h"
#include "stats.h"

typedef struct {
    unsigned long iterations; /* samples wanted per operation, over all rounds */
    unsigned long rounds;     /* blocks per operation, interleaved over the rows */
    double budget;            /* seconds per operation over all rounds; stops earlier (0: none) */
    double warmup;            /* seconds of unmeasured calls per operation, spread over the rounds */
    size_t msg_len;           /* bytes per signed message */
    int progress;             /* redraw a progress line on stderr */
    bench_limits limits;      /* when a row is flagged */
    const char *progress_note; /* appended to the progress line (row k/N, elapsed, left) */
} bench_config;

/* keypair, sign, verify, and sign-ws for a signature backend that takes a
 * workspace (kpqc_sign_workspace_bytes > 0) */
#define BENCH_MAX_OPS 4

typedef struct {
    const char *name;      /* keypair, encaps, decaps, sign, verify, sign-ws */
    uint64_t *samples;     /* in measured order, overhead subtracted */
    size_t n;
    size_t *round_sizes;   /* samples of each round (cfg->rounds entries) */
    double *round_medians; /* median of each round */
    size_t calls;          /* calls so far (warm-up included): picks the inputs */
    double call_seconds;   /* wall time per measured call in the last block */
    int budget_hit;        /* stopped by the time budget before `iterations` */
    bench_stats stats;
    unsigned flags;        /* BENCH_FLAG_* */
    char reason[200];      /* why flagged, one line */
} bench_op;

typedef struct bench_ctx bench_ctx;

typedef struct {
    const kpqc_scheme *scheme;
    const char *backend;
    bench_op ops[BENCH_MAX_OPS];
    size_t n_ops;
    bench_ctx *ctx;
    /* Scheduler evidence over this row's blocks. */
    double wall_seconds, run_delay_seconds; /* run_delay_seconds < 0: unknown */
    long involuntary_switches;
    double *round_wall, *round_delay; /* per round (cfg->rounds entries; delay -1: unknown) */
    char error[160]; /* non-empty when the run failed */
} bench_result;

/* Prepares a row: keys and inputs (untimed). 0, or -1 with r->error set. */
int bench_open(const kpqc_scheme *s, size_t backend_index, const bench_config *cfg,
               bench_result *r);
/* Measures round `round` (0-based) of every operation of an open row: a
 * short warm-up, then its share of the iterations and of the budget. 0, or -1
 * with r->error set (an operation failed, a decapsulation disagreed, a
 * signature did not verify, out of memory). */
int bench_round(bench_result *r, const bench_config *cfg, unsigned long round);
/* Statistics and flags of every operation, after the last round;
 * calib_spread: the run's calibration spread (bench_calibrate). 0 or -1. */
int bench_close(bench_result *r, const bench_config *cfg, double calib_spread);
void bench_result_free(bench_result *r);

/* The calibration workload: a fixed dependent chain of integer operations
 * (about 60k core cycles), timed `reps` times (at most 101); the median in ticks. */
double bench_calibrate(unsigned reps);

/* The calibration of a run: ticks[r] timed before round r, ticks[rounds]
 * after the last; spread = (max - min) / median over those rounds + 1 values. */
typedef struct {
    unsigned long rounds;
    double *ticks;
    double median, spread;
} bench_calibration;

void bench_calibration_summarize(bench_calibration *c);

#endif
