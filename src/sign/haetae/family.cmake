# HAETAE v1.1.2 (KpqClean ver2): one source tree, compiled per parameter set,
# and once more per set for the AVX2 backend (the same frontend calling the
# kernels of native/x86_64; docs/ARCHITECTURE.md, "Backends").
set(HAETAE_SOURCES
  ${KPQC_FAMILY_DIR}/fft.c
  ${KPQC_FAMILY_DIR}/fixpoint.c
  ${KPQC_FAMILY_DIR}/hyperball.c
  ${KPQC_FAMILY_DIR}/matrix.c
  ${KPQC_FAMILY_DIR}/ntt.c
  ${KPQC_FAMILY_DIR}/packing.c
  ${KPQC_FAMILY_DIR}/poly.c
  ${KPQC_FAMILY_DIR}/rans.c
  ${KPQC_FAMILY_DIR}/rows.c
  ${KPQC_FAMILY_DIR}/sign.c)
set(HAETAE_AVX2_KERNELS
  ${KPQC_FAMILY_DIR}/native/x86_64/invntt.c
  ${KPQC_FAMILY_DIR}/native/x86_64/ntt.c
  ${KPQC_FAMILY_DIR}/native/x86_64/ntt_tables.c
  ${KPQC_FAMILY_DIR}/native/x86_64/pointwise.c
  ${KPQC_FAMILY_DIR}/native/x86_64/rej_uniform.c
  ${KPQC_FAMILY_DIR}/native/x86_64/gauss.c
  ${KPQC_FAMILY_DIR}/native/x86_64/squeeze.c
  ${KPQC_FAMILY_DIR}/native/x86_64/fft.c
  ${KPQC_FAMILY_DIR}/native/x86_64/verify.c)
foreach(mode 2 3 5)
  kpqc_add_scheme_instance(haetae${mode} portable
    SOURCES ${HAETAE_SOURCES}
    DEFINES KPQC_HAETAE_MODE=${mode})
  if(KPQC_NATIVE_AVX2)
    kpqc_add_scheme_instance(haetae${mode} avx2
      SOURCES ${HAETAE_SOURCES}
      KERNELS ${HAETAE_AVX2_KERNELS}
      DEFINES KPQC_HAETAE_MODE=${mode})
  endif()
endforeach()
# v1.2.0 (rows HAETAE<m>-v1.2.0): the same tree with KPQC_HAETAE_V120=1, which
# swaps the Gaussian sampler only (gauss.h, cdt83.h). Portable only.
foreach(mode 2 3 5)
  kpqc_add_scheme_instance(haetae${mode}v120 portable
    SOURCES ${HAETAE_SOURCES}
    DEFINES KPQC_HAETAE_MODE=${mode} KPQC_HAETAE_V120=1)
endforeach()
# Round 2 (rows HAETAE<m>-r2, KpqClean ver2 896cf25): the same tree with
# KPQC_HAETAE_R2=1: no context string, deterministic signing, and key
# generation's singular-value estimate from upstream's 512-point FFT (fft.c,
# C on both backends). avx2 too, so that it is measured against the Round-2
# AVX2 code with the same keys and signatures (docs/BENCHMARKING.md).
foreach(mode 2 3 5)
  kpqc_add_scheme_instance(haetae${mode}r2 portable
    SOURCES ${HAETAE_SOURCES}
    DEFINES KPQC_HAETAE_MODE=${mode} KPQC_HAETAE_R2=1)
  if(KPQC_NATIVE_AVX2)
    kpqc_add_scheme_instance(haetae${mode}r2 avx2
      SOURCES ${HAETAE_SOURCES}
      KERNELS ${HAETAE_AVX2_KERNELS}
      DEFINES KPQC_HAETAE_MODE=${mode} KPQC_HAETAE_R2=1)
  endif()
endforeach()
if(KPQC_NATIVE_AVX2)
  list(APPEND KPQC_FAMILY_DEFINES KPQC_HAVE_HAETAE_AVX2=1)
endif()
