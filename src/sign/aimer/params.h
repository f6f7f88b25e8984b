/* AIMer parameter sets (AIMer specification v2.1 with the 2026-01-30 package,
 * table "Parameters of AIMer"): one compilation per set, selected by
 * AIMER_LEVEL (128, 192 or 256) and AIMER_SMALL (0 for the "f" sets, 1 for
 * the "s" sets), both given by family.cmake. */
#ifndef AIMER_PARAMS_H
#define AIMER_PARAMS_H

#include "namespace.h"

#if !defined(AIMER_LEVEL) || !defined(AIMER_SMALL)
#error "AIMER_LEVEL and AIMER_SMALL must be defined by the build"
#endif

#if AIMER_LEVEL == 128
#define AIMER_LAMBDA 16 /* security parameter in bytes */
#define AIMER_L 2       /* AIM2 input S-boxes */
#if AIMER_SMALL
#define AIMER_T 17
#define AIMER_LOGN 8
#define AIMER_PREFIX_MU 0x10
#else
#define AIMER_T 33
#define AIMER_LOGN 4
#define AIMER_PREFIX_MU 0x00
#endif
#elif AIMER_LEVEL == 192
#define AIMER_LAMBDA 24
#define AIMER_L 2
#if AIMER_SMALL
#define AIMER_T 25
#define AIMER_LOGN 8
#define AIMER_PREFIX_MU 0x30
#else
#define AIMER_T 49
#define AIMER_LOGN 4
#define AIMER_PREFIX_MU 0x20
#endif
#elif AIMER_LEVEL == 256
#define AIMER_LAMBDA 32
#define AIMER_L 3
#if AIMER_SMALL
#define AIMER_T 33
#define AIMER_LOGN 8
#define AIMER_PREFIX_MU 0x50
#else
#define AIMER_T 65
#define AIMER_LOGN 4
#define AIMER_PREFIX_MU 0x40
#endif
#else
#error "AIMER_LEVEL must be 128, 192 or 256"
#endif

/* v2.1 (2024) hashes the message with prefix 0 in every set; the 2026
 * package gives each set its own prefix (above). */
#if KPQC_AIMER_V21
#undef AIMER_PREFIX_MU
#define AIMER_PREFIX_MU 0x00
#endif

/* Field GF(2^k) with k = 8 * lambda, stored as 64-bit little-endian words. */
#define GF_BITS (8 * AIMER_LAMBDA)
#define GF_BYTES AIMER_LAMBDA
#define GF_WORDS (AIMER_LAMBDA / 8)

#define AIMER_N (1 << AIMER_LOGN) /* MPC parties; at most 256 (indices are bytes) */
#define AIMER_SEED AIMER_LAMBDA
#define AIMER_SALT AIMER_LAMBDA
#define AIMER_COMMIT (2 * AIMER_LAMBDA)
#define AIMER_IV AIMER_LAMBDA

/* Keys: pk = iv || ct, sk = pt || iv || ct. */
#define AIMER_PK_BYTES (AIMER_IV + GF_BYTES)
#define AIMER_SK_BYTES (GF_BYTES + AIMER_PK_BYTES)

/* Multiplications checked with their own challenge alpha: AIM2 proves
 * pt * t_l = z_l for all L + 1 S-boxes in one check (one alpha); AIM3
 * (KPQC_AIMER_V3) proves x_l * y_l = z_l with one alpha per S-box. */
#if KPQC_AIMER_V3
#define AIMER_ALPHAS (AIMER_L + 1)
#else
#define AIMER_ALPHAS 1
#endif

/* Signature: salt || h1 || h2 || proof[T], each proof being
 * reveal_path[LOGN] || missing commitment || delta_pt || delta_t[L] ||
 * delta_c || missing alpha shares[AIMER_ALPHAS]. */
#define PROOF_PATH 0
#define PROOF_COMMIT (AIMER_LOGN * AIMER_SEED)
#define PROOF_DELTA_PT (PROOF_COMMIT + AIMER_COMMIT)
#define PROOF_DELTA_T (PROOF_DELTA_PT + GF_BYTES)
#define PROOF_DELTA_C (PROOF_DELTA_T + AIMER_L * GF_BYTES)
#define PROOF_ALPHA (PROOF_DELTA_C + GF_BYTES)
#define PROOF_BYTES (PROOF_ALPHA + AIMER_ALPHAS * GF_BYTES)
#define SIG_SALT 0
#define SIG_H1 (SIG_SALT + AIMER_SALT)
#define SIG_H2 (SIG_H1 + AIMER_COMMIT)
#define SIG_PROOFS (SIG_H2 + AIMER_COMMIT)
#define AIMER_SIG_BYTES (SIG_PROOFS + AIMER_T * PROOF_BYTES)

/* Domain-separation prefixes of the hash calls (spec, "Hash functions"). */
#define AIMER_PREFIX_H1 0x01
#define AIMER_PREFIX_H2 0x02
#define AIMER_PREFIX_SALT 0x03
#define AIMER_PREFIX_TREE 0x04
#define AIMER_PREFIX_COMMIT 0x05

#endif
