/* kpqc list [--verbose] [--all-versions]: every current scheme with its kind,
 * group, level, sizes, version and backends (those this CPU runs starred, the
 * default one, which the runtime API and every command use without --impl, in
 * brackets); --verbose adds each scheme's provenance and status, for a
 * backend with twin kernels chosen by instruction speed (kpqc_backend_path)
 * which run here and why, and the CPU's identity;
 * --all-versions adds the versioned rows ("<row>-<version>", info.current_row
 * set), e.g. SMAUG-T1-r2, each after the rows before it in the registry. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cpu.h"

/* Everything fits 120 columns (as bench's table does): long versions are cut
 * in the table (--verbose prints them whole), and a longer line ends in '~'. */
#define LIST_COLUMNS 120
#define VERSION_WIDTH 22

static int text_width(const char *s, int width)
{
    int n = s ? (int)strlen(s) : 0;
    return n > width ? n : width;
}

/* line, cut to LIST_COLUMNS with a '~' at the end when longer. */
static void put_line(char *line)
{
    if (strlen(line) > LIST_COLUMNS) {
        line[LIST_COLUMNS - 1] = '~';
        line[LIST_COLUMNS] = '\0';
    }
    puts(line);
}

/* "<indent><label><text>", wrapped at spaces to LIST_COLUMNS. */
static void put_wrapped(int indent, const char *label, const char *text)
{
    char line[LIST_COLUMNS + 1];
    int used = snprintf(line, sizeof line, "%*s%s", indent, "", label);
    const char *p = text;
    while (*p) {
        size_t word = strcspn(p, " ");
        if (used + (int)word + 1 > LIST_COLUMNS && used > indent + (int)strlen(label)) {
            puts(line);
            used = snprintf(line, sizeof line, "%*s", indent + (int)strlen(label), "");
        }
        used += snprintf(line + used, sizeof line - (size_t)used, "%s%.*s",
                         used > indent + (int)strlen(label) ? " " : "",
                         (int)(word > LIST_COLUMNS - 8 ? LIST_COLUMNS - 8 : word), p);
        p += word;
        while (*p == ' ') p++;
    }
    puts(line);
}

int cmd_list(int argc, char **argv)
{
    int verbose = 0, all_versions = 0;
    for (int a = 1; a < argc; a++) {
        if (strcmp(argv[a], "--verbose") == 0 || strcmp(argv[a], "-v") == 0) {
            verbose = 1;
        } else if (strcmp(argv[a], "--all-versions") == 0) {
            all_versions = 1;
        } else {
            cli_error("list takes no arguments but --verbose and --all-versions (got '%s')",
                      argv[a]);
            return CLI_EXIT_USAGE;
        }
    }
    int wname = 12, wgroup = 5, wversion = 7;
    for (size_t i = 0; i < kpqc_scheme_count(); i++) {
        const kpqc_scheme *s = kpqc_scheme_at(i);
        if (!all_versions && !kpqc_scheme_is_current(s)) continue;
        const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
        wname = text_width(in->name, wname);
        wgroup = text_width(in->group, wgroup);
        wversion = text_width(in->version, wversion);
    }
    if (wversion > VERSION_WIDTH) wversion = VERSION_WIDTH;
    char line[1024];
    snprintf(line, sizeof line, "%-*s %-4s %-*s %3s %7s %7s %7s  %-*s %s", wname, "scheme", "kind",
             wgroup, "group", "lvl", "pk", "sk", "ct/sig", wversion, "version",
             "backends (*: runs here)");
    put_line(line);
    for (size_t i = 0; i < kpqc_scheme_count(); i++) {
        const kpqc_scheme *s = kpqc_scheme_at(i);
        if (!all_versions && !kpqc_scheme_is_current(s)) continue;
        const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
        int kem = in->kind == KPQC_KIND_KEM;
        char backends[256] = "";
        const char *dflt = kpqc_backend_default(s);
        for (size_t b = 0; b < kpqc_backend_count(s); b++) {
            size_t used = strlen(backends);
            const char *bn = kpqc_backend_name(s, b);
            int is_default = dflt != NULL && strcmp(bn, dflt) == 0;
            snprintf(backends + used, sizeof backends - used, "%s%s%s%s%s", used ? " " : "",
                     is_default ? "[" : "", bn, kpqc_backend_available(s, b) ? "*" : "",
                     is_default ? "]" : "");
        }
        if (in->implementation != NULL) {
            /* The library behind the backend picks its code at run time: what
             * it picked, without the parenthesis (--verbose: all of it). */
            const char *impl = in->implementation();
            size_t used = strlen(backends);
            snprintf(backends + used, sizeof backends - used, ": %.*s", (int)strcspn(impl, "("),
                     impl);
            used = strlen(backends);
            while (used > 0 && backends[used - 1] == ' ') backends[--used] = '\0';
        }
        char version[VERSION_WIDTH + 1];
        int cut = (int)strlen(in->version) > wversion;
        snprintf(version, sizeof version, "%.*s%s", cut ? wversion - 1 : wversion, in->version,
                 cut ? "~" : "");
        snprintf(line, sizeof line, "%-*s %-4s %-*s %3d %7zu %7zu %7zu  %-*s %s", wname, in->name,
                 kem ? "KEM" : "sig", wgroup, in->group ? in->group : "-", in->nist_level,
                 in->public_key_bytes, in->secret_key_bytes,
                 kem ? in->ciphertext_bytes : in->signature_bytes, wversion, version, backends);
        int line_cut = strlen(line) > LIST_COLUMNS;
        put_line(line);
        if (verbose && (cut || line_cut)) put_wrapped(wname + 3, "version: ", in->version);
        if (verbose && line_cut) put_wrapped(wname + 3, "backends: ", backends);
        if (verbose && in->implementation != NULL) {
            put_wrapped(wname + 3, "runs: ", in->implementation());
        }
        if (verbose && in->provenance != NULL) put_wrapped(wname + 3, "", in->provenance);
        if (verbose && in->status != NULL) put_wrapped(wname + 3, "status: ", in->status);
        for (size_t b = 0; verbose && b < kpqc_backend_count(s); b++) {
            const char *path = kpqc_backend_path(s, b);
            char label[64];
            snprintf(label, sizeof label, "%s: ", kpqc_backend_name(s, b));
            if (path != NULL) put_wrapped(wname + 3, label, path);
        }
    }
    if (verbose) {
        char features[256];
        kpqc_cpu_feature_names(kpqc_cpu_features(), features, sizeof features);
        printf("\n");
        put_wrapped(0, "cpu features: ", features[0] ? features : "(none detected)");
        kpqc_cpu_identity id;
        kpqc_cpu_identify(&id);
        if (id.vendor[0] != '\0') {
            printf("cpu: %s family 0x%x model 0x%x stepping %u (%s)\n", id.vendor, id.family,
                   id.model, id.stepping, id.uarch);
        }
    }
    return 0;
}
