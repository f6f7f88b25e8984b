/* bench/stats.c on synthetic sample sets of known distributions: the ranks
 * of the median's confidence interval, its coverage, the batch-medians
 * interval over rounds, and the instability flags. No timing here. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats.h"

static int failures, checks;

static void check(int ok, const char *what)
{
    checks++;
    if (!ok) {
        failures++;
        printf("FAIL: %s\n", what);
    }
}

/* splitmix64: a fixed-seed generator, so every run draws the same sets. */
static uint64_t rng_state = 0x6b707163u;
static uint64_t next_u64(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
static double uniform01(void) { return (double)(next_u64() >> 11) * 0x1.0p-53; }

/* Exponential with mean `scale` shifted by `base`: skewed like timings (a
 * floor and a long right tail); its median is base + scale * ln 2. */
static uint64_t draw_exp(double base, double scale)
{
    return (uint64_t)llround(base - scale * log(1 - uniform01()));
}

static void test_ranks(void)
{
    size_t lo, hi;
    bench_median_ci_ranks(5, &lo, &hi);
    check(lo == 1 && hi == 5, "n=5: no pair reaches 95%, (1, n)");
    bench_median_ci_ranks(6, &lo, &hi);
    check(lo == 1 && hi == 6, "n=6: (1, 6), coverage 1 - 2/64");
    bench_median_ci_ranks(10, &lo, &hi);
    check(lo == 2 && hi == 9, "n=10: (2, 9)");
    bench_median_ci_ranks(100, &lo, &hi);
    check(lo == 40 && hi == 61, "n=100: (40, 61), the textbook ranks");
    bench_median_ci_ranks(1000, &lo, &hi);
    check(lo == 469 && hi == 532, "n=1000: (469, 532)");
    /* Around the switch to the normal approximation: at most a rank apart. */
    size_t lo_exact, hi_exact;
    bench_median_ci_ranks(2000, &lo_exact, &hi_exact);
    bench_median_ci_ranks(2001, &lo, &hi);
    check(lo + 1 >= lo_exact && lo <= lo_exact + 1 && hi >= hi_exact && hi <= hi_exact + 2,
          "normal approximation continues the exact ranks");
}

static void test_t(void)
{
    check(fabs(bench_t975(1) - 12.706) < 1e-9, "t(1)");
    check(fabs(bench_t975(9) - 2.262) < 1e-9, "t(9)");
    check(fabs(bench_t975(60) - 2.000) < 0.003, "t(60)");
    check(fabs(bench_t975(100000) - 1.96) < 0.001, "t(inf)");
}

/* The order-statistics interval covers the true median of a skewed
 * distribution in about 95% of 2000 independent sets. */
static void test_coverage(size_t n, int trials)
{
    const double base = 20000, scale = 1500, truth = base + scale * log(2.0);
    uint64_t *v = malloc(n * sizeof v[0]);
    int covered = 0;
    for (int t = 0; t < trials; t++) {
        for (size_t i = 0; i < n; i++) v[i] = draw_exp(base, scale);
        bench_stats s;
        bench_stats_compute(v, n, &s);
        covered += s.ci_low <= truth && truth <= s.ci_high;
        if (t == 0) {
            check(s.ci_low == s.os_low && s.ci_high == s.os_high && s.rounds == 1,
                  "one round: the reported interval is the order-statistics one");
        }
    }
    free(v);
    double rate = (double)covered / trials;
    char what[96];
    snprintf(what, sizeof what, "coverage n=%zu: %.3f within [0.925, 0.975]", n, rate);
    printf("%s\n", what);
    /* Exact coverage is >= 95% (a bit more at small n); 2000 trials give a
     * standard error of 0.5%, 1000 of 0.7%. */
    check(rate >= 0.925 && rate <= 0.975, what);
}

/* Rounds from one distribution: no flags, a narrow interval. Rounds whose
 * level moves by 1% a round: drift flagged, the interval widened to cover it. */
static void test_rounds(void)
{
    enum { R = 10, PER = 2000 };
    static uint64_t v[R * PER];
    size_t sizes[R];
    double medians[R];
    bench_limits l;
    bench_limits_default(&l);
    bench_stats s;
    for (size_t r = 0; r < R; r++) {
        sizes[r] = PER;
        for (size_t i = 0; i < PER; i++) v[r * PER + i] = draw_exp(20000, 300);
    }
    bench_stats_compute_rounds(v, sizes, R, medians, &s);
    check(s.n == R * PER && s.rounds == R, "rounds counted");
    check(bench_ci_relative(&s) < 0.005, "steady rounds: CI under +-0.5%");
    check(bench_flags(&s, 0.001, 0.0, &l) == 0, "steady rounds: no flag");
    check(s.ci_low <= s.median && s.median <= s.ci_high, "CI contains the median");

    for (size_t r = 0; r < R; r++) {
        for (size_t i = 0; i < PER; i++) v[r * PER + i] += (uint64_t)(200 * r); /* +1% a round */
    }
    bench_stats_compute_rounds(v, sizes, R, medians, &s);
    check(s.round_spread > 0.08 && s.round_spread < 0.10, "drift: round medians spread ~9%");
    check(medians[R - 1] - medians[0] > 1700, "drift: round medians follow the level");
    check(s.rounds_high - s.rounds_low > s.os_high - s.os_low,
          "drift: the rounds' interval is wider than the order statistics'");
    check(s.ci_low == s.rounds_low && s.ci_high == s.rounds_high, "CI = union of both");
    unsigned f = bench_flags(&s, 0.001, 0.0, &l);
    check((f & BENCH_FLAG_DRIFT) && (f & BENCH_FLAG_CI_WIDE), "drift flagged, CI too wide");
    char reason[200];
    bench_flag_reason(f, &s, 0.001, 0.0, &l, reason, sizeof reason);
    check(strstr(reason, "round medians spread") != NULL && strstr(reason, "CI +-") != NULL,
          "reason names both");

    /* An empty round (budget) is left out of the rounds' statistics. */
    sizes[3] = 0;
    bench_stats_compute_rounds(v, sizes, R, medians, &s);
    check(s.rounds == R - 1 && medians[3] == 0 && s.n == (R - 1) * PER, "empty round skipped");
}

static void test_flags(void)
{
    bench_limits l;
    bench_limits_default(&l);
    bench_stats s;
    memset(&s, 0, sizeof s);
    s.n = 100;
    s.median = 1000;
    s.ci_low = 995;
    s.ci_high = 1008;
    check(fabs(bench_ci_relative(&s) - 0.008) < 1e-12, "relative CI: the larger side");
    check(bench_flags(&s, 0, -1, &l) == 0, "within limits, unknown wait: no flag");
    s.ci_high = 1011;
    check(bench_flags(&s, 0, -1, &l) == BENCH_FLAG_CI_WIDE, "CI +-1.1% flagged");
    s.ci_high = 1005;
    check(bench_flags(&s, 0.05, 0, &l) == BENCH_FLAG_CALIBRATION, "calibration 5% flagged");
    check(bench_flags(&s, 0, 0.5, &l) == BENCH_FLAG_PREEMPTED, "waiting half the time flagged");
    char reason[200];
    bench_flag_reason(BENCH_FLAG_CALIBRATION | BENCH_FLAG_PREEMPTED, &s, 0.05, 0.5, &l, reason,
                      sizeof reason);
    check(strcmp(reason, "calibration speed changed 5.0% > 3.0% between rounds; "
                         "waited for the CPU 50.0% of the time > 2.0%") == 0,
          "reason text");
    bench_flag_reason(BENCH_FLAG_CI_WIDE, &s, 0, 0, &l, reason, 8);
    check(strlen(reason) == 7, "reason truncated to its buffer");
    double v[3] = {100, 103, 99};
    check(fabs(bench_relative_spread(v, 3, 100) - 0.04) < 1e-12, "relative spread");
    check(bench_relative_spread(v, 1, 100) == 0, "spread of one value");
}

int main(void)
{
    test_ranks();
    test_t();
    test_coverage(101, 2000);
    test_coverage(5001, 1000);
    test_rounds();
    test_flags();
    printf("%d checks, %d failures\n", checks, failures);
    return failures ? 1 : 0;
}
