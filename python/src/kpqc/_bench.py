"""kpqc.bench: the `kpqc bench --json` records, from the command shipped in the package.

The measurement code (bench/ and apps/kpqc/) is not part of libkpqc's public
API, so the package runs the kpqc command built from the same source tree with
the same library objects and returns its JSON document: the records are
exactly the command's, by construction.
"""
import json
import os
import subprocess
import tempfile
from typing import Any, Dict, Iterable, List, Optional, Union

from . import _native as N
from ._errors import KpqcError


def bench(names: Union[str, Iterable[str]], impl: Optional[str] = None,
          iterations: Optional[int] = None, rounds: Optional[int] = None,
          budget: Optional[float] = None, warmup: Optional[float] = None,
          rng: Optional[str] = None, counter: Optional[str] = None,
          ci_limit: Optional[float] = None, timeout: Optional[float] = None) -> Dict[str, Any]:
    """Benchmarks schemes as ``kpqc bench NAMES --json FILE`` and returns its
    JSON document (environment, calibration and one record per scheme,
    backend and operation: see docs/BENCHMARKING.md of the repository).

    names: scheme names, families or groups, as the command takes them.
    impl: ``"portable"``, ``"avx2"`` or ``"all"``; iterations, rounds,
    budget (seconds), warmup (seconds), rng (``"drbg"`` or ``"os"``),
    counter (``"auto"``, ``"perf"``, ``"tsc"``), ci_limit (percent): the
    command's options of the same names. timeout: seconds before the run is
    stopped (subprocess.TimeoutExpired). KpqcError with the command's message
    when it refuses the arguments or fails. Runs a child process: the GIL is
    free while it measures.
    """
    if isinstance(names, str):
        names = [names]
    args: List[str] = [N.command_path(), "bench", *names]
    options = {"--impl": impl, "--iterations": iterations, "--rounds": rounds,
               "--budget": budget, "--warmup": warmup, "--rng": rng, "--counter": counter,
               "--ci-limit": ci_limit}
    for flag, value in options.items():
        if value is not None:
            args += [flag, str(value)]
    with tempfile.TemporaryDirectory(prefix="kpqc-bench-") as tmp:
        out = os.path.join(tmp, "bench.json")
        proc = subprocess.run(args + ["--json", out], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, timeout=timeout, check=False)
        if proc.returncode != 0:
            lines = [ln for ln in proc.stderr.decode(errors="replace").splitlines() if ln.strip()]
            raise KpqcError(lines[-1] if lines else f"kpqc bench exited with {proc.returncode}")
        with open(out, "r", encoding="utf-8") as f:
            result: Dict[str, Any] = json.load(f)
            return result
