# SOLMAE-specific tests (included by tests/CMakeLists.txt when the family is built).
# Official records (tests/solmae/*.rsp, cut from the shared KPQClean files):
# the submission's verification rule, ours, and our signing with their keys.
kpqc_add_test(test_solmae_official ${CMAKE_CURRENT_LIST_DIR}/test_solmae_official.c
  ARGS SOLMAE512 ${CMAKE_CURRENT_LIST_DIR}/SOLMAE512-official-0-1.rsp)
kpqc_add_test_run(test_solmae_official_1024 test_solmae_official LABELS quick
  ARGS SOLMAE1024 ${CMAKE_CURRENT_LIST_DIR}/SOLMAE1024-official-0.rsp)
# `kpqc kat --verify` on the same records: exactly none opens (every official
# message is longer than the 32 bytes the submission signs), each failure
# names the record; our own KAT output verifies.
if(Python3_FOUND)
  add_test(NAME test_solmae_kat_verify COMMAND ${Python3_EXECUTABLE}
    ${CMAKE_CURRENT_LIST_DIR}/test_solmae_kat_verify.py $<TARGET_FILE:kpqc_cli>
    ${CMAKE_CURRENT_LIST_DIR})
  set_tests_properties(test_solmae_kat_verify PROPERTIES LABELS quick
    ENVIRONMENT "KPQC_TEST_EMULATOR=${KPQC_TEST_EMULATOR}")
endif()
# The constant tables are generated: tables.h must be what the tool writes.
if(Python3_FOUND)
  add_test(NAME test_solmae_tables COMMAND ${Python3_EXECUTABLE}
    ${CMAKE_SOURCE_DIR}/tools/solmae_tables.py --check ${CMAKE_SOURCE_DIR}/src/sign/solmae/tables.h)
  set_tests_properties(test_solmae_tables PROPERTIES LABELS quick)
endif()
# Inputs only one verification check rejects: s as exact integers in range, h < q, the norm bound (issue 40).
kpqc_add_test(test_solmae_checks ${CMAKE_CURRENT_LIST_DIR}/test_solmae_checks.c)
