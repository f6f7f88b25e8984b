/* AIMer signing (spec "Signature scheme", Sign) in bounded memory.
 *
 * The upstream code keeps every party's seed, commitment and MPC state for
 * all T repetitions (megabytes for the "s" sets). Here only the T root seeds
 * persist, plus a cache of the parties' tapes for the first SIGN_CACHED_REPS
 * repetitions, of the leaves of the next SIGN_LEAF_REPS, and of some whole
 * seed trees (fixed budgets: with the portable
 * backend's, all tapes for AIMer128f, one or two repetitions for the "s"
 * sets; the AVX2 backend, on x86-64 hosts, spends more stack to hash less and
 * caches every tape of the "f" sets). Phase 1 expands the seed trees
 * (SIGN_TREES repetitions at a time, so that a level of all of them fills the
 * hash queue) to commit to the tapes, four parties per queue flush; phase 2-3
 * runs the multiplication check once the challenges are known, reading the
 * cached tapes, or hashing them from a kept tree's or cached leaves, or
 * expanding the tree a second time; phase 5 reads the co-path
 * from a kept tree or walks from the root to the one hidden leaf, and copies
 * the hidden party's commitment and alpha shares where phases 1-3 kept every
 * party's (SIGN_OPEN_REPS), or else hashes and checks that party again. The MPC
 * simulation itself runs once per party, in phase 2-3 (phase 1 needs only
 * sums of tapes).
 * Stack: sizeof(sign_stack) plus a few kilobytes (docs/SCHEMES.md). With a
 * caller's workspace (aimer_sign_internal_ws, AIMER_SIGN_WS_BYTES) the same
 * code keeps the state, every tape, every tree and (the "f" sets) every
 * party's commitment and alpha shares there instead: no tape and no tree is
 * hashed twice, and the stack holds only the frames. */
#include <stdint.h>
#include <string.h>

#include "aimer.h"
#include "ct.h"
#include "hash.h"
#include "mpc.h"
#include "tree.h"

#if KPQC_BACKEND_AVX2
/* Every tape where all of them take at most 400 KB (AIMer128f 42 KB, 128s
 * 348 KB, 192f 94 KB, 256f 200 KB: no tape is hashed twice). Otherwise
 * (192s, 256s) the nibble tables of the statement (mpc.h; 90 and 224 KB) come
 * out of the tape budget, at level 256 another 96 KB (AIMer256s keeps one
 * repetition either way). */
#define SIGN_ALL_TAPES (AIMER_T * AIMER_N * sizeof(aimer_tape))
#define SIGN_CACHE_BUDGET                                                                        \
    (SIGN_ALL_TAPES <= 400 * 1024                                                               \
         ? SIGN_ALL_TAPES                                                                       \
         : 344 * 1024 - sizeof(((aimer_statement *)0)->tab) - (AIMER_LEVEL == 256 ? 96 * 1024 : 0))
#define SIGN_TREE_BUDGET (32 * 1024)
#else
#define SIGN_CACHE_BUDGET (48 * 1024)
#define SIGN_TREE_BUDGET (16 * 1024)
#endif
#define SIGN_REP_TAPES (AIMER_N * sizeof(aimer_tape))
/* at least one repetition (AIMer256s-v3's 256 tapes take 72 KB) */
#define SIGN_BUDGET_REPS \
    (SIGN_CACHE_BUDGET / SIGN_REP_TAPES > 0 ? SIGN_CACHE_BUDGET / SIGN_REP_TAPES : 1)
#define SIGN_CACHED_REPS (SIGN_BUDGET_REPS < AIMER_T ? SIGN_BUDGET_REPS : AIMER_T)
_Static_assert(SIGN_CACHED_REPS >= 1, "the tape cache holds at least one repetition");
/* Where a party's commitment and tape take one block and a little more
 * (AIMer192s: 168 bytes against a rate of 136), the AVX2 backend keeps the
 * tape bytes of the second block, 32 a party, of every repetition without
 * cached tapes: hashing the tapes again in phase 2-3 then costs one
 * permutation per four parties instead of two (AIMer192s: 1,088 fewer 4-way
 * permutations a signature for 139 KB of stack; a whole tape is 120 bytes). */
#if KPQC_BACKEND_AVX2 && AIMER_COMMIT_TAPE_BYTES > AIMER_RATE && \
    AIMER_COMMIT_TAPE_BYTES - AIMER_RATE <= 32
#define SIGN_TAIL_BYTES (AIMER_COMMIT_TAPE_BYTES - AIMER_RATE)
#else
#define SIGN_TAIL_BYTES 0
#endif
#define SIGN_TAIL_REPS (SIGN_TAIL_BYTES > 0 ? AIMER_T - SIGN_CACHED_REPS : 0)
#define SIGN_TAIL_SLOTS (SIGN_TAIL_REPS > 0 ? SIGN_TAIL_REPS : 1)
#define SIGN_TAIL_SIZE (SIGN_TAIL_BYTES > 0 ? SIGN_TAIL_BYTES : 1)

/* The caches' budgets above are those of the bounded-stack path; they are
 * read at run time from aimer_sign_caches (aimer.h), which the workspace path
 * points at the caller's buffer with every tape and tree. */
static int tail_kept(const aimer_sign_caches *c, unsigned rep)
{
    return SIGN_TAIL_BYTES > 0 && rep - c->cached_reps < c->tail_reps; /* wraps below */
}

/* The kept second-block bytes of repetition rep's parties (tail_kept). */
static uint8_t (*tail_of(const aimer_sign_caches *c, unsigned rep))[SIGN_TAIL_SIZE]
{
    return (uint8_t(*)[SIGN_TAIL_SIZE])(c->tail + (size_t)(rep - c->cached_reps) * AIMER_N *
                                                      SIGN_TAIL_SIZE);
}
/* Small trees (N = 16) are expanded four repetitions at a time, and the
 * trees of SIGN_TREE_REPS repetitions (with the portable budget all of them
 * for AIMer128f, none for the "s" sets) are kept: phase 2-3 need not expand them
 * again and phase 5 reads the co-path instead of hashing its way down from
 * the root. They are the repetitions right after those with cached tapes
 * (or the first ones when the tape cache holds every repetition). */
#define SIGN_TREES AIMER_SIGN_TREES
#define SIGN_TREE_REPS                                                                     \
    (SIGN_TREE_BUDGET / sizeof(aimer_tree) < AIMER_T ? SIGN_TREE_BUDGET / sizeof(aimer_tree) \
                                                     : AIMER_T)
#define SIGN_TREE_SLOTS (SIGN_TREE_REPS > 0 ? SIGN_TREE_REPS : 1)
#define SIGN_KEPT_FIRST \
    (SIGN_CACHED_REPS + SIGN_TREE_REPS <= AIMER_T ? SIGN_CACHED_REPS : AIMER_T - SIGN_TREE_REPS)

static int tree_kept(const aimer_sign_caches *c, unsigned rep)
{
    return rep - c->kept_first < c->tree_reps; /* wraps below the first */
}

/* The leaves (the parties' seeds) of the SIGN_LEAF_REPS repetitions after
 * those: phase 2-3 hashes their tapes from the leaves without expanding the
 * tree again (a tree costs N - 1 hashes, its leaves a fifth to a twelfth of
 * the tapes' bytes). */
#define SIGN_REP_LEAVES (AIMER_N * AIMER_SEED)
#define SIGN_LEAF_FIRST (SIGN_KEPT_FIRST + SIGN_TREE_REPS)
#define SIGN_LEAF_ROOM (AIMER_T - SIGN_LEAF_FIRST)
/* The AVX2 backend keeps the leaves of every repetition left (AIMer192s 15
 * repetitions, 90 KB; AIMer256s 30, 240 KB): no tree is expanded twice. */
#if KPQC_BACKEND_AVX2
#define SIGN_LEAF_BUDGET (SIGN_LEAF_ROOM * SIGN_REP_LEAVES)
#else
#define SIGN_LEAF_BUDGET (64 * 1024)
#endif
#define SIGN_LEAF_REPS                                                                    \
    (SIGN_LEAF_BUDGET / SIGN_REP_LEAVES < SIGN_LEAF_ROOM ? SIGN_LEAF_BUDGET / SIGN_REP_LEAVES \
                                                         : SIGN_LEAF_ROOM)
#define SIGN_LEAF_SLOTS (SIGN_LEAF_REPS > 0 ? SIGN_LEAF_REPS : 1)

static int leaves_kept(const aimer_sign_caches *c, unsigned rep)
{
    return rep - c->leaf_first < c->leaf_reps; /* wraps below the first */
}
/* Every party's commitment (phase 1) and alpha shares (phase 2-3) of the
 * first SIGN_OPEN_REPS repetitions, a multiple of the four that phase 5
 * opens per queue flush: phase 5 copies the hidden party's instead of
 * hashing its commitment and tape again and rerunning its check (AVX2
 * budget: AIMer128f all 33 repetitions in 25 KB, 192f 24 in 27 KB, 256f 16 in
 * 24 KB; none for the "s" sets, 12 KB and more a repetition). */
#if KPQC_BACKEND_AVX2
#define SIGN_OPEN_BUDGET (28 * 1024)
#else
#define SIGN_OPEN_BUDGET (16 * 1024)
#endif
#define SIGN_REP_OPEN (AIMER_N * AIMER_OPEN_BYTES)
#define SIGN_OPEN_FIT (SIGN_OPEN_BUDGET / SIGN_REP_OPEN / 4 * 4)
#define SIGN_OPEN_REPS (SIGN_OPEN_FIT < AIMER_T ? SIGN_OPEN_FIT : AIMER_T)

_Static_assert(AIMER_N % 16 == 0, "parties come in groups of sixteen");
_Static_assert(16 * GF_BYTES <= 4 * AIMER_COMMIT_TAPE_BYTES,
               "sixteen shares fit where four commitments and tapes do");

typedef aimer_sign_state sign_workspace;

/* The bounded-stack path's state and caches, with the budgets above. */
typedef struct {
    aimer_sign_state s;
    aimer_tree kept[SIGN_TREE_SLOTS]; /* kept[i]: the tree of repetition SIGN_KEPT_FIRST + i */
    uint8_t leaves[SIGN_LEAF_SLOTS][AIMER_N][AIMER_SEED]; /* of repetition SIGN_LEAF_FIRST + i */
    aimer_tape cache[SIGN_CACHED_REPS][AIMER_N];
    uint8_t tail[SIGN_TAIL_SLOTS][AIMER_N][SIGN_TAIL_SIZE]; /* of repetition SIGN_CACHED_REPS + i */
#if SIGN_OPEN_REPS > 0
    uint8_t opened[SIGN_OPEN_REPS][AIMER_N][AIMER_OPEN_BYTES];
#endif
} sign_stack;

static uint8_t *proof_of(uint8_t *sig, unsigned rep)
{
    return sig + SIG_PROOFS + (size_t)rep * PROOF_BYTES;
}

/* The tapes of the four parties p0 .. p0 + 3 of one repetition, with their
 * commitments in out[k] (the tapes follow them there); leaves[p] is party
 * p's seed. With tail (the kept second-block bytes of that repetition's
 * parties) only the first block is hashed. q is the caller's, who wipes it. */
static void party_tapes(hash_queue *q, uint8_t out[4][AIMER_COMMIT_TAPE_BYTES],
                        aimer_tape tapes[4], const uint8_t *salt, unsigned rep, unsigned p0,
                        const uint8_t (*leaves)[AIMER_SEED],
                        const uint8_t (*tail)[SIGN_TAIL_SIZE])
{
    hashq_init(q, AIMER_PREFIX_COMMIT, salt,
               SIGN_TAIL_BYTES > 0 && tail ? AIMER_RATE : AIMER_COMMIT_TAPE_BYTES);
    for (unsigned k = 0; k < 4; k++) hashq_push(q, rep, p0 + k, leaves[p0 + k], out[k]);
    hashq_flush(q);
    for (unsigned k = 0; k < 4; k++) {
        if (SIGN_TAIL_BYTES > 0 && tail) {
            memcpy(out[k] + AIMER_COMMIT_TAPE_BYTES - SIGN_TAIL_BYTES, tail[p0 + k], SIGN_TAIL_BYTES);
        }
        mpc_tape_from_bytes(&tapes[k], out[k]);
    }
}

/* party_tapes with a queue of its own, wiped on return (phase 2-3: a queue
 * kept in phase 2-3's frame would sit on the stack beside the party check's,
 * at the peak of signing's stack). This function, commit_repetition and
 * phase45 hold a hash queue (1 KB with its 4-way state) and are kept out of
 * line: inlined, gcc gave their queues separate slots in the frame of
 * aimer_sign_internal, beside the workspace (AIMer256s +672 bytes of peak
 * stack). */
KPQC_NOINLINE
static void party_tapes_own(uint8_t out[4][AIMER_COMMIT_TAPE_BYTES], aimer_tape tapes[4],
                            const uint8_t *salt, unsigned rep, unsigned p0,
                            const uint8_t (*leaves)[AIMER_SEED],
                            const uint8_t (*tail)[SIGN_TAIL_SIZE])
{
    hash_queue q;
    party_tapes(&q, out, tapes, salt, rep, p0, leaves, tail);
    hashq_wipe(&q);
}

/* Phase 1 for one repetition: absorbs the parties' commitments into h and
 * writes the deltas into the proof (they are absorbed too). */
KPQC_NOINLINE
static void commit_repetition(sign_workspace *ws, uint8_t *sig, aimer_hash *h, unsigned rep,
                              const aimer_tree tree)
{
    const uint8_t *salt = sig + SIG_SALT;
    uint8_t *proof = proof_of(sig, rep);
    uint8_t out[4][AIMER_COMMIT_TAPE_BYTES];
    aimer_tape tapes[4], sum;
    hash_queue q;
    gf d;

    memset(&sum, 0, sizeof sum);
    for (unsigned p0 = 0; p0 < AIMER_N; p0 += 4) {
        party_tapes(&q, out, tapes, salt, rep, p0, tree + AIMER_N - 1, NULL);
        for (unsigned k = 0; k < 4; k++) {
            const aimer_tape *tape = &tapes[k];
            hash_update(h, out[k], AIMER_COMMIT);
            if (rep < ws->c.open_reps) memcpy(ws->c.opened[rep][p0 + k], out[k], AIMER_COMMIT);
            if (rep < ws->c.cached_reps) ws->c.cache[rep][p0 + k] = *tape;
            if (tail_kept(&ws->c, rep)) {
                memcpy(tail_of(&ws->c, rep)[p0 + k],
                       out[k] + AIMER_COMMIT_TAPE_BYTES - SIGN_TAIL_BYTES, SIGN_TAIL_BYTES);
            }
            gf_add(sum.pt, sum.pt, tape->pt);
            for (unsigned l = 0; l < AIMER_L; l++) gf_add(sum.t[l], sum.t[l], tape->t[l]);
            for (unsigned l = 0; l < AIMER_ALPHAS; l++) gf_add(sum.a[l], sum.a[l], tape->a[l]);
            gf_add(sum.c, sum.c, tape->c);
        }
    }
    gf_add(d, sum.pt, ws->pt);
    gf_to_bytes(proof + PROOF_DELTA_PT, d);
    for (unsigned l = 0; l < AIMER_L; l++) {
        gf_add(d, sum.t[l], ws->t[l]);
        gf_to_bytes(proof + PROOF_DELTA_T + l * GF_BYTES, d);
    }
    gf_copy(d, sum.c); /* c = sum_l a_l m_l */
    for (unsigned l = 0; l < AIMER_ALPHAS; l++) {
        gf p;
        gf_mul(p, ws->mult[l], sum.a[l]);
        gf_add(d, d, p);
    }
    gf_to_bytes(proof + PROOF_DELTA_C, d);
    hash_update(h, proof + PROOF_DELTA_PT, (AIMER_L + 2) * GF_BYTES);
    /* a cached last tape holds the deltas: phases 2-3 and 5 read the cache
     * in place */
    if (rep < ws->c.cached_reps) mpc_apply_deltas(&ws->c.cache[rep][AIMER_N - 1], proof);

    hashq_wipe(&q);
    kpqc_memzero(out, sizeof out);
    kpqc_memzero(tapes, sizeof tapes);
    kpqc_memzero(&sum, sizeof sum);
    kpqc_memzero(d, sizeof d);
}

/* Phase 1: salt and root seeds, then per repetition the commitments to the
 * parties' seeds and the deltas that make the last party's shares add up to
 * pt, t_l and c = pt * a. h1 = H(0x01 || mu || salt || per rep: commitments,
 * deltas). */
static void phase1(sign_workspace *ws, uint8_t *sig, const uint8_t rnd[AIMER_LAMBDA])
{
    const uint8_t *salt = sig + SIG_SALT;
    uint8_t pt_bytes[GF_BYTES];
    aimer_hash h;

    gf_to_bytes(pt_bytes, ws->pt);
    hash_init_prefix(&h, AIMER_PREFIX_SALT);
    hash_update(&h, pt_bytes, GF_BYTES);
    hash_update(&h, ws->mu, AIMER_COMMIT);
    hash_update(&h, rnd, AIMER_LAMBDA);
    hash_final(&h);
    hash_squeeze(&h, sig + SIG_SALT, AIMER_SALT);
    for (unsigned rep = 0; rep < AIMER_T; rep++) hash_squeeze(&h, ws->roots[rep], AIMER_SEED);
    hash_wipe(&h);

    hash_init_prefix(&h, AIMER_PREFIX_H1);
    hash_update(&h, ws->mu, AIMER_COMMIT);
    hash_update(&h, salt, AIMER_SALT);
    for (unsigned rep0 = 0; rep0 < AIMER_T; rep0 += SIGN_TREES) {
        const unsigned count = AIMER_T - rep0 < SIGN_TREES ? AIMER_T - rep0 : SIGN_TREES;
        tree_expand(ws->trees, salt, rep0, count, (const uint8_t(*)[AIMER_SEED])ws->roots + rep0);
        for (unsigned r = 0; r < count; r++) {
            commit_repetition(ws, sig, &h, rep0 + r, (const uint8_t(*)[AIMER_SEED])ws->trees[r]);
            if (tree_kept(&ws->c, rep0 + r)) {
                memcpy(ws->c.kept[rep0 + r - ws->c.kept_first], ws->trees[r], sizeof(aimer_tree));
            }
            if (leaves_kept(&ws->c, rep0 + r)) {
                memcpy(ws->c.leaves[rep0 + r - ws->c.leaf_first], ws->trees[r][AIMER_N - 1],
                       (size_t)SIGN_REP_LEAVES);
            }
        }
    }
    hash_final(&h);
    hash_squeeze(&h, sig + SIG_H1, AIMER_COMMIT);
    hash_wipe(&h);

    kpqc_memzero(pt_bytes, sizeof pt_bytes);
}

/* Phases 2 and 3: challenges eps = SHAKE(h1), the parties' shares of the
 * multiplication check, h2 = H(0x02 || h1 || salt || per rep: alpha shares,
 * v shares). */
static void phase23(sign_workspace *ws, uint8_t *sig)
{
    const uint8_t *salt = sig + SIG_SALT;
    /* outb: four parties' commitments and tapes, or the bytes of sixteen
     * shares absorbed into h2 by one hash_update */
    uint8_t outb[4 * AIMER_COMMIT_TAPE_BYTES];
    uint8_t(*const out)[AIMER_COMMIT_TAPE_BYTES] = (uint8_t(*)[AIMER_COMMIT_TAPE_BYTES])outb;
#ifdef AIMER_BATCH
    aimer_tape btapes[AIMER_BATCH];
    gf bshare[AIMER_BATCH];
#else
    aimer_tape tapes[4];
    uint8_t buf[GF_BYTES];
#endif
    aimer_hash he, h;
    unsigned group0 = 0, group_end = 0; /* the repetitions expanded in ws->trees */
    const aimer_sign_caches *c = &ws->c;

    hash_init(&he);
    hash_update(&he, sig + SIG_H1, AIMER_COMMIT);
    hash_final(&he);
    hash_init_prefix(&h, AIMER_PREFIX_H2);
    hash_update(&h, sig + SIG_H1, AIMER_COMMIT);
    hash_update(&h, salt, AIMER_SALT);
    for (unsigned rep = 0; rep < AIMER_T; rep++) {
        const uint8_t *proof = proof_of(sig, rep);
        gf *eps = ws->eps[rep], alpha[AIMER_ALPHAS], share[AIMER_ALPHAS];
        const uint8_t(*leaves)[AIMER_SEED] = NULL;

        for (unsigned l = 0; l <= AIMER_L; l++) hash_squeeze_words(&he, eps[l], GF_WORDS);
        for (unsigned l = 0; l < AIMER_ALPHAS; l++) gf_set_zero(alpha[l]);
        if (rep >= c->cached_reps && tree_kept(c, rep)) {
            leaves = (const uint8_t(*)[AIMER_SEED])c->kept[rep - c->kept_first] + AIMER_N - 1;
        } else if (rep >= c->cached_reps && leaves_kept(c, rep)) {
            leaves = (const uint8_t(*)[AIMER_SEED])c->leaves[rep - c->leaf_first];
        } else if (rep >= c->cached_reps) {
            /* the repetitions from here on have neither tapes, trees nor
             * leaves kept */
            if (rep >= group_end) {
                const unsigned count = AIMER_T - rep < SIGN_TREES ? AIMER_T - rep : SIGN_TREES;
                group0 = rep;
                group_end = rep + count;
                tree_expand(ws->trees, salt, rep, count, (const uint8_t(*)[AIMER_SEED])ws->roots + rep);
            }
            leaves = (const uint8_t(*)[AIMER_SEED])ws->trees[rep - group0] + AIMER_N - 1;
        }
#ifdef AIMER_BATCH
        for (unsigned p0 = 0; p0 < AIMER_N; p0 += AIMER_BATCH) {
            const int last = p0 + AIMER_BATCH == AIMER_N;
            const aimer_tape *bt = btapes;
            if (rep < c->cached_reps) {
                bt = &c->cache[rep][p0]; /* the last one with its deltas */
            } else {
                for (unsigned k = 0; k < AIMER_BATCH; k += 4) {
                    party_tapes_own(out, btapes + k, salt, rep, p0 + k, leaves,
                                    tail_kept(c, rep)
                                        ? (const uint8_t(*)[SIGN_TAIL_SIZE])tail_of(c, rep)
                                        : NULL);
                }
                if (last) mpc_apply_deltas(&btapes[AIMER_BATCH - 1], proof);
            }
            mpc_party_check16(bshare, ws->v + p0, ws->ms + p0, &ws->st, (const gf *)eps, bt, last);
            for (unsigned k = 0; k < AIMER_BATCH; k++) {
                gf_add(alpha[0], alpha[0], bshare[k]);
                gf_to_bytes(outb + k * GF_BYTES, bshare[k]);
                if (rep < c->open_reps) {
                    memcpy(c->opened[rep][p0 + k] + AIMER_COMMIT, outb + k * GF_BYTES, GF_BYTES);
                }
            }
            hash_update(&h, outb, AIMER_BATCH * GF_BYTES);
        }
#else
        for (unsigned p = 0; p < AIMER_N; p++) {
            const int last = p == AIMER_N - 1;
            const aimer_tape *tape = &tapes[p % 4];
            if (rep < c->cached_reps) {
                tape = &c->cache[rep][p]; /* the last one with its deltas */
            } else {
                if (p % 4 == 0) party_tapes_own(out, tapes, salt, rep, p, leaves, NULL);
                if (last) mpc_apply_deltas(&tapes[3], proof);
            }
            mpc_party_check(share, ws->v[p], ws->ms[p], &ws->st, (const gf *)eps, tape, last);
            for (unsigned l = 0; l < AIMER_ALPHAS; l++) {
                gf_add(alpha[l], alpha[l], share[l]);
                gf_to_bytes(buf, share[l]);
                hash_update(&h, buf, GF_BYTES);
                if (rep < c->open_reps) {
                    memcpy(c->opened[rep][p] + AIMER_COMMIT + l * GF_BYTES, buf, GF_BYTES);
                }
            }
        }
#endif
        /* alpha is opened: every party can now finish its v share */
        for (unsigned p0 = 0; p0 < AIMER_N; p0 += 16) {
            for (unsigned p = p0; p < p0 + 16; p++) {
                mpc_finish_v(ws->v[p], (const gf *)alpha, (const gf *)ws->ms[p]);
                gf_to_bytes(outb + (p - p0) * GF_BYTES, ws->v[p]);
            }
            hash_update(&h, outb, 16 * GF_BYTES);
        }
        kpqc_memzero(share, sizeof share);
    }
    hash_final(&h);
    hash_squeeze(&h, sig + SIG_H2, AIMER_COMMIT);
    hash_wipe(&h);
    hash_wipe(&he);
#ifdef AIMER_BATCH
    kpqc_memzero(btapes, sizeof btapes);
    kpqc_memzero(bshare, sizeof bshare);
#else
    kpqc_memzero(tapes, sizeof tapes);
    kpqc_memzero(buf, sizeof buf);
#endif
    kpqc_memzero(outb, sizeof outb);
}

/* Phases 4 and 5: the hidden party of each repetition is SHAKE(h2)[rep] mod
 * N; the proof reveals its co-path, its commitment and its alpha share. */
KPQC_NOINLINE
static void phase45(sign_workspace *ws, uint8_t *sig)
{
    const uint8_t *salt = sig + SIG_SALT;
    uint8_t challenge[AIMER_T], leaves[4][AIMER_SEED], out[4][AIMER_COMMIT_TAPE_BYTES];
    uint8_t walk_leaves[4][AIMER_SEED];
    unsigned hidden[4], walk_reps[4], walk_hidden[4], walk_index[4];
    uint8_t *paths[4], *walk_paths[4];
    aimer_tape tape;
    aimer_hash h;
    hash_queue q;
    const aimer_sign_caches *c = &ws->c;

    hash_init(&h);
    hash_update(&h, sig + SIG_H2, AIMER_COMMIT);
    hash_final(&h);
    hash_squeeze(&h, challenge, AIMER_T);
    kpqc_ct_declassify(challenge, sizeof challenge); /* published challenge */
    for (unsigned rep0 = 0; rep0 < AIMER_T; rep0 += 4) {
        const unsigned count = AIMER_T - rep0 < 4 ? AIMER_T - rep0 : 4;
        for (unsigned r = 0; r < count; r++) {
            hidden[r] = challenge[rep0 + r] & (AIMER_N - 1);
            paths[r] = proof_of(sig, rep0 + r) + PROOF_PATH;
        }
        /* co-paths from the kept trees, the others walked down from the root */
        unsigned walk = 0;
        for (unsigned r = 0; r < count; r++) {
            if (tree_kept(c, rep0 + r)) {
                tree_copath(paths[r], leaves[r],
                            (const uint8_t(*)[AIMER_SEED])c->kept[rep0 + r - c->kept_first], hidden[r]);
            } else {
                walk_reps[walk] = rep0 + r;
                walk_hidden[walk] = hidden[r];
                walk_paths[walk] = paths[r];
                walk_index[walk++] = r;
            }
        }
        tree_open(walk_paths, walk_leaves, salt, walk_reps, walk,
                  (const uint8_t(*)[AIMER_SEED])ws->roots, walk_hidden, &q);
        for (unsigned w = 0; w < walk; w++) memcpy(leaves[walk_index[w]], walk_leaves[w], AIMER_SEED);
        /* the commitments of the repetitions not opened from phases 1-3,
         * and the tapes that are not cached (of their second block only the
         * bytes not kept) */
        size_t outlen = AIMER_COMMIT;
        for (unsigned r = 0; r < count; r++) {
            const unsigned rep = rep0 + r;
            if (rep < c->open_reps) continue;
            const size_t need = rep < c->cached_reps ? AIMER_COMMIT
                                : tail_kept(c, rep)    ? AIMER_RATE
                                                       : AIMER_COMMIT_TAPE_BYTES;
            if (need > outlen) outlen = need;
        }
        if (rep0 + count > c->open_reps) {
            hashq_init(&q, AIMER_PREFIX_COMMIT, salt, outlen);
            for (unsigned r = 0; r < count; r++) {
                if (rep0 + r >= c->open_reps) hashq_push(&q, rep0 + r, hidden[r], leaves[r], out[r]);
            }
            hashq_flush(&q);
        }
        for (unsigned r = 0; r < count; r++) {
            const unsigned rep = rep0 + r;
            uint8_t *proof = proof_of(sig, rep);
            const int last = hidden[r] == AIMER_N - 1;
            gf alpha[AIMER_ALPHAS], v, ms[AIMER_ALPHAS];

            if (rep < c->open_reps) {
                memcpy(proof + PROOF_COMMIT, c->opened[rep][hidden[r]], AIMER_COMMIT);
                memcpy(proof + PROOF_ALPHA, c->opened[rep][hidden[r]] + AIMER_COMMIT,
                       AIMER_ALPHAS * GF_BYTES);
                continue;
            }
            memcpy(proof + PROOF_COMMIT, out[r], AIMER_COMMIT);
            const aimer_tape *tp = &tape;
            if (rep < c->cached_reps) {
                tp = &c->cache[rep][hidden[r]]; /* the last one with its deltas */
            } else {
                if (SIGN_TAIL_BYTES > 0 && outlen < AIMER_COMMIT_TAPE_BYTES) {
                    memcpy(out[r] + AIMER_COMMIT_TAPE_BYTES - SIGN_TAIL_BYTES,
                           tail_of(c, rep)[hidden[r]], SIGN_TAIL_BYTES);
                }
                mpc_tape_from_bytes(&tape, out[r]);
                if (last) mpc_apply_deltas(&tape, proof);
            }
            mpc_party_check(alpha, v, ms, &ws->st, (const gf *)ws->eps[rep0 + r], tp, last);
            for (unsigned l = 0; l < AIMER_ALPHAS; l++) gf_to_bytes(proof + PROOF_ALPHA + l * GF_BYTES, alpha[l]);
            kpqc_memzero(v, sizeof v);
            kpqc_memzero(ms, sizeof ms);
        }
    }
    hash_wipe(&h);
    hashq_wipe(&q);
    kpqc_memzero(leaves, sizeof leaves);
    kpqc_memzero(walk_leaves, sizeof walk_leaves);
    kpqc_memzero(out, sizeof out);
    kpqc_memzero(&tape, sizeof tape);
}

void aimer_message_hash(uint8_t mu[AIMER_COMMIT], const uint8_t pk[AIMER_PK_BYTES],
                        const uint8_t *m, size_t mlen)
{
    aimer_hash h;

    hash_init_prefix(&h, AIMER_PREFIX_MU);
    hash_update(&h, pk, AIMER_PK_BYTES);
#if !KPQC_AIMER_V21
    /* The 2026 package hashes the context string, preceded by its length,
     * before the message; kpqc passes none. v2.1 (2024) has no context. */
    static const uint8_t empty_context_length = 0;
    hash_update(&h, &empty_context_length, 1);
#endif
    hash_update(&h, m, mlen);
    hash_final(&h);
    hash_squeeze(&h, mu, AIMER_COMMIT);
    hash_wipe(&h);
}

/* Signs with the state ws, whose caches ws->c the caller has set. */
static void sign_with(sign_workspace *ws, uint8_t sig[AIMER_SIG_BYTES], const uint8_t *m,
                      size_t mlen, const uint8_t sk[AIMER_SK_BYTES],
                      const uint8_t rnd[AIMER_LAMBDA])
{
    const uint8_t *pk = sk + GF_BYTES;

    mpc_statement_init(&ws->st, pk);
    gf_from_bytes(ws->pt, sk);
#if KPQC_AIMER_V3
    aim3_sbox_outputs(ws->t, &ws->st.lin, ws->pt);
    for (unsigned l = 0; l < AIMER_L; l++) gf_copy(ws->mult[l], ws->t[l]);
    gf_add(ws->mult[AIMER_L], ws->pt, ws->st.ct); /* y_L = pt + ct */
#else
    aim2_sbox_outputs(ws->t, ws->pt);
    gf_copy(ws->mult[0], ws->pt);
#endif
    aimer_message_hash(ws->mu, pk, m, mlen);
    phase1(ws, sig, rnd);
    phase23(ws, sig);
    phase45(ws, sig);
}

void aimer_sign_internal(uint8_t sig[AIMER_SIG_BYTES], const uint8_t *m, size_t mlen,
                         const uint8_t sk[AIMER_SK_BYTES], const uint8_t rnd[AIMER_LAMBDA])
{
    sign_stack ws;

    ws.s.c.cache = ws.cache;
    ws.s.c.cached_reps = SIGN_CACHED_REPS;
    ws.s.c.tail = &ws.tail[0][0][0];
    ws.s.c.tail_reps = SIGN_TAIL_REPS;
    ws.s.c.kept = ws.kept;
    ws.s.c.kept_first = SIGN_KEPT_FIRST;
    ws.s.c.tree_reps = SIGN_TREE_REPS;
    ws.s.c.leaves = ws.leaves;
    ws.s.c.leaf_first = SIGN_LEAF_FIRST;
    ws.s.c.leaf_reps = SIGN_LEAF_REPS;
#if SIGN_OPEN_REPS > 0
    ws.s.c.opened = ws.opened;
#else
    ws.s.c.opened = NULL;
#endif
    ws.s.c.open_reps = SIGN_OPEN_REPS;
    sign_with(&ws.s, sig, m, mlen, sk, rnd);
    kpqc_memzero(&ws, sizeof ws);
}

void aimer_sign_internal_ws(uint8_t sig[AIMER_SIG_BYTES], const uint8_t *m, size_t mlen,
                            const uint8_t sk[AIMER_SK_BYTES], const uint8_t rnd[AIMER_LAMBDA],
                            void *buf)
{
    const uintptr_t at = ((uintptr_t)buf + (AIMER_SIGN_WS_ALIGN - 1)) &
                         ~(uintptr_t)(AIMER_SIGN_WS_ALIGN - 1);
    aimer_sign_ws *ws = (aimer_sign_ws *)at;

    /* every tape and every tree: no tail, no leaves */
    ws->s.c.cache = ws->cache;
    ws->s.c.cached_reps = AIMER_T;
    ws->s.c.tail = NULL;
    ws->s.c.tail_reps = 0;
    ws->s.c.kept = ws->kept;
    ws->s.c.kept_first = 0;
    ws->s.c.tree_reps = AIMER_T;
    ws->s.c.leaves = NULL;
    ws->s.c.leaf_first = AIMER_T;
    ws->s.c.leaf_reps = 0;
#if AIMER_WS_OPEN_REPS > 0
    ws->s.c.opened = ws->opened;
#else
    ws->s.c.opened = NULL;
#endif
    ws->s.c.open_reps = AIMER_WS_OPEN_REPS;
    sign_with(&ws->s, sig, m, mlen, sk, rnd);
    kpqc_memzero(ws, sizeof *ws);
}
