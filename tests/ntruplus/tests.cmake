# NTRU+: shared keys and explicit rejection (the spec's bottom) against the
# specification's definitions, and round trips over many seeds.
kpqc_add_test(test_ntruplus_reject ntruplus/test_ntruplus_reject.c)
