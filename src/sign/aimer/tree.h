/* The seed tree of one repetition (spec "Seed tree"): a complete binary tree
 * of N leaves, node 1 the root, node i with children 2i and 2i+1, both given
 * by H(0x04 || salt || rep || i || seed_i). Leaf N + p is party p's seed.
 * nodes[i - 1] holds node i, so the two children of node i are adjacent and
 * one hash output of 2 seeds fills both.
 *
 * The functions work level by level and over several repetitions at once, so
 * that the hashes of a level go through the hash queue (hash.h) together. */
#ifndef AIMER_TREE_H
#define AIMER_TREE_H

#include <stdint.h>

#include "hash.h"
#include "params.h"

#define AIMER_TREE_NODES (2 * AIMER_N - 1)

typedef uint8_t aimer_tree[AIMER_TREE_NODES][AIMER_SEED];

#define tree_expand KPQC_NS(tree_expand)
#define tree_open KPQC_NS(tree_open)
#define tree_reconstruct KPQC_NS(tree_reconstruct)
#define tree_copath KPQC_NS(tree_copath)

/* The trees of repetitions rep0 .. rep0 + count - 1 from their roots. */
void tree_expand(aimer_tree trees[], const uint8_t salt[AIMER_SALT], unsigned rep0,
                 unsigned count, const uint8_t roots[][AIMER_SEED]);

/* For repetitions reps[r], r < count: the co-path of leaf hidden[r]
 * (paths[r][d] is the sibling of its ancestor d levels up, d = 0 the sibling
 * leaf) and its own seed, by walking down from the root roots[reps[r]]: LOGN
 * hashes each, on the caller's queue q (which the caller wipes). */
void tree_open(uint8_t *const paths[], uint8_t leaves[][AIMER_SEED], const uint8_t salt[AIMER_SALT],
               const unsigned reps[], unsigned count, const uint8_t roots[][AIMER_SEED],
               const unsigned hidden[], hash_queue *q);

/* The same from a whole tree at hand. */
void tree_copath(uint8_t *path, uint8_t leaf[AIMER_SEED], const aimer_tree tree, unsigned hidden);

/* For repetitions rep0 + r, r < count: every node of trees[r] except the
 * ancestors of leaf hidden[r] (those are left as they were), from its co-path
 * paths[r] (laid out as tree_open writes it). */
void tree_reconstruct(aimer_tree trees[], const uint8_t salt[AIMER_SALT], unsigned rep0,
                      unsigned count, const uint8_t *const paths[], const unsigned hidden[]);

#endif
