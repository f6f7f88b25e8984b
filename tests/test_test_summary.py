#!/usr/bin/env python3
"""make test's summary (tools/test_summary.py): skipped tests show with their
reasons, a configuration that did not run is named, and the summary then never
says that everything passed.

usage: test_test_summary.py PATH/TO/tools/test_summary.py
"""
import os
import subprocess
import sys
import tempfile

TOOL = sys.argv[1]
JUNIT = """<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="x" tests="3" failures="0" disabled="0" skipped="1">
 <testcase name="test_ct_0" classname="test_ct_0" status="notrun">
  <skipped message="SKIP_RETURN_CODE=77"/>
  <system-out>SKIP test_ct_0: valgrind/memcheck.h not found
</system-out>
 </testcase>
 <testcase name="test_kem" classname="test_kem" status="run">
  <system-out>X [avx2]: skipped, this CPU lacks the backend's features (not a pass)
</system-out>
 </testcase>
 <testcase name="test_kat" classname="test_kat" status="run"><system-out>ok
</system-out></testcase>
</testsuite>
"""


def tool(summary, *args):
    return subprocess.run([sys.executable, TOOL, summary, *args], capture_output=True, text=True, check=True).stdout


def main():
    failed = 0
    with tempfile.TemporaryDirectory() as d:
        s, j = os.path.join(d, "s.jsonl"), os.path.join(d, "j.xml")
        with open(j, "w") as f:
            f.write(JUNIT)
        tool(s, "start")
        tool(s, "record", "test-gcc", j)
        out = tool(s, "print")
        for want in ("test-gcc: 2 tests passed, 1 skipped", "skipped test_ct_0: SKIP test_ct_0: valgrind/memcheck.h",
                     "test_kem passed in part: X [avx2]: skipped", "1 test(s) skipped, 1 passed in part"):
            if want not in out:
                print(f"FAIL: summary lacks {want!r}:\n{out}")
                failed += 1
        tool(s, "notrun", "test-clang", "clang not found")
        out = tool(s, "print")
        if "test-clang: NOT RUN: clang not found" not in out or "NOT run (test-clang)" not in out \
                or "all configurations" in out:
            print(f"FAIL: a configuration not run:\n{out}")
            failed += 1
    print(f"test_summary: {'FAILED' if failed else 'passed'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
