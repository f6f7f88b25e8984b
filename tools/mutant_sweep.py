#!/usr/bin/env python3
"""Mutant sweep of verification and decapsulation checks (issue 40).

Each mutant removes or inverts one check of a scheme's verification,
decapsulation or encapsulation code (an exact text replacement in one file);
the sweep applies it, rebuilds BUILD (a configured build of the families
concerned: -DKPQC_FAMILIES), runs test_kem or test_sign, test_pk_binding,
test_errors and test_kat on one or two rows of the family (ROWS) and the
family's own quick tests (ctest -L quick -R test_<family>), and restores the
file. A mutant no
test fails on is a survivor: either a missing test or an equivalent mutant,
which the MUTANTS table then says. Results go to stdout as a table (and
docs/SCHEMES.md, "Mutant sweep", quotes them).

    tools/mutant_sweep.py BUILD [ID...]     # all mutants, or those named
    tools/mutant_sweep.py --list

The working tree must be clean in the files it touches; each file is
restored (also on Ctrl-C) before the next mutant.
"""
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Per family: the rows the generic tests run (one per family: the checks are
# shared by its sets) and the family's own ctest name prefix.
ROWS = {
    "ntruplus": ("kem", ["NTRU+768"]),
    "smaugt": ("kem", ["SMAUG-T1"]),
    "haetae": ("sign", ["HAETAE2", "HAETAE5"]),
    "aimer": ("sign", ["AIMer128f"]),
    "gcksign": ("sign", ["GCKSign-II"]),
}

# id, family test regex, file, original text, mutated text, what it removes
MUTANTS = [
    ("ntru-ct-canonical", "ntruplus", "src/kem/ntruplus/kem.c",
     "    bad = poly_frombytes(&c, ct);", "    bad = 0 & poly_frombytes(&c, ct);",
     "decaps: ciphertext coefficients below q"),
    ("ntru-sotp", "ntruplus", "src/kem/ntruplus/kem.c",
     "    bad |= poly_sotp_decode(msg, &m, gbuf);", "    bad |= 0 & poly_sotp_decode(msg, &m, gbuf);",
     "decaps: SOTP decoding check"),
    ("ntru-reencrypt", "ntruplus", "src/kem/ntruplus/kem.c",
     "    bad |= poly_differ_reduced(&t, &c);", "    bad |= 0 & poly_differ_reduced(&t, &c);",
     "decaps: re-encryption comparison"),
    ("ntru-pk-canonical", "ntruplus", "src/kem/ntruplus/kem.c",
     "    if (poly_frombytes(&h, pk) != 0 ||", "    if ((poly_frombytes(&h, pk) & 0) != 0 ||",
     "encaps: public key coefficients below q"),
    ("smaugt-reencrypt", "smaugt", "src/kem/smaugt/kem.c",
     "    fail = ct_differ(ct, ct2);", "    fail = 0 & ct_differ(ct, ct2);",
     "decaps: re-encryption comparison"),
    ("haetae-pk-canonical", "haetae", "src/sign/haetae/sign.c",
     "    if (!pk_is_canonical(pk)) {", "    if (0 && !pk_is_canonical(pk)) {",
     "verify: b in range"),
    ("haetae-siglen", "haetae", "src/sign/haetae/sign.c",
     "    if (siglen != HAETAE_SIGBYTES || ctxlen > MAX_CONTEXT",
     "    if ((void)siglen, ctxlen > MAX_CONTEXT", "verify: signature length"),
    ("haetae-unpack", "haetae", "src/sign/haetae/sign.c",
     "    if (KPQC_NS(haetae_unpack_sig)(&c, &z1, &hb1, &h, sig) != 0) {",
     "    if ((KPQC_NS(haetae_unpack_sig)(&c, &z1, &hb1, &h, sig) & 0) != 0) {",
     "verify: signature decoding (rANS, hint ranges)"),
    ("haetae-norm", "haetae", "src/sign/haetae/sign.c",
     "    if (norm > HAETAE_B2SQ) {", "    if (norm > HAETAE_B2SQ && 0) {",
     "verify: norm bound B2"),
    ("haetae-challenge", "haetae", "src/sign/haetae/sign.c",
     "    return memcmp(c.coeffs, c2.coeffs, sizeof c.coeffs) == 0 ? 0 : -1;",
     "    return memcmp(c.coeffs, c2.coeffs, sizeof c.coeffs) != 0 ? 0 : -1;",
     "verify: challenge comparison (inverted)"),
    ("aimer-h1", "aimer", "src/sign/aimer/verify.c",
     "    bad = kpqc_ct_memcmp(h1, sig + SIG_H1, AIMER_COMMIT) |",
     "    bad = 0 * kpqc_ct_memcmp(h1, sig + SIG_H1, AIMER_COMMIT) |",
     "verify: h1 comparison"),
    ("aimer-h2", "aimer", "src/sign/aimer/verify.c",
     "          kpqc_ct_memcmp(h2, sig + SIG_H2, AIMER_COMMIT);",
     "          0 * kpqc_ct_memcmp(h2, sig + SIG_H2, AIMER_COMMIT);",
     "verify: h2 comparison"),
    ("aimer-siglen", "aimer", "src/sign/aimer/api.c",
     "    if (ctxlen != 0 || siglen != AIMER_SIG_BYTES) return -1;",
     "    if ((void)siglen, ctxlen != 0) return -1;", "verify: signature length"),
    ("gck-bound", "gcksign", "src/sign/gcksign/sign.c",
     "            if (x > GCK_BOUND || x < -GCK_BOUND) {", "            if (0) {",
     "verify: |z| <= B - beta"),
    ("gck-bound-negative", "gcksign", "src/sign/gcksign/sign.c",
     "            if (x > GCK_BOUND || x < -GCK_BOUND) {", "            if (x > GCK_BOUND) {",
     "verify: the negative side of the bound"),
    ("gck-pk-range", "gcksign", "src/sign/gcksign/sign.c",
     "    for (unsigned j = 0; j < GCK_N; j++) high |= (uint64_t)(t->c[j] >= GCK_Q);",
     "    (void)high;", "verify: t < q"),
    ("gck-hash", "gcksign", "src/sign/gcksign/sign.c",
     "    return memcmp(st.seed, sig + GCK_Z_BYTES, GCK_SEEDBYTES) == 0 ? 0 : -1;",
     "    return 0;", "verify: hash comparison"),
    ("gck-siglen", "gcksign", "src/sign/gcksign/sign.c",
     "    if (siglen != GCK_SIGBYTES) {", "    if ((void)siglen, 0) {", "verify: signature length"),
]


def run(cmd, cwd, timeout):
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=timeout, text=True)
        return p.returncode, p.stdout
    except subprocess.TimeoutExpired:
        return -1, "timeout"


def baseline(build):
    """The tests of every family the sweep uses pass without a mutant."""
    bad = []
    for fam, (kind, schemes) in ROWS.items():
        for prog in ["test_" + kind, "test_pk_binding", "test_errors", "test_kat"]:
            rc, _ = run([os.path.join(build, "tests", prog)] + schemes, build, 1800)
            if rc != 0:
                bad.append("%s %s" % (prog, " ".join(schemes)))
    rc, out = run(["ctest", "-L", "quick", "-R", "|".join("test_" + f for f in ROWS), "-j2",
                   "--timeout", "900"], build, 3600)
    bad += re.findall(r"Test +#\d+: (\S+) [^\n]*\*\*\*", out)
    return bad


def sweep(build, ids):
    rows = []
    run(["cmake", "--build", build, "-j2"], ROOT, 1800)
    bad = baseline(build)
    if bad:
        print("baseline fails without any mutant: " + ", ".join(bad))
        return 2
    for mid, fam, path, old, new, what in MUTANTS:
        if ids and mid not in ids:
            continue
        full = os.path.join(ROOT, path)
        with open(full) as f:
            text = f.read()
        if text.count(old) != 1:
            rows.append((mid, what, "not applied (text not found once)", 0))
            continue
        t0 = time.time()
        try:
            with open(full, "w") as f:
                f.write(text.replace(old, new))
            rc, out = run(["cmake", "--build", build, "-j2"], ROOT, 1800)
            if rc != 0:
                verdict = "killed (does not build)"
            else:
                kind, schemes = ROWS[fam]
                names = []
                for prog in ["test_" + kind, "test_pk_binding", "test_errors", "test_kat"]:
                    rc, out = run([os.path.join(build, "tests", prog)] + schemes, build, 1800)
                    if rc != 0:
                        names.append(prog)
                rc, out = run(["ctest", "-L", "quick", "-R", "test_" + fam, "-j2",
                               "--timeout", "900"], build, 3600)
                names += sorted(set(re.findall(r"Test +#\d+: (\S+) [^\n]*\*\*\*", out)))
                verdict = ("killed by " + ", ".join(names)) if names else "SURVIVED"
        finally:
            with open(full, "w") as f:
                f.write(text)
        rows.append((mid, what, verdict, time.time() - t0))
        print("%-22s %-48s %s (%.0f s)" % rows[-1], flush=True)
    # restore the build to the unmutated sources
    run(["cmake", "--build", build, "-j2"], ROOT, 1800)
    survivors = [r for r in rows if r[2] == "SURVIVED"]
    print("\n%d mutants, %d survived" % (len(rows), len(survivors)))
    return 1 if survivors else 0


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--list":
        for m in MUTANTS:
            print("%-22s %-10s %s: %s" % (m[0], m[1], m[2], m[5]))
        return 0
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    return sweep(os.path.abspath(sys.argv[1]), set(sys.argv[2:]))


if __name__ == "__main__":
    sys.exit(main())
