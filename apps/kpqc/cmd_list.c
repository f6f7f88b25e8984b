/* kpqc list: every scheme with its kind, level, sizes, version and backends. */
#include <stdio.h>
#include <string.h>

#include "cli.h"

int cmd_list(int argc, char **argv)
{
    if (argc > 1) {
        cli_error("list takes no arguments (got '%s')", argv[1]);
        return CLI_EXIT_USAGE;
    }
    printf("%-12s %-9s %5s %7s %7s %9s  %-24s %s\n", "scheme", "kind", "level", "pk", "sk",
           "ct/sig", "version", "backends (* = runs here)");
    for (size_t i = 0; i < kpqc_scheme_count(); i++) {
        const kpqc_scheme *s = kpqc_scheme_at(i);
        const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
        int kem = in->kind == KPQC_KIND_KEM;
        char backends[128] = "";
        for (size_t b = 0; b < kpqc_backend_count(s); b++) {
            size_t used = strlen(backends);
            snprintf(backends + used, sizeof backends - used, "%s%s%s", used ? " " : "",
                     kpqc_backend_name(s, b), kpqc_backend_available(s, b) ? "*" : "");
        }
        printf("%-12s %-9s %5d %7zu %7zu %9zu  %-24s %s\n", in->name, kem ? "KEM" : "signature",
               in->nist_level, in->public_key_bytes, in->secret_key_bytes,
               kem ? in->ciphertext_bytes : in->signature_bytes, in->version, backends);
    }
    return 0;
}
