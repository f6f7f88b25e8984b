#!/usr/bin/env python3
"""kpqc profile under callgrind: numbers that add up, and that repeat.

usage: test_profile.py PATH/TO/kpqc [SCHEME]

For every operation of one scheme (the first listed, or SCHEME):
- the self costs of all functions add up to the instructions per call
  (within 1%: the harness's own loop is left out);
- no function's inclusive share exceeds 100%, and inclusive >= self;
- the shared-primitive shares lie in [0, 1] and sum to at most 1, and some
  shared code ran (every scheme hashes or draws random bytes);
- every Keccak, AES and SHA-2 function counts as its primitive (whichever
  kernel of it this CPU runs);
- a second run gives the same instruction count (callgrind counts are
  deterministic and the randomness is a fixed-seed DRBG).
"""
import json
import os
import subprocess
import sys
import tempfile

from cli_support import KPQC, check, finish


def profile(scheme, op, path):
    r = subprocess.run([KPQC, "profile", scheme, op, "--impl", "portable", "--reps", "2",
                        "--top", "8", "--json", path], capture_output=True, text=True)
    check(r.returncode == 0, f"profile {scheme} {op}: {r.stderr}")
    return r, json.load(open(path)) if r.returncode == 0 else None


def primitive_of(name):
    """The category a shared primitive's function must have, by its name
    (scheme functions carry their instance's prefix, kpqc_<id>_<backend>_)."""
    for prefixes, category in ((("kpqc_keccak", "kpqc_shake", "kpqc_sha3"), "Keccak"),
                               (("kpqc_aes256",), "AES"), (("kpqc_sha256", "kpqc_sha512"), "SHA-2")):
        if name.startswith(prefixes):
            return category
    return None


def main():
    listed = subprocess.run([KPQC, "list"], capture_output=True, text=True).stdout
    scheme = sys.argv[2] if len(sys.argv) > 2 else listed.splitlines()[1].split()[0]
    kind = next(line.split()[1] for line in listed.splitlines()[1:] if line.split()[0] == scheme)
    ops = ["keypair", "encaps", "decaps"] if kind == "KEM" else ["keypair", "sign", "verify"]
    with tempfile.TemporaryDirectory() as d:
        for op in ops:
            path = os.path.join(d, f"{op}.json")
            r, p = profile(scheme, op, path)
            if p is None:
                continue
            print(r.stdout.splitlines()[0])
            total = p["instructions_per_call"]
            check(total > 1000, f"{op}: {total} instructions")
            self_sum = sum(f["self"] for f in p["functions"])
            check(abs(self_sum - total) <= 0.01 * total, f"{op}: self costs {self_sum} vs {total}")
            for f in p["functions"]:
                check(f["inclusive"] <= total * 1.001 and f["inclusive"] >= f["self"] - 0.5,
                      f"{op}: {f['name']} inclusive {f['inclusive']} self {f['self']}")
            shares = p["shares"]
            check(all(0 <= v <= 1 for v in shares.values()) and sum(shares.values()) <= 1.0001,
                  f"{op}: shares {shares}")
            check(sum(shares.values()) > 0, f"{op}: no shared code seen {shares}")
            check("shared primitives (self cost)" in r.stdout, f"{op}: text summary")
            # Every function of a primitive is counted as that primitive, whichever
            # kernel the CPU picked (kpqc_keccakf1600_bmi2 was once "other shared").
            for f in p["functions"]:
                want = primitive_of(f["name"])
                check(want is None or f["category"] == want,
                      f"{op}: {f['name']} counted as {f['category']}, not {want}")
            _, again = profile(scheme, op, os.path.join(d, "again.json"))
            check(again is not None and again["instructions_per_call"] == total,
                  f"{op}: deterministic count")
    return finish("profile")


if __name__ == "__main__":
    sys.exit(main())
