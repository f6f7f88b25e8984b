/* One graph's polynomial: the reference's Encryption() (getISset,
 * getIsNeighbor, Is2polyterms, MULwithReduction, CheckRepetedTerms), drawing
 * the same random words in the same order.
 *
 * A message share c on vertices x_1..x_d becomes c * prod_k (x_k + its three
 * neighbours): evaluated at the indicator of a perfect dominating set every
 * factor is 1, so the shares add up to the message. Products of two distinct
 * vertices whose closed neighbourhoods meet are dropped (they vanish on the
 * set), repeated vertices collapse, and equal monomials are merged.
 *
 * Timing: the shares' degrees and vertices, and whether a coefficient is
 * zero, select branches and table entries here. They are declassified: every
 * one of them is written into the ciphertext (each term carries its share as
 * coefficient and the neighbours of its vertices, the vertex itself first).
 * The message, the running share sum and the shares' arithmetic stay
 * constant time. */
#include <string.h>

#include "ct.h"
#include "ipcc.h"

typedef struct {
    uint32_t dim, coef, v[IPCC_DIM1];
} share;

/* getISset: IPCC_CS shares of msg; the first ones of random degree 1..dim
 * and random coefficient 1..65520, the last of degree dim taking the rest.
 * Then dim distinct random vertices per share (a repeat is redrawn), of which
 * the share uses its first `degree`. Returns non-zero if the randomness
 * failed. */
static int draw_shares(share is[IPCC_CS], uint32_t msg, uint32_t dim, uint32_t start)
{
    uint32_t sum = 0, w, q, r;
    int fail = 0;

    for (uint32_t i = 0; i + 1 < IPCC_CS; i++) {
        fail |= ipcc_randomint(&w);
        ipcc_divmod(&q, &r, w, dim);
        is[i].dim = r + 1;
        kpqc_ct_declassify(&is[i].dim, sizeof is[i].dim);
        fail |= ipcc_randomint(&w);
        ipcc_divmod(&q, &r, w, IPCC_MOD - 1);
        is[i].coef = r + 1;
        sum = ipcc_mod_q(sum + is[i].coef);
    }
    /* If the free shares already sum to msg, the first one below 65520 is
     * raised by one (the sum is not reduced again, as in the reference). */
    uint32_t bump = kpqc_ct_mask_eq_u32(sum, msg);
    for (uint32_t i = 0; i + 1 < IPCC_CS; i++) {
        uint32_t m = bump & ~kpqc_ct_mask_eq_u32(is[i].coef, IPCC_MOD - 1);
        is[i].coef += m & 1u;
        sum += m & 1u;
        bump &= ~m;
    }
    uint32_t last = msg + IPCC_MOD - sum; /* < 2 * 65521 */
    is[IPCC_CS - 1].dim = dim;
    is[IPCC_CS - 1].coef = last - (IPCC_MOD & ~kpqc_ct_mask_lt_u32(last, IPCC_MOD));

    for (uint32_t i = 0; i < IPCC_CS && !fail; i++) {
        uint32_t v[IPCC_DIM1];
        for (uint32_t j = 0; j < dim && !fail; j++) {
            fail |= ipcc_randomint(&w);
            ipcc_divmod(&q, &r, w, IPCC_NV);
            v[j] = r + start;
            kpqc_ct_declassify(&v[j], sizeof v[j]);
            for (uint32_t k = 0; k < j; k++) {
                if (v[j] == v[k]) {
                    j--; /* redraw this one */
                    break;
                }
            }
        }
        memcpy(is[i].v, v, sizeof v);
        for (uint32_t j = is[i].dim; j < IPCC_DIM1; j++) {
            is[i].v[j] = 0;
        }
    }
    return fail;
}

/* Is a product of these vertices zero on every perfect dominating set?
 * Yes when two different vertices have overlapping closed neighbourhoods. */
static int vanishes(const uint32_t *v, uint32_t d, const ipcc_graph *g)
{
    for (uint32_t j = 0; j + 1 < d; j++) {
        for (uint32_t k = j + 1; k < d; k++) {
            const uint32_t *a = g->closed[v[j] - g->start], *b = g->closed[v[k] - g->start];
            uint32_t meet = 0;
            if (v[j] == v[k]) continue;
            for (uint32_t x = 0; x < IPCC_WORDS; x++) meet |= a[x] & b[x];
            if (meet != 0) return 1;
        }
    }
    return 0;
}

/* Expands the shares (Is2polyterms) and keeps the terms that survive, each
 * with its distinct vertices in increasing order (MULwithReduction). */
static uint32_t expand(ipcc_term *out, const share is[IPCC_CS], const ipcc_graph *g)
{
    uint32_t n = 0;
    for (uint32_t s = 0; s < IPCC_CS; s++) {
        uint32_t d = is[s].dim, zero = ~kpqc_ct_mask_nonzero_u32(is[s].coef);
        kpqc_ct_declassify(&zero, sizeof zero);
        /* Choice t picks neighbour digit k of t (base 4, first vertex most
         * significant): the reference's lexicographic order. */
        for (uint32_t t = 0; t < (1u << (2 * d)); t++) {
            uint32_t v[IPCC_DIM1];
            for (uint32_t k = 0; k < d; k++) {
                uint32_t digit = (t >> (2 * (d - 1 - k))) & 3u;
                v[k] = g->nbr[is[s].v[k] - g->start][digit];
            }
            if (zero || vanishes(v, d, g)) continue;
            /* Sort, then drop repeats. */
            for (uint32_t a = 1; a < d; a++) {
                for (uint32_t b = a; b > 0 && v[b - 1] > v[b]; b--) {
                    uint32_t tmp = v[b];
                    v[b] = v[b - 1];
                    v[b - 1] = tmp;
                }
            }
            memset(out[n], 0, sizeof out[n]);
            uint32_t cnt = 0;
            for (uint32_t k = 0; k < d; k++) {
                if (cnt == 0 || out[n][1 + cnt] != v[k]) out[n][2 + cnt++] = v[k];
            }
            out[n][0] = cnt;
            out[n][1] = is[s].coef;
            n++;
        }
    }
    return n;
}

static int same_monomial(const ipcc_term a, const ipcc_term b)
{
    if (a[0] != b[0]) return 0;
    for (uint32_t k = 0; k < a[0]; k++) {
        if (a[2 + k] != b[2 + k]) return 0;
    }
    return 1;
}

/* CheckRepetedTerms: merges equal monomials into the first of them. Its
 * quirk is kept, as the ciphertext (and the KAT) show it: when the last
 * terms merge, the loop still appends the (empty) row after the list, so the
 * result then ends with a zero row. list must have a zero row at index n. */
static uint32_t merge(ipcc_term *out, ipcc_term *list, uint32_t n)
{
    uint32_t d = 1, check = 1;
    memcpy(out[0], list[0], sizeof out[0]);
    while (check < n) {
        for (uint32_t i = 0; i < d; i++) {
            if (same_monomial(out[i], list[check])) {
                out[i][1] = ipcc_mod_q(out[i][1] + list[check][1]);
                check++;
                i = (uint32_t)-1; /* compare the next term from the start */
            }
        }
        memcpy(out[d++], list[check++], sizeof out[0]);
    }
    return d;
}

uint32_t ipcc_graph_poly(ipcc_term *out, uint32_t msg, uint32_t dim, const ipcc_graph *g)
{
    share is[IPCC_CS];
    ipcc_term list[IPCC_TERMS1];
    uint32_t n = 0;

    if (draw_shares(is, msg, dim, g->start) == 0) {
        n = expand(list, is, g);
        memset(list[n], 0, sizeof list[n]);
        n = merge(out, list, n);
    }
    kpqc_memzero(is, sizeof is);
    kpqc_memzero(list, sizeof list);
    return n;
}
