# MQ-Sign family tests (included by tests/CMakeLists.txt when the family is built).
# Internals against slow models, built against each level's LR instance.
foreach(set "1;72;46" "3;112;72" "5;148;96")
  list(GET set 0 level)
  list(GET set 1 v)
  list(GET set 2 o)
  set(t test_mqsign_internal_${level})
  kpqc_add_test(${t} ${CMAKE_CURRENT_LIST_DIR}/test_mqsign_internal.c)
  target_include_directories(${t} PRIVATE ${CMAKE_SOURCE_DIR}/src/sign/mqsign)
  target_compile_definitions(${t} PRIVATE MQS_V=${v} MQS_O=${o} MQS_RR=0
    KPQC_NAMESPACE=kpqc_mqsignlr${level}_portable_)
  # The same checks on the avx2 instance (its kernels behind the same functions).
  if(KPQC_NATIVE_AVX2)
    set(t test_mqsign_internal_${level}_avx2)
    kpqc_add_test(${t} ${CMAKE_CURRENT_LIST_DIR}/test_mqsign_internal.c)
    target_include_directories(${t} PRIVATE ${CMAKE_SOURCE_DIR}/src/sign/mqsign)
    target_compile_definitions(${t} PRIVATE MQS_V=${v} MQS_O=${o} MQS_RR=0 MQS_TEST_AVX2=1
      MQS_HAVE_GFNI=${MQSIGN_HAVE_GFNI} KPQC_NAMESPACE=kpqc_mqsignlr${level}_avx2_)
    set_tests_properties(${t} PROPERTIES SKIP_RETURN_CODE 77)
    # Key generation's product kernel (avx2 only) against field sums.
    set(t test_mqsign_t1_madd_${level})
    kpqc_add_test(${t} ${CMAKE_CURRENT_LIST_DIR}/test_mqsign_t1_madd.c)
    target_include_directories(${t} PRIVATE ${CMAKE_SOURCE_DIR}/src/sign/mqsign)
    target_compile_definitions(${t} PRIVATE MQS_V=${v} MQS_O=${o} MQS_RR=0
      KPQC_NAMESPACE=kpqc_mqsignlr${level}_avx2_)
    set_tests_properties(${t} PROPERTIES SKIP_RETURN_CODE 77)
  endif()
endforeach()

# Forgeries and the combined layout through the public API, one test per set.
kpqc_add_test(test_mqsign_verify_lr1 ${CMAKE_CURRENT_LIST_DIR}/test_mqsign_verify.c
  ARGS MQ-Sign-LR-1)
foreach(set LR-3 LR-5 RR-1 RR-3 RR-5)
  string(TOLOWER ${set} id)
  string(REPLACE "-" "" id ${id})
  kpqc_add_test_run(test_mqsign_verify_${id} test_mqsign_verify_lr1 LABELS quick
    ARGS MQ-Sign-${set})
endforeach()

# The retry path (a rejected first vinegar draw), at entries of the KAT
# sequence beyond the official 100 where the v2.1 reference retries.
kpqc_add_test(test_mqsign_retry ${CMAKE_CURRENT_LIST_DIR}/test_mqsign_retry.c)
