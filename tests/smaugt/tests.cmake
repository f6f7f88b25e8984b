# SMAUG-T / TiMER: implicit rejection against the specification's definition.
kpqc_add_test(test_smaugt_reject smaugt/test_smaugt_reject.c)
