/* kpqc size [SCHEME...] [--impl BACKEND|all] [--json F]
 *
 * Code size of every scheme instance, read from this build's objects (ELF
 * section headers, apps/kpqc/elf_read.c): the instance's own objects, and the
 * same plus the shared primitives (src/common) it pulls in, resolved object
 * by object as a static link from an archive would. ROM = text + rodata +
 * data, the "ROM" of the KpqClean paper (Berkeley `size` counts .rodata as
 * text; .eh_frame is kept apart). */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "elf_read.h"
#include "json_out.h"
#include "objects.h"
#include "ops.h"
#include "select.h"

#define MAX_COMMON 64

typedef struct {
    const kpqc_scheme *scheme;
    const char *backend;
    elf_sizes own, with_common;
    char primitives[1024]; /* the shared objects pulled in, by stem, space-separated */
    char error[320];
} size_row;

typedef struct {
    elf_object obj[MAX_COMMON];
    size_t n;
    elf_archive oqs;  /* liboqs, for the NIST group */
    int oqs_loaded;   /* 1 loaded, -1 failed */
    char oqs_error[256];
} common_set;

static unsigned long long rom(const elf_sizes *z)
{
    return z->text + z->rodata + z->data;
}

static void add_sizes(elf_sizes *a, const elf_sizes *b)
{
    a->text += b->text;
    a->rodata += b->rodata;
    a->data += b->data;
    a->bss += b->bss;
    a->unwind += b->unwind;
}

static const char *base_name(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

/* A set of symbol names (borrowed pointers), open addressing. */
typedef struct {
    const char **v;
    size_t n, cap; /* cap: a power of two */
} name_list;

static size_t hash_name(const char *s)
{
    size_t h = 1469598103934665603u;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211u;
    return h;
}

static int has(const name_list *l, const char *s)
{
    if (l->cap == 0) return 0;
    for (size_t i = hash_name(s) & (l->cap - 1);; i = (i + 1) & (l->cap - 1)) {
        if (l->v[i] == NULL) return 0;
        if (strcmp(l->v[i], s) == 0) return 1;
    }
}

static int push(name_list *l, const char *s)
{
    if (has(l, s)) return 0;
    if (2 * (l->n + 1) > l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 1024;
        const char **v = calloc(cap, sizeof *v);
        if (v == NULL) return -1;
        for (size_t k = 0; k < l->cap; k++) {
            if (l->v[k] == NULL) continue;
            size_t i = hash_name(l->v[k]) & (cap - 1);
            while (v[i] != NULL) i = (i + 1) & (cap - 1);
            v[i] = l->v[k];
        }
        free(l->v);
        l->v = v;
        l->cap = cap;
    }
    size_t i = hash_name(s) & (l->cap - 1);
    while (l->v[i] != NULL) i = (i + 1) & (l->cap - 1);
    l->v[i] = s;
    l->n++;
    return 0;
}

/* Adds what `o` defines to `defined` and what it needs to `needed`. */
static int note_symbols(const elf_object *o, name_list *defined, name_list *needed)
{
    for (size_t i = 0; i < o->n_syms; i++) {
        const elf_symbol *s = &o->syms[i];
        if (s->defined && s->global && push(defined, s->name) != 0) return -1;
        if (!s->defined && push(needed, s->name) != 0) return -1;
    }
    return 0;
}

static int defines_any(const elf_object *o, const name_list *needed, const name_list *defined)
{
    for (size_t i = 0; i < o->n_syms; i++) {
        const elf_symbol *s = &o->syms[i];
        if (s->defined && s->global && has(needed, s->name) && !has(defined, s->name)) return 1;
    }
    return 0;
}

static void note_primitive(size_row *row, const char *path)
{
    const char *b = base_name(path);
    size_t n = strcspn(b, "."), used = strlen(row->primitives);
    if (used + n + 2 >= sizeof row->primitives) return;
    snprintf(row->primitives + used, sizeof row->primitives - used, "%s%.*s", used ? " " : "",
             (int)n, b);
}

/* liboqs members that are its shared code rather than one algorithm's: they
 * define OQS_ functions outside OQS_KEM_/OQS_SIG_ (SHA-3, SHA-2, AES,
 * randomness, memory, CPU) or Keccak permutations. */
static int oqs_common_member(const elf_object *o)
{
    for (size_t i = 0; i < o->n_syms; i++) {
        const elf_symbol *s = &o->syms[i];
        if (!s->defined || !s->global) continue;
        if (strncmp(s->name, "OQS_", 4) == 0 && strncmp(s->name, "OQS_KEM_", 8) != 0 &&
            strncmp(s->name, "OQS_SIG_", 8) != 0) {
            return 1;
        }
        if (strstr(s->name, "Keccak") != NULL || strstr(s->name, "keccak") != NULL) return 1;
    }
    return 0;
}

/* A NIST row: liboqs's members pulled from OQS_KEM_<alg>_* or OQS_SIG_<alg>_*
 * on, as the linker would pull them from liboqs.a. */
static void measure_archive_row(size_row *row, const char *prefix, common_set *common)
{
    if (common->oqs_loaded == 0) {
        common->oqs_loaded = cli_liboqs_archive != NULL &&
                                     elf_archive_read(cli_liboqs_archive, &common->oqs,
                                                      common->oqs_error) == 0
                                 ? 1
                                 : -1;
        if (cli_liboqs_archive == NULL) {
            snprintf(common->oqs_error, sizeof common->oqs_error, "liboqs is not in this build");
        }
    }
    if (common->oqs_loaded < 0) {
        snprintf(row->error, sizeof row->error, "%s", common->oqs_error);
        return;
    }
    const elf_archive *a = &common->oqs;
    name_list defined = {NULL, 0, 0}, needed = {NULL, 0, 0};
    unsigned char *pulled = calloc(a->n + 1, 1);
    if (pulled == NULL) goto oom;
    size_t plen = strlen(prefix);
    for (int pass = 0, changed = 1; changed; pass++) {
        changed = 0;
        for (size_t k = 0; k < a->n; k++) {
            const elf_object *o = &a->members[k].obj;
            if (pulled[k]) continue;
            int want = 0;
            for (size_t i = 0; i < o->n_syms && !want; i++) {
                const elf_symbol *sy = &o->syms[i];
                if (!sy->defined || !sy->global) continue;
                want = pass == 0 ? strncmp(sy->name, prefix, plen) == 0
                                 : has(&needed, sy->name) && !has(&defined, sy->name);
            }
            if (!want) continue;
            pulled[k] = 1;
            changed = 1;
            if (note_symbols(o, &defined, &needed) != 0) goto oom;
            add_sizes(&row->with_common, &o->sizes);
            if (oqs_common_member(o)) {
                note_primitive(row, a->members[k].name);
            } else {
                add_sizes(&row->own, &o->sizes);
            }
        }
        if (pass == 0 && !changed) {
            snprintf(row->error, sizeof row->error, "liboqs defines no %s* function", prefix);
            break;
        }
        if (pass == 0) changed = 1;
    }
    goto out;
oom:
    snprintf(row->error, sizeof row->error, "out of memory");
out:
    free(pulled);
    free(defined.v);
    free(needed.v);
}

static void measure_row(size_row *row, size_t b, common_set *common)
{
    const cli_instance_objects *inst =
        cli_instance_for(bench_backend_descriptor(row->scheme, b));
    elf_object *objs = NULL;
    size_t n_objs = 0;
    name_list defined = {NULL, 0, 0}, needed = {NULL, 0, 0};
    if (inst == NULL) {
        const char *prefix = cli_archive_prefix_for(bench_backend_descriptor(row->scheme, b));
        if (prefix != NULL) {
            measure_archive_row(row, prefix, common);
        } else {
            snprintf(row->error, sizeof row->error, "its objects are not known to this build");
        }
        return;
    }
    while (inst->objects[n_objs] != NULL) n_objs++;
    objs = calloc(n_objs + 1, sizeof *objs);
    if (objs == NULL) {
        snprintf(row->error, sizeof row->error, "out of memory");
        return;
    }
    size_t loaded = 0;
    for (; loaded < n_objs; loaded++) {
        char err[256];
        if (elf_object_read(inst->objects[loaded], &objs[loaded], err) != 0) {
            snprintf(row->error, sizeof row->error, "%s (rebuild kpqc)", err);
            goto out;
        }
        add_sizes(&row->own, &objs[loaded].sizes);
        if (note_symbols(&objs[loaded], &defined, &needed) != 0) goto oom;
    }
    row->with_common = row->own;
    int pulled[MAX_COMMON] = {0};
    for (int changed = 1; changed;) {
        changed = 0;
        for (size_t k = 0; k < common->n; k++) {
            if (pulled[k] || !defines_any(&common->obj[k], &needed, &defined)) continue;
            pulled[k] = 1;
            changed = 1;
            note_primitive(row, cli_common_objects[k]);
            add_sizes(&row->with_common, &common->obj[k].sizes);
            if (note_symbols(&common->obj[k], &defined, &needed) != 0) goto oom;
        }
    }
    goto out;
oom:
    snprintf(row->error, sizeof row->error, "out of memory");
out:
    for (size_t i = 0; i < loaded; i++) elf_object_free(&objs[i]);
    free(objs);
    free(defined.v);
    free(needed.v);
}

/* The table fits 120 columns: each distinct set of primitives pulled gets a
 * number (P1, P2, ...) in the table and is listed, wrapped, below it. */
#define SIZE_COLUMNS 120

static void write_primitive_sets(FILE *f, const size_row *rows, size_t n, const size_t *set_of,
                                 size_t sets)
{
    for (size_t k = 0; k < sets; k++) {
        size_t first = 0;
        while (set_of[first] != k) first++;
        int used = fprintf(f, "P%zu:", k + 1);
        for (const char *p = rows[first].primitives; *p;) {
            size_t len = strcspn(p, " ");
            if (used + 1 + (int)len > SIZE_COLUMNS) {
                fputs("\n    ", f);
                used = 4;
            }
            used += fprintf(f, " %.*s", (int)len, p);
            p += len;
            while (*p == ' ') p++;
        }
        fputc('\n', f);
    }
    (void)n;
}

static void write_table(FILE *f, const size_row *rows, size_t n)
{
    size_t *set_of = calloc(n + 1, sizeof *set_of), sets = 0;
    for (size_t i = 0; set_of != NULL && i < n; i++) {
        size_t j = 0;
        while (j < i && (rows[j].error[0] != '\0' || strcmp(rows[j].primitives, rows[i].primitives) != 0)) j++;
        set_of[i] = j < i ? set_of[j] : sets++;
    }
    int w = 14; /* the longest name: SPHINCS+-SHAKE-256f-simple, 26 */
    for (size_t i = 0; i < n; i++) {
        int len = (int)strlen(kpqc_scheme_info_of(rows[i].scheme)->name);
        if (len > w) w = len;
    }
    fprintf(f, "%-*s %-8s|%-38s|%-38s|\n", w, "", "", " scheme code only",
            " with the shared primitives it uses");
    fprintf(f, "%-*s %-8s|%7s %7s %6s %6s %8s|%7s %7s %6s %6s %8s| %s\n", w, "scheme", "backend",
            "text", "rodata", "data", "bss", "ROM", "text", "rodata", "data", "bss", "ROM", "pulls");
    for (size_t i = 0; i < n; i++) {
        const size_row *r = &rows[i];
        const char *name = kpqc_scheme_info_of(r->scheme)->name;
        if (r->error[0] != '\0') {
            fprintf(f, "%-*s %-8s| n/a: %s\n", w, name, r->backend, r->error);
            continue;
        }
        const elf_sizes *a = &r->own, *c = &r->with_common;
        char set[16] = "?";
        if (set_of != NULL) snprintf(set, sizeof set, "P%zu", set_of[i] + 1);
        fprintf(f, "%-*s %-8s|%7llu %7llu %6llu %6llu %8llu|%7llu %7llu %6llu %6llu %8llu| %s\n", w,
                name, r->backend, a->text, a->rodata, a->data, a->bss, rom(a), c->text, c->rodata,
                c->data, c->bss, rom(c), set);
    }
    fprintf(f, "(bytes, from this build's objects; ROM = text + rodata + data; unwind tables "
               "(.eh_frame) not counted)\nshared primitives pulled (the objects of src/common):\n");
    if (set_of != NULL) write_primitive_sets(f, rows, n, set_of, sets);
    free(set_of);
}

static void json_sizes(FILE *f, const char *key, const elf_sizes *z)
{
    fprintf(f, "\"%s\": {\"text\": %llu, \"rodata\": %llu, \"data\": %llu, \"bss\": %llu, "
               "\"unwind\": %llu, \"rom\": %llu}",
            key, z->text, z->rodata, z->data, z->bss, z->unwind, rom(z));
}

static void write_json(FILE *f, const size_row *rows, size_t n)
{
    fputs("{\n  \"format\": \"kpqc-size-1\",\n", f);
    json_environment(f);
    fputs("  \"config\": {\"rom\": \"text + rodata + data\", \"source\": \"ELF section headers "
          "of the build's objects\"},\n  \"results\": [\n",
          f);
    for (size_t i = 0; i < n; i++) {
        const size_row *r = &rows[i];
        const kpqc_scheme_info *in = kpqc_scheme_info_of(r->scheme);
        fputs("    {", f);
        json_row_identity(f, in, ", ", r->backend);
        fputs(", \"error\": ", f);
        json_str(f, r->error);
        if (r->error[0] == '\0') {
            fputs(",\n     ", f);
            json_sizes(f, "scheme_only", &r->own);
            fputs(",\n     ", f);
            json_sizes(f, "with_common", &r->with_common);
            fputs(",\n     \"common_objects\": [", f);
            for (const char *p = r->primitives; *p;) {
                size_t len = strcspn(p, " ");
                fprintf(f, "%s\"%.*s\"", p == r->primitives ? "" : ", ", (int)len, p);
                p += len;
                while (*p == ' ') p++;
            }
            fputs("]", f);
        }
        fprintf(f, "}%s\n", i + 1 < n ? "," : "");
    }
    fputs("  ]\n}\n", f);
}

int cmd_size(int argc, char **argv)
{
    cli_selection sel = {NULL, 0, NULL};
    const char *json = NULL;
    int status = CLI_EXIT_USAGE;
    size_row *rows = NULL;
    common_set *common = calloc(1, sizeof *common);
    if (common == NULL) {
        cli_error("out of memory");
        return CLI_EXIT_FAILURE;
    }
    static const char *const valued[] = {"--impl", "--json", NULL};
    cli_args args = {"size", valued, NULL, argc, argv, 0};
    const char *opt, *v;
    for (int k; (k = cli_args_next(&args, &opt, &v)) != CLI_ARG_END;) {
        int taken = cli_selection_take(&sel, k, opt, v);
        if (taken < 0) goto out;
        if (!taken) json = v; /* --json */
    }
    if (cli_selection_finish(&sel) != 0) goto out;
    if (output_probe(json) != 0) goto out;
    for (; cli_common_objects[common->n] != NULL; common->n++) {
        char err[256];
        if (common->n == MAX_COMMON) {
            cli_error("more than %d objects of shared primitives", MAX_COMMON);
            status = CLI_EXIT_FAILURE;
            goto out;
        }
        if (elf_object_read(cli_common_objects[common->n], &common->obj[common->n], err) != 0) {
            cli_error("%s (size reads the objects of the build that made this kpqc)", err);
            status = CLI_EXIT_FAILURE;
            goto out;
        }
    }
    rows = calloc(sel.n * 4 + 1, sizeof *rows);
    if (rows == NULL) {
        cli_error("out of memory");
        status = CLI_EXIT_FAILURE;
        goto out;
    }
    size_t n = 0;
    int failures = 0;
    for (size_t i = 0; i < sel.n; i++) {
        for (size_t b = 0; b < kpqc_backend_count(sel.schemes[i]); b++) {
            if (!cli_selection_wants(&sel, sel.schemes[i], b)) continue;
            size_row *row = &rows[n++];
            row->scheme = sel.schemes[i];
            row->backend = kpqc_backend_name(sel.schemes[i], b);
            measure_row(row, b, common);
            if (row->error[0] != '\0') failures++;
        }
    }
    if (n == 0) {
        cli_error("no scheme chosen has a '%s' backend", sel.impl);
        goto out;
    }
    write_table(stdout, rows, n);
    int wrote = 1;
    if (json != NULL) {
        output_file o;
        wrote = output_open(&o, json) == 0;
        if (wrote) {
            write_json(o.fp, rows, n);
            wrote = output_commit(&o) == 0;
        }
    }
    status = failures == 0 && wrote ? 0 : CLI_EXIT_FAILURE;
out:
    for (size_t k = 0; k < common->n; k++) elf_object_free(&common->obj[k]);
    elf_archive_free(&common->oqs);
    free(common);
    free(rows);
    cli_selection_free(&sel);
    return status;
}
