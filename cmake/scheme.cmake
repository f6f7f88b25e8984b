# kpqc_add_scheme_instance(ID BACKEND SOURCES <files> [DEFINES <defs>])
#
# Compiles one family's sources once for one parameter set and backend, with
# every external symbol prefixed kpqc_<ID>_<BACKEND>_ (see src/common/namespace.h).
# The objects are appended to KPQC_SCHEME_OBJECTS for the kpqc library.
function(kpqc_add_scheme_instance id backend)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEFINES;OPTIONS" ${ARGN})
  set(target kpqc_${id}_${backend})
  add_library(${target} OBJECT ${ARG_SOURCES})
  target_include_directories(${target} PRIVATE ${CMAKE_SOURCE_DIR}/src/common ${CMAKE_SOURCE_DIR}/src)
  target_compile_definitions(${target} PRIVATE KPQC_NAMESPACE=kpqc_${id}_${backend}_ ${ARG_DEFINES})
  if(ARG_OPTIONS)
    target_compile_options(${target} PRIVATE ${ARG_OPTIONS})
  endif()
  kpqc_target_defaults(${target})
  set(KPQC_SCHEME_OBJECTS ${KPQC_SCHEME_OBJECTS} $<TARGET_OBJECTS:${target}> PARENT_SCOPE)
endfunction()
