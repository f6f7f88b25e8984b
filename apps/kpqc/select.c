/* Scheme and backend selection shared by kpqc mem and kpqc size. */
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
