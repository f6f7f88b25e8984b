#!/usr/bin/env python3
"""kpqc mem, size, profile (argument checks only) and report, as a user meets them.

usage: test_measure.py PATH/TO/kpqc

- mem: a JSON result per backend with three operations, some stack, no heap;
- size: every scheme of `kpqc list` has sizes, and adding the shared
  primitives never makes a scheme smaller;
- report: tables from real bench/mem/size results and from two environments
  (cross-environment table); plots, or a plain note that they were skipped;
- bad input to each command: one line `kpqc: ...`, exit status 2, no file.
"""
import copy
import csv
import json
import os
import re
import sys
import tempfile

from cli_support import check, finish, run, usage_error


def main():
    # every row, versioned ones included (kpqc size, mem and profile cover them)
    listed = [line.split()[:2] for line in run("list", "--all-versions").stdout.strip().splitlines()[1:]]
    names = [n for n, _ in listed]
    first = names[0]
    kinds = {}
    for n, k in listed:
        kinds.setdefault(k, n)

    with tempfile.TemporaryDirectory() as d:
        # Bad input: one line, exit 2, nothing written.
        j = os.path.join(d, "x.json")
        usage_error(["mem", "NoSuchScheme", "--json", j], "mem unknown scheme")
        usage_error(["mem", first, "--runs", "0", "--json", j], "mem zero runs")
        usage_error(["mem", first, "--impl", "sse9", "--json", j], "mem unknown backend")
        usage_error(["mem", first, "--frobnicate", "1"], "mem unknown option")
        usage_error(["mem", first, "--json"], "mem option without value")
        usage_error(["mem", first, "--json", "/nonexistent/m.json"], "mem unwritable json")
        usage_error(["size", "NoSuchScheme", "--json", j], "size unknown scheme")
        usage_error(["size", "--json", "/nonexistent/s.json"], "size unwritable json")
        usage_error(["size", "--bogus", "x"], "size unknown option")
        usage_error(["profile", "NoSuchScheme", "keypair"], "profile unknown scheme")
        usage_error(["profile", first, "frobnicate"], "profile unknown operation")
        usage_error(["profile", first], "profile without operation")
        usage_error(["profile", first, "keypair", "--top", "0"], "profile --top 0")
        usage_error(["profile", first, "keypair", "--impl", "sse9"], "profile unknown backend")
        empty = dict(os.environ, PATH=d)
        empty.pop("KPQC_VALGRIND", None)
        usage_error(["profile", first, "keypair"], "profile without valgrind", env=empty)
        usage_error(["report", "--out", d], "report without results")
        usage_error(["report", os.path.join(d, "missing.json"), "--out", d], "report missing file")
        bad = os.path.join(d, "bad.json")
        with open(bad, "w") as f:
            f.write("{not json")
        usage_error(["report", bad, "--out", os.path.join(d, "r")], "report bad JSON")
        with open(bad, "w") as f:
            json.dump({"format": "other"}, f)
        usage_error(["report", bad, "--out", os.path.join(d, "r")], "report unknown format")
        os.remove(bad)
        usage_error(["report", "x.json"], "report without --out")
        check(os.listdir(d) == [], f"bad input left files: {os.listdir(d)}")

        # mem: every selected backend, three operations, stack measured, no heap.
        mem = os.path.join(d, "mem.json")
        r = run("mem", *kinds.values(), "--runs", "1", "--json", mem)
        check(max(map(len, r.stdout.splitlines() or [""])) <= 120, "mem's table within 120 columns")
        check(r.returncode == 0, f"mem: {r.stderr}")
        data = json.load(open(mem))
        check(data["format"] == "kpqc-mem-1", "mem format")
        check(len(data["results"]) >= len(kinds), "mem: a result per scheme")
        for res in data["results"]:
            check(res["error"] == "", f"mem error {res['error']}")
            # three operations, and sign-ws (with its workspace bytes) where the
            # backend signs through a caller's workspace (AIMer)
            op_names = [op["name"] for op in res["operations"]]
            ws = res["family"] == "AIMer"
            check(op_names[:3] in (["keypair", "encaps", "decaps"], ["keypair", "sign", "verify"])
                  and op_names[3:] == (["sign-ws"] if ws else []), f"mem operations {op_names}")
            if ws:
                check(res["operations"][3].get("workspace_bytes", 0) > 0, "mem: workspace bytes")
            for op in res["operations"]:
                check(op["stack_bytes"] > 256, f"{res['scheme']} {op['name']}: stack {op['stack_bytes']}")
                check(op["heap_peak_bytes"] in (0, None) and op["heap_allocations"] in (0, None),
                      f"{res['scheme']} {op['name']} allocates: {op}")
        check("stack" in r.stdout and first in r.stdout, "mem table on stdout")

        # size: every scheme, sizes that add up.
        size = os.path.join(d, "size.json")
        r = run("size", "--json", size)
        check(max(map(len, r.stdout.splitlines() or [""])) <= 120,
              f"size's table within 120 columns: {max(map(len, r.stdout.splitlines() or ['']))}")
        check(re.search(r"^P1: \S", r.stdout, re.M) is not None, "size lists the primitive sets")
        check(r.returncode == 0, f"size: {r.stderr}")
        data = json.load(open(size))
        seen = {res["scheme"] for res in data["results"]}
        check(seen == set(names), f"size covers every scheme: missing {set(names) - seen}")
        for res in data["results"]:
            check(res["error"] == "", f"size {res['scheme']}: {res['error']}")
            if res["error"]:
                continue
            a, c = res["scheme_only"], res["with_common"]
            check(a["text"] > 0 and a["rom"] == a["text"] + a["rodata"] + a["data"], f"{res['scheme']} rom")
            check(all(c[k] >= a[k] for k in a), f"{res['scheme']}: primitives make it smaller")
            # PALOMA's KAT generator's rand() model is linked by the KAT writer alone.
            check("glibc_rand" not in res.get("common_objects", []),
                  f"{res['scheme']}: glibc_rand counted among its primitives")

        # report: from a small real bench run, with the mem and size results.
        bench = os.path.join(d, "bench.json")
        r = run("bench", *kinds.values(), "--iterations", "20", "--warmup", "0", "--json", bench)
        check(r.returncode == 0, f"bench: {r.stderr}")
        for res in json.load(open(bench))["results"]:
            op_names = [op["name"] for op in res["operations"]]
            check(("sign-ws" in op_names) == (res["family"] == "AIMer"),
                  f"bench: sign-ws row for {res['scheme']} [{res['backend']}]: {op_names}")
        out = os.path.join(d, "report")
        r = run("report", bench, mem, size, "--out", out)
        check(r.returncode == 0, f"report: {r.stderr}")
        files = sorted(os.listdir(out))
        for f in ("report.md", "cycles.csv", "ranking.csv", "sizes.csv", "memory.csv", "rom.csv"):
            check(f in files, f"report wrote {f}: {files}")
        md = open(os.path.join(out, "report.md")).read()
        for title in ("## Cycles per operation", "## Ranking per operation", "## Memory",
                      "## Code size", "sizes in bytes"):
            check(title in md, f"report.md has {title}")
        pngs = [f for f in files if f.endswith(".png")]
        if pngs:
            check(any(f.startswith("cycles-") for f in pngs) and any(f.startswith("size-speed-") for f in pngs),
                  f"both kinds of plot: {pngs}")
            for p in pngs:
                check(open(os.path.join(out, p), "rb").read(8) == b"\x89PNG\r\n\x1a\n", f"{p} is a PNG")
                check(f"]({p})" in md, f"report.md links {p}")
        else:
            check("Plots skipped" in md and "plots skipped" in r.stdout.lower(), "says plots were skipped")
        check(not [f for f in files if f.startswith(".")], f"temporaries left: {files}")
        rows = list(csv.DictReader(open(os.path.join(out, "cycles.csv"))))
        check(len(rows) >= 3 * len(kinds), "cycles.csv rows")
        check(all(float(x["min"]) <= float(x["median"]) <= float(x["max"]) for x in rows), "csv order")

        # Two environments: the same results as if from another machine.
        other = copy.deepcopy(json.load(open(bench)))
        other["environment"]["hostname"] = "elsewhere"
        for res in other["results"]:
            for op in res["operations"]:
                op["median"] *= 2
        other_path = os.path.join(d, "other.json")
        json.dump(other, open(other_path, "w"))
        out2 = os.path.join(d, "report2")
        r = run("report", bench, other_path, "--out", out2, "--no-plots", "--no-measure")
        check(r.returncode == 0, f"report, two environments: {r.stderr}")
        md = open(os.path.join(out2, "report.md")).read()
        check("## Across environments" in md and "elsewhere" in md, "cross-environment table")
        cross = list(csv.reader(open(os.path.join(out2, "cross_env.csv"))))
        check(cross[0][:5] == ["scheme", "backend", "group", "kind", "operation"] and len(cross[0]) == 7
              and cross[0][-1] == "elsewhere", f"one column per environment: {cross[0]}")

    return finish("measure")


if __name__ == "__main__":
    sys.exit(main())
