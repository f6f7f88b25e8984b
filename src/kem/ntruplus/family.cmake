# NTRU+ (KpqC finalist, final version): one source tree, compiled once per
# parameter set n. See docs/SCHEMES.md.
set(NTRUPLUS_SOURCES
  ${KPQC_FAMILY_DIR}/kem.c
  ${KPQC_FAMILY_DIR}/ntt.c
  ${KPQC_FAMILY_DIR}/poly.c
  ${KPQC_FAMILY_DIR}/symmetric.c)
foreach(n 768 864 1152)
  kpqc_add_scheme_instance(ntruplus${n} portable SOURCES ${NTRUPLUS_SOURCES}
    DEFINES KPQC_NTRUPLUS_N=${n})
endforeach()
