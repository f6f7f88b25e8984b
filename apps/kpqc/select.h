/* Choosing schemes and backends on the command line (mem, size). */
#ifndef KPQC_CLI_SELECT_H
#define KPQC_CLI_SELECT_H

#include <stddef.h>

#include "kpqc/kpqc.h"

typedef struct {
    const kpqc_scheme **schemes; /* in registry order when none were named */
    size_t n;
    const char *impl;            /* a backend name or "all" */
} cli_selection;

/* 0, or -1 after printing an error (unknown scheme). */
int cli_selection_add(cli_selection *sel, const char *name);
/* Fills in every scheme when none were named and checks --impl: 0 or -1. */
int cli_selection_finish(cli_selection *sel);
/* 1 if backend b of s is selected. */
int cli_selection_wants(const cli_selection *sel, const kpqc_scheme *s, size_t b);
void cli_selection_free(cli_selection *sel);

#endif
