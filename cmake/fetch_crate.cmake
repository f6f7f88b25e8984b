# A C dependency built once from the source a Rust crate vendors: liboqs from
# oqs-sys (cmake/liboqs.cmake), OpenSSL 3.6 from openssl-src
# (provider/cmake/openssl_src.cmake).
#
# cargo, the ordinary client of crates.io, fetches the .crate archive (nothing
# of Rust is built); the archive is checked against a pinned SHA-256, unpacked,
# built by the caller's recipe and installed into a cache every build directory
# shares (KPQC_CACHE_DIR, else $XDG_CACHE_HOME/kpqc, else ~/.cache/kpqc), under
# a key made of the archive's hash, the build options and the compiler. Build
# directories configured at the same time wait for each other on a lock file;
# the next configuration finds the stamp file and builds nothing.

include_guard(GLOBAL)

# The cache directory shared by every build directory.
function(kpqc_cache_dir out)
  if(DEFINED ENV{KPQC_CACHE_DIR} AND NOT "$ENV{KPQC_CACHE_DIR}" STREQUAL "")
    set(dir "$ENV{KPQC_CACHE_DIR}")
  elseif(DEFINED ENV{XDG_CACHE_HOME} AND NOT "$ENV{XDG_CACHE_HOME}" STREQUAL "")
    set(dir "$ENV{XDG_CACHE_HOME}/kpqc")
  elseif(DEFINED ENV{HOME} AND NOT "$ENV{HOME}" STREQUAL "")
    set(dir "$ENV{HOME}/.cache/kpqc")
  else()
    set(dir "${PROJECT_BINARY_DIR}/_deps")
  endif()
  set(${out} "${dir}" PARENT_SCOPE)
endfunction()

# The archive <crate>.crate (e.g. oqs-sys-0.11.0+liboqs-0.13.0) at ${dst},
# verified; fetched with cargo when missing. ${out_why} is empty on success,
# else the reason in a few words.
function(kpqc_fetch_crate dst crate sha256 out_why)
  set(${out_why} "" PARENT_SCOPE)
  if(EXISTS "${dst}")
    file(SHA256 "${dst}" have)
    if(have STREQUAL sha256)
      return()
    endif()
    file(REMOVE "${dst}")
  endif()
  # cargo's own cache holds the archive once cargo has fetched it; when it is
  # not there yet, cargo fetches it for a throw-away manifest that depends on
  # exactly this version (its build metadata, after '+', is not part of it).
  set(cargo_home "$ENV{CARGO_HOME}")
  if(NOT cargo_home AND DEFINED ENV{HOME})
    set(cargo_home "$ENV{HOME}/.cargo")
  endif()
  set(pattern "${cargo_home}/registry/cache/*/${crate}.crate")
  file(GLOB copies "${pattern}")
  if(NOT copies)
    find_program(KPQC_CARGO cargo HINTS "${cargo_home}/bin" "$ENV{HOME}/.cargo/bin")
    if(NOT KPQC_CARGO)
      set(${out_why} "cargo not found" PARENT_SCOPE)
      return()
    endif()
    string(REGEX REPLACE "\\+.*" "" name_version "${crate}")
    string(REGEX MATCH "^(.+)-([0-9]+\\.[0-9]+\\.[0-9]+)$" name_version "${name_version}")
    set(name "${CMAKE_MATCH_1}")
    set(version "${CMAKE_MATCH_2}")
    set(manifest_dir "${PROJECT_BINARY_DIR}/_deps/${name}-fetch")
    file(WRITE "${manifest_dir}/src/lib.rs" "")
    file(WRITE "${manifest_dir}/Cargo.toml"
      "[package]\nname = \"kpqc-${name}-fetch\"\nversion = \"0.0.0\"\nedition = \"2021\"\n"
      "publish = false\n\n[dependencies]\n"
      "${name} = { version = \"=${version}\", default-features = false }\n")
    execute_process(COMMAND "${KPQC_CARGO}" fetch --manifest-path "${manifest_dir}/Cargo.toml"
      RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET TIMEOUT 900)
    file(GLOB copies "${pattern}")
    if(NOT copies)
      set(${out_why} "cargo fetch: ${rc}" PARENT_SCOPE)
      return()
    endif()
  endif()
  foreach(src ${copies})
    execute_process(COMMAND "${CMAKE_COMMAND}" -E copy "${src}" "${dst}.part")
    file(SHA256 "${dst}.part" have)
    if(have STREQUAL sha256)
      file(RENAME "${dst}.part" "${dst}")
      return()
    endif()
    file(REMOVE "${dst}.part")
    set(${out_why} "${src} has SHA-256 ${have}, want ${sha256}" PARENT_SCOPE)
  endforeach()
endfunction()

# kpqc_crate_build(<out_prefix> <out_why>
#   NAME <what, e.g. liboqs> VERSION <its version> CRATE <crate>-<version>
#   SHA256 <archive hash> OPTIONS <build options...> PRODUCT <file under the prefix>
#   BUILDER <function> NOTICE <what the first build costs> MESSAGE_PREFIX <kpqc or kpqc provider>)
#
# Sets <out_prefix> to the install prefix that holds PRODUCT, building it first
# when its stamp is missing, and <out_why> to "" (else the reason it failed in
# one line). The recipe is BUILDER(<work> <src> <prefix> <log> <cc> <out_rc>):
# the crate is unpacked in <work>/<crate> = <src>, logs go to <log>*, <cc> is the
# compiler (gcc when present, whatever the project uses: a C library built with
# it links into gcc, clang and sanitizer builds alike), <out_rc> is 0 on success.
function(kpqc_crate_build out_prefix out_why)
  cmake_parse_arguments(PARSE_ARGV 2 arg ""
    "NAME;VERSION;CRATE;SHA256;PRODUCT;BUILDER;NOTICE;MESSAGE_PREFIX" "OPTIONS")
  set(${out_prefix} "" PARENT_SCOPE)
  set(${out_why} "" PARENT_SCOPE)
  kpqc_cache_dir(cache)
  find_program(KPQC_DEPS_CC NAMES gcc cc)
  if(KPQC_DEPS_CC)
    set(cc "${KPQC_DEPS_CC}")
  else()
    set(cc "${CMAKE_C_COMPILER}")
  endif()
  execute_process(COMMAND "${cc}" --version OUTPUT_VARIABLE cc_version ERROR_QUIET)
  string(SHA256 key "${arg_SHA256};${arg_OPTIONS};${cc};${cc_version};${CMAKE_SYSTEM_PROCESSOR}")
  string(SUBSTRING "${key}" 0 12 key)
  string(TOLOWER "${arg_NAME}" lname)
  set(prefix "${cache}/${lname}-${arg_VERSION}-${key}")
  set(stamp "${prefix}/kpqc-complete")

  if(NOT EXISTS "${stamp}")
    file(MAKE_DIRECTORY "${cache}")
    file(LOCK "${cache}/${lname}.lock" GUARD FUNCTION TIMEOUT 3600 RESULT_VARIABLE locked)
    if(NOT locked STREQUAL "0")
      set(${out_why} "cannot lock ${cache}/${lname}.lock (${locked})" PARENT_SCOPE)
      return()
    endif()
  endif()
  if(NOT EXISTS "${stamp}")
    set(crate "${cache}/${arg_CRATE}.crate")
    kpqc_fetch_crate("${crate}" "${arg_CRATE}" "${arg_SHA256}" why)
    if(why)
      set(${out_why} "cannot fetch ${arg_NAME} ${arg_VERSION} (Rust crate ${arg_CRATE}, with cargo: ${why})" PARENT_SCOPE)
      return()
    endif()
    set(work "${cache}/${lname}-work-${key}")
    set(log "${cache}/${lname}-${arg_VERSION}-${key}.log")
    file(REMOVE_RECURSE "${work}" "${prefix}")
    file(ARCHIVE_EXTRACT INPUT "${crate}" DESTINATION "${work}")
    message(NOTICE "${arg_MESSAGE_PREFIX}: building ${arg_NAME} ${arg_VERSION} once into ${prefix}: "
      "${arg_NOTICE}, nothing the next time; log in ${log}")
    string(TIMESTAMP t0 "%s")
    cmake_language(CALL ${arg_BUILDER} "${work}" "${work}/${arg_CRATE}" "${prefix}" "${log}" "${cc}" rc)
    string(TIMESTAMP t1 "%s")
    math(EXPR secs "${t1} - ${t0}")
    if(NOT rc EQUAL 0 OR NOT EXISTS "${prefix}/${arg_PRODUCT}")
      set(${out_why} "the ${arg_NAME} build failed (logs: ${log}*)" PARENT_SCOPE)
      return()
    endif()
    file(REMOVE_RECURSE "${work}")
    file(WRITE "${stamp}" "${arg_NAME} ${arg_VERSION} from ${arg_CRATE}.crate "
      "sha256 ${arg_SHA256}\nbuilt in ${secs} s with ${cc}\n")
    message(NOTICE "${arg_MESSAGE_PREFIX}: ${arg_NAME} ${arg_VERSION} built in ${secs} s")
  endif()
  set(${out_prefix} "${prefix}" PARENT_SCOPE)
endfunction()
