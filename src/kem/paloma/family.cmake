# PALOMA (KpqC Round 2, binary separable Goppa codes): one source tree,
# compiled once per security level and backend. See docs/SCHEMES.md.
set(PALOMA_SOURCES
  ${KPQC_FAMILY_DIR}/kem.c
  ${KPQC_FAMILY_DIR}/gf.c
  ${KPQC_FAMILY_DIR}/goppa.c
  ${KPQC_FAMILY_DIR}/decode.c
  ${KPQC_FAMILY_DIR}/matrix.c
  ${KPQC_FAMILY_DIR}/shuffle.c)
# The AVX2 kernels (native/x86_64/api.h states what each provides).
set(PALOMA_AVX2_KERNELS
  ${KPQC_FAMILY_DIR}/native/x86_64/decode_roots.c
  ${KPQC_FAMILY_DIR}/native/x86_64/decode_syndromes.c
  ${KPQC_FAMILY_DIR}/native/x86_64/error_vector.c
  ${KPQC_FAMILY_DIR}/native/x86_64/matrix_reduce.c
  ${KPQC_FAMILY_DIR}/native/x86_64/parity_rows.c
  ${KPQC_FAMILY_DIR}/native/x86_64/permute_bits.c
  ${KPQC_FAMILY_DIR}/native/x86_64/shuffle_apply.c
  ${KPQC_FAMILY_DIR}/native/x86_64/shuffle_indices.c
  ${KPQC_FAMILY_DIR}/native/x86_64/syndrome.c)
foreach(level 128 192 256)
  kpqc_add_scheme_instance(paloma${level} portable SOURCES ${PALOMA_SOURCES}
    DEFINES KPQC_PALOMA_LEVEL=${level})
  if(KPQC_NATIVE_AVX2)
    kpqc_add_scheme_instance(paloma${level} avx2 SOURCES ${PALOMA_SOURCES}
      KERNELS ${PALOMA_AVX2_KERNELS} DEFINES KPQC_PALOMA_LEVEL=${level})
  endif()
endforeach()
if(KPQC_NATIVE_AVX2)
  list(APPEND KPQC_FAMILY_DEFINES KPQC_HAVE_PALOMA_AVX2=1)
endif()
