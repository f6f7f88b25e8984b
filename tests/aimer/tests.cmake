# AIMer family tests (included by tests/CMakeLists.txt when the family is built).
# Rejection of modified signatures, messages, keys and lengths, one test per set.
kpqc_add_test(test_aimer_verify_128f ${CMAKE_CURRENT_LIST_DIR}/test_aimer_verify.c ARGS AIMer128f)
foreach(set 128s 192f 192s 256f 256s)
  kpqc_add_test_run(test_aimer_verify_${set} test_aimer_verify_128f LABELS quick ARGS AIMer${set})
endforeach()
# Under qemu the "s" sets' verifications take up to a minute each: emulated-slow
# there (make test-cross-full); the f sets run the same code in make test.
if(CMAKE_CROSSCOMPILING)
  foreach(set 128s 192s 256s)
    set_tests_properties(test_aimer_verify_${set} PROPERTIES LABELS emulated-slow)
  endforeach()
endif()

# Field arithmetic against a bitwise model, per field size, with and without
# the 128-bit integer multiplier.
foreach(level 128 192 256)
  foreach(variant int128 noint128)
    set(t test_aimer_field_${level}_${variant})
    kpqc_add_test(${t} ${CMAKE_CURRENT_LIST_DIR}/test_aimer_field.c)
    target_include_directories(${t} PRIVATE ${PROJECT_SOURCE_DIR}/src/sign/aimer)
    target_compile_definitions(${t} PRIVATE AIMER_LEVEL=${level} AIMER_SMALL=0
      KPQC_NAMESPACE=kpqc_aimer${level}f_portable_)
    if(variant STREQUAL "noint128")
      target_compile_definitions(${t} PRIVATE AIMER_NO_INT128=1)
    endif()
  endforeach()
endforeach()
