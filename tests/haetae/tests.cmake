# HAETAE-specific tests (included by tests/CMakeLists.txt when the family is built).
kpqc_add_test(test_haetae_verify ${CMAKE_CURRENT_LIST_DIR}/test_haetae_verify.c)
# The norm bound, with signatures forged from the scheme's internal functions.
foreach(set 2 3 5)
  kpqc_add_test(test_haetae_norm${set} ${CMAKE_CURRENT_LIST_DIR}/test_haetae_norm${set}.c)
endforeach()
# Integer thresholds against the reference's double expressions; sizes.
kpqc_add_test(test_haetae_params ${CMAKE_CURRENT_LIST_DIR}/test_haetae_params.c)
# The fixed-point code without __int128, against the library's build.
kpqc_add_test(test_haetae_fixpoint ${CMAKE_CURRENT_LIST_DIR}/test_haetae_fixpoint.c)
# The AVX2 Gaussian-candidate kernel (24-bit limb products) against the C code,
# on extremes of every input field.
kpqc_add_test(test_haetae_gauss_avx2 ${CMAKE_CURRENT_LIST_DIR}/test_haetae_gauss_avx2.c)
set_tests_properties(test_haetae_gauss_avx2 PROPERTIES SKIP_RETURN_CODE 77)
if(KPQC_NATIVE_AVX2)
  target_compile_definitions(test_haetae_gauss_avx2 PRIVATE KPQC_TEST_HAETAE_AVX2=1)
endif()
# The AVX2 bit packing and unpacking kernels against a bit-by-bit model, and
# signing's row kernel against a model over its whole input range.
kpqc_add_test(test_haetae_kernels_avx2 ${CMAKE_CURRENT_LIST_DIR}/test_haetae_kernels_avx2.c)
set_tests_properties(test_haetae_kernels_avx2 PROPERTIES SKIP_RETURN_CODE 77)
if(KPQC_NATIVE_AVX2)
  target_compile_definitions(test_haetae_kernels_avx2 PRIVATE KPQC_TEST_HAETAE_AVX2=1)
endif()
