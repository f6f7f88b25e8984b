# SOLMAE (KpqC Round 1): one source tree, compiled per parameter set
# (SOLMAE_LOGN 9, 10 = SOLMAE512, SOLMAE1024). Key generation and signing
# compute in IEEE-754 double: no contraction to FMA, so every compiler and
# CPU rounds the same way; libm (sqrt, exp, log, sin, cos) is linked.
set(SOLMAE_SOURCES
  ${KPQC_FAMILY_DIR}/basis.c
  ${KPQC_FAMILY_DIR}/bigint.c
  ${KPQC_FAMILY_DIR}/codec.c
  ${KPQC_FAMILY_DIR}/fft.c
  ${KPQC_FAMILY_DIR}/keygen.c
  ${KPQC_FAMILY_DIR}/ntru_solve.c
  ${KPQC_FAMILY_DIR}/ntt.c
  ${KPQC_FAMILY_DIR}/sampler.c
  ${KPQC_FAMILY_DIR}/sign.c)
foreach(logn 9 10)
  math(EXPR n "1 << ${logn}")
  kpqc_add_scheme_instance(solmae${n} portable
    SOURCES ${SOLMAE_SOURCES}
    DEFINES SOLMAE_LOGN=${logn}
    OPTIONS -ffp-contract=off -fno-fast-math)
endforeach()
list(APPEND KPQC_SCHEME_LINK_LIBRARIES m)
