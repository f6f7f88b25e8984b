#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "progress.h"

#include <stdio.h>
#include <time.h>

void cli_format_duration(char out[24], double seconds)
{
    unsigned long s = seconds > 0 ? (unsigned long)(seconds + 0.5) : 0;
    if (s < 60) {
        snprintf(out, 24, "%lus", s);
    } else if (s < 3600) {
        snprintf(out, 24, "%lum%02lus", s / 60, s % 60);
    } else {
        snprintf(out, 24, "%luh%02lum", s / 3600, s / 60 % 60);
    }
}

double cli_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

void cli_progress_start(cli_progress *p, const char *what, size_t total, double every)
{
    p->what = what;
    p->t0 = p->last = cli_now();
    p->every = every;
    p->done = 0;
    p->total = total;
}

void cli_progress_times(const cli_progress *p, char elapsed[24], char remaining[24])
{
    double e = cli_now() - p->t0;
    cli_format_duration(elapsed, e);
    if (p->done == 0) {
        snprintf(remaining, 24, "unknown yet");
    } else {
        size_t left = p->total > p->done ? p->total - p->done : 0;
        cli_format_duration(remaining, e / (double)p->done * (double)left);
    }
}

void cli_progress_step(cli_progress *p, const char *item)
{
    p->done++;
    double now = cli_now();
    if (p->done < p->total && now - p->last < p->every) return;
    p->last = now;
    char elapsed[24], left[24];
    cli_progress_times(p, elapsed, left);
    fprintf(stderr, "%s: %zu/%zu %s, elapsed %s, estimated remaining %s\n", p->what, p->done,
            p->total, item, elapsed, left);
    fflush(stderr);
}
