/* Peregrine (KpqC Round 1) parameters, per set: PEREGRINE_LOGN = 9
 * (Peregrine-512) or 10 (Peregrine-1024), set by family.cmake.
 *
 * Peregrine is Falcon's NTRU lattice (q = 12289, phi = x^n + 1) and Falcon's
 * encodings, with Falcon's floating-point Gaussian signing replaced by an
 * integer sampler (Peikert-style rounding plus a centered binomial
 * perturbation, see sign.c), and the key generated from centered binomial
 * f, g (keygen.c). Sizes are those of the submission's KAT driver. */
#ifndef KPQC_PEREGRINE_PARAMS_H
#define KPQC_PEREGRINE_PARAMS_H

#include "namespace.h"

#if PEREGRINE_LOGN == 9
#define PG_LOGN 9
#define PG_FG_BITS 6              /* bits of an f or g coefficient in sk */
#define PG_NORM_BOUND 34034726u   /* squared l2 bound on (s1, s2) */
#define PG_COMP_MAX 673           /* room for the compressed s2 (driver: 690 - 17) */
#elif PEREGRINE_LOGN == 10
#define PG_LOGN 10
#define PG_FG_BITS 5
#define PG_NORM_BOUND 150700176u
#define PG_COMP_MAX 1323          /* driver: 1340 - 17 */
#else
#error "PEREGRINE_LOGN must be 9 or 10"
#endif

#define PG_N (1u << PG_LOGN)
#define PG_Q 12289u
#define PG_FG_BITS_BIG 8          /* bits of an F (or G) coefficient in sk */
#define PG_NONCE_BYTES 40
#define PG_KEYGEN_SEED_BYTES 48
#define PG_SIGN_SEED_BYTES 48

/* pk = 0x00+logn || h (14 bits per coefficient).
 * sk = 0x50+logn || f, g (PG_FG_BITS each) || F (8 bits each).
 * Detached signature (ours) = nonce (40) || 0x20+logn || compressed s2;
 * the combined form is upstream's: siglen (2, big-endian, = 1 + compressed
 * length) || nonce || message || 0x20+logn || compressed s2. */
#define PG_PK_BYTES (1 + 14 * PG_N / 8)
#define PG_SK_BYTES (1 + 2 * PG_FG_BITS * PG_N / 8 + PG_FG_BITS_BIG * PG_N / 8)
#define PG_SIG_MAX_BYTES (PG_NONCE_BYTES + 1 + PG_COMP_MAX)

#endif
