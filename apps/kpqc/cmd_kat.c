/* kpqc kat SCHEME [--seed HEX] [--count N] [--out DIR] [--impl BACKEND|all]
 *
 * With --out, writes DIR/SCHEME.req and DIR/SCHEME.rsp; without it, the .rsp
 * goes to stdout. Output appears only once every entry has been generated and
 * checked, so a failure leaves no partial file (and prints nothing to stdout).
 * --impl all generates the file with every backend this CPU runs, requires
 * them to be identical, and writes it once.
 *
 * Then it says on stderr whether the .rsp equals the official file, by the
 * SHA-256 digests the registry keeps (of the 100-entry file and of entry 0
 * alone, default seed): match, differs (exit 1), or no official digest for
 * this seed and count.
 *
 * kpqc kat --check [SCHEME|FAMILY|GROUP...] [--count 100|1] verifies every
 * backend this CPU runs of every scheme named (default: all) against those
 * digests, one line each on stdout; exit 1 on any difference. --count 100
 * means the whole official file: kpqc_scheme_kat_entries() entries (2 for
 * pqsigRM-613). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "progress.h"
#include "kat_style.h"
#include "kpqc/kat.h"
#include "sha2.h"

typedef enum { VERDICT_MATCH, VERDICT_DIFFERS, VERDICT_NONE, VERDICT_IOERROR } kat_verdict;

/* The official digest for this seed and count, or NULL. */
static const char *official_digest(const kpqc_scheme *s, const uint8_t seed[48], unsigned long count)
{
    uint8_t def[48];
    kpqc_kat_default_seed(def);
    if (memcmp(seed, def, sizeof def) != 0) return NULL;
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    /* kat1_sha256 is the 100-entry file cut after entry 0; a 1-entry run is
     * that file except for PALOMA's and IPCC's generators (kpqc_kat_write_prefix). */
    if (count == 1 && (in->kat_style == KPQC_KAT_KEM_GLIBC_RAND ||
                       in->kat_style == KPQC_KAT_PKE_IPCC)) {
        return NULL;
    }
    if (count == kpqc_scheme_kat_entries(s)) return in->kat_sha256; /* 100, or fewer kept */
    return count == 1 ? in->kat1_sha256 : NULL;
}

/* Compares the SHA-256 of f (read from its start) with the official digest. */
static kat_verdict verdict_of(FILE *f, const char *official, char hex[65])
{
    kpqc_sha256_ctx c;
    uint8_t buf[65536], d[32];
    size_t n;
    hex[0] = 0;
    if (official == NULL) return VERDICT_NONE;
    rewind(f);
    kpqc_sha256_init(&c);
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) kpqc_sha256_update(&c, buf, n);
    kpqc_sha256_final(&c, d);
    if (ferror(f)) return VERDICT_IOERROR;
    for (size_t i = 0; i < 32; i++) snprintf(hex + 2 * i, 3, "%02x", d[i]);
    return strcmp(hex, official) == 0 ? VERDICT_MATCH : VERDICT_DIFFERS;
}

/* One line on stderr; the exit status the verdict gives. */
static int report_verdict(const kpqc_scheme *s, const char *backend, kat_verdict v,
                          const char *official, const char *hex, unsigned long count)
{
    const char *name = kpqc_scheme_info_of(s)->name;
    switch (v) {
    case VERDICT_MATCH:
        fprintf(stderr, "kpqc: %s [%s]: matches the official KAT (%lu %s, SHA-256 %.16s...)\n",
                name, backend, count, count == 1 ? "entry" : "entries", hex);
        return 0;
    case VERDICT_DIFFERS:
        fprintf(stderr, "kpqc: %s [%s]: DIFFERS from the official KAT (SHA-256 %s, official %s)\n",
                name, backend, hex, official);
        return CLI_EXIT_FAILURE;
    case VERDICT_IOERROR:
        cli_error("%s: cannot read the output back to check it", name);
        return CLI_EXIT_FAILURE;
    case VERDICT_NONE:
    default:
        if (kpqc_scheme_info_of(s)->kat_sha256 == NULL) {
            fprintf(stderr, "kpqc: %s [%s]: no official digest is kept for this scheme\n", name,
                    backend);
        } else {
            fprintf(stderr, "kpqc: %s [%s]: no official digest for this seed and count (the "
                            "registry keeps the default seed's %u-entry file and its entry 0)\n",
                    name, backend, kpqc_scheme_kat_entries(s));
        }
        return 0;
    }
}

/* kat --check: every scheme named (all when none), every backend this CPU runs. */
static int check_all(const kpqc_scheme **list, size_t n, unsigned long count)
{
    uint8_t seed[48];
    kpqc_kat_default_seed(seed);
    size_t match = 0, differ = 0, none = 0, skipped = 0, todo = 0, nist = 0;
    for (size_t i = 0; i < n; i++) {
        const char *official = count == 1 ? kpqc_scheme_info_of(list[i])->kat1_sha256
                                          : official_digest(list[i], seed, count);
        for (size_t b = 0; official != NULL && b < kpqc_backend_count(list[i]); b++) {
            todo += (size_t)kpqc_backend_available(list[i], b);
        }
    }
    /* Elapsed and remaining time on stderr at most every 15 s (all schemes:
     * about two minutes); the verdicts go to stdout as they come. */
    cli_progress prog;
    cli_progress_start(&prog, "kpqc kat --check", todo, 15);
    for (size_t i = 0; i < n; i++) {
        const kpqc_scheme *s = list[i];
        const char *name = kpqc_scheme_info_of(s)->name;
        /* --count 1: entry 0 of the 100-entry run, as the registry's digest is;
         * --count 100: the whole official file, which may have fewer entries. */
        unsigned long entries = count == 100 ? kpqc_scheme_kat_entries(s) : count;
        const char *official = count == 1 ? kpqc_scheme_info_of(s)->kat1_sha256
                                          : official_digest(s, seed, entries);
        /* The NIST group (liboqs) has no digests here: said once, below. */
        if (official == NULL && !kpqc_scheme_is_kpqc(s)) {
            nist++;
            continue;
        }
        for (size_t b = 0; b < kpqc_backend_count(s); b++) {
            const char *bn = kpqc_backend_name(s, b);
            if (official == NULL) {
                printf("%-26s %-9s no official digest\n", name, bn);
                none++;
                continue;
            }
            if (!kpqc_backend_available(s, b)) {
                printf("%-26s %-9s not run: this CPU lacks its features\n", name, bn);
                skipped++;
                continue;
            }
            FILE *f = tmpfile();
            char hex[65];
            int r = f == NULL ? KPQC_ERR_MEMORY
                              : kpqc_kat_write_prefix(s, bn, seed, 100, (unsigned)entries, NULL, f);
            kat_verdict v = r == KPQC_OK ? verdict_of(f, official, hex) : VERDICT_IOERROR;
            if (f != NULL) fclose(f);
            if (v == VERDICT_MATCH) {
                printf("%-26s %-9s match\n", name, bn);
                match++;
            } else {
                printf("%-26s %-9s DIFFERS%s%s\n", name, bn, r != KPQC_OK ? ": generation failed: " : "",
                       r != KPQC_OK ? kpqc_error_string(r) : "");
                differ++;
            }
            fflush(stdout);
            char item[96];
            snprintf(item, sizeof item, "%s [%s]", name, bn);
            cli_progress_step(&prog, item);
        }
    }
    if (nist > 0) {
        printf("%zu NIST-group row%s (liboqs) not checked: outside kat --check's scope, which holds the "
               "KpqC schemes' official digests; liboqs checks its own KATs\n",
               nist, nist == 1 ? "" : "s");
    }
    printf("kat --check (%lu %s): %zu match, %zu differ, %zu without an official digest, "
           "%zu not run here%s\n", count, count == 1 ? "entry" : "entries", match, differ, none, skipped,
           nist > 0 ? ", the NIST group outside its scope" : "");
    return differ ? CLI_EXIT_FAILURE : 0;
}

static int copy_stream(FILE *from, FILE *to)
{
    char buf[65536];
    size_t n;
    rewind(from);
    while ((n = fread(buf, 1, sizeof buf, from)) > 0) {
        if (fwrite(buf, 1, n, to) != n) return -1;
    }
    return ferror(from) ? -1 : 0;
}

/* 1 if the two streams hold the same bytes (both are rewound first). */
static int same_stream(FILE *a, FILE *b)
{
    char x[65536], y[65536];
    size_t n, m;
    rewind(a);
    rewind(b);
    do {
        n = fread(x, 1, sizeof x, a);
        m = fread(y, 1, sizeof y, b);
        if (n != m || memcmp(x, y, n) != 0) return 0;
    } while (n > 0);
    return !ferror(a) && !ferror(b);
}

/* --impl all: the .rsp of every backend this CPU runs must equal the first
 * backend's. 0, or an exit status after printing an error. */
static int check_backends_agree(const kpqc_scheme *s, const uint8_t seed[48], unsigned count)
{
    const char *sname = kpqc_scheme_info_of(s)->name;
    FILE *ref = tmpfile(), *other = NULL;
    int status = 0;
    if (ref == NULL || kpqc_kat_write(s, kpqc_backend_name(s, 0), seed, count, NULL, ref) != KPQC_OK) {
        cli_error("%s [%s]: KAT generation failed", sname, kpqc_backend_name(s, 0));
        status = CLI_EXIT_FAILURE;
    }
    for (size_t b = 1; status == 0 && b < kpqc_backend_count(s); b++) {
        const char *bn = kpqc_backend_name(s, b);
        if (!kpqc_backend_available(s, b)) {
            fprintf(stderr, "kpqc: %s [%s]: not run, this CPU lacks its features\n", sname, bn);
            continue;
        }
        other = tmpfile();
        if (other == NULL || kpqc_kat_write(s, bn, seed, count, NULL, other) != KPQC_OK) {
            cli_error("%s [%s]: KAT generation failed", sname, bn);
            status = CLI_EXIT_FAILURE;
        } else if (!same_stream(ref, other)) {
            cli_error("%s: backend %s differs from %s", sname, bn, kpqc_backend_name(s, 0));
            status = CLI_EXIT_FAILURE;
        }
        if (other != NULL) fclose(other);
    }
    if (ref != NULL) fclose(ref);
    return status;
}

int cmd_kat(int argc, char **argv)
{
    const char *name = NULL, *out_dir = NULL, *backend = NULL;
    uint8_t seed[48];
    unsigned long count = 100;
    kpqc_kat_default_seed(seed);
    if (argc > 1 && strcmp(argv[1], "--verify") == 0) return cmd_kat_verify(argc - 1, argv + 1);
    int check = 0;
    for (int i = 1; i < argc; i++) check |= strcmp(argv[i], "--check") == 0;
    if (check) {
        const kpqc_scheme **list = calloc(kpqc_scheme_count() + (size_t)argc, sizeof *list);
        size_t n = 0;
        if (list == NULL) {
            cli_error("out of memory");
            return CLI_EXIT_FAILURE;
        }
        int status = 0;
        for (int i = 1; i < argc && status == 0; i++) {
            if (strcmp(argv[i], "--check") == 0) continue;
            if (strcmp(argv[i], "--count") == 0 && i + 1 < argc) {
                const char *v = argv[++i];
                if (parse_count(v, 1, 100, &count) != 0 || (count != 1 && count != 100)) {
                    cli_error("kat --check: --count is 100 or 1 (the official digests), got '%s'", v);
                    status = CLI_EXIT_USAGE;
                }
            } else if (argv[i][0] == '-') {
                cli_error("kat --check takes schemes and --count 100|1, not '%s'", argv[i]);
                status = CLI_EXIT_USAGE;
            } else if ((list[n] = cli_find_scheme(argv[i])) != NULL) {
                n++;
            } else {
                status = CLI_EXIT_USAGE;
            }
        }
        if (status == 0 && n == 0) {
            for (size_t i = 0; i < kpqc_scheme_count(); i++) list[n++] = kpqc_scheme_at(i);
        }
        if (status == 0) status = check_all(list, n, count);
        free(list);
        return status;
    }

    static const char *const valued[] = {"--seed", "--count", "--out", "--impl", NULL};
    cli_args args = {"kat", valued, NULL, argc, argv, 0};
    const char *a, *val;
    for (int k; (k = cli_args_next(&args, &a, &val)) != CLI_ARG_END;) {
        if (k == CLI_ARG_ERROR) return CLI_EXIT_USAGE;
        if (k == CLI_ARG_WORD && name != NULL) {
            cli_error("kat takes one scheme (got '%s' and '%s')", name, a);
            return CLI_EXIT_USAGE;
        }
        if (k == CLI_ARG_WORD) {
            name = a;
        } else if (strcmp(a, "--seed") == 0) {
            if (hex_decode(seed, sizeof seed, val) != 0) {
                cli_error("--seed must be 96 hex digits (48 bytes), got '%s'", val);
                return CLI_EXIT_USAGE;
            }
        } else if (strcmp(a, "--count") == 0) {
            if (cli_count_option(a, val, 1, 100000, &count) != 0) return CLI_EXIT_USAGE;
        } else if (strcmp(a, "--out") == 0) {
            out_dir = strcmp(val, "-") == 0 ? NULL : val; /* -: the .rsp on stdout */
        } else {
            backend = val;
        }
    }
    if (name == NULL) {
        cli_error("usage: kpqc kat SCHEME [--seed HEX] [--count N] [--out DIR] [--impl BACKEND|all]");
        return CLI_EXIT_USAGE;
    }
    const kpqc_scheme *s = cli_find_scheme(name);
    if (s == NULL) return CLI_EXIT_USAGE;
    if (backend != NULL && strcmp(backend, "all") == 0) {
        int r = check_backends_agree(s, seed, (unsigned)count);
        if (r != 0) return r;
        backend = kpqc_backend_name(s, 0);
    }
    if (backend != NULL) {
        size_t b = 0;
        while (b < kpqc_backend_count(s) && strcmp(kpqc_backend_name(s, b), backend) != 0) b++;
        if (b == kpqc_backend_count(s)) {
            cli_error("%s has no backend '%s'", kpqc_scheme_info_of(s)->name, backend);
            return CLI_EXIT_USAGE;
        }
        if (!kpqc_backend_available(s, b)) {
            cli_error("this CPU cannot run the %s backend of %s", backend,
                      kpqc_scheme_info_of(s)->name);
            return CLI_EXIT_USAGE;
        }
    }

    const char *sname = kpqc_scheme_info_of(s)->name;
    output_file req = {0}, rsp = {0};
    /* Both outputs are checked and opened before the (possibly long) run; an
     * existing DIR/SCHEME.req or .rsp is only ever replaced whole, never removed. */
    if (out_dir != NULL) {
        char path[4096];
        if (output_make_dir(out_dir) != 0) return CLI_EXIT_USAGE;
        if ((size_t)snprintf(path, sizeof path, "%s/%s.req", out_dir, sname) >= sizeof path) {
            cli_error("--out path too long");
            return CLI_EXIT_USAGE;
        }
        if (output_open(&req, path) != 0) return CLI_EXIT_USAGE;
        snprintf(path, sizeof path, "%s/%s.rsp", out_dir, sname);
        if (output_open(&rsp, path) != 0) {
            output_abort(&req);
            return CLI_EXIT_USAGE;
        }
    }
    /* The .rsp is made in an anonymous temporary, checked against the official
     * digest, then copied to its destination (the --out file or stdout). */
    FILE *rsp_fp = tmpfile();
    if (rsp_fp == NULL) {
        cli_error("cannot create a temporary file");
        output_abort(&req);
        output_abort(&rsp);
        return CLI_EXIT_FAILURE;
    }

    int r = kpqc_kat_write(s, backend, seed, (unsigned)count, req.fp, rsp_fp);
    if (r != KPQC_OK) {
        cli_error("%s: KAT generation failed: %s", sname, kpqc_error_string(r));
        output_abort(&req);
        output_abort(&rsp);
        fclose(rsp_fp);
        return CLI_EXIT_FAILURE;
    }
    const char *official = official_digest(s, seed, count);
    const char *used = backend != NULL ? backend : kpqc_backend_default(s);
    char hex[65];
    kat_verdict v = official != NULL ? verdict_of(rsp_fp, official, hex) : VERDICT_NONE;
    int verdict_status = report_verdict(s, used, v, official, hex, count);
    if (out_dir != NULL) {
        int failed = copy_stream(rsp_fp, rsp.fp) != 0;
        fclose(rsp_fp);
        if (failed) {
            cli_error("error while writing %s", rsp.path);
            output_abort(&req);
            output_abort(&rsp);
            return CLI_EXIT_FAILURE;
        }
        if (output_commit(&req) != 0) {
            output_abort(&rsp);
            return CLI_EXIT_FAILURE;
        }
        if (output_commit(&rsp) != 0) return CLI_EXIT_FAILURE;
        return verdict_status;
    }
    int failed = copy_stream(rsp_fp, stdout) != 0 || fflush(stdout) != 0;
    fclose(rsp_fp);
    if (failed) {
        cli_error("error writing to stdout");
        return CLI_EXIT_FAILURE;
    }
    return verdict_status;
}
