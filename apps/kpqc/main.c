/* kpqc: list, test and benchmark the Korean post-quantum algorithms. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

static void usage(FILE *f)
{
    fputs("usage: kpqc <command> [options]\n"
          "\n"
          "commands:\n"
          "  list [--verbose] [--all-versions]\n"
          "                               every scheme: kind, level, sizes, version, backends\n"
          "                               (--verbose: where each scheme's code comes from)\n"
          "  kat SCHEME [--seed HEX] [--count N] [--out DIR] [--impl BACKEND]\n"
          "                               NIST-format known-answer files\n"
          "  bench [SCHEME...] [--impl portable|avx2|all] [--iterations N] [--budget SEC]\n"
          "        [--rng drbg|os] [--json F] [--csv F] [--markdown F]\n"
          "        [--rounds R] [--counter auto|perf|tsc] [--ci-limit PCT] [--no-round1]\n"
          "                               ticks per operation: median, 95% CI, instability flags\n"
          "                               (--no-round1: without the KpqC Round 1 group)\n"
          "  mem [SCHEME...] [--impl BACKEND|all] [--runs N] [--json F]\n"
          "                               peak stack and heap bytes per operation\n"
          "  size [SCHEME...] [--impl BACKEND|all] [--json F]\n"
          "                               code size (text, rodata, data, bss, ROM) per backend\n"
          "  profile SCHEME OPERATION [--impl BACKEND] [--top N] [--reps N] [--json F]\n"
          "                               instruction shares per function (valgrind callgrind)\n"
          "  report RESULT.json... --out DIR\n"
          "                               Markdown/CSV tables and PNG plots of results\n"
          "  compare A.json B.json [--by scheme|backend] [--json F]\n"
          "                               ratio B/A per operation with its 95% CI\n"
          "  help                         this text\n",
          f);
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

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return CLI_EXIT_USAGE;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "list") == 0) return cmd_list(argc - 1, argv + 1);
    if (strcmp(cmd, "kat") == 0) return cmd_kat(argc - 1, argv + 1);
    if (strcmp(cmd, "bench") == 0) return cmd_bench(argc - 1, argv + 1);
    if (strcmp(cmd, "mem") == 0) return cmd_mem(argc - 1, argv + 1);
    if (strcmp(cmd, "size") == 0) return cmd_size(argc - 1, argv + 1);
    if (strcmp(cmd, "profile") == 0) return cmd_profile(argc - 1, argv + 1);
    if (strcmp(cmd, "__run") == 0) return cmd_run_hidden(argc - 1, argv + 1);
    if (strcmp(cmd, "report") == 0) return cmd_report(argc - 1, argv + 1);
    if (strcmp(cmd, "compare") == 0) return cmd_compare(argc - 1, argv + 1);
    if (strcmp(cmd, "help") == 0 || strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0) {
        usage(stdout);
        return 0;
    }
    cli_error("unknown command '%s' (try 'kpqc help')", cmd);
    return CLI_EXIT_USAGE;
}
