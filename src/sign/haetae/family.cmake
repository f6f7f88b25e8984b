# HAETAE v1.1.2 (KpqClean ver2): one source tree, compiled per parameter set.
set(HAETAE_SOURCES
  ${KPQC_FAMILY_DIR}/fft.c
  ${KPQC_FAMILY_DIR}/fixpoint.c
  ${KPQC_FAMILY_DIR}/hyperball.c
  ${KPQC_FAMILY_DIR}/matrix.c
  ${KPQC_FAMILY_DIR}/ntt.c
  ${KPQC_FAMILY_DIR}/packing.c
  ${KPQC_FAMILY_DIR}/poly.c
  ${KPQC_FAMILY_DIR}/rans.c
  ${KPQC_FAMILY_DIR}/sign.c)
foreach(mode 2 3 5)
  kpqc_add_scheme_instance(haetae${mode} portable
    SOURCES ${HAETAE_SOURCES}
    DEFINES KPQC_HAETAE_MODE=${mode})
endforeach()
