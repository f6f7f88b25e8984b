/* Shared pieces of the kpqc command. */
#ifndef KPQC_CLI_H
#define KPQC_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "kpqc/kpqc.h"

/* Exit statuses: 0 success, 1 an operation failed, 2 bad usage or input. */
#define CLI_EXIT_FAILURE 1
#define CLI_EXIT_USAGE 2

int cmd_list(int argc, char **argv);
int cmd_kat(int argc, char **argv);
int cmd_kat_verify(int argc, char **argv); /* kat_verify.c: kat --verify */
int cmd_bench(int argc, char **argv);
int cmd_mem(int argc, char **argv);     /* cmd_mem.c */
int cmd_size(int argc, char **argv);    /* cmd_size.c */
int cmd_profile(int argc, char **argv); /* cmd_profile.c */
int cmd_run_hidden(int argc, char **argv); /* cmd_profile.c: `__run`, under valgrind */
int cmd_profile_categories(void);       /* cmd_profile.c: `__profile-categories` */
int cmd_report(int argc, char **argv);  /* cmd_report.c: runs tools/report.py */
int cmd_compare(int argc, char **argv); /* cmd_compare.c: runs tools/compare.py */

/* Replaces the process by tools/<tool> of the source tree (or the script
 * named by the environment variable script_env) under the project's python;
 * argv[1..] are passed on. Returns only on failure (error printed, naming
 * `what`), with CLI_EXIT_USAGE. */
int cli_exec_tool(const char *tool, const char *script_env, const char *what, int argc,
                  char **argv);

/* Prints "kpqc: <message>" on stderr. */
void cli_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* Parses exactly `len` bytes of hex (2*len digits, either case). 0 or -1. */
int hex_decode(uint8_t *out, size_t len, const char *hex);

/* Parses a decimal count in [min, max]. 0 or -1. */
int parse_count(const char *s, unsigned long min, unsigned long max, unsigned long *out);

/* A command's argument walk (hex.c). `valued` lists the options that take the
 * next argument as their value, `flags` those that take none (both
 * NULL-terminated; flags may be NULL); "-" alone is a word (stdout). */
typedef struct {
    const char *cmd; /* for messages: "unknown option '--x' for <cmd>" */
    const char *const *valued;
    const char *const *flags;
    int argc;
    char **argv;
    int i;
} cli_args;

enum { CLI_ARG_END, CLI_ARG_OPTION, CLI_ARG_FLAG, CLI_ARG_WORD, CLI_ARG_ERROR };

/* The next argument: CLI_ARG_OPTION (*arg the option, *val its value),
 * CLI_ARG_FLAG or CLI_ARG_WORD (*arg), CLI_ARG_END, or CLI_ARG_ERROR after
 * printing why (an unknown option, or a value missing). */
int cli_args_next(cli_args *a, const char **arg, const char **val);

/* The value of a count option in [min, max]: 0, or -1 after printing
 * "<opt> must be a whole number from <min> to <max>, got '<v>'". */
int cli_count_option(const char *opt, const char *v, unsigned long min, unsigned long max,
                     unsigned long *out);

/* The scheme named, or NULL after printing an error naming it. */
const kpqc_scheme *cli_find_scheme(const char *name);

/* An output file (apps/kpqc/output_file.c): a regular file (or a new one) is
 * written whole or not at all through a temporary file in its directory,
 * renamed over it by output_commit, mode 0666 & ~umask; "-" (stdout) and
 * character devices are written through; symbolic links, FIFOs, directories,
 * sockets and block devices are refused. */
typedef struct {
    FILE *fp;
    int through; /* stdout or a character device: no temporary, no rename */
    char path[4096];
    char tmp[4096];
} output_file;

int output_open(output_file *o, const char *path);   /* 0 or -1 (error printed) */
int output_commit(output_file *o);                    /* 0 or -1 (error printed) */
void output_abort(output_file *o);                    /* removes our temporary only */
/* An output directory (--out DIR of kat and report): created with its missing
 * parents, as mkdir -p (mode 0777 & ~umask). 0 or -1 (one line printed). */
int output_make_dir(const char *dir);
/* Checks path up front, before minutes of measuring (every refusal above);
 * NULL is fine. 0 or -1 (one line printed); nothing is left behind. */
int output_probe(const char *path);

#endif
