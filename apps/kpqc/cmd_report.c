/* kpqc report RESULT.json... --out DIR [--title TEXT]
 *
 * Runs tools/report.py of the source tree this kpqc was built from, with the
 * project's virtual environment (.venv/, made by `make report-venv`) when it
 * exists and python3 from PATH otherwise. KPQC_REPORT_SCRIPT and KPQC_PYTHON
 * override either. The script writes Markdown and CSV tables and, when
 * matplotlib is importable, PNG plots (docs/BENCHMARKING.md). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

#ifndef KPQC_SOURCE_DIR
#define KPQC_SOURCE_DIR "."
#endif

static int in_path(const char *prog, char *out, size_t cap)
{
    const char *path = getenv("PATH");
    while (path != NULL && *path) {
        size_t n = strcspn(path, ":");
        if (n > 0 && n + strlen(prog) + 2 <= cap) {
            snprintf(out, cap, "%.*s/%s", (int)n, path, prog);
            if (access(out, X_OK) == 0) return 0;
        }
        path += n;
        if (*path == ':') path++;
    }
    return -1;
}

int cli_exec_tool(const char *tool, const char *script_env, const char *what, int argc,
                  char **argv)
{
    char script[4096], python[4096], self[4096];
    const char *s = getenv(script_env);
    const char *py = getenv("KPQC_PYTHON");
    if (s != NULL && s[0] != '\0') {
        snprintf(script, sizeof script, "%s", s);
    } else {
        snprintf(script, sizeof script, "%s/tools/%s", KPQC_SOURCE_DIR, tool);
    }
    if (access(script, R_OK) != 0) {
        cli_error("%s needs %s (from the source tree kpqc was built from): %s", what, script,
                  strerror(errno));
        return CLI_EXIT_USAGE;
    }
    if (py != NULL && py[0] != '\0') {
        snprintf(python, sizeof python, "%s", py);
    } else {
        snprintf(python, sizeof python, "%s/.venv/bin/python", KPQC_SOURCE_DIR);
        if (access(python, X_OK) != 0 && in_path("python3", python, sizeof python) != 0) {
            cli_error("%s needs python3, which is not on PATH", what);
            return CLI_EXIT_USAGE;
        }
    }
    /* The script may call this kpqc back for mem and size results. */
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n > 0) {
        self[n] = '\0';
        setenv("KPQC_EXE", self, 1);
    }
    char **args = calloc((size_t)argc + 3, sizeof *args);
    if (args == NULL) {
        cli_error("out of memory");
        return CLI_EXIT_FAILURE;
    }
    args[0] = python;
    args[1] = script;
    for (int i = 1; i < argc; i++) args[i + 1] = argv[i];
    args[argc + 1] = NULL;
    fflush(stdout);
    execv(python, args);
    cli_error("cannot run %s: %s", python, strerror(errno));
    free(args);
    return CLI_EXIT_USAGE;
}

int cmd_report(int argc, char **argv)
{
    return cli_exec_tool("report.py", "KPQC_REPORT_SCRIPT", "report", argc, argv);
}
