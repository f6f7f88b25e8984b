#!/usr/bin/env python3
"""kpqc compare on hand-made results drawn from known distributions, and the
bench options behind it: no timing is asserted anywhere.

- two files drawn from one distribution: every ratio "same (noise)";
- B 20% faster: the ratio's interval holds 0.8 and excludes 1;
- --by backend pairs portable with avx2 inside one file;
- counters of other rates are compared in nanoseconds;
- results from two microarchitectures carry a warning (header, stderr, --json),
  and a real run records the CPU identity fields (vendor, family, model,
  stepping, microarchitecture, TSC rate, PDEP path);
- the interval compare recomputes equals the one kpqc bench printed (a real
  tiny run), so the C and Python statistics agree;
- bad input: one line, exit 2, nothing written; --json written whole.

usage: test_compare.py PATH/TO/kpqc
"""
import json
import math
import os
import random
import sys
import tempfile

from cli_support import check, finish, run, usage_error
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
import compare  # noqa: E402  (tools/compare.py, the implementation under test)


def draw(rng, base, scale, n):
    """A floor plus an exponential tail, like timings; median base + scale ln 2."""
    return [int(round(base + rng.expovariate(1 / scale))) for _ in range(n)]


def result(scheme, backend, ops, rng, rounds=10, per=300, hz=2.6e9, unit="TSC ticks"):
    """A kpqc-bench-1 file's result row: ops maps name -> (base, scale)."""
    operations = []
    for name, (base, scale) in ops.items():
        samples = draw(rng, base, scale, rounds * per)
        operations.append({"name": name, "n": len(samples), "samples": samples,
                           "round_sizes": [per] * rounds, "flag_reason": ""})
    return {"scheme": scheme, "backend": backend, "error": "", "operations": operations}


ZEN4 = {"cpu_model": "AMD EPYC 9554", "cpu_vendor": "AuthenticAMD", "cpu_family": 25,
        "cpu_model_number": 17, "cpu_stepping": 1, "cpu_uarch": "Zen 4",
        "pdep_path": "PDEP/PEXT kernels: in hardware here"}
ZEN1 = {"cpu_model": "AMD EPYC 7601", "cpu_vendor": "AuthenticAMD", "cpu_family": 23,
        "cpu_model_number": 1, "cpu_stepping": 2, "cpu_uarch": "Zen",
        "pdep_path": "table/shift kernels: PDEP/PEXT are microcoded"}


def bench_file(path, results, hz=2.6e9, unit="TSC ticks", calibration=40000.0, cpu=None):
    data = {"format": "kpqc-bench-1",
            "environment": {"unit": unit, "counter_hz": hz, "git_commit": "test",
                            "compiler": "test", "hostname": "test", "date": "test",
                            **(ZEN4 if cpu is None else cpu)},
            "calibration": {"median": calibration}, "results": results}
    with open(path, "w") as f:
        json.dump(data, f)


def rows_of(stdout, scheme="NTRU+768"):
    return [line for line in stdout.splitlines() if line.startswith(scheme + " ")]


def main():
    rng = random.Random(18)
    kem = {"keypair": (20000, 400), "encaps": (22000, 400), "decaps": (21000, 400)}
    faster = {k: (0.8 * b, 0.8 * s) for k, (b, s) in kem.items()}
    with tempfile.TemporaryDirectory() as d:
        a, b, c, both, ns = (os.path.join(d, f) for f in ("a.json", "b.json", "c.json",
                                                          "both.json", "ns.json"))
        bench_file(a, [result("NTRU+768", "portable", kem, rng)])
        bench_file(b, [result("NTRU+768", "portable", kem, rng)])
        bench_file(c, [result("NTRU+768", "portable", faster, rng)])
        bench_file(both, [result("NTRU+768", "portable", kem, rng),
                          result("NTRU+768", "avx2", faster, rng)])
        bench_file(ns, [result("NTRU+768", "portable", faster, rng)], hz=5.2e9)

        r = run("compare", a, b)
        check(r.returncode == 0, f"compare same: {r.stderr}")
        rows = rows_of(r.stdout)
        check(len(rows) == 3 and all("same (noise)" in x for x in rows),
              f"same distribution reads as noise: {rows}")

        r = run("compare", a, c, "--json", os.path.join(d, "out.json"))
        check(r.returncode == 0, f"compare faster: {r.stderr}")
        out = json.load(open(os.path.join(d, "out.json")))
        check(out["format"] == "kpqc-compare-1" and len(out["rows"]) == 3, "compare json rows")
        for row in out["rows"]:
            lo, hi = row["ci95"]
            check(lo <= 0.8 <= hi and hi < 1 and row["significant"],
                  f"{row['operation']}: 0.8 in [{lo:.4f}, {hi:.4f}], 1 excluded")
            check(row["verdict"].startswith("B faster"), f"verdict {row['verdict']}")
        check(not any(".tmp" in f for f in os.listdir(d)), "no temporaries left")

        r = run("compare", both, both, "--by", "backend")
        rows = rows_of(r.stdout)
        check(r.returncode == 0 and len(rows) == 3
              and all(x.split()[1:3] == ["portable", "avx2"] and "B faster" in x for x in rows),
              f"--by backend: portable against avx2: {rows}")

        # B at twice the tick rate: 0.8 of the ticks at 5.2 GHz is 0.4 of the time.
        r = run("compare", a, ns)
        check("compared in nanoseconds" in r.stdout, "other counter rate: nanoseconds")
        ratios = [float(x.split()[6]) for x in rows_of(r.stdout)]
        check(len(ratios) == 3 and all(abs(x - 0.4) < 0.02 for x in ratios), f"ns ratios {ratios}")

        # Different microarchitectures: a warning in the header, on stderr and in --json.
        zen1 = os.path.join(d, "zen1.json")
        bench_file(zen1, [result("NTRU+768", "portable", kem, rng)], cpu=ZEN1)
        check("microarchitectures" not in run("compare", a, b).stdout, "same CPU: no warning")
        r = run("compare", a, zen1, "--json", os.path.join(d, "zen1-out.json"))
        check(r.returncode == 0 and "WARNING: A and B ran on different microarchitectures" in r.stdout
              and "Zen 4 (AuthenticAMD family 0x19 model 0x11)" in r.stdout
              and "Zen (AuthenticAMD family 0x17 model 0x1)" in r.stdout
              and "kernel paths differ" in r.stdout
              and r.stderr.startswith("kpqc: warning: A and B ran on different"),
              f"different microarchitectures warned: {r.stdout} {r.stderr}")
        notes = json.load(open(os.path.join(d, "zen1-out.json")))["notes"]
        check(any("different microarchitectures" in x for x in notes), f"warning in json: {notes}")
        # Files without the identity fields (older kpqc): the CPU model names decide.
        old = os.path.join(d, "old.json")
        bench_file(old, [result("NTRU+768", "portable", kem, rng)], cpu={"cpu_model": "Xeon"})
        r = run("compare", a, old)
        check("different microarchitectures (A: Zen 4" in r.stdout and "B: Xeon" in r.stdout,
              f"older file: model names compared: {r.stdout}")

        # Python's statistics equal C's: a real tiny run, intervals as printed.
        listed = [line.split()[0] for line in run("list").stdout.splitlines()[1:] if line.strip()]
        real = os.path.join(d, "real.json")
        r = run("bench", listed[0], "--iterations", "90", "--rounds", "3", "--warmup", "0",
                "--json", real)
        check(r.returncode == 0, f"bench: {r.stderr}")
        data = json.load(open(real))
        check(data["config"]["rounds"] == 3 and "ticks" in data["calibration"], "rounds in json")
        for res in data["results"]:
            for op in res["operations"]:
                check(op["round_sizes"] == [30, 30, 30] and len(op["round_medians"]) == 3,
                      f"{op['name']}: three rounds of 30")
                st = compare.summarize(op["samples"], op["round_sizes"])
                check(abs(st["median"] - op["median"]) <= 0.051
                      and all(abs(x - y) <= 0.051 for x, y in zip(st["ci"], op["ci95"])),
                      f"{op['name']}: python {st['median']} {st['ci']} vs C {op['median']} {op['ci95']}")
                check(op["ci95"][0] <= op["median"] <= op["ci95"][1], "median inside its CI")
                check(isinstance(op["flags"], list) and isinstance(op["flag_reason"], str),
                      "flags recorded")
        env = data["environment"]
        for key, kind in (("cpu_vendor", str), ("cpu_family", int), ("cpu_model_number", int),
                          ("cpu_stepping", int), ("cpu_uarch", str), ("tsc_hz", (int, float)),
                          ("pdep_path", str)):
            check(isinstance(env.get(key), kind), f"environment.{key} recorded: {env.get(key)!r}")
        if env["cpu_vendor"]:  # x86-64: a measured TSC rate and the family of cpuid
            check(env["tsc_hz"] > 1e8 and env["cpu_family"] > 0, f"tsc_hz and family: {env}")
        check(env["pdep_path"].startswith(("PDEP/PEXT kernels", "table/shift kernels")),
              f"pdep_path: {env['pdep_path']}")
        for n in (5, 6, 10, 100, 1000, 2000, 2001, 10000):
            lo, hi = compare.median_ci_ranks(n)
            check(lo + hi == n + 1, f"ranks symmetric for n={n}")
        check(compare.median_ci_ranks(100) == (40, 61), "ranks n=100")
        r = run("compare", real, real)
        check(r.returncode == 0 and all("same (noise)" in x for x in rows_of(r.stdout, listed[0])),
              "a run against itself: noise")

        # bad input
        usage_error(["compare", a], "one file")
        usage_error(["compare", a, os.path.join(d, "missing.json")], "missing file")
        with open(os.path.join(d, "bad.json"), "w") as f:
            f.write("{not json")
        usage_error(["compare", a, os.path.join(d, "bad.json")], "not JSON")
        bench_file(os.path.join(d, "other.json"), [result("HAETAE2", "portable",
                                                          {"keypair": (1, 1)}, rng, 1, 5)])
        usage_error(["compare", a, os.path.join(d, "other.json")], "nothing in common")
        with open(os.path.join(d, "mem.json"), "w") as f:
            json.dump({"format": "kpqc-mem-1", "results": []}, f)
        usage_error(["compare", a, os.path.join(d, "mem.json")], "not a bench result")
        usage_error(["compare", a, b, "--by", "colour"], "bad --by")
        usage_error(["compare", a, b, "--frobnicate"], "unknown option")
        usage_error(["compare", a, b, "--json", "/nonexistent/x.json"], "unwritable --json")
        usage_error(["bench", listed[0], "--rounds", "0"], "zero rounds")
        usage_error(["bench", listed[0], "--counter", "sundial"], "unknown counter")
        usage_error(["bench", listed[0], "--ci-limit", "-1"], "negative CI limit")

        # --counter perf: core cycles where the kernel gives them, else a clean failure.
        r = run("bench", listed[0], "--iterations", "3", "--counter", "perf", "--warmup", "0")
        if r.returncode == 0:
            check("core cycles" in r.stdout, "perf counter named")
        else:
            check(r.returncode == 1 and r.stderr.startswith("kpqc: --counter perf: perf_event")
                  and len(r.stderr.strip().splitlines()) == 1, f"perf unavailable: {r.stderr!r}")
            print("note: no perf_event core cycles here; checked the clean failure")
        r = run("bench", listed[0], "--iterations", "3", "--warmup", "0")
        check(r.returncode == 0 and ("unit: TSC ticks" in r.stdout or "unit: core cycles" in r.stdout
                                     or "unit: cntvct ticks" in r.stdout or "unit: ns" in r.stdout),
              "the unit is named")
    check(math.isclose(compare.t975(9), 2.262), "t(9)")
    return finish("compare")


if __name__ == "__main__":
    sys.exit(main())
