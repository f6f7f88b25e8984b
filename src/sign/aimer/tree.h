/* The seed tree of one repetition (spec "Seed tree"): a complete binary tree
 * of N leaves, node 1 the root, node i with children 2i and 2i+1, both given
 * by H(0x04 || salt || rep || i || seed_i). Leaf N + p is party p's seed.
 * nodes[i - 1] holds node i. */
#ifndef AIMER_TREE_H
#define AIMER_TREE_H

#include <stdint.h>

#include "params.h"

#define AIMER_TREE_NODES (2 * AIMER_N - 1)

#define tree_expand KPQC_NS(tree_expand)
#define tree_open KPQC_NS(tree_open)
#define tree_reconstruct KPQC_NS(tree_reconstruct)

void tree_expand(uint8_t nodes[AIMER_TREE_NODES][AIMER_SEED], const uint8_t salt[AIMER_SALT],
                 unsigned rep, const uint8_t root[AIMER_SEED]);

/* The co-path of leaf `hidden` (path[d] is the sibling of its ancestor d
 * levels up, d = 0 the sibling leaf) and its own seed, by walking down from
 * the root: LOGN hashes. */
void tree_open(uint8_t path[AIMER_LOGN][AIMER_SEED], uint8_t leaf[AIMER_SEED],
               const uint8_t salt[AIMER_SALT], unsigned rep, const uint8_t root[AIMER_SEED],
               unsigned hidden);

/* Every node except the ancestors of leaf `hidden` (those are left as they
 * were), from its co-path. */
void tree_reconstruct(uint8_t nodes[AIMER_TREE_NODES][AIMER_SEED], const uint8_t salt[AIMER_SALT],
                      unsigned rep, const uint8_t path[AIMER_LOGN][AIMER_SEED], unsigned hidden);

#endif
