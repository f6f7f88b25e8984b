#!/usr/bin/env python3
"""make test's closing summary: what ran, what was skipped and why, and which
configurations did not run at all (a skipped check is never reported as a pass).

  test_summary.py FILE start                      forget earlier runs
  test_summary.py FILE record CONFIG JUNIT.xml    one configuration's ctest --output-junit
  test_summary.py FILE notrun CONFIG REASON       a configuration that could not run
  test_summary.py FILE print                      the summary (exit 0)
"""
import json
import re
import sys
import xml.etree.ElementTree as ET

PARTIAL = re.compile(r"\bskipped\b|^SKIP\b", re.IGNORECASE)


def reason_of(out, message):
    lines = [ln.strip() for ln in (out or "").splitlines() if ln.strip()]
    for ln in lines:
        if "skip" in ln.lower():
            return ln
    return lines[-1] if lines else message


def record(path, config, junit):
    root = ET.parse(junit).getroot()
    ran, skipped, partial = 0, [], []
    for case in root.iter("testcase"):
        out = case.findtext("system-out") or ""
        sk = case.find("skipped")
        if sk is not None or case.get("status") == "notrun":
            skipped.append([case.get("name"), reason_of(out, sk.get("message") if sk is not None else "")])
            continue
        ran += 1
        # Parts of a test that ran which it says it skipped (e.g. a backend this CPU lacks).
        lines = [ln.strip() for ln in out.splitlines() if PARTIAL.search(ln)]
        if lines:
            partial.append([case.get("name"), lines[0], len(lines)])
    with open(path, "a") as f:
        f.write(json.dumps({"config": config, "ran": ran, "skipped": skipped, "partial": partial}) + "\n")


def show(path):
    try:
        entries = [json.loads(ln) for ln in open(path) if ln.strip()]
    except FileNotFoundError:
        entries = []
    print("\n==== make test summary ====")
    notrun = [e for e in entries if "notrun" in e]
    n_skipped = 0
    n_partial = sum(len(e.get("partial", [])) for e in entries)
    for e in entries:
        if "notrun" in e:
            print(f"{e['config']}: NOT RUN: {e['notrun']}")
            continue
        print(f"{e['config']}: {e['ran']} tests passed, {len(e['skipped'])} skipped")
        n_skipped += len(e["skipped"])
        for name, why in e["skipped"]:
            print(f"    skipped {name}: {why}")
        for name, line, n in e["partial"]:
            more = f" (+{n - 1} more lines)" if n > 1 else ""
            print(f"    {name} passed in part: {line}{more}")
    if notrun:
        print(f"make test: the configurations that ran passed; {len(notrun)} configuration(s) NOT run "
              f"({', '.join(e['config'] for e in notrun)}): not everything was tested")
    elif n_skipped or n_partial:
        print(f"make test: all configurations ran and passed; {n_skipped} test(s) skipped, "
              f"{n_partial} passed in part (listed above)")
    else:
        print("make test: all configurations ran and passed, nothing skipped")


def main(argv):
    path, cmd = argv[0], argv[1]
    if cmd == "start":
        open(path, "w").close()
    elif cmd == "record":
        record(path, argv[2], argv[3])
    elif cmd == "notrun":
        with open(path, "a") as f:
            f.write(json.dumps({"config": argv[2], "notrun": argv[3]}) + "\n")
    elif cmd == "print":
        show(path)
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
