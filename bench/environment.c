#define _GNU_SOURCE /* sched_getaffinity, sched_getcpu */
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include "cpu.h"
#include "cycles.h"
#include "environment.h"

#ifndef KPQC_BUILD_COMPILER
#define KPQC_BUILD_COMPILER "unknown"
#endif
#ifndef KPQC_BUILD_FLAGS
#define KPQC_BUILD_FLAGS "unknown"
#endif
#ifndef KPQC_GIT_COMMIT
#define KPQC_GIT_COMMIT "unknown"
#endif

static void check_stability(bench_environment *env);

static void copy(char *dst, size_t cap, const char *src)
{
    snprintf(dst, cap, "%s", src);
}

static void read_cpu_model(char *out, size_t cap)
{
    copy(out, cap, "unknown");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (f == NULL) return;
    char line[512];
    while (fgets(line, sizeof line, f) != NULL) {
        if (strncmp(line, "model name", 10) == 0 || strncmp(line, "Model", 5) == 0) {
            char *v = strchr(line, ':');
            if (v != NULL) {
                v += 1 + (v[1] == ' ');
                v[strcspn(v, "\n")] = '\0';
                copy(out, cap, v);
                break;
            }
        }
    }
    fclose(f);
}

void bench_environment_collect(bench_environment *env)
{
    memset(env, 0, sizeof *env);
    read_cpu_model(env->cpu_model, sizeof env->cpu_model);
    kpqc_cpu_feature_names(kpqc_cpu_features(), env->cpu_features, sizeof env->cpu_features);
    copy(env->counter, sizeof env->counter, bench_counter_name());
    copy(env->unit, sizeof env->unit, bench_counter_unit());
    env->counter_hz = bench_counter_hz();
    env->overhead = (unsigned long)bench_counter_overhead();
    copy(env->compiler, sizeof env->compiler, KPQC_BUILD_COMPILER);
    copy(env->flags, sizeof env->flags, KPQC_BUILD_FLAGS);
    copy(env->git_commit, sizeof env->git_commit, KPQC_GIT_COMMIT);
    struct utsname u;
    if (uname(&u) == 0) {
        snprintf(env->os, sizeof env->os, "%s %s %s", u.sysname, u.release, u.machine);
    }
    if (gethostname(env->hostname, sizeof env->hostname - 1) != 0) {
        copy(env->hostname, sizeof env->hostname, "unknown");
    }
    time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    strftime(env->date, sizeof env->date, "%Y-%m-%dT%H:%M:%SZ", &tm);
    copy(env->randomness, sizeof env->randomness, "AES-256 CTR-DRBG (NIST rng.c), seeded from the OS");
    copy(env->counter_note, sizeof env->counter_note, bench_counter_note());
    check_stability(env);
}

void bench_sched_read(bench_sched *s)
{
    memset(s, 0, sizeof *s);
    FILE *f = fopen("/proc/self/schedstat", "r");
    if (f != NULL) {
        unsigned long long run, delay;
        if (fscanf(f, "%llu %llu", &run, &delay) == 2) {
            s->have_delay = 1;
            s->run_delay_ns = delay;
        }
        fclose(f);
    }
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) == 0) s->involuntary_switches = ru.ru_nivcsw;
}

static void add_warning(bench_environment *env, const char *w)
{
    size_t at = strlen(env->warnings);
    snprintf(env->warnings + at, sizeof env->warnings - at, "%s%s", at ? "; " : "", w);
}

/* Pinning and the frequency governor, where they can be read. */
static void check_stability(bench_environment *env)
{
    char w[160];
    copy(env->governor, sizeof env->governor, "unreadable");
#if defined(__linux__)
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0) {
        env->cpus_allowed = CPU_COUNT(&set);
        if (env->cpus_allowed > 1) {
            snprintf(w, sizeof w, "not pinned: may run on %d CPUs (pin with taskset -c N)",
                     env->cpus_allowed);
            add_warning(env, w);
        }
    }
    int cpu = sched_getcpu();
    char path[96];
    snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu%d/cpufreq/scaling_governor",
             cpu < 0 ? 0 : cpu);
    FILE *f = fopen(path, "r");
    if (f != NULL) {
        if (fgets(env->governor, sizeof env->governor, f) != NULL) {
            env->governor[strcspn(env->governor, "\n")] = '\0';
        }
        fclose(f);
        if (strcmp(env->governor, "performance") != 0) {
            snprintf(w, sizeof w, "frequency governor '%s', not 'performance'", env->governor);
            add_warning(env, w);
        }
    }
#else
    (void)w;
#endif
}
