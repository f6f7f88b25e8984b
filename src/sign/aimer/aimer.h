/* AIMer signing and verification on raw buffers of the exact sizes in
 * params.h. The API layer (api.c) checks lengths, contexts and randomness. */
#ifndef AIMER_AIMER_H
#define AIMER_AIMER_H

#include <stddef.h>
#include <stdint.h>

#include "mpc.h"
#include "params.h"
#include "tree.h"

#define aimer_message_hash KPQC_NS(message_hash)
#define aimer_sign_internal KPQC_NS(sign_internal)
#define aimer_verify_internal KPQC_NS(verify_internal)
#define aimer_sign_internal_ws KPQC_NS(sign_internal_ws)

/* mu = H(prefix_mu || pk || 0x00 || m); the 0x00 is the length of the (empty)
 * context string, as the 2026-01-30 package prefixes it to the message. */
void aimer_message_hash(uint8_t mu[AIMER_COMMIT], const uint8_t pk[AIMER_PK_BYTES],
                        const uint8_t *m, size_t mlen);

/* Writes AIMER_SIG_BYTES to sig; rnd is the signer's fresh randomness. */
void aimer_sign_internal(uint8_t sig[AIMER_SIG_BYTES], const uint8_t *m, size_t mlen,
                         const uint8_t sk[AIMER_SK_BYTES], const uint8_t rnd[AIMER_LAMBDA]);

/* Signing's state (sign.c), and where its caches are: the bounded-stack
 * path points them at arrays on its stack with fixed budgets, the workspace
 * path at the caller's buffer with room for everything. */
#define AIMER_SIGN_TREES (AIMER_N <= 16 ? 4 : 1) /* trees expanded at once */
#define AIMER_OPEN_BYTES (AIMER_COMMIT + AIMER_ALPHAS * GF_BYTES)
typedef struct {
    aimer_tape (*cache)[AIMER_N];   /* tapes of repetitions 0 .. cached_reps - 1 */
    uint8_t *tail;                  /* (sign.c) of repetitions cached_reps + i, i < tail_reps */
    aimer_tree *kept;               /* trees of repetitions kept_first + i, i < tree_reps */
    uint8_t (*leaves)[AIMER_N][AIMER_SEED]; /* of leaf_first + i, i < leaf_reps */
    /* what phase 5 opens of repetition i < open_reps, for each party p:
     * opened[i][p] its commitment and the bytes of its alpha shares */
    uint8_t (*opened)[AIMER_N][AIMER_OPEN_BYTES];
    unsigned cached_reps, tail_reps, kept_first, tree_reps, leaf_first, leaf_reps, open_reps;
} aimer_sign_caches;

typedef struct {
    aimer_statement st;
    gf pt;
    gf t[AIMER_L];              /* the input S-box outputs (witness) */
    gf mult[AIMER_ALPHAS];      /* the multiplicands the check triples pair with a */
    uint8_t mu[AIMER_COMMIT];
    uint8_t roots[AIMER_T][AIMER_SEED];
    aimer_tree trees[AIMER_SIGN_TREES];
    gf v[AIMER_N];                   /* v shares of one repetition */
    gf ms[AIMER_N][AIMER_ALPHAS];    /* multiplicand shares of one repetition */
    gf eps[AIMER_T][AIMER_L + 1]; /* the challenges of phase 2, again in phase 5 */
    aimer_sign_caches c;
} aimer_sign_state;

/* The caller's workspace: the state, every repetition's tapes and every
 * repetition's tree (phase 2-3 hashes no tape twice, phase 5 reads every
 * co-path), and for the "f" sets (N = 16) every party's commitment and alpha
 * shares (phase 5 copies the hidden party's; for N = 256, 12-24 KB a
 * repetition, wiping them cost more instructions than they saved).
 * AIMER_SIGN_WS_BYTES counts the slack to align it. */
#define AIMER_WS_OPEN_REPS (AIMER_N <= 16 ? AIMER_T : 0)
#define AIMER_SIGN_WS_ALIGN 64
typedef struct {
    aimer_sign_state s;
    aimer_tape cache[AIMER_T][AIMER_N];
    aimer_tree kept[AIMER_T];
#if AIMER_N <= 16
    uint8_t opened[AIMER_T][AIMER_N][AIMER_OPEN_BYTES];
#endif
} aimer_sign_ws;
#define AIMER_SIGN_WS_BYTES (sizeof(aimer_sign_ws) + AIMER_SIGN_WS_ALIGN - 1)

/* aimer_sign_internal with its state and caches in ws (AIMER_SIGN_WS_BYTES,
 * any alignment), wiped before it returns. */
void aimer_sign_internal_ws(uint8_t sig[AIMER_SIG_BYTES], const uint8_t *m, size_t mlen,
                            const uint8_t sk[AIMER_SK_BYTES], const uint8_t rnd[AIMER_LAMBDA],
                            void *ws);

/* 0 if sig is valid for (m, pk), -1 otherwise. */
int aimer_verify_internal(const uint8_t sig[AIMER_SIG_BYTES], const uint8_t *m, size_t mlen,
                          const uint8_t pk[AIMER_PK_BYTES]);

#endif
