# MQ-Sign v2.1 (NIMS 8acccca): one source tree for LR and RR(s) at levels 1, 3, 5.
set(MQSIGN_SOURCES
  ${KPQC_FAMILY_DIR}/hash.c
  ${KPQC_FAMILY_DIR}/matvec.c
  ${KPQC_FAMILY_DIR}/keygen.c
  ${KPQC_FAMILY_DIR}/solve.c
  ${KPQC_FAMILY_DIR}/sign.c
  ${KPQC_FAMILY_DIR}/verify.c
  ${KPQC_FAMILY_DIR}/api.c)
# The AVX2 kernels (native/x86_64/api.h states what each provides).
set(MQSIGN_AVX2_KERNELS
  ${KPQC_FAMILY_DIR}/native/x86_64/public_map.c
  ${KPQC_FAMILY_DIR}/native/x86_64/solve.c
  ${KPQC_FAMILY_DIR}/native/x86_64/linear_system.c
  ${KPQC_FAMILY_DIR}/native/x86_64/t1_product.c
  ${KPQC_FAMILY_DIR}/native/x86_64/t1_madd.c
  ${KPQC_FAMILY_DIR}/native/x86_64/public_key.c)
# The GFNI twin of public_map.c: in the avx2 instances where the compiler
# takes -mgfni, the one file compiled with it (verify.c calls it only
# where the CPU has GFNI: KPQC_CPU_GFNI).
set(MQSIGN_GFNI_KERNEL ${KPQC_FAMILY_DIR}/native/x86_64/public_map_gfni.c)
set(MQSIGN_HAVE_GFNI 0)
if(KPQC_NATIVE_AVX2)
  include(CheckCCompilerFlag)
  check_c_compiler_flag("-mavx2 -mgfni" KPQC_CC_HAS_GFNI)
  if(KPQC_CC_HAS_GFNI)
    set(MQSIGN_HAVE_GFNI 1)
    list(APPEND MQSIGN_AVX2_KERNELS ${MQSIGN_GFNI_KERNEL})
  endif()
endif()
foreach(set "1;72;46" "3;112;72" "5;148;96")
  list(GET set 0 level)
  list(GET set 1 v)
  list(GET set 2 o)
  kpqc_add_scheme_instance(mqsignlr${level} portable SOURCES ${MQSIGN_SOURCES}
    DEFINES MQS_V=${v} MQS_O=${o} MQS_RR=0)
  kpqc_add_scheme_instance(mqsignrr${level} portable SOURCES ${MQSIGN_SOURCES}
    DEFINES MQS_V=${v} MQS_O=${o} MQS_RR=1)
  if(KPQC_NATIVE_AVX2)
    foreach(rr 0 1)
      set(id mqsignlr${level})
      if(rr)
        set(id mqsignrr${level})
      endif()
      kpqc_add_scheme_instance(${id} avx2 SOURCES ${MQSIGN_SOURCES}
        KERNELS ${MQSIGN_AVX2_KERNELS}
        DEFINES MQS_V=${v} MQS_O=${o} MQS_RR=${rr} MQS_HAVE_GFNI=${MQSIGN_HAVE_GFNI})
      if(MQSIGN_HAVE_GFNI)
        set_source_files_properties(${MQSIGN_GFNI_KERNEL} TARGET_DIRECTORY kpqc_${id}_avx2
          PROPERTIES COMPILE_OPTIONS "${KPQC_AVX2_FLAGS};-mgfni")
      endif()
    endforeach()
  endif()
endforeach()
if(KPQC_NATIVE_AVX2)
  list(APPEND KPQC_FAMILY_DEFINES KPQC_HAVE_MQSIGN_AVX2=1 KPQC_HAVE_MQSIGN_GFNI=${MQSIGN_HAVE_GFNI})
endif()
