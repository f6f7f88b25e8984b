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
#include "cycles.h"
#include "environment.h"
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

int cmd_bench(int argc, char **argv)
{
    bench_args a = {"all", "drbg", NULL, NULL, NULL, "auto", {10000, 10, 5.0, 0.2, 24, 0, {0, 0, 0, 0}}, 0};
    bench_limits_default(&a.cfg.limits);
    const kpqc_scheme **chosen = calloc(kpqc_scheme_count() + 1, sizeof *chosen);
    size_t n_chosen = 0;
    int status = CLI_EXIT_USAGE;
    if (chosen == NULL) {
        cli_error("out of memory");
        return CLI_EXIT_FAILURE;
    }
    for (int i = 1; i < argc; i++) {
        const char *opt = argv[i];
        if (strcmp(opt, "--no-round1") == 0) {
            a.no_round1 = 1;
        } else if (opt[0] == '-' && opt[1] != '\0') {
            if (i + 1 >= argc) {
                cli_error("%s needs a value", opt);
                goto out;
            }
            const char *v = argv[++i];
            unsigned long count;
            if (strcmp(opt, "--impl") == 0) {
                a.impl = v;
            } else if (strcmp(opt, "--rng") == 0) {
                if (strcmp(v, "drbg") != 0 && strcmp(v, "os") != 0) {
                    cli_error("--rng must be drbg or os, got '%s'", v);
                    goto out;
                }
                a.rng = v;
            } else if (strcmp(opt, "--iterations") == 0) {
                if (parse_count(v, 1, 100000000, &count) != 0) {
                    cli_error("--iterations must be a whole number from 1 to 100000000, got '%s'", v);
                    goto out;
                }
                a.cfg.iterations = count;
            } else if (strcmp(opt, "--rounds") == 0) {
                if (parse_count(v, 1, 1000, &count) != 0) {
                    cli_error("--rounds must be a whole number from 1 to 1000, got '%s'", v);
                    goto out;
                }
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
            } else if (strcmp(opt, "--markdown") == 0) {
                a.markdown = v;
            } else {
                cli_error("unknown option '%s' for bench", opt);
                goto out;
            }
        } else {
            const kpqc_scheme *s = cli_find_scheme(opt);
            if (s == NULL) goto out;
            int dup = 0;
            for (size_t k = 0; k < n_chosen; k++) dup |= chosen[k] == s;
            if (!dup) chosen[n_chosen++] = s;
        }
    }
    if (strcmp(a.impl, "all") != 0) {
        int known = 0;
        for (size_t i = 0; i < kpqc_scheme_count() && !known; i++) {
            const kpqc_scheme *s = kpqc_scheme_at(i);
            for (size_t b = 0; b < kpqc_backend_count(s); b++) {
                known |= strcmp(kpqc_backend_name(s, b), a.impl) == 0;
            }
        }
        if (!known) {
            cli_error("unknown backend '%s' (portable, avx2 or all)", a.impl);
            goto out;
        }
    }
    if (n_chosen == 0) {
        for (size_t i = 0; i < kpqc_scheme_count(); i++) {
            const kpqc_scheme *s = kpqc_scheme_at(i);
            if (a.no_round1 && strcmp(kpqc_scheme_info_of(s)->group, "KpqC Round 1") == 0) continue;
            if (!kpqc_scheme_is_current(s)) continue; /* versioned rows: name them */
            chosen[n_chosen++] = s;
        }
    }
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
    for (size_t i = 0; i < n_chosen; i++) {
        for (size_t b = 0; b < kpqc_backend_count(chosen[i]); b++) {
            const char *bname = kpqc_backend_name(chosen[i], b);
            if (strcmp(a.impl, "all") != 0 && strcmp(a.impl, bname) != 0) continue;
            if (!kpqc_backend_available(chosen[i], b)) continue;
            if (bench_open(chosen[i], b, &a.cfg, &res[n]) != 0) {
                cli_error("%s [%s]: %s", kpqc_scheme_info_of(chosen[i])->name, bname, res[n].error);
                failures++;
            }
            n++;
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
    for (unsigned long round = 0; round < a.cfg.rounds && n > 0; round++) {
        cal.ticks[round] = bench_calibrate(CALIBRATION_REPS);
        for (size_t i = 0; i < n; i++) {
            if (res[i].error[0] != '\0') continue;
            if (bench_round(&res[i], &a.cfg, round) != 0) {
                cli_error("%s [%s]: %s", kpqc_scheme_info_of(res[i].scheme)->name,
                          res[i].backend, res[i].error);
                failures++;
            }
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
    free(chosen);
    return status;
}
