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
# Environment: SCHEMES (schemes, families or groups to measure; default all),
# BENCH_ARGS (extra `kpqc bench` options), KPQC_NIST (OFF: no NIST group, no
# liboqs), JOBS, CMAKE. The builds are quiet: their output goes to
# build/<dir>/build.log and is shown when a build fails.
set -u
results=$1
shift
CMAKE=${CMAKE:-cmake}
JOBS=${JOBS:-2}
BENCH_ARGS=${BENCH_ARGS:-}
SCHEMES=${SCHEMES:-}

# The liboqs cache (cmake/liboqs.cmake): built once, then reused by every build.
if [ -n "${KPQC_CACHE_DIR:-}" ]; then
    oqs_cache=$KPQC_CACHE_DIR
elif [ -n "${XDG_CACHE_HOME:-}" ]; then
    oqs_cache=$XDG_CACHE_HOME/kpqc
else
    oqs_cache=${HOME:-/nonexistent}/.cache/kpqc
fi

build_quietly() { # DIR CMAKE-ARGS...: configure and build, output in DIR/build.log
    dir=$1
    shift
    mkdir -p "$dir" || exit 1
    case "${KPQC_NIST:-ON}" in
        OFF | off | 0) ;;
        *)
            if ! ls "$oqs_cache"/liboqs-*/kpqc-complete >/dev/null 2>&1; then
                echo "make bench: liboqs 0.13.0 (the NIST group) is fetched and built once, into" \
                    "$oqs_cache: about 1,000 C files, 5-10 minutes on 2 cores the first time, during the" \
                    "configuration below (NIST=0 skips it)"
            fi
            ;;
    esac
    echo "make bench: building $dir (${CC:-cc}, Release, NIST group ${KPQC_NIST:-ON}); output in $dir/build.log"
    # shellcheck disable=SC2086
    if ! $CMAKE -S . -B "$dir" "$@" >"$dir/build.log" 2>&1 || ! build_with_progress "$dir"; then
        tail -n 40 "$dir/build.log" >&2
        echo "make bench: the build in $dir failed (the whole output: $dir/build.log)" >&2
        exit 1
    fi
}

minutes() { # SECONDS -> 3m07s
    printf '%dm%02ds' $(($1 / 60)) $(($1 % 60))
}

# The build, quiet, with a line every 30 s: files compiled of those the build
# has (n/N) and the time so far; the expected duration first when nothing is
# built yet (about 1,000 files: some 12 minutes on 2 cores).
build_with_progress() { # DIR (configured)
    dir=$1
    total=$(find "$dir" -name build.make -exec grep -ho '^[^ :]*\.c\.o:' {} + 2>/dev/null | sort -u | wc -l)
    if [ ! -e "$dir/kpqc" ] && [ "$total" -gt 0 ]; then
        echo "make bench: $total files to compile the first time: about $((total * 12 / 1000 + 1)) min on" \
            "2 cores (with $JOBS jobs here; later builds compile what changed)"
    fi
    start=$(date +%s)
    $CMAKE --build "$dir" -j "$JOBS" >>"$dir/build.log" 2>&1 &
    pid=$!
    ticks=0
    while kill -0 "$pid" 2>/dev/null; do
        sleep 1
        ticks=$((ticks + 1))
        if [ $((ticks % ${KPQC_PROGRESS_SECONDS:-30})) -eq 0 ] && kill -0 "$pid" 2>/dev/null; then
            done_n=$(grep -c 'Building C object' "$dir/build.log")
            echo "make bench: building $dir: $done_n/$total files, elapsed $(minutes $(($(date +%s) - start)))"
        fi
    done
    wait "$pid"
    rc=$?
    if [ $rc -eq 0 ]; then
        done_n=$(grep -c 'Building C object' "$dir/build.log")
        echo "make bench: $dir built in $(minutes $(($(date +%s) - start))) ($done_n of $total files compiled," \
            "the rest up to date)"
    fi
    return $rc
}

# What will be measured, and how long it takes at most, before anything runs.
plan() { # KPQC
    # shellcheck disable=SC2086
    "$1" list | awk -v sel="$SCHEMES" 'NR > 1 {
            g = ($3 == "KpqC" && $4 == "Round") ? "KpqC " $4 " " $5 : $3
            n[g]++; total++; if (g == "NIST") nist++ }
        END {
            line = ""
            split("KpqC|KpqC Round 2|KpqC Round 1|NIST", order, "|")
            for (i = 1; i <= 4; i++) if (n[order[i]]) line = line (line ? ", " : "") n[order[i]] " " order[i]
            printf "make bench: this build has %d schemes, %d KpqC and %d NIST (%s)\n", total, total - nist, nist, line
        }'
    if [ -n "$SCHEMES" ]; then
        echo "make bench: measuring SCHEMES=\"$SCHEMES\" only"
    else
        echo "make bench: measuring all of them (a subset: make bench SCHEMES=\"SMAUG-T ML-KEM\"; without NIST: NIST=0)"
    fi
    echo "make bench: then stack and heap (kpqc mem: one to a few minutes for all), code size (kpqc size) and the report"
}

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
    plan "$kpqc"
    # shellcheck disable=SC2086
    "$kpqc" bench $SCHEMES $BENCH_ARGS --json "$results/bench$suffix.json" --csv "$results/bench$suffix.csv" \
        --markdown "$results/bench$suffix.md" || status=1
    echo "make bench: measuring stack and heap (kpqc mem) and code size (kpqc size)..."
    # shellcheck disable=SC2086
    "$kpqc" mem $SCHEMES --json "$results/mem$suffix.json" >"$results/mem$suffix.txt" || status=1
    # shellcheck disable=SC2086
    "$kpqc" size $SCHEMES --json "$results/size$suffix.json" >"$results/size$suffix.txt" || status=1
    for f in bench mem size; do
        [ -f "$results/$f$suffix.json" ] && files="$files $results/$f$suffix.json"
    done
}

if [ $# -eq 0 ]; then
    build_quietly build/release -DCMAKE_BUILD_TYPE=Release
    run_one build/release ""
else
    for cfg in "$@"; do
        cc=${cfg%-*}
        opt=-${cfg##*-}
        dir=build/matrix-$cfg
        echo "== $cfg: $cc $opt in $dir"
        CC=$cc
        export CC
        build_quietly "$dir" -DCMAKE_BUILD_TYPE=Release "-DKPQC_OPT=$opt"
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
