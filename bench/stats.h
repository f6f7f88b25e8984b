/* Order statistics and moments of a set of samples. */
#ifndef KPQC_BENCH_STATS_H
#define KPQC_BENCH_STATS_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    size_t n;
    double median, mean, stddev, p25, p75;
    uint64_t min, max;
} bench_stats;

/* Summarizes samples, left in their measured order (quantiles interpolated
 * linearly between order statistics; stddev with n-1). 0, or -1 if out of
 * memory. */
int bench_stats_compute(const uint64_t *samples, size_t n, bench_stats *out);

#endif
