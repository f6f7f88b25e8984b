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
#if defined(__aarch64__)
#define KPQC_TARGET_ARCH "aarch64"
#elif defined(__s390x__)
#define KPQC_TARGET_ARCH "s390x"
#elif defined(__powerpc64__)
#define KPQC_TARGET_ARCH "ppc64"
#else
#define KPQC_TARGET_ARCH "non-x86"
#endif

/* qemu-user shows the host's /proc/cpuinfo: a program built for another
 * architecture that finds an x86 vendor_id there runs on an emulated CPU
 * (qemu-user, or any binfmt emulator), where counters say nothing of speed. */
static void detect_emulation(char *out, size_t cap)
{
    out[0] = '\0';
#if !defined(__x86_64__) && !defined(__i386__)
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (f == NULL) return;
    char line[512];
    while (fgets(line, sizeof line, f) != NULL) {
        if (strncmp(line, "vendor_id", 9) == 0 &&
            (strstr(line, "GenuineIntel") != NULL || strstr(line, "AuthenticAMD") != NULL)) {
            snprintf(out, cap, "emulated: this %s program runs on an x86 host (qemu-user?); "
                     "figures are meaningless", KPQC_TARGET_ARCH);
            break;
        }
    }
    fclose(f);
#else
    (void)cap;
#endif
}

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

/* The TSC's rate against the monotonic clock over 20 ms (x86-64), or the
 * counter's own 50 ms measurement when the counter is the TSC. */
static double measure_tsc_hz(void)
{
#if defined(__x86_64__)
    if (strcmp(bench_counter_unit(), "TSC ticks") == 0 && bench_counter_hz() > 0) {
        return bench_counter_hz();
    }
    struct timespec a, b;
    unsigned lo, hi;
    clock_gettime(CLOCK_MONOTONIC, &a);
    __asm__ __volatile__("lfence\n\trdtsc" : "=a"(lo), "=d"(hi) : : "memory");
    const unsigned long long t0 = (unsigned long long)hi << 32 | lo;
    double ns;
    do {
        clock_gettime(CLOCK_MONOTONIC, &b);
        ns = (double)(b.tv_sec - a.tv_sec) * 1e9 + (double)(b.tv_nsec - a.tv_nsec);
    } while (ns < 2e7);
    __asm__ __volatile__("lfence\n\trdtsc" : "=a"(lo), "=d"(hi) : : "memory");
    const unsigned long long t1 = (unsigned long long)hi << 32 | lo;
    return (double)(t1 - t0) * 1e9 / ns;
#else
    return 0;
#endif
}

void bench_environment_uarch_line(const bench_environment *env, char *out, size_t cap)
{
    if (env->cpu_vendor[0] == '\0') { /* not x86-64: no cpuid, TSC or PDEP */
        snprintf(out, cap, "microarchitecture: %s", env->cpu_uarch);
        return;
    }
    snprintf(out, cap, "microarchitecture: %s (%s family 0x%x model 0x%x stepping %u); "
             "TSC %.0f MHz measured\n%s", env->cpu_uarch, env->cpu_vendor, env->cpu_family,
             env->cpu_model_number, env->cpu_stepping, env->tsc_hz / 1e6, env->pdep_path);
}

void bench_environment_collect(bench_environment *env)
{
    memset(env, 0, sizeof *env);
    read_cpu_model(env->cpu_model, sizeof env->cpu_model);
    kpqc_cpu_feature_names(kpqc_cpu_features(), env->cpu_features, sizeof env->cpu_features);
    kpqc_cpu_identity id;
    kpqc_cpu_identify(&id);
    copy(env->cpu_vendor, sizeof env->cpu_vendor, id.vendor);
    env->cpu_family = id.family;
    env->cpu_model_number = id.model;
    env->cpu_stepping = id.stepping;
    copy(env->cpu_uarch, sizeof env->cpu_uarch, id.uarch);
    env->tsc_hz = measure_tsc_hz();
    copy(env->pdep_path, sizeof env->pdep_path, kpqc_cpu_fast_pdep_reason());
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
    detect_emulation(env->emulation, sizeof env->emulation);
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
