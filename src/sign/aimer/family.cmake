# AIMer (AIM2), package of 2026-01-30: one source tree, six parameter sets.
set(AIMER_SOURCES
  ${KPQC_FAMILY_DIR}/field.c
  ${KPQC_FAMILY_DIR}/hash.c
  ${KPQC_FAMILY_DIR}/aim2.c
  ${KPQC_FAMILY_DIR}/tree.c
  ${KPQC_FAMILY_DIR}/mpc.c
  ${KPQC_FAMILY_DIR}/sign.c
  ${KPQC_FAMILY_DIR}/verify.c
  ${KPQC_FAMILY_DIR}/api.c)

foreach(level 128 192 256)
  kpqc_add_scheme_instance(aimer${level}f portable SOURCES ${AIMER_SOURCES}
    DEFINES AIMER_LEVEL=${level} AIMER_SMALL=0)
  kpqc_add_scheme_instance(aimer${level}s portable SOURCES ${AIMER_SOURCES}
    DEFINES AIMER_LEVEL=${level} AIMER_SMALL=1)
endforeach()
