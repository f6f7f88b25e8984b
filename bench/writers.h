/* Result writers: terminal table, JSON (every sample), CSV and Markdown. */
#ifndef KPQC_BENCH_WRITERS_H
#define KPQC_BENCH_WRITERS_H

#include <stdio.h>

#include "environment.h"
#include "runner.h"

/* A JSON string literal, escaped. */
void bench_json_string(FILE *f, const char *s);
/* One `    "key": "value",` line (without the comma when last). */
void bench_json_field(FILE *f, const char *key, const char *value, int comma);
/* The CPU's identity fields of an "environment" object (each line ends ",\n"). */
void bench_write_cpu_identity_json(FILE *f, const bench_environment *env);

void bench_write_table(FILE *f, const bench_result *r, size_t n, const bench_environment *env,
                       const bench_config *cfg, const bench_calibration *cal);
void bench_write_json(FILE *f, const bench_result *r, size_t n, const bench_environment *env,
                      const bench_config *cfg, const bench_calibration *cal);
void bench_write_csv(FILE *f, const bench_result *r, size_t n, const bench_environment *env);
void bench_write_markdown(FILE *f, const bench_result *r, size_t n, const bench_environment *env);

#endif
