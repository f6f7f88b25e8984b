#!/bin/sh
# Every symbol the kpqc library defines and exports starts with kpqc_.
# usage: check_symbols.sh NM LIBRARY
# For a shared library (*.so*) the dynamic symbol table is checked: what a
# program linking libkpqc.so can see (hidden visibility keeps the rest local).
nm_tool=$1
lib=$2
[ -f "$lib" ] || { echo "no library at $lib"; exit 1; }
case $lib in
    *.so | *.so.*) table=-D ;;
    *) table=-g ;;
esac
all=$("$nm_tool" $table --defined-only "$lib" | awk 'NF == 3 { print $3 }' | sort -u)
count=$(printf '%s\n' "$all" | grep -c .)
# AddressSanitizer adds an ODR indicator per global (gcc: __odr_asan.NAME,
# clang: __odr_asan_gen_NAME); it belongs to the kpqc_ symbol it names.
bad=$(printf '%s\n' "$all" | grep -v -E '^(__odr_asan(\.|_gen_))?kpqc_' || true)
if [ "$count" -eq 0 ]; then
    echo "no exported symbols found in $lib"
    echo "symbols: 0 passed, 1 failed"
    exit 1
fi
if [ -n "$bad" ]; then
    echo "symbols without the kpqc_ prefix:"
    printf '%s\n' "$bad"
    echo "symbols: 0 passed, 1 failed"
    exit 1
fi
echo "all $count exported symbols start with kpqc_"
echo "symbols: 1 passed, 0 failed"
