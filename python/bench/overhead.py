#!/usr/bin/env python3
"""Python-call overhead per operation over the C benchmark: NTRU+768 encaps and
AIMer128f sign, the default backend, the same DRBG randomness on both sides.

usage: overhead.py [ROUNDS] (run it under taskset -c N: both sides then share
the core). Each round times the Python call (each call timed alone,
perf_counter_ns, median of the block; 24-byte message as the C benchmark's)
and then runs `kpqc bench SCHEME --rounds 1 --json` (the command shipped in
the package, median in TSC ticks / counter_hz); printed: per operation the
median of the per-round differences (Python - C) with min-max, and the ratio.
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

import kpqc
from kpqc import _native

rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 15
MSG = bytes(24)


def py_median(fn, n: int) -> float:  # type: ignore[no-untyped-def]
    clock = time.perf_counter_ns
    with kpqc.drbg(bytes(48)):
        for _ in range(max(n // 10, 10)):
            fn()
        s = []
        for _ in range(n):
            t0 = clock()
            fn()
            s.append(clock() - t0)
    return float(statistics.median(s))


def c_median(scheme: str, backend: str, op: str, n: int) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "b.json")
        subprocess.run([_native.command_path(), "bench", scheme, "--impl", backend, "--iterations", str(n),
                        "--rounds", "1", "--warmup", "0.1", "--json", out],
                       check=True, capture_output=True)
        doc = json.load(open(out))
    hz = doc["environment"]["counter_hz"]
    (rec,) = [x for x in doc["results"] if x["backend"] == backend]
    med = next(o["median"] for o in rec["operations"] if o["name"] == op)
    return med / hz * 1e9


kem = kpqc.KEM("NTRU+768")
pk, sk = kem.keypair()
sig = kpqc.Signature("AIMer128f")  # workspace: the C benchmark's sign-ws row
spk, ssk = sig.keypair()
cases = [("NTRU+768 encaps", kem, "encaps", lambda: kem.encaps(pk), 2000),
         ("AIMer128f sign (workspace)", sig, "sign-ws", lambda: sig.sign(MSG, ssk), 300)]
res: dict = {c[0]: ([], [], []) for c in cases}
for r in range(rounds):
    for label, obj, op, fn, n in cases:
        p = py_median(fn, n)
        c = c_median(obj.name, obj.backend, op, n)
        res[label][0].append(p)
        res[label][1].append(c)
        res[label][2].append(p - c)
    print(f"round {r + 1}/{rounds}", file=sys.stderr, flush=True)
print(f"| operation | Python (us) | C bench (us) | overhead per call (us), median (min-max), {rounds} rounds |")
print("| --- | ---: | ---: | --- |")
for label, (p, c, d) in res.items():
    print(f"| {label} | {statistics.median(p) / 1e3:.2f} | {statistics.median(c) / 1e3:.2f} | "
          f"{statistics.median(d) / 1e3:.2f} ({min(d) / 1e3:.2f} to {max(d) / 1e3:.2f}) |")
