#!/usr/bin/env python3
"""kpqc report on synthetic results of every group: each ranking table, CSV
and plot says the group and the implementation of a row; the spread is
quartiles and p99; no heading stands over nothing.

usage: test_report.py PATH/TO/kpqc
"""
import csv
import json
import os
import re
import subprocess
import sys
import tempfile

from cli_support import KPQC, EMULATOR, check, finish
GROUPS = {"KpqC", "KpqC Round 2", "KpqC Round 1", "NIST"}


def op(name, median):
    samples = [median - 50 + i for i in range(100)] + [median * 10]
    return {"name": name, "n": len(samples), "budget_hit": False, "median": median, "mean": median,
            "min": min(samples), "max": max(samples), "p25": median - 25, "p75": median + 25,
            "p99": median + 49, "stddev": 30, "ci95": [median - 5, median + 5], "flags": [],
            "samples": samples}


def row(scheme, family, group, kind, backend, impl, base, with_group=True):
    ops = ["keypair", "encaps", "decaps"] if kind == "kem" else ["keypair", "sign", "verify"]
    second = "ciphertext" if kind == "kem" else "signature"
    r = {"scheme": scheme, "family": family, "version": "x", "kind": kind, "level": 1,
         "backend": backend, "implementation": impl, "error": "",
         "sizes": {"public_key": base // 10, "secret_key": base // 5, second: base // 20},
         "operations": [op(o, base * (i + 1)) for i, o in enumerate(ops)]}
    if family == "AIMer":  # a signing workspace: one more operation row (kpqc bench's sign-ws)
        r["operations"].append(op("sign-ws", base * 3 // 2))
    if with_group:
        r["group"] = group
    return r


ROWS = [
    ("SMAUG-T1", "SMAUG-T", "KpqC", "kem", "portable", "portable", 40000),
    ("SMAUG-T1", "SMAUG-T", "KpqC", "kem", "avx2", "AVX2", 20000),
    ("PALOMA128", "PALOMA", "KpqC Round 2", "kem", "portable", "portable", 900000),
    ("TiGER128", "TiGER", "KpqC Round 1", "kem", "portable", "portable", 30000),
    ("ML-KEM-512", "ML-KEM", "NIST", "kem", "liboqs", "x86_64 AVX2 (mlkem-native)", 15000),
    ("HQC-128", "HQC", "NIST", "kem", "liboqs", "portable C (PQClean clean)", 5000000),
    ("HAETAE2", "HAETAE", "KpqC", "signature", "portable", "portable", 400000),
    ("AIMer128f", "AIMer", "KpqC", "signature", "avx2", "AVX2", 600000),
    ("ML-DSA-44", "ML-DSA", "NIST", "signature", "liboqs", "x86_64 AVX2 (pq-crystals)", 50000),
]


def bench(rows, with_group=True):
    return {"format": "kpqc-bench-1",
            "environment": {"hostname": "testhost", "cpu_model": "cpu", "compiler": "cc", "flags": "-O3",
                            "unit": "cycles", "git_commit": "abc", "date": "d", "counter": "c",
                            "cpu_vendor": "AuthenticAMD", "cpu_family": 25, "cpu_model_number": 17,
                            "cpu_stepping": 1, "cpu_uarch": "Zen 4", "tsc_hz": 2596000000},
            "results": [row(*r, with_group=with_group) for r in rows]}


def report(d, name, data, *extra):
    path = os.path.join(d, f"{name}.json")
    json.dump(data, open(path, "w"))
    out = os.path.join(d, name)
    r = subprocess.run([*EMULATOR, KPQC, "report", path, "--out", out, "--no-measure", "--no-plots",
                        *extra], capture_output=True, text=True)
    check(r.returncode == 0, f"report {name}: {r.stderr}")
    md = open(os.path.join(out, "report.md"), encoding="utf-8").read() if r.returncode == 0 else ""
    return out, md


def md_tables(md):
    """[(heading, header cells, rows of cells)] for every table under a ### heading."""
    tables, heading, lines = [], None, md.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("#"):
            heading = line
        if line.startswith("| ") and i + 1 < len(lines) and lines[i + 1].startswith("|-"):
            header = [c.strip() for c in line.strip("|").split("|")]
            body = []
            i += 2
            while i < len(lines) and lines[i].startswith("| "):
                body.append([c.strip() for c in lines[i].strip("|").split("|")])
                i += 1
            tables.append((heading, header, body))
            continue
        i += 1
    return tables


def no_empty_headings(md, what):
    """Every heading has content before the next heading of its level or above."""
    lines = md.splitlines()
    heads = [(i, len(m.group(1))) for i, l in enumerate(lines) for m in [re.match(r"(#+) ", l)] if m]
    for j, (i, level) in enumerate(heads):
        end = next((k for k, lv in heads[j + 1:] if lv <= level), len(lines))
        body = [l for l in lines[i + 1:end] if l.strip() and not l.startswith("#")]
        check(body, f"{what}: empty heading {lines[i]!r}")
    check("Not in these results" not in md, f"{what}: a comparison announced without its rows")


def main():
    with tempfile.TemporaryDirectory() as d:
        out, md = report(d, "all", bench(ROWS))
        tables = md_tables(md)
        envt = [t for t in tables if (t[0] or "").startswith("## Environments")]
        check(len(envt) == 1 and "microarchitecture" in envt[0][1] and "TSC MHz" in envt[0][1]
              and envt[0][2][0][envt[0][1].index("microarchitecture")] == "Zen 4 (AuthenticAMD 0x19/0x11/1)"
              and envt[0][2][0][envt[0][1].index("TSC MHz")] == "2596",
              f"environment table: microarchitecture and TSC: {envt}")
        ranking = [t for t in tables if "ranking" in (t[0] or "")]
        check(len(ranking) == 6, f"a ranking table per operation and kind: {[t[0] for t in ranking]}")
        for heading, header, body in tables:
            if "scheme" not in header or "sizes in bytes" in (heading or ""):
                continue
            check("group" in header and "implementation" in header, f"{heading}: columns {header}")
            if "group" not in header or "implementation" not in header:
                continue
            g, im = header.index("group"), header.index("implementation")
            for cells in body:
                check(cells[g] in GROUPS, f"{heading}: group {cells[g]!r}")
                want = ("liboqs: ",) if cells[g] == "NIST" else ("portable C", "AVX2")
                check(cells[im].startswith(want), f"{heading}: implementation {cells[im]!r} ({cells[g]})")
        sizes = [t for t in tables if "sizes in bytes" in (t[0] or "")]
        check(sizes and all("group" in t[1] for t in sizes), "sizes tables have the group")
        ws = [t for t in tables if "caller's workspace" in (t[0] or "")]
        check(len(ws) == 1 and [c[0] for c in ws[0][2]] == ["AIMer128f"]
              and ws[0][2][0][-3:] == ["1,200,000", "900,000", "0.75"],
              f"one workspace table, the AIMer row, sign / sign-ws / ratio: {ws}")
        cyc_csv = open(os.path.join(out, "cycles.csv")).read()
        check(cyc_csv.count(",sign-ws,") == 1, "cycles.csv has the sign-ws row")
        cycles = [t for t in tables if "per operation (" in (t[0] or "")]
        check(cycles, "cycles tables")
        for heading, header, body in cycles:
            for cells in body:
                for c in cells[header.index("level") + 1:]:
                    check("p99" in c and "–" in c and "%" not in c.split(";")[-1], f"spread cell {c!r}")
                    check(not re.search(r"\+\d+(\.\d+)?% / ", c), f"no +max/-min percentages: {c!r}")
        # The CSVs carry group and implementation on every row.
        for name, cols in (("cycles.csv", ("group", "implementation", "p99")),
                           ("ranking.csv", ("group", "implementation")), ("sizes.csv", ("group",))):
            rows = list(csv.DictReader(open(os.path.join(out, name))))
            check(rows, f"{name} has rows")
            for c in cols:
                check(all(r.get(c) for r in rows), f"{name}: column {c} filled")
            check(all(r["group"] in GROUPS for r in rows), f"{name}: groups")
        rk = list(csv.DictReader(open(os.path.join(out, "ranking.csv"))))
        nist = {r["implementation"] for r in rk if r["group"] == "NIST"}
        check(all(i.startswith("liboqs: ") for i in nist), f"NIST rows name liboqs's choice: {nist}")
        check({r["implementation"] for r in rk if r["scheme"] == "SMAUG-T1"} == {"portable C", "AVX2"},
              "both SMAUG-T1 backends ranked with their implementation")
        no_empty_headings(md, "all groups")
        check("vs PALOMA" in md and "vs SMAUG-T" in md, "comparisons with both sides are shown")

        # Without the NIST group (NIST=0) no comparison can be made: no heading.
        _, md = report(d, "kpqc-only", bench([r for r in ROWS if r[2] != "NIST"]))
        no_empty_headings(md, "KpqC only")
        check("KpqC beside NIST" not in md, "no KpqC-beside-NIST section without NIST rows")
        check("## Memory" not in md and "## Code size" not in md, "no memory/code-size headings without results")
        check("Not in this report: memory" in md, "says what is not in the report")

        # Without PALOMA the code-based comparison is left out, not announced empty.
        _, md = report(d, "no-paloma", bench([r for r in ROWS if r[0] != "PALOMA128"]))
        no_empty_headings(md, "no PALOMA")
        check("vs PALOMA" not in md, "no code-based comparison without PALOMA")

        # Results of an older kpqc (no group field): the group follows from the family.
        out, md = report(d, "old", bench(ROWS, with_group=False))
        rows = list(csv.DictReader(open(os.path.join(out, "cycles.csv"))))
        by = {r["scheme"]: r["group"] for r in rows}
        check(by == {"SMAUG-T1": "KpqC", "PALOMA128": "KpqC Round 2", "TiGER128": "KpqC Round 1",
                     "ML-KEM-512": "NIST", "HQC-128": "NIST", "HAETAE2": "KpqC", "AIMer128f": "KpqC",
                     "ML-DSA-44": "NIST"}, f"groups inferred: {by}")

        # Versions side by side: a current row measured with its versioned rows gets one
        # table, each version with its ratio to the current row on the same backend.
        data = bench(ROWS)
        for scheme, version, base in (("HAETAE2-r2", "Round 2", 200000), ("HAETAE2-v1.2.0", "v1.2.0", 800000)):
            r = row(scheme, "HAETAE", "KpqC", "signature", "portable", "portable", base)
            r["version"], r["current_row"] = version, "HAETAE2"
            data["results"].append(r)
        _, md = report(d, "versions", data)
        no_empty_headings(md, "versions")
        vt = [t for t in md_tables(md) if (t[0] or "").startswith("### HAETAE2 (portable)")]
        check(len(vt) == 1 and "## Versions side by side" in md, f"one versions table: {[t[0] for t in vt]}")
        if vt:
            _, header, body = vt[0]
            check([c[0] for c in body] == ["**HAETAE2**", "HAETAE2-r2", "HAETAE2-v1.2.0"], f"version rows {body}")
            sign = header.index("sign")
            check(body[1][sign].endswith("(0.50x)") and body[2][sign].endswith("(2.00x)"),
                  f"ratios to the current row: {[c[sign] for c in body]}")
        _, md = report(d, "no-versions", bench(ROWS))
        check("Versions side by side" not in md, "no versions section without versioned rows")

    # Plot labels: what liboqs ran, read from its own words ("portable C (... no AVX2 code ...)").
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
    import report as report_py
    for impl, want in (("portable C (PQClean clean; no AVX2 code in liboqs 0.13)", "liboqs C"),
                       ("x86_64 AVX2 (mlkem-native)", "liboqs AVX2"),
                       ("x86_64 AVX-512 + VPCLMULQDQ", "liboqs AVX-512")):
        got = report_py.short_impl({"backend": "liboqs", "implementation": impl})
        check(got == want, f"plot label for {impl!r}: {got!r}, want {want!r}")
    check(report_py.short_impl({"backend": "portable"}) == "C" and
          not report_py.is_native({"backend": "portable"}), "portable rows are hollow 'C'")

    # The help says that report measures mem and size itself, and how not to.
    h = subprocess.run([*EMULATOR, KPQC, "report", "--help"], capture_output=True, text=True)
    check(h.returncode == 0 and "--no-measure" in h.stdout and "kpqc mem" in h.stdout.replace("'", "")
          .replace("`", ""), f"report --help: {h.stdout!r}")

    return finish("report")


if __name__ == "__main__":
    sys.exit(main())
