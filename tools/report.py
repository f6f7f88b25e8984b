#!/usr/bin/env python3
"""kpqc report: tables and plots from kpqc's JSON results.

usage: report.py RESULT.json... --out DIR [--title TEXT] [--no-measure] [--no-plots]
       report.py --paper RESULT.json... --out DIR   (the KpqClean ver2 paper's tables:
                                                     tools/paper_report.py)

Reads any mix of `kpqc bench --json` (kpqc-bench-1), `kpqc mem --json`
(kpqc-mem-1), `kpqc size --json` (kpqc-size-1) and `kpqc profile --json`
(kpqc-profile-1) files, and writes into DIR:

  report.md          every table below, with the plots linked
  cycles.csv         median cycles per operation with quartiles, p99 and the 95% CI
  ranking.csv        schemes ranked per operation, per environment
  sizes.csv          key, ciphertext and signature sizes with their ranks
  memory.csv         peak stack and heap per operation (from mem results)
  rom.csv            code size per scheme (from size results)
  cross_env.csv      one column per environment (with results from several)
  profile.csv        instruction shares of the shared primitives (from profile results)
  cycles-kem.png, cycles-signature.png          cycles per operation, log scale
  size-speed-kem.png, size-speed-signature.png  bytes on the wire against cycles
  cycles-*-by-environment.png                   with several environments

Every table and CSV row of a measurement names the group (KpqC, KpqC Round 2,
KpqC Round 1, NIST) and the implementation that ran (portable C, AVX2, or the
code liboqs picked at run time); the plots colour and mark the groups and
label the implementation. Scatter labels are placed by adjustText when it is
installed (the Makefile puts it in .venv/), else the points are numbered and
listed beside the plot.

Each bench file is one environment (machine, compiler, flags); files with the
same machine, compiler and flags are merged. Plots need matplotlib (the
Makefile puts it in .venv/); without it every table is still written and the
report says the plots were skipped.

Measuring: when no mem or size file is given and KPQC_EXE (set by `kpqc
report`) is the build that produced the bench results, the script runs
`kpqc mem` and `kpqc size` for the schemes of the bench results (about a
minute for all of them); --no-measure turns that off.

Bad input gives one line `kpqc: ...` on stderr and exit status 2, and nothing
is written. Every file is written whole (temporary file, then rename).
"""
import csv
import io
import glob
import os
import re
import subprocess
import sys
import tempfile

import kpqc_output
import kpqc_results

import report_groups  # KpqC beside NIST: the paper's grouped comparisons (tools/report_groups.py)
import report_versions  # a scheme's versions side by side (tools/report_versions.py)

KEM_OPS = ["keypair", "encaps", "decaps"]
SIGN_OPS = ["keypair", "sign", "verify"]
KINDS = [("kem", "KEMs", KEM_OPS), ("signature", "Signatures", SIGN_OPS)]


class UsageError(Exception):
    pass


# --- input --------------------------------------------------------------------

def parse_args(argv):
    files, out, title = [], None, "kpqc benchmark report"
    measure, plots = True, True
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("--out", "--title"):
            if i + 1 >= len(argv):
                raise UsageError(f"{a} needs a value")
            if a == "--out":
                out = argv[i + 1]
            else:
                title = argv[i + 1]
            i += 2
            continue
        if a == "--no-measure":
            measure = False
        elif a == "--no-plots":
            plots = False
        elif a in ("-h", "--help"):
            print(__doc__)
            sys.exit(0)
        elif a.startswith("-") and a != "-":
            raise UsageError(f"unknown option '{a}' for report")
        else:
            files.append(a)
        i += 1
    if not files:
        raise UsageError("report needs at least one result file (kpqc report RESULT.json... --out DIR)")
    if out is None:
        raise UsageError("report needs --out DIR")
    if out == "-":
        raise UsageError("report writes several files: --out needs a directory (created if missing), not -")
    if os.path.exists(out) and not os.path.isdir(out):
        raise UsageError(f"--out {out} exists and is not a directory")
    check_outputs(out)
    return files, out, title, measure, plots


# Every name the report may write into DIR; each may be replaced only if it is a
# regular file (tools/kpqc_output.py), checked before any work.
OUTPUT_NAMES = ["report.md", "cycles.csv", "ranking.csv", "cross_env.csv", "sizes.csv", "memory.csv",
                "rom.csv", "profile.csv", "cycles-*.png", "size-speed-*.png"]


def check_outputs(out):
    if not os.path.isdir(out):
        return
    for pattern in OUTPUT_NAMES:
        for path in glob.glob(os.path.join(glob.escape(out), pattern)) + [os.path.join(out, pattern)]:
            if "*" in path:
                continue
            try:
                if kpqc_output.classify(path) not in ("new", "regular"):
                    raise kpqc_output.OutputError(f"refusing to write {path}: it is a device")
            except kpqc_output.OutputError as e:
                raise UsageError(str(e))


def load(path):
    try:
        data = kpqc_results.read(path, ("kpqc-bench-1", "kpqc-mem-1", "kpqc-size-1",
                                        "kpqc-profile-1"))
    except kpqc_results.ResultError as e:
        raise UsageError(str(e))
    data["_path"] = path
    return data


def opt_flags(flags):
    """The optimization and machine flags of a flags string, e.g. '-O3'."""
    keep = [f for f in (flags or "").split() if f.startswith(("-O", "-m", "-f"))]
    return " ".join(keep) or (flags or "").strip() or "?"


def uarch_of(env):
    """'Zen 4 (AuthenticAMD 0x19/0x11/1)' from the bench environment; '' when
    the file predates the identity fields. Figures depend on it (BENCHMARKING.md)."""
    if not env.get("cpu_vendor"):
        return env.get("cpu_uarch", "")
    return (f"{env.get('cpu_uarch', 'unknown')} ({env['cpu_vendor']} "
            f"0x{int(env.get('cpu_family', 0)):x}/0x{int(env.get('cpu_model_number', 0)):x}/"
            f"{env.get('cpu_stepping', '?')})")


def tsc_mhz(env):
    hz = env.get("tsc_hz")
    return f"{float(hz) / 1e6:.0f}" if hz else ""


def env_key(env):
    return (env.get("hostname", "?"), env.get("cpu_model", "?"), env.get("compiler", "?"),
            opt_flags(env.get("flags", "")))


class Environment:
    def __init__(self, env):
        self.env = env
        self.key = env_key(env)
        self.rows = {}  # (scheme, backend) -> result dict
        self.order = []
        self.label = ""
        self.files = []

    def add(self, data):
        self.files.append(data["_path"])
        for r in data["results"]:
            if not isinstance(r, dict) or "scheme" not in r:
                raise UsageError(f"{data['_path']}: a result without a scheme")
            k = (r["scheme"], r.get("backend", "?"))
            if k not in self.rows:
                self.order.append(k)
            self.rows[k] = r


def label_environments(envs):
    """Labels naming only what differs between environments."""
    if len(envs) == 1:
        e = envs[0].env
        envs[0].label = f"{e.get('hostname', '?')}, {e.get('compiler', '?')} {opt_flags(e.get('flags'))}"
        return
    parts = list(zip(*[e.key for e in envs]))
    differs = [len(set(p)) > 1 for p in parts]
    for e in envs:
        host, cpu, comp, flags = e.key
        bits = []
        if differs[0]:
            bits.append(host)
        if differs[1] and not differs[0]:
            bits.append(cpu)
        if differs[2]:
            bits.append(comp)
        if differs[3]:
            bits.append(flags)
        e.label = " ".join(bits) or host
    seen = {}
    for e in envs:  # still equal (same key parts shown): number them
        seen.setdefault(e.label, []).append(e)
    for label, group in seen.items():
        if len(group) > 1:
            for i, e in enumerate(group, 1):
                e.label = f"{label} #{i}"


def same_build(env_a, env_b):
    return all(env_a.get(k) == env_b.get(k) for k in ("compiler", "flags", "git_commit", "hostname"))


def measure_missing(kpqc, bench_env, want_mem, want_size, tmpdir, names):
    """mem/size results, for the schemes `names` of the bench results, from the
    kpqc that made them, or []."""
    found = []
    for what, wanted in (("size", want_size), ("mem", want_mem)):
        if not wanted:
            continue
        path = os.path.join(tmpdir, f"{what}.json")
        print(f"report: measuring {what} of {len(names)} schemes with `kpqc {what}` "
              "(--no-measure: tables of the given results only)", flush=True)
        # Its progress lines and errors go to our stderr as they come.
        r = subprocess.run([kpqc, what, *names, "--json", path], stdout=subprocess.DEVNULL)
        if r.returncode != 0 or not os.path.exists(path):
            print(f"report: `kpqc {what}` failed (exit status {r.returncode}); its table is skipped")
            continue
        data = load(path)
        if not same_build(data["environment"], bench_env):
            print(f"report: {kpqc} is not the build of the bench results; no {what} table")
            return []
        found.append(data)
        print(f"report: measured {what} with {kpqc} (the build of the bench results)")
    return found


# --- tables -------------------------------------------------------------------

def fmt_int(x):
    return f"{int(round(x)):,}" if x is not None else "n/a"


def md_table(header, rows, align=None):
    align = align or ["---"] + ["--:"] * (len(header) - 1)
    out = ["| " + " | ".join(header) + " |", "|" + "|".join(align) + "|"]
    for r in rows:
        out.append("| " + " | ".join(str(c) for c in r) + " |")
    return "\n".join(out) + "\n"


def op_stats(result, op):
    for o in result.get("operations", []):
        if o.get("name") == op:
            return o
    return None


def overlapping_labels(fig, texts):
    """Indices of labels whose boxes overlap a label kept before them."""
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    kept, clash = [], []
    for i, t in enumerate(texts):
        box = t.get_window_extent(renderer)
        if any(box.overlaps(k) for k in kept):
            clash.append(i)
        else:
            kept.append(box)
    return clash


def impl_label(backend):
    """The implementation a backend name stands for: 'portable' or 'AVX2'."""
    return {"avx2": "AVX2"}.get(backend, backend)


# The groups, in the order tables and plots show them.
GROUPS = ["KpqC", "KpqC Round 2", "KpqC Round 1", "NIST"]
ROUND2_FAMILIES = {"NCC-Sign", "MQ-Sign", "PALOMA", "REDOG"}
FINALIST_FAMILIES = {"NTRU+", "SMAUG-T", "HAETAE", "AIMer"}
NIST_FAMILIES = set(report_groups.DISPATCH)
SCHEME_GROUPS = {}  # scheme -> group, from any result that states it (main() fills it)


def group_of(r):
    """KpqC / KpqC Round 2 / KpqC Round 1 / NIST. Results of older kpqc
    versions carry no group: it follows from the backend and the family."""
    g = r.get("group") or SCHEME_GROUPS.get(r.get("scheme"))
    if g:
        return g
    fam = r.get("family", "")
    if r.get("backend") == "liboqs" or fam in NIST_FAMILIES:
        return "NIST"
    if fam in FINALIST_FAMILIES:
        return "KpqC"
    return "KpqC Round 2" if fam in ROUND2_FAMILIES else "KpqC Round 1"


def impl_of(r):
    """The code that ran: 'portable C', 'AVX2', or liboqs's choice at run time."""
    backend = r.get("backend", "?")
    if backend == "liboqs":
        return "liboqs: " + (r.get("implementation") or "its run-time choice")
    return {"portable": "portable C", "avx2": "AVX2"}.get(backend, r.get("implementation") or backend)


def group_rank(r):
    g = group_of(r)
    return GROUPS.index(g) if g in GROUPS else len(GROUPS)


def p99(o):
    """The 99th percentile (kpqc bench writes it; older results: from the samples)."""
    if o.get("p99") is not None:
        return o["p99"]
    xs = sorted(o.get("samples") or [])
    if not xs:
        return None
    h = 0.99 * (len(xs) - 1)
    lo = int(h)
    return xs[lo] + (h - lo) * (xs[min(lo + 1, len(xs) - 1)] - xs[lo])


def display_names(rows):
    """'Scheme' alone, or 'Scheme (portable)' / 'Scheme (AVX2)' when a scheme
    has several backends."""
    count = {}
    for scheme, backend in rows:
        count[scheme] = count.get(scheme, 0) + 1
    return {(s, b): s if count[s] == 1 else f"{s} ({impl_label(b)})" for s, b in rows}


def spread(o):
    """Quartiles and the slow tail: 'p25–p75 1,200–1,310; p99 1,480'."""
    if o.get("p25") is None or o.get("p75") is None:
        return "n/a"
    return f"{fmt_int(o['p25'])}–{fmt_int(o['p75'])}; p99 {fmt_int(p99(o))}"


def ci_text(o):
    """'±0.4%' from the 95% interval of the median that kpqc bench records."""
    ci, m = o.get("ci95"), o["median"]
    if not ci or not m:
        return ""
    return f"±{100.0 * max(m - ci[0], ci[1] - m) / m:.1f}%"


def kind_rows(env, kind):
    """The rows of one kind that ran, KpqC groups first, NIST last."""
    rows = [k for k in env.order if env.rows[k].get("kind") == kind and not env.rows[k].get("error")]
    return sorted(rows, key=lambda k: group_rank(env.rows[k]))


def cycles_section(env, unit):
    md, csv_rows, flagged = [], [], []
    names = display_names(env.order)
    for kind, title, ops in KINDS:
        rows = kind_rows(env, kind)
        if not rows:
            continue
        table = []
        for k in rows:
            r = env.rows[k]
            cells = [names[k], group_of(r), impl_of(r), r.get("level", "")]
            for op in ops:
                o = op_stats(r, op)
                if o is None:
                    cells.append("n/a")
                    continue
                star = "*" if o.get("budget_hit") else ""
                mark = " !" if o.get("flags") else ""
                ci = ci_text(o)
                cells.append(f"{fmt_int(o['median'])}{star}{mark} ({ci + ', ' if ci else ''}{spread(o)})")
                if o.get("flags"):
                    flagged.append(f"- ! {names[k]} {op}: {o.get('flag_reason', '')}\n")
                csv_rows.append([env.label, r["scheme"], r.get("family", ""), group_of(r), kind,
                                 r.get("level", ""), r.get("backend", ""), impl_of(r), op, o.get("n", ""),
                                 o["median"], o["min"], o["max"], o.get("p25", ""), o.get("p75", ""),
                                 p99(o), o.get("mean", ""), unit, *(o.get("ci95") or ["", ""]),
                                 " ".join(o.get("flags", []))])
            table.append(cells)
        md.append(f"### {title}: median {unit} per operation (±95% CI of the median; "
                  f"quartiles p25–p75; p99)\n\n")
        md.append(md_table(["scheme", "group", "implementation", "level"] + ops, table,
                           ["---", "---", "---"] + ["--:"] * (1 + len(ops))))
        md.append("\n")
    failed = [k for k in env.order if env.rows[k].get("error")]
    for k in failed:
        md.append(f"- {names[k]}: FAILED: {env.rows[k]['error']}\n")
    if failed:
        md.append("\n")
    if flagged:
        md.append("Unstable (flagged by `kpqc bench`, the evidence is in its JSON):\n\n")
        md += flagged
        md.append("\n")
    md.append("`*`: stopped by the time budget before the requested iterations. `!`: unstable, see "
              "above. ±: the 95% confidence interval of the median (docs/BENCHMARKING.md). Then "
              "the quartiles (half of the calls took between p25 and p75) and the 99th percentile "
              "(1 call in 100 was slower). Group: KpqC (the standards), KpqC Round 2 and Round 1 "
              "(eliminated candidates), NIST (liboqs). Implementation: portable C, AVX2, or the "
              "code liboqs picked at run time on this CPU; compare rows of like implementation.\n\n")
    return "".join(md), csv_rows


def workspace_section(env, unit):
    """Signature rows that also sign with a caller's workspace (`sign-ws`,
    kpqc_sign_signature_ws): both signing medians side by side; the sign-ws
    rows also go to cycles.csv (operation "sign-ws")."""
    md, csv_rows, table = [], [], []
    names = display_names(env.order)
    for k in kind_rows(env, "signature"):
        r = env.rows[k]
        o, ws = op_stats(r, "sign"), op_stats(r, "sign-ws")
        if ws is None:
            continue
        ratio = f"{ws['median'] / o['median']:.2f}" if o and o["median"] else "n/a"
        table.append([names[k], group_of(r), impl_of(r), r.get("level", ""),
                      fmt_int(o["median"]) if o else "n/a", fmt_int(ws["median"]), ratio])
        csv_rows.append([env.label, r["scheme"], r.get("family", ""), group_of(r), "signature",
                         r.get("level", ""), r.get("backend", ""), impl_of(r), "sign-ws", ws.get("n", ""),
                         ws["median"], ws["min"], ws["max"], ws.get("p25", ""), ws.get("p75", ""),
                         p99(ws), ws.get("mean", ""), unit, *(ws.get("ci95") or ["", ""]),
                         " ".join(ws.get("flags", []))])
    if table:
        md.append(md_table(["scheme", "group", "implementation", "level", f"sign ({unit})",
                            f"sign-ws ({unit})", "sign-ws / sign"], table,
                           ["---", "---", "---", "--:", "--:", "--:", "--:"]))
        md.append("\n`sign` keeps its scratch on the stack within a bounded budget; `sign-ws` "
                  "signs through kpqc_sign_signature_ws with the scratch in a caller's workspace "
                  "(allocated outside the timed calls; its size: `kpqc mem`), the same signature "
                  "bytes (docs/BENCHMARKING.md).\n\n")
    return "".join(md), csv_rows


def ranking_section(env, unit):
    """Per operation, schemes from fastest to slowest, each with its group and
    implementation (a portable KpqC row is never ranked against vectorised
    NIST code without saying so)."""
    md, csv_rows = [], []
    names = display_names(env.order)
    for kind, title, ops in KINDS:
        rows = kind_rows(env, kind)
        if not rows:
            continue
        for op in ops:
            ranked = sorted(((op_stats(env.rows[k], op)["median"], k) for k in rows
                             if op_stats(env.rows[k], op)), key=lambda t: t[0])
            if not ranked:
                continue
            best = ranked[0][0]
            table = []
            for i, (m, k) in enumerate(ranked, 1):
                r = env.rows[k]
                table.append([i, names[k], group_of(r), impl_of(r), r.get("level", ""), fmt_int(m),
                              f"×{m / best:.2f}" if best else ""])
                csv_rows.append([env.label, kind, op, i, k[0], k[1], group_of(r), impl_of(r), m,
                                 round(m / best, 3) if best else ""])
            md.append(f"### {title}, {op}: ranking (median {unit}; × = times the fastest)\n\n")
            md.append(md_table(["rank", "scheme", "group", "implementation", "level", unit, "×"], table,
                               ["--:", "---", "---", "---", "--:", "--:", "--:"]))
            md.append("\n")
    return "".join(md), csv_rows


def sizes_section(schemes):
    """schemes: name -> {kind, level, family, sizes}. Ranked by bytes on the wire."""
    md, csv_rows = [], []
    for kind, title, _ in KINDS:
        items = [(n, s) for n, s in schemes.items() if s["kind"] == kind and s.get("sizes")]
        if not items:
            continue
        second = "ciphertext" if kind == "kem" else "signature"
        def total(item):
            z = item[1]["sizes"]
            return z.get("public_key", 0) + z.get(second, 0)
        rank_pk = {n: i for i, (n, _) in enumerate(sorted(items, key=lambda t: t[1]["sizes"].get("public_key", 0)), 1)}
        rank_2 = {n: i for i, (n, _) in enumerate(sorted(items, key=lambda t: t[1]["sizes"].get(second, 0)), 1)}
        table = []
        for i, (n, s) in enumerate(sorted(items, key=total), 1):
            z = s["sizes"]
            table.append([i, n, s.get("group") or "", s.get("level", ""), fmt_int(z.get("public_key")), rank_pk[n],
                          fmt_int(z.get(second)), rank_2[n], fmt_int(z.get("secret_key")),
                          fmt_int(total((n, s)))])
            csv_rows.append([kind, n, s.get("family", ""), s.get("group") or "", s.get("level", ""), z.get("public_key"),
                             z.get("secret_key"), z.get(second), total((n, s)), i, rank_pk[n], rank_2[n]])
        short = "ct" if kind == "kem" else "sig"
        md.append(f"### {title}: sizes in bytes, ranked by public key + {second}\n\n")
        md.append(md_table(["rank", "scheme", "group", "level", "public key", "pk rank", second,
                            f"{short} rank", "secret key", f"pk + {short}"], table,
                           ["--:", "---", "---"] + ["--:"] * 7))
        md.append("\n")
    return "".join(md), csv_rows


def memory_section(mem_files):
    md, csv_rows = [], []
    for data in mem_files:
        rows = [r for r in data["results"] if not r.get("error")]
        env = data["environment"]
        md.append(f"Measured on {env.get('hostname', '?')} with {env.get('compiler', '?')} "
                  f"{opt_flags(env.get('flags'))} (`kpqc mem`, {data.get('config', {}).get('runs', '?')} "
                  f"runs per operation, maximum shown).\n\n")
        names = display_names([(r["scheme"], r.get("backend", "?")) for r in rows])
        for kind, title, ops in KINDS:
            krows = sorted((r for r in rows if r.get("kind") == kind), key=group_rank)
            if not krows:
                continue
            table = []
            for r in krows:
                by = {o["name"]: o for o in r.get("operations", [])}
                cells = [names[(r["scheme"], r.get("backend", "?"))], group_of(r), impl_of(r),
                         r.get("level", "")]
                heap = []
                for op in ops:
                    o = by.get(op, {})
                    cells.append(fmt_int(o.get("stack_bytes")))
                    heap.append(o.get("heap_peak_bytes"))
                    csv_rows.append([env.get("hostname", ""), r["scheme"], group_of(r), kind,
                                     r.get("backend", ""), impl_of(r), op,
                                     o.get("stack_bytes"), o.get("heap_peak_bytes"),
                                     o.get("heap_allocations")])
                cells.append("n/a" if any(h is None for h in heap) else fmt_int(max(heap)))
                table.append(cells)
            md.append(f"### {title}: peak stack per operation and peak heap, bytes\n\n")
            md.append(md_table(["scheme", "group", "implementation", "level"]
                               + [f"{op} stack" for op in ops] + ["heap (max)"], table,
                               ["---", "---", "---"] + ["--:"] * (2 + len(ops))))
            md.append("\n")
        for r in data["results"]:
            if r.get("error"):
                md.append(f"- {r['scheme']} [{r.get('backend')}]: FAILED: {r['error']}\n")
    return "".join(md), csv_rows


def rom_section(size_files):
    md, csv_rows = [], []
    for data in size_files:
        env = data["environment"]
        md.append(f"From the objects of the build on {env.get('hostname', '?')} with "
                  f"{env.get('compiler', '?')} {opt_flags(env.get('flags'))} (`kpqc size`). "
                  "ROM = text + rodata + data; \"with primitives\" adds the shared Keccak, AES, "
                  "SHA-2 and randomness objects the scheme pulls in.\n\n")
        rows = [r for r in data["results"] if not r.get("error")]
        names = display_names([(r["scheme"], r.get("backend", "?")) for r in rows])
        for kind, title, _ in KINDS:
            krows = sorted((r for r in rows if r.get("kind") == kind),
                           key=lambda r: r["scheme_only"]["rom"])
            if not krows:
                continue
            table = []
            for i, r in enumerate(krows, 1):
                a, c = r["scheme_only"], r["with_common"]
                table.append([i, names[(r["scheme"], r.get("backend", "?"))], group_of(r), impl_of(r),
                              r.get("level", ""),
                              fmt_int(a["text"]), fmt_int(a["rodata"]), fmt_int(a["data"]),
                              fmt_int(a["bss"]), fmt_int(a["rom"]), fmt_int(c["rom"]), fmt_int(c["bss"])])
                csv_rows.append([env.get("hostname", ""), env.get("compiler", ""), opt_flags(env.get("flags")),
                                 r["scheme"], group_of(r), kind, r.get("backend", ""), impl_of(r), a["text"],
                                 a["rodata"], a["data"],
                                 a["bss"], a["rom"], c["text"], c["rodata"], c["data"], c["bss"], c["rom"],
                                 " ".join(r.get("common_objects", []))])
            md.append(f"### {title}: code size in bytes, ranked by ROM\n\n")
            md.append(md_table(["rank", "scheme", "group", "implementation", "level", "text", "rodata",
                                "data", "bss", "ROM", "ROM with primitives", "bss with primitives"], table,
                               ["--:", "---", "---", "---"] + ["--:"] * 8))
            md.append("\n")
        for r in data["results"]:
            if r.get("error"):
                md.append(f"- {r['scheme']} [{r.get('backend')}]: n/a: {r['error']}\n")
    return "".join(md), csv_rows


def cross_env_section(envs, unit):
    md, csv_rows = [], []
    labels = [e.label for e in envs]
    keys = []
    for e in envs:
        for k in e.order:
            if k not in keys:
                keys.append(k)
    names = display_names(keys)
    for kind, title, ops in KINDS:
        kkeys = [k for k in keys if any(k in e.rows and e.rows[k].get("kind") == kind for e in envs)]
        if not kkeys:
            continue
        for op in ops:
            table = []
            for k in kkeys:
                r0 = next(e.rows[k] for e in envs if k in e.rows)
                cells = [names[k], group_of(r0), impl_of(r0)]
                row = [k[0], k[1], group_of(r0), kind, op]
                for e in envs:
                    o = op_stats(e.rows[k], op) if k in e.rows and not e.rows[k].get("error") else None
                    cells.append(fmt_int(o["median"]) if o else "—")
                    row.append(o["median"] if o else "")
                table.append(cells)
                csv_rows.append(row)
            md.append(f"### {title}, {op}: median {unit} in each environment\n\n")
            md.append(md_table(["scheme", "group", "implementation"] + labels, table,
                               ["---", "---", "---"] + ["--:"] * len(labels)))
            md.append("\n")
    return "".join(md), csv_rows


def profile_section(profiles):
    md, csv_rows = [], []
    if not profiles:
        return "", []
    table = []
    for p in profiles:
        s = p.get("shares", {})
        prim = s.get("Keccak", 0) + s.get("AES", 0) + s.get("SHA-2", 0)
        table.append([p["scheme"], impl_label(p.get("backend", "")), p["operation"],
                      fmt_int(p["instructions_per_call"]),
                      f"{100 * s.get('Keccak', 0):.1f}%", f"{100 * s.get('AES', 0):.1f}%",
                      f"{100 * s.get('SHA-2', 0):.1f}%", f"{100 * prim:.1f}%",
                      f"{100 * s.get('randomness', 0):.1f}%"])
        csv_rows.append([p["scheme"], p.get("backend", ""), p["operation"], p["instructions_per_call"],
                         s.get("Keccak", 0), s.get("AES", 0), s.get("SHA-2", 0), prim, s.get("randomness", 0)])
    md.append("Share of the instructions of each operation spent in the shared primitives "
              "(self cost, callgrind; `kpqc profile`).\n\n")
    md.append(md_table(["scheme", "implementation", "operation", "instructions", "Keccak", "AES", "SHA-2",
                        "primitives", "randomness (DRBG)"], table))
    md.append("\n")
    for p in profiles:
        top = sorted(p.get("functions", []), key=lambda f: -f["inclusive"])[:10]
        total = p["instructions_per_call"] or 1
        rows = [[f["name"], f"{100 * f['inclusive'] / total:.1f}%", f"{100 * f['self'] / total:.1f}%",
                 f"{f['calls']:.1f}", f.get("category") or ""] for f in top]
        md.append(f"#### {p['scheme']} {p['operation']}: top functions by inclusive cost\n\n")
        md.append(md_table(["function", "inclusive", "self", "calls/op", "shared primitive"], rows,
                           ["---", "--:", "--:", "--:", "---"]))
        md.append("\n")
    return "".join(md), csv_rows


# --- plots --------------------------------------------------------------------

def slug(s):
    return re.sub(r"[^A-Za-z0-9]+", "-", s).strip("-").lower() or "env"


# How each group looks in every plot: colour and marker.
GROUP_STYLE = {"KpqC": ("#1f77b4", "o"), "KpqC Round 2": ("#2ca02c", "s"),
               "KpqC Round 1": ("#9467bd", "^"), "NIST": ("#d62728", "D")}


def group_style(g):
    return GROUP_STYLE.get(g, ("#7f7f7f", "x"))


def short_impl(r):
    """'C', 'AVX2', 'liboqs AVX2' for tick labels."""
    if r.get("backend") == "liboqs":
        impl = (r.get("implementation") or "").split("(")[0]  # "portable C (... no AVX2 ...)"
        return "liboqs " + ("C" if "portable" in impl else
                            "AVX-512" if "AVX-512" in impl or "AVX512" in impl else
                            "AVX2" if "AVX2" in impl else "?")
    return {"portable": "C", "avx2": "AVX2"}.get(r.get("backend"), r.get("backend", "?"))


def is_native(r):
    """Vectorised code ran (AVX2, or liboqs's choice other than C)."""
    return short_impl(r) not in ("C", "liboqs C")


def log_axis(ax, which, lo, hi):
    """Readable log-scale ticks: 1-2-5 per decade over a short range, one per
    decade otherwise, short labels (2k, 5M), no minor labels to collide."""
    from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter

    def short(v, _pos=None):
        for div, suf in ((1e9, "G"), (1e6, "M"), (1e3, "k"), (1, "")):
            if v >= div:
                x = v / div
                return f"{x:.0f}{suf}" if x >= 10 or x == int(x) else f"{x:.1f}{suf}"
        return f"{v:g}"

    import math
    decades = math.log10(max(hi, 1) / max(lo, 1)) if lo and hi else 1
    subs = (1.0, 2.0, 5.0) if decades <= 4 else (1.0,)
    axis = ax.yaxis if which == "y" else ax.xaxis
    axis.set_major_locator(LogLocator(base=10, subs=subs, numticks=30))
    axis.set_major_formatter(FuncFormatter(short))
    axis.set_minor_formatter(NullFormatter())


def decade_below(v):
    """The power of ten at or below v (v > 0): 21.6k -> 10k, 9.5k -> 1k."""
    import math
    return 10.0 ** math.floor(math.log10(v))


def keep_inside(fig, ax, texts, rounds=6):
    """Widens the log-scale axes until every visible label lies inside the
    frame (labels next to the outermost points ran into it)."""
    import math
    for _ in range(rounds):
        fig.canvas.draw()
        box = ax.get_window_extent()
        left = right = below = above = 0.0
        for t in texts:
            if not t.get_visible():
                continue
            e = t.get_window_extent()
            pad = 5  # pixels between a label and the frame
            left = max(left, box.x0 + pad - e.x0)
            right = max(right, e.x1 + pad - box.x1)
            below = max(below, box.y0 + pad - e.y0)
            above = max(above, e.y1 + pad - box.y1)
        if max(left, right, below, above) <= 0:
            return
        for lim, get, setter, lo_px, hi_px, size in (
                ("x", ax.get_xlim, ax.set_xlim, left, right, box.width),
                ("y", ax.get_ylim, ax.set_ylim, below, above, box.height)):
            a, b = get()
            span = math.log10(b) - math.log10(a)
            # pixels to decades, plus a little room
            grow_lo = (lo_px + 4) / size * span if lo_px > 0 else 0
            grow_hi = (hi_px + 4) / size * span if hi_px > 0 else 0
            setter(a / 10 ** grow_lo, b * 10 ** grow_hi)


def plot_all(envs, schemes, unit, tmp, written):
    """PNG files into tmp; returns [(title, filename)] or raises ImportError."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch

    try:
        from adjustText import adjust_text
    except ImportError:  # numbered points and a legend table instead
        adjust_text = None

    made = []
    primary = envs[0]

    def save(fig, name, title):
        path = os.path.join(tmp, name)
        fig.savefig(path, dpi=110, bbox_inches="tight")
        plt.close(fig)
        written.append(name)
        made.append((title, name))

    def group_legend():
        return [Patch(facecolor="white", edgecolor=group_style(g)[0], label=f"{g} (label colour)")
                for g in GROUPS]

    def grouped(ax, labels, groups, values, lows, highs, rows):
        """Bars per operation (or environment); NIST rows hatched; tick
        labels coloured by group; a dotted line between groups."""
        n = len(groups)
        width = 0.8 / max(n, 1)
        colors = plt.rcParams["axes.prop_cycle"].by_key()["color"]
        nist = [group_of(r) == "NIST" for r in rows]
        for gi, g in enumerate(groups):
            xs = [i + (gi - (n - 1) / 2) * width for i in range(len(labels))]
            v = values[gi]
            ok = [j for j in range(len(labels)) if v[j]]
            bars = ax.bar([xs[j] for j in ok], [v[j] for j in ok], width, label=g,
                          color=colors[gi % len(colors)],
                          yerr=[[v[j] - lows[gi][j] for j in ok], [highs[gi][j] - v[j] for j in ok]],
                          capsize=2, error_kw={"elinewidth": 0.7, "alpha": 0.6})
            for bar, j in zip(bars, ok):
                if nist[j]:
                    bar.set_hatch("///")
                    bar.set_edgecolor("white")
        ax.set_xticks(range(len(labels)))
        ax.set_xticklabels(labels, rotation=45, ha="right", fontsize=8)
        for tick, r in zip(ax.get_xticklabels(), rows):
            tick.set_color(group_style(group_of(r))[0])
        for j in range(1, len(rows)):
            if group_of(rows[j]) != group_of(rows[j - 1]):
                ax.axvline(j - 0.5, color="#999999", linestyle=":", linewidth=1)
        ax.set_yscale("log")
        pos = [x for series in values + lows + highs for x in series if x and x > 0]
        if pos:
            # Bars start at a round decade below the data, not just under the
            # smallest bar (which made a 1.9x ratio look like 10x), and the
            # decade is a labelled tick.
            lo, hi = decade_below(min(pos)), max(pos)
            # Headroom of a third of the data's decades: the legend goes above the bars.
            ax.set_ylim(lo, hi * (hi / lo) ** 0.25)
            log_axis(ax, "y", lo, hi)
        ax.grid(axis="y", which="both", alpha=0.3)
        handles, _ = ax.get_legend_handles_labels()
        if any(nist):
            handles += [Patch(facecolor="#cccccc", hatch="///", edgecolor="white", label="NIST (liboqs), hatched")]
        handles += [h for h in group_legend() if any(group_of(r) == h.get_label().split(" (")[0] for r in rows)]
        ax.legend(handles=handles, fontsize=7, ncol=2, loc="upper right")

    def tick_label(r):
        return f"{r['scheme']} · {short_impl(r)}"

    for kind, title, ops in KINDS:
        rows = kind_rows(primary, kind)
        if rows:
            rr = [primary.rows[k] for k in rows]
            labels = [tick_label(primary.rows[k]) for k in rows]
            vals, lows, highs = [], [], []
            for op in ops:
                st = [op_stats(primary.rows[k], op) for k in rows]
                vals.append([o["median"] if o else 0 for o in st])
                lows.append([o.get("p25", o["median"]) if o else 0 for o in st])
                highs.append([o.get("p75", o["median"]) if o else 0 for o in st])
            fig, ax = plt.subplots(figsize=(max(7, 0.55 * len(labels) + 2), 5.5))
            grouped(ax, labels, ops, vals, lows, highs, rr)
            ax.set_ylabel(f"{unit} per operation, log scale\n(median; whiskers: p25–p75)")
            ax.set_xlabel("scheme · implementation (C = portable C; liboqs = its run-time choice)\n"
                          "label colour = group")
            ax.set_title(f"{title}: {unit} per operation — {primary.label}")
            save(fig, f"cycles-{kind}.png", f"{title}: {unit} per operation")

        if len(envs) > 1:
            keys = []
            for e in envs:
                keys += [k for k in kind_rows(e, kind) if k not in keys]
            if keys:
                first = {k: next(e.rows[k] for e in envs if k in e.rows) for k in keys}
                keys.sort(key=lambda k: group_rank(first[k]))
                fig, axes = plt.subplots(len(ops), 1, sharex=True,
                                         figsize=(max(7, 0.55 * len(keys) + 2), 3.6 * len(ops)))
                for ax, op in zip(axes, ops):
                    vals, lows, highs = [], [], []
                    for e in envs:
                        st = [op_stats(e.rows[k], op) if k in e.rows and not e.rows[k].get("error") else None
                              for k in keys]
                        vals.append([o["median"] if o else 0 for o in st])
                        lows.append([o.get("p25", o["median"]) if o else 0 for o in st])
                        highs.append([o.get("p75", o["median"]) if o else 0 for o in st])
                    grouped(ax, [tick_label(first[k]) for k in keys], [e.label for e in envs], vals, lows,
                            highs, [first[k] for k in keys])
                    ax.set_ylabel(f"{op}: {unit} (log)")
                    if ax is not axes[-1]:
                        ax.tick_params(labelbottom=False)
                axes[0].set_title(f"{title}: median {unit} per environment")
                axes[-1].set_xlabel("scheme · implementation; label colour = group")
                save(fig, f"cycles-{kind}-by-environment.png", f"{title}: environments side by side")

        # Size against speed: bytes on the wire against the cycles of the two
        # operations that use them, fastest backend of each scheme.
        second = "ciphertext" if kind == "kem" else "signature"
        ops2 = ["encaps", "decaps"] if kind == "kem" else ["sign", "verify"]
        best = {}
        for k in kind_rows(primary, kind):
            st = [op_stats(primary.rows[k], op) for op in ops2]
            if any(o is None for o in st):
                continue
            c = sum(o["median"] for o in st)
            if k[0] not in best or c < best[k[0]][0]:
                best[k[0]] = (c, primary.rows[k])
        pts = [(n, c, r) for n, (c, r) in best.items() if schemes.get(n, {}).get("sizes")]
        pts.sort(key=lambda t: (group_rank(t[2]), t[0]))
        if pts:
            big = len(pts) > 20
            fig, ax = plt.subplots(figsize=((12 if big else 9) + (0 if adjust_text else 3), 8 if big else 6.5))
            xs_all, ys_all, texts = [], [], []
            for n, c, r in pts:
                z = schemes[n]["sizes"]
                x, y = z["public_key"] + z.get(second, 0), c
                color, marker = group_style(group_of(r))
                ax.scatter([x], [y], marker=marker, s=50, edgecolors=color, linewidths=1.3,
                           facecolors=color if is_native(r) else "none", zorder=3)
                xs_all.append(x)
                ys_all.append(y)
            ax.set_xscale("log")
            ax.set_yscale("log")
            log_axis(ax, "x", min(xs_all), max(xs_all))
            log_axis(ax, "y", min(ys_all), max(ys_all))
            legend_rows = []
            for i, ((n, c, r), x, y) in enumerate(zip(pts, xs_all, ys_all), 1):
                if adjust_text:
                    texts.append(ax.text(x, y, n, fontsize=7, color=group_style(group_of(r))[0]))
                else:
                    ax.annotate(str(i), (x, y), textcoords="offset points", xytext=(3, 3), fontsize=7,
                                color=group_style(group_of(r))[0])
                    legend_rows.append(f"{i:>2} {n} ({short_impl(r)})")
            if adjust_text and texts:
                adjust_text(texts, x=xs_all, y=ys_all, ax=ax, expand=(1.2, 1.4),
                            arrowprops={"arrowstyle": "-", "color": "#999999", "lw": 0.5})
                # adjustText can leave labels of near-identical points (the
                # McEliece f variants) on top of each other: those become
                # numbers beside their point, named in the list by the plot.
                for i in overlapping_labels(fig, texts):
                    n, c, r = pts[i]
                    texts[i].set_visible(False)
                    ax.annotate(str(i + 1), (xs_all[i], ys_all[i]), textcoords="offset points",
                                xytext=(4, -9), fontsize=7, color=group_style(group_of(r))[0])
                    legend_rows.append(f"{i + 1:>2} {n} ({short_impl(r)})")
            keep_inside(fig, ax, list(ax.texts))  # the point labels (the list beside comes later)
            ax.grid(which="both", alpha=0.3)
            ax.set_xlabel(f"public key + {second} (bytes, log scale)")
            ax.set_ylabel(f"{ops2[0]} + {ops2[1]} ({unit}, median, log scale)")
            ax.set_title(f"{title}: size against speed — {primary.label}")
            handles = [Line2D([], [], linestyle="none", marker=group_style(g)[1], color=group_style(g)[0],
                              markersize=7, label=g)
                       for g in GROUPS if any(group_of(r) == g for _, _, r in pts)]
            handles += [Line2D([], [], linestyle="none", marker="o", color="#555555", markersize=7,
                               label="filled: AVX2 / liboqs vector code"),
                        Line2D([], [], linestyle="none", marker="o", markerfacecolor="none",
                               color="#555555", markersize=7, label="hollow: portable C")]
            # Beside the axes, where it cannot cover points or labels.
            ax.legend(handles=handles, fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0),
                      borderaxespad=0)
            if legend_rows:  # no label placer installed: a numbered list beside the plot
                ax.text(1.01, 0.0, "\n".join(legend_rows), transform=ax.transAxes, fontsize=6.5,
                        family="monospace", va="bottom", ha="left")
            save(fig, f"size-speed-{kind}.png", f"{title}: size against speed")
    return made


# --- output -------------------------------------------------------------------

def csv_text(header, rows):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue()


def main(argv):
    files, out, title, measure, plots = parse_args(argv)
    datas = [load(f) for f in files]
    bench = [d for d in datas if d["format"] == "kpqc-bench-1"]
    mems = [d for d in datas if d["format"] == "kpqc-mem-1"]
    sizes = [d for d in datas if d["format"] == "kpqc-size-1"]
    profiles = [d for d in datas if d["format"] == "kpqc-profile-1"]

    envs = []
    for d in bench:
        key = env_key(d["environment"])
        e = next((e for e in envs if e.key == key), None)
        if e is None:
            e = Environment(d["environment"])
            envs.append(e)
        e.add(d)
    if envs:
        label_environments(envs)
    units = {d["environment"].get("unit", "cycles") for d in bench}
    unit = units.pop() if len(units) == 1 else "ticks"

    # Scheme facts (kind, level, family, sizes) from any result that has them.
    schemes = {}
    for d in bench + mems + sizes:
        for r in d["results"]:
            s = schemes.setdefault(r["scheme"], {"kind": r.get("kind"), "level": r.get("level"),
                                                 "family": r.get("family")})
            if r.get("sizes"):
                s["sizes"] = r["sizes"]
            if r.get("group"):
                s["group"] = SCHEME_GROUPS[r["scheme"]] = r["group"]
    for n, s in schemes.items():
        s.setdefault("group", group_of({"scheme": n, "family": s.get("family")}))

    try:
        os.makedirs(out, exist_ok=True)
    except OSError as e:
        raise UsageError(f"cannot create {out}: {e.strerror}")
    if not os.access(out, os.W_OK):
        raise UsageError(f"cannot write into {out}")
    # Everything is made in a temporary directory inside DIR, then renamed.
    with tempfile.TemporaryDirectory(prefix=".kpqc-report-", dir=out) as tmp:
        kpqc = os.environ.get("KPQC_EXE")
        if measure and kpqc and len(envs) == 1 and (not mems or not sizes):
            names = list(dict.fromkeys(r["scheme"] for d in bench for r in d["results"]))
            extra = measure_missing(kpqc, bench[0]["environment"], not mems, not sizes, tmp, names)
            mems += [d for d in extra if d["format"] == "kpqc-mem-1"]
            sizes += [d for d in extra if d["format"] == "kpqc-size-1"]

        written = []
        parts = [f"# {title}\n\n"]
        parts.append("Made by `kpqc report` from " + ", ".join(f"`{os.path.basename(f)}`" for f in files)
                     + ". How each number is measured: docs/BENCHMARKING.md.\n\n")
        tables = {}
        if envs:
            parts.append("## Environments\n\n")
            parts.append(md_table(["label", "host", "CPU", "microarchitecture", "TSC MHz", "compiler",
                                   "flags", "commit", "date", "counter"],
                                  [[e.label, e.env.get("hostname", ""), e.env.get("cpu_model", ""),
                                    uarch_of(e.env), tsc_mhz(e.env),
                                    e.env.get("compiler", ""), opt_flags(e.env.get("flags")),
                                    e.env.get("git_commit", ""), e.env.get("date", ""),
                                    e.env.get("counter", "")] for e in envs],
                                  ["---"] * 10))
            parts.append("\n")
            cyc_rows, rank_rows = [], []
            plot_note = None
            if plots:
                try:
                    made = plot_all(envs, schemes, unit, tmp, written)
                except ImportError:
                    made = None
                    plot_note = ("Plots skipped: matplotlib is not installed for this Python "
                                 f"({sys.executable}); `make report-venv` installs it into .venv/.")
            else:
                made, plot_note = None, "Plots skipped (--no-plots)."
            if made:
                parts.append("## Plots\n\n")
                for t, name in made:
                    parts.append(f"![{t}]({name})\n\n")
            elif plot_note:
                parts.append(f"_{plot_note}_\n\n")
                print(f"report: {plot_note}")
            for e in envs:
                md, rows = cycles_section(e, unit)
                cyc_rows += rows
                parts.append(f"## Cycles per operation — {e.label}\n\n" + md)
                md, rows = workspace_section(e, unit)
                cyc_rows += rows
                if md:
                    parts.append(f"## Signing with a caller's workspace — {e.label}\n\n" + md)
                md, rows = ranking_section(e, unit)
                rank_rows += rows
                parts.append(f"## Ranking per operation — {e.label}\n\n" + md)
            parts.append(report_groups.section(envs, unit))
            parts.append(report_versions.section(envs, unit))
            tables["cycles.csv"] = csv_text(["environment", "scheme", "family", "group", "kind", "level",
                                             "backend", "implementation", "operation", "n", "median", "min",
                                             "max", "p25", "p75", "p99", "mean", "unit", "ci95_low",
                                             "ci95_high", "flags"], cyc_rows)
            tables["ranking.csv"] = csv_text(["environment", "kind", "operation", "rank", "scheme", "backend",
                                              "group", "implementation", "median", "times_fastest"], rank_rows)
            if len(envs) > 1:
                md, rows = cross_env_section(envs, unit)
                parts.append("## Across environments\n\n" + md)
                tables["cross_env.csv"] = csv_text(["scheme", "backend", "group", "kind", "operation"]
                                                   + [e.label for e in envs], rows)
        missing = []
        md, rows = sizes_section(schemes)
        if rows:
            parts.append("## Key, ciphertext and signature sizes\n\n" + md)
            tables["sizes.csv"] = csv_text(["kind", "scheme", "family", "group", "level", "public_key", "secret_key",
                                            "ciphertext_or_signature", "wire_bytes", "rank_wire", "rank_pk",
                                            "rank_ct_or_sig"], rows)
        if mems:
            md, rows = memory_section(mems)
            parts.append("## Memory: peak stack and heap\n\n" + md)
            tables["memory.csv"] = csv_text(["host", "scheme", "group", "kind", "backend", "implementation",
                                             "operation", "stack_bytes",
                                             "heap_peak_bytes", "heap_allocations"], rows)
        else:
            missing.append("memory (no `kpqc mem` results given)")
        if sizes:
            md, rows = rom_section(sizes)
            parts.append("## Code size (ROM)\n\n" + md)
            tables["rom.csv"] = csv_text(["host", "compiler", "flags", "scheme", "group", "kind", "backend",
                                          "implementation", "text",
                                          "rodata", "data", "bss", "rom", "text_with_common",
                                          "rodata_with_common", "data_with_common", "bss_with_common",
                                          "rom_with_common", "common_objects"], rows)
        else:
            missing.append("code size (no `kpqc size` results given)")
        if missing:
            parts.append(f"_Not in this report: {'; '.join(missing)}._\n\n")
        if profiles:
            md, rows = profile_section(profiles)
            parts.append("## Where the instructions go\n\n" + md)
            tables["profile.csv"] = csv_text(["scheme", "backend", "operation", "instructions", "keccak", "aes",
                                              "sha2", "primitives", "randomness"], rows)
        tables["report.md"] = "".join(parts)

        for name, text in tables.items():
            with open(os.path.join(tmp, name), "w", encoding="utf-8") as f:
                f.write(text)
            written.append(name)
        check_outputs(out)
        for name in dict.fromkeys(written):
            os.replace(os.path.join(tmp, name), os.path.join(out, name))
    print(f"report written to {os.path.join(out, 'report.md')} "
          f"({len(dict.fromkeys(written))} files)")
    return 0


if __name__ == "__main__":
    if "--paper" in sys.argv[1:]:  # kpqc report --paper: the KpqClean ver2 paper's tables
        import paper_report
        sys.exit(paper_report.main([a for a in sys.argv[1:] if a != "--paper"]))
    try:
        sys.exit(main(sys.argv[1:]))
    except UsageError as e:
        print(f"kpqc: {e}", file=sys.stderr)
        sys.exit(2)
