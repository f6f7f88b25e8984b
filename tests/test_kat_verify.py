#!/usr/bin/env python3
"""`kpqc kat --verify` on files the project writes itself (`kpqc kat`), for
every registered scheme: the untouched file passes; a file with one bit
changed in a signature, ciphertext, shared secret or message fails (exit 1,
the record named); malformed files give one line on stderr and exit 2.

usage: test_kat_verify.py PATH/TO/kpqc
"""
import os
import re
import subprocess
import sys
import tempfile

from cli_support import check, finish, run


def flip_bit(text, record, field):
    """The file with the lowest bit of one hex digit of `field` changed, in the
    record `count = record` (the digit in the middle of the value)."""
    lines = text.split("\n")
    in_record = False
    for i, line in enumerate(lines):
        if line.startswith("count = "):
            in_record = line == f"count = {record}"
        elif in_record and line.startswith(field + " = "):
            start = len(field) + 3
            pos = start + (len(line) - start) // 2
            # pk: the digit's top bit. A low bit of a Peregrine public-key
            # coefficient can change without invalidating its signatures
            # (their norm is far below the submission's bound).
            digit = int(line[pos], 16) ^ (8 if field == "pk" else 1)
            lines[i] = line[:pos] + "%X" % digit + line[pos + 1:]
            return "\n".join(lines)
    raise KeyError(f"no {field} in record {record}")


def verify(path, *scheme):
    return run("kat", "--verify", path, *scheme)


def expect_failure(path, scheme, what):
    r = verify(path, scheme)
    check(r.returncode == 1, f"{scheme}: {what}: exit {r.returncode}, want 1 ({r.stderr!r})")
    check("count = 1" in r.stderr and "1 failed" in r.stdout,
          f"{scheme}: {what}: record 1 named, one failure counted ({r.stdout!r} {r.stderr!r})")


def expect_malformed(args, what, **kw):
    """Exit 2, one "kpqc: " line on stderr (returned), nothing on stdout."""
    try:
        r = run("kat", "--verify", *args, **kw)
    except subprocess.TimeoutExpired:
        check(False, f"{what}: no answer within {kw.get('timeout')} s")
        return ""
    lines = r.stderr.strip().splitlines()
    check(r.returncode == 2, f"{what}: exit {r.returncode}, want 2")
    check(len(lines) == 1 and lines[0].startswith("kpqc: "), f"{what}: stderr {r.stderr!r}")
    check(r.stdout == "", f"{what}: stdout {r.stdout!r}")
    return lines[0] if lines else ""


def unreadable_input(d, a, base):
    """Input that is no text file: a NUL byte (the reader once spun on one at
    100% CPU: /dev/zero never returned), an endless line, a directory, a path
    that cannot be read. Each is malformed: exit 2, one line naming the file
    (and the line), within the time limit."""
    nul = os.path.join(d, "nul.rsp")
    lines = base.split("\n")
    with open(nul, "w") as f:
        f.write("\n".join(lines[:3] + ["se\0ed = 00"] + lines[3:]))
    r = expect_malformed([nul, a], "a NUL byte in line 4")
    check(f"{nul}:4: malformed: a NUL byte" in r, f"the NUL byte's line named: {r!r}")
    long_line = os.path.join(d, "long.rsp")
    with open(long_line, "w") as f:
        f.write(lines[0] + "\n\ncount = 0\npk = " + "00" * (8 << 20) + "\n")
    r = expect_malformed([long_line, a], "an over-long line")
    check(f"{long_line}:4: malformed: line longer than" in r, f"the long line named: {r!r}")
    for path, what in (("/dev/zero", "/dev/zero (NUL bytes, no newline)"),
                       (d, "a directory"),
                       ("/proc/self/mem", "a path that cannot be read")):
        if os.path.exists(path):
            expect_malformed([path, a], what, timeout=10)
        else:
            print(f"skip: {path} does not exist here: {what} not checked")


def main():
    listed = run("list")
    check(listed.returncode == 0, "list exits 0")
    names = [row.split()[0] for row in listed.stdout.strip().splitlines()[1:]]
    check(len(names) > 0, "schemes listed")
    with tempfile.TemporaryDirectory() as d:
        headers = {}
        files = {}
        for name in names:
            r = run("kat", name, "--count", "2")
            check(r.returncode == 0, f"{name}: kat: {r.stderr}")
            path = os.path.join(d, name + ".rsp")
            with open(path, "w") as f:
                f.write(r.stdout)
            if "\npk1 = " in r.stdout:
                # IPCC's format (ct is a digest over the whole run): refused
                # with one line, named or chosen by its header.
                for args in ([path, name], [path]):
                    r2 = verify(*args)
                    check(r2.returncode == 2 and r2.stdout == "" and
                          "cannot be checked one by one" in r2.stderr and
                          len(r2.stderr.strip().splitlines()) == 1,
                          f"{name}: IPCC file refused: {r2.returncode} {r2.stderr!r}")
                continue
            files[name] = r.stdout
            m = re.match(r"# (.*)\n", r.stdout)
            headers.setdefault(m.group(1) if m else "", []).append(name)

            ok = verify(path, name)
            check(ok.returncode == 0 and ok.stdout == f"{path}: {name}: 2 records, 2 passed, 0 failed\n",
                  f"{name}: own file verifies: {ok.stdout!r} {ok.stderr!r}")

            text = r.stdout
            kem = "\nct = " in text
            changes = ["ct", "ss"] if kem else (["sig", "msg"] if "\nsig = " in text else ["sm", "msg"])
            for field in changes:
                bad = os.path.join(d, f"{name}-{field}.rsp")
                with open(bad, "w") as f:
                    f.write(flip_bit(text, 1, field))
                expect_failure(bad, name, f"one bit of {field} changed")
            if not kem:
                # Change pk too: the signature must not verify under another key.
                bad = os.path.join(d, f"{name}-pk.rsp")
                with open(bad, "w") as f:
                    f.write(flip_bit(text, 1, "pk"))
                r = verify(bad, name)
                check(r.returncode == 1, f"{name}: one bit of pk changed: exit {r.returncode}")

        # Without SCHEME: the header (and sizes) choose it when one scheme fits.
        for header, group in headers.items():
            for name in group:
                r = verify(os.path.join(d, name + ".rsp"))
                if header and len(group) == 1:
                    check(r.returncode == 0 and f": {name}: 2 records" in r.stdout,
                          f"{name}: chosen from '# {header}': {r.stdout!r} {r.stderr!r}")
                else:  # shared header: chosen by sizes, or an error asking for the name
                    check((r.returncode == 0 and f": {name}: 2 records" in r.stdout) or
                          (r.returncode == 2 and "name the scheme" in r.stderr),
                          f"{name}: header '# {header}' shared: {r.stdout!r} {r.stderr!r}")

        pool = [n for n in names if n in files]
        if not pool:
            print("skip: only IPCC in this build: the generic --verify checks did not run")
            return finish("kat --verify")
        # Two files in one call: a summary line each, the worst status.
        a, b = pool[0], pool[-1]
        r = run("kat", "--verify", os.path.join(d, a + ".rsp"), os.path.join(d, a + ".rsp"), a)
        check(r.returncode == 0 and r.stdout.count("2 passed") == 2, f"two files: {r.stdout!r}")

        # Malformed input, from a file with a header line (Layered ROLLO-I's
        # files have none).
        a = next((n for n in names if files[n].startswith("# ")), a)
        base = files[a]
        cases = {
            "not-hex": base.replace("pk = ", "pk = G", 1),
            "odd-digits": base.replace("pk = ", "pk = 0", 1),
            "unknown-field": base.replace("pk = ", "pq = ", 1),
            "no-equals": base.replace("pk = ", "pk ", 1),
            "repeated-field": base.replace("pk = ", "sk = 00\npk = ", 1),
            "short-pk": re.sub(r"\npk = ..", "\npk = ", base, count=1),
            "missing-pk": re.sub(r"\npk = [0-9A-F]*", "", base, count=1),
            "empty": "",
            "header-only": base.split("\n")[0] + "\n",
        }
        for what, text in cases.items():
            path = os.path.join(d, f"bad-{what}.rsp")
            with open(path, "w") as f:
                f.write(text)
            expect_malformed([path, a], what)
        bare = os.path.join(d, "no-header.rsp")
        with open(bare, "w") as f:
            f.write(base.split("\n", 1)[1].lstrip("\n") if base.startswith("# ") else base)
        expect_malformed([bare], "no header and no scheme named")
        r = verify(bare, a)
        check(r.returncode == 0, f"no header, scheme named: {r.stderr!r}")
        expect_malformed([os.path.join(d, "missing.rsp"), a], "missing file")
        unreadable_input(d, a, base)
        expect_malformed([], "no file")
        expect_malformed(["--bogus", os.path.join(d, a + ".rsp")], "unknown option")
        # Another scheme's file: named as that scheme's, not "record without 'ct'".
        b = next((n for n in reversed(pool) if files[n].startswith("# ") and
                  files[n].split("\n")[0] != base.split("\n")[0] and
                  len(headers[files[n].split("\n")[0][2:]]) == 1), None)
        if b is None:
            print("skip: no second scheme with a header of its own in this build: "
                  "the wrong-scheme message is not checked")
        else:
            r = expect_malformed([os.path.join(d, b + ".rsp"), a], f"{b}'s file checked as {a}")
            check(f"this file is {b}'s" in r and f"not {a}'s" in r, f"{b}'s file named as such: {r!r}")
        # The request file instead of the response: said so, not "expected a number".
        r = run("kat", a, "--count", "2", "--out", d)
        check(r.returncode == 0, f"{a}: kat --out: {r.stderr!r}")
        for args in ([os.path.join(d, a + ".req"), a], [os.path.join(d, a + ".req")]):
            r = expect_malformed(args, "a .req file")
            check("this is a .req file" in r, f".req file named as such: {r!r}")

    return finish("kat --verify")


if __name__ == "__main__":
    sys.exit(main())
