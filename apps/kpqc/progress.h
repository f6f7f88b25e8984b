/* Progress of long commands on stderr, in any output (a terminal or a log):
 * "kpqc mem: 23/114 SMAUG-T3 [avx2], elapsed 10s, estimated remaining 45s". */
#ifndef KPQC_CLI_PROGRESS_H
#define KPQC_CLI_PROGRESS_H

#include <stddef.h>

typedef struct {
    const char *what; /* the command, e.g. "kpqc mem" */
    double t0, last;  /* start; time of the last line */
    double every;     /* seconds between lines (0: a line per item) */
    size_t done, total;
} cli_progress;

/* 42s, 3m05s, 1h02m. */
void cli_format_duration(char out[24], double seconds);
/* Seconds on a monotonic clock. */
double cli_now(void);

void cli_progress_start(cli_progress *p, const char *what, size_t total, double every);
/* Elapsed time and the remaining time estimated from the items done so far. */
void cli_progress_times(const cli_progress *p, char elapsed[24], char remaining[24]);
/* One item finished: a line when `every` seconds have passed since the last
 * line, and always for the last item. */
void cli_progress_step(cli_progress *p, const char *item);

#endif
