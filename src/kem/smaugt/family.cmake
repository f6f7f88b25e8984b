# SMAUG-T v1.2.0 (KpqC finalist): one source tree, compiled once per parameter
# set. TiMER is mode 1 with D2 encoding (KPQC_SMAUGT_TIMER). See docs/SCHEMES.md.
set(SMAUGT_SOURCES
  ${KPQC_FAMILY_DIR}/cbd.c
  ${KPQC_FAMILY_DIR}/gaussian.c
  ${KPQC_FAMILY_DIR}/hwt.c
  ${KPQC_FAMILY_DIR}/indcpa.c
  ${KPQC_FAMILY_DIR}/kem.c
  ${KPQC_FAMILY_DIR}/mul.c
  ${KPQC_FAMILY_DIR}/pack.c)
foreach(mode 1 3 5)
  kpqc_add_scheme_instance(smaugt${mode} portable SOURCES ${SMAUGT_SOURCES}
    DEFINES KPQC_SMAUGT_MODE=${mode})
endforeach()
kpqc_add_scheme_instance(timer portable SOURCES ${SMAUGT_SOURCES}
  DEFINES KPQC_SMAUGT_MODE=1 KPQC_SMAUGT_TIMER=1)
