#!/usr/bin/env python3
"""kpqc-python against PyPI's kpqc 0.2.1, the four finalists' operations.

usage: vs_pypi.py OURS_VENV_PYTHON PYPI_VENV_PYTHON [ROUNDS] [BUDGET]
Each round runs ops.py once in each venv, alternating which goes first, on
one core (run the script under taskset -c N); per operation the ratio of the
two medians is taken per round; printed: the median of the per-round ratios
with min-max, and both medians in microseconds (median over rounds).
"""
import json
import os
import statistics
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
ours_py, pypi_py = sys.argv[1], sys.argv[2]
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 15
budget = sys.argv[4] if len(sys.argv) > 4 else "0.05"


def run(py: str) -> dict:
    out = subprocess.run([py, os.path.join(here, "ops.py"), "ours" if py == ours_py else "pypi",
                          budget], check=True, stdout=subprocess.PIPE, cwd="/")
    return json.loads(out.stdout)


ratios: dict = {}
ours_t: dict = {}
pypi_t: dict = {}
for r in range(rounds):
    order = [ours_py, pypi_py] if r % 2 == 0 else [pypi_py, ours_py]
    res = {py: run(py) for py in order}
    for k, v in res[ours_py].items():
        ratios.setdefault(k, []).append(v / res[pypi_py][k])
        ours_t.setdefault(k, []).append(v)
        pypi_t.setdefault(k, []).append(res[pypi_py][k])
    print(f"round {r + 1}/{rounds} done", file=sys.stderr, flush=True)

print(f"| operation | kpqc-python (us) | PyPI kpqc 0.2.1 (us) | ratio median (min-max), {rounds} rounds |")
print("| --- | ---: | ---: | --- |")
worst = 0.0
for k in ratios:
    med = statistics.median(ratios[k])
    worst = max(worst, med)
    print(f"| {k} | {statistics.median(ours_t[k]) / 1000:.1f} | "
          f"{statistics.median(pypi_t[k]) / 1000:.1f} | {med:.3f}x "
          f"({min(ratios[k]):.3f}-{max(ratios[k]):.3f}) |")
print(f"\nhighest median ratio: {worst:.3f}x")
