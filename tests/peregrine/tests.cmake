# Peregrine-specific tests (included by tests/CMakeLists.txt when the family is built).
kpqc_add_test(test_peregrine ${CMAKE_CURRENT_LIST_DIR}/test_peregrine.c)
# The NTT and FFT tables are generated: ntt_tables.h must be what
# tools/peregrine_tables.py writes.
if(Python3_FOUND)
  add_test(NAME test_peregrine_tables COMMAND ${Python3_EXECUTABLE}
    ${CMAKE_SOURCE_DIR}/tools/peregrine_tables.py --check ${CMAKE_SOURCE_DIR}/src/sign/peregrine/ntt_tables.h)
  set_tests_properties(test_peregrine_tables PROPERTIES LABELS quick)
endif()
# Inputs only one verification check rejects: h < q, no -0, zero padding, |s2| <= 2047, the norm bound (issue 40).
kpqc_add_test(test_peregrine_checks ${CMAKE_CURRENT_LIST_DIR}/test_peregrine_checks.c)
