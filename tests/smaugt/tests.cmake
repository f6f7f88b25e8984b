# SMAUG-T / TiMER: implicit rejection against the specification's definition.
kpqc_add_test(test_smaugt_reject smaugt/test_smaugt_reject.c)

# The AVX2 kernels, compiled in the namespace of the SMAUG-T5 avx2 instance
# (k = 4 terms): the multiplication kernels at the edges of their contract
# (test_smaugt_ntt), and the bit packing kernels (pack and unpack, every width
# 2-11) against a bit-by-bit model of their contract (test_smaugt_pack).
if(KPQC_NATIVE_AVX2)
  foreach(t test_smaugt_ntt test_smaugt_pack)
    kpqc_add_test(${t} smaugt/${t}.c)
    target_compile_definitions(${t} PRIVATE KPQC_NAMESPACE=kpqc_smaugt5_avx2_
      KPQC_BACKEND_AVX2=1 KPQC_SMAUGT_MODE=5)
    set_tests_properties(${t} PROPERTIES SKIP_RETURN_CODE 77)
  endforeach()
endif()
