/* kpqc profile SCHEME OPERATION [--impl BACKEND|all] [--top N] [--reps N] [--json F]
 *
 * Where one operation spends its instructions, after the KpqClean paper's
 * Tables 9-15: kpqc runs itself under valgrind --tool=callgrind with the
 * hidden command `__run`, which prepares inputs, calls the operation once
 * unmeasured (lazy binding, first-touch effects), then --reps times between
 * CALLGRIND_START_INSTRUMENTATION and CALLGRIND_STOP_INSTRUMENTATION. The
 * callgrind output is parsed here: self and inclusive instruction counts per
 * function, and the share spent in the shared primitives (Keccak, AES, SHA-2),
 * told apart by the object of src/common that defines each function (its
 * category follows from the object's name: category_of_stem). */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli.h"
#include "progress.h"
#include "elf_read.h"
#include "json_out.h"
#include "objects.h"
#include "ops.h"

#if defined(KPQC_HAVE_CALLGRIND_H) && KPQC_HAVE_CALLGRIND_H
#include <valgrind/callgrind.h>
#define HAVE_CALLGRIND 1
#else
#define HAVE_CALLGRIND 0
#define CALLGRIND_START_INSTRUMENTATION
#define CALLGRIND_STOP_INSTRUMENTATION
#endif

/* ---- the hidden command: kpqc __run SCHEME OP [--impl B] [--reps N] [--rng drbg|os] ---- */

static int find_backend(const kpqc_scheme *s, const char *impl, size_t *out)
{
    const char *want = impl ? impl : kpqc_backend_default(s);
    for (size_t b = 0; b < kpqc_backend_count(s); b++) {
        if (strcmp(kpqc_backend_name(s, b), want) == 0) {
            if (!kpqc_backend_available(s, b)) {
                cli_error("this CPU cannot run the %s backend of %s", want,
                          kpqc_scheme_info_of(s)->name);
                return -1;
            }
            *out = b;
            return 0;
        }
    }
    cli_error("%s has no backend '%s'", kpqc_scheme_info_of(s)->name, want);
    return -1;
}

static int find_op(const kpqc_scheme *s, const char *name, int *out)
{
    *out = bench_op_index(s, name);
    if (*out >= 0) return 0;
    const char *const *n = bench_op_names(s);
    cli_error("unknown operation '%s' for %s (%s, %s or %s)", name, kpqc_scheme_info_of(s)->name,
              n[0], n[1], n[2]);
    return -1;
}

/* Keeps the loop (and the client requests) in one function of its own. */
__attribute__((noinline)) static int run_reps(bench_opctx *ctx, unsigned long reps)
{
    int rc = 0;
    CALLGRIND_START_INSTRUMENTATION;
    for (unsigned long i = 0; i < reps; i++) rc |= bench_opctx_call(ctx, i + 1);
    CALLGRIND_STOP_INSTRUMENTATION;
    return rc;
}

int cmd_run_hidden(int argc, char **argv)
{
    const char *impl = NULL, *rng = "drbg";
    unsigned long reps = 3;
    const char *pos[2];
    int npos = 0;
    static const char *const valued[] = {"--impl", "--reps", "--rng", NULL};
    cli_args args = {"__run", valued, NULL, argc, argv, 0};
    const char *opt, *v;
    for (int k; (k = cli_args_next(&args, &opt, &v)) != CLI_ARG_END;) {
        if (k == CLI_ARG_ERROR) return CLI_EXIT_USAGE;
        if (k == CLI_ARG_WORD) {
            if (npos == 2) {
                cli_error("__run takes one scheme and one operation");
                return CLI_EXIT_USAGE;
            }
            pos[npos++] = opt;
        } else if (strcmp(opt, "--impl") == 0) {
            impl = v;
        } else if (strcmp(opt, "--reps") == 0) {
            if (cli_count_option(opt, v, 0, 1000000, &reps) != 0) return CLI_EXIT_USAGE;
        } else if (strcmp(v, "drbg") == 0 || strcmp(v, "os") == 0) {
            rng = v;
        } else {
            cli_error("--rng must be drbg or os, got '%s'", v);
            return CLI_EXIT_USAGE;
        }
    }
    if (npos != 2) {
        cli_error("usage: kpqc __run SCHEME OPERATION [--impl B] [--reps N] [--rng drbg|os]");
        return CLI_EXIT_USAGE;
    }
    const kpqc_scheme *s = cli_find_scheme(pos[0]);
    size_t b;
    int op;
    if (s == NULL || find_op(s, pos[1], &op) != 0 || find_backend(s, impl, &b) != 0) {
        return CLI_EXIT_USAGE;
    }
    uint8_t seed[48];
    for (int i = 0; i < 48; i++) seed[i] = (uint8_t)i;
    if (strcmp(rng, "drbg") == 0) kpqc_random_use_drbg(seed);
    char err[160];
    /* The same inputs whatever --reps, so runs with --reps 0 and 1 differ by
     * the operation alone (the massif cross-check compares them). */
    bench_opctx *ctx = bench_opctx_new(s, b, op, reps < 4 ? 4 : reps + 1, err);
    if (ctx == NULL) {
        cli_error("%s: %s", kpqc_scheme_info_of(s)->name, err);
        return CLI_EXIT_FAILURE;
    }
    int rc = 0;
    if (reps > 0) {
        rc = bench_opctx_call(ctx, 0); /* unmeasured: lazy binding, first touches */
        rc |= run_reps(ctx, reps);
    }
    bench_opctx_free(ctx);
    kpqc_random_use_os();
    if (rc != 0) {
        cli_error("%s %s failed", kpqc_scheme_info_of(s)->name, pos[1]);
        return CLI_EXIT_FAILURE;
    }
    return 0;
}

/* ---- callgrind output ---- */

typedef struct {
    char *name;             /* recursion suffixes ('2) removed */
    unsigned long long self, inclusive, calls;
    const char *category;   /* shared primitive, or NULL */
} cg_func;

typedef struct {
    cg_func *f;
    size_t n, cap;
} cg_profile;

/* One function as callgrind names it: its self cost, the inclusive cost of
 * its calls into other functions, and how often it was called by others. */

typedef struct {
    char *name;             /* as written, with a recursion suffix */
    unsigned long long self, out, calls;
} cg_variant;

typedef struct {
    cg_variant *v;
    size_t n, cap;
    long *by_id;            /* compressed name id -> index in v, or -1 */
    size_t n_ids;
} variant_table;

static long variant_index(variant_table *t, const char *name)
{
    for (size_t i = 0; i < t->n; i++) {
        if (strcmp(t->v[i].name, name) == 0) return (long)i;
    }
    if (t->n == t->cap) {
        size_t cap = t->cap ? 2 * t->cap : 256;
        cg_variant *v = realloc(t->v, cap * sizeof *v);
        if (v == NULL) return -1;
        t->v = v;
        t->cap = cap;
    }
    cg_variant *e = &t->v[t->n];
    memset(e, 0, sizeof *e);
    e->name = malloc(strlen(name) + 1);
    if (e->name == NULL) return -1;
    strcpy(e->name, name);
    return (long)t->n++;
}

/* "fn=(12) name", "fn=(12)" or "fn=name": the variant it names, or -1. */
static long parse_name_ref(variant_table *t, char *spec)
{
    char *name = spec;
    long id = -1;
    if (*spec == '(') {
        char *end;
        id = strtol(spec + 1, &end, 10);
        if (*end != ')' || id < 0 || id > 10000000) return -1;
        name = end + 1;
        while (*name == ' ') name++;
        if ((size_t)id >= t->n_ids) {
            size_t n = (size_t)id + 1024;
            long *m = realloc(t->by_id, n * sizeof *m);
            if (m == NULL) return -1;
            for (size_t k = t->n_ids; k < n; k++) m[k] = -1;
            t->by_id = m;
            t->n_ids = n;
        }
        if (*name == '\0') return t->by_id[id];
    }
    long v = variant_index(t, name);
    if (id >= 0 && v >= 0) t->by_id[id] = v;
    return v;
}

/* The first event of a cost line after `npos` position fields. */
static unsigned long long cost_of(const char *line, int npos)
{
    const char *p = line;
    for (int k = 0; k < npos; k++) {
        while (*p && *p != ' ') p++;
        while (*p == ' ') p++;
    }
    return strtoull(p, NULL, 10);
}

static int parse_callgrind(const char *path, variant_table *t, unsigned long long *total,
                           char *error)
{
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        snprintf(error, 256, "cannot read the callgrind output %.150s: %.60s", path, strerror(errno));
        return -1;
    }
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    int npos = 1, after_calls = 0;
    long fn = -1, cfn = -1;
    unsigned long long pending_calls = 0, summary = 0, totals = 0;
    int have_totals = 0, rc = 0;
    while ((len = getline(&line, &cap, f)) >= 0) {
        while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r')) line[--len] = '\0';
        char c = line[0];
        if ((c >= '0' && c <= '9') || c == '+' || c == '-' || c == '*') {
            unsigned long long cost = cost_of(line, npos);
            if (fn < 0) continue;
            if (after_calls) {
                after_calls = 0;
                if (cfn >= 0 && cfn != fn) {
                    t->v[fn].out += cost;
                    t->v[cfn].calls += pending_calls;
                }
            } else {
                t->v[fn].self += cost;
            }
        } else if (strncmp(line, "fn=", 3) == 0) {
            fn = parse_name_ref(t, line + 3);
            if (fn < 0) rc = -1;
        } else if (strncmp(line, "cfn=", 4) == 0) {
            cfn = parse_name_ref(t, line + 4);
            if (cfn < 0) rc = -1;
        } else if (strncmp(line, "calls=", 6) == 0) {
            pending_calls = strtoull(line + 6, NULL, 10);
            after_calls = 1;
        } else if (strncmp(line, "positions:", 10) == 0) {
            npos = strstr(line, "instr") != NULL && strstr(line, "line") != NULL ? 2 : 1;
        } else if (strncmp(line, "summary:", 8) == 0) {
            summary = strtoull(line + 8, NULL, 10);
        } else if (strncmp(line, "totals:", 7) == 0) {
            totals = strtoull(line + 7, NULL, 10);
            have_totals = 1;
        }
        if (rc != 0) break;
    }
    free(line);
    fclose(f);
    if (rc != 0) {
        snprintf(error, 256, "cannot parse the callgrind output %.200s", path);
        return -1;
    }
    *total = have_totals ? totals : summary;
    return 0;
}

/* Folds recursion variants (name'2) into one function each. */
static int fold(const variant_table *t, cg_profile *p)
{
    for (size_t i = 0; i < t->n; i++) {
        const cg_variant *v = &t->v[i];
        size_t base = strcspn(v->name, "'");
        size_t k;
        for (k = 0; k < p->n; k++) {
            if (strlen(p->f[k].name) == base && strncmp(p->f[k].name, v->name, base) == 0) break;
        }
        if (k == p->n) {
            if (p->n == p->cap) {
                size_t cap = p->cap ? 2 * p->cap : 256;
                cg_func *nf = realloc(p->f, cap * sizeof *nf);
                if (nf == NULL) return -1;
                p->f = nf;
                p->cap = cap;
            }
            memset(&p->f[k], 0, sizeof p->f[k]);
            p->f[k].name = malloc(base + 1);
            if (p->f[k].name == NULL) return -1;
            memcpy(p->f[k].name, v->name, base);
            p->f[k].name[base] = '\0';
            p->n++;
        }
        cg_func *f = &p->f[k];
        unsigned long long incl = v->self + v->out;
        f->self += v->self;
        if (incl > f->inclusive) f->inclusive = incl;
        if (v->name[base] == '\0') f->calls += v->calls;
    }
    return 0;
}

/* ---- which functions are shared primitives ---- */

/* The category of an object of src/common, from its name (up to the first
 * dot), so that a new kernel file of a primitive (keccakf1600_bmi2.c, say)
 * lands with its primitive without a list to extend: Keccak, AES, SHA-2 and
 * randomness by name; the other shared code by a list. NULL: unclassified,
 * which `kpqc __profile-categories` reports (a test fails on it). */
static const char *category_of_stem(const char *b, size_t n)
{
    static const char *const other[] = {"lsh512", "cpu", "ct"};
    char stem[64];
    if (n >= sizeof stem) return NULL;
    memcpy(stem, b, n);
    stem[n] = '\0';
    if (strstr(stem, "keccak") || strstr(stem, "fips202") || strstr(stem, "sha3") ||
        strstr(stem, "shake")) {
        return "Keccak";
    }
    if (strncmp(stem, "aes", 3) == 0) return "AES";
    if (strncmp(stem, "sha2", 4) == 0) return "SHA-2";
    if (strstr(stem, "rand") || strstr(stem, "drbg")) return "randomness";
    for (size_t i = 0; i < sizeof other / sizeof other[0]; i++) {
        if (strcmp(stem, other[i]) == 0) return "other shared";
    }
    return NULL;
}

static const char *category_of_object(const char *path)
{
    const char *b = strrchr(path, '/');
    b = b ? b + 1 : path;
    return category_of_stem(b, strcspn(b, "."));
}

/* kpqc __profile-categories: every object of src/common in this build and its
 * category; exit 1 when one is unclassified. */
int cmd_profile_categories(void)
{
    int status = 0;
    for (size_t k = 0; cli_common_objects[k] != NULL; k++) {
        const char *b = strrchr(cli_common_objects[k], '/');
        b = b ? b + 1 : cli_common_objects[k];
        const char *cat = category_of_object(cli_common_objects[k]);
        printf("%-24.*s %s\n", (int)strcspn(b, "."), b, cat ? cat : "unclassified");
        if (cat == NULL) status = CLI_EXIT_FAILURE;
    }
    return status;
}

/* Falls back to names when the objects of the build are gone. */
static const char *category_by_name(const char *name)
{
    if (strstr(name, "keccak") || strstr(name, "shake") || strstr(name, "sha3")) return "Keccak";
    if (strstr(name, "aes256") || strstr(name, "aesni")) return "AES";
    if (strstr(name, "sha256") || strstr(name, "sha512")) return "SHA-2";
    if (strstr(name, "randombytes") || strstr(name, "ctr_drbg")) return "randomness";
    return NULL;
}

/* The NIST group: liboqs's own SHA-3/Keccak, AES and SHA-2 code, recognised by
 * the liboqs.a members that define OQS_SHA3_, OQS_AES, OQS_SHA2_ functions or
 * Keccak permutations; their functions get the category by name. */
static void assign_liboqs_categories(cg_profile *p)
{
    elf_archive a;
    char err[256];
    if (cli_liboqs_archive == NULL || elf_archive_read(cli_liboqs_archive, &a, err) != 0) return;
    for (size_t m = 0; m < a.n; m++) {
        const elf_object *o = &a.members[m].obj;
        const char *cat = NULL;
        for (size_t i = 0; i < o->n_syms && cat == NULL; i++) {
            const char *nm = o->syms[i].name;
            if (!o->syms[i].defined || !o->syms[i].global) continue;
            if (strncmp(nm, "OQS_SHA3_", 9) == 0 || strstr(nm, "Keccak") != NULL) {
                cat = "Keccak";
            } else if (strncmp(nm, "OQS_AES", 7) == 0) {
                cat = "AES";
            } else if (strncmp(nm, "OQS_SHA2_", 9) == 0) {
                cat = "SHA-2";
            } else if (strncmp(nm, "OQS_randombytes", 15) == 0) {
                cat = "randomness";
            }
        }
        for (size_t i = 0; cat != NULL && i < o->n_syms; i++) {
            if (!o->syms[i].defined || !o->syms[i].func) continue;
            for (size_t j = 0; j < p->n; j++) {
                if (p->f[j].category == NULL && strcmp(p->f[j].name, o->syms[i].name) == 0) {
                    p->f[j].category = cat;
                }
            }
        }
    }
    elf_archive_free(&a);
}

static void assign_categories(cg_profile *p, int *from_objects)
{
    int ok = 1;
    *from_objects = 0;
    for (size_t k = 0; cli_common_objects[k] != NULL && ok; k++) {
        elf_object o;
        char err[256];
        if (elf_object_read(cli_common_objects[k], &o, err) != 0) {
            ok = 0;
            break;
        }
        const char *cat = category_of_object(cli_common_objects[k]);
        if (cat == NULL) cat = "unclassified";
        for (size_t i = 0; i < o.n_syms; i++) {
            if (!o.syms[i].defined || !o.syms[i].func) continue;
            for (size_t j = 0; j < p->n; j++) {
                if (strcmp(p->f[j].name, o.syms[i].name) == 0) p->f[j].category = cat;
            }
        }
        elf_object_free(&o);
    }
    if (ok && cli_common_objects[0] != NULL) {
        *from_objects = 1;
        assign_liboqs_categories(p);
        return;
    }
    for (size_t j = 0; j < p->n; j++) p->f[j].category = category_by_name(p->f[j].name);
}

/* ---- running valgrind ---- */

static int find_in_path(const char *prog, char *out, size_t cap)
{
    const char *path = getenv("PATH");
    if (path == NULL) return -1;
    while (*path) {
        size_t n = strcspn(path, ":");
        if (n > 0 && n + strlen(prog) + 2 <= cap) {
            snprintf(out, cap, "%.*s/%s", (int)n, path, prog);
            if (access(out, X_OK) == 0) return 0;
        }
        path += n;
        if (*path == ':') path++;
    }
    return -1;
}

static int run_callgrind(const char *valgrind, const char *self, const char *out_file,
                         const char *log_file, char *const *run_args, char *error)
{
    char out_opt[4200];
    snprintf(out_opt, sizeof out_opt, "--callgrind-out-file=%s", out_file);
    char *argv[24];
    int n = 0;
    argv[n++] = (char *)valgrind;
    argv[n++] = (char *)"--tool=callgrind";
    argv[n++] = (char *)"--instr-atstart=no";
    argv[n++] = out_opt;
    argv[n++] = (char *)self;
    for (int i = 0; run_args[i] != NULL && n < 23; i++) argv[n++] = run_args[i];
    argv[n] = NULL;
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) {
        snprintf(error, 256, "cannot start valgrind: %s", strerror(errno));
        return -1;
    }
    if (pid == 0) {
        int fd = open(log_file, O_WRONLY | O_TRUNC);
        if (fd >= 0) {
            dup2(fd, STDOUT_FILENO);
            dup2(fd, STDERR_FILENO);
            close(fd);
        }
        execv(valgrind, argv);
        _exit(127);
    }
    int status;
    while (waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR) {
            snprintf(error, 256, "lost valgrind: %s", strerror(errno));
            return -1;
        }
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        /* The last line of the log says why. */
        char last[200] = "no output", buf[512];
        FILE *f = fopen(log_file, "r");
        while (f != NULL && fgets(buf, sizeof buf, f) != NULL) {
            buf[strcspn(buf, "\n")] = '\0';
            if (buf[0] != '\0') snprintf(last, sizeof last, "%.180s", buf);
        }
        if (f != NULL) fclose(f);
        snprintf(error, 256, "valgrind failed (%s)", last);
        return -1;
    }
    return 0;
}

static int by_inclusive(const void *a, const void *b)
{
    const cg_func *x = a, *y = b;
    if (x->inclusive != y->inclusive) return x->inclusive < y->inclusive ? 1 : -1;
    if (x->self != y->self) return x->self < y->self ? 1 : -1;
    return strcmp(x->name, y->name);
}

/* The harness's own functions are not part of the operation. */
static int is_harness(const char *name)
{
    return strcmp(name, "run_reps") == 0 || strcmp(name, "bench_opctx_call") == 0;
}

static const char *const shown_categories[] = {"Keccak", "AES", "SHA-2", "randomness",
                                               "other shared"};
#define N_SHOWN (sizeof shown_categories / sizeof shown_categories[0])

typedef struct {
    const kpqc_scheme *s;
    const char *backend, *op;
    const char *rng; /* "drbg" or "os" */
    unsigned long reps;
    unsigned long long per_call_total;
    double denom;
    double share[N_SHOWN];
    int from_objects;
} profile_summary;

static void write_text(FILE *f, const profile_summary *ps, const cg_profile *p, size_t top)
{
    fprintf(f, "%s [%s] %s: %llu instructions per call (callgrind, mean of %lu calls, %s)\n\n",
            kpqc_scheme_info_of(ps->s)->name, ps->backend, ps->op, ps->per_call_total, ps->reps,
            strcmp(ps->rng, "os") == 0 ? "OS randomness (getrandom)"
                                       : "AES-256 CTR-DRBG randomness");
    fprintf(f, "%7s %7s %10s  %s\n", "incl%", "self%", "calls/op", "function");
    size_t shown = 0;
    for (size_t i = 0; i < p->n && shown < top; i++) {
        const cg_func *c = &p->f[i];
        if (is_harness(c->name)) continue;
        fprintf(f, "%7.2f %7.2f %10.1f  %s%s%s%s\n", 100.0 * (double)c->inclusive / ps->denom,
                100.0 * (double)c->self / ps->denom, (double)c->calls / (double)ps->reps, c->name,
                c->category ? "  [" : "", c->category ? c->category : "", c->category ? "]" : "");
        shown++;
    }
    double prim = ps->share[0] + ps->share[1] + ps->share[2];
    fprintf(f, "\nshared primitives (self cost): Keccak %.2f%%, AES %.2f%%, SHA-2 %.2f%% "
               "= %.2f%%\n",
            100 * ps->share[0], 100 * ps->share[1], 100 * ps->share[2], 100 * prim);
    fprintf(f, "randomness (CTR-DRBG, its AES included above): %.2f%%; other shared code: "
               "%.2f%%\n",
            100 * ps->share[3], 100 * ps->share[4]);
    if (!ps->from_objects) {
        fprintf(f, "(primitives told apart by function name: the build's objects were not "
                   "found)\n");
    }
}

static void write_json(FILE *f, const profile_summary *ps, const cg_profile *p)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(ps->s);
    fputs("{\n  \"format\": \"kpqc-profile-1\",\n", f);
    json_environment(f);
    fputs("  ", f);
    json_row_identity(f, in, ",\n  ", ps->backend);
    fprintf(f, ", \"operation\": \"%s\", \"calls\": %lu, \"rng\": \"%s\", "
               "\"instructions_per_call\": %llu,\n",
            ps->op, ps->reps, ps->rng, ps->per_call_total);
    fputs("  \"shares\": {", f);
    for (size_t k = 0; k < N_SHOWN; k++) {
        fprintf(f, "%s\"%s\": %.6f", k ? ", " : "", shown_categories[k], ps->share[k]);
    }
    fputs("},\n  \"functions\": [\n", f);
    int first = 1;
    for (size_t i = 0; i < p->n; i++) {
        const cg_func *c = &p->f[i];
        if (is_harness(c->name)) continue;
        fprintf(f, "%s    {\"name\": ", first ? "" : ",\n");
        json_str(f, c->name);
        fprintf(f, ", \"inclusive\": %.1f, \"self\": %.1f, \"calls\": %.2f, \"category\": ",
                (double)c->inclusive / (double)ps->reps, (double)c->self / (double)ps->reps,
                (double)c->calls / (double)ps->reps);
        if (c->category) {
            json_str(f, c->category);
        } else {
            fputs("null", f);
        }
        fputs("}", f);
        first = 0;
    }
    fputs("\n  ]\n}\n", f);
}

/* Profiles backend b of s for one operation and prints (or writes) it. */
static int profile_one(const kpqc_scheme *s, size_t b, const char *opname, unsigned long reps,
                       unsigned long top, const char *rng, const char *valgrind, const char *self,
                       const char *json)
{
    const char *tmpdir = getenv("TMPDIR");
    char out_file[4096], log_file[4096];
    snprintf(out_file, sizeof out_file, "%s/kpqc-callgrind-XXXXXX", tmpdir ? tmpdir : "/tmp");
    snprintf(log_file, sizeof log_file, "%s/kpqc-valgrind-XXXXXX", tmpdir ? tmpdir : "/tmp");
    int fd1 = mkstemp(out_file), fd2 = fd1 >= 0 ? mkstemp(log_file) : -1;
    if (fd1 < 0 || fd2 < 0) {
        cli_error("cannot create a temporary file: %s", strerror(errno));
        if (fd1 >= 0) {
            close(fd1);
            unlink(out_file);
        }
        return CLI_EXIT_FAILURE;
    }
    close(fd1);
    close(fd2);
    char reps_s[32];
    snprintf(reps_s, sizeof reps_s, "%lu", reps);
    char *run_args[] = {(char *)"__run", (char *)kpqc_scheme_info_of(s)->name, (char *)opname,
                        (char *)"--impl", (char *)kpqc_backend_name(s, b),
                        (char *)"--reps", reps_s, (char *)"--rng", (char *)rng, NULL};
    char err[256];
    variant_table t = {NULL, 0, 0, NULL, 0};
    cg_profile p;
    memset(&p, 0, sizeof p);
    unsigned long long total = 0;
    int status = CLI_EXIT_FAILURE;
    /* In any output: a run under callgrind takes seconds to minutes. */
    fprintf(stderr, "kpqc profile: running %s [%s] %s under callgrind (%lu calls)...\n",
            kpqc_scheme_info_of(s)->name, kpqc_backend_name(s, b), opname, reps);
    double t0 = cli_now();
    if (run_callgrind(valgrind, self, out_file, log_file, run_args, err) != 0 ||
        parse_callgrind(out_file, &t, &total, err) != 0) {
        cli_error("%s", err);
        goto out;
    }
    char took[24];
    cli_format_duration(took, cli_now() - t0);
    fprintf(stderr, "kpqc profile: %s [%s] %s done in %s\n", kpqc_scheme_info_of(s)->name,
            kpqc_backend_name(s, b), opname, took);
    if (fold(&t, &p) != 0) {
        cli_error("out of memory");
        goto out;
    }
    qsort(p.f, p.n, sizeof p.f[0], by_inclusive);
    profile_summary ps;
    memset(&ps, 0, sizeof ps);
    ps.s = s;
    ps.backend = kpqc_backend_name(s, b);
    ps.op = opname;
    ps.reps = reps;
    ps.rng = rng;
    /* The operation's cost: what the harness's call spent, else everything. */
    ps.denom = (double)total;
    for (size_t i = 0; i < p.n; i++) {
        if (strcmp(p.f[i].name, "bench_opctx_call") == 0 && p.f[i].inclusive > 0) {
            ps.denom = (double)p.f[i].inclusive;
        }
    }
    if (ps.denom <= 0) {
        cli_error("callgrind counted no instructions (was kpqc built with callgrind.h?)");
        goto out;
    }
    ps.per_call_total = (unsigned long long)(ps.denom / (double)reps + 0.5);
    assign_categories(&p, &ps.from_objects);
    for (size_t i = 0; i < p.n; i++) {
        for (size_t k = 0; k < N_SHOWN && p.f[i].category; k++) {
            /* An unclassified object of src/common (a test fails on one) counts as
             * other shared code, and is tagged [unclassified] in the list. */
            const char *cat = strcmp(p.f[i].category, "unclassified") == 0 ? "other shared"
                                                                             : p.f[i].category;
            if (strcmp(cat, shown_categories[k]) == 0) {
                ps.share[k] += (double)p.f[i].self / ps.denom;
            }
        }
    }
    write_text(stdout, &ps, &p, top);
    status = 0;
    if (json != NULL) {
        output_file o;
        if (output_open(&o, json) != 0) {
            status = CLI_EXIT_FAILURE;
        } else {
            write_json(o.fp, &ps, &p);
            if (output_commit(&o) != 0) status = CLI_EXIT_FAILURE;
        }
    }
out:
    unlink(out_file);
    unlink(log_file);
    for (size_t i = 0; i < t.n; i++) free(t.v[i].name);
    free(t.v);
    free(t.by_id);
    for (size_t i = 0; i < p.n; i++) free(p.f[i].name);
    free(p.f);
    return status;
}

int cmd_profile(int argc, char **argv)
{
    const char *impl = NULL, *json = NULL;
    unsigned long top = 20, reps = 3;
    const char *pos[2];
    int npos = 0;
    static const char *const valued[] = {"--impl", "--top", "--reps", "--rng", "--json", NULL};
    cli_args args = {"profile", valued, NULL, argc, argv, 0};
    const char *rng = "drbg";
    const char *opt, *v;
    for (int k; (k = cli_args_next(&args, &opt, &v)) != CLI_ARG_END;) {
        if (k == CLI_ARG_ERROR) return CLI_EXIT_USAGE;
        if (k == CLI_ARG_WORD) {
            if (npos == 2) {
                cli_error("profile takes one scheme and one operation, got '%s' too", opt);
                return CLI_EXIT_USAGE;
            }
            pos[npos++] = opt;
        } else if (strcmp(opt, "--impl") == 0) {
            impl = v;
        } else if (strcmp(opt, "--top") == 0) {
            if (cli_count_option(opt, v, 1, 100000, &top) != 0) return CLI_EXIT_USAGE;
        } else if (strcmp(opt, "--reps") == 0) {
            if (cli_count_option(opt, v, 1, 10000, &reps) != 0) return CLI_EXIT_USAGE;
        } else if (strcmp(opt, "--rng") == 0) {
            if (strcmp(v, "drbg") != 0 && strcmp(v, "os") != 0) {
                cli_error("--rng must be drbg or os, got '%s'", v);
                return CLI_EXIT_USAGE;
            }
            rng = v;
        } else {
            json = v;
        }
    }
    if (npos != 2) {
        cli_error("usage: kpqc profile SCHEME OPERATION [--impl BACKEND|all] [--top N] [--reps N] "
                  "[--rng drbg|os] [--json F]");
        return CLI_EXIT_USAGE;
    }
    const kpqc_scheme *s = cli_find_scheme(pos[0]);
    size_t b = 0;
    int op, all = impl != NULL && strcmp(impl, "all") == 0;
    if (s == NULL || find_op(s, pos[1], &op) != 0 || (!all && find_backend(s, impl, &b) != 0)) {
        return CLI_EXIT_USAGE;
    }
    if (all && json != NULL) {
        cli_error("--json writes one profile: name one backend with --impl, not all");
        return CLI_EXIT_USAGE;
    }
    if (output_probe(json) != 0) return CLI_EXIT_USAGE; /* before anything else can fail */
    if (!HAVE_CALLGRIND) {
        cli_error("this kpqc was built without valgrind/callgrind.h (apt-get install valgrind, "
                  "then rebuild)");
        return CLI_EXIT_USAGE;
    }
    char valgrind[4096], self[4096];
    const char *env_vg = getenv("KPQC_VALGRIND");
    if (env_vg != NULL && env_vg[0] != '\0') {
        snprintf(valgrind, sizeof valgrind, "%s", env_vg);
    } else if (find_in_path("valgrind", valgrind, sizeof valgrind) != 0) {
        cli_error("profile needs valgrind, which is not on PATH (apt-get install valgrind)");
        return CLI_EXIT_USAGE;
    }
    ssize_t sl = readlink("/proc/self/exe", self, sizeof self - 1);
    if (sl <= 0) {
        cli_error("cannot find the kpqc executable (/proc/self/exe)");
        return CLI_EXIT_FAILURE;
    }
    self[sl] = '\0';
    if (!all) return profile_one(s, b, pos[1], reps, top, rng, valgrind, self, json);
    /* --impl all: one profile per backend this CPU runs, one after the other. */
    int status = 0;
    for (b = 0; b < kpqc_backend_count(s) && status == 0; b++) {
        if (!kpqc_backend_available(s, b)) {
            printf("%s [%s]: not profiled, this CPU lacks its features\n\n",
                   kpqc_scheme_info_of(s)->name, kpqc_backend_name(s, b));
            continue;
        }
        status = profile_one(s, b, pos[1], reps, top, rng, valgrind, self, NULL);
        if (b + 1 < kpqc_backend_count(s)) printf("\n");
    }
    return status;
}

