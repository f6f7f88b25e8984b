#!/bin/sh
# The body of `make bench`: benchmark one or more builds, measure their stack,
# heap and code size, and write the report, all into one results directory.
#
# usage: tools/run_bench.sh RESULTS_DIR [CONFIG...]
#   no CONFIG: the release build in build/release (made by `make build`)
#   CONFIG:    COMPILER-OPT, e.g. gcc-O2 clang-O3, each built in build/matrix-CONFIG
#   with several CONFIGs, `kpqc compare` puts each configuration beside the
#   first (ratio and its 95% CI per operation): compare-FIRST-vs-CONFIG.txt/.json,
#   also appended to report.md
# Environment: BENCH_ARGS (extra `kpqc bench` options), JOBS, CMAKE.
set -u
results=$1
shift
CMAKE=${CMAKE:-cmake}
JOBS=${JOBS:-2}
BENCH_ARGS=${BENCH_ARGS:-}

for cfg in "$@"; do
    case "$cfg" in
        *-O0 | *-O1 | *-O2 | *-O3 | *-Os | *-Ofast) ;;
        *)
            echo "make bench: MATRIX entries are COMPILER-OPT such as gcc-O2 or clang-O3, got '$cfg'" >&2
            exit 2
            ;;
    esac
    cc=${cfg%-*}
    if ! command -v "$cc" >/dev/null 2>&1; then
        echo "make bench: compiler '$cc' of MATRIX entry '$cfg' not found" >&2
        exit 2
    fi
done

mkdir -p "$results" || exit 1
status=0
files=""
kpqc_first=""
run_one() { # DIR SUFFIX
    dir=$1
    suffix=$2
    kpqc="$dir/kpqc"
    [ -n "$kpqc_first" ] || kpqc_first=$kpqc
    # shellcheck disable=SC2086
    "$kpqc" bench $BENCH_ARGS --json "$results/bench$suffix.json" --csv "$results/bench$suffix.csv" \
        --markdown "$results/bench$suffix.md" || status=1
    echo "measuring stack and heap (kpqc mem) and code size (kpqc size)..."
    "$kpqc" mem --json "$results/mem$suffix.json" >"$results/mem$suffix.txt" || status=1
    "$kpqc" size --json "$results/size$suffix.json" >"$results/size$suffix.txt" || status=1
    for f in bench mem size; do
        [ -f "$results/$f$suffix.json" ] && files="$files $results/$f$suffix.json"
    done
}

if [ $# -eq 0 ]; then
    run_one build/release ""
else
    for cfg in "$@"; do
        cc=${cfg%-*}
        opt=-${cfg##*-}
        dir=build/matrix-$cfg
        echo "== $cfg: $cc $opt in $dir"
        CC=$cc $CMAKE -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release "-DKPQC_OPT=$opt" >/dev/null || exit 1
        $CMAKE --build "$dir" -j "$JOBS" >/dev/null || exit 1
        run_one "$dir" "-$cfg"
    done
fi

if [ -z "$files" ]; then
    echo "make bench: no results were written" >&2
    exit 1
fi
# shellcheck disable=SC2086
"$kpqc_first" report $files --out "$results" --no-measure \
    --title "kpqc benchmark report: $(hostname 2>/dev/null || echo host), $(date -u +%Y-%m-%d)" ||
    status=1
# Side by side: every configuration against the first, with confidence intervals.
if [ $# -gt 1 ]; then
    first=$1
    shift
    cmp_md=""
    for cfg in "$@"; do
        a="$results/bench-$first.json"
        b="$results/bench-$cfg.json"
        [ -f "$a" ] && [ -f "$b" ] || continue
        out="$results/compare-$first-vs-$cfg"
        if "$kpqc_first" compare "$a" "$b" --json "$out.json" >"$out.txt.tmp" && mv "$out.txt.tmp" "$out.txt"; then
            echo "== kpqc compare: $cfg against $first (B/A < 1: $cfg is faster)"
            cat "$out.txt"
            cmp_md="$cmp_md
### $cfg against $first

\`\`\`
$(cat "$out.txt")
\`\`\`
"
        else
            rm -f "$out.txt.tmp"
            status=1
        fi
    done
    if [ -n "$cmp_md" ] && [ -f "$results/report.md" ]; then
        {
            cat "$results/report.md"
            printf '\n## Configurations side by side (kpqc compare)\n\nRatio B/A of the medians per operation with its 95%% confidence interval; "same (noise)" where the interval contains 1.\n%s' "$cmp_md"
        } >"$results/report.md.tmp" && mv "$results/report.md.tmp" "$results/report.md"
    fi
fi
echo "results written to $results/; the report is $results/report.md"
exit $status
