/* Order statistics and moments of a set of samples, confidence intervals for
 * the median, and the instability flags (docs/BENCHMARKING.md, "Statistics"). */
#ifndef KPQC_BENCH_STATS_H
#define KPQC_BENCH_STATS_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    size_t n;
    double median, mean, stddev, p25, p75;
    double p99; /* the slow tail: 99th percentile */
    uint64_t min, max;
    /* 95% confidence intervals for the median. os_*: distribution-free, from
     * the order statistics of all samples (valid for independent samples).
     * rounds_*: from the spread of the round medians (batch medians: the
     * median +- t(R-1) * sd(round medians) / sqrt(R)); equal to os_* with one
     * round. ci_*: the union of both, the interval reported. */
    double os_low, os_high, rounds_low, rounds_high, ci_low, ci_high;
    size_t rounds;       /* rounds with at least one sample */
    double round_spread; /* (max - min) / median of the round medians; 0 with one round */
} bench_stats;

/* Summarizes samples, left in their measured order (quantiles interpolated
 * linearly between order statistics; stddev with n-1), as one round.
 * 0, or -1 if out of memory. */
int bench_stats_compute(const uint64_t *samples, size_t n, bench_stats *out);

/* The same for samples measured in `rounds` consecutive blocks of
 * round_sizes[r] samples; writes the median of each round to round_medians
 * (`rounds` entries; 0 for an empty round). 0, or -1 if out of memory. */
int bench_stats_compute_rounds(const uint64_t *samples, const size_t *round_sizes, size_t rounds,
                               double *round_medians, bench_stats *out);

/* 1-based ranks (lo, hi) of the order statistics bounding a 95% confidence
 * interval for the median of n independent samples: the widest symmetric
 * pair with P(lo <= rank of the median < hi) >= 0.95 from Binomial(n, 1/2).
 * For n < 6 no pair reaches 95%: (1, n). */
void bench_median_ci_ranks(size_t n, size_t *lo, size_t *hi);

/* The 0.975 quantile of Student's t with df degrees of freedom (df >= 1). */
double bench_t975(size_t df);

/* (max - min) / ref over v[0..n-1]; 0 when n < 2 or ref <= 0. */
double bench_relative_spread(const double *v, size_t n, double ref);

/* Instability flags. */
#define BENCH_FLAG_CI_WIDE 1u     /* CI half-width above ci_limit of the median */
#define BENCH_FLAG_DRIFT 2u       /* round medians spread above drift_limit */
#define BENCH_FLAG_CALIBRATION 4u /* the calibration workload changed speed between rounds */
#define BENCH_FLAG_PREEMPTED 8u   /* waited for the CPU above delay_limit of the time */

typedef struct {
    double ci_limit;    /* relative CI half-width, e.g. 0.02 */
    double drift_limit; /* relative spread of the round medians */
    double calib_limit; /* relative spread of the calibration medians */
    double delay_limit; /* run-queue delay / wall time of the row's blocks */
} bench_limits;

/* The limits `kpqc bench` uses unless told otherwise. */
void bench_limits_default(bench_limits *l);

/* Relative CI half-width: the larger distance from the median to an end of
 * the reported interval, over the median (0 when the median is 0). */
double bench_ci_relative(const bench_stats *s);

/* Flags of one operation, from its statistics, the calibration spread of the
 * run and the share of wall time its blocks spent waiting for a CPU (< 0:
 * unknown). */
unsigned bench_flags(const bench_stats *s, double calib_spread, double delay_share,
                     const bench_limits *l);

/* One line saying why, e.g. "CI +-2.4% > +-2%; round medians spread 5.1% > 3%". */
void bench_flag_reason(unsigned flags, const bench_stats *s, double calib_spread,
                       double delay_share, const bench_limits *l, char *out, size_t cap);

#endif
