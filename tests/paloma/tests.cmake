# PALOMA: the seeded KAT against the reference generator, and decapsulation
# (acceptance, implicit rejection, weight t - 1) against ciphertexts built by
# hand. Quick: PALOMA128 (one key generation); all three sets in kat-full.
kpqc_add_test(test_paloma paloma/test_paloma.c ARGS PALOMA128)
kpqc_add_test_run(test_paloma_all test_paloma LABELS kat-full ARGS PALOMA128 PALOMA192 PALOMA256)
