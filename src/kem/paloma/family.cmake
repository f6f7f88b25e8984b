# PALOMA (KpqC Round 2, binary separable Goppa codes): one source tree,
# compiled once per security level. See docs/SCHEMES.md.
set(PALOMA_SOURCES
  ${KPQC_FAMILY_DIR}/kem.c
  ${KPQC_FAMILY_DIR}/gf.c
  ${KPQC_FAMILY_DIR}/goppa.c
  ${KPQC_FAMILY_DIR}/decode.c
  ${KPQC_FAMILY_DIR}/matrix.c
  ${KPQC_FAMILY_DIR}/shuffle.c)
foreach(level 128 192 256)
  kpqc_add_scheme_instance(paloma${level} portable SOURCES ${PALOMA_SOURCES}
    DEFINES KPQC_PALOMA_LEVEL=${level})
endforeach()
