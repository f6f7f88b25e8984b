# GCKSign-specific tests (included by tests/CMakeLists.txt when the family is built).
# Forged (the submission's universal forgery), modified and malformed signatures.
kpqc_add_test(test_gcksign_verify ${CMAKE_CURRENT_LIST_DIR}/test_gcksign_verify.c)
# Inputs only the |z| bound, or only the t < q key check, rejects (issue 40).
kpqc_add_test(test_gcksign_checks ${CMAKE_CURRENT_LIST_DIR}/test_gcksign_checks.c)
# The NTT tables are generated: zetas.h must be what tools/gcksign_zetas.py writes.
if(Python3_FOUND)
  add_test(NAME test_gcksign_zetas COMMAND ${Python3_EXECUTABLE}
    ${CMAKE_SOURCE_DIR}/tools/gcksign_zetas.py --check ${CMAKE_SOURCE_DIR}/src/sign/gcksign/zetas.h)
  set_tests_properties(test_gcksign_zetas PROPERTIES LABELS quick)
endif()
