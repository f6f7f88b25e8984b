#!/usr/bin/env python3
"""The report's plots, looked at as figures: tools/report.py runs in this
process on synthetic results of every group (tests/test_report.py's), with
matplotlib's savefig caught, and each figure is checked before it is saved:
- cycles-*.png (bars on a log scale): the value axis starts at a power of ten
  at most one decade below the smallest bar (not just under it, which made a
  1.9x ratio look like 10x), and that decade is a labelled tick;
- size-speed-*.png: every point label lies inside the frame.
Needs matplotlib: this python's, or the project's .venv (make report-venv);
without either the test is skipped (exit 77) and says so.

usage: test_report_plots.py PATH/TO/kpqc
"""
import json
import math
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.dirname(HERE)


def reexec_with_matplotlib():
    """Runs this test under the project's .venv python when this one lacks matplotlib."""
    venv = os.path.join(SOURCE, ".venv", "bin", "python")
    if os.environ.get("KPQC_PLOTS_REEXEC") != "1" and os.access(venv, os.X_OK):
        env = dict(os.environ, KPQC_PLOTS_REEXEC="1")
        sys.exit(subprocess.run([venv, *sys.argv], env=env).returncode)
    print("SKIP: matplotlib is not importable here nor in .venv/ (make report-venv): "
          "the plots are not checked")
    sys.exit(77)


try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.figure
except ImportError:
    reexec_with_matplotlib()

sys.path[:0] = [HERE, os.path.join(SOURCE, "tools")]
from cli_support import check, finish  # noqa: E402
import report  # noqa: E402
import test_report  # noqa: E402

figures = []


def capture(self, path, *args, **kwargs):
    self.canvas.draw()
    figures.append((os.path.basename(path), self))
    return real_savefig(self, path, *args, **kwargs)


real_savefig = matplotlib.figure.Figure.savefig
matplotlib.figure.Figure.savefig = capture


def check_bars(name, ax):
    heights = [p.get_height() for p in ax.patches if hasattr(p, "get_height") and p.get_height() > 0]
    if not heights or ax.get_yscale() != "log":
        return
    bottom = ax.get_ylim()[0]
    decade = math.log10(bottom)
    check(abs(decade - round(decade)) < 1e-9, f"{name}: axis starts at {bottom:g}, not a power of ten")
    check(bottom <= min(heights) < 10 * bottom,
          f"{name}: axis starts at {bottom:g}, smallest bar {min(heights):g}: not the decade below")
    labels = {round(math.log10(t), 6): lab.get_text() for t, lab in
              zip(ax.get_yticks(), ax.get_yticklabels()) if t > 0}
    check(labels.get(round(decade, 6), "") != "", f"{name}: the axis's first decade {bottom:g} has no label")


def check_labels_inside(name, fig, ax):
    box = ax.get_window_extent()
    for t in ax.texts:
        if not t.get_visible() or t.get_transform() == ax.transAxes:
            continue
        e = t.get_window_extent()
        check(e.x0 >= box.x0 and e.x1 <= box.x1 and e.y0 >= box.y0 and e.y1 <= box.y1,
              f"{name}: label {t.get_text()!r} runs into the frame "
              f"({[round(v) for v in e.extents]} outside {[round(v) for v in box.extents]})")


def main():
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "bench.json")
        json.dump(test_report.bench(test_report.ROWS), open(path, "w"))
        rc = report.main([path, "--out", os.path.join(d, "out"), "--no-measure"])
        check(rc in (0, None), f"report: exit {rc}")
    names = sorted(n for n, _ in figures)
    check(any(n.startswith("cycles-") for n in names) and any(n.startswith("size-speed-") for n in names),
          f"plots made: {names}")
    for name, fig in figures:
        for ax in fig.axes:
            if name.startswith("cycles-"):
                check_bars(name, ax)
            elif name.startswith("size-speed-"):
                check_labels_inside(name, fig, ax)
    return finish("report plots")


if __name__ == "__main__":
    sys.exit(main())
