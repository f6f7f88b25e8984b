#include <string.h>

#include "writers.h"

static const char *unit(const bench_environment *env)
{
    if (strstr(env->counter, "ticks") != NULL) return "ticks"; /* aarch64 cntvct_el0 */
    return strstr(env->counter, "ns") != NULL ? "ns" : "cycles";
}

/* Microseconds for a tick count, or -1 when the tick rate is unknown. */
static double micros(const bench_environment *env, double ticks)
{
    return env->counter_hz > 0 ? ticks * 1e6 / env->counter_hz : -1;
}

void bench_write_table(FILE *f, const bench_result *r, size_t n, const bench_environment *env)
{
    fprintf(f, "counter: %s, %.0f MHz, overhead %lu subtracted; %s (%s)\n", env->counter,
            env->counter_hz / 1e6, env->overhead, env->cpu_model,
            env->cpu_features[0] ? env->cpu_features : "no features detected");
    if (env->emulation[0] != '\0') fprintf(f, "%s\n", env->emulation);
    int w = 12; /* the scheme column fits the longest name (SPHINCS+-SHAKE-256s-simple) */
    for (size_t i = 0; i < n; i++) {
        int len = (int)strlen(kpqc_scheme_info_of(r[i].scheme)->name);
        w = len > w ? len : w;
    }
    fprintf(f, "%-*s %-8s %-8s %7s %12s %12s %12s %12s %12s %12s %10s %10s\n", w, "scheme",
            "backend", "op", "n", "median", "mean", "min", "max", "p25", "p75", "stddev", "median_us");
    for (size_t i = 0; i < n; i++) {
        const char *name = kpqc_scheme_info_of(r[i].scheme)->name;
        if (r[i].error[0] != '\0') {
            fprintf(f, "%-*s %-8s FAILED: %s\n", w, name, r[i].backend, r[i].error);
            continue;
        }
        for (size_t k = 0; k < r[i].n_ops; k++) {
            const bench_stats *s = &r[i].ops[k].stats;
            fprintf(f, "%-*s %-8s %-8s %6zu%s %12.0f %12.0f %12llu %12llu %12.0f %12.0f %10.0f %10.2f\n",
                    w, name, r[i].backend, r[i].ops[k].name, s->n, r[i].ops[k].budget_hit ? "*" : " ",
                    s->median, s->mean, (unsigned long long)s->min, (unsigned long long)s->max,
                    s->p25, s->p75, s->stddev, micros(env, s->median));
        }
    }
    fprintf(f, "(%s; * = stopped by the time budget)\n", unit(env));
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

void bench_write_json(FILE *f, const bench_result *r, size_t n, const bench_environment *env,
                      const bench_config *cfg)
{
    fputs("{\n  \"format\": \"kpqc-bench-1\",\n  \"environment\": {\n", f);
    bench_json_field(f, "cpu_model", env->cpu_model, 1);
    bench_json_field(f, "cpu_features", env->cpu_features, 1);
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
    bench_json_field(f, "randomness", env->randomness, env->emulation[0] != '\0');
    if (env->emulation[0] != '\0') bench_json_field(f, "emulation", env->emulation, 0);
    fprintf(f, "  },\n  \"config\": {\"iterations\": %lu, \"budget_seconds\": %g, "
               "\"warmup_seconds\": %g, \"message_bytes\": %zu},\n  \"results\": [\n",
            cfg->iterations, cfg->budget, cfg->warmup, cfg->msg_len);
    for (size_t i = 0; i < n; i++) {
        const kpqc_scheme_info *in = kpqc_scheme_info_of(r[i].scheme);
        int kem = in->kind == KPQC_KIND_KEM;
        fputs("    {\"scheme\": ", f);
        bench_json_string(f, in->name);
        fputs(", \"family\": ", f);
        bench_json_string(f, in->family);
        fputs(", \"version\": ", f);
        bench_json_string(f, in->version);
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
        fputs(",\n     \"operations\": [\n", f);
        for (size_t k = 0; k < r[i].n_ops; k++) {
            const bench_op *op = &r[i].ops[k];
            const bench_stats *s = &op->stats;
            fprintf(f, "       {\"name\": \"%s\", \"n\": %zu, \"budget_hit\": %s, \"median\": %.1f, "
                       "\"mean\": %.1f, \"min\": %llu, \"max\": %llu, \"p25\": %.1f, \"p75\": %.1f, "
                       "\"stddev\": %.1f,\n        \"samples\": [",
                    op->name, s->n, op->budget_hit ? "true" : "false", s->median, s->mean,
                    (unsigned long long)s->min, (unsigned long long)s->max, s->p25, s->p75,
                    s->stddev);
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
    fprintf(f, "scheme,family,kind,level,backend,implementation,operation,n,budget_hit,median,mean,min,max,p25,"
               "p75,stddev,unit,counter,cpu,compiler,commit,error\n");
    for (size_t i = 0; i < n; i++) {
        const kpqc_scheme_info *in = kpqc_scheme_info_of(r[i].scheme);
        const char *kind = in->kind == KPQC_KIND_KEM ? "kem" : "signature";
        if (r[i].error[0] != '\0') {
            fprintf(f, "%s,%s,%s,%d,%s,\"%s\",,,,,,,,,,,%s,\"%s\",\"%s\",\"%s\",%s,\"%s\"\n",
                    in->name, in->family, kind, in->nist_level, r[i].backend,
                    implementation(&r[i]), unit(env), env->counter,
                    env->cpu_model, env->compiler, env->git_commit, r[i].error);
            continue;
        }
        for (size_t k = 0; k < r[i].n_ops; k++) {
            const bench_stats *s = &r[i].ops[k].stats;
            fprintf(f, "%s,%s,%s,%d,%s,\"%s\",%s,%zu,%d,%.1f,%.1f,%llu,%llu,%.1f,%.1f,%.1f,%s,"
                       "\"%s\",\"%s\",\"%s\",%s,\n",
                    in->name, in->family, kind, in->nist_level, r[i].backend,
                    implementation(&r[i]), r[i].ops[k].name,
                    s->n, r[i].ops[k].budget_hit, s->median, s->mean, (unsigned long long)s->min,
                    (unsigned long long)s->max, s->p25, s->p75, s->stddev, unit(env), env->counter,
                    env->cpu_model, env->compiler, env->git_commit);
        }
    }
}

void bench_write_markdown(FILE *f, const bench_result *r, size_t n, const bench_environment *env)
{
    fprintf(f, "# kpqc benchmark\n\n");
    fprintf(f, "- CPU: %s (%s)\n- counter: %s, %.0f MHz, overhead %lu subtracted\n",
            env->cpu_model, env->cpu_features, env->counter, env->counter_hz / 1e6, env->overhead);
    if (env->emulation[0] != '\0') fprintf(f, "- **%s**\n", env->emulation);
    fprintf(f, "- compiler: %s, flags: %s\n- commit: %s, OS: %s, date: %s\n\n", env->compiler,
            env->flags, env->git_commit, env->os, env->date);
    fprintf(f, "| scheme | implementation | operation | n | median | p25 | p75 | min | max | mean | stddev |\n");
    fprintf(f, "|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|\n");
    for (size_t i = 0; i < n; i++) {
        const char *name = kpqc_scheme_info_of(r[i].scheme)->name;
        if (r[i].error[0] != '\0') {
            fprintf(f, "| %s | %s | FAILED: %s | | | | | | | | |\n", name, implementation(&r[i]),
                    r[i].error);
            continue;
        }
        for (size_t k = 0; k < r[i].n_ops; k++) {
            const bench_stats *s = &r[i].ops[k].stats;
            fprintf(f, "| %s | %s | %s | %zu%s | %.0f | %.0f | %.0f | %llu | %llu | %.0f | %.0f |\n",
                    name, implementation(&r[i]), r[i].ops[k].name, s->n,
                    r[i].ops[k].budget_hit ? "*" : "",
                    s->median, s->p25, s->p75, (unsigned long long)s->min,
                    (unsigned long long)s->max, s->mean, s->stddev);
        }
    }
    fprintf(f, "\nUnit: %s. `*`: stopped by the time budget before the requested iterations.\n",
            unit(env));
}
