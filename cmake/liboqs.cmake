# liboqs, for the NIST group of the registry (src/nist/).
#
# liboqs is a dependency, never copied into this repository: its full source is
# vendored in the Rust crate oqs-sys 0.11.0+liboqs-0.13.0, which cargo fetches
# here (only the .crate archive is used, nothing of Rust is built), checked
# against the SHA-256 pinned below, and built once with CMake as a static library (OpenSSL off,
# distributable build with run-time CPU dispatch, only the families we compare
# with). The result lives in a cache shared by every build directory
# (KPQC_CACHE_DIR, default ~/.cache/kpqc), so the gcc, clang and ASan test
# builds pay for it once; it is built with gcc when present, whatever compiler
# the project uses (a C static library links into all three).
#
# Without cargo or network access, or when the liboqs build fails, configuration says so
# in one line and goes on with the KpqC schemes alone. KPQC_NIST=OFF skips it.
#
# Sets KPQC_HAVE_LIBOQS and, when ON, the imported target kpqc_liboqs.

option(KPQC_NIST "Build the NIST group (liboqs 0.13.0, downloaded and cached)" ON)
# The Makefile's NIST=0/1 reaches every build directory through the environment.
if(DEFINED ENV{KPQC_NIST} AND NOT "$ENV{KPQC_NIST}" STREQUAL "")
  set(KPQC_NIST "$ENV{KPQC_NIST}" CACHE BOOL "Build the NIST group" FORCE)
endif()

set(KPQC_LIBOQS_VERSION 0.13.0)
set(KPQC_OQS_CRATE oqs-sys-0.11.0+liboqs-0.13.0)
set(KPQC_OQS_CRATE_SHA256 ac6d66ee528a895ce5cc08851698d109c5d7ee5d7a0b3b40d61550eda91e414f)

# Families switched off one by one (not OQS_MINIMAL_BUILD, which loses the
# AVX2 code when cmake runs again); HQC is off by default in 0.13.
set(KPQC_OQS_OPTIONS
  -DOQS_USE_OPENSSL=OFF
  -DOQS_DIST_BUILD=ON
  -DOQS_BUILD_ONLY_LIB=ON
  -DBUILD_SHARED_LIBS=OFF
  -DCMAKE_POSITION_INDEPENDENT_CODE=ON
  -DOQS_ENABLE_KEM_ML_KEM=ON
  -DOQS_ENABLE_KEM_HQC=ON
  -DOQS_ENABLE_KEM_BIKE=ON
  -DOQS_ENABLE_KEM_CLASSIC_MCELIECE=ON
  -DOQS_ENABLE_SIG_ML_DSA=ON
  -DOQS_ENABLE_SIG_FALCON=ON
  -DOQS_ENABLE_SIG_falcon_padded_512=OFF
  -DOQS_ENABLE_SIG_falcon_padded_1024=OFF
  -DOQS_ENABLE_SIG_SPHINCS=ON
  -DOQS_ENABLE_KEM_KYBER=OFF
  -DOQS_ENABLE_KEM_FRODOKEM=OFF
  -DOQS_ENABLE_KEM_NTRUPRIME=OFF
  -DOQS_ENABLE_SIG_DILITHIUM=OFF
  -DOQS_ENABLE_SIG_MAYO=OFF
  -DOQS_ENABLE_SIG_CROSS=OFF
  -DOQS_ENABLE_SIG_UOV=OFF
  -DOQS_ENABLE_SIG_STFL_XMSS=OFF
  -DOQS_ENABLE_SIG_STFL_LMS=OFF)

function(kpqc_liboqs_unavailable why)
  message(NOTICE "kpqc: ${why}: building the KpqC schemes only (no NIST group)")
  set(KPQC_HAVE_LIBOQS OFF PARENT_SCOPE)
endfunction()

# The .crate archive at ${dst}, verified; fetched with cargo when missing.
function(kpqc_oqs_crate dst out_ok)
  set(${out_ok} OFF PARENT_SCOPE)
  if(EXISTS "${dst}")
    file(SHA256 "${dst}" have)
    if(have STREQUAL KPQC_OQS_CRATE_SHA256)
      set(${out_ok} ON PARENT_SCOPE)
      return()
    endif()
    file(REMOVE "${dst}")
  endif()
  # cargo's own cache holds the archive once cargo has fetched it; when it is
  # not there yet, cargo fetches it for a throw-away manifest that depends on
  # exactly this version (cargo is the ordinary client of the Rust registry).
  set(cargo_home "$ENV{CARGO_HOME}")
  if(NOT cargo_home AND DEFINED ENV{HOME})
    set(cargo_home "$ENV{HOME}/.cargo")
  endif()
  set(pattern "${cargo_home}/registry/cache/*/${KPQC_OQS_CRATE}.crate")
  file(GLOB cargo_copies "${pattern}")
  if(NOT cargo_copies)
    find_program(KPQC_CARGO cargo HINTS "${cargo_home}/bin" "$ENV{HOME}/.cargo/bin")
    if(NOT KPQC_CARGO)
      message(NOTICE "kpqc: cargo not found (it fetches liboqs's source archive)")
      return()
    endif()
    set(manifest_dir "${PROJECT_BINARY_DIR}/_deps/oqs-fetch")
    file(WRITE "${manifest_dir}/src/lib.rs" "")
    file(WRITE "${manifest_dir}/Cargo.toml"
      "[package]\nname = \"kpqc-liboqs-fetch\"\nversion = \"0.0.0\"\nedition = \"2021\"\n"
      "publish = false\n\n[dependencies]\n"
      "oqs-sys = { version = \"=0.11.0\", default-features = false }\n")
    execute_process(COMMAND "${KPQC_CARGO}" fetch --manifest-path "${manifest_dir}/Cargo.toml"
      RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET TIMEOUT 900)
    file(GLOB cargo_copies "${pattern}")
  endif()
  foreach(src ${cargo_copies})
    execute_process(COMMAND "${CMAKE_COMMAND}" -E copy "${src}" "${dst}.part")
    file(SHA256 "${dst}.part" have)
    if(have STREQUAL KPQC_OQS_CRATE_SHA256)
      file(RENAME "${dst}.part" "${dst}")
      set(${out_ok} ON PARENT_SCOPE)
      return()
    endif()
    message(NOTICE "kpqc: ${src}: SHA-256 ${have}, want ${KPQC_OQS_CRATE_SHA256}; ignored")
    file(REMOVE "${dst}.part")
  endforeach()
endfunction()

function(kpqc_liboqs_setup)
  set(KPQC_HAVE_LIBOQS OFF PARENT_SCOPE)
  if(NOT KPQC_NIST)
    message(STATUS "kpqc: NIST group off (KPQC_NIST=OFF)")
    return()
  endif()
  if(NOT CMAKE_HOST_UNIX)
    kpqc_liboqs_unavailable("the liboqs build is scripted for Unix hosts only")
    return()
  endif()

  # The cache directory and the key of this configuration.
  if(DEFINED ENV{KPQC_CACHE_DIR} AND NOT "$ENV{KPQC_CACHE_DIR}" STREQUAL "")
    set(cache "$ENV{KPQC_CACHE_DIR}")
  elseif(DEFINED ENV{XDG_CACHE_HOME} AND NOT "$ENV{XDG_CACHE_HOME}" STREQUAL "")
    set(cache "$ENV{XDG_CACHE_HOME}/kpqc")
  elseif(DEFINED ENV{HOME} AND NOT "$ENV{HOME}" STREQUAL "")
    set(cache "$ENV{HOME}/.cache/kpqc")
  else()
    set(cache "${PROJECT_BINARY_DIR}/_deps")
  endif()
  find_program(KPQC_OQS_CC NAMES gcc cc)
  if(NOT KPQC_OQS_CC)
    set(KPQC_OQS_CC "${CMAKE_C_COMPILER}")
  endif()
  execute_process(COMMAND "${KPQC_OQS_CC}" --version OUTPUT_VARIABLE cc_version ERROR_QUIET)
  string(SHA256 key "${KPQC_OQS_CRATE_SHA256};${KPQC_OQS_OPTIONS};${KPQC_OQS_CC};${cc_version};${CMAKE_SYSTEM_PROCESSOR}")
  string(SUBSTRING "${key}" 0 12 key)
  set(prefix "${cache}/liboqs-${KPQC_LIBOQS_VERSION}-${key}")
  set(lib "${prefix}/lib/liboqs.a")
  set(stamp "${prefix}/kpqc-complete")

  if(NOT EXISTS "${stamp}")
    file(MAKE_DIRECTORY "${cache}")
    # Build directories configured at the same time wait for each other.
    file(LOCK "${cache}/liboqs.lock" GUARD FUNCTION TIMEOUT 3600 RESULT_VARIABLE locked)
    if(NOT locked STREQUAL "0")
      kpqc_liboqs_unavailable("cannot lock ${cache}/liboqs.lock (${locked})")
      return()
    endif()
  endif()
  if(NOT EXISTS "${stamp}")
    set(crate "${cache}/${KPQC_OQS_CRATE}.crate")
    kpqc_oqs_crate("${crate}" crate_ok)
    if(NOT crate_ok)
      kpqc_liboqs_unavailable("cannot fetch liboqs ${KPQC_LIBOQS_VERSION} (Rust crate ${KPQC_OQS_CRATE}, with cargo)")
      return()
    endif()
    set(work "${cache}/work-${key}")
    set(log "${cache}/liboqs-${KPQC_LIBOQS_VERSION}-${key}.log")
    file(REMOVE_RECURSE "${work}" "${prefix}")
    file(ARCHIVE_EXTRACT INPUT "${crate}" DESTINATION "${work}")
    cmake_host_system_information(RESULT ncpu QUERY NUMBER_OF_LOGICAL_CORES)
    message(NOTICE "kpqc: building liboqs ${KPQC_LIBOQS_VERSION} once into ${prefix}: about 1,000 "
      "C files, 5-10 minutes on 2 cores (longer on a busy machine), nothing the next time; "
      "log in ${log}")
    string(TIMESTAMP t0 "%s")
    execute_process(
      COMMAND "${CMAKE_COMMAND}" -S "${work}/${KPQC_OQS_CRATE}/liboqs" -B "${work}/build"
        -DCMAKE_C_COMPILER=${KPQC_OQS_CC} -DCMAKE_BUILD_TYPE=Release
        "-DCMAKE_INSTALL_PREFIX=${prefix}" -DCMAKE_INSTALL_LIBDIR=lib ${KPQC_OQS_OPTIONS}
      OUTPUT_FILE "${log}" ERROR_FILE "${log}.err" RESULT_VARIABLE rc)
    if(rc EQUAL 0)
      execute_process(COMMAND "${CMAKE_COMMAND}" --build "${work}/build" --parallel ${ncpu}
        OUTPUT_FILE "${log}.build" ERROR_FILE "${log}.build.err" RESULT_VARIABLE rc)
    endif()
    if(rc EQUAL 0)
      execute_process(COMMAND "${CMAKE_COMMAND}" --install "${work}/build"
        OUTPUT_FILE "${log}.install" ERROR_FILE "${log}.install.err" RESULT_VARIABLE rc)
    endif()
    string(TIMESTAMP t1 "%s")
    math(EXPR secs "${t1} - ${t0}")
    if(NOT rc EQUAL 0 OR NOT EXISTS "${lib}")
      kpqc_liboqs_unavailable("the liboqs build failed (logs: ${log}*)")
      return()
    endif()
    file(REMOVE_RECURSE "${work}")
    file(WRITE "${stamp}" "liboqs ${KPQC_LIBOQS_VERSION} from ${KPQC_OQS_CRATE}.crate "
      "sha256 ${KPQC_OQS_CRATE_SHA256}\nbuilt in ${secs} s with ${KPQC_OQS_CC}\n")
    message(NOTICE "kpqc: liboqs ${KPQC_LIBOQS_VERSION} built in ${secs} s")
  endif()

  if(NOT TARGET kpqc_liboqs)
    add_library(kpqc_liboqs STATIC IMPORTED GLOBAL)
    set_target_properties(kpqc_liboqs PROPERTIES
      IMPORTED_LOCATION "${lib}"
      INTERFACE_INCLUDE_DIRECTORIES "${prefix}/include")
    find_package(Threads)
    if(Threads_FOUND)
      set_property(TARGET kpqc_liboqs PROPERTY INTERFACE_LINK_LIBRARIES Threads::Threads)
    endif()
  endif()
  set(KPQC_LIBOQS_PREFIX "${prefix}" PARENT_SCOPE)
  set(KPQC_HAVE_LIBOQS ON PARENT_SCOPE)
  message(STATUS "kpqc: NIST group from liboqs ${KPQC_LIBOQS_VERSION} in ${prefix}")
endfunction()

kpqc_liboqs_setup()
