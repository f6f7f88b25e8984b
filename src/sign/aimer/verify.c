/* AIMer verification (spec "Signature scheme", Verify): per repetition,
 * rebuild every party's seed but the hidden one, re-run their MPC views and
 * recompute h1 and h2. The hidden party contributes its revealed commitment
 * and alpha share; its v share is what makes the v shares add up to 0. */
#include <string.h>

#include "aimer.h"
#include "ct.h"
#include "hash.h"
#include "mpc.h"
#include "tree.h"

_Static_assert(AIMER_N % 16 == 0, "parties come in groups of sixteen");
_Static_assert(16 * GF_BYTES <= 4 * AIMER_COMMIT_TAPE_BYTES,
               "sixteen shares fit where four commitments and tapes do");

/* Small trees (N = 16) are rebuilt four repetitions at a time. */
#define VERIFY_TREES (AIMER_N <= 16 ? 4 : 1)

typedef struct {
    aimer_statement st;
    aimer_tree trees[VERIFY_TREES];
    gf v[AIMER_N];
    gf ms[AIMER_N][AIMER_ALPHAS]; /* multiplicand shares */
} verify_workspace;

/* Absorbs the commitments and alpha shares of one repetition and leaves the
 * finished v shares in ws->v. */
static void check_repetition(verify_workspace *ws, aimer_hash *h1, aimer_hash *h2,
                             const uint8_t *salt, const uint8_t *proof, unsigned rep,
                             unsigned hidden, const gf eps[AIMER_L + 1], const aimer_tree nodes)
{
    /* outb: four parties' commitments and tapes, or the bytes of sixteen
     * shares absorbed into h2 by one hash_update */
    uint8_t outb[4 * AIMER_COMMIT_TAPE_BYTES];
    uint8_t(*const out)[AIMER_COMMIT_TAPE_BYTES] = (uint8_t(*)[AIMER_COMMIT_TAPE_BYTES])outb;
    aimer_tape tape;
    gf alpha[AIMER_ALPHAS], share[AIMER_ALPHAS];
    hash_queue q;

    for (unsigned l = 0; l < AIMER_ALPHAS; l++) gf_set_zero(alpha[l]);
    hashq_init(&q, AIMER_PREFIX_COMMIT, salt, AIMER_COMMIT_TAPE_BYTES);
#ifdef AIMER_BATCH
    (void)tape;
    for (unsigned p0 = 0; p0 < AIMER_N; p0 += AIMER_BATCH) {
        aimer_tape btapes[AIMER_BATCH];
        gf bshare[AIMER_BATCH];
        const int last = p0 + AIMER_BATCH == AIMER_N;

        for (unsigned p = p0; p < p0 + AIMER_BATCH; p += 4) {
            /* the hidden party's seed is unknown: its slot hashes a copy of
             * another seed; its tape is checked along but not read */
            for (unsigned k = 0; k < 4; k++) {
                const unsigned known = p + k == hidden ? p + (k + 1) % 4 : p + k;
                hashq_push(&q, rep, p + k, nodes[AIMER_N - 1 + known], out[k]);
            }
            hashq_flush(&q);
            for (unsigned k = 0; k < 4; k++) {
                if (p + k == hidden) {
                    hash_update(h1, proof + PROOF_COMMIT, AIMER_COMMIT);
                } else {
                    hash_update(h1, out[k], AIMER_COMMIT);
                }
                mpc_tape_from_bytes(&btapes[p + k - p0], out[k]);
            }
        }
        if (last) mpc_apply_deltas(&btapes[AIMER_BATCH - 1], proof);
        mpc_party_check16(bshare, ws->v + p0, ws->ms + p0, &ws->st, eps, btapes, last);
        for (unsigned p = p0; p < p0 + AIMER_BATCH; p++) {
            if (p == hidden) {
                memcpy(outb + (p - p0) * GF_BYTES, proof + PROOF_ALPHA, GF_BYTES);
                gf_from_bytes(share[0], proof + PROOF_ALPHA);
                gf_add(alpha[0], alpha[0], share[0]);
            } else {
                gf_add(alpha[0], alpha[0], bshare[p - p0]);
                gf_to_bytes(outb + (p - p0) * GF_BYTES, bshare[p - p0]);
            }
        }
        hash_update(h2, outb, AIMER_BATCH * GF_BYTES);
    }
#else
    for (unsigned p = 0; p < AIMER_N; p++) {
        const int last = p == AIMER_N - 1;
        if (p % 4 == 0) {
            /* the hidden party's seed is unknown: its slot hashes a copy of
             * another seed and is not read */
            for (unsigned k = 0; k < 4; k++) {
                const unsigned known = p + k == hidden ? p + (k + 1) % 4 : p + k;
                hashq_push(&q, rep, p + k, nodes[AIMER_N - 1 + known], out[k]);
            }
            hashq_flush(&q);
        }
        if (p == hidden) {
            hash_update(h1, proof + PROOF_COMMIT, AIMER_COMMIT);
            hash_update(h2, proof + PROOF_ALPHA, AIMER_ALPHAS * GF_BYTES);
            for (unsigned l = 0; l < AIMER_ALPHAS; l++) {
                gf_from_bytes(share[l], proof + PROOF_ALPHA + l * GF_BYTES);
                gf_add(alpha[l], alpha[l], share[l]);
            }
            continue;
        }
        hash_update(h1, out[p % 4], AIMER_COMMIT);
        mpc_tape_from_bytes(&tape, out[p % 4]);
        if (last) mpc_apply_deltas(&tape, proof);
        mpc_party_check(share, ws->v[p], ws->ms[p], &ws->st, eps, &tape, last);
        for (unsigned l = 0; l < AIMER_ALPHAS; l++) {
            gf_add(alpha[l], alpha[l], share[l]);
            uint8_t buf[GF_BYTES];
            gf_to_bytes(buf, share[l]);
            hash_update(h2, buf, GF_BYTES);
        }
    }
#endif
    hashq_wipe(&q);
    hash_update(h1, proof + PROOF_DELTA_PT, (AIMER_L + 2) * GF_BYTES);

    gf_set_zero(ws->v[hidden]);
    for (unsigned p = 0; p < AIMER_N; p++) {
        if (p == hidden) continue;
        mpc_finish_v(ws->v[p], (const gf *)alpha, (const gf *)ws->ms[p]);
        gf_add(ws->v[hidden], ws->v[hidden], ws->v[p]);
    }
    for (unsigned p0 = 0; p0 < AIMER_N; p0 += 16) {
        for (unsigned p = p0; p < p0 + 16; p++) gf_to_bytes(outb + (p - p0) * GF_BYTES, ws->v[p]);
        hash_update(h2, outb, 16 * GF_BYTES);
    }
}

int aimer_verify_internal(const uint8_t sig[AIMER_SIG_BYTES], const uint8_t *m, size_t mlen,
                          const uint8_t pk[AIMER_PK_BYTES])
{
    const uint8_t *salt = sig + SIG_SALT;
    uint8_t hidden[AIMER_T], mu[AIMER_COMMIT], h1[AIMER_COMMIT], h2[AIMER_COMMIT];
    verify_workspace ws;
    aimer_hash he, hh1, hh2;
    int bad;

    mpc_statement_init(&ws.st, pk);
    aimer_message_hash(mu, pk, m, mlen);

    hash_init(&he);
    hash_update(&he, sig + SIG_H2, AIMER_COMMIT);
    hash_final(&he);
    hash_squeeze(&he, hidden, AIMER_T);

    hash_init(&he);
    hash_update(&he, sig + SIG_H1, AIMER_COMMIT);
    hash_final(&he);
    hash_init_prefix(&hh1, AIMER_PREFIX_H1);
    hash_update(&hh1, mu, AIMER_COMMIT);
    hash_update(&hh1, salt, AIMER_SALT);
    hash_init_prefix(&hh2, AIMER_PREFIX_H2);
    hash_update(&hh2, sig + SIG_H1, AIMER_COMMIT);
    hash_update(&hh2, salt, AIMER_SALT);

    for (unsigned rep0 = 0; rep0 < AIMER_T; rep0 += VERIFY_TREES) {
        const unsigned count = AIMER_T - rep0 < VERIFY_TREES ? AIMER_T - rep0 : VERIFY_TREES;
        const uint8_t *paths[VERIFY_TREES];
        unsigned hid[VERIFY_TREES];

        for (unsigned r = 0; r < count; r++) {
            paths[r] = sig + SIG_PROOFS + (size_t)(rep0 + r) * PROOF_BYTES + PROOF_PATH;
            hid[r] = hidden[rep0 + r] & (AIMER_N - 1);
        }
        tree_reconstruct(ws.trees, salt, rep0, count, paths, hid);
        for (unsigned r = 0; r < count; r++) {
            const unsigned rep = rep0 + r;
            gf eps[AIMER_L + 1];
            for (unsigned l = 0; l <= AIMER_L; l++) hash_squeeze_words(&he, eps[l], GF_WORDS);
            check_repetition(&ws, &hh1, &hh2, salt, sig + SIG_PROOFS + (size_t)rep * PROOF_BYTES,
                             rep, hid[r], (const gf *)eps, (const uint8_t(*)[AIMER_SEED])ws.trees[r]);
        }
    }
    hash_final(&hh1);
    hash_squeeze(&hh1, h1, AIMER_COMMIT);
    hash_final(&hh2);
    hash_squeeze(&hh2, h2, AIMER_COMMIT);

    bad = kpqc_ct_memcmp(h1, sig + SIG_H1, AIMER_COMMIT) |
          kpqc_ct_memcmp(h2, sig + SIG_H2, AIMER_COMMIT);
    return bad ? -1 : 0;
}
