#!/bin/sh
# campaign.sh BUILD CORPUS SECONDS [TARGET...]: a fuzzing campaign with a time
# budget. Each crypto target (decaps, verify, keys) runs once per family of its
# kind (KPQC_FUZZ_FAMILIES=<family>: a fast family is not slowed down by the
# megabyte-key ones), and fuzz_kat once; every run gets SECONDS divided by the
# number of runs (at least 10). Corpora grow in CORPUS/<target>/<family>/
# (outside the repository: make fuzz puts them under ~/.cache/kpqc-fuzz), so a
# later campaign continues from them. Prints one line of figures per run and
# fails if any run found something (its input is in .../artifacts/).
# FUZZ_FAMILIES="NTRU+ HAETAE" restricts the families (Layered_ROLLO-I with
# an underscore). FUZZ_ROWS="AIMer128f,AIMer192f" passes KPQC_FUZZ_ROWS to every
# run (fuzz_common.h): name their families in FUZZ_FAMILIES too, since a run
# whose family has none of the rows stops with status 2 (nothing to fuzz).
set -u
build=$1 corpus=$2 budget=$3
shift 3
targets=${*:-decaps verify keys kat}
here=$(dirname "$0")
kem_families="NTRU+ SMAUG-T TiGER IPCC PALOMA Layered_ROLLO-I"
sign_families="AIMer HAETAE NCC-Sign MQ-Sign GCKSign SOLMAE Peregrine pqsigRM"
runs=""
for t in $targets; do
  case $t in
    decaps) fams=$kem_families ;;
    verify) fams=$sign_families ;;
    keys) fams="$kem_families $sign_families" ;;
    *) fams=all ;;
  esac
  for f in $fams; do
    if [ -n "${FUZZ_FAMILIES:-}" ] && [ "$f" != all ]; then
      case " $FUZZ_FAMILIES " in
        *" $f "*) ;;
        *) continue ;;
      esac
    fi
    runs="$runs $t:$f"
  done
done
n=$(echo $runs | wc -w)
[ "$n" -gt 0 ] || { echo "campaign.sh: nothing to run"; exit 2; }
each=$((budget / n))
[ "$each" -ge 10 ] || each=10
echo "fuzz campaign: $n runs of $each s (corpora in $corpus)"
status=0
for r in $runs; do
  t=${r%%:*} f=${r#*:}
  fam=$(echo "$f" | tr '_' ' ')
  work="$corpus/$t/$f"
  if [ "$f" = all ]; then fam=""; fi
  KPQC_FUZZ_FAMILIES="$fam" KPQC_FUZZ_ROWS="${FUZZ_ROWS:-}" sh "$here/run_fuzz.sh" "$build/fuzz/fuzz_$t" "$build/fuzz/seeds/$t" \
    "$work" "$each" | sed "s|^|[$f] |" || status=1
done
exit $status
