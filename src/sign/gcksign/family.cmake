# GCKSign (KpqC Round 1): one source tree, compiled per parameter set
# (GCKSIGN_MODE 2, 3, 5 = GCKSign-II, -III, -V).
set(GCKSIGN_SOURCES
  ${KPQC_FAMILY_DIR}/ntt.c
  ${KPQC_FAMILY_DIR}/pack.c
  ${KPQC_FAMILY_DIR}/sample.c
  ${KPQC_FAMILY_DIR}/sign.c)
foreach(mode 2 3 5)
  kpqc_add_scheme_instance(gcksign${mode} portable
    SOURCES ${GCKSIGN_SOURCES}
    DEFINES GCKSIGN_MODE=${mode})
endforeach()
