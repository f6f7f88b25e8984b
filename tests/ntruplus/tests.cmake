# NTRU+: shared keys and explicit rejection (the spec's bottom) against the
# specification's definitions, and round trips over many seeds.
kpqc_add_test(test_ntruplus_reject ntruplus/test_ntruplus_reject.c)
# The AVX2 kernels against the portable functions they replace (skipped, exit
# 77, without an avx2 backend or on a CPU without AVX2).
kpqc_add_test(test_ntruplus_kernels ntruplus/test_ntruplus_kernels.c)
set_tests_properties(test_ntruplus_kernels PROPERTIES SKIP_RETURN_CODE 77)
if(KPQC_NATIVE_AVX2)
  target_compile_definitions(test_ntruplus_kernels PRIVATE KPQC_HAVE_NTRUPLUS_AVX2=1)
endif()
# A ciphertext that passes re-encryption but breaks the SOTP range condition
# (issue 16, defect 2): every set and backend must reject it.
kpqc_add_test(test_ntruplus_crafted ntruplus/test_ntruplus_crafted.c)
# A ciphertext coefficient encoded as v + q (the same ciphertext modulo q) is
# rejected on every backend (issue 40: closes a mutant-sweep survivor).
kpqc_add_test(test_ntruplus_alias ntruplus/test_ntruplus_alias.c)
