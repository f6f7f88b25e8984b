# NTRU+ (KpqC finalist, final version and Round 2): one source tree, compiled once per
# parameter set n and backend. See docs/SCHEMES.md.
set(NTRUPLUS_SOURCES
  ${KPQC_FAMILY_DIR}/kem.c
  ${KPQC_FAMILY_DIR}/ntt.c
  ${KPQC_FAMILY_DIR}/poly.c
  ${KPQC_FAMILY_DIR}/symmetric.c)
# The AVX2 kernels (native/x86_64/api.h states what each provides).
set(NTRUPLUS_AVX2_KERNELS
  ${KPQC_FAMILY_DIR}/native/x86_64/basemul.c
  ${KPQC_FAMILY_DIR}/native/x86_64/baseinv.c
  ${KPQC_FAMILY_DIR}/native/x86_64/cbd.c
  ${KPQC_FAMILY_DIR}/native/x86_64/crepmod3.c
  ${KPQC_FAMILY_DIR}/native/x86_64/differ.c
  ${KPQC_FAMILY_DIR}/native/x86_64/invntt.c
  ${KPQC_FAMILY_DIR}/native/x86_64/ntt.c
  ${KPQC_FAMILY_DIR}/native/x86_64/pack.c
  ${KPQC_FAMILY_DIR}/native/x86_64/sotp.c)
foreach(n 768 864 1152)
  kpqc_add_scheme_instance(ntruplus${n} portable SOURCES ${NTRUPLUS_SOURCES}
    DEFINES KPQC_NTRUPLUS_N=${n})
  if(KPQC_NATIVE_AVX2)
    kpqc_add_scheme_instance(ntruplus${n} avx2 SOURCES ${NTRUPLUS_SOURCES}
      KERNELS ${NTRUPLUS_AVX2_KERNELS} DEFINES KPQC_NTRUPLUS_N=${n})
  endif()
endforeach()
# Round 2 (rows NTRU+<n>-r2; KpqClean ver2 at 896cf25): the same tree with
# KPQC_NTRUPLUS_R2=1 (params.h says what it switches). Portable only: the
# avx2 kernels implement the final version's splittings and byte orders.
foreach(n 576 768 864 1152)
  kpqc_add_scheme_instance(ntruplus${n}r2 portable SOURCES ${NTRUPLUS_SOURCES}
    DEFINES KPQC_NTRUPLUS_N=${n} KPQC_NTRUPLUS_R2=1)
endforeach()
if(KPQC_NATIVE_AVX2)
  list(APPEND KPQC_FAMILY_DEFINES KPQC_HAVE_NTRUPLUS_AVX2=1)
endif()
