/* kpqc kat SCHEME [--seed HEX] [--count N] [--out DIR] [--impl BACKEND|all]
 *
 * With --out, writes DIR/SCHEME.req and DIR/SCHEME.rsp; without it, the .rsp
 * goes to stdout. Output appears only once every entry has been generated and
 * checked, so a failure leaves no partial file (and prints nothing to stdout).
 * --impl all generates the file with every backend this CPU runs, requires
 * them to be identical, and writes it once.
 * kpqc kat --verify FILE.rsp... [SCHEME]: see kat_verify.c. */
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "kpqc/kat.h"

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

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int has_value = i + 1 < argc;
        if (strcmp(a, "--seed") == 0 || strcmp(a, "--count") == 0 || strcmp(a, "--out") == 0 ||
            strcmp(a, "--impl") == 0) {
            if (!has_value) {
                cli_error("%s needs a value", a);
                return CLI_EXIT_USAGE;
            }
            const char *v = argv[++i];
            if (strcmp(a, "--seed") == 0 && hex_decode(seed, sizeof seed, v) != 0) {
                cli_error("--seed must be 96 hex digits (48 bytes), got '%s'", v);
                return CLI_EXIT_USAGE;
            }
            if (strcmp(a, "--count") == 0 && parse_count(v, 1, 100000, &count) != 0) {
                cli_error("--count must be a whole number from 1 to 100000, got '%s'", v);
                return CLI_EXIT_USAGE;
            }
            if (strcmp(a, "--out") == 0) out_dir = v;
            if (strcmp(a, "--impl") == 0) backend = v;
        } else if (a[0] == '-' && a[1] != '\0') {
            cli_error("unknown option '%s' for kat", a);
            return CLI_EXIT_USAGE;
        } else if (name == NULL) {
            name = a;
        } else {
            cli_error("kat takes one scheme (got '%s' and '%s')", name, a);
            return CLI_EXIT_USAGE;
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
    FILE *rsp_fp;
    if (out_dir != NULL) {
        char path[4096];
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
        rsp_fp = rsp.fp;
    } else {
        rsp_fp = tmpfile();
        if (rsp_fp == NULL) {
            cli_error("cannot create a temporary file");
            return CLI_EXIT_FAILURE;
        }
    }

    int r = kpqc_kat_write(s, backend, seed, (unsigned)count, req.fp, rsp_fp);
    if (r != KPQC_OK) {
        cli_error("%s: KAT generation failed: %s", sname, kpqc_error_string(r));
        if (out_dir != NULL) {
            output_abort(&req);
            output_abort(&rsp);
        } else {
            fclose(rsp_fp);
        }
        return CLI_EXIT_FAILURE;
    }
    if (out_dir != NULL) {
        if (output_commit(&req) != 0) {
            output_abort(&rsp);
            return CLI_EXIT_FAILURE;
        }
        if (output_commit(&rsp) != 0) {
            unlink(req.path); /* both files or neither */
            return CLI_EXIT_FAILURE;
        }
        return 0;
    }
    int failed = copy_stream(rsp_fp, stdout) != 0 || fflush(stdout) != 0;
    fclose(rsp_fp);
    if (failed) {
        cli_error("error writing to stdout");
        return CLI_EXIT_FAILURE;
    }
    return 0;
}
