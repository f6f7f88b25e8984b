# NCC-Sign v2.1 (trinomial, SHAKE): one source tree, compiled per parameter
# set. Mode 55 is NCC-Sign5prime (n = 2048).
set(NCCSIGN_SOURCES
  ${KPQC_FAMILY_DIR}/ntt.c
  ${KPQC_FAMILY_DIR}/poly.c
  ${KPQC_FAMILY_DIR}/sign.c)
# The AVX2 kernels (native/x86_64/api.h states what each provides); the avx2
# instance also compiles streams.c (its samplers on the 4-way Keccak).
set(NCCSIGN_AVX2_KERNELS
  ${KPQC_FAMILY_DIR}/native/x86_64/challenge.c
  ${KPQC_FAMILY_DIR}/native/x86_64/ntt.c
  ${KPQC_FAMILY_DIR}/native/x86_64/pack.c
  ${KPQC_FAMILY_DIR}/native/x86_64/rejuniform.c
  ${KPQC_FAMILY_DIR}/native/x86_64/rounding.c
  ${KPQC_FAMILY_DIR}/native/x86_64/unpack.c)
foreach(mode 1 3 5 5prime)
  set(def ${mode})
  if(mode STREQUAL "5prime")
    set(def 55)
  endif()
  kpqc_add_scheme_instance(nccsign${mode} portable
    SOURCES ${NCCSIGN_SOURCES}
    DEFINES NCCSIGN_MODE=${def})
  if(KPQC_NATIVE_AVX2)
    kpqc_add_scheme_instance(nccsign${mode} avx2
      SOURCES ${NCCSIGN_SOURCES} ${KPQC_FAMILY_DIR}/streams.c
      KERNELS ${NCCSIGN_AVX2_KERNELS}
      DEFINES NCCSIGN_MODE=${def})
  endif()
endforeach()
if(KPQC_NATIVE_AVX2)
  list(APPEND KPQC_FAMILY_DEFINES KPQC_HAVE_NCCSIGN_AVX2=1)
endif()
