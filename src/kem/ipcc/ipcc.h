/* IPCC internals: constant-time arithmetic helpers (arith.c), the graphs of
 * the key (graph.c), one graph's polynomial (poly.c) and the combination of
 * the two into a ciphertext (encrypt.c). kem.c puts them behind the KEM API. */
#ifndef KPQC_IPCC_H
#define KPQC_IPCC_H

#include <stdint.h>

#include "params.h"

/* x mod 65521, in constant time. */
#define ipcc_mod_q KPQC_NS(ipcc_mod_q)
uint32_t ipcc_mod_q(uint32_t x);

/* q = x / d, r = x mod d (d != 0) by a fixed 32-step long division: no
 * division instruction, no branch on x or d. */
#define ipcc_divmod KPQC_NS(ipcc_divmod)
void ipcc_divmod(uint32_t *q, uint32_t *r, uint32_t x, uint32_t d);

/* The reference's randomint(): one 4-byte draw read big-endian. Returns 0, or
 * non-zero (and *x = 0) if the randomness source failed. */
#define ipcc_randomint KPQC_NS(ipcc_randomint)
int ipcc_randomint(uint32_t *x);

/* One graph of the public key, ready for encryption. nbr[v] lists vertex v
 * (graph-relative, 0..199) itself and then its three neighbours in the order
 * the edge list names them (this order fixes the order of the ciphertext's
 * terms); closed[v] is the same closed neighbourhood as a bit set. start is
 * the number of the graph's first vertex (1 or 201). */
typedef struct {
    uint16_t nbr[IPCC_NV][4];
    uint32_t closed[IPCC_NV][IPCC_WORDS];
    uint32_t start;
} ipcc_graph;

/* Key generation for one graph (Keygen of the reference): a random partition
 * of the vertices into four classes A, B, C, D of 50; A is the perfect
 * dominating set; six random perfect matchings A-B, A-C, A-D, B-C, B-D, C-D
 * make the graph 3-regular. edges receives 2 * IPCC_NEDGES vertex numbers
 * (each edge low, high), pds the IPCC_NPDS vertices of A. Constant time in
 * the partition. Returns non-zero if the randomness source failed. */
#define ipcc_keygen_graph KPQC_NS(ipcc_keygen_graph)
int ipcc_keygen_graph(uint16_t edges[2 * IPCC_NEDGES], uint16_t pds[IPCC_NPDS], uint32_t start);

/* Reads one graph's edge list from the public key (big-endian words).
 * Returns non-zero if it is not a 3-regular graph on this graph's vertex
 * numbers with every edge written (low, high). */
#define ipcc_graph_load KPQC_NS(ipcc_graph_load)
int ipcc_graph_load(ipcc_graph *g, const uint8_t *edges, uint32_t start);

/* A term: degree, coefficient, vertex numbers (unused slots zero). */
typedef uint32_t ipcc_term[IPCC_ROW];

/* The reference's Encryption(): the polynomial of message msg on graph g,
 * terms of degree up to dim. out must hold IPCC_TERMS1 terms (IPCC_TERMS2 on
 * graph 2). Returns the number of rows, or 0 if the randomness failed. */
#define ipcc_graph_poly KPQC_NS(ipcc_graph_poly)
uint32_t ipcc_graph_poly(ipcc_term *out, uint32_t msg, uint32_t dim, const ipcc_graph *g);

/* Encryption of message (5 <= message < 65521): splits it as the set's
 * combination function says and writes the ciphertext rows (ct is zeroed
 * first). Returns 0, or non-zero if the randomness failed (ct zeroed). */
#define ipcc_encrypt KPQC_NS(ipcc_encrypt)
int ipcc_encrypt(uint8_t ct[IPCC_CT_BYTES], uint32_t message, const ipcc_graph *g1,
                 const ipcc_graph *g2);

static inline uint32_t ipcc_load16(const uint8_t *p)
{
    return (uint32_t)p[0] << 8 | p[1];
}

static inline void ipcc_store16(uint8_t *p, uint32_t x)
{
    p[0] = (uint8_t)(x >> 8);
    p[1] = (uint8_t)x;
}

#endif
