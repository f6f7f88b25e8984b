/* Known-answer tests: `kpqc kat` output, hashed, equals the SHA-256 of the
 * official .rsp file kept in the registry, for every backend this CPU runs.
 *   test_kat [--count 1|100] [--shard i/n] [SCHEME...]
 * With --count 1 the digest is that of the official file cut after entry 0;
 * --count 100 is the whole official file, kpqc_scheme_kat_entries() entries
 * (2 for pqsigRM-613). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kpqc/kat.h"
#include "sha2.h"
#include "test_support.h"

/* The KAT text is hashed as it is written, never stored: a child process
 * writes it into a pipe (the 100-entry files of the megabyte-key schemes are
 * hundreds of MB). With --count 1 it is the first entry of the 100-entry run
 * (the same as a 1-entry run, except for PALOMA's chained generator). */
static int digest_of_kat(const kpqc_scheme *s, const char *backend, unsigned count, char hex[65])
{
    int fds[2];
    uint8_t seed[48], d[32];
    if (pipe(fds) != 0) return -1;
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) {
        close(fds[0]);
        close(fds[1]);
        return -1;
    }
    if (pid == 0) {
        close(fds[0]);
        FILE *f = fdopen(fds[1], "w");
        kpqc_kat_default_seed(seed);
        int r = f == NULL ? KPQC_ERR_MEMORY : kpqc_kat_write_prefix(s, backend, seed, 100, count, NULL, f);
        if (r != KPQC_OK) fprintf(stderr, "    kat: %s\n", kpqc_error_string(r));
        if (f == NULL || fclose(f) != 0) r = KPQC_ERR_MEMORY;
        _exit(r == KPQC_OK ? 0 : 1);
    }
    close(fds[1]);
    kpqc_sha256_ctx c;
    kpqc_sha256_init(&c);
    uint8_t buf[65536];
    ssize_t n;
    while ((n = read(fds[0], buf, sizeof buf)) != 0) {
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) break;
        kpqc_sha256_update(&c, buf, (size_t)n);
    }
    close(fds[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    kpqc_sha256_final(&c, d);
    if (n < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return -1;
    for (int i = 0; i < 32; i++) snprintf(hex + 2 * i, 3, "%02x", d[i]);
    return 0;
}

int main(int argc, char **argv)
{
    unsigned count = 1;
    test_schemes sel;
    for (int i = 1; i + 1 < argc; i++) {
        if (strcmp(argv[i], "--count") == 0) count = (unsigned)atoi(argv[i + 1]);
    }
    if (count != 1 && count != 100) {
        fprintf(stderr, "--count must be 1 or 100 (the digests we keep)\n");
        return 2;
    }
    if (test_select_schemes(argc, argv, &sel) != 0) return 2;
    if (sel.n == 0) {
        printf("no scheme in this shard (the build has fewer schemes than shards)\n");
        return 77; /* ctest reports it as skipped */
    }
    size_t tested = 0;
    for (size_t i = 0; i < sel.n; i++) {
        const kpqc_scheme *s = sel.list[i];
        const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
        const char *want = count == 1 ? in->kat1_sha256 : in->kat_sha256;
        if (!kpqc_scheme_is_kpqc(s)) {
            /* The NIST group (liboqs) has no official KAT digests here. */
            printf("%s: group %s, no KAT digests kept; not a KAT test (skipped)\n", in->name,
                   in->group);
            continue;
        }
        if (want == NULL) {
            /* Verify-only rows: the official file cannot be regenerated (its
             * generator ignores the seed); tests/solmae checks its records. */
            printf("%s: no reproducible official KAT file, no digest kept (verify-only: kpqc kat "
                   "--verify checks the official records); skipped\n",
                   in->name);
            continue;
        }
        tested++;
        /* --count 100: the whole official file (fewer entries for some). */
        unsigned entries = count == 100 ? kpqc_scheme_kat_entries(s) : count;
        for (size_t b = 0; b < kpqc_backend_count(s); b++) {
            if (test_skip_backend(s, b)) continue;
            const char *bn = kpqc_backend_name(s, b);
            if (!kpqc_backend_available(s, b)) {
                printf("%s [%s]: this CPU cannot run it; not tested here\n", in->name, bn);
                continue;
            }
            char got[65] = "";
            int r = digest_of_kat(s, bn, entries, got);
            CHECK_MSG(r == 0 && strcmp(got, want) == 0, "%s [%s] %u entries: sha256 %s, want %s",
                      in->name, bn, entries, got, want);
            if (r == 0 && strcmp(got, want) == 0) {
                printf("%s [%s]: %u KAT entries match\n", in->name, bn, entries);
                test_pass();
            }
        }
    }
    if (tested == 0) {
        printf("kat: no selected scheme has a KAT digest; skipped\n");
        return 77;
    }
    return test_finish("kat");
}
