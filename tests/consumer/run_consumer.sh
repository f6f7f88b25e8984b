#!/bin/sh
# Installs this build into a temporary prefix and builds tests/consumer four
# ways: find_package(kpqc CONFIG) (kpqc::kpqc static by default, shared with
# -DBUILD_SHARED_LIBS=ON), plain pkg-config (no --static: libkpqc.so), and
# add_subdirectory of the source tree with no CMAKE_BUILD_TYPE and
# BUILD_SHARED_LIBS=ON (that one with -DKPQC_NIST=OFF -DKPQC_FAMILIES=ntruplus,
# to stay fast: the KEM round trip only; kpqc's own code must still be
# compiled with -O). Each program must run and pass, linked as said.
# usage: run_consumer.sh CMAKE CC BUILD_DIR SOURCE_DIR kem|sign
set -eu
cmake=$1 cc=$2 build=$3 src=$4 what=$5
work=$(mktemp -d "${TMPDIR:-/tmp}/kpqc-consumer.XXXXXX")
trap 'rm -rf "$work"' EXIT
step() { echo "== $*"; }
quiet() { "$@" >"$work/log" 2>&1 || { cat "$work/log"; echo "FAILED: $*"; exit 1; }; }
# linked PROGRAM shared|static: whether PROGRAM needs libkpqc.so at run time.
linked() {
    if readelf -d "$1" | grep -q 'NEEDED.*libkpqc\.so'; then got=shared; else got=static; fi
    [ "$got" = "$2" ] || { echo "FAILED: $1 links libkpqc $got, want $2"; exit 1; }
    echo "$1: libkpqc $got, as wanted"
}

step "cmake --install into a temporary prefix"
quiet "$cmake" --install "$build" --prefix "$work/prefix"
pc=$(find "$work/prefix" -name kpqc.pc)
[ -n "$pc" ] || { echo "FAILED: no kpqc.pc installed"; exit 1; }
libdir=$(dirname "$(dirname "$pc")")
shared=yes
[ -e "$libdir/libkpqc.so" ] || shared=no
echo "installed: $(cd "$libdir" && ls libkpqc*)"

step "find_package(kpqc CONFIG)"
quiet "$cmake" -S "$src/tests/consumer" -B "$work/find_package" -DCMAKE_C_COMPILER="$cc" \
    -DCMAKE_PREFIX_PATH="$work/prefix" -DCMAKE_BUILD_TYPE=Release
quiet "$cmake" --build "$work/find_package"
"$work/find_package/consumer" "$what"
linked "$work/find_package/consumer" static

if [ $shared = no ]; then
    echo "FAILED: no libkpqc.so installed (KPQC_SHARED=OFF): plain pkg-config and kpqc::kpqc with"
    echo "BUILD_SHARED_LIBS cannot be tested"
    exit 1
fi
step "find_package(kpqc CONFIG) with BUILD_SHARED_LIBS=ON"
quiet "$cmake" -S "$src/tests/consumer" -B "$work/find_package_shared" -DCMAKE_C_COMPILER="$cc" \
    -DCMAKE_PREFIX_PATH="$work/prefix" -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=ON
quiet "$cmake" --build "$work/find_package_shared"
"$work/find_package_shared/consumer" "$what"
linked "$work/find_package_shared/consumer" shared

step "pkg-config (plain, no --static)"
if command -v pkg-config >/dev/null 2>&1; then
    flags=$(PKG_CONFIG_PATH="$(dirname "$pc")" pkg-config --cflags --libs kpqc)
    echo "pkg-config --cflags --libs kpqc: $flags"
    # shellcheck disable=SC2086
    quiet "$cc" -std=c11 -o "$work/consumer_pc" "$src/tests/consumer/consumer.c" $flags \
        -Wl,-rpath,"$libdir"
    "$work/consumer_pc" "$what"
    linked "$work/consumer_pc" shared
else
    echo "FAILED: pkg-config not found (apt-get install pkg-config)"
    exit 1
fi

step "add_subdirectory(kpqc), no CMAKE_BUILD_TYPE, BUILD_SHARED_LIBS=ON (KPQC_NIST=OFF, KPQC_FAMILIES=ntruplus)"
export KPQC_NIST=OFF # the Makefile's NIST=1 must not reach this build
quiet "$cmake" -S "$src/tests/consumer" -B "$work/subdir" \
    -DCMAKE_C_COMPILER="$cc" -DKPQC_SOURCE_DIR="$src" -DBUILD_SHARED_LIBS=ON \
    -DCMAKE_EXPORT_COMPILE_COMMANDS=ON -DKPQC_NIST=OFF -DKPQC_FAMILIES=ntruplus
quiet "$cmake" --build "$work/subdir" -j 2
"$work/subdir/consumer" kem
linked "$work/subdir/consumer" shared
# Every compile of kpqc's own sources carries an -O level (the parent's none).
commands=$(grep '"command"' "$work/subdir/compile_commands.json" | grep -F -- "$src/src/" || true)
kpqc_lines=$(printf '%s\n' "$commands" | grep -c . || true)
unoptimized=$(printf '%s\n' "$commands" | grep . | grep -vc -- ' -O[1-3s]' || true)
[ "$kpqc_lines" -gt 0 ] && [ "$unoptimized" -eq 0 ] || {
    echo "FAILED: $unoptimized of $kpqc_lines compiles of kpqc's sources have no -O level"; exit 1; }
echo "add_subdirectory: all $kpqc_lines compiles of kpqc's sources optimized"
echo "consumer: 5 passed, 0 failed"
