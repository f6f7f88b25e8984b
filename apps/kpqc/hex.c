/* Argument parsing helpers: the option walk, hex strings, counts, scheme names. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "select.h"

static int hex_digit(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

int hex_decode(uint8_t *out, size_t len, const char *hex)
{
    if (strlen(hex) != 2 * len) {
        return -1;
    }
    for (size_t i = 0; i < len; i++) {
        int hi = hex_digit(hex[2 * i]), lo = hex_digit(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) {
            return -1;
        }
        out[i] = (uint8_t)(hi << 4 | lo);
    }
    return 0;
}

int parse_count(const char *s, unsigned long min, unsigned long max, unsigned long *out)
{
    char *end;
    if (s == NULL || *s < '0' || *s > '9') {
        return -1;
    }
    errno = 0;
    unsigned long v = strtoul(s, &end, 10);
    if (errno != 0 || *end != '\0' || v < min || v > max) {
        return -1;
    }
    *out = v;
    return 0;
}

static int listed(const char *const *names, const char *arg)
{
    for (; names != NULL && *names != NULL; names++) {
        if (strcmp(*names, arg) == 0) return 1;
    }
    return 0;
}

int cli_args_next(cli_args *a, const char **arg, const char **val)
{
    *val = NULL;
    if (++a->i >= a->argc) return CLI_ARG_END;
    *arg = a->argv[a->i];
    if (listed(a->flags, *arg)) return CLI_ARG_FLAG;
    if (listed(a->valued, *arg)) {
        if (a->i + 1 >= a->argc) {
            cli_error("%s needs a value", *arg);
            return CLI_ARG_ERROR;
        }
        *val = a->argv[++a->i];
        return CLI_ARG_OPTION;
    }
    if ((*arg)[0] == '-' && (*arg)[1] != '\0') {
        cli_error("unknown option '%s' for %s", *arg, a->cmd);
        return CLI_ARG_ERROR;
    }
    return CLI_ARG_WORD;
}

int cli_count_option(const char *opt, const char *v, unsigned long min, unsigned long max,
                     unsigned long *out)
{
    if (parse_count(v, min, max, out) == 0) return 0;
    cli_error("%s must be a whole number from %lu to %lu, got '%s'", opt, min, max, v);
    return -1;
}

const kpqc_scheme *cli_find_scheme(const char *name)
{
    const kpqc_scheme *s = kpqc_scheme_find(name);
    if (s == NULL) {
        cli_unknown_scheme(name);
    }
    return s;
}
