#!/usr/bin/env python3
"""Cross-checks `kpqc mem` against valgrind's massif --stacks=yes.

usage: test_mem_massif.py PATH/TO/kpqc [VALGRIND] [SCHEME]

For each operation of one scheme (the first listed, or SCHEME), massif runs
`kpqc __run SCHEME OP --reps 1` (setup, then the operation on the main thread)
and `--reps 0` (the same setup alone). Massif's peak stack is the deepest the
whole main-thread stack went; `kpqc mem` counts what the operation touched
below its caller's frame. So:

- kpqc <= massif + 64 always (paint cannot see deeper than the stack pointer
  went; 64 bytes for the red zone below it);
- when the run with the operation goes deeper than the setup alone (it does
  for keypair, whose setup is trivial), massif - kpqc <= MARGIN, where
  MARGIN = 1536 bytes + 2% of massif's figure. Why: massif also counts the
  frames of main -> __run -> the harness above the operation (about 0.5 KiB at
  -O2/-O3 with gcc and clang) and the return address; painting misses bytes
  a function reserves but never writes (whole large buffers are written by
  these schemes, hence only 2%);
- kpqc's heap peak equals the difference of massif's heap peaks with and
  without the operation (both count requested bytes exactly; the setup's
  buffers stay live during the operation, so its allocations add on top).
"""
import json
import os
import subprocess
import sys
import tempfile

from cli_support import KPQC, check, finish
VALGRIND = sys.argv[2] if len(sys.argv) > 2 else "valgrind"


def massif_peaks(d, scheme, op, reps):
    out = os.path.join(d, f"massif.{op}.{reps}")
    r = subprocess.run([VALGRIND, "--tool=massif", "--stacks=yes", f"--massif-out-file={out}",
                        KPQC, "__run", scheme, op, "--impl", "portable", "--reps", str(reps)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        print(r.stderr[-2000:])
        raise SystemExit(f"massif run failed for {scheme} {op}")
    stack = heap = 0
    for line in open(out):
        if line.startswith("mem_stacks_B="):
            stack = max(stack, int(line.split("=")[1]))
        elif line.startswith("mem_heap_B="):
            heap = max(heap, int(line.split("=")[1]))
    return stack, heap


def main():
    listed = subprocess.run([KPQC, "list"], capture_output=True, text=True).stdout
    scheme = sys.argv[3] if len(sys.argv) > 3 else listed.splitlines()[1].split()[0]
    with tempfile.TemporaryDirectory() as d:
        j = os.path.join(d, "mem.json")
        r = subprocess.run([KPQC, "mem", scheme, "--impl", "portable", "--json", j],
                           capture_output=True, text=True)
        check(r.returncode == 0, f"kpqc mem: {r.stderr}")
        ops = json.load(open(j))["results"][0]["operations"]
        exact = 0
        for op in ops:
            name, mine = op["name"], op["stack_bytes"]
            with_op, heap_op = massif_peaks(d, scheme, name, 1)
            setup, heap_setup = massif_peaks(d, scheme, name, 0)
            margin = 1536 + with_op // 50
            print(f"{scheme} {name}: kpqc mem {mine} B; massif {with_op} B with the operation, "
                  f"{setup} B for the setup alone; margin {margin} B")
            check(mine > 0, f"{name}: some stack measured")
            check(mine <= with_op + 64, f"{name}: kpqc {mine} > massif {with_op}")
            if with_op > setup + 64:
                exact += 1
                check(with_op - mine <= margin,
                      f"{name}: massif {with_op} - kpqc {mine} = {with_op - mine} > {margin}")
            check(op["heap_peak_bytes"] == heap_op - heap_setup,
                  f"{name}: kpqc heap {op['heap_peak_bytes']}, massif {heap_op} - {heap_setup}")
        check(exact >= 1, "at least one operation compared exactly (keypair)")
    return finish("mem vs massif")


if __name__ == "__main__":
    sys.exit(main())
