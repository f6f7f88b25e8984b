# Thin wrapper over CMake: `make test` and `make bench` do all set-up.
#   make test    build (gcc, and clang when present, warnings as errors) and run the
#                whole suite: quick, kat-full (all 100 KAT entries), ct (valgrind),
#                mem and profile (kpqc mem against massif, kpqc profile; valgrind) with
#                gcc; quick and ct with clang; ct at gcc -O2; quick under ASan+UBSan;
#                test_threads under ThreadSanitizer; a fuzz smoke run; the quick set
#                of aarch64 and s390x under qemu
#   make bench   build (Release, -O3), benchmark every scheme, measure stack/heap and code
#                size, and write the report (tables, plots) into results/<host>-<date>/;
#                it says first how many schemes it measures and how long that takes at most.
#                SCHEMES="SMAUG-T ML-KEM" measures those only (schemes, families, groups);
#                NIST=0 leaves out the NIST group (no liboqs: a quick run);
#                MATRIX="gcc-O2 gcc-O3 clang-O2 clang-O3" benchmarks each configuration
#                (build/matrix-<cfg>) into the same results and report
#   make check   the quick set only, for development
#   make paper   the KpqClean ver2 paper's tables measured on this machine (README,
#                "The KpqClean ver2 paper on your machine"): results/paper-<host>-<date>/
#                paper.md; FROM="bench.json mem.json ..." from given results instead
#   make test-cross-full   all 100 KAT entries of every scheme under qemu-user,
#                for aarch64 and s390x (slow; not part of make test)
#   make install PREFIX=/usr/local [SHARED=0]
#                build (Release) and install headers, libkpqc.a and libkpqc.so (SHARED=0:
#                the static library alone), the CMake package, kpqc.pc and the kpqc command
# No "Entering directory" lines from the builds' own makes.
MAKEFLAGS += --no-print-directory
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
BENCH_ARGS ?=
CMAKE ?= cmake
CTEST ?= ctest
HOST := $(shell hostname -s 2>/dev/null || echo host)
DATE := $(shell date -u +%Y%m%d-%H%M%S)
RESULTS ?= results/$(HOST)-$(DATE)
CLANG := $(shell command -v clang 2>/dev/null)
CTEST_FLAGS = --output-on-failure -j $(JOBS)
# NIST=0: no NIST group (liboqs is neither downloaded nor built); every cmake run
# below, and in the scripts it calls, reads KPQC_NIST from the environment.
NIST ?= 1
export KPQC_NIST := $(if $(filter 0 off OFF no NO,$(NIST)),OFF,ON)

.PHONY: all build install test check bench paper clean test-gcc test-clang test-asan test-tsan \
  report-venv \
  test-ct-gcc-O2 test-ct-clang test-fuzz fuzz fuzz-build
MATRIX ?=
PYTHON ?= python3
VENV ?= .venv

all: build

build:
	$(CMAKE) -S . -B build/release -DCMAKE_BUILD_TYPE=Release >/dev/null
	$(CMAKE) --build build/release -j $(JOBS)

PREFIX ?= /usr/local
SHARED ?= 1
install:
	$(CMAKE) -S . -B build/install -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=$(PREFIX) \
	  -DKPQC_SHARED=$(if $(filter 1 on ON yes YES,$(SHARED)),ON,OFF) >/dev/null
	$(CMAKE) --build build/install -j $(JOBS)
	$(CMAKE) --install build/install --prefix $(PREFIX)

# Each test configuration has its own directory; warnings are errors.
# Every configuration records what it ran and skipped (ctest --output-junit) in
# $(SUMMARY); a configuration that cannot run records why; make test ends with
# the summary (tools/test_summary.py), never "all passed" when something did not run.
SUMMARY = build/test-summary.jsonl
RECORD = $(PYTHON) tools/test_summary.py $(SUMMARY)
# ctest in build/$(1) with labels $(2), recorded as configuration $(1).
run_ctest = cd build/$(1) && $(CTEST) $(CTEST_FLAGS) -L '$(2)' --output-junit $(CURDIR)/build/$(1)/junit.xml; \
  status=$$?; cd $(CURDIR) && $(RECORD) record $(1) build/$(1)/junit.xml; exit $$status

test-gcc:
	CC=gcc $(CMAKE) -S . -B build/test-gcc -DCMAKE_BUILD_TYPE=Release -DKPQC_WERROR=ON \
	  -DKPQC_PROVIDER_NEW_OPENSSL=ON \
	  -DKPQC_CT_ONCE=ON >/dev/null
	$(CMAKE) --build build/test-gcc -j $(JOBS)
	$(call run_ctest,test-gcc,quick|kat-full|ct|mem|profile|consumer|python|provider)

# clang -O3: the quick and constant-time sets (the ct set found branches clang
# made of masks until src/common/ct.h put a barrier on their output too; the
# division scan runs on clang's objects as well). kat-full (all 100 entries of
# every KAT) runs under gcc; here the quick set checks entry 0 of every KAT.
# In make test every ct configuration runs each row once (KPQC_CT_ONCE, test_ct
# --once: the run that goes furthest); a plain build's `ctest -L ct` runs two.
test-clang:
ifeq ($(CLANG),)
	@echo "clang not found: the clang build is not tested (apt-get install clang)"
	@$(RECORD) notrun test-clang "clang not found (apt-get install clang): no clang build, no clang ct"
else
	CC=clang $(CMAKE) -S . -B build/test-clang -DCMAKE_BUILD_TYPE=Release -DKPQC_WERROR=ON \
	  -DKPQC_CT_ONCE=ON >/dev/null
	$(CMAKE) --build build/test-clang -j $(JOBS)
	$(call run_ctest,test-clang,quick|ct)
endif

test-ct-clang:
	CC=clang $(CMAKE) -S . -B build/test-clang -DCMAKE_BUILD_TYPE=Release -DKPQC_WERROR=ON \
	  -DKPQC_CT_ONCE=ON >/dev/null
	$(CMAKE) --build build/test-clang -j $(JOBS)
	$(call run_ctest,test-clang,ct)

# The constant-time set once more at gcc -O2 (what the optimizer does to
# constant-time code changes with the level), for the four finalists' families
# (CT_O2_FAMILIES; every family's ct runs at gcc -O3 and clang -O3); only its
# programs are built, and each row runs once (KPQC_CT_ONCE).
CT_O2_FAMILIES ?= ntruplus;smaugt;haetae;aimer
test-ct-gcc-O2:
	CC=gcc $(CMAKE) -S . -B build/test-ct-gcc-O2 -DCMAKE_BUILD_TYPE=Release \
	  -DCMAKE_C_FLAGS_RELEASE="-O2 -DNDEBUG" -DKPQC_WERROR=ON -DKPQC_BUILD_TOOLS=ON \
	  -DKPQC_CT_ONCE=ON -DKPQC_FAMILIES="$(CT_O2_FAMILIES)" >/dev/null
	$(CMAKE) --build build/test-ct-gcc-O2 -j $(JOBS) --target kpqc_ct_programs
	$(call run_ctest,test-ct-gcc-O2,ct)

test-asan:
	CC=$(if $(CLANG),clang,gcc) $(CMAKE) -S . -B build/test-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" -DKPQC_WERROR=ON -DKPQC_SANITIZE=ON >/dev/null
	$(CMAKE) --build build/test-asan -j $(JOBS)
	$(call run_ctest,test-asan,quick)

# libFuzzer targets (fuzz/README.md): build/fuzz, clang only. make test runs
# each for FUZZ_SMOKE_SECONDS over a build of FUZZ_SMOKE_FAMILIES (a KEM and a
# signature family: the smoke run shows the targets build and run; a build of
# every family under the fuzzer's instrumentation costs minutes), schemes with
# keys up to 64 KiB; make fuzz builds every family and runs a campaign of
# FUZZ_SECONDS (below).
FUZZ_SMOKE_SECONDS ?= 5
FUZZ_SMOKE_FAMILIES ?= ntruplus;haetae
FUZZ_SECONDS ?= 600
FUZZ_FLAGS = -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer \
  -fsanitize-coverage-ignorelist=$(CURDIR)/fuzz/coverage_ignore.txt
fuzz-build:
	CC=clang $(CMAKE) -S . -B build/fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DKPQC_NIST=OFF \
	  -DKPQC_WERROR=ON -DKPQC_FUZZ=ON -DKPQC_BUILD_TESTS=OFF -DKPQC_BUILD_TOOLS=OFF \
	  -DKPQC_VALGRIND_TESTS=OFF -DCMAKE_C_FLAGS="$(FUZZ_FLAGS)" -DKPQC_FUZZ_SECONDS=$(SECONDS) \
	  -DKPQC_FUZZ_MAX_KEY_BYTES=$(MAX_KEY) -DKPQC_FAMILIES="$(FAMILIES)" \
	  -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" >/dev/null
	$(CMAKE) --build build/fuzz -j $(JOBS)

test-fuzz:
ifeq ($(CLANG),)
	@echo "clang not found: the fuzz targets are not run (apt-get install clang)"
	@$(RECORD) notrun test-fuzz "clang not found (apt-get install clang): the libFuzzer smoke runs"
else
	$(MAKE) fuzz-build SECONDS=$(FUZZ_SMOKE_SECONDS) MAX_KEY=65536 FAMILIES="$(FUZZ_SMOKE_FAMILIES)"
	$(call run_ctest,fuzz,fuzz)
endif

# make fuzz: a campaign of FUZZ_SECONDS in all (fuzz/campaign.sh: every
# target once per family of its kind), corpora kept in FUZZ_CORPUS outside the
# repository so that the next campaign continues from them; FUZZ_FAMILIES="NTRU+
# HAETAE" restricts it (ROLLO's family is written Layered_ROLLO-I).
# FUZZ_ROWS="AIMer128f,AIMer192f" restricts the rows too (fuzz/README.md).
FUZZ_CORPUS ?= $(HOME)/.cache/kpqc-fuzz
fuzz:
ifeq ($(CLANG),)
	@echo "clang not found: make fuzz needs clang (libFuzzer)"; exit 1
else
	$(MAKE) fuzz-build SECONDS=$(FUZZ_SMOKE_SECONDS) MAX_KEY=0 FAMILIES=
	FUZZ_FAMILIES="$(FUZZ_FAMILIES)" FUZZ_ROWS="$(FUZZ_ROWS)" sh fuzz/campaign.sh build/fuzz $(FUZZ_CORPUS) $(FUZZ_SECONDS)
endif

# Cross builds, run under qemu-user (docs/ARCHITECTURE.md, "Targets"): aarch64
# and big-endian s390x, Debian's cross gcc, without the NIST group. The quick
# set (round trips, entry 0 of every KAT, family tests) runs in make test; the
# valgrind sets show as skipped with their reason. All 100 KAT entries under
# emulation (label kat-full there) are `make test-cross-full`.
CROSS_ARCHS ?= aarch64 s390x
CROSS_PACKAGES = gcc-aarch64-linux-gnu libc6-dev-arm64-cross gcc-s390x-linux-gnu \
  libc6-dev-s390x-cross qemu-user
CROSS_TARGETS = $(addprefix test-cross-,$(CROSS_ARCHS))
CROSS_FULL_TARGETS = $(addprefix test-cross-full-,$(CROSS_ARCHS))
.PHONY: test-cross $(CROSS_TARGETS) test-cross-full $(CROSS_FULL_TARGETS)

cross-build-%:
	@if command -v $*-linux-gnu-gcc >/dev/null 2>&1 && command -v qemu-$* >/dev/null 2>&1; then \
	  KPQC_NIST=OFF $(CMAKE) -S . -B build/cross-$* -DCMAKE_BUILD_TYPE=Release -DKPQC_WERROR=ON \
	    -DKPQC_NIST=OFF -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/$*-linux-gnu.cmake >/dev/null && \
	  $(CMAKE) --build build/cross-$* -j $(JOBS); \
	else echo "$*-linux-gnu-gcc or qemu-$* not found: the $* build is not tested" \
	  "(apt-get install $(CROSS_PACKAGES))"; \
	  $(RECORD) notrun cross-$* "$*-linux-gnu-gcc or qemu-$* not found (apt-get install $(CROSS_PACKAGES))"; fi

$(CROSS_TARGETS): test-cross-%: cross-build-%
	@if [ -d build/cross-$*/tests ]; then \
	  $(call run_ctest,cross-$*,quick|ct|mem|profile); fi

$(CROSS_FULL_TARGETS): test-cross-full-%: cross-build-%
	@if [ -d build/cross-$*/tests ]; then cd build/cross-$* && \
	  $(CTEST) $(CTEST_FLAGS) -L 'kat-full|emulated-slow'; fi

test-cross: $(CROSS_TARGETS)
test-cross-full: $(CROSS_FULL_TARGETS)

# ThreadSanitizer over test_threads (kpqc.h, "Thread safety": operations from
# several threads, each on its own randomness source), in a build of the
# TSAN_FAMILIES only (the program picks a KEM, a signature and a native row).
TSAN_FAMILIES ?= ntruplus;haetae
TSAN_CC := $(if $(CLANG),clang,gcc)
test-tsan:
	CC=$(TSAN_CC) $(CMAKE) -S . -B build/test-tsan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DKPQC_WERROR=ON \
	  -DKPQC_NIST=OFF -DKPQC_SHARED=OFF -DKPQC_FAMILIES="$(TSAN_FAMILIES)" \
	  -DCMAKE_C_FLAGS="-fsanitize=thread -fno-omit-frame-pointer" >/dev/null
	$(CMAKE) --build build/test-tsan -j $(JOBS) --target test_threads
	$(call run_ctest,test-tsan,threads)

test:
	@mkdir -p build && $(RECORD) start
	$(MAKE) test-gcc test-clang test-ct-gcc-O2 test-asan test-tsan test-fuzz test-cross
	@$(RECORD) print

check:
	$(CMAKE) -S . -B build/check -DKPQC_WERROR=ON >/dev/null
	$(CMAKE) --build build/check -j $(JOBS)
	cd build/check && $(CTEST) $(CTEST_FLAGS) -L quick

SCHEMES ?=
# tools/run_bench.sh builds (quietly: the output goes to build/*/build.log).
bench: report-venv
	@SCHEMES='$(SCHEMES)' BENCH_ARGS='$(BENCH_ARGS)' JOBS=$(JOBS) CMAKE='$(CMAKE)' \
	  sh tools/run_bench.sh $(RESULTS) $(MATRIX)

# matplotlib for the report's plots, in a virtual environment made on first use
# (.venv/, ignored by git). When it cannot be installed the report still writes
# every table and says that the plots were skipped.
report-venv: $(VENV)/.kpqc-report-ok

$(VENV)/.kpqc-report-ok:
	@echo "setting up $(VENV)/ with matplotlib and adjustText for the report's plots (once: about a minute, from PyPI)"
	@if $(PYTHON) -m venv $(VENV) >/dev/null 2>&1 && \
	  $(VENV)/bin/python -m pip install -q --disable-pip-version-check --retries 1 --timeout 30 \
	    matplotlib >/dev/null 2>&1; then touch $@; \
	else echo "could not install matplotlib into $(VENV)/: the report will have tables only"; fi
	@# adjustText places the scatter plots' labels; without it they are numbered.
	@[ ! -f $@ ] || $(VENV)/bin/python -m pip install -q --disable-pip-version-check --retries 1 \
	  --timeout 30 adjustText >/dev/null 2>&1 || \
	  echo "could not install adjustText into $(VENV)/: scatter plots list their labels beside"

# make paper: build the kpqc command (Release), measure the paper's rows (tools/paper_run.sh,
# PAPER_BUDGET seconds per operation) and write the report; FROM="RESULT.json..."
# (kpqc bench/mem/size/profile --json) writes it from those results instead.
PAPER_OUT ?= results/paper-$(HOST)-$(DATE)
PAPER_BUDGET ?= 0.4
FROM ?=
paper:
ifeq ($(strip $(FROM)),)
	$(CMAKE) -S . -B build/release -DCMAKE_BUILD_TYPE=Release >/dev/null
	$(CMAKE) --build build/release -j $(JOBS) --target kpqc_cli
	sh tools/paper_run.sh $(PAPER_OUT) build/release $(PAPER_BUDGET)
else
	$(PYTHON) tools/paper_report.py $(FROM) --out $(PAPER_OUT)
endif

clean:
	rm -rf build
