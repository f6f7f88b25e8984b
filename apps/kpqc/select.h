/* Choosing schemes and backends on the command line (bench, mem, size, kat, profile). */
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
/* One step of a selection command's argument walk (cli_args_next's kind,
 * argument and value): a word is a scheme, --impl names the backend. 1 when
 * taken, 0 when the argument is the caller's, -1 after printing an error
 * (including CLI_ARG_ERROR's, already printed). */
int cli_selection_take(cli_selection *sel, int kind, const char *arg, const char *val);
/* Fills in every scheme when none were named and checks --impl: 0 or -1. */
int cli_selection_finish(cli_selection *sel);
/* 1 if backend b of s is selected. */
int cli_selection_wants(const cli_selection *sel, const kpqc_scheme *s, size_t b);
void cli_selection_free(cli_selection *sel);

/* A copy of argv (the arguments of bench, mem or size) in which every
 * positional argument naming a family (info->family, e.g. "SMAUG-T") or a
 * group (info->group, e.g. "KpqC", "NIST") and no scheme is replaced by the
 * names of its schemes, in registry order; *argc is updated. Every option of
 * those commands takes a value, left alone (but kat's --check and bench's
 * --no-round1). NULL after printing an error (out of memory). */
char **cli_expand_groups(int *argc, char **argv);

/* Prints "unknown scheme" for name, with the nearest scheme names (spelling
 * ignoring case and punctuation, then edit distance), or the schemes of the
 * family or group it names. */
void cli_unknown_scheme(const char *name);

#endif
