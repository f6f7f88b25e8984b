/* kpqc compare A.json B.json [--by scheme|backend] [--json F]
 *
 * Per operation the ratio B/A of two `kpqc bench --json` results with its 95%
 * confidence interval, recomputed from the samples both files keep; rows
 * whose interval contains 1 are marked as indistinguishable from noise
 * (docs/BENCHMARKING.md, "Comparing runs"). Runs tools/compare.py like
 * `kpqc report` runs report.py (KPQC_COMPARE_SCRIPT, KPQC_PYTHON override). */
#include "cli.h"

int cmd_compare(int argc, char **argv)
{
    return cli_exec_tool("compare.py", "KPQC_COMPARE_SCRIPT", "compare", argc, argv);
}
