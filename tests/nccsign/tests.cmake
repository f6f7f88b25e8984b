# NCC-Sign-specific tests (included by tests/CMakeLists.txt when the family is built).
# Malformed and modified signatures through the API, for the four sets.
kpqc_add_test(test_nccsign_verify ${CMAKE_CURRENT_LIST_DIR}/test_nccsign_verify.c)
# Per set, against the internal functions: products, rounding, hints, the z bound.
foreach(set 1 3 5 5prime)
  kpqc_add_test(test_nccsign${set} ${CMAKE_CURRENT_LIST_DIR}/test_nccsign${set}.c)
endforeach()
# The same checks on the avx2 instance (its kernels through the frontend).
if(KPQC_NATIVE_AVX2)
  foreach(set 1 3 5 5prime)
    kpqc_add_test(test_nccsign${set}_avx2 ${CMAKE_CURRENT_LIST_DIR}/test_nccsign${set}_avx2.c)
    set_tests_properties(test_nccsign${set}_avx2 PROPERTIES SKIP_RETURN_CODE 77)
  endforeach()
endif()
# The NTT tables are generated: twiddles.h must be what tools/nccsign_twiddles.py writes.
if(Python3_FOUND)
  add_test(NAME test_nccsign_twiddles COMMAND ${Python3_EXECUTABLE}
    ${PROJECT_SOURCE_DIR}/tools/nccsign_twiddles.py --check ${PROJECT_SOURCE_DIR}/src/sign/nccsign/twiddles.h)
  set_tests_properties(test_nccsign_twiddles PROPERTIES LABELS quick)
  # and so must the AVX2 kernels' lane-major copy of them.
  add_test(NAME test_nccsign_twiddles_avx2 COMMAND ${Python3_EXECUTABLE}
    ${PROJECT_SOURCE_DIR}/tools/nccsign_twiddles.py --avx2 --check
    ${PROJECT_SOURCE_DIR}/src/sign/nccsign/native/x86_64/twiddles_avx2.h)
  set_tests_properties(test_nccsign_twiddles_avx2 PROPERTIES LABELS quick)
endif()
# The key bound t1 <= Power2Round(q - 1 + eta), exactly, on every backend (issue 40).
kpqc_add_test(test_nccsign_key_bound ${CMAKE_CURRENT_LIST_DIR}/test_nccsign_key_bound.c)
