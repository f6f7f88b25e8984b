#!/usr/bin/env python3
"""Division scan (docs/ARCHITECTURE.md, "Constant time"): valgrind cannot see
variable-latency instructions, so this disassembles every object of the library
(objdump -d on libkpqc.a) and fails on any division or square root (integer
div/idiv, SSE/AVX div*/sqrt*, x87 fdiv/fsqrt: their latency depends on the
operands) in a function that is not on a reviewed allow-list.

usage: scan.py OBJDUMP LIBRARY_OR_OBJECT... --allow DIR [--expect N]

The allow-lists are DIR/*.allow, one file per family (easy to extend): each
line `FUNCTION-GLOB  reason` names functions (namespaced symbol names, fnmatch
patterns; `OBJECT:FUNCTION` for a static function, e.g. `rans.c.o:encode`) whose
divisions were reviewed and take public operands only, and says why. --expect N: exactly N unlisted sites must be found (the scan's own
test on a planted division)."""
import fnmatch
import glob
import os
import re
import subprocess
import sys

VARIABLE = re.compile(r"^(i?div[bwlq]?|v?div[sp][sd]|v?sqrt[sp][sd]|fi?divr?[sl]?p?|fsqrt)$")
FUNC = re.compile(r"^[0-9a-f]+ <(.+)>:$")
MEMBER = re.compile(r"^(?:In archive .*:)?\s*$|^(\S+):\s+file format")


def load_allow(d):
    rules = []
    for path in sorted(glob.glob(os.path.join(d, "*.allow"))):
        for n, line in enumerate(open(path), 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            parts = line.split(None, 1)
            if len(parts) < 2:
                sys.exit(f"{path}:{n}: an allow-list entry needs a reason: {line!r}")
            rules.append({"glob": parts[0], "reason": parts[1], "where": f"{os.path.basename(path)}:{n}",
                          "used": 0})
    return rules


def scan(objdump, files):
    sites = []
    for f in files:
        out = subprocess.run([objdump, "-d", "--no-show-raw-insn", f], capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit(f"{objdump} -d {f} failed: {out.stderr.strip()}")
        obj, fn = os.path.basename(f), "?"
        for line in out.stdout.splitlines():
            # GNU objdump names an archive member "x.c.o:", llvm-objdump (CMake's
            # choice with clang) "libkpqc.a(x.c.o):".
            m = re.match(r"^(?:\S*\()?([^\s()]+\.o)\)?:\s+file format", line)
            if m:
                obj = m.group(1)
                continue
            m = FUNC.match(line)
            if m:
                fn = m.group(1)
                continue
            parts = line.split("\t")
            if len(parts) >= 2 and parts[0].strip().endswith(":"):
                mnemonic = parts[1].split()[0] if parts[1].split() else ""
                if VARIABLE.match(mnemonic):
                    sites.append((obj, fn, parts[1].strip()))
    return sites


def main(argv):
    if "--allow" not in argv or len(argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    expect = None
    if "--expect" in argv:
        i = argv.index("--expect")
        expect = int(argv[i + 1])
        del argv[i:i + 2]
    i = argv.index("--allow")
    allow_dir = argv[i + 1]
    objdump, files = argv[0], argv[1:i] + argv[i + 2:]
    rules = load_allow(allow_dir)
    bad, allowed = [], 0
    for obj, fn, insn in scan(objdump, files):
        rule = next((r for r in rules if fnmatch.fnmatchcase(f"{obj}:{fn}" if ":" in r["glob"] else fn,
                                                             r["glob"])), None)
        if rule is None:
            bad.append(f"{obj}: {fn}: {insn}")
        else:
            rule["used"] += 1
            allowed += 1
    for b in bad:
        print("variable-latency instruction:", b)
    print(f"division scan: {allowed} reviewed site(s) allowed by {sum(1 for r in rules if r['used'])} "
          f"allow-list entries, {len(bad)} not reviewed")
    for r in rules:
        if r["used"]:
            print(f"  allowed {r['glob']} ({r['used']}): {r['reason']}")
    if expect is not None:
        if len(bad) != expect:
            print(f"FAIL: expected {expect} unlisted site(s)")
            return 1
        return 0
    if bad:
        print("FAIL: review each site above; if its operands are public, add it to a "
              f"{allow_dir}/<family>.allow with the reason; otherwise make it constant time")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
