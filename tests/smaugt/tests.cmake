# SMAUG-T / TiMER: implicit rejection against the specification's definition.
kpqc_add_test(test_smaugt_reject smaugt/test_smaugt_reject.c)

# The AVX2 multiplication kernels at the edges of their contract, compiled in
# the namespace of the SMAUG-T5 avx2 instance (k = 4 terms).
if(KPQC_NATIVE_AVX2)
  kpqc_add_test(test_smaugt_ntt smaugt/test_smaugt_ntt.c)
  target_compile_definitions(test_smaugt_ntt PRIVATE KPQC_NAMESPACE=kpqc_smaugt5_avx2_
    KPQC_BACKEND_AVX2=1 KPQC_SMAUGT_MODE=5)
  set_tests_properties(test_smaugt_ntt PROPERTIES SKIP_RETURN_CODE 77)
endif()

# The AVX2 bit packing kernels (pack and unpack, every width 2-11) against a
# bit-by-bit model of their contract, in the same namespace.
if(KPQC_NATIVE_AVX2)
  kpqc_add_test(test_smaugt_pack smaugt/test_smaugt_pack.c)
  target_compile_definitions(test_smaugt_pack PRIVATE KPQC_NAMESPACE=kpqc_smaugt5_avx2_
    KPQC_BACKEND_AVX2=1 KPQC_SMAUGT_MODE=5)
  set_tests_properties(test_smaugt_pack PROPERTIES SKIP_RETURN_CODE 77)
endif()
