# TiGER: implicit rejection as the specification defines it (not upstream's
# one-bit selector), and the secret-key layout.
kpqc_add_test(test_tiger_reject tiger/test_tiger_reject.c)
# The XE codes fix up to f flipped bits (internal symbols of the portable
# instances).
kpqc_add_test(test_tiger_xe tiger/test_tiger_xe.c)
# The AVX2 scatter kernels against the sums they compute (skipped, exit 77,
# without an avx2 backend or on a CPU without AVX2).
kpqc_add_test(test_tiger_kernels tiger/test_tiger_kernels.c)
set_tests_properties(test_tiger_kernels PROPERTIES SKIP_RETURN_CODE 77)
if(KPQC_NATIVE_AVX2)
  target_compile_definitions(test_tiger_kernels PRIVATE KPQC_HAVE_TIGER_AVX2=1)
endif()
