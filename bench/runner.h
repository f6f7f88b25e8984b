/* Runs the operations of one scheme backend and keeps every sample. */
#ifndef KPQC_BENCH_RUNNER_H
#define KPQC_BENCH_RUNNER_H

#include <stddef.h>
#include <stdint.h>

#include "kpqc/kpqc.h"
#include "stats.h"

typedef struct {
    unsigned long iterations; /* samples wanted per operation */
    double budget;            /* seconds per operation; stops earlier (0: none) */
    double warmup;            /* seconds of unmeasured calls before each operation */
    size_t msg_len;           /* bytes per signed message */
    int progress;             /* redraw a progress line on stderr */
} bench_config;

#define BENCH_MAX_OPS 3

typedef struct {
    const char *name;  /* keypair, encaps, decaps, sign, verify */
    uint64_t *samples; /* in measured order, overhead subtracted */
    size_t n;
    int budget_hit;    /* stopped by the time budget before `iterations` */
    bench_stats stats;
} bench_op;

typedef struct {
    const kpqc_scheme *scheme;
    const char *backend;
    bench_op ops[BENCH_MAX_OPS];
    size_t n_ops;
    char error[160]; /* non-empty when the run failed */
} bench_result;

/* 0 on success; on failure r->error says why (an operation failed, a
 * decapsulation disagreed, a signature did not verify, out of memory). */
int bench_run(const kpqc_scheme *s, size_t backend_index, const bench_config *cfg, bench_result *r);
void bench_result_free(bench_result *r);

#endif
