/* kpqc mem [SCHEME...] [--impl BACKEND|all] [--runs N] [--json F]
 *
 * Peak stack and heap of every operation, measured by the program itself
 * (bench/memory.c): each call runs on a painted stack of its own, and the
 * allocations it makes are counted. Every operation runs --runs times on
 * distinct inputs; the maximum is reported. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "ctr_drbg.h"
#include "json_out.h"
#include "memory.h"
#include "ops.h"
#include "progress.h"
#include "select.h"

#define STACK_BYTES ((size_t)64 << 20)

typedef struct {
    const kpqc_scheme *scheme;
    const char *backend;
    bench_mem_usage op[BENCH_MAX_OPS_PER_BACKEND];
    int n_ops;             /* BENCH_OPS_PER_KIND, or one more with sign-ws */
    size_t workspace_bytes; /* sign-ws: the caller's workspace (not stack, not heap) */
    char error[200];
} mem_row;

typedef struct {
    bench_opctx *ctx;
    size_t i;
} call_arg;

static int call_op(void *p)
{
    call_arg *a = p;
    return bench_opctx_call(a->ctx, a->i);
}

/* Fixed seeds: the measurement is reproducible run to run. */
static void seed_of(uint8_t seed[48], uint8_t tweak)
{
    for (int i = 0; i < 48; i++) seed[i] = (uint8_t)(i ^ tweak);
}

static int measure_row(bench_memprobe *probe, kpqc_ctr_drbg *drbg, size_t b, unsigned long runs,
                       mem_row *row)
{
    row->n_ops = bench_op_count(row->scheme, b);
    row->workspace_bytes = bench_workspace_bytes(row->scheme, b);
    for (int op = 0; op < row->n_ops; op++) {
        const char *name = bench_op_names(row->scheme)[op];
        char err[160];
        bench_opctx *ctx = bench_opctx_new(row->scheme, b, op, runs, err);
        if (ctx == NULL) {
            snprintf(row->error, sizeof row->error, "%s: %s", name, err);
            return -1;
        }
        bench_mem_usage *best = &row->op[op];
        for (size_t i = 0; i < runs; i++) {
            call_arg arg = {ctx, i};
            bench_mem_usage u;
            if (bench_memprobe_run(probe, call_op, &arg, drbg, &u, err) != 0) {
                snprintf(row->error, sizeof row->error, "%s: %s", name, err);
                bench_opctx_free(ctx);
                return -1;
            }
            if (u.rc != 0) {
                snprintf(row->error, sizeof row->error, "%s failed", name);
                bench_opctx_free(ctx);
                return -1;
            }
            if (u.stack_bytes > best->stack_bytes) best->stack_bytes = u.stack_bytes;
            if (u.heap_peak_bytes > best->heap_peak_bytes) best->heap_peak_bytes = u.heap_peak_bytes;
            if (u.heap_allocations > best->heap_allocations) {
                best->heap_allocations = u.heap_allocations;
            }
            best->heap_tracked = u.heap_tracked;
        }
        bench_opctx_free(ctx);
    }
    return 0;
}

static void write_table(FILE *f, const mem_row *rows, size_t n)
{
    fprintf(f, "%-14s %-9s %-9s %10s %10s %7s\n", "scheme", "backend", "operation", "stack",
            "heap", "allocs");
    for (size_t i = 0; i < n; i++) {
        const char *name = kpqc_scheme_info_of(rows[i].scheme)->name;
        if (rows[i].error[0] != '\0') {
            fprintf(f, "%-14s %-9s FAILED: %s\n", name, rows[i].backend, rows[i].error);
            continue;
        }
        for (int k = 0; k < rows[i].n_ops; k++) {
            const bench_mem_usage *u = &rows[i].op[k];
            if (u->heap_tracked) {
                fprintf(f, "%-14s %-9s %-9s %10zu %10zu %7zu", name, rows[i].backend,
                        bench_op_names(rows[i].scheme)[k], u->stack_bytes, u->heap_peak_bytes,
                        u->heap_allocations);
            } else {
                fprintf(f, "%-14s %-9s %-9s %10zu %10s %7s", name, rows[i].backend,
                        bench_op_names(rows[i].scheme)[k], u->stack_bytes, "n/a", "n/a");
            }
            if (k == BENCH_OP_SIGN_WS) {
                fprintf(f, "  + workspace %zu (caller's)", rows[i].workspace_bytes);
            }
            fputc('\n', f);
        }
    }
    /* Within 120 columns, as every table of the command. */
    fprintf(f, "(bytes; stack: high-water mark on a painted stack, below the caller's frame;\n"
               " heap: peak live bytes allocated during the call;\n"
               " sign-ws: signing through the caller's workspace of the bytes given, "
               "kpqc_sign_signature_ws)\n");
}

static void write_json(FILE *f, const mem_row *rows, size_t n, unsigned long runs)
{
    fputs("{\n  \"format\": \"kpqc-mem-1\",\n", f);
    json_environment(f);
    fprintf(f, "  \"config\": {\"runs\": %lu, \"stack_bytes_available\": %zu, "
               "\"heap_tracked\": %s, \"randomness\": \"AES-256 CTR-DRBG, fixed seed\"},\n"
               "  \"results\": [\n",
            runs, STACK_BYTES, bench_memhooks_available() ? "true" : "false");
    for (size_t i = 0; i < n; i++) {
        const kpqc_scheme_info *in = kpqc_scheme_info_of(rows[i].scheme);
        fputs("    {", f);
        json_row_identity(f, in, ", ", rows[i].backend);
        fputs(", \"error\": ", f);
        json_str(f, rows[i].error);
        fputs(",\n     \"operations\": [", f);
        if (rows[i].error[0] == '\0') {
            for (int k = 0; k < rows[i].n_ops; k++) {
                const bench_mem_usage *u = &rows[i].op[k];
                fprintf(f, "%s\n       {\"name\": \"%s\", \"stack_bytes\": %zu, ", k ? "," : "",
                        bench_op_names(rows[i].scheme)[k], u->stack_bytes);
                if (k == BENCH_OP_SIGN_WS) {
                    fprintf(f, "\"workspace_bytes\": %zu, ", rows[i].workspace_bytes);
                }
                if (u->heap_tracked) {
                    fprintf(f, "\"heap_peak_bytes\": %zu, \"heap_allocations\": %zu}",
                            u->heap_peak_bytes, u->heap_allocations);
                } else {
                    fputs("\"heap_peak_bytes\": null, \"heap_allocations\": null}", f);
                }
            }
        }
        fprintf(f, "]}%s\n", i + 1 < n ? "," : "");
    }
    fputs("  ]\n}\n", f);
}

int cmd_mem(int argc, char **argv)
{
    cli_selection sel = {NULL, 0, NULL};
    const char *json = NULL;
    unsigned long runs = 4;
    int status = CLI_EXIT_USAGE;
    mem_row *rows = NULL;
    bench_memprobe *probe = NULL;
    static const char *const valued[] = {"--impl", "--runs", "--json", NULL};
    cli_args args = {"mem", valued, NULL, argc, argv, 0};
    const char *opt, *v;
    for (int k; (k = cli_args_next(&args, &opt, &v)) != CLI_ARG_END;) {
        int taken = cli_selection_take(&sel, k, opt, v);
        if (taken < 0) goto out;
        if (taken) continue;
        if (strcmp(opt, "--json") == 0) {
            json = v;
        } else if (cli_count_option(opt, v, 1, 10000, &runs) != 0) { /* --runs */
            goto out;
        }
    }
    if (cli_selection_finish(&sel) != 0) goto out;
    if (output_probe(json) != 0) goto out;

    rows = calloc(sel.n * 4 + 1, sizeof *rows);
    char err[160];
    if (rows == NULL || (probe = bench_memprobe_new(STACK_BYTES, err)) == NULL) {
        cli_error("%s", rows == NULL ? "out of memory" : err);
        status = CLI_EXIT_FAILURE;
        goto out;
    }
    uint8_t seed[48];
    kpqc_ctr_drbg worker_drbg;
    seed_of(seed, 0x00);
    kpqc_random_use_drbg(seed);
    seed_of(seed, 0x5a);
    kpqc_ctr_drbg_init(&worker_drbg, seed, NULL);
    size_t n = 0, todo = 0;
    int failures = 0, ran_any = 0;
    for (size_t i = 0; i < sel.n; i++) {
        for (size_t b = 0; b < kpqc_backend_count(sel.schemes[i]); b++) {
            todo += cli_selection_wants(&sel, sel.schemes[i], b) &&
                    kpqc_backend_available(sel.schemes[i], b);
        }
    }
    /* A line on stderr at most every 10 s (a full run takes about a minute). */
    cli_progress prog;
    cli_progress_start(&prog, "kpqc mem", todo, 10);
    for (size_t i = 0; i < sel.n; i++) {
        for (size_t b = 0; b < kpqc_backend_count(sel.schemes[i]); b++) {
            if (!cli_selection_wants(&sel, sel.schemes[i], b)) continue;
            if (!kpqc_backend_available(sel.schemes[i], b)) continue;
            ran_any = 1;
            mem_row *row = &rows[n++];
            row->scheme = sel.schemes[i];
            row->backend = kpqc_backend_name(sel.schemes[i], b);
            if (measure_row(probe, &worker_drbg, b, runs, row) != 0) {
                cli_error("%s [%s]: %s", kpqc_scheme_info_of(row->scheme)->name, row->backend,
                          row->error);
                failures++;
            }
            char item[96];
            snprintf(item, sizeof item, "%s [%s]", kpqc_scheme_info_of(row->scheme)->name,
                     row->backend);
            cli_progress_step(&prog, item);
        }
    }
    kpqc_random_use_os();
    if (!ran_any) {
        cli_error("this CPU runs no '%s' backend of the schemes chosen", sel.impl);
        goto out;
    }
    write_table(stdout, rows, n);
    int wrote = 1;
    if (json != NULL) {
        output_file o;
        wrote = output_open(&o, json) == 0;
        if (wrote) {
            write_json(o.fp, rows, n, runs);
            wrote = output_commit(&o) == 0;
        }
    }
    status = failures == 0 && wrote ? 0 : CLI_EXIT_FAILURE;
out:
    bench_memprobe_free(probe);
    free(rows);
    cli_selection_free(&sel);
    return status;
}
