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

static int text_width(const char *s, int width)
{
    int n = s ? (int)strlen(s) : 0;
    return n > width ? n : width;
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
    int wname = 12, wgroup = 5, wversion = 24;
    for (size_t i = 0; i < kpqc_scheme_count(); i++) {
        const kpqc_scheme_info *in = kpqc_scheme_info_of(kpqc_scheme_at(i));
        wname = text_width(in->name, wname);
        wgroup = text_width(in->group, wgroup);
        wversion = text_width(in->version, wversion);
    }
    printf("%-*s %-9s %-*s %5s %7s %7s %9s  %-*s %s\n", wname, "scheme", "kind", wgroup, "group",
           "level", "pk", "sk", "ct/sig", wversion, "version", "backends (* = runs here, [default])");
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
            /* The library behind the backend picks its code at run time. */
            size_t used = strlen(backends);
            snprintf(backends + used, sizeof backends - used, ": %s", in->implementation());
        }
        printf("%-*s %-9s %-*s %5d %7zu %7zu %9zu  %-*s %s\n", wname, in->name,
               kem ? "KEM" : "signature", wgroup, in->group ? in->group : "-", in->nist_level,
               in->public_key_bytes, in->secret_key_bytes,
               kem ? in->ciphertext_bytes : in->signature_bytes, wversion, in->version, backends);
        if (verbose && in->provenance != NULL) {
            printf("%-*s   %s\n", wname, "", in->provenance);
        }
        if (verbose && in->status != NULL) {
            printf("%-*s   status: %s\n", wname, "", in->status);
        }
        for (size_t b = 0; verbose && b < kpqc_backend_count(s); b++) {
            const char *path = kpqc_backend_path(s, b);
            if (path != NULL) printf("%-*s   %s: %s\n", wname, "", kpqc_backend_name(s, b), path);
        }
    }
    if (verbose) {
        char features[256];
        kpqc_cpu_feature_names(kpqc_cpu_features(), features, sizeof features);
        printf("\ncpu features: %s\n", features[0] ? features : "(none detected)");
        kpqc_cpu_identity id;
        kpqc_cpu_identify(&id);
        if (id.vendor[0] != '\0') {
            printf("cpu: %s family 0x%x model 0x%x stepping %u (%s)\n", id.vendor, id.family,
                   id.model, id.stepping, id.uarch);
        }
    }
    return 0;
}
