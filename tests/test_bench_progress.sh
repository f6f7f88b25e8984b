#!/bin/sh
# make bench's build progress (tools/run_bench.sh, build_with_progress): with a
# stand-in for `cmake --build` that compiles 4 of 5 files in 4 s, the function
# must say the expected duration first, then n/N and the elapsed time while it
# runs (every KPQC_PROGRESS_SECONDS), then the total.
# usage: test_bench_progress.sh SOURCE_DIR
set -eu
src=$1
work=$(mktemp -d "${TMPDIR:-/tmp}/kpqc-progress.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/b/CMakeFiles/x.dir"
for i in 1 2 3 4 5; do echo "CMakeFiles/x.dir/f$i.c.o: f$i.c"; done >"$work/b/CMakeFiles/x.dir/build.make"
: >"$work/b/build.log"
cat >"$work/cmake" <<'STUB'
#!/bin/sh
for i in 1 2 3 4; do echo "[ 20%] Building C object CMakeFiles/x.dir/f$i.c.o"; sleep 1; done
STUB
chmod +x "$work/cmake"
sed -n '/^minutes()/,/^}/p;/^build_with_progress()/,/^}/p' "$src/tools/run_bench.sh" >"$work/fns.sh"
out=$(CMAKE="$work/cmake" JOBS=2 KPQC_PROGRESS_SECONDS=1 sh -c ". '$work/fns.sh'; build_with_progress '$work/b'")
echo "$out"
fail=0
echo "$out" | grep -q "5 files to compile the first time: about 1 min" || { echo "FAIL: no expected duration"; fail=1; }
echo "$out" | grep -Eq "building $work/b: [0-9]/5 files, elapsed 0m0[0-9]s" || { echo "FAIL: no n/N progress"; fail=1; }
echo "$out" | grep -Eq "built in 0m0[0-9]s \(4 of 5 files compiled" || { echo "FAIL: no closing line"; fail=1; }
[ $fail -eq 0 ] && echo "bench progress: 3 passed, 0 failed" || echo "bench progress: failed"
exit $fail
