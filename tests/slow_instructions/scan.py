#!/usr/bin/env python3
"""Slow-instruction scan (docs/ARCHITECTURE.md, "Backends"): the dispatch
knows which instructions exist, not how fast they are, so this disassembles
the library (objdump -d on libkpqc.a) and fails on

- PDEP/PEXT (BMI2) in a function whose name does not say it is a PDEP/PEXT
  twin (`*_pdep_*` or `*_bmi2`): those are microcoded on AMD before family
  0x19 (hundreds of cycles), so such a kernel needs a table/shift twin chosen
  by KPQC_CPU_FAST_PDEP, and the name marks the pair;
- GFNI (vgf2p8affineqb, vgf2p8affineinvqb, vgf2p8mulb) in a function whose
  name does not contain `gfni`: the avx2 backends need AVX2 only, so a GFNI
  instruction must sit in a twin kernel chosen by KPQC_CPU_GFNI (else an
  AVX2 CPU without GFNI, e.g. Haswell to Tiger Lake client or Zen 1-3, dies
  of SIGILL);
- any VPGATHER/VGATHER: microcoded on AMD Zen 1/2 and slowed by Intel's GDS
  microcode; a gather of constant indices is a transpose or plain loads.

usage: scan.py OBJDUMP LIBRARY [--expect-twins] [--expect-gfni]
--expect-twins: the build has PDEP/PEXT twins (HAETAE or TiGER avx2), so the
scan must find PDEP/PEXT in them (else it is not reading what it should);
--expect-gfni: likewise for GFNI twins (MQ-Sign avx2 with -mgfni)."""
import fnmatch
import re
import subprocess
import sys

FUNC = re.compile(r"^[0-9a-f]+ <(.+)>:$")
# "  61:\tpdep   %r9,..." (GNU) or "      61:      \tpdep\t%r9, ..." (LLVM), no raw bytes
BMI2_DEPOSIT = re.compile(r"^(pdep|pext)[lq]?$")  # LLVM writes pdepq, pextl
INSN = re.compile(r"^\s*[0-9a-f]+:\s+([a-z][a-z0-9.]*)")
TWIN_NAMES = ("*_pdep_*", "*_bmi2")
GFNI = re.compile(r"^v?gf2p8(affineqb|affineinvqb|mulb)$")


def main(argv):
    if len(argv) < 3:
        print(__doc__.split("\n\n")[-2], file=sys.stderr)
        return 2
    objdump, lib, expect = argv[1], argv[2], "--expect-twins" in argv[3:]
    expect_gfni = "--expect-gfni" in argv[3:]
    out = subprocess.run([objdump, "-d", "--no-show-raw-insn", lib], capture_output=True, text=True)
    if out.returncode != 0:
        print(f"{objdump} failed: {out.stderr.strip()}", file=sys.stderr)
        return 2
    fn, bad, twins, gfni, functions = None, [], 0, 0, 0
    for line in out.stdout.splitlines():
        m = FUNC.match(line)
        if m:
            fn, functions = m.group(1), functions + 1
            continue
        m = INSN.match(line)
        if fn is None or m is None:
            continue
        op = m.group(1)
        if BMI2_DEPOSIT.match(op):
            if any(fnmatch.fnmatch(fn, g) for g in TWIN_NAMES):
                twins += 1
            else:
                bad.append(f"{fn}: {op} outside a PDEP/PEXT twin kernel (name *_pdep_* or *_bmi2, "
                           f"with a table/shift twin chosen by KPQC_CPU_FAST_PDEP)")
        elif GFNI.match(op):
            if "gfni" in fn:
                gfni += 1
            else:
                bad.append(f"{fn}: {op} outside a GFNI twin kernel (name *gfni*, with a vpshufb "
                           f"twin chosen by KPQC_CPU_GFNI)")
        elif op.startswith(("vpgather", "vgather")):  # any width suffix
            bad.append(f"{fn}: {op} (microcoded on AMD Zen 1/2, GDS-slowed on Intel)")
    for b in sorted(set(bad)):
        print("FAIL", b)
    print(f"{functions} functions read; {twins} PDEP/PEXT sites in twin kernels; "
          f"{gfni} GFNI sites in twin kernels; {len(bad)} sites elsewhere or gathers")
    if expect and twins == 0:
        print("FAIL no PDEP/PEXT found in the twin kernels this build has: the scan reads nothing")
        return 1
    if expect_gfni and gfni == 0:
        print("FAIL no GFNI found in the twin kernels this build has: the scan reads nothing")
        return 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
