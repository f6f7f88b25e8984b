/* kpqc: list, test and benchmark the Korean post-quantum algorithms. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "select.h"

/* Every command's usage: `kpqc help`, `kpqc help COMMAND`, `kpqc COMMAND --help`. */
typedef struct {
    const char *name;
    const char *synopsis; /* options after the command name */
    const char *text;     /* what it does, and the options explained */
} command_usage;

#define BACKENDS_TEXT                                                                   \
    "  --impl BACKEND|all    portable (every KpqC scheme), avx2 (KpqC schemes that have\n" \
    "                        one, see 'kpqc list'), liboqs (the NIST group), or all\n"
/* An output file option (README, "The kpqc command": one rule for every output). */
#define FILE_TEXT(opt_f, what) "  " opt_f what " (- : stdout)\n"

static const command_usage commands[] = {
    {"list", "[--verbose] [--all-versions]",
     "every scheme: kind, group, level, sizes, version, backends\n"
     "  a * marks the backends this CPU runs, [brackets] the default one\n"
     "  --verbose, -v         also where each scheme's code comes from, its status and\n"
     "                        the CPU features detected here\n"
     "  --all-versions        also every published version of a scheme (<row>-<version>)\n"},
    {"kat", "SCHEME [--seed HEX] [--count N] [--out DIR] [--impl BACKEND|all]\n"
            "       kat --check [SCHEME|FAMILY|GROUP...] [--count 100|1]\n"
            "       kat --verify FILE.rsp... [SCHEME]",
     "NIST-format known-answer files (.rsp on stdout, or .req/.rsp in DIR)\n"
     "  stderr says whether the .rsp equals the official KAT (digests in the registry);\n"
     "  exit 1 when it differs\n"
     "  --seed HEX            48-byte DRBG entropy, 96 hex digits (default 00..2f, the\n"
     "                        official one)\n"
     "  --count N             entries (default 100; with --check: 100 or 1, the whole\n"
     "                        file or entry 0)\n"
     "  --out DIR             write DIR/SCHEME.req and DIR/SCHEME.rsp (DIR is made with\n"
     "                        its missing parents); --out - : the .rsp on stdout\n"
     "  --impl BACKEND|all    the backend that writes the file; all: every backend this\n"
     "                        CPU runs, which must write the same file\n"
     "  --check               verify every backend this CPU runs of the schemes named\n"
     "                        (default: all) against the official digests; exit 1 on\n"
     "                        any difference (the NIST group has no official digest here)\n"
     "  --verify              check every record of published .rsp files with our code\n"
     "                        (signatures verify/open, KEMs decapsulate; one-bit changes\n"
     "                        rejected); SCHEME: the scheme, else the one whose header and\n"
     "                        sizes match; exit 1 on a failed record, 2 on malformed input\n"},
    {"bench", "[SCHEME|FAMILY|GROUP...] [--impl BACKEND|all] [--iterations N] [--budget SEC]\n"
              "            [--warmup SEC] [--rng drbg|os] [--json F] [--csv F] [--markdown F]\n"
              "            [--rounds R] [--counter auto|perf|tsc] [--ci-limit PCT] [--no-round1]",
     "ticks per operation: median, 95% CI, instability flags; no scheme named: all\n"
     "  --iterations N        measured calls per operation (default 10000)\n"
     "  --rounds R            interleaved rounds the calls are spread over (default 10;\n"
     "                        at most N)\n"
     "  --budget SEC          time limit per operation over all rounds (default 5; 0: none)\n"
     "  --warmup SEC          unmeasured calls per operation first (default 0.2)\n"
     "  --rng drbg|os         randomness: AES-256 CTR-DRBG (default) or a getrandom call\n"
     "                        per draw, as upstream benchmark drivers do\n"
     "  --counter auto|perf|tsc  perf core cycles when the kernel gives them (auto),\n"
     "                        required (perf), or never (tsc: TSC ticks)\n"
     "  --ci-limit PCT        flag a row whose 95% CI is wider than PCT% (default 1)\n"
     FILE_TEXT("--json F              ", "every figure and sample as JSON")
     FILE_TEXT("--csv F               ", "one line per operation as CSV")
     FILE_TEXT("--markdown F          ", "the table as Markdown")
     "  --no-round1           without the KpqC Round 1 group (when no scheme is named)\n"
     BACKENDS_TEXT},
    {"mem", "[SCHEME|FAMILY|GROUP...] [--impl BACKEND|all] [--runs N] [--json F]",
     "peak stack and heap bytes per operation (painted stack, counted allocations)\n"
     "  --runs N              calls per operation on distinct inputs, the maximum kept\n"
     "                        (default 4)\n"
     FILE_TEXT("--json F              ", "the figures as JSON") BACKENDS_TEXT},
    {"size", "[SCHEME|FAMILY|GROUP...] [--impl BACKEND|all] [--json F]",
     "code size (text, rodata, data, bss, ROM) per backend\n"
     "  alone and with the shared primitives a static link pulls in\n"
     FILE_TEXT("--json F              ", "the figures as JSON") BACKENDS_TEXT},
    {"profile", "SCHEME OPERATION [--impl BACKEND|all] [--top N] [--reps N]\n"
                "              [--rng drbg|os] [--json F]",
     "instruction shares per function (valgrind callgrind)\n"
     "  and the share of the shared primitives (Keccak, AES, SHA-2, randomness)\n"
     "  OPERATION             keypair, encaps or decaps (KEM); keypair, sign or verify\n"
     "                        (signature); sign-ws where the backend has a workspace\n"
     "  --top N               functions listed (default 20)\n"
     "  --reps N              measured calls, after one unmeasured call (default 3)\n"
     "  --rng drbg|os         randomness: AES-256 CTR-DRBG with a fixed seed (default:\n"
     "                        counts repeat exactly) or the OS\n"
     FILE_TEXT("--json F              ", "the profile as JSON (one backend)")
     BACKENDS_TEXT},
    {"report", "RESULT.json... --out DIR [--title TEXT] [--no-measure] [--no-plots] [--paper]",
     "Markdown/CSV tables and PNG plots of results (tools/report.py)\n"
     "  when no mem or size results are given, it measures stack and heap ('kpqc mem')\n"
     "  and code size ('kpqc size') itself, for the schemes of the bench results, with\n"
     "  this kpqc if it is the build that made them\n"
     "  --out DIR             where the report goes (made with its missing parents;\n"
     "                        not -: a report is several files)\n"
     "  --title TEXT          the report's title\n"
     "  --no-measure          do not measure: tables of the given results only\n"
     "  --no-plots            tables only\n"
     "  --paper               the KpqClean ver2 paper's tables instead, with this\n"
     "                        machine's figures beside the published ones\n"
     "                        (tools/paper_report.py; make paper measures what it needs)\n"},
    {"compare", "A.json B.json [--by scheme|backend] [--json F]",
     "ratio B/A per operation of two 'kpqc bench --json' results, with its 95% CI\n"
     "  \"same (noise)\" where the interval contains 1\n"
     "  --by scheme           pair rows of the same scheme, backend and operation (default)\n"
     "  --by backend          pair each scheme's first backend in A with its other\n"
     "                        backends in B: 'compare r.json r.json --by backend' gives\n"
     "                        the AVX2/portable ratios of one --impl all run\n"
     FILE_TEXT("--json F              ", "the ratios as JSON")},
    {"help", "[COMMAND]", "the usage of every command, or of one\n"},
};
#define COMMAND_COUNT (sizeof commands / sizeof commands[0])

static const char groups_text[] =
    "A FAMILY (e.g. SMAUG-T, AIMer, NTRU+) or GROUP (KpqC, \"KpqC Round 2\", \"KpqC Round 1\",\n"
    "NIST) in a list of schemes stands for all of its schemes.\n";

static const command_usage *find_command(const char *name)
{
    for (size_t i = 0; i < COMMAND_COUNT; i++) {
        if (strcmp(commands[i].name, name) == 0) return &commands[i];
    }
    return NULL;
}

static void usage(FILE *f)
{
    fprintf(f, "kpqc %s: the Korean post-quantum algorithms\n\n"
               "usage: kpqc <command> [options]     (kpqc help COMMAND: one command)\n\n",
            kpqc_version());
    for (size_t i = 0; i < COMMAND_COUNT; i++) {
        const char *text = commands[i].text;
        fprintf(f, "  %s %s\n      %.*s\n", commands[i].name, commands[i].synopsis,
                (int)strcspn(text, "\n"), text);
    }
    fprintf(f, "  --version             the version\n\n%s", groups_text);
}

static void command_help(const command_usage *c)
{
    printf("usage: kpqc %s %s\n\n%s", c->name, c->synopsis, c->text);
    if (strstr(c->synopsis, "FAMILY") != NULL) {
        printf("\n%s", groups_text);
    }
}

void cli_error(const char *fmt, ...)
{
    va_list ap;
    fputs("kpqc: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

static int run_command(const char *cmd, int argc, char **argv)
{
    if (strcmp(cmd, "list") == 0) return cmd_list(argc - 1, argv + 1);
    if (strcmp(cmd, "kat") == 0) return cmd_kat(argc - 1, argv + 1);
    if (strcmp(cmd, "bench") == 0) return cmd_bench(argc - 1, argv + 1);
    if (strcmp(cmd, "mem") == 0) return cmd_mem(argc - 1, argv + 1);
    if (strcmp(cmd, "size") == 0) return cmd_size(argc - 1, argv + 1);
    if (strcmp(cmd, "profile") == 0) return cmd_profile(argc - 1, argv + 1);
    if (strcmp(cmd, "__run") == 0) return cmd_run_hidden(argc - 1, argv + 1);
    if (strcmp(cmd, "__profile-categories") == 0) return cmd_profile_categories();
    if (strcmp(cmd, "report") == 0) return cmd_report(argc - 1, argv + 1);
    if (strcmp(cmd, "compare") == 0) return cmd_compare(argc - 1, argv + 1);
    cli_error("unknown command '%s' (try 'kpqc help')", cmd);
    return CLI_EXIT_USAGE;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return CLI_EXIT_USAGE;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "help") == 0 || strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0) {
        if (argc < 3) {
            usage(stdout);
            return 0;
        }
        const char *name = argv[2];
        if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0) name = "help";
        const command_usage *c = find_command(name);
        if (c == NULL || argc > 3) {
            cli_error("help: unknown command '%s' (try 'kpqc help')", argv[argc > 3 ? 3 : 2]);
            return CLI_EXIT_USAGE;
        }
        command_help(c);
        return 0;
    }
    if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "version") == 0) {
        printf("kpqc %s\n", kpqc_version());
        return 0;
    }
    /* COMMAND --help (or -h) anywhere after the command: its usage. */
    const command_usage *c = find_command(cmd);
    for (int i = 2; c != NULL && i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            command_help(c);
            return 0;
        }
    }
    /* Commands taking a list of schemes: family and group names stand for
     * their schemes (select.c). kat takes a list with --check only. */
    int kat_check = 0;
    for (int i = 2; strcmp(cmd, "kat") == 0 && i < argc; i++) {
        kat_check |= strcmp(argv[i], "--check") == 0;
    }
    char **expanded = NULL;
    if (strcmp(cmd, "bench") == 0 || strcmp(cmd, "mem") == 0 || strcmp(cmd, "size") == 0 ||
        kat_check) {
        expanded = cli_expand_groups(&argc, argv);
        if (expanded == NULL) return CLI_EXIT_USAGE;
        argv = expanded;
    }
    int rc = run_command(cmd, argc, argv);
    free(expanded);
    return rc;
}
