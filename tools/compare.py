#!/usr/bin/env python3
"""kpqc compare: ratio B/A per operation, with its 95% confidence interval.

usage: compare.py A.json B.json [--by scheme|backend] [--json F]

A and B are `kpqc bench --json` results (kpqc-bench-1): two builds, two
machines, two backends, kpqc against another driver written in the format.

  --by scheme   (default) pair rows with the same scheme, backend, operation
  --by backend  pair each scheme's first backend in A with every other
                backend of that scheme in B (or the same one when B has no
                other): `compare run.json run.json --by backend` gives the
                AVX2/portable ratios of one `--impl all` run

Per file the median of each operation and its 95% interval are recomputed
from the samples the file keeps, as `kpqc bench` computes them
(docs/BENCHMARKING.md): order statistics of all samples (exact binomial ranks
up to 2000 samples, the normal approximation above), widened to the
batch-medians interval of the round medians (median +- t(R-1) sd / sqrt(R)).
The ratio's interval combines both on a log scale: with hA, hB the larger
log-distances from each median to its interval's ends, the ratio's interval
is B/A * exp(+-sqrt(hA^2 + hB^2)). When it contains 1 the difference cannot be
told from noise ("same"). Ticks of counters with other units or rates (two
machines) are compared in nanoseconds, and the output says so.

Bad input: one line `kpqc: ...` on stderr, exit status 2, nothing written.
"""
import json
import math
import sys

import kpqc_output
import kpqc_results

EXACT_RANKS_MAX = 2000
T975 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179,
        2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064,
        2.060, 2.056, 2.052, 2.048, 2.045, 2.042]


class UsageError(Exception):
    pass


# --- statistics, as bench/stats.c ---------------------------------------------

def t975(df):
    df = max(df, 1)
    return T975[df - 1] if df <= 30 else 1.96 + 2.4 / df


def quantile(s, q):
    """Type-7 quantile of sorted s."""
    pos = q * (len(s) - 1)
    lo = int(pos)
    if lo + 1 >= len(s):
        return float(s[-1])
    return s[lo] + (pos - lo) * (s[lo + 1] - s[lo])


def median_ci_ranks(n):
    """1-based ranks of the order statistics bounding the median's 95% CI."""
    j = 0
    if n <= EXACT_RANKS_MAX:
        cdf, base = 0.0, math.lgamma(n + 1) - n * math.log(2.0)
        k = 0
        while 2 * k < n:
            cdf += math.exp(base - math.lgamma(k + 1) - math.lgamma(n - k + 1))
            if cdf > 0.025:
                break
            j = k + 1
            k += 1
    else:
        j = int(math.floor(n / 2 + 0.5 - 0.98 * math.sqrt(n)))
    return (1, n) if j == 0 else (j, n + 1 - j)


def summarize(samples, round_sizes):
    """median, (ci_low, ci_high), round medians of one operation."""
    s = sorted(samples)
    n = len(s)
    if n == 0:
        return None
    med = quantile(s, 0.5)
    lo, hi = median_ci_ranks(n)
    ci_lo, ci_hi = float(s[lo - 1]), float(s[hi - 1])
    meds, at = [], 0
    for size in round_sizes:
        if size > 0:
            meds.append(quantile(sorted(samples[at:at + size]), 0.5))
        at += size
    if len(meds) >= 2:
        mm = sum(meds) / len(meds)
        sd = math.sqrt(sum((m - mm) ** 2 for m in meds) / (len(meds) - 1))
        half = t975(len(meds) - 1) * sd / math.sqrt(len(meds))
        ci_lo, ci_hi = min(ci_lo, med - half), max(ci_hi, med + half)
    return {"median": med, "ci": (ci_lo, ci_hi), "round_medians": meds, "n": n}


def log_half_width(st):
    med, (lo, hi) = st["median"], st["ci"]
    if med <= 0:
        return float("inf")
    a = math.log(med / lo) if lo > 0 else float("inf")
    b = math.log(hi / med)
    return max(a, b)


def ratio_ci(sa, sb, scale_a=1.0, scale_b=1.0):
    """B/A and its 95% interval; scale_* convert each file's ticks to one unit."""
    ma, mb = sa["median"] * scale_a, sb["median"] * scale_b
    if ma <= 0 or mb <= 0:
        return None
    r = mb / ma
    h = math.sqrt(log_half_width(sa) ** 2 + log_half_width(sb) ** 2)
    if math.isinf(h):
        return r, 0.0, float("inf")
    return r, r * math.exp(-h), r * math.exp(h)


# --- input --------------------------------------------------------------------

def load(path):
    try:
        data = kpqc_results.read(path, ("kpqc-bench-1",))
    except kpqc_results.ResultError as e:
        raise UsageError(str(e))
    rows = {}  # (scheme, backend) -> {op: stats}
    order = []
    for r in data["results"]:
        try:
            if r.get("error"):
                continue
            key = (r["scheme"], r["backend"])
            ops = {}
            for o in r["operations"]:
                samples = o["samples"]
                if not all(isinstance(x, (int, float)) for x in samples):
                    raise TypeError
                sizes = o.get("round_sizes") or [len(samples)]
                if sum(sizes) != len(samples):
                    raise UsageError(f"{path}: {key[0]} {o['name']}: round_sizes do not add up "
                                     f"to the samples")
                st = summarize(samples, sizes)
                if st is not None:
                    st["flag_reason"] = o.get("flag_reason", "")
                    ops[o["name"]] = st
        except (KeyError, TypeError, AttributeError):
            raise UsageError(f"{path}: a result without scheme, backend or operation samples")
        if key not in rows:
            order.append(key)
        rows[key] = ops
    env = data["environment"]
    return {"path": path, "rows": rows, "order": order, "env": env,
            "unit": env.get("unit", "cycles"), "hz": float(env.get("counter_hz") or 0),
            "calibration": (data.get("calibration") or {}).get("median")}


def pairs(a, b, by):
    out = []
    if by == "scheme":
        for key in a["order"]:
            if key in b["rows"]:
                out.append((key, key))
        return out
    schemes_b = {}
    for s, be in b["order"]:
        schemes_b.setdefault(s, []).append(be)
    seen = set()
    for s, be in a["order"]:
        if s in seen or s not in schemes_b:
            continue
        seen.add(s)
        others = [x for x in schemes_b[s] if x != be] or [be]
        out += [((s, be), (s, x)) for x in others]
    return out


def parse_args(argv):
    files, by, out = [], "scheme", None
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("--by", "--json"):
            if i + 1 >= len(argv):
                raise UsageError(f"{a} needs a value")
            if a == "--by":
                by = argv[i + 1]
                if by not in ("scheme", "backend"):
                    raise UsageError(f"--by must be scheme or backend, got '{by}'")
            else:
                out = argv[i + 1]
            i += 2
        elif a in ("-h", "--help"):
            print(__doc__.split("\n\n")[1])
            sys.exit(0)
        elif a.startswith("-") and a != "-":
            raise UsageError(f"unknown option '{a}' for compare")
        else:
            files.append(a)
            i += 1
    if len(files) != 2:
        raise UsageError("compare needs two result files (kpqc compare A.json B.json)")
    return files, by, out


def write_whole(path, text):
    try:
        kpqc_output.write_whole(path, text)
    except kpqc_output.OutputError as e:
        print(f"kpqc: {e}", file=sys.stderr)
        sys.exit(1)


def machine_of(env):
    """What decides instruction speeds: (key, description). The CPU's identity
    (vendor, family, model) where the file has it, else its model name."""
    if env.get("cpu_vendor"):
        desc = (f"{env.get('cpu_uarch', 'unknown')} ({env['cpu_vendor']} family "
                f"0x{int(env.get('cpu_family', 0)):x} model 0x{int(env.get('cpu_model_number', 0)):x})")
        return (env["cpu_vendor"], env.get("cpu_family"), env.get("cpu_model_number")), desc
    model = env.get("cpu_model", "?")
    return ("model", model), model


def machine_warning(env_a, env_b):
    """A warning line when A and B ran on different microarchitectures (None
    otherwise): the same code runs at other relative speeds there (PDEP/PEXT
    microcoded on AMD Zen 1/2, gathers, vector widths), so B/A mixes the two."""
    (ka, da), (kb, db) = machine_of(env_a), machine_of(env_b)
    if ka == kb:
        return None
    line = (f"WARNING: A and B ran on different microarchitectures (A: {da}; B: {db}): "
            f"the ratios compare machines as much as code")
    if env_a.get("pdep_path", "") != env_b.get("pdep_path", ""):
        line += (f"; kernel paths differ (A: {env_a.get('pdep_path') or '?'}; "
                 f"B: {env_b.get('pdep_path') or '?'})")
    return line


def compare(a, b, by):
    """Rows of the comparison and the header lines."""
    head = [f"A: {a['path']} ({a['env'].get('git_commit', '?')}, {a['env'].get('compiler', '?')}, "
            f"{a['env'].get('hostname', '?')}, {a['env'].get('date', '?')})",
            f"B: {b['path']} ({b['env'].get('git_commit', '?')}, {b['env'].get('compiler', '?')}, "
            f"{b['env'].get('hostname', '?')}, {b['env'].get('date', '?')})"]
    warning = machine_warning(a["env"], b["env"])
    if warning is not None:
        head.append(warning)
    scale_a = scale_b = 1.0
    unit = a["unit"]
    same_clock = (a["unit"] == b["unit"] and a["hz"] > 0 and b["hz"] > 0
                  and abs(a["hz"] / b["hz"] - 1) < 0.01)
    if not same_clock and a["hz"] > 0 and b["hz"] > 0:
        scale_a, scale_b, unit = 1e9 / a["hz"], 1e9 / b["hz"], "ns"
        head.append(f"counters differ (A: {a['unit']} at {a['hz'] / 1e6:.0f} MHz, B: {b['unit']} "
                    f"at {b['hz'] / 1e6:.0f} MHz): compared in nanoseconds")
    elif not same_clock:
        head.append("counters differ and a rate is unknown: the ratio mixes units")
    if a["calibration"] and b["calibration"] and same_clock:
        c = b["calibration"] / a["calibration"]
        head.append(f"calibration workload B/A: {c:.3f} (the machine's speed during B against A; "
                    f"not applied)")
    rows = []
    for ka, kb in pairs(a, b, by):
        oa, ob = a["rows"][ka], b["rows"][kb]
        for op in oa:
            if op not in ob:
                continue
            sa, sb = oa[op], ob[op]
            rc = ratio_ci(sa, sb, scale_a, scale_b)
            if rc is None:
                continue
            r, lo, hi = rc
            if lo <= 1.0 <= hi:
                verdict = "same (noise)"
            elif hi < 1.0:
                verdict = f"B faster, x{1 / r:.3f}"
            else:
                verdict = f"B slower, x{r:.3f}"
            unstable = "; ".join(f"{w} {s['flag_reason']}" for w, s in (("A:", sa), ("B:", sb))
                                 if s.get("flag_reason"))
            rows.append({"scheme": ka[0], "backend_a": ka[1], "backend_b": kb[1], "operation": op,
                         "median_a": sa["median"] * scale_a, "median_b": sb["median"] * scale_b,
                         "ratio": r, "ci95": [lo, hi], "significant": not (lo <= 1.0 <= hi),
                         "verdict": verdict, "unstable": unstable})
    return head, unit, rows


def table(head, unit, rows):
    lines = list(head)
    w = max([len("scheme")] + [len(r["scheme"]) for r in rows])
    lines.append(f"{'scheme':<{w}} {'A':<8} {'B':<8} {'op':<8} {'median A':>12} {'median B':>12} "
                 f"{'B/A':>7} {'95% CI':>15}  verdict")
    for r in rows:
        lo, hi = r["ci95"]
        ci = f"{lo:.3f}-{hi:.3f}" if not math.isinf(hi) else "unbounded"
        lines.append(f"{r['scheme']:<{w}} {r['backend_a']:<8} {r['backend_b']:<8} {r['operation']:<8} "
                     f"{r['median_a']:>12.0f} {r['median_b']:>12.0f} {r['ratio']:>7.3f} {ci:>15}  "
                     f"{r['verdict']}{'  ! unstable' if r['unstable'] else ''}")
    lines.append(f"({unit}; B/A < 1: B is faster; 'same (noise)': the 95% interval of the ratio "
                 f"contains 1; ! unstable: a side was flagged by kpqc bench, see --json)")
    return "\n".join(lines) + "\n"


def main(argv):
    files, by, out = parse_args(argv)
    if out is not None:
        try:
            kpqc_output.check(out)
        except kpqc_output.OutputError as e:
            raise UsageError(str(e))
    a, b = load(files[0]), load(files[1])
    head, unit, rows = compare(a, b, by)
    if not rows:
        raise UsageError(f"{files[0]} and {files[1]} have no scheme and operation in common"
                         + (" (try --by backend)" if by == "scheme" else ""))
    if out is not None:
        write_whole(out, json.dumps({"format": "kpqc-compare-1", "a": files[0], "b": files[1],
                                     "by": by, "unit": unit, "notes": head[2:], "rows": rows},
                                    indent=1) + "\n")
    sys.stdout.write(table(head, unit, rows))
    for line in head[2:]:
        if line.startswith("WARNING: "):
            print(f"kpqc: warning: {line[len('WARNING: '):]}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except UsageError as e:
        print(f"kpqc: {e}", file=sys.stderr)
        sys.exit(2)
