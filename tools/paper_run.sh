#!/bin/sh
# make paper: measure what the KpqClean ver2 paper's tables need with the kpqc
# of BUILD, then write the paper report (tools/paper_report.py) into OUT.
#
#   usage: tools/paper_run.sh OUT BUILD [BUDGET]
#
# Measured (every step's result stays in OUT/, for `kpqc report --paper` again):
#   bench.json   kpqc bench --impl all on the paper's rows: the Round-2 rows
#                (-r2, AIMer -v2.1), the current rows (their avx2 backends), the
#                Round-1 rows of the slides, and the NIST rows when the build has
#                liboqs; BUDGET seconds per operation (default 0.4) and at most
#                300 calls (the paper: means of 10,000)
#   mem.json     kpqc mem (portable), size.json: kpqc size (portable)
#   profile-*.json  kpqc profile of the paper's reference rows (Tables 9-15),
#                each operation, portable; needs valgrind (else skipped, said)
# About 10 minutes on a Zen 4 core with the NIST rows, mostly Classic McEliece
# and PALOMA key generation.
set -eu
out=$1
build=$2
budget=${3:-0.4}
kpqc=$build/kpqc
[ -x "$kpqc" ] || { echo "paper: $kpqc not found (build first: make build)"; exit 2; }
mkdir -p "$out"

KPQC_ROWS="NTRU+576-r2 NTRU+768-r2 NTRU+864-r2 NTRU+1152-r2 NTRU+768 NTRU+864 NTRU+1152
SMAUG-T1-r2 SMAUG-T3-r2 SMAUG-T5-r2 TiMER-r2 SMAUG-T1-90s-r2 SMAUG-T3-90s-r2 SMAUG-T5-90s-r2
SMAUG-T1 SMAUG-T3 SMAUG-T5 TiMER PALOMA128 PALOMA192 PALOMA256
HAETAE2-r2 HAETAE3-r2 HAETAE5-r2 HAETAE2 HAETAE3 HAETAE5
AIMer128f-v2.1 AIMer128s-v2.1 AIMer192f-v2.1 AIMer192s-v2.1 AIMer256f-v2.1 AIMer256s-v2.1
AIMer128f AIMer128s AIMer192f AIMer192s AIMer256f AIMer256s
MQ-Sign-LR-1 MQ-Sign-LR-3 MQ-Sign-LR-5 MQ-Sign-RR-1 MQ-Sign-RR-3 MQ-Sign-RR-5 NCC-Sign1 NCC-Sign3 NCC-Sign5"
ROUND1_ROWS="TiGER128-ref20231014 TiGER192-ref20231014 TiGER256-ref20231014
LayeredROLLO-I-128 LayeredROLLO-I-192 LayeredROLLO-I-256 IPCC-1 IPCC-3 IPCC-4
GCKSign-II GCKSign-III GCKSign-V Peregrine512 Peregrine1024 SOLMAE512 SOLMAE1024 pqsigRM-613
HAETAE2-v1.2.0 HAETAE3-v1.2.0 HAETAE5-v1.2.0"
NIST_ROWS="ML-KEM-512 ML-KEM-768 ML-KEM-1024 ML-DSA-44 ML-DSA-65 ML-DSA-87 Falcon-512 Falcon-1024
HQC-128 HQC-192 HQC-256 BIKE-L1 BIKE-L3 BIKE-L5
Classic-McEliece-348864 Classic-McEliece-348864f Classic-McEliece-460896 Classic-McEliece-460896f
Classic-McEliece-6688128 Classic-McEliece-6688128f Classic-McEliece-6960119 Classic-McEliece-6960119f
Classic-McEliece-8192128 Classic-McEliece-8192128f
SPHINCS+-SHA2-128f-simple SPHINCS+-SHA2-128s-simple SPHINCS+-SHA2-192f-simple SPHINCS+-SHA2-192s-simple
SPHINCS+-SHA2-256f-simple SPHINCS+-SHA2-256s-simple SPHINCS+-SHAKE-128f-simple SPHINCS+-SHAKE-128s-simple
SPHINCS+-SHAKE-192f-simple SPHINCS+-SHAKE-192s-simple SPHINCS+-SHAKE-256f-simple SPHINCS+-SHAKE-256s-simple"

# Only the rows this build has (the NIST group needs liboqs: NIST=1).
have=$("$kpqc" list --all-versions | awk 'NR > 1 {print $1}')
pick() {
  for r in $1; do
    if printf '%s\n' "$have" | grep -qxF -- "$r"; then printf '%s ' "$r"; fi
  done
}
rows=$(pick "$KPQC_ROWS $ROUND1_ROWS")
nist=$(pick "$NIST_ROWS")
[ -n "$nist" ] || echo "paper: this build has no NIST group (liboqs; NIST=1): Tables 20-32 show the KpqC rows only"

# shellcheck disable=SC2086
"$kpqc" bench $rows $nist --impl all --budget "$budget" --iterations 300 --json "$out/bench.json"
# shellcheck disable=SC2086
"$kpqc" mem $rows --impl portable --json "$out/mem.json" >/dev/null
# shellcheck disable=SC2086
"$kpqc" size $rows --impl portable --json "$out/size.json" >/dev/null

profiles=""
if command -v valgrind >/dev/null 2>&1; then
  for s in NTRU+576-r2:kem SMAUG-T1-r2:kem PALOMA128:kem AIMer128s-v2.1:sig HAETAE2-r2:sig \
           MQ-Sign-LR-1:sig NCC-Sign1:sig; do
    scheme=${s%%:*}
    case ${s##*:} in kem) ops="keypair encaps decaps" ;; *) ops="keypair sign verify" ;; esac
    for op in $ops; do
      f="$out/profile-$(printf '%s' "$scheme" | tr -c 'A-Za-z0-9.-' '_')-$op.json"
      if "$kpqc" profile "$scheme" "$op" --impl portable --reps 1 --json "$f" >/dev/null; then
        profiles="$profiles $f"
      else
        echo "paper: kpqc profile $scheme $op failed; its Table 9-15 cells say so"
      fi
    done
  done
else
  echo "paper: valgrind not found: no profiles (Tables 9-15 say so; apt-get install valgrind)"
fi

# shellcheck disable=SC2086
python3 "$(dirname "$0")/paper_report.py" "$out/bench.json" "$out/mem.json" "$out/size.json" $profiles \
  --out "$out"
