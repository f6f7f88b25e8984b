# A newer OpenSSL (3.5 or later) for what Debian 12's 3.0 cannot do: provider
# signature algorithms in TLS (TLS-SIGALG, 3.2+) and the native ML-KEM/ML-DSA
# baselines of the handshake benchmark (3.5+).
#
# Its source is the one bundled in the Rust crate openssl-src (crates.io),
# fetched with cargo and checked against the SHA-256 pinned below, configured
# small (shared libraries and the openssl command; no docs, tests, QUIC, DTLS,
# engines or legacy ciphers) and built once into the cache every build
# directory shares (KPQC_CACHE_DIR, default ~/.cache/kpqc), by
# cmake/fetch_crate.cmake as liboqs is. Without cargo, network or a working
# build, configuration says so in one line and the tests that need it are skipped.
#
# Sets KPQC_NEW_OPENSSL (the path of its openssl command, or empty) and
# KPQC_NEW_OPENSSL_PREFIX.

# Off by default (a first build takes minutes); make test's gcc configuration
# turns it on, and the cache makes later configurations free.
option(KPQC_PROVIDER_NEW_OPENSSL
  "Build OpenSSL 3.6 once from the openssl-src crate for the provider's TLS-signature tests" OFF)

set(KPQC_OSSL_VERSION 3.6.3)
set(KPQC_OSSL_CRATE openssl-src-300.6.1+3.6.3)
set(KPQC_OSSL_CRATE_SHA256 46eb8fb9fb3b61ce1c0f8a026c4c1a0714d3a9e138e7fbde78753ce2babc3846)
set(KPQC_OSSL_OPTIONS shared no-docs no-tests no-quic no-dtls no-engine no-legacy no-comp
  no-srp no-ssl3 no-sm2 no-sm3 no-sm4 no-idea no-seed no-camellia no-aria no-whirlpool
  no-md4 no-mdc2 no-rc2 no-rc4 no-bf no-cast no-afalgeng no-capieng)

include(${PROJECT_SOURCE_DIR}/cmake/fetch_crate.cmake)

function(kpqc_new_openssl_unavailable why)
  message(NOTICE "kpqc provider: ${why}: the tests that need OpenSSL >= 3.2 are skipped")
endfunction()

# The recipe for kpqc_crate_build (cmake/fetch_crate.cmake): Configure, then
# only what the tests and the benchmark use, copied into ${prefix}: the shared
# libraries, the headers and the openssl command (make's default would compile
# libcrypto a second time for libcrypto.a: twice the time).
function(kpqc_new_openssl_build work src prefix log cc out_rc)
  set(src "${src}/openssl")
  # The crate leaves out util/mkdef.pl (it builds static libraries only);
  # shared libraries need a linker version script: openssl_mkdef.pl writes it.
  if(NOT EXISTS "${src}/util/mkdef.pl")
    file(COPY "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/openssl_mkdef.pl" DESTINATION "${src}/util")
    file(RENAME "${src}/util/openssl_mkdef.pl" "${src}/util/mkdef.pl")
  endif()
  cmake_host_system_information(RESULT ncpu QUERY NUMBER_OF_LOGICAL_CORES)
  execute_process(COMMAND "${CMAKE_COMMAND}" -E env "CC=${cc}"
      "${KPQC_PERL}" "${src}/Configure" ${KPQC_OSSL_OPTIONS}
      "--prefix=${prefix}" "--openssldir=${prefix}/ssl" --libdir=lib
      "-Wl,-rpath,${prefix}/lib"
    WORKING_DIRECTORY "${src}" OUTPUT_FILE "${log}" ERROR_FILE "${log}.err" RESULT_VARIABLE rc)
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
  elseif(rc EQUAL 0)
    set(rc 1)
  endif()
  set(${out_rc} "${rc}" PARENT_SCOPE)
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
  kpqc_crate_build(prefix why NAME OpenSSL VERSION ${KPQC_OSSL_VERSION}
    CRATE ${KPQC_OSSL_CRATE} SHA256 ${KPQC_OSSL_CRATE_SHA256} OPTIONS ${KPQC_OSSL_OPTIONS}
    PRODUCT bin/openssl BUILDER kpqc_new_openssl_build MESSAGE_PREFIX "kpqc provider"
    NOTICE "about 8 minutes on 2 cores (longer on a busy machine)")
  if(why)
    kpqc_new_openssl_unavailable("${why}")
    return()
  endif()
  set(KPQC_NEW_OPENSSL "${prefix}/bin/openssl" PARENT_SCOPE)
  set(KPQC_NEW_OPENSSL_PREFIX "${prefix}" PARENT_SCOPE)
endfunction()
