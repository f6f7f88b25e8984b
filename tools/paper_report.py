#!/usr/bin/env python3
"""The KpqClean ver2 paper's tables, regenerated on this machine (issue 39).

usage: paper_report.py RESULT.json... --out DIR [--data DIR]
       report.py --paper RESULT.json... --out DIR      (kpqc report --paper ...)

Reads `kpqc bench --json`, `kpqc mem --json`, `kpqc size --json` and `kpqc
profile --json` results (tools/kpqc_results.py) and the paper's published
figures (data/paper/: kpqclean_ver2.csv, one row per table cell;
kpqclean_round1_slides.csv; environments.csv), and writes into DIR:

  paper.md    the paper's Tables 2-8, 9-15, 16-23, 25-32 and 33-44 in its layout:
              each row the paper's scheme and implementation ("clean" = our
              portable backend, "avx2" = our avx2 backend), the published figure
              (its environment named), this machine's median with quartiles and
              the ratio; the paper's rankings beside the ranking measured here;
              its claims, each marked holds / does not hold here; the Round-1
              slides' rows we have
  paper.csv   one row per published cell: the figure, the row of kpqc measured
              for it (or why none), median, p25, p75, ratio

A paper row kpqc does not have (NTRU+PKE, REDOG, ...) is listed with the reason;
where the paper's scheme version differs from the current one, the row of the
paper's version is used when kpqc has it (`kpqc list --all-versions`) and the
table says so. Cycles: the paper gives the mean of 10,000 runs; kpqc bench
gives the median (the mean of a cycle count is pulled up by interrupts), so a
ratio is ours / theirs of two different statistics on different CPUs: read it
as an order of magnitude, and rankings as the comparable result.

`make paper` measures what the tables need and runs this script
(tools/paper_run.sh). Bad input: one line `kpqc: ...` on stderr, exit 2.
"""
import csv
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kpqc_output  # noqa: E402
import kpqc_results  # noqa: E402
from report import fmt_int, md_table, op_stats, opt_flags  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "data", "paper")
KEM_OPS = ["keypair", "encaps", "decaps"]
SIGN_OPS = ["keypair", "sign", "verify"]
OP_TITLE = {"keypair": "Keygen", "encaps": "Encaps", "decaps": "Decaps", "sign": "Sign",
            "verify": "Verify"}
IMPL = {"clean": "portable", "avx2": "avx2", "": None}


class UsageError(Exception):
    pass


# --- the paper's names -> kpqc rows -------------------------------------------
# Each paper name maps to the kpqc rows to try, first the row of the paper's
# version, then the current row; or to None with the reason kpqc lacks it.

def _ntru(name):
    m = re.fullmatch(r"NTRU\+(KEM|PKE)-?(\d+)", name)
    if not m:
        return None
    if m.group(1) == "PKE":
        return ("missing", "NTRU+PKE: kpqc implements the KEM only (the PKE is not a KpqC standard row)")
    n = m.group(2)
    return ("rows", [f"NTRU+{n}-r2", f"NTRU+KEM{n}", f"NTRU+{n}"], "Round-2 code: row NTRU+" + n + "-r2")


def _smaug(name):
    m = re.fullmatch(r"SMAUG-T(\d)(?: 90s| \(KEM90s\))?|SMAUG-T(\d) \(KEM\)", name)
    if name in ("SMAUG-TiMER",):
        return ("rows", ["TiMER-r2", "TiMER"], "Round-2 code: row TiMER-r2")
    if not m:
        return None
    lvl = m.group(1) or m.group(2)
    if "90" in name:
        return ("rows", [f"SMAUG-T{lvl}-90s-r2"], "Round-2 90s variant: row SMAUG-T" + lvl + "-90s-r2")
    return ("rows", [f"SMAUG-T{lvl}-r2", f"SMAUG-T{lvl}"], "Round-2 code: row SMAUG-T" + lvl + "-r2")


def _mq(name):
    m = re.fullmatch(r"MQ-?Sign[-_ ]?(?:MQ)?(LR|RR)[-_](?:256[-_])?(\d+)[-_/](\d+)", name)
    if not m:
        return None
    lvl = {"72": "1", "112": "3", "148": "5"}[m.group(2)]
    return ("rows", [f"MQ-Sign-{m.group(1)}-{lvl}"],
            "paper: MQ-Sign v2.0; kpqc has v2.1 only (no v2.0 row)")


def resolve(name):
    """('rows', [kpqc rows to try], note) or ('missing', reason)."""
    n = name.strip()
    for f in (_ntru, _smaug, _mq):
        r = f(n)
        if r:
            return r
    m = re.fullmatch(r"PALOMA-?(?:w-|wo-)?(\d+)", n)
    if m:
        note = "the same Round-2 code (KpqClean ver2)"
        if "w-" in n:
            note += "; paper: built with OpenSSL (w) or without (wo), kpqc has no OpenSSL dependency"
        return ("rows", [f"PALOMA{m.group(1)}"], note)
    m = re.fullmatch(r"HAETAE-?(\d)", n)
    if m:
        return ("rows", [f"HAETAE{m.group(1)}-r2", f"HAETAE{m.group(1)}"], "Round-2 code: row HAETAE" + m.group(1) + "-r2")
    m = re.fullmatch(r"AIMer-?(\d+[fs])", n)
    if m:
        return ("rows", [f"AIMer{m.group(1)}-v2.1", f"AIMer{m.group(1)}"], "Round-2 code (v2.1): row AIMer" + m.group(1) + "-v2.1")
    m = re.fullmatch(r"NCC-?Sign-?(\d)", n)
    if m:
        return ("rows", [f"NCC-Sign{m.group(1)}"], "paper: NCC-Sign v2.0; kpqc has v2.1 only (no v2.0 row)")
    if n.startswith("REDOG"):
        return ("missing", "REDOG: not implemented in kpqc (the paper leaves it out of its benchmark too)")
    m = re.fullmatch(r"(?i)kyber-?(512|768|1024)", n)
    if m:
        return ("rows", [f"ML-KEM-{m.group(1)}"], "paper: Kyber (round 3); kpqc: ML-KEM (FIPS 203) from liboqs")
    m = re.fullmatch(r"(?i)dilithium-?(2|3|5)", n)
    if m:
        return ("rows", [{"2": "ML-DSA-44", "3": "ML-DSA-65", "5": "ML-DSA-87"}[m.group(1)]],
                "paper: Dilithium (round 3); kpqc: ML-DSA (FIPS 204) from liboqs")
    m = re.fullmatch(r"(?i)falcon-(512|1024)", n)
    if m:
        return ("rows", [f"Falcon-{m.group(1)}"], "liboqs")
    if re.fullmatch(r"(?i)falcon-padded-\d+", n):
        return ("missing", "padded Falcon: not built (cmake/liboqs.cmake switches it off)")
    m = re.fullmatch(r"(?i)sphincs-(sha2|shake)-(\d+[fs])-simple", n)
    if m:
        return ("rows", [f"SPHINCS+-{m.group(1).upper()}-{m.group(2)}-simple"], "liboqs")
    m = re.fullmatch(r"(?i)SPHINCS\+(\d+)([fs])", n)
    if m:
        return ("rows", [f"SPHINCS+-SHA2-{m.group(1)}{m.group(2)}-simple",
                         f"SPHINCS+-SHAKE-{m.group(1)}{m.group(2)}-simple"], "liboqs")
    m = re.fullmatch(r"(?i)hqc-?(128|192|256)", n)
    if m:
        return ("rows", [f"HQC-{m.group(1)}"], "liboqs")
    m = re.fullmatch(r"(?i)BIKE-(1|3|5)", n)
    if m:
        return ("rows", [f"BIKE-L{m.group(1)}"], "liboqs")
    m = re.fullmatch(r"mceliece(\d+f?)", n.replace(" ", ""))
    if m:
        return ("rows", [f"Classic-McEliece-{m.group(1)}"], "liboqs")
    return ("missing", f"{n}: no kpqc row corresponds")


ROMAN = {"I": "1", "II": "2", "III": "3", "V": "5"}
SLIDES = [  # KPQClean Round-1 slides: the Round-1 rows kpqc has (same design, Round-1 code or later)
    (r"IPCC[_-]?f?(\d)", lambda m: [f"IPCC-{m.group(1)}"], "Round-1 IPCC"),
    (r"(?i)TiGER-?(\d+)", lambda m: [f"TiGER{m.group(1)}-ref20231014", f"TiGER{m.group(1)}"],
     "TiGER: the reference code of 2023-10-14 (the slides' time)"),
    (r"Layered[- ]?ROLLO[- ]I-(\d+)", lambda m: [f"LayeredROLLO-I-{m.group(1)}"], "Round-1 Layered ROLLO-I"),
    (r"GCKSign-(II|III|V)", lambda m: [f"GCKSign-{m.group(1)}"], "Round-1 GCKSign"),
    (r"Peregrine-?(512|1024)", lambda m: [f"Peregrine{m.group(1)}"], "Round-1 Peregrine"),
    (r"BIKE-(I|III|V)", lambda m: [f"BIKE-L{ROMAN[m.group(1)]}"], "liboqs"),
    (r"Dilithium-(II|III|V)", lambda m: [{"II": "ML-DSA-44", "III": "ML-DSA-65", "V": "ML-DSA-87"}[m.group(1)]],
     "paper: Dilithium (round 3); kpqc: ML-DSA (FIPS 204) from liboqs"),
    (r"SPHINCS\+ ?(128|192|256)([fs]?)", lambda m: [f"SPHINCS+-{h}-{m.group(1)}{v}-simple" for h in ("SHA2", "SHAKE")
                                                  for v in ([m.group(2)] if m.group(2) else ["s", "f"])],
     "liboqs"),
    (r"SOLMAE-?(512|1024)", lambda m: [f"SOLMAE{m.group(1)}"], "Round-1 SOLMAE"),
    (r"pqsigRM-?613", lambda m: ["pqsigRM-613"], "Round-1 pqsigRM"),
    (r"PALOMA-?(\d+)", lambda m: [f"PALOMA{m.group(1)}"], "PALOMA (kpqc's code is the Round-2 version)"),
    (r"HAETAE-(II|III|V) \(revised\)", lambda m: [f"HAETAE{ {'II': 2, 'III': 3, 'V': 5}[m.group(1)] }-v1.2.0"],
     "HAETAE revised Round-1 version: row HAETAE<n>-v1.2.0"),
]
SLIDES_MISSING = [
    (r"NTRUplus|NTRU\+-", "Round-1 NTRU+: kpqc has the Round-2 (-r2) and final code only"),
    (r"SMAUG-\d+ \(revised\)", "Round-1 SMAUG (before the merge with TiGER): not in kpqc"),
    (r"A[Il]M(ER|er)-(I|III|V)\b", "Round-1 AIMer (v1.0): kpqc has v2.1 and the final code only"),
    (r"MQSign", "Round-1 MQ-Sign: kpqc has v2.1 only"),
    (r"NCCSign", "Round-1 NCC-Sign: kpqc has v2.1 only"),
    (r"FIBS|FIPS$", "FIBS: not implemented in kpqc"),
    (r"REDOG", "REDOG: not implemented in kpqc"),
    (r"SIKE", "SIKE: broken, not in liboqs or kpqc"),
    (r"pqsigRM-?612", "pqsigRM-612: kpqc has pqsigRM-613 only"),
]


def resolve_slides(name):
    n = name.strip()
    for pat, rows, note in SLIDES:
        m = re.fullmatch(pat, n)
        if m:
            return ("rows", rows(m), note)
    for pat, why in SLIDES_MISSING:
        if re.match(pat, n):
            return ("missing", why)
    return resolve(n)


# --- profiles: the paper's function names and groups against kpqc's ---------------
# kpqc's functions are named kpqc_<row>_<backend>_<function>; the paper's after
# the Round-2 code. A paper function matches the kpqc functions whose short name
# contains its name (its part in parentheses when it has one), case and `_`
# ignored; ALIASES give the few names the code spells differently.
ALIASES = {"invntttomont": "invntt", "invntttomnot": "invntt", "aesctr": "aes", "hashhkem": "hashh",
           "polyvecmntt": "ntt", "polyveckntt": "ntt", "polybasemul": "basemul", "polybaseinv": "baseinv"}
GROUPS = [("Keccak (SHAKE, SHA-3)", r"keccak|shake|sha3|fips202"), ("AES", r"aes"),
          ("NTT and inverse NTT", r"ntt|fft"), ("SHA-2", r"sha2|sha256|sha512")]


def short_name(name):
    return re.sub(r"^kpqc_[A-Za-z0-9]+_(portable|avx2)_", "", name)


def _norm(s):
    return re.sub(r"[^a-z0-9]", "", s.lower())


def match_functions(paper_name, functions):
    inner = re.search(r"\((.*)\)", paper_name)
    key = _norm(inner.group(1) if inner else paper_name)
    key = ALIASES.get(key, key)
    if not key:
        return []
    hits = []
    for f in functions:
        n = _norm(short_name(f["name"]))
        if key not in n:
            continue
        if key == "ntt" and ("invntt" in n or "intt" in n):
            continue
        hits.append(f)
    return hits


def group_shares(prof):
    """Self cost of the functions of each group the paper's text names, in % of the operation."""
    total = prof.get("instructions_per_call") or 1
    out = {}
    for g, pat in GROUPS:
        v = sum(f["self"] for f in prof.get("functions", []) if re.search(pat, short_name(f["name"]), re.I))
        out[g] = 100.0 * v / total
    return out


# --- measurements -------------------------------------------------------------

class Measured:
    """kpqc's results, looked up by (row, backend)."""

    def __init__(self, datas):
        self.bench, self.mem, self.size, self.profiles = {}, {}, {}, {}
        self.env = None
        self.backends = {}  # row -> backends present in any result
        self.has_liboqs = False
        for d in datas:
            fmt = d["format"]
            if fmt == "kpqc-profile-1":
                self.profiles[(d.get("scheme"), d.get("operation"))] = d
                continue
            target = {"kpqc-bench-1": self.bench, "kpqc-mem-1": self.mem, "kpqc-size-1": self.size}[fmt]
            if fmt == "kpqc-bench-1" and self.env is None:
                self.env = d["environment"]
            for r in d["results"]:
                if not isinstance(r, dict) or "scheme" not in r:
                    raise UsageError(f"{d['_path']}: a result without a scheme")
                if r.get("error"):
                    continue
                target[(r["scheme"], r.get("backend", "portable"))] = r
                self.has_liboqs = self.has_liboqs or r.get("backend") == "liboqs"
                self.backends.setdefault(r["scheme"], set()).add(r.get("backend", "portable"))

    def find(self, table, rows, backend):
        """(row, result) of the first row measured with backend, else (None, why)."""
        for row in rows:
            if (row, backend) in table:
                return row, table[(row, backend)]
        for row in rows:
            if row in self.backends and backend == "avx2" and "avx2" not in self.backends[row]:
                continue
            if row in self.backends:
                return None, f"{row} [{backend}] not in the given results"
        if backend == "avx2" and any(r in self.backends for r in rows):
            return None, "no avx2 backend in this build"
        return None, "not measured (" + ", ".join(rows) + " not in the given results)"


def load_csv(path):
    try:
        with open(path, encoding="utf-8", newline="") as f:
            return list(csv.DictReader(f))
    except OSError as e:
        raise UsageError(f"cannot read {path}: {e.strerror}")


def ratio(here, paper):
    if here is None or not paper:
        return ""
    return f"{here / paper:.2f}"


def group_rows(rows, *keys):
    out = {}
    for r in rows:
        out.setdefault(tuple(r[k] for k in keys), []).append(r)
    return out


def env_name(envs, e):
    x = envs.get(e)
    if not x:
        return e
    return f"{x['cpu']}, {x['compiler']}" if x["cpu"] != "-" else x["what"]


class Report:
    def __init__(self, data_dir, meas):
        self.paper = load_csv(os.path.join(data_dir, "kpqclean_ver2.csv"))
        self.slides = load_csv(os.path.join(data_dir, "kpqclean_round1_slides.csv"))
        self.envs = {e["environment"]: e for e in load_csv(os.path.join(data_dir, "environments.csv"))}
        self.m = meas
        self.md = []
        self.csv = []
        self.claims = []

    def here_env(self):
        e = self.m.env or {}
        return (f"{e.get('cpu_model', '?')}, {e.get('compiler', '?')} {opt_flags(e.get('flags'))}"
                if e else "no bench results given")

    def here_detail(self):
        e = self.m.env or {}
        if not e:
            return "no bench results given"
        hz = e.get("counter_hz")
        return (f"{e.get('cpu_model', '?')} ({e.get('cpu_features', '')}), {e.get('os', '')}, "
                f"{e.get('compiler', '?')} {opt_flags(e.get('flags'))}, kpqc {e.get('git_commit', '?')}, "
                f"{e.get('date', '')}; unit {e.get('unit', 'cycles')}"
                + (f" ({hz / 1e9:.2f} GHz)" if hz else "") + f" read with {e.get('counter', '?')}"
                + (f"; {e['warnings']}" if e.get("warnings") else ""))

    def why_not(self, res, why):
        """Why a resolved row has no measurement: a NIST row without liboqs says so."""
        nist = res[2] == "liboqs" or res[2].startswith(("paper: Kyber", "paper: Dilithium"))
        if nist and not self.m.has_liboqs:
            return "NIST row: the results have no liboqs rows (a build with NIST=1 measures them)"
        return why

    # one measured cell ------------------------------------------------------
    def cycles(self, name, impl, op):
        """(kpqc row or None, median, p25, p75, note)."""
        res = resolve(name)
        if res[0] == "missing":
            return None, None, None, None, res[1]
        rows = res[1]
        row, r, backend = None, "not measured", None
        # Against NIST (impl ""): liboqs picks AVX2 on an AVX2 CPU, so a KpqC row runs
        # its avx2 backend where it has one (like against like), else portable.
        for backend in ((IMPL[impl],) if impl else ("liboqs", "avx2", "portable")):
            row, r = self.m.find(self.m.bench, rows, backend)
            if row is not None:
                break
        if row is None:
            return None, None, None, None, self.why_not(res, r)
        o = op_stats(r, op)
        if o is None:
            return row, None, None, None, f"{row}: no {op}"
        note = res[2]
        if row != rows[0]:
            have = self.m.backends.get(rows[0])
            note = (f"{rows[0]} has no {backend} backend: current row {row} instead"
                    if have else f"{rows[0]} not in the results: current row {row} instead")
        if not impl:
            tag = "portable: no avx2 backend in this build" if backend == "portable" else backend
            note = f"[{tag}] {note}".rstrip()
        return row, o.get("median"), o.get("p25"), o.get("p75"), note

    def add_csv(self, r, row, median, p25, p75, note, metric_value=None):
        pub = r["value"]
        self.csv.append([r["table"], r["environment"], r["scheme"], r["impl"], r["operation"], r["metric"],
                         pub, r.get("rank", ""), row or "", median if median is not None else "",
                         p25 if p25 is not None else "", p75 if p75 is not None else "",
                         ratio(median, float(pub)) if pub and median is not None else "", note])

    # Tables 2-6 -------------------------------------------------------------
    def cycle_tables(self):
        self.md.append("## Tables 2-6: cycles per operation, clean and avx2\n\n")
        self.md.append("Per cell: the paper's mean, this machine's median (p25-p75), and the ratio "
                       "here / paper. `clean` runs kpqc's portable backend, `avx2` its avx2 backend.\n\n")
        by = group_rows([r for r in self.paper if r["table"] in "2 3 4 5 6".split() and r["metric"] == "mean"],
                        "table")
        for t in sorted(by, key=lambda k: int(k[0])):
            rows = by[t]
            env = rows[0]["environment"]
            kem = {r["scheme"] for r in rows if r["operation"] in ("encaps", "decaps")}
            for kind, ops in (("KEM", KEM_OPS), ("Signature", SIGN_OPS)):
                cells = group_rows([r for r in rows if (r["scheme"] in kem) == (kind == "KEM")],
                                   "scheme", "impl")
                if not cells:
                    continue
                table = []
                for (scheme, impl), rs in cells.items():
                    line = [scheme, impl]
                    row_used, notes = None, []
                    for op in ops:
                        r = next((x for x in rs if x["operation"] == op), None)
                        if r is None:
                            line += ["", "", ""]
                            continue
                        row, med, p25, p75, note = self.cycles(scheme, impl, op)
                        self.add_csv(r, row, med, p25, p75, note)
                        row_used = row_used or row
                        if note and note not in notes:
                            notes.append(note)
                        here = f"{fmt_int(med)} ({fmt_int(p25)}-{fmt_int(p75)})" if med is not None else "—"
                        line += [fmt_int(float(r["value"])), here, ratio(med, float(r["value"]))]
                    line.insert(2, row_used or "—")
                    line.append("; ".join(notes))
                    table.append(line)
                hdr = ["scheme", "impl", "kpqc row"]
                for op in ops:
                    hdr += [f"{OP_TITLE[op]} paper", f"{OP_TITLE[op]} here", "ratio"]
                self.md.append(f"### Table {t[0]} ({kind}): paper {env_name(self.envs, env)} | here "
                               f"{self.here_env()}\n\n")
                self.md.append(md_table(hdr + ["note"], table, ["---", "---", "---"] + ["--:"] * 9 + ["---"]))
                self.md.append("\n")

    # Tables 7-8 -------------------------------------------------------------
    def share_tables(self):
        self.md.append("## Tables 7-8: share of each operation in keygen + encaps/sign + decaps/verify\n\n")
        self.md.append("Paper: Xcode Time Profiler; here: each operation's median cycles over the sum of "
                       "the three (portable backend).\n\n")
        for t, ops in (("7", KEM_OPS), ("8", SIGN_OPS)):
            cells = group_rows([r for r in self.paper if r["table"] == t], "scheme")
            table = []
            for (scheme,), rs in cells.items():
                meds = [self.cycles(scheme, "clean", op) for op in ops]
                total = sum(x[1] for x in meds) if all(x[1] is not None for x in meds) else None
                line = [scheme, meds[0][0] or "—"]
                for op, x in zip(ops, meds):
                    r = next(y for y in rs if y["operation"] == op)
                    share = 100.0 * x[1] / total if total else None
                    self.add_csv(r, x[0], share, None, None, x[4])
                    line += [f"{float(r['value']):.2f}%", f"{share:.2f}%" if share is not None else "—"]
                line.append(meds[0][4])
                table.append(line)
            hdr = ["scheme", "kpqc row"] + sum(([f"{OP_TITLE[o]} paper", f"{OP_TITLE[o]} here"] for o in ops), [])
            self.md.append(f"### Table {t}\n\n")
            self.md.append(md_table(hdr + ["note"], table, ["---", "---"] + ["--:"] * 6 + ["---"]))
            self.md.append("\n")

    # Tables 9-15 ------------------------------------------------------------
    def profile_tables(self):
        self.md.append("## Tables 9-15: where each operation spends its time\n\n")
        self.md.append("Paper: Xcode Time Profiler (share of time, Apple silicon). Here: `kpqc profile` "
                       "(callgrind, share of instructions, inclusive, portable backend). A paper function is "
                       "matched to kpqc's functions whose names contain its name (case and `_` ignored); "
                       "where none does, the row says so (kpqc's code names and splits the work "
                       "differently).\n\n")
        cells = group_rows([r for r in self.paper if r["table"] in [str(i) for i in range(9, 16)]],
                           "table", "scheme", "operation")
        for (t, scheme, op), rs in sorted(cells.items(), key=lambda kv: (int(kv[0][0]), kv[0][2] != "keypair")):
            res = resolve(scheme)
            prof, row = None, None
            for cand in res[1] if res[0] == "rows" else []:
                if (cand, op) in self.m.profiles:
                    prof, row = self.m.profiles[(cand, op)], cand
                    break
            table = []
            for r in rs:
                fname = r["metric"].split(":", 1)[1]
                share, names, note = None, [], ""
                if prof is None:
                    note = "no `kpqc profile` result for " + ("/".join(res[1]) if res[0] == "rows" else scheme) + " " + op
                elif fname.lower() == "etc":
                    note = "the rest"
                else:
                    hits = match_functions(fname, prof.get("functions", []))
                    if hits:
                        best = max(hits, key=lambda f: f["inclusive"])
                        share = 100.0 * best["inclusive"] / (prof.get("instructions_per_call") or 1)
                        names = [short_name(best["name"])]
                    else:
                        note = "no kpqc function of that name"
                self.add_csv(r, row, share, None, None, note or ", ".join(names))
                table.append([fname, f"{r['value']}%", f"{share:.1f}%" if share is not None else "—",
                              ", ".join(names) or note])
            if prof is not None:
                total = prof.get("instructions_per_call") or 1
                top = [f for f in sorted(prof.get("functions", []), key=lambda f: -f["inclusive"])
                       if f["inclusive"] < 0.95 * total][:6]
                table.append(["(kpqc's top functions, inclusive)", "", "; ".join(
                    f"{short_name(f['name'])} {100.0 * f['inclusive'] / total:.0f}%" for f in top), ""])
                groups = "; ".join(f"{g} {v:.0f}%" for g, v in group_shares(prof).items())
                table.append(["(kpqc, grouped as the paper's text groups: self cost)", "", groups, ""])
            self.md.append(f"### Table {t}: {scheme} {op} (kpqc row {row or '—'})\n\n")
            self.md.append(md_table(["paper function", "paper", "here", "kpqc function / note"], table,
                                    ["---", "--:", "--:", "---"]))
            self.md.append("\n")

    # Tables 16-19 -----------------------------------------------------------
    def memory_tables(self):
        self.md.append("## Tables 16-19: RAM and ROM\n\n")
        self.md.append("Paper: valgrind (stack + heap + extra heap, whole program) and `size` (text + data, "
                       "whole program) on Intel i5-8259U, gcc 11.3.0. Here: `kpqc mem` (peak stack of the "
                       "scheme's operations, maximum over the three, plus peak heap) and `kpqc size` (ROM = "
                       "text + rodata + data of the scheme's own objects, and with the shared primitives). "
                       "Different boundaries: compare orders, not bytes.\n\n")
        for t in ("16", "17", "18", "19"):
            cells = group_rows([r for r in self.paper if r["table"] == t], "scheme")
            table = []
            for (scheme,), rs in cells.items():
                res = resolve(scheme)
                main = next(r for r in rs if r["metric"] in ("total", "rom"))
                if res[0] == "missing":
                    self.add_csv(main, None, None, None, None, res[1])
                    table.append([scheme, "—", fmt_int(float(main["value"])), "—", "", res[1]])
                    continue
                src = self.m.mem if t in ("16", "17") else self.m.size
                row, r = self.m.find(src, res[1], "portable")
                here = None
                if row is not None:
                    if t in ("16", "17"):
                        ops = r.get("operations", [])
                        st = [o.get("stack_bytes") or 0 for o in ops]
                        hp = [o.get("heap_peak_bytes") or 0 for o in ops]
                        here = (max(st) if st else 0) + (max(hp) if hp else 0)
                    else:
                        here = r["scheme_only"]["rom"]
                note = res[2] if row else r
                self.add_csv(main, row, here, None, None, note)
                extra = ""
                if row and t in ("18", "19"):
                    extra = fmt_int(r["with_common"]["rom"])
                table.append([scheme, row or "—", fmt_int(float(main["value"])),
                              fmt_int(here) if here is not None else "—", extra or "", note])
            what = "RAM (bytes)" if t in ("16", "17") else "ROM (bytes)"
            self.md.append(f"### Table {t}: {what}\n\n")
            self.md.append(md_table(["scheme", "kpqc row", "paper", "here", "here with primitives", "note"],
                                    table, ["---", "---", "--:", "--:", "--:", "---"]))
            self.md.append("\n")

    # Tables 20-23 -----------------------------------------------------------
    def size_tables(self):
        self.md.append("## Tables 20-23: key, ciphertext and signature sizes\n\n")
        key = {"pk": "public_key", "sk": "secret_key", "ct": "ciphertext", "sig": "signature"}
        for t in ("20", "21", "22", "23"):
            cells = group_rows([r for r in self.paper if r["table"] == t], "scheme")
            table = []
            for (scheme,), rs in cells.items():
                res = resolve(scheme)
                line, notes, row = [scheme], [], None
                if res[0] == "rows":
                    for b in ("portable", "liboqs", "avx2"):
                        row, rr = self.m.find(self.m.bench, res[1], b)
                        if row:
                            break
                    if row is None:
                        notes.append(self.why_not(res, rr))
                else:
                    notes.append(res[1])
                for r in sorted(rs, key=lambda x: ["pk", "sk", "ct", "sig"].index(x["operation"])):
                    sizes = (rr.get("sizes") or {}) if row else {}
                    here = sizes.get(key[r["operation"]])
                    why = ""
                    if here is not None and here != int(r["value"]):
                        why = "differs"
                        if r["operation"] == "sk" and here == int(r["value"]) + (sizes.get("public_key") or 0):
                            why = "kpqc's secret key also holds the public key, the paper's does not"
                            if why not in notes:
                                notes.append(why)
                    self.add_csv(r, row, here, None, None, why if row else notes[0])
                    mark = " (differs)" if why else ""
                    line += [f"{r['operation']} {fmt_int(float(r['value']))}",
                             (fmt_int(here) + mark) if here is not None else "—"]
                line.insert(1, row or "—")
                table.append(line + ["; ".join(notes)])
            self.md.append(f"### Table {t}\n\n")
            self.md.append(md_table(["scheme", "kpqc row", "paper", "here", "paper", "here", "paper",
                                     "here", "note"], table, ["---", "---"] + ["--:"] * 6 + ["---"]))
            self.md.append("\n")

    # Rankings: Tables 25-32 and 33-44 ----------------------------------------
    def ranking(self, op, impl, rs):
        """The rows of one published ranking, each with the median and rank here."""
        pub = sorted(rs, key=lambda r: (int(r["rank"]) if r["rank"] else 10 ** 9, float(r["value"])))
        meas = []
        for r in pub:
            row, med, p25, p75, note = self.cycles(r["scheme"], impl, op)
            self.add_csv(r, row, med, p25, p75, note)
            meas.append((r, row, med, note))
        ours = sorted([x for x in meas if x[2] is not None], key=lambda x: x[2])
        rank_here = {id(x[0]): i + 1 for i, x in enumerate(ours)}
        table = []
        for i, (r, row, med, note) in enumerate(meas):
            here_rank = rank_here.get(id(r))
            paper_pos = sum(1 for x in meas[:i] if x[2] is not None) + 1 if med is not None else None
            mark = "" if here_rank is None or here_rank == paper_pos else f" (paper order {paper_pos})"
            table.append([r["rank"] or "=", r["scheme"], fmt_int(float(r["value"])), row or "—",
                          fmt_int(med) if med is not None else "—", ratio(med, float(r["value"])),
                          f"{here_rank}{mark}" if here_rank else "—", note])
        return table

    def ranking_tables(self, tables, title, intro=""):
        self.md.append(f"## {title}\n\n")
        self.md.append("Each table: the paper's ranking (its rank and figure) and, beside it, the median "
                       "here and the rank among the rows measured here; `(paper order n)` marks a row whose "
                       "place differs from the paper's order of the measured rows." + intro + "\n\n")
        cells = group_rows([r for r in self.paper if r["table"] in tables], "table", "environment", "operation")
        for (t, env, op), rs in sorted(cells.items(), key=lambda kv: (int(kv[0][0]), kv[0][1])):
            impl = rs[0]["impl"]
            table = self.ranking(op, impl, rs)
            self.md.append(f"### Table {t}: {OP_TITLE[op]}, paper {env_name(self.envs, env)}"
                           f"{' (' + impl + ')' if impl else ''} | here {self.here_env()}\n\n")
            self.md.append(md_table(["paper rank", "scheme", "paper", "kpqc row", "here", "ratio",
                                     "rank here", "note"], table,
                                    ["--:", "---", "--:", "---", "--:", "--:", "--:", "---"]))
            self.md.append("\n")

    # Claims -----------------------------------------------------------------
    # Each claim of the paper's text: what it says, where, the paper's own
    # figures (the same rule applied to its tables, per environment) and the
    # rule applied to the medians measured here.
    def best_family(self, impl, op, families, table=None):
        """(family, row, "n of m rows measured") of the fastest paper row of these
        families: measured here (table None) or in the paper's table."""
        best, measured, seen = None, 0, set()
        for r in self.paper:
            if r["table"] not in ("2", "3", "4", "5", "6") or r["metric"] != "mean" or r["operation"] != op:
                continue
            if r["impl"] != impl or family_of(r["scheme"]) not in families:
                continue
            if table is not None:
                if r["table"] == table and (best is None or float(r["value"]) < best[0]):
                    best = (float(r["value"]), family_of(r["scheme"]), r["scheme"])
                continue
            if r["scheme"] in seen:
                continue
            seen.add(r["scheme"])
            row, med, _, _, _ = self.cycles(r["scheme"], impl, op)
            if med is not None:
                measured += 1
                if best is None or med < best[0]:
                    best = (med, family_of(r["scheme"]), row)
        if best is None:
            return None
        return best[1], best[2], (f"{measured} of {len(seen)} paper rows measured" if table is None else "")

    def claim(self, text, where, expect, paper, got, count="", paper_agrees=None):
        if paper_agrees is not None:
            paper = ("agrees: " if paper_agrees else "**disagrees**: ") + paper
        if got is None:
            verdict = "cannot check here (rows not measured)"
        elif got == expect:
            verdict = "holds"
        else:
            verdict = f"**does not hold here**: {got}"
        if count and got is not None:
            verdict += f" ({count})"
        self.claims.append([text, where, paper, verdict])

    def paper_best(self, impl, op, fams, tables, exp):
        """(text, agrees) of the rule applied to the paper's tables."""
        out, agrees = [], True
        for t in tables:
            b = self.best_family(impl, op, fams, table=t)
            if b:
                env = next(r["environment"] for r in self.paper if r["table"] == t)
                out.append(f"{env}: {b[0]} ({b[1]})")
                agrees = agrees and b[0] == exp
        return "; ".join(out), agrees

    def claims_section(self):
        kem = {"NTRU+", "SMAUG-T", "PALOMA"}
        dsa = {"HAETAE", "AIMer", "MQ-Sign", "NCC-Sign"}
        specs = [("clean", "Section 3.1, all environments", kem, KEM_OPS, ["SMAUG-T"] * 3, ["2", "3", "4"]),
                 ("avx2", "Section 3.2", kem, KEM_OPS, ["SMAUG-T", "NTRU+", "NTRU+"], ["5", "6"]),
                 ("clean", "Section 3.1, Ryzen (Table 2)", dsa, SIGN_OPS, ["AIMer", "NCC-Sign", "HAETAE"], ["2"]),
                 ("clean", "Section 3.1, Intel and M2 (Tables 3, 4)", dsa, SIGN_OPS,
                  ["NCC-Sign", "NCC-Sign", "HAETAE"], ["3", "4"]),
                 ("avx2", "Section 3.2", dsa, SIGN_OPS, ["NCC-Sign"] * 3, ["5", "6"])]
        for impl, where, fams, ops, expect, tables in specs:
            what = "KEM" if fams is kem else "signature"
            for op, exp in zip(ops, expect):
                b = self.best_family(impl, op, fams)
                text, agrees = self.paper_best(impl, op, fams, tables, exp)
                self.claim(f"{exp} is the fastest {what} in {OP_TITLE[op].lower()} ({impl})", where, exp,
                           text, b[0] if b else None, f"fastest {b[1]}; {b[2]}" if b else "", agrees)
        # Tables 7-8: the largest share of the three operations
        for scheme, op, text in (("NTRU+KEM576", "keypair", "NTRU+: key generation is the largest part"),
                                 ("PALOMA128", "keypair", "PALOMA: key generation is the largest part"),
                                 ("AIMer128f", "sign", "AIMer: signing the largest part, key generation very small"),
                                 ("HAETAE2", "sign", "HAETAE: signing is the largest part"),
                                 ("NCC-Sign1", "sign", "NCC-Sign: signing is the largest part")):
            ops = KEM_OPS if scheme.startswith(("NTRU", "PALOMA")) else SIGN_OPS
            meds = {o: self.cycles(scheme, "clean", o)[1] for o in ops}
            pub = {r["operation"]: float(r["value"]) for r in self.paper
                   if r["table"] in ("7", "8") and r["scheme"].replace("-", "") == scheme.replace("-", "")}
            got = None
            if all(v is not None for v in meds.values()):
                top = max(meds, key=meds.get)
                got = op if top == op else f"the largest is {OP_TITLE[top].lower()}"
            paper = (f"{scheme}: " + ", ".join(f"{OP_TITLE[o].lower()} {v:.1f}%" for o, v in pub.items())) if pub else ""
            self.claim(text, "Section 4, Tables 7-8", op, paper, got,
                       paper_agrees=(max(pub, key=pub.get) == op) if pub else None)
        # RAM / ROM orders
        for t, order, what in (("16", ["SMAUG-T", "NTRU+", "PALOMA"], "RAM"),
                               ("17", ["NCC-Sign", "HAETAE", "AIMer", "MQ-Sign"], "RAM"),
                               ("18", ["SMAUG-T", "NTRU+", "PALOMA"], "ROM"),
                               ("19", ["HAETAE", "AIMer", "NCC-Sign", "MQ-Sign"], "ROM")):
            got = self.family_order([r for r in self.csv if r[0] == t and r[9] != ""], order)
            pub = self.family_order([r[:9] + [r[6]] for r in self.csv if r[0] == t and r[5] in ("total", "rom")],
                                    order)
            self.claim(f"{what} ascending by family: " + " < ".join(order), f"Section 5, Table {t}", order,
                       "the table: " + (" < ".join(pub) if isinstance(pub, list) else str(pub)), got,
                       paper_agrees=pub == order)
        # against NIST (Section 6.2): the fastest of the measured rows of the table
        for t, op, exp, text in (
                ("25", "keypair", "SMAUG-TiMER", "SMAUG-TiMER is the fastest in keygen (vs Kyber, SMAUG-T, NTRU+)"),
                ("25", "encaps", "SMAUG-TiMER", "SMAUG-TiMER is the fastest in encaps"),
                ("25", "decaps", "SMAUG-TiMER", "SMAUG-TiMER is the fastest in decaps"),
                ("27", "keypair", "hqc-128", "HQC-128 is the fastest in keygen (vs McEliece, HQC, PALOMA)"),
                ("27", "encaps", "PALOMA128", "PALOMA128 is the fastest in encaps"),
                ("27", "decaps", "PALOMA128", "PALOMA128 is the fastest in decaps (Intel; HQC-128 on ARM)"),
                ("29", "keypair", "NCC-Sign1", "NCC-Sign1 is the fastest in keygen (vs Dilithium, Falcon, HAETAE)"),
                ("29", "sign", "dilithium2", "Dilithium2 is the fastest in signing"),
                ("29", "verify", "falcon-512", "Falcon-512 is the fastest in verification"),
                ("31", "keypair", "AIMer", "AIMer is faster than SPHINCS+ in keygen"),
                ("31", "sign", "AIMer128f", "AIMer128f is the fastest in signing (vs SPHINCS+)"),
                ("31", "verify", "SPHINCS+", "SPHINCS+ verifies faster than AIMer")):
            rows = [r for r in self.csv if r[0] == t and r[4] == op]
            done = [r for r in rows if r[9] != ""]
            kinds = {("NIST" if r[8].startswith(("ML-", "Falcon", "SPHINCS", "HQC", "BIKE", "Classic")) else "KpqC")
                     for r in done}
            got, count = None, ""
            if len(kinds) == 2:
                fastest = min(done, key=lambda r: float(r[9]))[2]
                got = fastest
                if exp in ("AIMer", "SPHINCS+"):
                    got = exp if fastest.lower().startswith(exp.lower().rstrip("+")) else fastest
                count = f"{len(done)} of {len(rows)} rows measured"
            first = min(rows, key=lambda r: float(r[6]))[2] if rows else ""
            agrees = first.lower().startswith(exp.lower().rstrip("+")) if exp in ("AIMer", "SPHINCS+") else first == exp
            self.claim(text, f"Section 6.2, Table {t}", exp, f"the table: {first} first", got, count, agrees)
        md = ["## The paper's claims, checked here\n\n",
              f"Here: {self.here_env()}. Each claim of the paper's text, the same rule applied to the paper's "
              "own tables (per environment), and applied to the medians measured here on the paper's rows "
              "(the paper's version rows where kpqc has them; against NIST, Section 6.2, the KpqC rows' "
              "avx2 backends where they have one, as liboqs runs AVX2 code). 'cannot check' when the rows "
              "were not measured (the NIST rows need liboqs: NIST=1).\n\n",
              md_table(["claim", "where", "in the paper's figures", "here"], self.claims,
                       ["---", "---", "---", "---"]), "\n"]
        self.md[0:0] = md

    @staticmethod
    def family_order(rows, order):
        if not rows:
            return None
        worst = {}
        for r in rows:
            f = family_of(r[2])
            if f in order:
                worst[f] = max(worst.get(f, 0), float(r[9]))
        if set(worst) != set(order):
            return None
        got = sorted(worst, key=worst.get)
        return order if got == order else " < ".join(got) + " (largest row of each family)"

    # Round-1 slides ---------------------------------------------------------
    def slides_section(self):
        self.md.append("## KPQClean Round-1 slides: the Round-1 rows kpqc has\n\n")
        self.md.append("The slides' cycle tables (median of 10,000 runs, Ryzen 7 4800H and Intel i5-8259U, "
                       "gcc 11.3.0 at -O2 and -O3; the -O2 figures are in paper.csv) and size rankings. Rows "
                       "kpqc has are measured here (portable backend); the others are listed with the "
                       "reason. The slides mark some rows as using AVX (green names); kpqc's figures here "
                       "are portable.\n\n")
        cyc = [r for r in self.slides if r["table"] == "slides-cycles" and r["metric"] == "median"]
        for title, ops in (("KEMs", KEM_OPS), ("Signatures", SIGN_OPS)):
            cells = group_rows([r for r in cyc if r["operation"] in ops[1:]], "scheme")
            table = []
            for (scheme,) in cells:
                rs = [r for r in cyc if r["scheme"] == scheme]
                res = resolve_slides(scheme)
                row, rr, note = None, None, res[1] if res[0] == "missing" else res[2]
                if res[0] == "rows":
                    row, rr = self.m.find(self.m.bench, res[1], "portable")
                    if row is None:
                        note, rr = rr, None
                line = [scheme, row or "—"]
                for op in ops:
                    o = op_stats(rr, op) if rr else None
                    med = o.get("median") if o else None
                    for env in ("ryzen-O2", "ryzen-O3", "intel-O2", "intel-O3"):
                        r = next((x for x in rs if x["operation"] == op and x["environment"] == env), None)
                        if r is None:
                            if env.endswith("O3"):
                                line.append("—")
                            continue
                        self.csv.append(["slides", env, scheme, "", op, "median", r["value"], "", row or "",
                                         med if med is not None else "", o.get("p25", "") if o else "",
                                         o.get("p75", "") if o else "", ratio(med, float(r["value"])), note])
                        if env.endswith("O3"):
                            line.append(fmt_int(float(r["value"])))
                    line.append(fmt_int(med) if med is not None else "—")
                table.append(line + [note])
            hdr = ["scheme", "kpqc row"]
            for op in ops:
                hdr += [f"{OP_TITLE[op]} Ryzen -O3", f"{OP_TITLE[op]} Intel -O3", f"{OP_TITLE[op]} here"]
            self.md.append(f"### {title}: the slides' medians (Ryzen 7 4800H and i5-8259U, gcc 11.3.0 -O3) "
                           f"beside the median here\n\n")
            self.md.append(md_table(hdr + ["note"], table, ["---", "---"] + ["--:"] * 9 + ["---"]))
            self.md.append("\n")
        key = {"pk": "public_key", "sk": "secret_key", "ct": "ciphertext", "sig": "signature"}
        table = []
        for r in [x for x in self.slides if x["table"] == "slides-sizes"]:
            res = resolve_slides(r["scheme"])
            here, row, note = None, None, res[1] if res[0] == "missing" else res[2]
            if res[0] == "rows":
                for b in ("portable", "liboqs"):
                    row, rr = self.m.find(self.m.bench, res[1], b)
                    if row:
                        here = (rr.get("sizes") or {}).get(key[r["operation"]])
                        break
                if not row:
                    note = rr
            self.csv.append(["slides", "spec", r["scheme"], "", r["operation"], "size", r["value"], r["rank"],
                             row or "", here if here is not None else "", "", "", "", note])
            if row:
                table.append([r["operation"], r["rank"], r["scheme"], fmt_int(float(r["value"])), row,
                              fmt_int(here) if here is not None else "—",
                              "" if here is None or here == int(r["value"]) else "differs"])
        self.md.append("### Sizes: the slides' rows kpqc has (bytes)\n\n")
        self.md.append(md_table(["what", "slides rank", "scheme", "slides", "kpqc row", "here", ""], table,
                                ["---", "--:", "---", "--:", "---", "--:", "---"]))
        self.md.append("\n")

    def missing_section(self):
        """Every paper and slides row without a kpqc row, once, with the reason."""
        seen = {}
        for source, rows, res_of in (("paper", self.paper, resolve), ("slides", self.slides, resolve_slides)):
            for r in rows:
                res = res_of(r["scheme"])
                if res[0] == "missing":
                    where = f"Table {r['table']}" if source == "paper" else "Round-1 slides"
                    seen.setdefault(r["scheme"], (res[1], set()))[1].add(where)
        if not seen:
            return
        self.md.append("## Rows of the paper and the slides kpqc does not have\n\n")
        self.md.append(md_table(["row", "where", "why"],
                                [[s, ", ".join(sorted(v[1], key=lambda w: (len(w), w))), v[0]]
                                 for s, v in sorted(seen.items())], ["---", "---", "---"]))
        self.md.append("\n")

    def write(self, out):
        head = ["# The KpqClean ver2 paper on this machine\n\n",
                f"This machine: {self.here_detail()}. The paper: Sim et al., \"KpqClean Ver2: Comprehensive "
                "Benchmarking and Analysis of KpqC Algorithm Round 2 Submissions\" (figures transcribed in "
                "data/paper/kpqclean_ver2.csv). The paper's cycles are means of 10,000 runs; the figures "
                "here are kpqc bench medians with quartiles (p25-p75). Ratio = here / paper: different "
                "CPUs and statistics, so rankings are the comparable result. Rows run the paper's version "
                "of a scheme where kpqc has it (Round-2 rows `-r2`, AIMer `-v2.1`); NCC-Sign and MQ-Sign "
                "are v2.1 here against the paper's v2.0.\n\n"]
        body = "".join(head + self.md)
        hdr = ["table", "environment", "scheme", "impl", "operation", "metric", "published", "published_rank",
               "kpqc_row", "here_median", "here_p25", "here_p75", "ratio", "note"]
        import io
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(hdr)
        w.writerows(self.csv)
        os.makedirs(out, exist_ok=True)
        kpqc_output.write_whole(os.path.join(out, "paper.md"), body)
        kpqc_output.write_whole(os.path.join(out, "paper.csv"), buf.getvalue())


def family_of(name):
    n = name.replace(" ", "")
    for pre, fam in (("NTRU+", "NTRU+"), ("SMAUG", "SMAUG-T"), ("PALOMA", "PALOMA"), ("HAETAE", "HAETAE"),
                     ("AIMer", "AIMer"), ("MQ", "MQ-Sign"), ("NCC", "NCC-Sign"), ("REDOG", "REDOG")):
        if n.startswith(pre):
            return fam
    return n


def parse_args(argv):
    files, out, data = [], None, DATA
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("--out", "--data"):
            if i + 1 >= len(argv):
                raise UsageError(f"{a} needs a value")
            if a == "--out":
                out = argv[i + 1]
            else:
                data = argv[i + 1]
            i += 2
            continue
        if a == "--paper":
            pass
        elif a in ("-h", "--help"):
            print(__doc__)
            sys.exit(0)
        elif a.startswith("-"):
            raise UsageError(f"unknown option '{a}' for report --paper")
        else:
            files.append(a)
        i += 1
    if out is None:
        raise UsageError("report --paper needs --out DIR")
    if not files:
        raise UsageError("report --paper needs result files (kpqc bench/mem/size/profile --json); "
                         "`make paper` measures them")
    if os.path.exists(out) and not os.path.isdir(out):
        raise UsageError(f"--out {out} exists and is not a directory")
    return files, out, data


def main(argv):
    try:
        files, out, data = parse_args(argv)
        datas = []
        for f in files:
            try:
                d = kpqc_results.read(f, ("kpqc-bench-1", "kpqc-mem-1", "kpqc-size-1", "kpqc-profile-1"))
            except kpqc_results.ResultError as e:
                raise UsageError(str(e))
            d["_path"] = f
            datas.append(d)
        rep = Report(data, Measured(datas))
        rep.cycle_tables()
        rep.share_tables()
        rep.profile_tables()
        rep.memory_tables()
        rep.size_tables()
        rep.ranking_tables(["25", "26", "27", "28", "29", "30", "31", "32"],
                           "Tables 25-32: against Kyber, Dilithium, Falcon, SPHINCS+, McEliece, HQC",
                           " The NIST rows run liboqs, which picks AVX2 code on an AVX2 CPU, so a KpqC row "
                           "runs its avx2 backend where it has one (the paper's version's, else the current "
                           "row's) and its portable code otherwise; the note starts with the backend that ran.")
        rep.ranking_tables([str(i) for i in range(33, 45)], "Tables 33-44 (appendix): rankings per environment")
        rep.claims_section()
        rep.slides_section()
        rep.missing_section()
        rep.write(out)
    except (UsageError, kpqc_output.OutputError) as e:
        print(f"kpqc: {e}", file=sys.stderr)
        return 2
    print(f"report --paper: wrote {os.path.join(out, 'paper.md')} and paper.csv")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
