/* Scheme and backend selection shared by kpqc mem and kpqc size; family and
 * group names in scheme lists; suggestions for unknown scheme names. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "select.h"

static int reserve(cli_selection *sel)
{
    if (sel->schemes == NULL) {
        sel->schemes = calloc(kpqc_scheme_count() + 1, sizeof *sel->schemes);
        if (sel->schemes == NULL) {
            cli_error("out of memory");
            return -1;
        }
    }
    return 0;
}

int cli_selection_add(cli_selection *sel, const char *name)
{
    const kpqc_scheme *s = cli_find_scheme(name);
    if (s == NULL || reserve(sel) != 0) return -1;
    for (size_t i = 0; i < sel->n; i++) {
        if (sel->schemes[i] == s) return 0;
    }
    sel->schemes[sel->n++] = s;
    return 0;
}

int cli_selection_take(cli_selection *sel, int kind, const char *arg, const char *val)
{
    if (kind == CLI_ARG_ERROR) return -1;
    if (kind == CLI_ARG_WORD) return cli_selection_add(sel, arg) == 0 ? 1 : -1;
    if (kind != CLI_ARG_OPTION || strcmp(arg, "--impl") != 0) return 0;
    sel->impl = val;
    return 1;
}

int cli_selection_finish(cli_selection *sel)
{
    if (reserve(sel) != 0) return -1;
    if (sel->impl == NULL) sel->impl = "all";
    if (strcmp(sel->impl, "all") != 0) {
        int known = 0;
        for (size_t i = 0; i < kpqc_scheme_count() && !known; i++) {
            const kpqc_scheme *s = kpqc_scheme_at(i);
            for (size_t b = 0; b < kpqc_backend_count(s); b++) {
                known |= strcmp(kpqc_backend_name(s, b), sel->impl) == 0;
            }
        }
        if (!known) {
            cli_error("unknown backend '%s' (a backend name from 'kpqc list', or all)", sel->impl);
            return -1;
        }
    }
    if (sel->n == 0) {
        for (size_t i = 0; i < kpqc_scheme_count(); i++) sel->schemes[sel->n++] = kpqc_scheme_at(i);
    }
    return 0;
}

int cli_selection_wants(const cli_selection *sel, const kpqc_scheme *s, size_t b)
{
    return strcmp(sel->impl, "all") == 0 || strcmp(sel->impl, kpqc_backend_name(s, b)) == 0;
}

void cli_selection_free(cli_selection *sel)
{
    free(sel->schemes);
    sel->schemes = NULL;
    sel->n = 0;
}

static int same_text(const char *a, const char *b)
{
    for (; *a && *b; a++, b++) {
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b)) return 0;
    }
    return *a == *b;
}

/* 1 if scheme s is a current row of the family or group called name
 * (versioned rows, e.g. SMAUG-T1-r2, are selected only by their own name). */
static int in_group(const kpqc_scheme *s, const char *name)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    if (!kpqc_scheme_is_current(s)) return 0;
    return same_text(in->family, name) || (in->group != NULL && same_text(in->group, name));
}

/* The options of bench, mem, size and kat --check that take no value. */
static int is_flag(const char *opt)
{
    return strcmp(opt, "--check") == 0 || strcmp(opt, "--no-round1") == 0;
}

static size_t group_size(const char *name)
{
    size_t n = 0;
    for (size_t i = 0; i < kpqc_scheme_count(); i++) n += (size_t)in_group(kpqc_scheme_at(i), name);
    return n;
}

char **cli_expand_groups(int *argc, char **argv)
{
    size_t cap = (size_t)*argc + 1;
    for (int i = 2; i < *argc; i++) {
        if (is_flag(argv[i])) {
            continue;
        } else if (strncmp(argv[i], "--", 2) == 0) {
            i++;
        } else if (kpqc_scheme_find(argv[i]) == NULL) {
            cap += group_size(argv[i]);
        }
    }
    char **out = calloc(cap, sizeof *out);
    if (out == NULL) {
        cli_error("out of memory");
        return NULL;
    }
    int n = 0;
    out[n++] = argv[0];
    out[n++] = argv[1];
    for (int i = 2; i < *argc; i++) {
        if (is_flag(argv[i])) {
            out[n++] = argv[i];
        } else if (strncmp(argv[i], "--", 2) == 0) {
            out[n++] = argv[i];
            if (i + 1 < *argc) out[n++] = argv[++i];
        } else if (kpqc_scheme_find(argv[i]) == NULL && group_size(argv[i]) > 0) {
            for (size_t k = 0; k < kpqc_scheme_count(); k++) {
                const kpqc_scheme *s = kpqc_scheme_at(k);
                /* the registry's strings outlive main */
                if (in_group(s, argv[i])) out[n++] = (char *)(uintptr_t)kpqc_scheme_info_of(s)->name;
            }
        } else {
            out[n++] = argv[i];
        }
    }
    out[n] = NULL;
    *argc = n;
    return out;
}

/* Lower-case letters and digits only: "SMAUG-T1" -> "smaugt1". */
#define KEY_MAX 48
static size_t name_key(const char *name, char key[KEY_MAX])
{
    size_t n = 0;
    for (; *name && n < KEY_MAX - 1; name++) {
        if (isalnum((unsigned char)*name)) key[n++] = (char)tolower((unsigned char)*name);
    }
    key[n] = 0;
    return n;
}

/* Edit distance with adjacent transpositions (optimal string alignment). */
static size_t distance(const char *a, size_t la, const char *b, size_t lb)
{
    size_t d[KEY_MAX][KEY_MAX];
    for (size_t i = 0; i <= la; i++) d[i][0] = i;
    for (size_t j = 0; j <= lb; j++) d[0][j] = j;
    for (size_t i = 1; i <= la; i++) {
        for (size_t j = 1; j <= lb; j++) {
            size_t best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
            if (d[i - 1][j] + 1 < best) best = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < best) best = d[i][j - 1] + 1;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
                d[i - 2][j - 2] + 1 < best) {
                best = d[i - 2][j - 2] + 1;
            }
            d[i][j] = best;
        }
    }
    return d[la][lb];
}

void cli_unknown_scheme(const char *name)
{
    char list[1024] = "";
    size_t used = 0;
    const char *what = NULL;
    if (group_size(name) > 0) {
        what = "its schemes";
        for (size_t i = 0; i < kpqc_scheme_count(); i++) {
            const kpqc_scheme *s = kpqc_scheme_at(i);
            if (in_group(s, name) && used + 64 < sizeof list) {
                used += (size_t)snprintf(list + used, sizeof list - used, "%s%s", used ? ", " : "",
                                         kpqc_scheme_info_of(s)->name);
            }
        }
    } else {
        char key[KEY_MAX], other[KEY_MAX];
        size_t lk = name_key(name, key), best = (size_t)-1;
        /* Close enough to be a slip: at most 2 edits, fewer for short names. */
        size_t limit = lk < 6 ? 1 : 2;
        for (int pass = 0; pass < 2; pass++) {
            for (size_t i = 0; i < kpqc_scheme_count(); i++) {
                const char *cand = kpqc_scheme_info_of(kpqc_scheme_at(i))->name;
                size_t d = distance(key, lk, other, name_key(cand, other));
                if (pass == 0 && d < best) best = d;
                if (pass == 1 && d == best && best <= limit && used + 64 < sizeof list) {
                    used += (size_t)snprintf(list + used, sizeof list - used, "%s%s",
                                             used ? ", " : "", cand);
                }
            }
        }
        what = "did you mean";
    }
    if (used > 0 && strcmp(what, "its schemes") == 0) {
        cli_error("'%s' is a family or group, not one scheme; %s: %s", name, what, list);
    } else if (used > 0) {
        cli_error("unknown scheme '%s'; %s %s? (see 'kpqc list')", name, what, list);
    } else {
        cli_error("unknown scheme '%s' (see 'kpqc list')", name);
    }
}
