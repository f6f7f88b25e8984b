#!/usr/bin/env python3
"""ctest python_install (labels python, python-install): the package as a user
gets it. A clean copy of the tracked tree (git archive of HEAD, or of `git
stash create` when tracked files are modified), a new venv, `pip install
./python` (which builds libkpqc and the kpqc command again), then the README's
KEM one-liner and one signature with the venv's Python. The venv is kept
(WORK/venv, with pytest added) for the python_pytest test (fixture
kpqc_python_venv).

Exit 77 (a ctest skip, with the reason) when the source is not a git checkout
or PyPI cannot be reached for the build backend; any other failure fails.
usage: fresh_install.py SOURCE_DIR WORK_DIR
"""
import os
import shutil
import subprocess
import sys
import tarfile
import time
import io

SKIP = 77
OFFLINE_SIGNS = ("NewConnectionError", "Temporary failure in name resolution",
                 "No matching distribution found for scikit-build-core",
                 "Network is unreachable", "ProxyError", "Could not fetch URL")


def step(what: str, t0: float) -> None:
    print(f"== {what} ({time.monotonic() - t0:.1f} s)", flush=True)


def run(args, **kw):  # type: ignore[no-untyped-def]
    return subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)


def main() -> int:
    src, work = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    t0 = time.monotonic()
    if run(["git", "-C", src, "rev-parse", "--git-dir"]).returncode != 0:
        print(f"SKIP python_install: {src} is not a git checkout (no clean tree to export)")
        return SKIP
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    clone, venv = os.path.join(work, "clone"), os.path.join(work, "venv")
    stash = run(["git", "-C", src, "stash", "create"]).stdout.strip()
    commit = stash or "HEAD"
    archive = subprocess.run(["git", "-C", src, "archive", "--format=tar", commit],
                             stdout=subprocess.PIPE, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(clone)
    step(f"clean tree of {'the working tree (tracked files)' if stash else 'HEAD'} in {clone}", t0)

    subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    py = os.path.join(venv, "bin", "python")
    step("python -m venv", t0)

    env = dict(os.environ)
    env["KPQC_NIST"] = "OFF"  # make test exports KPQC_NIST=ON; the package's default is off
    env.setdefault("CMAKE_BUILD_PARALLEL_LEVEL", os.environ.get("JOBS", "2"))
    if "CMAKE_C_COMPILER_LAUNCHER" not in env and shutil.which("ccache"):
        env["CMAKE_C_COMPILER_LAUNCHER"] = "ccache"
    # A fixed build directory: the same paths every run, so ccache finds its objects.
    build_dir = os.path.join(work, "skbuild")
    pip = run([py, "-m", "pip", "install", "--disable-pip-version-check", "--retries", "2",
               "--timeout", "30", "-C", f"build-dir={build_dir}", "./python"],
              cwd=clone, env=env)
    if pip.returncode != 0:
        print(pip.stdout[-6000:])
        if any(s in pip.stdout for s in OFFLINE_SIGNS):
            print("SKIP python_install: PyPI unreachable (the build backend, scikit-build-core, "
                  "comes from it)")
            return SKIP
        print("FAILED: pip install ./python")
        return 1
    step("pip install ./python (builds libkpqc and the kpqc command)", t0)

    smoke = ("import kpqc; k=kpqc.KEM('NTRU+768'); pk,sk=k.keypair(); ct,ss=k.encaps(pk); "
             "assert k.decaps(ct,sk)==ss\n"
             "s=kpqc.Signature('HAETAE2'); pk,sk=s.keypair(); sig=s.sign(b'm',sk)\n"
             "assert s.verify(b'm',sig,pk) and not s.verify(b'n',sig,pk)\n"
             "import os; print('kpqc', kpqc.version(), 'from', os.path.dirname(kpqc.__file__))")
    out = run([py, "-c", smoke], cwd=work)
    print(out.stdout.strip())
    if out.returncode != 0 or "site-packages" not in out.stdout:
        print("FAILED: the installed package does not run")
        return 1
    step("import kpqc, one KEM and one signature", t0)

    pt = run([py, "-m", "pip", "install", "--disable-pip-version-check", "-q", "pytest"], cwd=work)
    if pt.returncode != 0:
        print(pt.stdout[-2000:])
        print("FAILED: pip install pytest (for python_pytest)")
        return 1
    step("pip install pytest (for python_pytest)", t0)
    shutil.rmtree(build_dir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
