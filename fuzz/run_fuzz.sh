#!/bin/sh
# run_fuzz.sh TARGET SEEDS WORK SECONDS: one libFuzzer run from the seed corpus
# (read only) into WORK (the inputs it finds), then one line of figures.
# Fails on any finding (crash, oracle abort, leak, timeout); the reproducer is
# left in WORK/artifacts.
set -e
target=$1 seeds=$2 work=$3 seconds=$4
mkdir -p "$work/corpus" "$work/artifacts"
log="$work/log"
if "$target" -max_total_time="$seconds" -timeout=60 -rss_limit_mb=4096 -close_fd_mask=3 \
     -print_final_stats=1 -artifact_prefix="$work/artifacts/" "$work/corpus" "$seeds" >"$log" 2>&1; then
  status=0
else
  status=1
fi
execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2)
ft=$(grep -o 'ft: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2)
echo "$(basename "$target"): ${execs:-?} executions in ${seconds} s, coverage ${cov:-?} points, ${ft:-?} features"
if [ "$status" -ne 0 ]; then
  tail -n 40 "$log"
  exit 1
fi
