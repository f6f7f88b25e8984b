#include <string.h>

#include "ct.h"
#include "hash.h"
#include "tree.h"

/* The two children of node `index`. */
static void children(uint8_t left[AIMER_SEED], uint8_t right[AIMER_SEED],
                     const uint8_t salt[AIMER_SALT], unsigned rep, unsigned index,
                     const uint8_t seed[AIMER_SEED])
{
    uint8_t in[3 + AIMER_SALT + AIMER_SEED];
    aimer_hash h;

    in[0] = AIMER_PREFIX_TREE;
    memcpy(in + 1, salt, AIMER_SALT);
    in[1 + AIMER_SALT] = (uint8_t)rep;
    in[2 + AIMER_SALT] = (uint8_t)index;
    memcpy(in + 3 + AIMER_SALT, seed, AIMER_SEED);
    hash_init(&h);
    hash_update(&h, in, sizeof in);
    hash_final(&h);
    hash_squeeze(&h, left, AIMER_SEED);
    hash_squeeze(&h, right, AIMER_SEED);
    hash_wipe(&h);
    kpqc_memzero(in, sizeof in);
}

void tree_expand(uint8_t nodes[AIMER_TREE_NODES][AIMER_SEED], const uint8_t salt[AIMER_SALT],
                 unsigned rep, const uint8_t root[AIMER_SEED])
{
    memcpy(nodes[0], root, AIMER_SEED);
    for (unsigned i = 1; i < AIMER_N; i++) {
        children(nodes[2 * i - 1], nodes[2 * i], salt, rep, i, nodes[i - 1]);
    }
}

void tree_open(uint8_t path[AIMER_LOGN][AIMER_SEED], uint8_t leaf[AIMER_SEED],
               const uint8_t salt[AIMER_SALT], unsigned rep, const uint8_t root[AIMER_SEED],
               unsigned hidden)
{
    const unsigned target = AIMER_N + hidden;
    uint8_t node[AIMER_SEED], pair[2][AIMER_SEED];

    memcpy(node, root, AIMER_SEED);
    for (unsigned d = 1; d <= AIMER_LOGN; d++) {
        const unsigned parent = target >> (AIMER_LOGN - d + 1);
        const unsigned next = (target >> (AIMER_LOGN - d)) & 1; /* 0: left child */
        children(pair[0], pair[1], salt, rep, parent, node);
        memcpy(node, pair[next], AIMER_SEED);
        memcpy(path[AIMER_LOGN - d], pair[1 - next], AIMER_SEED);
    }
    memcpy(leaf, node, AIMER_SEED);
    kpqc_memzero(node, sizeof node);
    kpqc_memzero(pair, sizeof pair);
}

void tree_reconstruct(uint8_t nodes[AIMER_TREE_NODES][AIMER_SEED], const uint8_t salt[AIMER_SALT],
                      unsigned rep, const uint8_t path[AIMER_LOGN][AIMER_SEED], unsigned hidden)
{
    const unsigned target = AIMER_N + hidden;

    for (unsigned d = 1; d <= AIMER_LOGN; d++) {
        const unsigned sibling = (target >> (AIMER_LOGN - d)) ^ 1;
        memcpy(nodes[sibling - 1], path[AIMER_LOGN - d], AIMER_SEED);
    }
    /* Breadth-first, so a parent is always ready before its children. The
     * ancestors of the hidden leaf are unknown and skipped; the revealed
     * siblings have unknown parents, so nothing overwrites them. */
    for (unsigned d = 1; d < AIMER_LOGN; d++) {
        const unsigned ancestor = target >> (AIMER_LOGN - d);
        for (unsigned i = 1u << d; i < 2u << d; i++) {
            if (i != ancestor) children(nodes[2 * i - 1], nodes[2 * i], salt, rep, i, nodes[i - 1]);
        }
    }
}
