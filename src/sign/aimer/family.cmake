# AIMer (AIM2), package of 2026-01-30: one source tree, six parameter sets.
set(AIMER_SOURCES
  ${KPQC_FAMILY_DIR}/field.c
  ${KPQC_FAMILY_DIR}/hash.c
  ${KPQC_FAMILY_DIR}/aim2.c
  ${KPQC_FAMILY_DIR}/linear.c
  ${KPQC_FAMILY_DIR}/tree.c
  ${KPQC_FAMILY_DIR}/mpc.c
  ${KPQC_FAMILY_DIR}/sign.c
  ${KPQC_FAMILY_DIR}/verify.c
  ${KPQC_FAMILY_DIR}/api.c)

# Versions, portable only (docs/SCHEMES.md): v2.1 (2024; rows
# AIMer<set>-v2.1) is the same tree with KPQC_AIMER_V21=1 (its message hash);
# v3 (AIM3; rows AIMer<set>-v3) builds aim3.c in place of aim2.c with
# KPQC_AIMER_V3=1 (another one-way function, one check triple per S-box).
set(AIMER_V3_SOURCES ${AIMER_SOURCES})
list(REMOVE_ITEM AIMER_V3_SOURCES ${KPQC_FAMILY_DIR}/aim2.c)
list(APPEND AIMER_V3_SOURCES ${KPQC_FAMILY_DIR}/aim3.c)
foreach(level 128 192 256)
  foreach(set f s)
    if(set STREQUAL "s")
      set(small 1)
    else()
      set(small 0)
    endif()
    kpqc_add_scheme_instance(aimer${level}${set} portable SOURCES ${AIMER_SOURCES}
      DEFINES AIMER_LEVEL=${level} AIMER_SMALL=${small})
    kpqc_add_scheme_instance(aimer${level}${set}v21 portable SOURCES ${AIMER_SOURCES}
      DEFINES AIMER_LEVEL=${level} AIMER_SMALL=${small} KPQC_AIMER_V21=1)
    kpqc_add_scheme_instance(aimer${level}${set}v3 portable SOURCES ${AIMER_V3_SOURCES}
      DEFINES AIMER_LEVEL=${level} AIMER_SMALL=${small} KPQC_AIMER_V3=1)
  endforeach()
endforeach()

# The AVX2 backend: the same frontend, the short hashes four at a time on the
# 4-way Keccak, the field and the MPC check in native/x86_64 (PCLMULQDQ).
if(KPQC_NATIVE_AVX2)
  set(AIMER_AVX2_KERNELS
    ${KPQC_FAMILY_DIR}/native/x86_64/gf_pclmul.c
    ${KPQC_FAMILY_DIR}/native/x86_64/linmap.c
    ${KPQC_FAMILY_DIR}/native/x86_64/party_check.c
    ${KPQC_FAMILY_DIR}/native/x86_64/party_batch.c)
  foreach(level 128 192 256)
    kpqc_add_scheme_instance(aimer${level}f avx2 SOURCES ${AIMER_SOURCES}
      KERNELS ${AIMER_AVX2_KERNELS} KERNEL_OPTIONS -mpclmul
      DEFINES AIMER_LEVEL=${level} AIMER_SMALL=0)
    kpqc_add_scheme_instance(aimer${level}s avx2 SOURCES ${AIMER_SOURCES}
      KERNELS ${AIMER_AVX2_KERNELS} KERNEL_OPTIONS -mpclmul
      DEFINES AIMER_LEVEL=${level} AIMER_SMALL=1)
  endforeach()
  list(APPEND KPQC_FAMILY_DEFINES KPQC_HAVE_AIMER_AVX2=1)
endif()
