# IPCC: the keys are 3-regular graphs with perfect dominating sets, the
# ciphertext rows decrypt as docs/SCHEMES.md says, bad public keys are refused.
kpqc_add_test(test_ipcc_keys ipcc/test_ipcc_keys.c)
