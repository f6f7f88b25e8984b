#include <math.h>
#include <stdlib.h>

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

int bench_stats_compute(const uint64_t *data, size_t n, bench_stats *out)
{
    out->n = n;
    if (n == 0) {
        out->median = out->mean = out->stddev = out->p25 = out->p75 = 0;
        out->min = out->max = 0;
        return 0;
    }
    uint64_t *samples = malloc(n * sizeof samples[0]);
    if (samples == NULL) return -1;
    for (size_t i = 0; i < n; i++) samples[i] = data[i];
    qsort(samples, n, sizeof samples[0], cmp_u64);
    double sum = 0;
    for (size_t i = 0; i < n; i++) sum += (double)samples[i];
    double mean = sum / (double)n, var = 0;
    for (size_t i = 0; i < n; i++) {
        double d = (double)samples[i] - mean;
        var += d * d;
    }
    out->mean = mean;
    out->stddev = n > 1 ? sqrt(var / (double)(n - 1)) : 0;
    out->min = samples[0];
    out->max = samples[n - 1];
    out->median = quantile(samples, n, 0.5);
    out->p25 = quantile(samples, n, 0.25);
    out->p75 = quantile(samples, n, 0.75);
    free(samples);
    return 0;
}
