#!/usr/bin/env python3
"""The KpqC schemes beside NIST's, grouped as in the KpqClean paper: sizes and
median cycles side by side, per security level, measured by the same harness.

  lattice KEMs            ML-KEM                      vs SMAUG-T (and TiMER), NTRU+
  code-based KEMs         Classic McEliece, HQC, BIKE vs PALOMA
  lattice signatures      ML-DSA, Falcon              vs HAETAE, NCC-Sign
  hash-based / symmetric  SPHINCS+                    vs AIMer

tools/report.py calls section(envs, unit) for every `kpqc bench` environment;
on its own the script reads bench results and writes the same tables:

  usage: report_groups.py BENCH.json... [--out DIR]   (DIR/groups.md; stdout without --out)

The NIST rows run liboqs 0.13.0, which picks its implementation at run time
(AVX2 where the CPU has it); the KpqC rows run the backend named in the table
(portable, or AVX2 for the native backends).
The implementation column says which code each row ran when the kpqc that
measured is at hand (KPQC_EXE, set by `kpqc report`, on the same host);
otherwise it gives liboqs's dispatch rule.
"""
import json
import os
import re
import subprocess
import sys

# (title, kind, NIST families, KpqC families); families as the registry names them.
COMPARISONS = [
    ("Lattice KEMs: ML-KEM vs SMAUG-T and NTRU+", "kem", ["ML-KEM"], ["SMAUG-T", "NTRU+"]),
    ("Code-based KEMs: Classic McEliece, HQC and BIKE vs PALOMA", "kem",
     ["Classic McEliece", "HQC", "BIKE"], ["PALOMA"]),
    ("Lattice signatures: ML-DSA and Falcon vs HAETAE and NCC-Sign", "signature",
     ["ML-DSA", "Falcon"], ["HAETAE", "NCC-Sign"]),
    ("Hash-based and symmetric signatures: SPHINCS+ vs AIMer", "signature", ["SPHINCS+"], ["AIMer"]),
]
OPS = {"kem": ["keypair", "encaps", "decaps"], "signature": ["keypair", "sign", "verify"]}

# liboqs 0.13.0's dispatch, as src/registry.c states it, for when the build
# that measured cannot be asked.
DISPATCH = {
    "ML-KEM": "liboqs: AVX2 if AVX2+BMI2+POPCNT, else C",
    "ML-DSA": "liboqs: AVX2 if AVX2+POPCNT, else C",
    "Falcon": "liboqs: AVX2 if AVX2, else C",
    "SPHINCS+": "liboqs: AVX2 if AVX2, else C",
    "HQC": "liboqs: portable C only",
    "BIKE": "liboqs: AVX-512/AVX2/(V)PCLMULQDQ, else C",
    "Classic McEliece": "liboqs: AVX2 if AVX2+POPCNT(+BMI1), else C",
}

NOTES = (
    "- NIST rows: liboqs 0.13.0 (Rust crate oqs-sys 0.11.0+liboqs-0.13.0), called through the "
    "same scheme contract and timed by the same loops, with randomness from the same DRBG. "
    "liboqs picks AVX2 code where the CPU has it; compare against KpqC rows of the same "
    "implementation column for code-for-code fairness.\n"
    "- SPHINCS+ in liboqs 0.13 is the round-3.1 design (\"simple\" variants), not FIPS 205 "
    "SLH-DSA. HQC in liboqs 0.13 is portable C only (round 4, 2023-04-30). Falcon's signature "
    "size is its maximum; its signatures vary in length.\n"
    "- A comparison appears when the results hold schemes of both its sides.\n")


def norm(family):
    return re.sub(r"[^a-z0-9+]", "", (family or "").lower())


def fmt_int(x):
    return f"{int(round(x)):,}" if isinstance(x, (int, float)) else "n/a"


def md_table(header, rows, align):
    out = ["| " + " | ".join(header) + " |", "|" + "|".join(align) + "|"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out) + "\n"


def implementations(env):
    """scheme -> what ran, from `kpqc list` of the build that measured, or {}."""
    kpqc = os.environ.get("KPQC_EXE")
    e = env.env if hasattr(env, "env") else {}
    if not kpqc or (e.get("hostname") or "").split(".")[0] != _hostname():
        return {}
    try:
        out = subprocess.run([kpqc, "list"], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return {}
    found = {}
    for line in out.splitlines()[1:]:
        m = re.search(r"\bliboqs\*?: (.+)$", line)
        if m and line.split():
            found[line.split()[0]] = "liboqs: " + m.group(1).strip()
    return found


def _hostname():
    try:
        return os.uname().nodename.split(".")[0]
    except (AttributeError, OSError):
        return ""


def comparison_table(env, title, kind, nist, kpqc, unit, impl):
    nist_n, kpqc_n = {norm(f) for f in nist}, {norm(f) for f in kpqc}
    rows = []
    for key in env.order:
        r = env.rows[key]
        fam = norm(r.get("family"))
        if r.get("kind") != kind or r.get("error") or fam not in nist_n | kpqc_n:
            continue
        rows.append((r.get("level", 0), 0 if fam in nist_n else 1, r["scheme"], key, r))
    present = {norm(r[4].get("family")) for r in rows}
    # A comparison needs both sides: no heading over a table of one side only
    # (e.g. no PALOMA in the results, or a run without the NIST group).
    if not present & nist_n or not present & kpqc_n:
        return ""
    missing = [f for f in nist + kpqc if norm(f) not in present]
    # The heading names the families the table holds.
    title = (f"{title.split(':')[0]}: {', '.join(f for f in nist if norm(f) in present)} vs "
             f"{', '.join(f for f in kpqc if norm(f) in present)}")
    second = "ciphertext" if kind == "kem" else "signature"
    ops = OPS[kind]
    table = []
    for level, is_kpqc, name, key, r in sorted(rows, key=lambda t: (t[0], t[1], t[2])):
        z = r.get("sizes", {})
        backend = r.get("backend", "?")
        if is_kpqc:
            ran = {"portable": "portable C", "avx2": "AVX2"}.get(backend, r.get("implementation") or backend)
        elif r.get("implementation"):  # what kpqc bench saw liboqs pick
            ran = "liboqs: " + r["implementation"]
        else:
            ran = impl.get(name) or DISPATCH.get(r.get("family"), "liboqs")
        cells = [level, f"**{name}**" if is_kpqc else name, "KpqC" if is_kpqc else "NIST", ran,
                 fmt_int(z.get("public_key")), fmt_int(z.get("secret_key")), fmt_int(z.get(second))]
        for op in ops:
            o = next((o for o in r.get("operations", []) if o.get("name") == op), None)
            cells.append(fmt_int(o["median"]) + ("*" if o.get("budget_hit") else "") if o else "n/a")
        table.append(cells)
    md = [f"### {title}\n\n"]
    md.append(md_table(["level", "scheme", "group", "implementation", "pk", "sk", second]
                       + [f"{op} ({unit})" for op in ops], table,
                       ["--:", "---", "---", "---"] + ["--:"] * (3 + len(ops))))
    if missing:
        md.append(f"\n_Also in this comparison, not in these results: {', '.join(missing)}._\n")
    md.append("\n")
    return "".join(md)


def section(envs, unit):
    """The grouped comparisons of every environment, as Markdown ('' if none apply)."""
    parts = []
    for env in envs:
        impl = implementations(env)
        body = "".join(comparison_table(env, t, k, n, q, unit, impl) for t, k, n, q in COMPARISONS)
        if body:
            label = f" — {env.label}" if getattr(env, "label", "") else ""
            parts.append(f"## KpqC beside NIST{label}\n\nSizes in bytes, median {unit} per "
                         f"operation; KpqC rows in bold; `*`: stopped by the time budget.\n\n"
                         + body)
    if not parts:
        return ""
    return "".join(parts) + NOTES + "\n"


class _Env:
    """A bench file as report.py's Environment looks to section()."""

    def __init__(self, data, label):
        self.env = data.get("environment", {})
        self.label = label
        self.rows, self.order = {}, []
        for r in data.get("results", []):
            key = (r["scheme"], r.get("backend", "?"))
            if key not in self.rows:
                self.order.append(key)
            self.rows[key] = r


def main(argv):
    files, out = [], None
    i = 0
    while i < len(argv):
        if argv[i] == "--out" and i + 1 < len(argv):
            out = argv[i + 1]
            i += 2
            continue
        if argv[i].startswith("-"):
            print(f"kpqc: unknown option '{argv[i]}' (usage: report_groups.py BENCH.json... [--out DIR])",
                  file=sys.stderr)
            return 2
        files.append(argv[i])
        i += 1
    if not files:
        print("kpqc: usage: report_groups.py BENCH.json... [--out DIR]", file=sys.stderr)
        return 2
    envs, units = [], set()
    for path in files:
        try:
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
        except (OSError, ValueError) as e:
            print(f"kpqc: cannot read {path}: {e}", file=sys.stderr)
            return 2
        if not isinstance(data, dict) or data.get("format") != "kpqc-bench-1":
            print(f"kpqc: {path} is not a `kpqc bench --json` result", file=sys.stderr)
            return 2
        e = data.get("environment", {})
        units.add(e.get("unit", "cycles"))
        label = os.path.basename(path) if len(files) > 1 else ""
        envs.append(_Env(data, label))
    unit = units.pop() if len(units) == 1 else "ticks"
    text = section(envs, unit) or "_No scheme of these results belongs to a comparison._\n"
    text = "# KpqC beside NIST's standards\n\n" + text
    if out is None:
        sys.stdout.write(text)
        return 0
    os.makedirs(out, exist_ok=True)
    tmp = os.path.join(out, ".groups.md.tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, os.path.join(out, "groups.md"))
    print(f"grouped comparisons written to {os.path.join(out, 'groups.md')}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
