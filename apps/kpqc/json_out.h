/* Small JSON helpers for the mem, size and profile outputs. */
#ifndef KPQC_CLI_JSON_OUT_H
#define KPQC_CLI_JSON_OUT_H

#include <stdio.h>

#include "kpqc/kpqc.h"

/* A JSON string literal, escaped. */
void json_str(FILE *f, const char *s);

/* "environment": {...}, (with the trailing comma and newline): where and how
 * the results were obtained, in the same keys as the bench JSON. */
void json_environment(FILE *f);

/* A result row's identity: "scheme": ..., "family": ..., "kind": ..., "level": ...,
 * "backend": ...; the caller writes the opening brace and what follows (no
 * trailing comma). `between` goes before "backend" (", " or ",\n  "). */
void json_row_identity(FILE *f, const kpqc_scheme_info *in, const char *between,
                       const char *backend);

#endif
