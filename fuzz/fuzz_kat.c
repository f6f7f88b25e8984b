/* libFuzzer: the parsing of `kpqc kat` (apps/kpqc): the --seed hex and --count
 * number (hex.c), and the .rsp reader of `kpqc kat --verify FILE [SCHEME]`
 * (kat_verify.c), which parses every field of a known-answer file and checks
 * the records against the library.
 * Input: byte 0 even = the rest is an .rsp file (byte 1 odd: the scheme named
 * by byte 2 is given too); odd = the rest is a --seed/--count argument.
 * The report's JSON reader is Python (tools/report.py, json.load): no C-side
 * JSON parser exists to fuzz. */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "cli.h"
#include "select.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The command's messages: silent here (kat_verify.c and hex.c call these). */
void cli_error(const char *fmt, ...)
{
    (void)fmt;
}

void cli_unknown_scheme(const char *name)
{
    (void)name;
}

static int memfd = -1;
static char memfd_path[64];

static void parse_argument(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    uint8_t seed[48];
    unsigned long count;
    if (s == NULL) return;
    memcpy(s, data, size);
    s[size] = '\0';
    if (hex_decode(seed, sizeof seed, s) == 0) {
        /* Round trip: the digits say exactly these bytes. */
        for (size_t i = 0; i < sizeof seed; i++) {
            unsigned v;
            if (sscanf(s + 2 * i, "%2x", &v) != 1 || v != seed[i]) abort();
        }
    }
    if (parse_count(s, 1, 100, &count) == 0 && (count < 1 || count > 100)) abort();
    free(s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) return 0;
    if (data[0] & 1) {
        parse_argument(data + 1, size - 1);
        return 0;
    }
    if (size < 3) return 0;
    if (memfd < 0) {
        memfd = memfd_create("rsp", 0);
        if (memfd < 0) abort();
        snprintf(memfd_path, sizeof memfd_path, "/proc/self/fd/%d", memfd);
    }
    if (ftruncate(memfd, 0) != 0 || pwrite(memfd, data + 3, size - 3, 0) != (ssize_t)(size - 3)) {
        abort();
    }
    char verify[] = "--verify";
    char *argv[3] = {verify, memfd_path, NULL};
    int argc = 2;
    if (data[1] & 1) {
        const kpqc_scheme *s = kpqc_scheme_at(data[2] % kpqc_scheme_count());
        argv[2] = (char *)kpqc_scheme_info_of(s)->name;
        argc = 3;
    }
    int r = cmd_kat_verify(argc, argv);
    if (r != 0 && r != CLI_EXIT_FAILURE && r != CLI_EXIT_USAGE) abort();
    return 0;
}
