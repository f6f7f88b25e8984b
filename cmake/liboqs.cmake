# liboqs, for the NIST group of the registry (src/nist/).
#
# liboqs is a dependency, never copied into this repository: its full source is
# vendored in the Rust crate oqs-sys 0.11.0+liboqs-0.13.0, which cargo fetches
# (only the .crate archive is used, nothing of Rust is built), checked against
# the SHA-256 pinned below, and built once with CMake as a static library
# (OpenSSL off, distributable build with run-time CPU dispatch, only the
# families we compare with). cmake/fetch_crate.cmake does the fetching, the
# cache shared by every build directory (KPQC_CACHE_DIR, default ~/.cache/kpqc:
# the gcc, clang and ASan test builds pay once) and the lock; liboqs is built
# with gcc when present, whatever compiler the project uses.
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

include(${CMAKE_CURRENT_LIST_DIR}/fetch_crate.cmake)

function(kpqc_liboqs_unavailable why)
  message(NOTICE "kpqc: ${why}: building the KpqC schemes only (no NIST group)")
  set(KPQC_HAVE_LIBOQS OFF PARENT_SCOPE)
endfunction()

# The recipe for kpqc_crate_build (cmake/fetch_crate.cmake): CMake, a static
# library installed into ${prefix}.
function(kpqc_liboqs_build work src prefix log cc out_rc)
  cmake_host_system_information(RESULT ncpu QUERY NUMBER_OF_LOGICAL_CORES)
  execute_process(
    COMMAND "${CMAKE_COMMAND}" -S "${src}/liboqs" -B "${work}/build"
      -DCMAKE_C_COMPILER=${cc} -DCMAKE_BUILD_TYPE=Release
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
  set(${out_rc} "${rc}" PARENT_SCOPE)
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
  kpqc_crate_build(prefix why NAME liboqs VERSION ${KPQC_LIBOQS_VERSION}
    CRATE ${KPQC_OQS_CRATE} SHA256 ${KPQC_OQS_CRATE_SHA256} OPTIONS ${KPQC_OQS_OPTIONS}
    PRODUCT lib/liboqs.a BUILDER kpqc_liboqs_build MESSAGE_PREFIX kpqc
    NOTICE "about 1,000 C files, 5-10 minutes on 2 cores (longer on a busy machine)")
  if(why)
    kpqc_liboqs_unavailable("${why}")
    return()
  endif()
  set(lib "${prefix}/lib/liboqs.a")

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
