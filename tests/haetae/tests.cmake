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
# rans_tables.h (constant rANS decoding tables) is what tools/haetae_rans_tables.py
# writes from rans.c's frequencies: the two cannot drift apart unnoticed.
if(Python3_FOUND)
  add_test(NAME test_haetae_rans_tables COMMAND ${Python3_EXECUTABLE}
    ${PROJECT_SOURCE_DIR}/tools/haetae_rans_tables.py --check
    ${PROJECT_SOURCE_DIR}/src/sign/haetae/rans_tables.h)
  set_tests_properties(test_haetae_rans_tables PROPERTIES LABELS quick)
else()
  kpqc_skip_test(test_haetae_rans_tables quick "python3 not found")
endif()
