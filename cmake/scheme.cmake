# kpqc_add_scheme_instance(ID BACKEND SOURCES <files> [KERNELS <files>]
#                          [DEFINES <defs>] [OPTIONS <opts>] [KERNEL_OPTIONS <opts>])
#
# Compiles one family's sources once for one parameter set and backend, with
# every external symbol prefixed kpqc_<ID>_<BACKEND>_ (see src/common/namespace.h).
# The objects are appended to KPQC_SCHEME_OBJECTS for the kpqc library.
#
# Backends (docs/ARCHITECTURE.md, "Backends"): the SOURCES are the family's one
# portable frontend, compiled with the baseline flags for every backend; the
# instance of backend B also gets KPQC_BACKEND_<B>=1 (e.g. KPQC_BACKEND_AVX2),
# which makes the frontend call the backend's kernels. The KERNELS are the
# backend's native files: for backend avx2 they alone are compiled with
# KPQC_AVX2_FLAGS (plus KERNEL_OPTIONS, e.g. -mpclmul), so the library still
# runs on any x86-64 and the registry picks the backend at run time.
set(KPQC_AVX2_FLAGS -mavx2 -mbmi2 -mpopcnt)

function(kpqc_add_scheme_instance id backend)
  cmake_parse_arguments(ARG "" "" "SOURCES;KERNELS;DEFINES;OPTIONS;KERNEL_OPTIONS" ${ARGN})
  set(target kpqc_${id}_${backend})
  add_library(${target} OBJECT ${ARG_SOURCES} ${ARG_KERNELS})
  target_include_directories(${target} PRIVATE ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src)
  string(TOUPPER ${backend} backend_upper)
  target_compile_definitions(${target} PRIVATE KPQC_NAMESPACE=kpqc_${id}_${backend}_
    KPQC_BACKEND_${backend_upper}=1 ${ARG_DEFINES})
  if(ARG_OPTIONS)
    target_compile_options(${target} PRIVATE ${ARG_OPTIONS})
  endif()
  if(ARG_KERNELS)
    set(kflags ${ARG_KERNEL_OPTIONS})
    if(backend STREQUAL "avx2")
      list(PREPEND kflags ${KPQC_AVX2_FLAGS})
    endif()
    set_source_files_properties(${ARG_KERNELS} TARGET_DIRECTORY ${target}
      PROPERTIES COMPILE_OPTIONS "${kflags}")
  endif()
  kpqc_target_defaults(${target})
  set(KPQC_SCHEME_OBJECTS ${KPQC_SCHEME_OBJECTS} $<TARGET_OBJECTS:${target}> PARENT_SCOPE)
endfunction()

# KPQC_NATIVE_AVX2: ON when this build can compile AVX2 kernels (x86-64 and a
# compiler taking the flags). A family adds its avx2 instances only then, and
# appends KPQC_HAVE_<FAMILY>_AVX2=1 to KPQC_FAMILY_DEFINES for the registry.
# -DKPQC_NATIVE=OFF builds the portable backend alone.
option(KPQC_NATIVE "Build the native (AVX2) backends where the target supports them" ON)
set(KPQC_NATIVE_AVX2 OFF)
if(KPQC_NATIVE AND CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64|amd64")
  include(CheckCCompilerFlag)
  check_c_compiler_flag("-mavx2 -mbmi2 -mpopcnt" KPQC_CC_HAS_AVX2)
  if(KPQC_CC_HAS_AVX2)
    set(KPQC_NATIVE_AVX2 ON)
  endif()
endif()
