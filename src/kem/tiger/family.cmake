# TiGER (KpqC Round 1, v3.0 KATs of 2023-09-13): one source tree, compiled
# once per parameter set. See docs/SCHEMES.md.
set(TIGER_SOURCES
  ${KPQC_FAMILY_DIR}/kem.c
  ${KPQC_FAMILY_DIR}/pack.c
  ${KPQC_FAMILY_DIR}/pke.c
  ${KPQC_FAMILY_DIR}/poly.c
  ${KPQC_FAMILY_DIR}/sample.c
  ${KPQC_FAMILY_DIR}/xef.c)
foreach(set 128 192 256)
  kpqc_add_scheme_instance(tiger${set} portable SOURCES ${TIGER_SOURCES}
    DEFINES KPQC_TIGER_SET=${set})
  # The submitter's later code (2023-10-14): keygen seeds in one draw.
  kpqc_add_scheme_instance(tiger${set}r1014 portable SOURCES ${TIGER_SOURCES}
    DEFINES KPQC_TIGER_SET=${set} KPQC_TIGER_ONE_DRAW=1)
endforeach()
if(KPQC_NATIVE_AVX2)
  foreach(set 128 192 256)
    kpqc_add_scheme_instance(tiger${set} avx2 SOURCES ${TIGER_SOURCES}
      KERNELS ${KPQC_FAMILY_DIR}/native/x86_64/schoolbook_avx2.c
        ${KPQC_FAMILY_DIR}/native/x86_64/sample_avx2.c
        ${KPQC_FAMILY_DIR}/native/x86_64/karatsuba_avx2.c
        ${KPQC_FAMILY_DIR}/native/x86_64/mul8_avx2.c
        ${KPQC_FAMILY_DIR}/native/x86_64/pack_bmi2.c
      DEFINES KPQC_TIGER_SET=${set})
    kpqc_add_scheme_instance(tiger${set}r1014 avx2 SOURCES ${TIGER_SOURCES}
      KERNELS ${KPQC_FAMILY_DIR}/native/x86_64/schoolbook_avx2.c
        ${KPQC_FAMILY_DIR}/native/x86_64/sample_avx2.c
        ${KPQC_FAMILY_DIR}/native/x86_64/karatsuba_avx2.c
        ${KPQC_FAMILY_DIR}/native/x86_64/mul8_avx2.c
        ${KPQC_FAMILY_DIR}/native/x86_64/pack_bmi2.c
      DEFINES KPQC_TIGER_SET=${set} KPQC_TIGER_ONE_DRAW=1)
  endforeach()
  list(APPEND KPQC_FAMILY_DEFINES KPQC_HAVE_TIGER_AVX2=1)
endif()
