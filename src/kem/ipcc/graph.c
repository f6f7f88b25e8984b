/* The key: two random 3-regular graphs, each with a perfect dominating set
 * (every vertex is in the set or next to exactly one member of it). This is
 * the reference's Keygen/Shuffle/Add_GraphEdge, drawing the same random words
 * in the same order, but in constant time: the partition into classes, which
 * is the secret, never selects a branch or a memory address. */
#include <string.h>

#include "ct.h"
#include "ipcc.h"

/* Fisher-Yates as the reference does it: position i swaps with
 * i + (w mod 200) mod (n - i) for a fresh random word w (200 is the largest
 * vertex count, MAXnumVertex). The swap partner is secret: every entry from i
 * on is visited. Returns non-zero if the randomness failed. */
static int shuffle(uint16_t *arr, uint32_t n)
{
    int fail = 0;
    for (uint32_t i = 0; i < n; i++) {
        arr[i] = (uint16_t)i;
    }
    for (uint32_t i = 0; i + 1 < n; i++) {
        uint32_t w, q, r, idx;
        fail |= ipcc_randomint(&w);
        ipcc_divmod(&q, &r, w, IPCC_NV);
        ipcc_divmod(&q, &idx, r, n - i);
        idx += i;
        uint32_t at_i = arr[i], picked = 0;
        for (uint32_t j = i; j < n; j++) {
            uint32_t m = kpqc_ct_mask_eq_u32(j, idx);
            picked |= arr[j] & m;
            arr[j] = (uint16_t)kpqc_ct_select_u32(m, at_i, arr[j]);
        }
        arr[i] = (uint16_t)picked;
    }
    return fail;
}

/* table[k] for a secret k < IPCC_NPDS, reading every entry. */
static uint32_t lookup(const uint16_t table[IPCC_NPDS], uint32_t k)
{
    uint32_t v = 0;
    for (uint32_t j = 0; j < IPCC_NPDS; j++) {
        v |= table[j] & kpqc_ct_mask_eq_u32(j, k);
    }
    return v;
}

int ipcc_keygen_graph(uint16_t edges[2 * IPCC_NEDGES], uint16_t pds[IPCC_NPDS], uint32_t start)
{
    /* cls[c][i]: the i-th vertex of class c (A, B, C, D) is order[4i + c]. */
    static const uint8_t pairs[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
    uint16_t order[IPCC_NV], cls[4][IPCC_NPDS], perm[IPCC_NPDS];
    int fail = shuffle(order, IPCC_NV);

    for (uint32_t i = 0; i < IPCC_NPDS; i++) {
        for (uint32_t c = 0; c < 4; c++) {
            cls[c][i] = (uint16_t)(order[4 * i + c] + start);
        }
    }
    memcpy(pds, cls[0], sizeof cls[0]);
    /* Edge p * 50 + i joins X[i] and Y[perm[i]] for the p-th class pair. */
    for (uint32_t p = 0; p < 6; p++) {
        fail |= shuffle(perm, IPCC_NPDS);
        for (uint32_t i = 0; i < IPCC_NPDS; i++) {
            uint32_t a = cls[pairs[p][0]][i], b = lookup(cls[pairs[p][1]], perm[i]);
            uint32_t a_first = kpqc_ct_mask_lt_u32(a, b);
            edges[2 * (p * IPCC_NPDS + i)] = (uint16_t)kpqc_ct_select_u32(a_first, a, b);
            edges[2 * (p * IPCC_NPDS + i) + 1] = (uint16_t)kpqc_ct_select_u32(a_first, b, a);
        }
    }
    kpqc_memzero(order, sizeof order);
    kpqc_memzero(cls, sizeof cls);
    kpqc_memzero(perm, sizeof perm);
    return fail;
}

int ipcc_graph_load(ipcc_graph *g, const uint8_t *edges, uint32_t start)
{
    uint8_t deg[IPCC_NV];

    memset(g, 0, sizeof *g);
    memset(deg, 0, sizeof deg);
    g->start = start;
    for (uint32_t v = 0; v < IPCC_NV; v++) {
        g->nbr[v][0] = (uint16_t)(v + start);
    }
    for (uint32_t e = 0; e < IPCC_NEDGES; e++) {
        uint32_t a = ipcc_load16(edges + 4 * e), b = ipcc_load16(edges + 4 * e + 2);
        if (a < start || a >= b || b >= start + IPCC_NV) return -1;
        a -= start;
        b -= start;
        if (deg[a] == 3 || deg[b] == 3) return -1;
        g->nbr[a][1 + deg[a]++] = (uint16_t)(b + start);
        g->nbr[b][1 + deg[b]++] = (uint16_t)(a + start);
    }
    /* 300 edges with no vertex above degree 3: every vertex has degree 3. The
     * bit sets are XORed as the reference's GetNeighborDigit does. */
    for (uint32_t v = 0; v < IPCC_NV; v++) {
        for (uint32_t k = 0; k < 4; k++) {
            uint32_t w = g->nbr[v][k] - start;
            g->closed[v][w / 32] ^= (uint32_t)1 << (w % 32);
        }
    }
    return 0;
}
