/* kpqc bench [SCHEME...] [--impl portable|avx2|all] [--iterations N] [--rounds R]
 *            [--budget SEC] [--warmup SEC] [--rng drbg|os] [--counter auto|perf|tsc]
 *            [--ci-limit PCT] [--json F] [--csv F] [--markdown F] [--no-round1]
 *
 * Every selected (scheme, backend) row is measured in R interleaved rounds
 * (row A, row B, ..., row A, row B, ...), each a block of iterations/R samples
 * per operation, with the calibration workload timed before every round and
 * after the last (docs/BENCHMARKING.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "select.h"
#include "cycles.h"
#include "environment.h"
#include "progress.h"
#include "runner.h"
#include "writers.h"

/* Calibration timings per round boundary (each the median of this many). */
#define CALIBRATION_REPS 11

typedef struct {
    const char *impl;
    const char *rng; /* "drbg" (default) or "os" */
    const char *json, *csv, *markdown;
    const char *counter;
    bench_config cfg;
    int no_round1; /* when no scheme is named: leave out the "KpqC Round 1" group */
} bench_args;

static int parse_seconds(const char *s, double *out)
{
    char *end;
    double v = strtod(s, &end);
    if (end == s || *end != '\0' || !(v >= 0) || v > 86400) return -1;
    *out = v;
    return 0;
}

/* The calibration of the run being written (for the JSON writer). */
static const bench_calibration *current_calibration;

typedef void (*writer_fn)(FILE *, const bench_result *, size_t, const bench_environment *,
                          const bench_config *);

static void json_writer(FILE *f, const bench_result *r, size_t n, const bench_environment *e,
                        const bench_config *c)
{
    bench_write_json(f, r, n, e, c, current_calibration);
}
static void csv_writer(FILE *f, const bench_result *r, size_t n, const bench_environment *e,
                       const bench_config *c)
{
    (void)c;
    bench_write_csv(f, r, n, e);
}
static void md_writer(FILE *f, const bench_result *r, size_t n, const bench_environment *e,
                      const bench_config *c)
{
    (void)c;
    bench_write_markdown(f, r, n, e);
}

static int write_file(const char *path, writer_fn fn, const bench_result *r, size_t n,
                      const bench_environment *env, const bench_config *cfg)
{
    output_file o;
    if (path == NULL) return 0;
    if (output_open(&o, path) != 0) return -1;
    fn(o.fp, r, n, env, cfg);
    return output_commit(&o);
}

/* Progress on stderr in any output, a terminal or a log: what will be
 * measured and the longest it can take, before; a line per finished round and
 * per finished row (in the last round); on a terminal also a line redrawn per
 * operation. Each gives elapsed and estimated remaining time (progress.c). */
/* 1 if backend b of s is measured: chosen with --impl and run by this CPU. */
static int row_wanted(const kpqc_scheme *s, size_t b, const char *impl)
{
    return (strcmp(impl, "all") == 0 || strcmp(impl, kpqc_backend_name(s, b)) == 0) &&
           kpqc_backend_available(s, b);
}

/* Says what will be measured; returns the number of rows. */
static size_t progress_plan(const kpqc_scheme *const *chosen, size_t n_chosen, const char *impl,
                            const bench_config *cfg)
{
    const char *groups[8];
    size_t count[8], n_groups = 0, schemes = 0, kpqc = 0, n = 0;
    for (size_t i = 0; i < n_chosen; i++) {
        size_t rows = 0;
        for (size_t b = 0; b < kpqc_backend_count(chosen[i]); b++) {
            rows += (size_t)row_wanted(chosen[i], b, impl);
        }
        if (rows == 0) continue;
        n += rows;
        const char *g = kpqc_scheme_info_of(chosen[i])->group;
        size_t k = 0;
        while (k < n_groups && strcmp(groups[k], g) != 0) k++;
        if (k == n_groups && n_groups < 8) {
            groups[n_groups] = g;
            count[n_groups++] = 0;
        }
        if (k < n_groups) count[k]++;
        schemes++;
        kpqc += kpqc_scheme_is_kpqc(chosen[i]) ? 1 : 0;
    }
    if (n == 0) return 0;
    char by_group[200] = "", bound[24];
    for (size_t k = 0, len = 0; k < n_groups && len < sizeof by_group; k++) {
        len += (size_t)snprintf(by_group + len, sizeof by_group - len, "%s%zu %s", k ? ", " : "",
                                count[k], groups[k]);
    }
    /* "74 schemes, 38 KpqC and 36 NIST (16 KpqC, 12 KpqC Round 2, ...)"; the
     * groups in brackets only when they say more. */
    int plain = 1;
    for (size_t k = 0; k < n_groups; k++) {
        plain &= strcmp(groups[k], "KpqC") == 0 || strcmp(groups[k], "NIST") == 0;
    }
    fprintf(stderr, "kpqc bench: %zu scheme%s, %zu KpqC and %zu NIST%s%s%s, as %zu (scheme, backend) "
                    "rows in %lu interleaved rounds\n",
            schemes, schemes == 1 ? "" : "s", kpqc, schemes - kpqc, plain ? "" : " (",
            plain ? "" : by_group, plain ? "" : ")", n, cfg->rounds);
    if (cfg->budget > 0) {
        cli_format_duration(bound, (double)n * BENCH_MAX_OPS * (cfg->budget + cfg->warmup));
        fprintf(stderr, "kpqc bench: measuring takes at most about %s (%g s budget + %g s warm-up "
                        "per operation; fast schemes finish their %lu iterations sooner)\n",
                bound, cfg->budget, cfg->warmup, cfg->iterations);
    } else {
        fprintf(stderr, "kpqc bench: no time budget (--budget 0): %lu iterations per operation\n",
                cfg->iterations);
    }
    fprintf(stderr, "kpqc bench: preparing the keys and inputs of every row first (not timed)\n");
    return n;
}

int cmd_bench(int argc, char **argv)
{
    bench_args a = {"all", "drbg", NULL, NULL, NULL, "auto", {10000, 10, 5.0, 0.2, 24, 0, {0, 0, 0, 0}, NULL}, 0};
    bench_limits_default(&a.cfg.limits);
    cli_selection sel = {NULL, 0, NULL};
    int status = CLI_EXIT_USAGE;
    static const char *const valued[] = {"--impl",   "--rng",    "--iterations", "--rounds",
                                         "--counter", "--ci-limit", "--budget",   "--warmup",
                                         "--json",   "--csv",    "--markdown",   NULL};
    static const char *const flags[] = {"--no-round1", NULL};
    cli_args args = {"bench", valued, flags, argc, argv, 0};
    const char *opt, *v;
    for (int k; (k = cli_args_next(&args, &opt, &v)) != CLI_ARG_END;) {
        unsigned long count;
        int taken = cli_selection_take(&sel, k, opt, v);
        if (taken < 0) goto out;
        if (taken) continue;
        if (k == CLI_ARG_FLAG) {
            a.no_round1 = 1;
        } else if (strcmp(opt, "--rng") == 0) {
            if (strcmp(v, "drbg") != 0 && strcmp(v, "os") != 0) {
                cli_error("--rng must be drbg or os, got '%s'", v);
                goto out;
            }
            a.rng = v;
        } else if (strcmp(opt, "--iterations") == 0) {
            if (cli_count_option(opt, v, 1, 100000000, &count) != 0) goto out;
            a.cfg.iterations = count;
        } else if (strcmp(opt, "--rounds") == 0) {
            if (cli_count_option(opt, v, 1, 1000, &count) != 0) goto out;
            a.cfg.rounds = count;
        } else if (strcmp(opt, "--counter") == 0) {
            if (bench_counter_prefer(v) != 0) {
                cli_error("--counter must be auto, perf or tsc, got '%s'", v);
                goto out;
            }
            a.counter = v;
        } else if (strcmp(opt, "--ci-limit") == 0) {
            double pct;
            if (parse_seconds(v, &pct) != 0 || pct <= 0 || pct > 100) {
                cli_error("--ci-limit must be a percentage above 0 and at most 100, got '%s'", v);
                goto out;
            }
            a.cfg.limits.ci_limit = pct / 100;
        } else if (strcmp(opt, "--budget") == 0 || strcmp(opt, "--warmup") == 0) {
            double *dst = opt[2] == 'b' ? &a.cfg.budget : &a.cfg.warmup;
            if (parse_seconds(v, dst) != 0) {
                cli_error("%s must be a number of seconds (0 to 86400), got '%s'", opt, v);
                goto out;
            }
        } else if (strcmp(opt, "--json") == 0) {
            a.json = v;
        } else if (strcmp(opt, "--csv") == 0) {
            a.csv = v;
        } else {
            a.markdown = v;
        }
    }
    /* No scheme named: every current row (versioned rows are named), without
     * the Round-1 group under --no-round1. */
    int named = sel.n > 0;
    for (size_t i = 0; !named && i < kpqc_scheme_count(); i++) {
        const kpqc_scheme *s = kpqc_scheme_at(i);
        if (a.no_round1 && strcmp(kpqc_scheme_info_of(s)->group, "KpqC Round 1") == 0) continue;
        if (kpqc_scheme_is_current(s) && cli_selection_add(&sel, kpqc_scheme_info_of(s)->name) != 0) {
            goto out;
        }
    }
    if (cli_selection_finish(&sel) != 0) goto out;
    const kpqc_scheme *const *chosen = sel.schemes;
    size_t n_chosen = sel.n;
    a.impl = sel.impl;
    if (output_probe(a.json) || output_probe(a.csv) || output_probe(a.markdown)) goto out;

    /* One result per (scheme, backend this CPU runs). */
    size_t cap = n_chosen * 4, n = 0;
    bench_result *res = calloc(cap, sizeof *res);
    if (res == NULL) {
        cli_error("out of memory");
        status = CLI_EXIT_FAILURE;
        goto out;
    }
    a.cfg.progress = isatty(STDERR_FILENO);
    /* A round takes at least one call of each operation (said with the plan). */
    unsigned long rounds_asked = a.cfg.rounds;
    if (a.cfg.rounds > a.cfg.iterations) a.cfg.rounds = a.cfg.iterations;
    if (bench_counter_init() != 0) {
        cli_error("--counter perf: %s", bench_counter_note());
        free(res);
        status = CLI_EXIT_FAILURE;
        goto out;
    }
    uint8_t seed[48];
    if (kpqc_random_bytes(seed, sizeof seed) != KPQC_OK) {
        cli_error("the OS randomness source failed");
        free(res);
        status = CLI_EXIT_FAILURE;
        goto out;
    }
    /* The DRBG by default; --rng os makes every draw a system call, as the
     * upstream benchmark drivers do. */
    if (strcmp(a.rng, "drbg") == 0) kpqc_random_use_drbg(seed);
    int failures = 0;
    /* Key generation for the input pools takes minutes for the largest
     * schemes (Classic McEliece, PALOMA): a line every 10 s. */
    cli_progress prep;
    size_t planned = progress_plan(chosen, n_chosen, a.impl, &a.cfg);
    if (planned > 0 && rounds_asked > a.cfg.rounds) {
        fprintf(stderr, "kpqc bench: note: %lu rounds of %lu iterations cannot be: measuring %lu "
                        "rounds of one iteration each (raise --iterations for more rounds)\n",
                rounds_asked, a.cfg.iterations, a.cfg.rounds);
    }
    cli_progress_start(&prep, "kpqc bench: preparing", planned, 10);
    for (size_t i = 0; i < n_chosen; i++) {
        for (size_t b = 0; b < kpqc_backend_count(chosen[i]); b++) {
            const char *bname = kpqc_backend_name(chosen[i], b);
            if (!row_wanted(chosen[i], b, a.impl)) continue;
            if (bench_open(chosen[i], b, &a.cfg, &res[n]) != 0) {
                cli_error("%s [%s]: %s", kpqc_scheme_info_of(chosen[i])->name, bname, res[n].error);
                failures++;
            }
            n++;
            char item[96];
            snprintf(item, sizeof item, "%s [%s]", kpqc_scheme_info_of(chosen[i])->name, bname);
            cli_progress_step(&prep, item);
        }
    }
    /* The rounds: every row that has not failed, in turn; the calibration
     * workload before each round and after the last. */
    bench_calibration cal;
    memset(&cal, 0, sizeof cal);
    cal.rounds = a.cfg.rounds;
    cal.ticks = calloc(a.cfg.rounds + 1, sizeof cal.ticks[0]);
    if (cal.ticks == NULL) {
        cli_error("out of memory");
        status = CLI_EXIT_FAILURE;
        goto free_res;
    }
    cli_progress prog;
    size_t rows_ok = 0;
    for (size_t i = 0; i < n; i++) rows_ok += res[i].error[0] == '\0';
    cli_progress_start(&prog, "kpqc bench", rows_ok * a.cfg.rounds, 0);
    char note[128];
    a.cfg.progress_note = note;
    char elapsed[24], left[24];
    for (unsigned long round = 0; round < a.cfg.rounds && n > 0; round++) {
        int last = round + 1 == a.cfg.rounds;
        cal.ticks[round] = bench_calibrate(CALIBRATION_REPS);
        for (size_t i = 0; i < n; i++) {
            if (res[i].error[0] != '\0') continue;
            const char *sname = kpqc_scheme_info_of(res[i].scheme)->name;
            cli_progress_times(&prog, elapsed, left);
            snprintf(note, sizeof note, ", row %zu/%zu, elapsed %s, remaining %s", i + 1,
                     n, elapsed, left);
            if (bench_round(&res[i], &a.cfg, round) != 0) {
                cli_error("%s [%s]: %s", sname, res[i].backend, res[i].error);
                failures++;
                prog.total -= a.cfg.rounds - round - 1; /* its later rounds will not run */
            }
            prog.done++;
            if (last) {
                cli_progress_times(&prog, elapsed, left);
                fprintf(stderr, "%skpqc bench: scheme %zu/%zu %s [%s] %s, elapsed %s, estimated "
                                "remaining %s\n",
                        a.cfg.progress ? "\r\033[K" : "", i + 1, n, sname, res[i].backend,
                        res[i].error[0] ? "FAILED" : "done", elapsed, left);
            }
        }
        if (!last) {
            cli_progress_times(&prog, elapsed, left);
            fprintf(stderr, "%skpqc bench: round %lu/%lu done (%zu rows), elapsed %s, estimated "
                            "remaining %s\n",
                    a.cfg.progress ? "\r\033[K" : "", round + 1, a.cfg.rounds, n, elapsed, left);
        }
    }
    cal.ticks[a.cfg.rounds] = bench_calibrate(CALIBRATION_REPS);
    bench_calibration_summarize(&cal);
    for (size_t i = 0; i < n; i++) {
        if (res[i].error[0] == '\0' && bench_close(&res[i], &a.cfg, cal.spread) != 0) failures++;
    }
    kpqc_random_use_os();
    if (n == 0) {
        cli_error("this CPU runs no '%s' backend of the schemes chosen", a.impl);
        free(cal.ticks);
        free(res);
        goto out;
    }
    bench_environment env;
    bench_environment_collect(&env);
    if (strcmp(a.rng, "os") == 0) {
        snprintf(env.randomness, sizeof env.randomness, "OS (getrandom per draw)");
    }
    if (env.warnings[0] != '\0') fprintf(stderr, "kpqc: warning: %s\n", env.warnings);
    current_calibration = &cal;
    bench_write_table(stdout, res, n, &env, &a.cfg, &cal);
    int wrote = write_file(a.json, json_writer, res, n, &env, &a.cfg) == 0 &&
                write_file(a.csv, csv_writer, res, n, &env, &a.cfg) == 0 &&
                write_file(a.markdown, md_writer, res, n, &env, &a.cfg) == 0;
    status = (failures == 0 && wrote) ? 0 : CLI_EXIT_FAILURE;
    free(cal.ticks);
free_res:
    kpqc_random_use_os();
    for (size_t i = 0; i < n; i++) bench_result_free(&res[i]);
    free(res);
out:
    cli_selection_free(&sel);
    return status;
}
