#!/usr/bin/env python3
"""Versions of a scheme side by side: for every current row measured beside
one or more of its versioned rows (`kpqc list --all-versions`: SMAUG-T1-r2,
HAETAE2-v1.2.0, AIMer128f-v2.1, ...), one table of version, sizes and median
cost per operation, each versioned row also as a ratio to the current one.
It answers "what did the final version change?" on one page.

A versioned row names its current row in the bench results ("current_row",
written by kpqc bench since the version dimension); results without it are
not grouped. Rows are compared on the same backend (versioned rows are
portable code; the current row's portable backend is the reference).

tools/report.py calls section(envs, unit) for every `kpqc bench` environment.
"""

OPS = {"kem": ["keypair", "encaps", "decaps"], "signature": ["keypair", "sign", "verify"]}


def _fmt_int(x):
    return f"{int(round(x)):,}" if isinstance(x, (int, float)) else "n/a"


def _median(r, op):
    for o in r.get("operations") or []:
        if o.get("name") == op:
            return o.get("median")
    return None


def _families(env):
    """current row -> [(versioned row result, ...)] per backend, in result order."""
    groups = {}
    for key in env.order:
        r = env.rows[key]
        cur = r.get("current_row")
        if cur and not r.get("error"):
            groups.setdefault((cur, key[1]), []).append(r)
    return groups


def _table(current, versions, unit):
    kind = current.get("kind")
    ops = OPS.get(kind, [])
    second = "ciphertext" if kind == "kem" else "signature"
    header = ["row", "version", "pk", "sk", "ct" if kind == "kem" else "sig"] + ops
    rows = []
    for r in [current] + versions:
        sz = r.get("sizes") or {}
        cells = [r["scheme"] if r is not current else f"**{r['scheme']}**", r.get("version", ""),
                 _fmt_int(sz.get("public_key")), _fmt_int(sz.get("secret_key")), _fmt_int(sz.get(second))]
        for op in ops:
            m, base = _median(r, op), _median(current, op)
            cell = _fmt_int(m)
            if r is not current and m and base:
                cell += f" ({m / base:.2f}x)"
            cells.append(cell)
        rows.append(cells)
    out = ["| " + " | ".join(header) + " |", "|" + "|".join(["---"] * 2 + ["---:"] * (len(header) - 2)) + "|"]
    out += ["| " + " | ".join(c) + " |" for c in rows]
    return "\n".join(out) + "\n\n"


def section(envs, unit):
    """Markdown: one table per current row measured with its versions ('' if none)."""
    parts = []
    for env in envs:
        body = []
        for (cur, backend), versions in _families(env).items():
            current = env.rows.get((cur, backend))
            if current is None or current.get("error"):
                continue
            body.append(f"### {cur} ({backend})\n\n" + _table(current, versions, unit))
        if body:
            label = f" — {env.label}" if getattr(env, "label", "") else ""
            parts.append(f"## Versions side by side{label}\n\nSizes in bytes, median {unit} per "
                         f"operation, the current row in bold; a versioned row's ratio is its median "
                         f"over the current row's (below 1: that version was faster).\n\n" + "".join(body))
    return "".join(parts)
