/* NTRU+ parameter sets (specification 2026-01-30, Table 5 and section 7).
 *
 * The build selects one with KPQC_NTRUPLUS_N (768, 864 or 1152). Everything
 * else derives from n: the modulus is always q = 3457, the ring is
 * Z_q[x]/(x^n - x^{n/2} + 1), and the NTT splits it into n/d component rings
 * Z_q[x]/(x^d - zeta_i). */
#ifndef NTRUPLUS_PARAMS_H
#define NTRUPLUS_PARAMS_H

#include "namespace.h"

#ifndef KPQC_NTRUPLUS_N
#error "KPQC_NTRUPLUS_N must be 768, 864 or 1152 (or 576 with KPQC_NTRUPLUS_R2)"
#endif

/* KPQC_NTRUPLUS_R2 selects the Round-2 code (KpqClean ver2 at 896cf25, rows
 * NTRU+<n>-r2): SHA-256/SHA-512 and AES-256-CTR instead of SHAKE-256
 * (symmetric.c), one keygen seed for f and g (kem.c), the permuted bit and
 * byte orders of its CBD1 and Encode_q (poly.c), the Montgomery-scaled NTT
 * values it encodes (ntt.c), and its own NTT splittings, below. */
#ifndef KPQC_NTRUPLUS_R2
#define KPQC_NTRUPLUS_R2 0
#endif

#if KPQC_NTRUPLUS_R2 && KPQC_BACKEND_AVX2
#error "Round 2 (KPQC_NTRUPLUS_R2) has no avx2 backend"
#endif

#define NTRUPLUS_N KPQC_NTRUPLUS_N
#define NTRUPLUS_Q 3457

#if KPQC_NTRUPLUS_R2 && (NTRUPLUS_N == 576 || NTRUPLUS_N == 1152)
#define NTRUPLUS_D 3             /* degree of the component rings */
#define NTRUPLUS_RADIX3_LAYERS 1 /* standard radix-3 layers of the NTT */
#elif KPQC_NTRUPLUS_R2 && NTRUPLUS_N == 768
#define NTRUPLUS_D 2
#define NTRUPLUS_RADIX3_LAYERS 1
#elif NTRUPLUS_N == 768
#define NTRUPLUS_D 4
#define NTRUPLUS_RADIX3_LAYERS 1
#elif NTRUPLUS_N == 864 /* Round 2 and final alike */
#define NTRUPLUS_D 3
#define NTRUPLUS_RADIX3_LAYERS 2
#elif NTRUPLUS_N == 1152
#define NTRUPLUS_D 4
#define NTRUPLUS_RADIX3_LAYERS 2
#else
#error "KPQC_NTRUPLUS_N must be 768, 864 or 1152 (or 576 with KPQC_NTRUPLUS_R2)"
#endif

#define NTRUPLUS_SYMBYTES 32                    /* seeds, F(pk), shared key */
#define NTRUPLUS_SSBYTES 32
#define NTRUPLUS_MSGBYTES (NTRUPLUS_N / 8)      /* m of Encap */
#define NTRUPLUS_CBDBYTES (NTRUPLUS_N / 4)      /* input of CBD1 and SOTP */
#define NTRUPLUS_POLYBYTES (3 * NTRUPLUS_N / 2) /* Encode_q: 12 bits a coefficient */

#define NTRUPLUS_PUBLICKEYBYTES NTRUPLUS_POLYBYTES
#define NTRUPLUS_SECRETKEYBYTES (2 * NTRUPLUS_POLYBYTES + NTRUPLUS_SYMBYTES)
#define NTRUPLUS_CIPHERTEXTBYTES NTRUPLUS_POLYBYTES

#endif
