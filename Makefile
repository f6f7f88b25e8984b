# Thin wrapper over CMake: `make test` and `make bench` do all set-up.
#   make test    build (gcc, and clang when present, warnings as errors) and run the
#                whole suite: quick, kat-full (all 100 KAT entries), ct (valgrind), and
#                the quick + kat-full sets again under ASan+UBSan
#   make bench   build (Release, -O3) and benchmark every scheme; results/<host>-<date>/
#   make check   the quick set only, for development
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
BENCH_ARGS ?=
CMAKE ?= cmake
CTEST ?= ctest
HOST := $(shell hostname -s 2>/dev/null || echo host)
DATE := $(shell date -u +%Y%m%d-%H%M%S)
RESULTS ?= results/$(HOST)-$(DATE)
CLANG := $(shell command -v clang 2>/dev/null)
CTEST_FLAGS = --output-on-failure -j $(JOBS)

.PHONY: all build test check bench clean test-gcc test-clang test-asan

all: build

build:
	$(CMAKE) -S . -B build/release -DCMAKE_BUILD_TYPE=Release >/dev/null
	$(CMAKE) --build build/release -j $(JOBS)

# Each test configuration has its own directory; warnings are errors.
test-gcc:
	CC=gcc $(CMAKE) -S . -B build/test-gcc -DCMAKE_BUILD_TYPE=Release -DKPQC_WERROR=ON >/dev/null
	$(CMAKE) --build build/test-gcc -j $(JOBS)
	cd build/test-gcc && $(CTEST) $(CTEST_FLAGS) -L 'quick|kat-full|ct'

test-clang:
ifeq ($(CLANG),)
	@echo "clang not found: the clang build is not tested (apt-get install clang)"
else
	CC=clang $(CMAKE) -S . -B build/test-clang -DCMAKE_BUILD_TYPE=Release -DKPQC_WERROR=ON >/dev/null
	$(CMAKE) --build build/test-clang -j $(JOBS)
	cd build/test-clang && $(CTEST) $(CTEST_FLAGS) -L 'quick|kat-full'
endif

test-asan:
	CC=$(if $(CLANG),clang,gcc) $(CMAKE) -S . -B build/test-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DKPQC_WERROR=ON -DKPQC_SANITIZE=ON >/dev/null
	$(CMAKE) --build build/test-asan -j $(JOBS)
	cd build/test-asan && $(CTEST) $(CTEST_FLAGS) -L 'quick|kat-full'

test: test-gcc test-clang test-asan
	@echo "make test: all configurations passed"

check:
	$(CMAKE) -S . -B build/check -DKPQC_WERROR=ON >/dev/null
	$(CMAKE) --build build/check -j $(JOBS)
	cd build/check && $(CTEST) $(CTEST_FLAGS) -L quick

bench: build
	@mkdir -p $(RESULTS)
	build/release/kpqc bench $(BENCH_ARGS) --json $(RESULTS)/bench.json \
	  --csv $(RESULTS)/bench.csv --markdown $(RESULTS)/bench.md
	@echo "results written to $(RESULTS)/"

clean:
	rm -rf build
