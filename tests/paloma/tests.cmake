# PALOMA: the seeded KAT against the reference generator, and decapsulation
# (acceptance, implicit rejection, weight t - 1) against ciphertexts built by
# hand. Quick: PALOMA128 (one key generation); all three sets in kat-full.
kpqc_add_test(test_paloma paloma/test_paloma.c ARGS PALOMA128)
kpqc_add_test_run(test_paloma_all test_paloma LABELS kat-full ARGS PALOMA128 PALOMA192 PALOMA256)
# The AVX2 swap partners (x mod d without a division) over their whole domain.
kpqc_add_test(test_paloma_kernels_avx2 ${CMAKE_CURRENT_LIST_DIR}/test_paloma_kernels_avx2.c)
set_tests_properties(test_paloma_kernels_avx2 PROPERTIES SKIP_RETURN_CODE 77)
if(KPQC_NATIVE_AVX2)
  target_compile_definitions(test_paloma_kernels_avx2 PRIVATE KPQC_TEST_PALOMA_AVX2=1)
endif()
