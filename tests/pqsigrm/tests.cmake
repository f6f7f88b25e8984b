# pqsigRM-specific tests (included by tests/CMakeLists.txt when the family is built).
# Keys and signatures beyond the official file's two records, against the
# reference; verification against heavy errors and non-systematic keys.
kpqc_add_test(test_pqsigrm ${CMAKE_CURRENT_LIST_DIR}/test_pqsigrm.c)
# An error of the right syndrome that only the weight bound rejects (issue 40).
kpqc_add_test(test_pqsigrm_checks ${CMAKE_CURRENT_LIST_DIR}/test_pqsigrm_checks.c)
