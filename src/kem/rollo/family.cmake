# Layered ROLLO-I (KpqC Round 1, 4th version, KPQClean 7ea2087
# WG1/pke-ROLLO_revised1020): one source tree, compiled once per parameter
# set. See docs/SCHEMES.md.
set(ROLLO_SOURCES
  ${KPQC_FAMILY_DIR}/gf.c
  ${KPQC_FAMILY_DIR}/gf2x.c
  ${KPQC_FAMILY_DIR}/kem.c
  ${KPQC_FAMILY_DIR}/linalg.c
  ${KPQC_FAMILY_DIR}/ring.c
  ${KPQC_FAMILY_DIR}/sample.c
  ${KPQC_FAMILY_DIR}/source.c)
foreach(set 128 192 256)
  kpqc_add_scheme_instance(rollo${set} portable SOURCES ${ROLLO_SOURCES}
    DEFINES KPQC_ROLLO_SET=${set})
endforeach()
if(KPQC_NATIVE_AVX2)
  foreach(set 128 192 256)
    kpqc_add_scheme_instance(rollo${set} avx2 SOURCES ${ROLLO_SOURCES}
      KERNELS ${KPQC_FAMILY_DIR}/native/x86_64/gf2x_pclmul.c
      KERNEL_OPTIONS -mpclmul
      DEFINES KPQC_ROLLO_SET=${set})
  endforeach()
  list(APPEND KPQC_FAMILY_DEFINES KPQC_HAVE_ROLLO_AVX2=1)
endif()
