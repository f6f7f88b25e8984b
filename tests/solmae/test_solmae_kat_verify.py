#!/usr/bin/env python3
"""`kpqc kat --verify` on the official SOLMAE records the project carries
(tests/solmae/*.rsp): exactly no record opens under our verification, which
signs the whole message (the submission signs the first 32 bytes; every
official message has 33 or more), and each record is reported with that
reason; a file of our own `kpqc kat` output passes (all records).

usage: test_solmae_kat_verify.py PATH/TO/kpqc DIR
"""
import os
import re
import subprocess
import sys
import tempfile

KPQC, DIR = sys.argv[1], sys.argv[2]
# Cross builds: the command that runs target programs (qemu-user), else empty.
EMU = os.environ.get("KPQC_TEST_EMULATOR", "").split()
failed = 0


def check(cond, what):
    global failed
    if not cond:
        failed += 1
        print("FAIL:", what)


for scheme, name in (("SOLMAE512", "SOLMAE512-official-0-1.rsp"),
                     ("SOLMAE1024", "SOLMAE1024-official-0.rsp")):
    path = os.path.join(DIR, name)
    records = sum(1 for ln in open(path) if ln.startswith("count = "))
    r = subprocess.run([*EMU, KPQC, "kat", "--verify", path], capture_output=True, text=True)
    check(r.returncode == 1, f"{name}: exit {r.returncode}")
    check(f"{scheme}: {records} records, 0 passed, {records} failed" in r.stdout,
          f"{name}: summary {r.stdout!r}")
    reasons = re.findall(r"record count = \d+ \(line \d+\): (.*)", r.stderr)
    check(len(reasons) == records and all(x == "sm does not open to msg under pk" for x in reasons),
          f"{name}: {r.stderr!r}")
    with tempfile.TemporaryDirectory() as d:
        r = subprocess.run([*EMU, KPQC, "kat", scheme, "--count", "2", "--out", d],
                           capture_output=True, text=True)
        check(r.returncode == 0, f"kat {scheme}: {r.stderr!r}")
        ours = os.path.join(d, scheme + ".rsp")
        r = subprocess.run([*EMU, KPQC, "kat", "--verify", ours], capture_output=True, text=True)
        check(r.returncode == 0 and "2 records, 2 passed, 0 failed" in r.stdout,
              f"our {scheme} file: {r.stdout!r} {r.stderr!r}")
print("solmae kat --verify:", "ok" if failed == 0 else f"{failed} failed")
sys.exit(1 if failed else 0)
