# SMAUG-T v1.2.0 (KpqC finalist): one source tree, compiled once per parameter
# set and backend. TiMER is mode 1 with D2 encoding (KPQC_SMAUGT_TIMER). The
# avx2 instances compile the same frontend with KPQC_BACKEND_AVX2=1, which
# groups independent SHAKE calls on the 4-way Keccak (xof.c) and calls the
# kernels of native/x86_64 (api.h). See docs/SCHEMES.md.
set(SMAUGT_SOURCES
  ${KPQC_FAMILY_DIR}/cbd.c
  ${KPQC_FAMILY_DIR}/gaussian.c
  ${KPQC_FAMILY_DIR}/hwt.c
  ${KPQC_FAMILY_DIR}/indcpa.c
  ${KPQC_FAMILY_DIR}/kem.c
  ${KPQC_FAMILY_DIR}/pack.c
  ${KPQC_FAMILY_DIR}/xof.c)
# mul.c is the portable multiplication; the avx2 kernels replace it.
set(SMAUGT_PORTABLE_KERNELS ${KPQC_FAMILY_DIR}/mul.c)
set(SMAUGT_AVX2_KERNELS
  ${KPQC_FAMILY_DIR}/native/x86_64/ntt.c
  ${KPQC_FAMILY_DIR}/native/x86_64/samplers.c
  ${KPQC_FAMILY_DIR}/native/x86_64/unpack.c)
set(SMAUGT_INSTANCES smaugt1 smaugt3 smaugt5 timer)
set(SMAUGT_DEFINES_smaugt1 KPQC_SMAUGT_MODE=1)
set(SMAUGT_DEFINES_smaugt3 KPQC_SMAUGT_MODE=3)
set(SMAUGT_DEFINES_smaugt5 KPQC_SMAUGT_MODE=5)
set(SMAUGT_DEFINES_timer KPQC_SMAUGT_MODE=1 KPQC_SMAUGT_TIMER=1)
foreach(id ${SMAUGT_INSTANCES})
  kpqc_add_scheme_instance(${id} portable SOURCES ${SMAUGT_SOURCES} ${SMAUGT_PORTABLE_KERNELS}
    DEFINES ${SMAUGT_DEFINES_${id}})
  if(KPQC_NATIVE_AVX2)
    # -mtune=haswell: the kernels run on AVX2 CPUs only (Haswell and later);
    # GCC's generic tuning splits unaligned 256-bit loads and stores and
    # schedules the NTT about 20% slower.
    kpqc_add_scheme_instance(${id} avx2 SOURCES ${SMAUGT_SOURCES}
      KERNELS ${SMAUGT_AVX2_KERNELS} KERNEL_OPTIONS -mtune=haswell
      DEFINES ${SMAUGT_DEFINES_${id}})
  endif()
endforeach()
if(KPQC_NATIVE_AVX2)
  list(APPEND KPQC_FAMILY_DEFINES KPQC_HAVE_SMAUGT_AVX2=1)
endif()

# Round 2 (code of 2024-03-20, rows SMAUG-T{1,3,5}-r2 and TiMER-r2): the same tree with
# KPQC_SMAUGT_R2=1, which selects Round 2's parameters, its HWT (hwt_r2.c, for
# s and r; no spCBD), its Gaussian table and layout, and its encodings of b, A
# and sk (pack_r2.c). Portable only: the avx2 samplers implement v1.2.0's.
set(SMAUGT_R2_SOURCES
  ${KPQC_FAMILY_DIR}/gaussian.c
  ${KPQC_FAMILY_DIR}/hwt_r2.c
  ${KPQC_FAMILY_DIR}/indcpa.c
  ${KPQC_FAMILY_DIR}/kem.c
  ${KPQC_FAMILY_DIR}/pack.c
  ${KPQC_FAMILY_DIR}/pack_r2.c
  ${KPQC_FAMILY_DIR}/xof.c
  ${KPQC_FAMILY_DIR}/mul.c)
foreach(mode 1 3 5)
  kpqc_add_scheme_instance(smaugt${mode}r2 portable SOURCES ${SMAUGT_R2_SOURCES}
    DEFINES KPQC_SMAUGT_MODE=${mode} KPQC_SMAUGT_R2=1)
endforeach()
kpqc_add_scheme_instance(timerr2 portable SOURCES ${SMAUGT_R2_SOURCES}
  DEFINES KPQC_SMAUGT_MODE=1 KPQC_SMAUGT_TIMER=1 KPQC_SMAUGT_R2=1)
# Round 2's "90s" variant (SMAUG-T{1,3,5}-90s-r2): SHA-2 and AES-256-CTR from
# src/common in place of SHA-3 and SHAKE (KPQC_SMAUGT_90S).
foreach(mode 1 3 5)
  kpqc_add_scheme_instance(smaugt${mode}90sr2 portable SOURCES ${SMAUGT_R2_SOURCES}
    DEFINES KPQC_SMAUGT_MODE=${mode} KPQC_SMAUGT_R2=1 KPQC_SMAUGT_90S=1)
endforeach()
