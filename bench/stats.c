#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats.h"

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* Quantile q of sorted data, linear interpolation (Hyndman-Fan type 7). */
static double quantile(const uint64_t *s, size_t n, double q)
{
    double pos = q * (double)(n - 1);
    size_t lo = (size_t)pos;
    double frac = pos - (double)lo;
    if (lo + 1 >= n) return (double)s[n - 1];
    return (double)s[lo] + frac * ((double)s[lo + 1] - (double)s[lo]);
}

/* Sorted copy of data, or NULL. */
static uint64_t *sorted_copy(const uint64_t *data, size_t n)
{
    uint64_t *s = malloc((n ? n : 1) * sizeof s[0]);
    if (s == NULL) return NULL;
    if (n) memcpy(s, data, n * sizeof s[0]);
    qsort(s, n, sizeof s[0], cmp_u64);
    return s;
}

/* Exact binomial tail up to this n; the normal approximation (continuity
 * corrected, off by at most one rank) above, where summing would be slow. */
#define EXACT_RANKS_MAX 2000

void bench_median_ci_ranks(size_t n, size_t *lo, size_t *hi)
{
    size_t j = 0; /* largest j with P(B <= j - 1) <= 0.025, B ~ Binomial(n, 1/2) */
    if (n <= EXACT_RANKS_MAX) {
        double cdf = 0, base = lgamma((double)n + 1) - (double)n * log(2.0);
        for (size_t k = 0; 2 * k < n; k++) {
            cdf += exp(base - lgamma((double)k + 1) - lgamma((double)(n - k) + 1));
            if (cdf > 0.025) break;
            j = k + 1;
        }
    } else {
        j = (size_t)floor((double)n / 2 + 0.5 - 0.98 * sqrt((double)n));
    }
    if (j == 0) {
        *lo = 1;
        *hi = n;
    } else {
        *lo = j;
        *hi = n + 1 - j;
    }
}

double bench_t975(size_t df)
{
    static const double t[30] = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306,
                                 2.262,  2.228, 2.201, 2.179, 2.160, 2.145, 2.131, 2.120,
                                 2.110,  2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064,
                                 2.060,  2.056, 2.052, 2.048, 2.045, 2.042};
    if (df == 0) df = 1;
    if (df <= 30) return t[df - 1];
    return 1.96 + 2.4 / (double)df; /* within 0.003 of the exact value above 30 */
}

double bench_relative_spread(const double *v, size_t n, double ref)
{
    if (n < 2 || !(ref > 0)) return 0;
    double mn = v[0], mx = v[0];
    for (size_t i = 1; i < n; i++) {
        mn = v[i] < mn ? v[i] : mn;
        mx = v[i] > mx ? v[i] : mx;
    }
    return (mx - mn) / ref;
}

static void describe_sorted(const uint64_t *s, size_t n, bench_stats *out)
{
    double sum = 0;
    for (size_t i = 0; i < n; i++) sum += (double)s[i];
    double mean = sum / (double)n, var = 0;
    for (size_t i = 0; i < n; i++) {
        double d = (double)s[i] - mean;
        var += d * d;
    }
    out->mean = mean;
    out->stddev = n > 1 ? sqrt(var / (double)(n - 1)) : 0;
    out->min = s[0];
    out->max = s[n - 1];
    out->median = quantile(s, n, 0.5);
    out->p25 = quantile(s, n, 0.25);
    out->p75 = quantile(s, n, 0.75);
    out->p99 = quantile(s, n, 0.99);
    size_t lo, hi;
    bench_median_ci_ranks(n, &lo, &hi);
    out->os_low = (double)s[lo - 1];
    out->os_high = (double)s[hi - 1];
}

int bench_stats_compute_rounds(const uint64_t *data, const size_t *round_sizes, size_t rounds,
                               double *round_medians, bench_stats *out)
{
    memset(out, 0, sizeof *out);
    size_t n = 0;
    for (size_t r = 0; r < rounds; r++) n += round_sizes[r];
    out->n = n;
    if (n == 0) {
        for (size_t r = 0; r < rounds; r++) round_medians[r] = 0;
        return 0;
    }
    uint64_t *s = sorted_copy(data, n);
    double *m = malloc(rounds * sizeof m[0]);
    if (s == NULL || m == NULL) {
        free(s);
        free(m);
        return -1;
    }
    describe_sorted(s, n, out);
    /* Round medians, then their spread and the batch-medians interval. */
    size_t at = 0, k = 0;
    for (size_t r = 0; r < rounds; r++) {
        round_medians[r] = 0;
        if (round_sizes[r] > 0) {
            uint64_t *rs = sorted_copy(data + at, round_sizes[r]);
            if (rs == NULL) {
                free(s);
                free(m);
                return -1;
            }
            round_medians[r] = m[k++] = quantile(rs, round_sizes[r], 0.5);
            free(rs);
        }
        at += round_sizes[r];
    }
    out->rounds = k;
    out->rounds_low = out->os_low;
    out->rounds_high = out->os_high;
    if (k >= 2) {
        double mm = 0, v = 0;
        for (size_t i = 0; i < k; i++) mm += m[i];
        mm /= (double)k;
        for (size_t i = 0; i < k; i++) v += (m[i] - mm) * (m[i] - mm);
        double half = bench_t975(k - 1) * sqrt(v / (double)(k - 1)) / sqrt((double)k);
        out->rounds_low = out->median - half;
        out->rounds_high = out->median + half;
        out->round_spread = bench_relative_spread(m, k, out->median);
    }
    out->ci_low = out->os_low < out->rounds_low ? out->os_low : out->rounds_low;
    out->ci_high = out->os_high > out->rounds_high ? out->os_high : out->rounds_high;
    free(s);
    free(m);
    return 0;
}

int bench_stats_compute(const uint64_t *data, size_t n, bench_stats *out)
{
    double m;
    return bench_stats_compute_rounds(data, &n, 1, &m, out);
}

void bench_limits_default(bench_limits *l)
{
    l->ci_limit = 0.01;
    l->drift_limit = 0.03;
    l->calib_limit = 0.03;
    l->delay_limit = 0.02;
}

double bench_ci_relative(const bench_stats *s)
{
    if (!(s->median > 0)) return 0;
    double a = s->median - s->ci_low, b = s->ci_high - s->median;
    return (a > b ? a : b) / s->median;
}

unsigned bench_flags(const bench_stats *s, double calib_spread, double delay_share,
                     const bench_limits *l)
{
    unsigned f = 0;
    if (s->n == 0) return 0;
    if (bench_ci_relative(s) > l->ci_limit) f |= BENCH_FLAG_CI_WIDE;
    if (s->round_spread > l->drift_limit) f |= BENCH_FLAG_DRIFT;
    if (calib_spread > l->calib_limit) f |= BENCH_FLAG_CALIBRATION;
    if (delay_share > l->delay_limit) f |= BENCH_FLAG_PREEMPTED;
    return f;
}

void bench_flag_reason(unsigned flags, const bench_stats *s, double calib_spread,
                       double delay_share, const bench_limits *l, char *out, size_t cap)
{
    size_t at = 0;
    out[0] = '\0';
#define ADD(...)                                                                \
    do {                                                                        \
        if (at < cap) {                                                         \
            int w_ = snprintf(out + at, cap - at, "%s", at ? "; " : "");        \
            if (w_ > 0) at += (size_t)w_;                                       \
        }                                                                       \
        if (at < cap) {                                                         \
            int w_ = snprintf(out + at, cap - at, __VA_ARGS__);                 \
            if (w_ > 0) at += (size_t)w_;                                       \
        }                                                                       \
    } while (0)
    if (flags & BENCH_FLAG_CI_WIDE) {
        ADD("CI +-%.1f%% > +-%.1f%%", 100 * bench_ci_relative(s), 100 * l->ci_limit);
    }
    if (flags & BENCH_FLAG_DRIFT) {
        ADD("round medians spread %.1f%% > %.1f%%", 100 * s->round_spread, 100 * l->drift_limit);
    }
    if (flags & BENCH_FLAG_CALIBRATION) {
        ADD("calibration speed changed %.1f%% > %.1f%% between rounds", 100 * calib_spread,
            100 * l->calib_limit);
    }
    if (flags & BENCH_FLAG_PREEMPTED) {
        ADD("waited for the CPU %.1f%% of the time > %.1f%%", 100 * delay_share,
            100 * l->delay_limit);
    }
#undef ADD
}
