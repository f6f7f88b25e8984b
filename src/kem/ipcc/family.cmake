# IPCC (KpqC Round 1; KPQClean@7ea2087 WG0/pke-IPCC): one source tree,
# compiled once per combination function f1, f3, f4. See docs/SCHEMES.md.
set(IPCC_SOURCES
  ${KPQC_FAMILY_DIR}/arith.c
  ${KPQC_FAMILY_DIR}/encrypt.c
  ${KPQC_FAMILY_DIR}/graph.c
  ${KPQC_FAMILY_DIR}/kem.c
  ${KPQC_FAMILY_DIR}/poly.c)
foreach(f 1 3 4)
  kpqc_add_scheme_instance(ipcc${f} portable SOURCES ${IPCC_SOURCES} DEFINES KPQC_IPCC_F=${f})
endforeach()
