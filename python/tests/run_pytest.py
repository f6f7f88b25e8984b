#!/usr/bin/env python3
"""ctest python_pytest (label python): the pytest suite of python/tests against
the package installed by python_install (WORK/venv). Exit 77 (skip, with the
reason) when python_install did not make the venv (it skipped).
usage: run_pytest.py TESTS_DIR WORK_DIR
"""
import os
import subprocess
import sys

tests, work = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
py = os.path.join(work, "venv", "bin", "python")
if not os.path.exists(os.path.join(work, "venv", "bin", "pytest")):
    print(f"SKIP python_pytest: no venv with kpqc-python and pytest in {work} "
          "(python_install skipped or failed)")
    sys.exit(77)
env = {k: v for k, v in os.environ.items() if k not in ("KPQC_LIBRARY", "KPQC_COMMAND")}
sys.exit(subprocess.call([py, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", tests],
                         cwd=work, env=env))
