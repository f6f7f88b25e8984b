/* Small JSON helpers for the mem, size and profile outputs. */
#ifndef KPQC_CLI_JSON_OUT_H
#define KPQC_CLI_JSON_OUT_H

#include <stdio.h>

/* A JSON string literal, escaped. */
void json_str(FILE *f, const char *s);

/* "environment": {...}, (with the trailing comma and newline): where and how
 * the results were obtained, in the same keys as the bench JSON. */
void json_environment(FILE *f);

#endif
