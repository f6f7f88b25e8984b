# TiGER: implicit rejection as the specification defines it (not upstream's
# one-bit selector), and the secret-key layout.
kpqc_add_test(test_tiger_reject tiger/test_tiger_reject.c)
# The XE codes fix up to f flipped bits (internal symbols of the portable
# instances).
kpqc_add_test(test_tiger_xe tiger/test_tiger_xe.c)
