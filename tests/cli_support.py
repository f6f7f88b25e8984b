"""What the Python tests of the kpqc command share: the binary under test
(argv[1]), the emulator prefix of cross builds, a pass/fail tally, and the
usage-error expectation (exit 2, one "kpqc: " line on stderr, nothing on
stdout). Imported from the test's own directory (sys.path[0])."""
import os
import shlex
import subprocess
import sys

KPQC = sys.argv[1] if len(sys.argv) > 1 else "kpqc"
# Cross builds run the command under qemu-user (tests/CMakeLists.txt sets this).
EMULATOR = shlex.split(os.environ.get("KPQC_TEST_EMULATOR", ""))


class _Tally:
    passed = 0
    failed = 0


tally = _Tally()


def check(cond, what):
    if cond:
        tally.passed += 1
    else:
        tally.failed += 1
        print("FAIL:", what)


def run(*args, **kw):
    """The command with args, under the emulator if any; text output captured."""
    return subprocess.run([*EMULATOR, KPQC, *args], capture_output=True, text=True, **kw)


def usage_error(args, what, env=None):
    """Checks the usage-error form; returns the stderr line (or "")."""
    r = run(*args, env=env)
    lines = r.stderr.strip().splitlines()
    check(r.returncode == 2, f"{what}: exit {r.returncode}, want 2 ({r.stderr.strip()})")
    check(len(lines) == 1 and lines[0].startswith("kpqc: "), f"{what}: stderr {r.stderr!r}")
    check(r.stdout == "", f"{what}: stdout {r.stdout[:200]!r}")
    return lines[0] if lines else ""


def finish(name):
    """Prints the tally; the exit status fails when a check failed or none ran."""
    print(f"{name}: {tally.passed} passed, {tally.failed} failed")
    return 1 if tally.failed or not tally.passed else 0
