/* IPCC parameters (KpqC Round 1; the submission's code as KPQClean@7ea2087
 * WG0/pke-IPCC ships it). KPQC_IPCC_F selects the combination function:
 *   f1: (m1 + 1)(m2 + 1) - 1      f3: (m1 + 1) m2 + m3      f4: m1 m2 + m3 + m4
 * where m1, m3 are hidden in graph 1 and m2, m4 in graph 2. All three sets use
 * the same two 200-vertex 3-regular graphs; only the combination differs. */
#ifndef KPQC_IPCC_PARAMS_H
#define KPQC_IPCC_PARAMS_H

#include "namespace.h"

#if KPQC_IPCC_F != 1 && KPQC_IPCC_F != 3 && KPQC_IPCC_F != 4
#error "KPQC_IPCC_F must be 1, 3 or 4"
#endif

#define IPCC_MOD 65521u       /* messages and coefficients live in Z_65521 */
#define IPCC_NV 200u          /* vertices per graph (a multiple of 4) */
#define IPCC_NPDS (IPCC_NV / 4) /* perfect dominating set: one vertex in four */
#define IPCC_NEDGES (6u * IPCC_NPDS) /* 3-regular: 3 * 200 / 2 edges */
#define IPCC_WORDS ((IPCC_NV + 31) / 32) /* a vertex set of one graph, in bits */
#define IPCC_CS 3u            /* shares of a message (numCs) per graph */
#define IPCC_DIM1 3u          /* highest degree of a term on graph 1 */
#define IPCC_DIM2 2u          /* ... on graph 2 */
#define IPCC_MAXDIM (IPCC_DIM1 + IPCC_DIM2)

/* A term: degree, coefficient, up to IPCC_MAXDIM vertex numbers. Graph 1 has
 * vertices 1..200, graph 2 201..400. */
#define IPCC_ROW (2u + IPCC_MAXDIM)

/* Terms of one graph's polynomial: every share expands into 4^dim products
 * (a vertex is replaced by its closed neighbourhood), plus the empty row the
 * reference's merge step can leave at the end (see poly.c). */
#define IPCC_TERMS1 (IPCC_CS * 64u + 1u)
#define IPCC_TERMS2 (IPCC_CS * 16u + 1u)
/* Ciphertext rows: product of the two graph-1/graph-2 polynomials (at most
 * 192 * 48 terms) followed by one polynomial of each graph (f1: m1's and m2's;
 * f3: m2's and m3's; f4: m3's and m4's). */
#define IPCC_CT_ROWS ((IPCC_TERMS1 - 1u) * (IPCC_TERMS2 - 1u) + IPCC_TERMS1 + IPCC_TERMS2)

/* Encodings: every number is a big-endian 16-bit word.
 *   pk = the edge lists of graph 1 then graph 2, each edge (low, high vertex);
 *   sk = the perfect dominating sets, graph 1's 50 vertices then graph 2's;
 *   ct = IPCC_CT_ROWS rows of IPCC_ROW words (degree, coefficient, vertices),
 *        in the reference's order, unused rows and slots zero. */
#define IPCC_PK_BYTES (2u * IPCC_NEDGES * 2u * 2u)
#define IPCC_SK_BYTES (2u * IPCC_NPDS * 2u)
#define IPCC_CT_BYTES (IPCC_CT_ROWS * IPCC_ROW * 2u)
#define IPCC_SS_BYTES 32u

#endif
