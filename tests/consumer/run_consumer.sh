#!/bin/sh
# Installs this build into a temporary prefix and builds tests/consumer three
# ways: find_package(kpqc CONFIG), pkg-config, and add_subdirectory of the
# source tree (that one with -DKPQC_NIST=OFF -DKPQC_FAMILIES=ntruplus, to stay
# fast: the KEM round trip only). Each program must run and pass.
# usage: run_consumer.sh CMAKE CC BUILD_DIR SOURCE_DIR kem|sign
set -eu
cmake=$1 cc=$2 build=$3 src=$4 what=$5
work=$(mktemp -d "${TMPDIR:-/tmp}/kpqc-consumer.XXXXXX")
trap 'rm -rf "$work"' EXIT
step() { echo "== $*"; }
quiet() { "$@" >"$work/log" 2>&1 || { cat "$work/log"; echo "FAILED: $*"; exit 1; }; }

step "cmake --install into a temporary prefix"
quiet "$cmake" --install "$build" --prefix "$work/prefix"
pc=$(find "$work/prefix" -name kpqc.pc)
[ -n "$pc" ] || { echo "FAILED: no kpqc.pc installed"; exit 1; }
libdir=$(dirname "$(dirname "$pc")")

step "find_package(kpqc CONFIG)"
quiet "$cmake" -S "$src/tests/consumer" -B "$work/find_package" -DCMAKE_C_COMPILER="$cc" \
    -DCMAKE_PREFIX_PATH="$work/prefix" -DCMAKE_BUILD_TYPE=Release
quiet "$cmake" --build "$work/find_package"
"$work/find_package/consumer" "$what"

step "pkg-config"
if command -v pkg-config >/dev/null 2>&1; then
    flags=$(PKG_CONFIG_PATH="$(dirname "$pc")" pkg-config --cflags --libs --static kpqc)
    echo "pkg-config --cflags --libs --static kpqc: $flags"
    # shellcheck disable=SC2086
    quiet "$cc" -std=c11 -o "$work/consumer_pc" "$src/tests/consumer/consumer.c" $flags \
        -Wl,-rpath,"$libdir"
    "$work/consumer_pc" "$what"
else
    echo "FAILED: pkg-config not found (apt-get install pkg-config)"
    exit 1
fi

step "add_subdirectory(kpqc) (KPQC_NIST=OFF, KPQC_FAMILIES=ntruplus)"
export KPQC_NIST=OFF # the Makefile's NIST=1 must not reach this build
quiet "$cmake" -S "$src/tests/consumer" -B "$work/subdir" \
    -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=Release -DKPQC_SOURCE_DIR="$src" \
    -DKPQC_NIST=OFF -DKPQC_FAMILIES=ntruplus
quiet "$cmake" --build "$work/subdir" -j 2
"$work/subdir/consumer" kem
echo "consumer: 3 passed, 0 failed"
