#!/usr/bin/env python3
"""The kpqc command as a user meets it: outputs, and every bad input giving a
one-line error, exit status 2 and no file left behind.

usage: test_cli.py PATH/TO/kpqc
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from cli_support import KPQC, EMULATOR, check, finish, run, usage_error


def schemes():
    r = run("list")
    check(r.returncode == 0, "list exits 0")
    rows = r.stdout.strip().splitlines()[1:]
    return [(row.split()[0], row.split()[1]) for row in rows]


def backends(env=None):
    """{scheme: [(backend, runs here, is default)]} from `kpqc list`."""
    r = run("list", env=env)
    check(r.returncode == 0, "list exits 0")
    col = r.stdout.splitlines()[0].index("backends")
    out = {}
    for row in r.stdout.strip().splitlines()[1:]:
        entries = []
        for word in row[col:].split(":")[0].split():
            default = word.startswith("[") and word.endswith("]")
            word = word.strip("[]")
            entries.append((word.rstrip("*"), word.endswith("*"), default))
        out[row.split()[0]] = entries
    return out


def check_backends():
    """Backend selection: the default, --impl on every command, and
    KPQC_CPU_DISABLE=avx2 making the portable backend the default."""
    here = backends()
    for name, entries in here.items():
        check(sum(d for _, _, d in entries) == 1, f"{name}: one default in {entries}")
        check(all(runs for _, runs, d in entries if d), f"{name}: the default runs here")
    multi = [n for n, e in here.items() if len(e) > 1 and e[0][0] == "portable"]
    if not multi:
        print("skip: no scheme has a second backend in this build (KPQC_NATIVE=OFF or not "
              "x86-64): --impl across backends not tested")
        return
    name = multi[0]
    off = dict(os.environ, KPQC_CPU_DISABLE="avx2")
    for entries in backends(off).values():
        for b, runs, default in entries:
            if b == "avx2":
                check(not runs and not default, f"KPQC_CPU_DISABLE=avx2: avx2 still runs {entries}")
    check(backends(off)[name][0] == ("portable", True, True),
          f"KPQC_CPU_DISABLE=avx2: portable is the default of {name}")
    for args in (["kat", name], ["bench", name, "--iterations", "5"], ["mem", name],
                 ["profile", name, "keypair"]):
        usage_error(args + ["--impl", "avx2"], f"{args[0]} --impl avx2 without AVX2", env=off)
        usage_error(args + ["--impl", "sse9"], f"{args[0]} --impl unknown")
    avx2_runs = any(b == "avx2" and runs for b, runs, _ in here[name])
    if not avx2_runs:
        print(f"skip: this CPU does not run the avx2 backend of {name}: kat/bench --impl avx2 "
              "not tested")
        return
    ref = run("kat", name, "--count", "3", "--impl", "portable")
    check(ref.returncode == 0 and ref.stdout, f"kat --impl portable: {ref.stderr}")
    for impl in ("avx2", "all"):
        r = run("kat", name, "--count", "3", "--impl", impl)
        check(r.returncode == 0 and r.stdout == ref.stdout, f"kat --impl {impl} differs from portable")
    r = run("bench", name, "--impl", "all", "--iterations", "5", "--warmup", "0")
    check(r.returncode == 0, f"bench --impl all: {r.stderr}")
    rows = [line.split()[:2] for line in r.stdout.splitlines() if line.startswith(name + " ")]
    check({b for _, b in rows} == {"portable", "avx2"}, f"bench --impl all ran {rows}")


def check_twin_paths():
    """`list --verbose` names the twin kernels of backends that have them
    (PDEP/PEXT, GFNI or table/shift, with the reason) and the CPU; forced
    with KPQC_CPU_DISABLE=fast-pdep,gfni."""
    r = run("list", "--verbose")
    check(r.returncode == 0, "list --verbose exits 0")
    lines = [x.strip() for x in r.stdout.splitlines() if x.strip().startswith("avx2: ")]
    if not lines:
        print("skip: no backend with PDEP/PEXT or GFNI twins in this build (HAETAE/TiGER/"
              "MQ-Sign avx2): list --verbose paths not tested")
        return
    check(all(x.startswith(("avx2: PDEP/PEXT kernels: ", "avx2: GFNI kernels: ",
                            "avx2: table/shift kernels: ")) for x in lines), f"path lines: {lines[:2]}")
    forced = run("list", "--verbose", env=dict(os.environ, KPQC_CPU_DISABLE="fast-pdep,gfni")).stdout
    wants = ("avx2: table/shift kernels: fast-pdep in KPQC_CPU_DISABLE",
             "avx2: table/shift kernels: gfni in KPQC_CPU_DISABLE",
             "avx2: table/shift kernels: no GFNI (or no OS AVX state) on this CPU")
    check(sum(forced.count(w) for w in wants) == len(lines),
          f"KPQC_CPU_DISABLE=fast-pdep,gfni: every path line is one of {wants!r}")
    features = forced.split("cpu features:")[1].splitlines()[0].split()
    check("fast-pdep" not in features and "gfni" not in features,
          "KPQC_CPU_DISABLE=fast-pdep,gfni: the properties are hidden")
    if "x86_64" in os.uname().machine:
        check(re.search(r"^cpu: \S+ family 0x[0-9a-f]+ model 0x[0-9a-f]+ stepping \d+ \(.+\)$",
                        r.stdout, re.M) is not None, "list --verbose names the CPU")


def check_counter(env):
    """The counter is named with its unit; aarch64 picks the PMU cycle counter
    or falls back to the virtual counter (always, under qemu-user); figures
    from an emulated CPU are labelled so."""
    machine = env["os"].split()[-1]
    if machine == "aarch64":
        names = {"PMU core cycles (perf_event PERF_COUNT_HW_CPU_CYCLES, user space)": "core cycles",
                 "pmccntr_el0 (PMU cycle counter)": "core cycles",
                 "cntvct_el0 (virtual counter ticks)": "cntvct ticks"}
        check(names.get(env["counter"]) == env.get("unit"),
              f"aarch64 counter {env['counter']!r}, unit {env.get('unit')!r}")
        check("neon" in env.get("cpu_features", "").split(), "aarch64 features name neon")
    if EMULATOR:
        check("meaningless" in env.get("emulation", ""), f"emulated run not labelled: {env}")
    else:
        check("emulation" not in env, "a native run labelled emulated")
COMMANDS = ["list", "kat", "bench", "mem", "size", "profile", "report", "compare", "help"]


def check_list_width():
    """list fits 120 columns, as bench's table does, in every form."""
    for args in (["list"], ["list", "--verbose"], ["list", "--all-versions"], ["list", "--all-versions", "-v"]):
        r = run(*args)
        widest = max(map(len, r.stdout.splitlines() or [""]))
        check(r.returncode == 0 and widest <= 120, f"{' '.join(args)}: {widest} columns")


def check_profile_categories():
    """Every object of the shared primitives has a category in kpqc profile
    (derived from its name): a new kernel file cannot fall into "other"."""
    r = run("__profile-categories")
    rows = dict(line.split(None, 1) for line in r.stdout.strip().splitlines())
    check(r.returncode == 0 and "unclassified" not in r.stdout,
          f"profile categories: every shared object classified: {r.stdout!r}")
    check(rows.get("fips202") == "Keccak" and rows.get("ctr_drbg") == "randomness",
          f"profile categories: {rows}")
    if "keccakf1600_bmi2" in rows:
        check(rows["keccakf1600_bmi2"] == "Keccak", f"the BMI2 Keccak is Keccak: {rows}")


def check_help():
    """kpqc help, kpqc help COMMAND, kpqc COMMAND --help / -h: usage, exit 0."""
    r = run("help")
    check(r.returncode == 0 and r.stderr == "", f"help: exit {r.returncode} {r.stderr!r}")
    for c in COMMANDS:
        check(f"\n  {c} " in r.stdout, f"help lists {c}")
    for c in COMMANDS:
        for args in (["help", c], [c, "--help"], [c, "-h"], [c, "x", "--help"]):
            if c == "help" and args[0] == "help" and len(args) > 2:
                continue
            h = run(*args)
            check(h.returncode == 0 and h.stdout.startswith(f"usage: kpqc {c} ") and h.stderr == "",
                  f"{' '.join(args)}: exit {h.returncode}, stdout {h.stdout[:60]!r}")
    usage_error(["help", "frobnicate"], "help for an unknown command")
    v = run("--version")
    check(v.returncode == 0 and re.fullmatch(r"kpqc \d+\.\d+\.\d+\n", v.stdout) is not None,
          f"--version: {v.stdout!r}")
    header = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "include", "kpqc", "kpqc.h")
    m = re.search(r'#define KPQC_VERSION_TEXT "([^"]+)"', open(header).read())
    check(m is not None and v.stdout == f"kpqc {m.group(1)}\n",
          f"--version is kpqc.h's KPQC_VERSION_TEXT: {v.stdout!r}")


SOURCE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def accepted_options(c):
    """Every option the command's parser knows: each whole "--x" string literal of
    apps/kpqc/cmd_<c>.c, or of tools/<c>.py for the commands in Python."""
    if c in ("report", "compare"):  # their parse_args (--help is the C side's)
        path = os.path.join(SOURCE, "tools", f"{c}.py")
        if not os.path.exists(path):
            return None
        text = open(path).read()
        text = text[text.index("def parse_args"):]
        text = text[:text.index("\ndef ")]
        return set(re.findall(r'"(--[a-z0-9][a-z0-9-]*)"', text)) - {"--help"}
    path = os.path.join(SOURCE, "apps", "kpqc", f"cmd_{c}.c")
    if not os.path.exists(path):
        return None
    return set(re.findall(r'"(--[a-z0-9][a-z0-9-]*)"', open(path).read()))


def readme_text(c):
    """The README's bullets describing command c ("- `c ..." up to the next bullet)."""
    readme = open(os.path.join(SOURCE, "README.md")).read()
    return "\n".join(m.group(0) for m in re.finditer(rf"^- `{c}\b.*?(?=^- |^\s*$)", readme, re.M | re.S))


def check_help_options():
    """Every option of every command is explained in its --help (a line of its
    own), named in its synopsis, and described in the README."""
    for c in COMMANDS:
        if c == "help":
            continue
        h = run(c, "--help").stdout
        synopsis, _, text = h.partition("\n\n")
        named = set(re.findall(r"--[a-z0-9][a-z0-9-]*", synopsis))
        accepted = accepted_options(c)
        if accepted is None:
            print(f"skip: the source of {c} is not beside the test: its options are not cross-checked")
            accepted = named
        for opt in sorted(named | accepted):
            check(opt in named, f"{c} --help: {opt} is accepted but not in the synopsis")
            check(re.search(rf"^  (-\w, )?{opt}\b", text, re.M) is not None,
                  f"{c} --help: {opt} is not explained")
            check(re.search(rf"{opt}\b", readme_text(c)) is not None, f"README: {c} {opt} not described")


def check_names(listed):
    """Unknown names suggest the nearest schemes; family and group names select
    their schemes in the commands taking a list."""
    names = [n for n, _ in listed]
    lower = {n.lower() for n in names}
    examples = [("NTRU+786", "NTRU+768"), ("smaugt1", "SMAUG-T1"), ("ML-KEM512", "ML-KEM-512"),
                ("haetae-2", "HAETAE2"), ("AIMer-128f", "AIMer128f")]
    # Every name written without its punctuation, and with two digits swapped.
    for n in names:
        bare = re.sub(r"[^0-9A-Za-z]", "", n).lower()
        if bare not in lower:
            examples.append((bare, n))
        m = re.search(r"(\d)(\d)(?!.*\d)", n)
        if m and m.group(1) != m.group(2):
            swapped = n[:m.start()] + m.group(2) + m.group(1) + n[m.end():]
            if swapped.lower() not in lower:
                examples.append((swapped, n))
    tried = 0
    for typo, want in examples:
        if want not in names:
            continue
        tried += 1
        line = usage_error(["kat", typo], f"kat {typo}")
        check("did you mean" in line and want in line.split("did you mean", 1)[1],
              f"kat {typo}: want a suggestion of {want}, got {line!r}")
    check(tried >= len(names), f"suggestions tried for {tried} names")
    line = usage_error(["kat", "QQQQQQQQQQ"], "kat for a far-off name")
    check("did you mean" not in line, f"no suggestion for a far-off name: {line!r}")

    # Families and groups, through `kpqc size` (fast) and `kpqc bench`; the
    # family of each scheme from `kpqc size --json` over all of them.
    rows = run("list").stdout.strip().splitlines()[1:]
    groups = {"KpqC": [r.split()[0] for r in rows if r.split()[2] == "KpqC" and r.split()[3].isdigit()],
              "NIST": [r.split()[0] for r in rows if r.split()[2] == "NIST"]}
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "all.json")
        r = run("size", "--json", out)
        check(r.returncode == 0, f"size: {r.stderr}")
        family = {x["scheme"]: x["family"] for x in json.load(open(out))["results"]} if r.returncode == 0 else {}
    for n in names:
        f = family.get(n)
        if f and f.lower() not in ("kpqc", "nist") and f.lower() not in lower:
            groups.setdefault(f, []).append(n)
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "size.json")
        for g, members in groups.items():
            if not members:
                continue
            for spelled in (g, g.lower()):
                r = run("size", spelled, "--json", out)
                check(r.returncode == 0, f"size {spelled}: {r.stderr}")
                if r.returncode == 0:
                    got = list(dict.fromkeys(x["scheme"] for x in json.load(open(out))["results"]))
                    check(got == members, f"size {spelled}: {got}, want {members}")
        fam = next((g for g in ("NTRU+", "SMAUG-T", "HAETAE", "AIMer") if groups.get(g)), None)
        if fam:
            r = run("bench", fam, "--impl", "portable", "--iterations", "3", "--warmup", "0",
                    "--json", out)
            check(r.returncode == 0, f"bench {fam}: {r.stderr}")
            if r.returncode == 0:
                got = sorted({x["scheme"] for x in json.load(open(out))["results"]})
                check(got == sorted(groups[fam]), f"bench {fam}: {got}")
    fam = next((g for g in groups if g not in ("KpqC", "NIST") and groups[g]), None)
    if fam:
        line = usage_error(["kat", fam], "kat takes one scheme, not a family")
        check(all(n in line for n in groups[fam]), f"kat {fam} lists its schemes: {line!r}")


def check_out_rule(first):
    """One rule for --out DIR (kat, report): DIR is made with its missing parents;
    `-` is stdout where one stream is written (kat: the .rsp), refused by report."""
    with tempfile.TemporaryDirectory() as d:
        deep = os.path.join(d, "a", "b")
        r = run("kat", first, "--count", "1", "--out", deep)
        check(r.returncode == 0 and sorted(os.listdir(deep)) == [f"{first}.req", f"{first}.rsp"],
              f"kat --out makes missing parents: {r.stderr!r}")
        r = run("kat", first, "--count", "1", "--out", "-", cwd=d)
        check(r.returncode == 0 and r.stdout == open(os.path.join(deep, f"{first}.rsp")).read(),
              f"kat --out - writes the .rsp to stdout: {r.stderr!r}")
        check(not os.path.exists(os.path.join(d, "-")), "kat --out - makes no directory named -")
        usage_error(["kat", first, "--out", os.path.join(deep, f"{first}.req")], "kat --out a file")
        usage_error(["kat", first, "--out", "/proc/kpqc-no/dir"], "kat --out that cannot be made")
        line = usage_error(["report", os.path.join(deep, "x.json"), "--out", "-"], "report --out -")
        check("not -" in line, f"report --out - says why: {line!r}")
        check(not os.path.exists(os.path.join(d, "-")), "report --out - makes nothing")


def main():
    check_help()
    check_help_options()
    check_list_width()
    check_profile_categories()
    listed = schemes()
    check_names(listed)
    check(len(listed) > 0, "list shows schemes")
    first = listed[0][0]

    # kat: stdout equals --out .rsp; both files appear; the seed matters.
    with tempfile.TemporaryDirectory() as d:
        r = run("kat", first, "--count", "2", "--out", d)
        check(r.returncode == 0, f"kat --out: {r.stderr}")
        check(sorted(os.listdir(d)) == [f"{first}.req", f"{first}.rsp"], f"files {os.listdir(d)}")
        rsp = open(os.path.join(d, f"{first}.rsp")).read()
        req = open(os.path.join(d, f"{first}.req")).read()
        check((rsp.startswith("# ") or rsp.startswith("count = 0")) and "count = 1" in rsp,
              "rsp content")
        check(req.startswith("count = 0\nseed = ") or  # Falcon's driver: "# NAME" first
              (req.startswith("# ") and req.split("\n", 1)[1].startswith("count = 0\nseed = ")),
              "req content")
        out = run("kat", first.lower(), "--count", "2")
        check(out.returncode == 0 and out.stdout == rsp, "kat to stdout equals the .rsp file")
        other = run("kat", first, "--count", "2", "--seed", "ab" * 48)
        check(other.returncode == 0 and other.stdout != rsp and "seed = ABAB" not in other.stdout,
              "another seed gives other entries")
        upper = run("kat", first, "--count", "2", "--seed", "AB" * 48)
        check(upper.stdout == other.stdout, "hex seed is case-insensitive")

    # The verdict against the registry's official digests.
    kpqc_rows = [r.split()[0] for r in run("list").stdout.strip().splitlines()[1:]
                 if r.split()[2] == "KpqC"]
    # Entry 0 of every scheme and backend (PALOMA: of its 100-entry run), in one
    # run whose per-row verdicts also name the verify-only rows below.
    all_check = run("kat", "--check", "--count", "1")
    check(all_check.returncode == 0 and " 0 differ," in all_check.stdout
          and "DIFFERS" not in all_check.stdout,
          f"kat --check --count 1: {all_check.stdout[-300:]!r}")
    verdicts = {}
    for ln in all_check.stdout.splitlines():
        f = ln.split(None, 2)
        if len(f) == 3 and f[0] in kpqc_rows:
            verdicts.setdefault(f[0], []).append(f[2].strip())
    check(sorted(verdicts) == sorted(kpqc_rows), "kat --check --count 1 lists every KpqC row")
    # Verify-only rows (no reproducible official file, e.g. SOLMAE) keep no
    # digest: kat says so and still writes the file.
    verify_only = [k for k in kpqc_rows
                   if verdicts.get(k) and all(v == "no official digest" for v in verdicts[k])]
    for k in verify_only:
        r = run("kat", k, "--count", "1")
        check(r.returncode == 0 and "no official digest is kept" in r.stderr
              and r.stdout.startswith("# "), f"kat {k} (verify-only): {r.stderr!r}")
    kpqc_rows = [k for k in kpqc_rows if k not in verify_only]
    if kpqc_rows:
        k = kpqc_rows[0]
        r = run("kat", k, "--count", "1")
        check(r.returncode == 0 and "matches the official KAT" in r.stderr, f"kat {k}: {r.stderr!r}")
        r = run("kat", k, "--count", "2")
        check(r.returncode == 0 and "no official digest for this seed" in r.stderr,
              f"kat {k} --count 2: {r.stderr!r}")
        r = run("kat", k, "--count", "1", "--seed", "ab" * 48)
        check(r.returncode == 0 and "no official digest for this seed" in r.stderr,
              f"kat {k} --seed: {r.stderr!r}")
        r = run("kat", "--check", k, "--count", "1")
        runs_here = [b for b, ok, _ in backends()[k] if ok]
        lines = [ln.split() for ln in r.stdout.splitlines() if ln.startswith(k + " ")]
        check(r.returncode == 0 and [ln[1] for ln in lines] == runs_here
              and all(ln[2] == "match" for ln in lines), f"kat --check {k}: {r.stdout!r}")
        check(f"{len(runs_here)} match, 0 differ" in r.stdout, f"kat --check summary: {r.stdout!r}")
    else:
        print("skip: no KpqC scheme in this build: the official-digest verdict is not tested")
    nist = [r.split()[0] for r in run("list").stdout.strip().splitlines()[1:] if r.split()[2] == "NIST"]
    if nist:
        # Said once for the whole group, not a "no official digest" line per NIST row.
        r = run("kat", "--check", *nist[:3], "--count", "1")
        check(r.returncode == 0 and "no official digest" not in r.stdout and
              r.stdout.count("outside kat --check's scope") == 1 and
              r.stdout.startswith(f"{min(len(nist), 3)} NIST-group row"),
              f"kat --check {nist[:3]}: {r.stdout!r}")
    usage_error(["kat", "--check", "--count", "5"], "kat --check with a count without a digest")
    usage_error(["kat", "--check", "NoSuchScheme"], "kat --check unknown scheme")

    # Bad input: one line, exit 2, nothing written.
    with tempfile.TemporaryDirectory() as d:
        usage_error(["kat", "NoSuchScheme", "--out", d], "unknown scheme")
        usage_error(["kat", first, "--seed", "zz" * 48, "--out", d], "malformed hex seed")
        usage_error(["kat", first, "--seed", "00" * 47, "--out", d], "short seed")
        usage_error(["kat", first, "--seed", "00" * 49, "--out", d], "long seed")
        usage_error(["kat", first, "--count", "0", "--out", d], "count 0")
        usage_error(["kat", first, "--count", "-3", "--out", d], "negative count")
        usage_error(["kat", first, "--count", "12abc", "--out", d], "count with junk")
        usage_error(["kat", first, "--impl", "sse9", "--out", d], "unknown backend")
        usage_error(["kat", first, "--bogus"], "unknown option")
        usage_error(["kat", first, "--count"], "option without value")
        usage_error(["kat"], "no scheme")
        usage_error(["kat", first, first], "two schemes")
        check(os.listdir(d) == [], f"bad input left files: {os.listdir(d)}")
    check_out_rule(first)
    usage_error(["frobnicate"], "unknown command")
    usage_error(["list", "extra"], "list with arguments")
    usage_error(["bench", "NoSuchScheme"], "bench unknown scheme")
    usage_error(["bench", first, "--iterations", "0"], "bench zero iterations")
    usage_error(["bench", first, "--impl", "nope"], "bench unknown backend")
    usage_error(["bench", first, "--budget", "soon"], "bench bad budget")
    usage_error(["bench", first, "--json", "/nonexistent/x.json"], "bench unwritable json")

    check_backends()
    check_twin_paths()

    # bench: a tiny run per kind writes parseable JSON, CSV and Markdown.
    kinds = {}
    for name, kind in listed:
        kinds.setdefault(kind, name)
    with tempfile.TemporaryDirectory() as d:
        j, c, m = (os.path.join(d, f) for f in ("r.json", "r.csv", "r.md"))
        r = run("bench", *kinds.values(), "--iterations", "20", "--warmup", "0",
                "--json", j, "--csv", c, "--markdown", m)
        check(r.returncode == 0, f"bench: {r.stderr}")
        data = json.load(open(j))
        check(len(data["results"]) >= len(kinds), "json has a result per scheme")
        for res in data["results"]:
            check(res["error"] == "", f"bench error {res['error']}")
            for op in res["operations"]:
                check(op["n"] == 20 and len(op["samples"]) == 20, f"20 samples in {op['name']}")
                check(op["min"] <= op["median"] <= op["max"], "median within min..max")
        env = data["environment"]
        for key in ("cpu_model", "counter", "compiler", "git_commit", "os", "date"):
            check(env.get(key), f"environment has {key}")
        check_counter(env)
        check(open(c).readline().startswith("scheme,family,kind"), "csv header")
        check("| scheme |" in open(m).read(), "markdown table")
        check(sorted(os.listdir(d)) == ["r.csv", "r.json", "r.md"], "no temporaries left")
        check_bench_output(r, data, c)

    check_output_files(first, kinds)

    # More rounds than iterations: said, not silently cut.
    r = run("bench", first, "--rounds", "1000", "--iterations", "3", "--warmup", "0")
    check(r.returncode == 0 and "1000 rounds of 3 iterations cannot be: measuring 3 rounds" in r.stderr,
          f"bench --rounds 1000 --iterations 3 says it measures 3 rounds: {r.stderr!r}")

    return finish("cli")


def refused(args, path, what, **kw):
    """Exit 2 at once (before any work), one line naming path; path untouched."""
    before = os.lstat(path)
    try:
        r = run(*args, timeout=30, **kw)
    except subprocess.TimeoutExpired:
        check(False, f"{what}: still running after 30 s (the work started before the check)")
        return
    lines = r.stderr.strip().splitlines()
    check(r.returncode == 2, f"{what}: exit {r.returncode}, want 2 ({r.stderr.strip()})")
    check(len(lines) == 1 and lines[0].startswith("kpqc: ") and path in lines[0],
          f"{what}: stderr {r.stderr!r}")
    after = os.lstat(path)
    check((after.st_mode, after.st_ino, after.st_mtime_ns) == (before.st_mode, before.st_ino, before.st_mtime_ns),
          f"{what}: {path} was touched")


def special_files(d):
    """A symbolic link (to a file that must stay as it is), a FIFO, a directory, a socket."""
    import socket
    target = os.path.join(d, "target")
    with open(target, "w") as f:
        f.write("keep\n")
    os.symlink(target, os.path.join(d, "link"))
    os.mkfifo(os.path.join(d, "fifo"))
    os.mkdir(os.path.join(d, "dir"))
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(os.path.join(d, "sock"))
    return sock, [("link", "a symbolic link"), ("fifo", "a FIFO"), ("dir", "a directory"),
                  ("sock", "a socket")]


def with_umask(mask, args):
    old = os.umask(mask)
    try:
        return run(*args)
    finally:
        os.umask(old)


def check_output_files(first, kinds):
    """Defect 6 of issue 16: every output path of every command, written like a careful
    Unix tool (apps/kpqc/output_file.c, tools/kpqc_output.py)."""
    with tempfile.TemporaryDirectory() as d:
        a, b = os.path.join(d, "a.json"), os.path.join(d, "b.json")
        for p in (a, b):
            r = run("bench", first, "--iterations", "5", "--warmup", "0", "--json", p)
            check(r.returncode == 0, f"bench for compare: {r.stderr}")
        # Slow runs: a refusal must come before the work (bench would take minutes).
        slow = ["--iterations", "100000000", "--budget", "600"]
        commands = {
            "size --json": lambda p: ["size", first, "--json", p],
            "mem --json": lambda p: ["mem", first, "--json", p],
            "profile --json": lambda p: ["profile", first, "keypair", "--impl", "portable", "--json", p],
            "bench --json": lambda p: ["bench", first, *slow, "--json", p],
            "bench --csv": lambda p: ["bench", first, *slow, "--csv", p],
            "bench --markdown": lambda p: ["bench", first, *slow, "--markdown", p],
            "compare --json": lambda p: ["compare", a, b, "--json", p],
        }
        sock, specials = special_files(d)
        try:
            for what, args in commands.items():
                for name, kind in specials:
                    path = os.path.join(d, name)
                    refused(args(path), path, f"{what} to {kind}")
            check(open(os.path.join(d, "target")).read() == "keep\n", "symlink target untouched")
            # kat --out: SCHEME.req or .rsp being any of these is refused before generation.
            for name, kind in specials:
                k = os.path.join(d, "kat-" + name)
                os.mkdir(k)
                with open(os.path.join(k, f"{first}.req"), "w") as f:
                    f.write("old req\n")
                rsp = os.path.join(k, f"{first}.rsp")
                if name == "link":
                    os.symlink(os.path.join(d, "target"), rsp)
                elif name == "fifo":
                    os.mkfifo(rsp)
                elif name == "dir":
                    os.mkdir(rsp)
                else:
                    os.rename(os.path.join(d, "sock"), rsp)
                    sock.close()
                refused(["kat", first, "--count", "1", "--out", k], rsp, f"kat --out with .rsp {kind}")
                check(open(os.path.join(k, f"{first}.req")).read() == "old req\n",
                      f"failed kat --out ({kind} .rsp) left the existing .req as it was")
                check(sorted(os.listdir(k)) == [f"{first}.req", f"{first}.rsp"],
                      f"kat --out ({kind}): temporaries left {os.listdir(k)}")
        finally:
            sock.close()

        # Written through: stdout for "-", character devices stay devices.
        for what, args in [("size --json", lambda p: ["size", first, "--json", p]),
                           ("bench --json", lambda p: ["bench", first, "--iterations", "5", "--warmup", "0",
                                                       "--json", p]),
                           ("compare --json", lambda p: ["compare", a, b, "--json", p])]:
            r = run(*args("-"))
            check(r.returncode == 0 and '"format": "kpqc-' in r.stdout, f"{what} -: {r.returncode} {r.stderr}")
            r = run(*args("/dev/null"))
            check(r.returncode == 0, f"{what} /dev/null: {r.stderr}")
            check(os.path.exists("/dev/null") and os.stat("/dev/null").st_mode & 0o170000 == 0o020000,
                  f"{what}: /dev/null is still a character device")
            if os.path.exists("/dev/full"):
                r = run(*args("/dev/full"))
                check(r.returncode == 1 and "/dev/full" in r.stderr, f"{what} /dev/full: exit {r.returncode}")
                check(os.stat("/dev/full").st_mode & 0o170000 == 0o020000,
                      f"{what}: /dev/full is still a character device")
            # A regular file is replaced whole with mode 0666 & ~umask.
            out = os.path.join(d, "out-" + what.split()[0])
            with open(out, "w") as f:
                f.write("old\n")
            for mask in (0o022, 0o077, 0o000):
                r = with_umask(mask, args(out))
                check(r.returncode == 0 and open(out).read().startswith("{"), f"{what} replaces a file: {r.stderr}")
                check(os.stat(out).st_mode & 0o777 == 0o666 & ~mask,
                      f"{what} umask {mask:03o}: mode {os.stat(out).st_mode & 0o777:03o}")
        check(not [f for f in os.listdir(d) if ".tmp" in f], f"temporaries left: {os.listdir(d)}")

        # kat --out: new files honour the umask too.
        k = os.path.join(d, "katmode")
        os.mkdir(k)
        r = with_umask(0o027, ["kat", first, "--count", "1", "--out", k])
        check(r.returncode == 0, f"kat --out: {r.stderr}")
        for f in os.listdir(k):
            check(os.stat(os.path.join(k, f)).st_mode & 0o777 == 0o640, f"kat --out {f} mode with umask 027")

        # report --out DIR: a report file that is a symlink or a directory is refused up front.
        rep = os.path.join(d, "rep")
        os.mkdir(rep)
        os.symlink(os.path.join(d, "target"), os.path.join(rep, "report.md"))
        refused(["report", a, "--out", rep, "--no-plots", "--no-measure"], os.path.join(rep, "report.md"),
                "report --out with report.md a symbolic link")
        os.unlink(os.path.join(rep, "report.md"))
        os.mkdir(os.path.join(rep, "cycles.csv"))
        refused(["report", a, "--out", rep, "--no-plots", "--no-measure"], os.path.join(rep, "cycles.csv"),
                "report --out with cycles.csv a directory")
        os.rmdir(os.path.join(rep, "cycles.csv"))
        r = with_umask(0o027, ["report", a, "--out", rep, "--no-plots", "--no-measure"])
        check(r.returncode == 0, f"report --out: {r.stderr}")
        md = os.path.join(rep, "report.md")
        check(os.path.isfile(md) and os.stat(md).st_mode & 0o777 == 0o640, "report.md mode with umask 027")
        check(not [f for f in os.listdir(rep) if f.startswith(".")], f"report temporaries: {os.listdir(rep)}")


def as_nobody():
    """The function that drops a child to user nobody (for root), or None."""
    def preexec():
        os.setgroups([])
        os.setgid(65534)
        os.setuid(65534)
    return preexec


def unwritable():
    """An unwritable directory: kat --out and bench --json are refused up front. Root
    writes anywhere, so as root the command runs as nobody. Nobody may not be able to
    reach the build (a clone under /root or a mode-700 mktemp directory), so it runs
    a copy of the binary in a fresh directory that every user can traverse; only when
    even that copy cannot run (a noexec temporary directory) is the case a skip."""
    first = schemes()[0][0]
    preexec = None
    kpqc = KPQC
    with tempfile.TemporaryDirectory() as top:
        os.chmod(top, 0o755)
        if os.geteuid() == 0:
            if EMULATOR != []:
                print("SKIP: running as root (root can write into any directory) under an emulator, "
                      "which cannot be run as user nobody here")
                return 77
            kpqc = os.path.join(top, "kpqc")
            shutil.copy(KPQC, kpqc)
            os.chmod(kpqc, 0o755)
            preexec = as_nobody()
            try:
                probe = subprocess.run([kpqc, "--version"], capture_output=True, preexec_fn=preexec)
                why = f"exit {probe.returncode}" if probe.returncode != 0 else ""
            except OSError as e:
                why = str(e)
            if why:
                print(f"SKIP: running as root (root can write into any directory) and user nobody cannot "
                      f"run a copy of the command in {top}: {why}")
                return 77
        d = os.path.join(top, "out")
        os.mkdir(d, 0o555)
        os.chmod(d, 0o555)
        for args in (["kat", first, "--count", "1", "--out", d],
                     ["bench", first, "--iterations", "100000000", "--json", os.path.join(d, "x.json")]):
            r = subprocess.run([*EMULATOR, kpqc, *args], capture_output=True, text=True, timeout=60,
                               preexec_fn=preexec)
            lines = r.stderr.strip().splitlines()
            check(r.returncode == 2 and len(lines) == 1 and "Permission denied" in lines[0],
                  f"{args[0]} into an unwritable directory: exit {r.returncode} {r.stderr!r}")
        check(os.listdir(d) == [], "unwritable directory stays empty")
    return finish("cli unwritable")


def check_bench_output(r, data, csv_path):
    """bench's stderr is a pipe here, not a terminal: the plan, a line per
    round and per finished row, with elapsed and remaining time, and no
    terminal control codes; the table fits 120 columns; the files carry the
    group and the p99 the table abbreviates."""
    err = r.stderr.splitlines()
    rows = len(data["results"])
    check(any(re.match(r"kpqc bench: \d+ schemes?, \d+ KpqC and \d+ NIST", x) for x in err),
          f"bench says up front what it measures: {err[:2]}")
    check(any(x.startswith("kpqc bench: measuring takes at most about ") for x in err),
          "bench says how long at most")
    check(any(re.match(r"kpqc bench: preparing: \d+/\d+ ", x) for x in err), "bench says it prepares the rows")
    done = [x for x in err if re.match(r"kpqc bench: scheme \d+/\d+ .+ done, elapsed \S+, "
                                       r"estimated remaining \S+$", x)]
    check(len(done) == rows, f"a progress line per finished row ({len(done)} of {rows}): {err}")
    check(any(re.match(r"kpqc bench: round 1/\d+ done", x) for x in err), "a line per round")
    check("\033" not in r.stderr and "\r" not in r.stderr, "no terminal codes in a log")
    table = r.stdout.splitlines()
    check(max(len(x) for x in table) <= 120, f"table within 120 columns: {max(len(x) for x in table)}")
    check(any(x.startswith("scheme ") and " flags" in x for x in table), "table header")
    res = data["results"][0]
    check(res.get("group") in ("KpqC", "KpqC Round 2", "KpqC Round 1", "NIST"), "json group")
    op = res["operations"][0]
    check(op["p75"] <= op["p99"] <= op["max"], "json p99 between p75 and max")
    header = open(csv_path).readline().strip().split(",")
    check("group" in header and "implementation" in header and "p99" in header, f"csv columns {header}")


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[2] == "--unwritable":
        sys.exit(unwritable())
    sys.exit(main())
