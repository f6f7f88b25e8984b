# Peregrine (KpqC Round 1): one source tree, compiled per set
# (PEREGRINE_LOGN 9 = Peregrine-512, 10 = Peregrine-1024).
set(PEREGRINE_SOURCES
  ${KPQC_FAMILY_DIR}/codec.c
  ${KPQC_FAMILY_DIR}/fft.c
  ${KPQC_FAMILY_DIR}/keygen.c
  ${KPQC_FAMILY_DIR}/ntru.c
  ${KPQC_FAMILY_DIR}/ntt.c
  ${KPQC_FAMILY_DIR}/ops.c
  ${KPQC_FAMILY_DIR}/poly.c
  ${KPQC_FAMILY_DIR}/sampler.c
  ${KPQC_FAMILY_DIR}/sign.c)
foreach(logn 9 10)
  if(logn EQUAL 9)
    set(pg_id peregrine512)
  else()
    set(pg_id peregrine1024)
  endif()
  kpqc_add_scheme_instance(${pg_id} portable
    SOURCES ${PEREGRINE_SOURCES}
    DEFINES PEREGRINE_LOGN=${logn}
    # key generation must round exactly as the submission's (fft.c, ntru.c)
    OPTIONS -ffp-contract=off)
endforeach()
