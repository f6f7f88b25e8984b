/* SMAUG-T.PKE (spec section 4.1, Fig. 7), deterministic given its seeds. */
#ifndef SMAUGT_INDCPA_H
#define SMAUGT_INDCPA_H

#include <stdint.h>

#include "params.h"
#include "xof.h"

#if KPQC_SMAUGT_R2
/* Round 2: A is one SHAKE128 call over seed_A, row-major. */
#define SMAUGT_MATRIX_CALLS 1
#else
#define SMAUGT_MATRIX_CALLS (SMAUGT_K * SMAUGT_K)
#endif

/* The entries of A^T as SHAKE128 gives them: entry k i + j is A[j][i], made
 * by the calls that indcpa_matrix_calls sets up (their inputs live here too),
 * which the KEM batches with its own hashes (xof.h). */
typedef struct {
    uint8_t in[SMAUGT_MATRIX_CALLS][SMAUGT_SEED_BYTES + 2];
    uint8_t out[SMAUGT_K * SMAUGT_K][SMAUGT_POLYQ_BYTES];
} smaugt_matrix_bytes;

#define indcpa_keypair KPQC_NS(indcpa_keypair)
#define indcpa_matrix_calls KPQC_NS(indcpa_matrix_calls)
#define indcpa_enc KPQC_NS(indcpa_enc)
#define indcpa_dec KPQC_NS(indcpa_dec)

/* KeyGen from a 32-byte seed: pk = (seed_A, b), sk = packed s. */
void indcpa_keypair(uint8_t pk[SMAUGT_PK_BYTES], uint8_t sk[SMAUGT_PKE_SK_BYTES],
                    const uint8_t seed[SMAUGT_SEED_BYTES]);

/* ExpandA for Enc: calls[n] computes at->out[n]. */
void indcpa_matrix_calls(smaugt_keccak_call calls[SMAUGT_MATRIX_CALLS], smaugt_matrix_bytes *at,
                         const uint8_t pk[SMAUGT_PK_BYTES]);

#if KPQC_SMAUGT_90S
/* The 90s variant expands A with AES-256-CTR, outside the Keccak batches. */
#define indcpa_matrix_expand KPQC_NS(indcpa_matrix_expand)
void indcpa_matrix_expand(smaugt_matrix_bytes *at, const uint8_t pk[SMAUGT_PK_BYTES]);
#endif
/* Enc(pk, mu; seed_r), with A^T from pk's seed in at, complete once the nlate
 * calls late[0 .. nlate - 1] have been made (nlate <= SMAUGT_MATRIX_CALLS:
 * calls set up by indcpa_matrix_calls and not yet made, writing into at):
 * Enc makes them in one batch with its own spCBD streams (Round 2 takes
 * nlate = 0 only). The randomness r is spCBD(SHAKE256(seed_r || i)). */
void indcpa_enc(uint8_t ct[SMAUGT_CT_BYTES], const uint8_t pk[SMAUGT_PK_BYTES],
                const smaugt_matrix_bytes *at, const smaugt_keccak_call *late, unsigned nlate,
                const uint8_t mu[SMAUGT_MSG_BYTES], const uint8_t seed_r[SMAUGT_SEED_BYTES]);

/* Dec(sk, ct). */
void indcpa_dec(uint8_t mu[SMAUGT_MSG_BYTES], const uint8_t sk[SMAUGT_PKE_SK_BYTES],
                const uint8_t ct[SMAUGT_CT_BYTES]);

#endif
