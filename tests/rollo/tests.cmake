# Layered ROLLO-I arithmetic against naive definitions, one program per
# parameter set (the family's internal headers, that instance's namespace);
# non-canonical ciphertexts.
foreach(set 128 192 256)
  kpqc_add_test(test_rollo_arith_${set} rollo/test_rollo_arith.c)
  target_compile_definitions(test_rollo_arith_${set} PRIVATE KPQC_ROLLO_SET=${set}
    KPQC_NAMESPACE=kpqc_rollo${set}_portable_)
  target_include_directories(test_rollo_arith_${set} PRIVATE
    ${PROJECT_SOURCE_DIR}/src/kem/rollo ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src)
endforeach()
# Every padding bit of the key refused, at the edges of each third (issue 40).
kpqc_add_test(test_rollo_padding ${CMAKE_CURRENT_LIST_DIR}/test_rollo_padding.c)
