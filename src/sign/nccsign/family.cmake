# NCC-Sign v2.1 (trinomial, SHAKE): one source tree, compiled per parameter
# set. Mode 55 is NCC-Sign5prime (n = 2048).
set(NCCSIGN_SOURCES
  ${KPQC_FAMILY_DIR}/ntt.c
  ${KPQC_FAMILY_DIR}/poly.c
  ${KPQC_FAMILY_DIR}/sign.c)
foreach(mode 1 3 5 5prime)
  set(def ${mode})
  if(mode STREQUAL "5prime")
    set(def 55)
  endif()
  kpqc_add_scheme_instance(nccsign${mode} portable
    SOURCES ${NCCSIGN_SOURCES}
    DEFINES NCCSIGN_MODE=${def})
endforeach()
