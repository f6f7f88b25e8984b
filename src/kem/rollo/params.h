/* Layered ROLLO-I parameter sets: the 4th version ("revised Oct. 20th",
 * BII-LRPC construction X with b = 2), as KPQClean@7ea2087
 * WG1/pke-ROLLO_revised1020 src/params/biix{128,192,256}. KPQC_ROLLO_SET is
 * 128, 192 or 256.
 *
 * GF(2^m) = GF(2)[Y]/(f(Y)); the inner ring is GF(2^m)[X]/(P_N(X)) with
 * deg P_N = n, the outer ring GF(2^m)[X]/(P_ON(X)) with deg P_ON = on. All
 * moduli are binary (RBC's polynomial table); each is irreducible over GF(2)
 * with a degree prime to m, so both rings are fields. */
#ifndef KPQC_ROLLO_PARAMS_H
#define KPQC_ROLLO_PARAMS_H

#include "namespace.h"

#if KPQC_ROLLO_SET == 128
#define ROLLO_M 67
#define ROLLO_F_TERMS {0, 1, 2, 5} /* f = Y^67 + Y^5 + Y^2 + Y + 1 */
#define ROLLO_F_NTERMS 4
#define ROLLO_N 37
#define ROLLO_PN_TERMS {0, 2, 14, 22} /* P_N = X^37 + X^22 + X^14 + X^2 + 1 */
#define ROLLO_ON 61
#define ROLLO_PON_TERMS {0, 15, 19, 44} /* P_ON = X^61 + X^44 + X^19 + X^15 + 1 */
#define ROLLO_PON_NTERMS 4
#define ROLLO_PNC_DEG 19
#define ROLLO_R 7
#define ROLLO_PK_PART_BYTES 600
#define ROLLO_CT_BYTES 600
#define ROLLO_SS_INPUT_BYTES 67 /* upstream RBC_VEC_R_BYTES */
#elif KPQC_ROLLO_SET == 192
#define ROLLO_M 79
#define ROLLO_F_TERMS {0, 9} /* f = Y^79 + Y^9 + 1 */
#define ROLLO_F_NTERMS 2
#define ROLLO_N 43
#define ROLLO_PN_TERMS {0, 5, 22, 27} /* P_N = X^43 + X^27 + X^22 + X^5 + 1 */
#define ROLLO_ON 71
#define ROLLO_PON_TERMS {0, 6} /* P_ON = X^71 + X^6 + 1 */
#define ROLLO_PON_NTERMS 2
#define ROLLO_PNC_DEG 24
#define ROLLO_R 9
#define ROLLO_PK_PART_BYTES 730
#define ROLLO_CT_BYTES 730
#define ROLLO_SS_INPUT_BYTES 79
#elif KPQC_ROLLO_SET == 256
#define ROLLO_M 97
#define ROLLO_F_TERMS {0, 6} /* f = Y^97 + Y^6 + 1 */
#define ROLLO_F_NTERMS 2
#define ROLLO_N 53
#define ROLLO_PN_TERMS {0, 20, 41, 50} /* P_N = X^53 + X^50 + X^41 + X^20 + 1 */
#define ROLLO_ON 103
#define ROLLO_PON_TERMS {0, 9} /* P_ON = X^103 + X^9 + 1 */
#define ROLLO_PON_NTERMS 2
#define ROLLO_PNC_DEG 46
#define ROLLO_R 12
#define ROLLO_PK_PART_BYTES 1300
#define ROLLO_CT_BYTES 1300
#define ROLLO_SS_INPUT_BYTES 97
#else
#error "KPQC_ROLLO_SET must be 128, 192 or 256"
#endif

#define ROLLO_PN_NTERMS 4
#define ROLLO_D 2       /* dimension of the secret support F */
#define ROLLO_PNA_DEG 4 /* coefficients of the masks PNA, PNB */
/* Length of the error polynomials E1, E2 (upstream: on - n - PNA_DEG - 1). */
#define ROLLO_E_LEN (ROLLO_ON - ROLLO_N - ROLLO_PNA_DEG - 1)

#define ROLLO_SEED_BYTES 40 /* 32-byte key || 8-byte diversifier */
#define ROLLO_PK_BYTES (3 * ROLLO_PK_PART_BYTES)
#define ROLLO_SK_BYTES (3 * ROLLO_SEED_BYTES) /* sk seed || PI seed || PO seed */
#define ROLLO_SS_BYTES 64
#define ROLLO_ELT_BYTES ((ROLLO_M + 7) / 8)
/* Bytes of the RBC string of k field elements. */
#define ROLLO_STR_BYTES(k) (((k) * ROLLO_M + 7) / 8)

#endif
