#include <string.h>

#include "ct.h"
#include "hash.h"
#include "tree.h"

void tree_expand(aimer_tree trees[], const uint8_t salt[AIMER_SALT], unsigned rep0,
                 unsigned count, const uint8_t roots[][AIMER_SEED])
{
    hash_queue q;

    hashq_init(&q, AIMER_PREFIX_TREE, salt, 2 * AIMER_SEED);
    for (unsigned r = 0; r < count; r++) memcpy(trees[r][0], roots[r], AIMER_SEED);
    for (unsigned d = 0; d < AIMER_LOGN; d++) {
        for (unsigned r = 0; r < count; r++) {
            for (unsigned i = 1u << d; i < 2u << d; i++) {
                hashq_push(&q, rep0 + r, i, trees[r][i - 1], trees[r][2 * i - 1]);
            }
        }
        hashq_flush(&q);
    }
    hashq_wipe(&q);
}

void tree_open(uint8_t *const paths[], uint8_t leaves[][AIMER_SEED], const uint8_t salt[AIMER_SALT],
               const unsigned reps[], unsigned count, const uint8_t roots[][AIMER_SEED],
               const unsigned hidden[], hash_queue *q)
{
    /* pairs[r] holds the two children of the current node of repetition r */
    uint8_t pairs[4][2][AIMER_SEED];

    hashq_init(q, AIMER_PREFIX_TREE, salt, 2 * AIMER_SEED);
    for (unsigned r0 = 0; r0 < count; r0 += 4) {
        const unsigned n = count - r0 < 4 ? count - r0 : 4;
        for (unsigned r = 0; r < n; r++) memcpy(leaves[r0 + r], roots[reps[r0 + r]], AIMER_SEED);
        for (unsigned d = 1; d <= AIMER_LOGN; d++) {
            for (unsigned r = 0; r < n; r++) {
                const unsigned parent = (AIMER_N + hidden[r0 + r]) >> (AIMER_LOGN - d + 1);
                hashq_push(q, reps[r0 + r], parent, leaves[r0 + r], pairs[r][0]);
            }
            hashq_flush(q);
            for (unsigned r = 0; r < n; r++) {
                /* the challenge is public: selecting by it is constant time */
                const unsigned next = ((AIMER_N + hidden[r0 + r]) >> (AIMER_LOGN - d)) & 1;
                memcpy(leaves[r0 + r], pairs[r][next], AIMER_SEED);
                memcpy(paths[r0 + r] + (AIMER_LOGN - d) * AIMER_SEED, pairs[r][1 - next],
                       AIMER_SEED);
            }
        }
    }
    kpqc_memzero(pairs, sizeof pairs);
}

void tree_copath(uint8_t *path, uint8_t leaf[AIMER_SEED], const aimer_tree tree, unsigned hidden)
{
    const unsigned target = AIMER_N + hidden;
    for (unsigned d = 0; d < AIMER_LOGN; d++) {
        memcpy(path + d * AIMER_SEED, tree[((target >> d) ^ 1) - 1], AIMER_SEED);
    }
    memcpy(leaf, tree[target - 1], AIMER_SEED);
}

void tree_reconstruct(aimer_tree trees[], const uint8_t salt[AIMER_SALT], unsigned rep0,
                      unsigned count, const uint8_t *const paths[], const unsigned hidden[])
{
    hash_queue q;

    for (unsigned r = 0; r < count; r++) {
        const unsigned target = AIMER_N + hidden[r];
        for (unsigned d = 1; d <= AIMER_LOGN; d++) {
            const unsigned sibling = (target >> (AIMER_LOGN - d)) ^ 1;
            memcpy(trees[r][sibling - 1], paths[r] + (AIMER_LOGN - d) * AIMER_SEED, AIMER_SEED);
        }
    }
    /* Level by level, so a parent is always ready before its children. The
     * ancestors of the hidden leaf are unknown and skipped; the revealed
     * siblings have unknown parents, so nothing overwrites them. */
    hashq_init(&q, AIMER_PREFIX_TREE, salt, 2 * AIMER_SEED);
    for (unsigned d = 1; d < AIMER_LOGN; d++) {
        for (unsigned r = 0; r < count; r++) {
            const unsigned ancestor = (AIMER_N + hidden[r]) >> (AIMER_LOGN - d);
            for (unsigned i = 1u << d; i < 2u << d; i++) {
                if (i != ancestor) hashq_push(&q, rep0 + r, i, trees[r][i - 1], trees[r][2 * i - 1]);
            }
        }
        hashq_flush(&q);
    }
    hashq_wipe(&q);
}
