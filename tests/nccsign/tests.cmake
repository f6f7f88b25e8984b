# NCC-Sign-specific tests (included by tests/CMakeLists.txt when the family is built).
# Malformed and modified signatures through the API, for the four sets.
kpqc_add_test(test_nccsign_verify ${CMAKE_CURRENT_LIST_DIR}/test_nccsign_verify.c)
# Per set, against the internal functions: products, rounding, hints, the z bound.
foreach(set 1 3 5 5prime)
  kpqc_add_test(test_nccsign${set} ${CMAKE_CURRENT_LIST_DIR}/test_nccsign${set}.c)
endforeach()
# The NTT tables are generated: twiddles.h must be what tools/nccsign_twiddles.py writes.
if(Python3_FOUND)
  add_test(NAME test_nccsign_twiddles COMMAND ${Python3_EXECUTABLE}
    ${PROJECT_SOURCE_DIR}/tools/nccsign_twiddles.py --check ${PROJECT_SOURCE_DIR}/src/sign/nccsign/twiddles.h)
  set_tests_properties(test_nccsign_twiddles PROPERTIES LABELS quick)
endif()
