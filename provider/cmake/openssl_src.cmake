# A newer OpenSSL (3.5 or later) for what Debian 12's 3.0 cannot do: provider
# signature algorithms in TLS (TLS-SIGALG, 3.2+) and the native ML-KEM/ML-DSA
# baselines of the handshake benchmark (3.5+).
#
# Its source is the one bundled in the Rust crate openssl-src (crates.io), which
# cargo fetches (only the .crate archive is used), checked against the SHA-256
# pinned below, configured small (shared libraries and the openssl command; no
# docs, tests, QUIC, DTLS, engines or legacy ciphers) and built once into the
# cache every build directory shares (KPQC_CACHE_DIR, default ~/.cache/kpqc),
# like liboqs (cmake/liboqs.cmake). Without cargo, network or a working build
# configuration says so in one line and the tests that need it are skipped.
#
# Sets KPQC_NEW_OPENSSL (the path of its openssl command, or empty) and
# KPQC_NEW_OPENSSL_PREFIX.

# Off by default (a first build takes minutes); make test's gcc configuration
# turns it on, and the cache makes later configurations free.
option(KPQC_PROVIDER_NEW_OPENSSL
  "Build OpenSSL 3.6 once from the openssl-src crate for the provider's TLS-signature tests" OFF)

set(KPQC_OSSL_VERSION 3.6.3)
set(KPQC_OSSL_CRATE openssl-src-300.6.1+3.6.3)
set(KPQC_OSSL_CRATE_REQ "=300.6.1")
set(KPQC_OSSL_CRATE_SHA256 46eb8fb9fb3b61ce1c0f8a026c4c1a0714d3a9e138e7fbde78753ce2babc3846)
set(KPQC_OSSL_OPTIONS shared no-docs no-tests no-quic no-dtls no-engine no-legacy no-comp
  no-srp no-ssl3 no-sm2 no-sm3 no-sm4 no-idea no-seed no-camellia no-aria no-whirlpool
  no-md4 no-mdc2 no-rc2 no-rc4 no-bf no-cast no-afalgeng no-capieng)

function(kpqc_new_openssl_unavailable why)
  message(NOTICE "kpqc provider: ${why}: the tests that need OpenSSL >= 3.2 are skipped")
endfunction()

# The .crate archive at ${dst}, verified; fetched with cargo when missing.
function(kpqc_ossl_crate dst out_ok)
  set(${out_ok} OFF PARENT_SCOPE)
  if(EXISTS "${dst}")
    file(SHA256 "${dst}" have)
    if(have STREQUAL KPQC_OSSL_CRATE_SHA256)
      set(${out_ok} ON PARENT_SCOPE)
      return()
    endif()
    file(REMOVE "${dst}")
  endif()
  set(cargo_home "$ENV{CARGO_HOME}")
  if(NOT cargo_home AND DEFINED ENV{HOME})
    set(cargo_home "$ENV{HOME}/.cargo")
  endif()
  set(pattern "${cargo_home}/registry/cache/*/${KPQC_OSSL_CRATE}.crate")
  file(GLOB copies "${pattern}")
  if(NOT copies)
    find_program(KPQC_CARGO cargo HINTS "${cargo_home}/bin" "$ENV{HOME}/.cargo/bin")
    if(NOT KPQC_CARGO)
      return()
    endif()
    # A throw-away manifest that depends on exactly this version.
    set(manifest_dir "${PROJECT_BINARY_DIR}/_deps/openssl-src-fetch")
    file(WRITE "${manifest_dir}/src/lib.rs" "")
    file(WRITE "${manifest_dir}/Cargo.toml"
      "[package]\nname = \"kpqc-openssl-fetch\"\nversion = \"0.0.0\"\nedition = \"2021\"\n"
      "publish = false\n\n[dependencies]\n"
      "openssl-src = { version = \"${KPQC_OSSL_CRATE_REQ}\", default-features = false }\n")
    execute_process(COMMAND "${KPQC_CARGO}" fetch --manifest-path "${manifest_dir}/Cargo.toml"
      RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET TIMEOUT 900)
    file(GLOB copies "${pattern}")
  endif()
  foreach(src ${copies})
    execute_process(COMMAND "${CMAKE_COMMAND}" -E copy "${src}" "${dst}.part")
    file(SHA256 "${dst}.part" have)
    if(have STREQUAL KPQC_OSSL_CRATE_SHA256)
      file(RENAME "${dst}.part" "${dst}")
      set(${out_ok} ON PARENT_SCOPE)
      return()
    endif()
    message(NOTICE "kpqc provider: ${src}: SHA-256 ${have}, want ${KPQC_OSSL_CRATE_SHA256}; ignored")
    file(REMOVE "${dst}.part")
  endforeach()
endfunction()

function(kpqc_new_openssl_setup)
  set(KPQC_NEW_OPENSSL "" PARENT_SCOPE)
  if(NOT KPQC_PROVIDER_NEW_OPENSSL)
    message(STATUS "kpqc provider: no newer OpenSSL (KPQC_PROVIDER_NEW_OPENSSL=OFF)")
    return()
  endif()
  find_program(KPQC_PERL perl)
  find_program(KPQC_MAKE NAMES make gmake)
  if(NOT CMAKE_HOST_UNIX OR NOT KPQC_PERL OR NOT KPQC_MAKE)
    kpqc_new_openssl_unavailable("building OpenSSL needs a Unix host with perl and make")
    return()
  endif()
  if(DEFINED ENV{KPQC_CACHE_DIR} AND NOT "$ENV{KPQC_CACHE_DIR}" STREQUAL "")
    set(cache "$ENV{KPQC_CACHE_DIR}")
  elseif(DEFINED ENV{XDG_CACHE_HOME} AND NOT "$ENV{XDG_CACHE_HOME}" STREQUAL "")
    set(cache "$ENV{XDG_CACHE_HOME}/kpqc")
  elseif(DEFINED ENV{HOME} AND NOT "$ENV{HOME}" STREQUAL "")
    set(cache "$ENV{HOME}/.cache/kpqc")
  else()
    set(cache "${PROJECT_BINARY_DIR}/_deps")
  endif()
  find_program(KPQC_OSSL_CC NAMES gcc cc)
  if(NOT KPQC_OSSL_CC)
    set(KPQC_OSSL_CC "${CMAKE_C_COMPILER}")
  endif()
  execute_process(COMMAND "${KPQC_OSSL_CC}" --version OUTPUT_VARIABLE cc_version ERROR_QUIET)
  string(SHA256 key "${KPQC_OSSL_CRATE_SHA256};${KPQC_OSSL_OPTIONS};${KPQC_OSSL_CC};${cc_version};${CMAKE_SYSTEM_PROCESSOR}")
  string(SUBSTRING "${key}" 0 12 key)
  set(prefix "${cache}/openssl-${KPQC_OSSL_VERSION}-${key}")
  set(stamp "${prefix}/kpqc-complete")
  if(NOT EXISTS "${stamp}")
    file(MAKE_DIRECTORY "${cache}")
    file(LOCK "${cache}/openssl.lock" GUARD FUNCTION TIMEOUT 3600 RESULT_VARIABLE locked)
    if(NOT locked STREQUAL "0")
      kpqc_new_openssl_unavailable("cannot lock ${cache}/openssl.lock (${locked})")
      return()
    endif()
  endif()
  if(NOT EXISTS "${stamp}")
    set(crate "${cache}/${KPQC_OSSL_CRATE}.crate")
    kpqc_ossl_crate("${crate}" crate_ok)
    if(NOT crate_ok)
      kpqc_new_openssl_unavailable("cannot fetch OpenSSL ${KPQC_OSSL_VERSION} (crate ${KPQC_OSSL_CRATE}, with cargo)")
      return()
    endif()
    set(work "${cache}/openssl-work-${key}")
    set(log "${cache}/openssl-${KPQC_OSSL_VERSION}-${key}.log")
    file(REMOVE_RECURSE "${work}" "${prefix}")
    file(ARCHIVE_EXTRACT INPUT "${crate}" DESTINATION "${work}")
    set(src "${work}/${KPQC_OSSL_CRATE}/openssl")
    # The crate leaves out util/mkdef.pl (it builds static libraries only);
    # shared libraries need a linker version script: openssl_mkdef.pl writes it.
    if(NOT EXISTS "${src}/util/mkdef.pl")
      file(COPY "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/openssl_mkdef.pl" DESTINATION "${src}/util")
      file(RENAME "${src}/util/openssl_mkdef.pl" "${src}/util/mkdef.pl")
    endif()
    cmake_host_system_information(RESULT ncpu QUERY NUMBER_OF_LOGICAL_CORES)
    message(NOTICE "kpqc provider: building OpenSSL ${KPQC_OSSL_VERSION} once into ${prefix} "
      "(minutes; log in ${log})")
    string(TIMESTAMP t0 "%s")
    execute_process(COMMAND "${CMAKE_COMMAND}" -E env "CC=${KPQC_OSSL_CC}"
        "${KPQC_PERL}" "${src}/Configure" ${KPQC_OSSL_OPTIONS}
        "--prefix=${prefix}" "--openssldir=${prefix}/ssl" --libdir=lib
        "-Wl,-rpath,${prefix}/lib"
      WORKING_DIRECTORY "${src}" OUTPUT_FILE "${log}" ERROR_FILE "${log}.err" RESULT_VARIABLE rc)
    # Only what the tests and the benchmark use: the shared libraries and the
    # openssl command (make's default would compile libcrypto a second time
    # for libcrypto.a: twice the time).
    if(rc EQUAL 0)
      execute_process(COMMAND "${KPQC_MAKE}" build_generated
        WORKING_DIRECTORY "${src}" OUTPUT_FILE "${log}.gen" ERROR_FILE "${log}.gen.err"
        RESULT_VARIABLE rc)
    endif()
    if(rc EQUAL 0)
      execute_process(COMMAND "${KPQC_MAKE}" -j${ncpu} apps/openssl
        WORKING_DIRECTORY "${src}" OUTPUT_FILE "${log}.build" ERROR_FILE "${log}.build.err"
        RESULT_VARIABLE rc)
    endif()
    if(rc EQUAL 0 AND EXISTS "${src}/apps/openssl")
      file(MAKE_DIRECTORY "${prefix}/bin" "${prefix}/lib" "${prefix}/include" "${prefix}/ssl")
      file(COPY "${src}/apps/openssl" DESTINATION "${prefix}/bin")
      file(COPY "${src}/libcrypto.so.3" "${src}/libssl.so.3" DESTINATION "${prefix}/lib")
      file(CREATE_LINK libcrypto.so.3 "${prefix}/lib/libcrypto.so" SYMBOLIC)
      file(CREATE_LINK libssl.so.3 "${prefix}/lib/libssl.so" SYMBOLIC)
      file(COPY "${src}/include/openssl" DESTINATION "${prefix}/include"
        FILES_MATCHING PATTERN "*.h")
      # The crate has no apps/openssl.cnf: three lines so that req runs.
      file(WRITE "${prefix}/ssl/openssl.cnf" "# Written by kpqc: the openssl-src crate has no "
        "apps/openssl.cnf.\n[req]\ndistinguished_name = req_dn\n[req_dn]\n")
    else()
      set(rc 1)
    endif()
    string(TIMESTAMP t1 "%s")
    math(EXPR secs "${t1} - ${t0}")
    if(NOT rc EQUAL 0 OR NOT EXISTS "${prefix}/bin/openssl")
      kpqc_new_openssl_unavailable("the OpenSSL build failed (logs: ${log}*)")
      return()
    endif()
    file(REMOVE_RECURSE "${work}")
    file(WRITE "${stamp}" "OpenSSL ${KPQC_OSSL_VERSION} from ${KPQC_OSSL_CRATE}.crate "
      "sha256 ${KPQC_OSSL_CRATE_SHA256}\nbuilt in ${secs} s with ${KPQC_OSSL_CC}\n")
    message(NOTICE "kpqc provider: OpenSSL ${KPQC_OSSL_VERSION} built in ${secs} s")
  endif()
  set(KPQC_NEW_OPENSSL "${prefix}/bin/openssl" PARENT_SCOPE)
  set(KPQC_NEW_OPENSSL_PREFIX "${prefix}" PARENT_SCOPE)
endfunction()
