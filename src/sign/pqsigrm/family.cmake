# Enhanced pqsigRM (KpqC Round 1): one parameter set, pqsigRM-6-13.
# -ffp-contract=off: signing's soft-decision decoder (decode.c) must round
# every float operation as the submission's code does (no fused multiply-add
# on FMA targets, e.g. aarch64 or -march=native), so that signatures are the
# same on every compiler and target.
kpqc_add_scheme_instance(pqsigrm613 portable
  SOURCES
    ${KPQC_FAMILY_DIR}/decode.c
    ${KPQC_FAMILY_DIR}/keygen.c
    ${KPQC_FAMILY_DIR}/matrix.c
    ${KPQC_FAMILY_DIR}/sign.c
  OPTIONS -ffp-contract=off)
