#include <string.h>

#include "writers.h"

static const char *unit(const bench_environment *env) { return env->unit; }

/* The counter, honestly: what a tick is. */
static void write_counter_line(FILE *f, const bench_environment *env, const char *prefix)
{
    if (strcmp(env->unit, "TSC ticks") == 0) {
        fprintf(f, "%scounter: %s; unit: TSC ticks = reference ticks at the TSC's %.0f MHz, "
                   "not core cycles; overhead %lu subtracted\n",
                prefix, env->counter, env->counter_hz / 1e6, env->overhead);
    } else {
        fprintf(f, "%scounter: %s; unit: %s (%.0f MHz measured); overhead %lu subtracted\n",
                prefix, env->counter, env->unit, env->counter_hz / 1e6, env->overhead);
    }
    if (env->counter_note[0] != '\0') fprintf(f, "%s%s\n", prefix, env->counter_note);
}

/* A tick count in at most 6 characters: 812, 9.41k, 94.1k, 941k, 1.23M. */
static void fmt_ticks(char out[16], double v)
{
    static const char *const suffix[] = {"", "k", "M", "G", "T"};
    int i = 0;
    while (v >= 999.5 && i < 4) {
        v /= 1000;
        i++;
    }
    if (i == 0 || v >= 99.95) {
        snprintf(out, 16, "%.0f%s", v, suffix[i]);
    } else {
        snprintf(out, 16, v >= 9.995 ? "%.1f%s" : "%.2f%s", v, suffix[i]);
    }
}

/* Nanoseconds as 512ns, 81.2us, 3.41ms, 1.20s; "-" when unknown. */
static void fmt_time(char out[16], double ns)
{
    if (ns < 0) {
        snprintf(out, 16, "-");
    } else if (ns < 999.5) {
        snprintf(out, 16, "%.0fns", ns);
    } else if (ns < 999.5e3) {
        snprintf(out, 16, "%.1fus", ns / 1e3);
    } else if (ns < 999.5e6) {
        snprintf(out, 16, "%.1fms", ns / 1e6);
    } else {
        snprintf(out, 16, "%.2fs", ns / 1e9);
    }
}

/* The instability flags as one letter each (the legend is under the table;
 * the reasons are in the JSON, CSV and Markdown files). */
static const char flag_codes[] = "CRKW";

void bench_write_table(FILE *f, const bench_result *r, size_t n, const bench_environment *env,
                       const bench_config *cfg, const bench_calibration *cal)
{
    const bench_limits *l = &cfg->limits;
    /* The header in lines under 120 columns (the files have it in full). */
    fprintf(f, "counter: %s, overhead %lu subtracted\n", env->counter, env->overhead);
    if (strcmp(env->unit, "TSC ticks") == 0) {
        fprintf(f, "unit: TSC ticks = reference ticks at the TSC's %.0f MHz, not core cycles\n",
                env->counter_hz / 1e6);
    } else {
        fprintf(f, "unit: %s (%.0f MHz measured)\n", env->unit, env->counter_hz / 1e6);
    }
    if (env->counter_note[0] != '\0') fprintf(f, "%s\n", env->counter_note);
    char uarch[320];
    bench_environment_uarch_line(env, uarch, sizeof uarch);
    fprintf(f, "cpu: %s (%s)\n%s\n%lu interleaved rounds; calibration %.0f ticks, spread %.1f%%\n",
            env->cpu_model, env->cpu_features[0] ? env->cpu_features : "no features detected",
            uarch, cfg->rounds, cal->median, 100 * cal->spread);
    if (env->emulation[0] != '\0') fprintf(f, "%s\n", env->emulation);
    if (env->warnings[0] != '\0') fprintf(f, "WARNING: %s\n", env->warnings);
    int w = 12; /* the scheme column fits the longest name (about 26 characters) */
    for (size_t i = 0; i < n; i++) {
        int len = (int)strlen(kpqc_scheme_info_of(r[i].scheme)->name);
        w = len > w ? len : w;
    }
    /* At most w + 81 columns: 107 with the longest names, under 120. */
    fprintf(f, "%-*s %-8s %-7s %7s %6s %6s %6s %6s %6s %8s %5s %s\n", w, "scheme", "backend", "op", "n",
            "median", "+-CI%", "p25", "p75", "p99", "time", "rnd%", "flags");
    for (size_t i = 0; i < n; i++) {
        const char *name = kpqc_scheme_info_of(r[i].scheme)->name;
        if (r[i].error[0] != '\0') {
            fprintf(f, "%-*s %-8s FAILED: %s\n", w, name, r[i].backend, r[i].error);
            continue;
        }
        for (size_t k = 0; k < r[i].n_ops; k++) {
            const bench_op *op = &r[i].ops[k];
            const bench_stats *s = &op->stats;
            char med[16], p25[16], p75[16], p99[16], t[16], flags[8];
            fmt_ticks(med, s->median);
            fmt_ticks(p25, s->p25);
            fmt_ticks(p75, s->p75);
            fmt_ticks(p99, s->p99);
            fmt_time(t, env->counter_hz > 0 ? s->median * 1e9 / env->counter_hz : -1);
            size_t nf = 0;
            for (unsigned b = 0; b < 4; b++) {
                if (op->flags & (1u << b)) flags[nf++] = flag_codes[b];
            }
            flags[nf] = '\0';
            fprintf(f, "%-*s %-8s %-7s %6zu%s %6s %6.2f %6s %6s %6s %8s %5.1f %s\n", w, name,
                    r[i].backend, op->name, s->n, op->budget_hit ? "*" : " ", med,
                    100 * bench_ci_relative(s), p25, p75, p99, t, 100 * s->round_spread, flags);
        }
    }
    fprintf(f, "(%s, k = thousand, M = million; time: the median in wall time; +-CI%%: 95%% interval "
               "for the median;\n rnd%%: spread of the round medians; * = stopped by the time budget. "
               "Flags, unstable: C = CI > +-%g%%,\n R = round spread > %g%%, K = calibration spread "
               "> %g%%, W = waited for the CPU > %g%% of the time;\n the reasons and every figure "
               "are in the --json, --csv and --markdown files)\n",
            unit(env), 100 * l->ci_limit, 100 * l->drift_limit, 100 * l->calib_limit,
            100 * l->delay_limit);
}

void bench_json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') {
            fprintf(f, "\\%c", c);
        } else if (c < 0x20) {
            fprintf(f, "\\u%04x", c);
        } else {
            fputc(c, f);
        }
    }
    fputc('"', f);
}

void bench_json_field(FILE *f, const char *key, const char *value, int comma)
{
    fprintf(f, "    ");
    bench_json_string(f, key);
    fputs(": ", f);
    bench_json_string(f, value);
    fputs(comma ? ",\n" : "\n", f);
}

/* What ran: "portable" or "AVX2" for the backends written here, the library's
 * own answer for rows whose library dispatches at run time (liboqs). */
static const char *implementation(const bench_result *r)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(r->scheme);
    if (in->implementation != NULL) return in->implementation();
    if (strcmp(r->backend, "avx2") == 0) return "AVX2";
    return r->backend;
}

static const char *group_of(const kpqc_scheme_info *in) { return in->group ? in->group : ""; }

static const char *const flag_names[] = {"ci_wide", "drift", "calibration", "preempted"};

static void write_doubles(FILE *f, const double *v, size_t n)
{
    fputc('[', f);
    for (size_t i = 0; i < n; i++) fprintf(f, "%s%.1f", i ? "," : "", v[i]);
    fputc(']', f);
}

void bench_write_cpu_identity_json(FILE *f, const bench_environment *env)
{
    bench_json_field(f, "cpu_vendor", env->cpu_vendor, 1);
    fprintf(f, "    \"cpu_family\": %u,\n    \"cpu_model_number\": %u,\n    \"cpu_stepping\": %u,\n",
            env->cpu_family, env->cpu_model_number, env->cpu_stepping);
    bench_json_field(f, "cpu_uarch", env->cpu_uarch, 1);
    fprintf(f, "    \"tsc_hz\": %.0f,\n", env->tsc_hz);
    bench_json_field(f, "pdep_path", env->pdep_path, 1);
}

void bench_write_json(FILE *f, const bench_result *r, size_t n, const bench_environment *env,
                      const bench_config *cfg, const bench_calibration *cal)
{
    fputs("{\n  \"format\": \"kpqc-bench-1\",\n  \"environment\": {\n", f);
    bench_json_field(f, "cpu_model", env->cpu_model, 1);
    bench_json_field(f, "cpu_features", env->cpu_features, 1);
    bench_write_cpu_identity_json(f, env);
    bench_json_field(f, "counter", env->counter, 1);
    fprintf(f, "    \"counter_hz\": %.0f,\n    \"counter_overhead\": %lu,\n", env->counter_hz,
            env->overhead);
    bench_json_field(f, "unit", unit(env), 1);
    bench_json_field(f, "compiler", env->compiler, 1);
    bench_json_field(f, "flags", env->flags, 1);
    bench_json_field(f, "git_commit", env->git_commit, 1);
    bench_json_field(f, "os", env->os, 1);
    bench_json_field(f, "hostname", env->hostname, 1);
    bench_json_field(f, "date", env->date, 1);
    bench_json_field(f, "randomness", env->randomness, 1);
    bench_json_field(f, "counter_note", env->counter_note, 1);
    fprintf(f, "    \"cpus_allowed\": %d,\n", env->cpus_allowed);
    bench_json_field(f, "governor", env->governor, 1);
    bench_json_field(f, "warnings", env->warnings, env->emulation[0] != '\0');
    if (env->emulation[0] != '\0') bench_json_field(f, "emulation", env->emulation, 0);
    fprintf(f, "  },\n  \"config\": {\"iterations\": %lu, \"rounds\": %lu, \"budget_seconds\": %g, "
               "\"warmup_seconds\": %g, \"message_bytes\": %zu,\n    \"limits\": {\"ci\": %g, "
               "\"drift\": %g, \"calibration\": %g, \"cpu_wait\": %g}},\n",
            cfg->iterations, cfg->rounds, cfg->budget, cfg->warmup, cfg->msg_len,
            cfg->limits.ci_limit, cfg->limits.drift_limit, cfg->limits.calib_limit,
            cfg->limits.delay_limit);
    fprintf(f, "  \"calibration\": {\"workload\": \"8000 dependent multiply-xorshift steps, "
               "median of 11 timings before each round and after the last\", \"median\": %.1f, "
               "\"spread\": %.4f,\n    \"ticks\": ",
            cal->median, cal->spread);
    write_doubles(f, cal->ticks, cal->rounds + 1);
    fputs("},\n  \"results\": [\n", f);
    for (size_t i = 0; i < n; i++) {
        const kpqc_scheme_info *in = kpqc_scheme_info_of(r[i].scheme);
        int kem = in->kind == KPQC_KIND_KEM;
        fputs("    {\"scheme\": ", f);
        bench_json_string(f, in->name);
        fputs(", \"family\": ", f);
        bench_json_string(f, in->family);
        fputs(", \"group\": ", f);
        bench_json_string(f, in->group ? in->group : "");
        fputs(", \"version\": ", f);
        bench_json_string(f, in->version);
        if (in->current_row != NULL) { /* a versioned row: the row it is a version of */
            fputs(", \"current_row\": ", f);
            bench_json_string(f, in->current_row);
        }
        fprintf(f, ", \"kind\": \"%s\", \"level\": %d, \"backend\": ", kem ? "kem" : "signature",
                in->nist_level);
        bench_json_string(f, r[i].backend);
        fputs(", \"implementation\": ", f);
        bench_json_string(f, implementation(&r[i]));
        fprintf(f, ",\n     \"sizes\": {\"public_key\": %zu, \"secret_key\": %zu, \"%s\": %zu},\n",
                in->public_key_bytes, in->secret_key_bytes, kem ? "ciphertext" : "signature",
                kem ? in->ciphertext_bytes : in->signature_bytes);
        fputs("     \"error\": ", f);
        bench_json_string(f, r[i].error);
        fprintf(f, ",\n     \"sched\": {\"wall_seconds\": %.6f, \"run_delay_seconds\": %.6f, "
                   "\"involuntary_switches\": %ld,\n       \"round_wall_seconds\": [",
                r[i].wall_seconds, r[i].run_delay_seconds, r[i].involuntary_switches);
        for (size_t j = 0; r[i].round_wall != NULL && j < cfg->rounds; j++) {
            fprintf(f, "%s%.6f", j ? "," : "", r[i].round_wall[j]);
        }
        fputs("], \"round_run_delay_seconds\": [", f);
        for (size_t j = 0; r[i].round_delay != NULL && j < cfg->rounds; j++) {
            fprintf(f, "%s%.6f", j ? "," : "", r[i].round_delay[j]);
        }
        fputs("]}", f);
        fputs(",\n     \"operations\": [\n", f);
        for (size_t k = 0; k < r[i].n_ops; k++) {
            const bench_op *op = &r[i].ops[k];
            const bench_stats *s = &op->stats;
            fprintf(f, "       {\"name\": \"%s\", \"n\": %zu, \"budget_hit\": %s, \"median\": %.1f, "
                       "\"mean\": %.1f, \"min\": %llu, \"max\": %llu, \"p25\": %.1f, \"p75\": %.1f, "
                       "\"p99\": %.1f, \"stddev\": %.1f,\n        ",
                    op->name, s->n, op->budget_hit ? "true" : "false", s->median, s->mean,
                    (unsigned long long)s->min, (unsigned long long)s->max, s->p25, s->p75,
                    s->p99, s->stddev);
            fprintf(f, "\"ci95\": [%.1f, %.1f], \"ci95_order_statistics\": [%.1f, %.1f], "
                       "\"ci95_rounds\": [%.1f, %.1f], \"ci95_relative\": %.5f,\n        "
                       "\"round_spread\": %.5f, \"round_medians\": ",
                    s->ci_low, s->ci_high, s->os_low, s->os_high, s->rounds_low, s->rounds_high,
                    bench_ci_relative(s), s->round_spread);
            write_doubles(f, op->round_medians, op->round_medians ? cfg->rounds : 0);
            fputs(", \"round_sizes\": [", f);
            for (size_t j = 0; op->round_sizes != NULL && j < cfg->rounds; j++) {
                fprintf(f, "%s%zu", j ? "," : "", op->round_sizes[j]);
            }
            fputs("],\n        \"flags\": [", f);
            for (unsigned b = 0, first = 1; b < 4; b++) {
                if (op->flags & (1u << b)) {
                    fprintf(f, "%s\"%s\"", first ? "" : ", ", flag_names[b]);
                    first = 0;
                }
            }
            fputs("], \"flag_reason\": ", f);
            bench_json_string(f, op->reason);
            fputs(",\n        \"samples\": [", f);
            for (size_t j = 0; j < op->n; j++) {
                fprintf(f, "%s%llu", j ? "," : "", (unsigned long long)op->samples[j]);
            }
            fprintf(f, "]}%s\n", k + 1 < r[i].n_ops ? "," : "");
        }
        fprintf(f, "     ]}%s\n", i + 1 < n ? "," : "");
    }
    fputs("  ]\n}\n", f);
}

void bench_write_csv(FILE *f, const bench_result *r, size_t n, const bench_environment *env)
{
    fprintf(f, "scheme,family,kind,level,group,backend,implementation,operation,n,budget_hit,median,mean,"
               "min,max,p25,p75,p99,stddev,ci95_low,ci95_high,flags,unit,counter,cpu,compiler,commit,"
               "error\n");
    for (size_t i = 0; i < n; i++) {
        const kpqc_scheme_info *in = kpqc_scheme_info_of(r[i].scheme);
        const char *kind = in->kind == KPQC_KIND_KEM ? "kem" : "signature";
        if (r[i].error[0] != '\0') {
            fprintf(f, "%s,%s,%s,%d,\"%s\",%s,\"%s\",,,,,,,,,,,,,,,%s,\"%s\",\"%s\",\"%s\",%s,\"%s\"\n",
                    in->name, in->family, kind, in->nist_level, group_of(in), r[i].backend,
                    implementation(&r[i]), unit(env), env->counter,
                    env->cpu_model, env->compiler, env->git_commit, r[i].error);
            continue;
        }
        for (size_t k = 0; k < r[i].n_ops; k++) {
            const bench_stats *s = &r[i].ops[k].stats;
            fprintf(f, "%s,%s,%s,%d,\"%s\",%s,\"%s\",%s,%zu,%d,%.1f,%.1f,%llu,%llu,%.1f,%.1f,%.1f,%.1f,"
                       "%.1f,%.1f,\"%s\",%s,\"%s\",\"%s\",\"%s\",%s,\n",
                    in->name, in->family, kind, in->nist_level, group_of(in), r[i].backend,
                    implementation(&r[i]), r[i].ops[k].name,
                    s->n, r[i].ops[k].budget_hit, s->median, s->mean, (unsigned long long)s->min,
                    (unsigned long long)s->max, s->p25, s->p75, s->p99, s->stddev, s->ci_low, s->ci_high,
                    r[i].ops[k].reason, unit(env), env->counter,
                    env->cpu_model, env->compiler, env->git_commit);
        }
    }
}

void bench_write_markdown(FILE *f, const bench_result *r, size_t n, const bench_environment *env)
{
    fprintf(f, "# kpqc benchmark\n\n");
    char uarch[320];
    bench_environment_uarch_line(env, uarch, sizeof uarch);
    fprintf(f, "- CPU: %s (%s)\n", env->cpu_model, env->cpu_features);
    for (const char *line = uarch; *line != '\0';) { /* each line an item */
        size_t len = strcspn(line, "\n");
        fprintf(f, "- %.*s\n", (int)len, line);
        line += len + (line[len] == '\n');
    }
    write_counter_line(f, env, "- ");
    if (env->emulation[0] != '\0') fprintf(f, "- **%s**\n", env->emulation);
    if (env->warnings[0] != '\0') fprintf(f, "- WARNING: %s\n", env->warnings);
    fprintf(f, "- compiler: %s, flags: %s\n- commit: %s, OS: %s, date: %s\n\n", env->compiler,
            env->flags, env->git_commit, env->os, env->date);
    fprintf(f, "| scheme | group | implementation | operation | n | median | 95%% CI | p25 | p75 | p99 | min | max | mean | stddev | unstable |\n");
    fprintf(f, "|---|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|\n");
    for (size_t i = 0; i < n; i++) {
        const char *name = kpqc_scheme_info_of(r[i].scheme)->name;
        if (r[i].error[0] != '\0') {
            fprintf(f, "| %s | %s | %s | FAILED: %s | | | | | | | | | | | |\n", name,
                    group_of(kpqc_scheme_info_of(r[i].scheme)), implementation(&r[i]), r[i].error);
            continue;
        }
        for (size_t k = 0; k < r[i].n_ops; k++) {
            const bench_stats *s = &r[i].ops[k].stats;
            fprintf(f, "| %s | %s | %s | %s | %zu%s | %.0f | %.0f - %.0f (+-%.2f%%) | %.0f | %.0f | %.0f | %llu | %llu | %.0f | %.0f | %s |\n",
                    name, group_of(kpqc_scheme_info_of(r[i].scheme)), implementation(&r[i]),
                    r[i].ops[k].name, s->n, r[i].ops[k].budget_hit ? "*" : "",
                    s->median, s->ci_low, s->ci_high, 100 * bench_ci_relative(s), s->p25, s->p75,
                    s->p99, (unsigned long long)s->min,
                    (unsigned long long)s->max, s->mean, s->stddev, r[i].ops[k].reason);
        }
    }
    fprintf(f, "\nUnit: %s. 95%% CI: confidence interval for the median. `*`: stopped by the "
               "time budget before the requested iterations.\n",
            unit(env));
}
