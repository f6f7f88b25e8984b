/* IPCC: what the keys and the ciphertext encoding promise (docs/SCHEMES.md).
 *
 * Per set and backend, over several key pairs:
 * - pk is two 3-regular graphs (300 edges each, written low-high, graph 1 on
 *   vertices 1..200, graph 2 on 201..400), and sk holds, per graph, a perfect
 *   dominating set: 50 distinct vertices, no two adjacent, every other vertex
 *   next to exactly one of them;
 * - decapsulation of a hand-made ciphertext: the coefficients of the rows
 *   whose vertices all lie in the sets add up (rows after an empty row too;
 *   rows of degree 0, even with a coefficient, or above 5, or naming a
 *   vertex outside 1..400, count for nothing), and ss = SHA3-256(M as 2
 *   bytes || ct up to its last non-zero row);
 * - encapsulation refuses public keys that are not such graphs (an edge
 *   written high-low, a vertex out of its graph's range, a vertex of degree
 *   4, an edge from a vertex to itself) with KPQC_ERR_KEY and zeroed
 *   outputs. */
#include <stdlib.h>
#include <string.h>

#include "fips202.h"
#include "test_support.h"

#define KEYS 4
#define NV 200
#define NEDGES 300
#define NPDS 50
#define ROW_BYTES 14

static const char *const names[] = {"IPCC-1", "IPCC-3", "IPCC-4"};

static unsigned get16(const uint8_t *p)
{
    return (unsigned)p[0] << 8 | p[1];
}

static void put16(uint8_t *p, unsigned x)
{
    p[0] = (uint8_t)(x >> 8);
    p[1] = (uint8_t)x;
}

/* Graph g (0 or 1) of pk and its set in sk. */
static void check_graph(const char *name, unsigned k, unsigned g, const uint8_t *pk,
                        const uint8_t *sk)
{
    static uint8_t adj[NV][NV];
    unsigned deg[NV] = {0}, start = 1 + g * NV, in_set[NV] = {0};
    int ok = 1;
    memset(adj, 0, sizeof adj);
    for (unsigned e = 0; e < NEDGES; e++) {
        unsigned a = get16(pk + g * NEDGES * 4 + 4 * e), b = get16(pk + g * NEDGES * 4 + 4 * e + 2);
        if (!(start <= a && a < b && b < start + NV)) {
            ok = 0;
            break;
        }
        a -= start;
        b -= start;
        adj[a][b] = adj[b][a] = 1;
        deg[a]++;
        deg[b]++;
    }
    for (unsigned v = 0; ok && v < NV; v++) ok = deg[v] == 3;
    CHECK_MSG(ok, "%s key %u: graph %u is not a simple 3-regular graph on its vertices", name, k, g);
    if (!ok) return;
    for (unsigned i = 0; i < NPDS; i++) {
        unsigned v = get16(sk + 2 * (g * NPDS + i));
        CHECK_MSG(start <= v && v < start + NV && !in_set[v - start],
                  "%s key %u: set %u: bad or repeated vertex %u", name, k, g, v);
        if (start <= v && v < start + NV) in_set[v - start] = 1;
    }
    for (unsigned v = 0; v < NV; v++) {
        unsigned members = 0;
        for (unsigned w = 0; w < NV; w++) members += adj[v][w] && in_set[w];
        CHECK_MSG(in_set[v] ? members == 0 : members == 1,
                  "%s key %u: graph %u, vertex %u: %u set neighbours (in the set: %u)", name, k,
                  g, v + start, members, in_set[v]);
    }
}

static void row(uint8_t *ct, unsigned r, unsigned dim, unsigned coef, const unsigned *v,
                unsigned nv)
{
    uint8_t *p = ct + r * ROW_BYTES;
    put16(p, dim);
    put16(p + 2, coef);
    for (unsigned i = 0; i < nv; i++) put16(p + 4 + 2 * i, v[i]);
}

static void check_decaps(const kpqc_scheme *s, const char *b, const uint8_t *pk, const uint8_t *sk,
                         uint8_t *ct, unsigned k)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    unsigned p1 = get16(sk), p2 = get16(sk + 2 * NPDS), outside = 0;
    (void)pk;
    /* A graph-1 vertex not in the set. */
    for (unsigned v = 1; v <= NV && outside == 0; v++) {
        int member = 0;
        for (unsigned i = 0; i < NPDS; i++) member |= get16(sk + 2 * i) == v;
        if (!member) outside = v;
    }
    memset(ct, 0, in->ciphertext_bytes);
    unsigned both[2] = {p1, p2}, mixed[2] = {p1, outside}, far[1] = {401}, lone[1] = {p2};
    unsigned seven[5] = {p1, p1, p1, p1, p1};
    row(ct, 0, 2, 60000, both, 2);     /* counts */
    row(ct, 1, 2, 111, mixed, 2);      /* one vertex outside the set */
    row(ct, 2, 1, 30000, lone, 1);     /* counts: 90000 mod 65521 so far */
    row(ct, 3, 0, 500, both, 0);       /* degree 0 with a coefficient: nothing */
    row(ct, 4, 1, 7, both, 1);         /* counts, after the empty row */
    row(ct, 5, 6, 1000, seven, 5);     /* degree 6: nothing */
    row(ct, 6, 1, 1000, far, 1);       /* vertex 401: nothing */
    unsigned m = (60000u + 30000u + 7u) % 65521u;
    uint8_t buf[2 + 7 * ROW_BYTES], want[32], got[32];
    put16(buf, m);
    memcpy(buf + 2, ct, 7 * ROW_BYTES);
    kpqc_sha3_256(want, buf, sizeof buf);
    int r = kpqc_kem_decaps(s, b, got, sizeof got, ct, in->ciphertext_bytes, sk, in->secret_key_bytes);
    CHECK_MSG(r == KPQC_OK && memcmp(got, want, 32) == 0,
              "%s [%s] key %u: hand-made ciphertext: %d, ss %s", in->name, b, k, r, test_hex(got, 32));
}

static void expect_bad_pk(const kpqc_scheme *s, const char *b, const uint8_t *pk, uint8_t *ct,
                          const char *what, void (*change)(uint8_t *))
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    uint8_t *bad = malloc(in->public_key_bytes), ss[32];
    CHECK(bad != NULL);
    if (bad == NULL) return;
    memcpy(bad, pk, in->public_key_bytes);
    change(bad);
    memset(ct, 0x5a, in->ciphertext_bytes);
    memset(ss, 0x5a, sizeof ss);
    int r = kpqc_kem_encaps(s, b, ct, in->ciphertext_bytes, ss, sizeof ss, bad, in->public_key_bytes);
    int zero = 1;
    for (size_t i = 0; i < in->ciphertext_bytes; i++) zero &= ct[i] == 0;
    for (size_t i = 0; i < sizeof ss; i++) zero &= ss[i] == 0;
    CHECK_MSG(r == KPQC_ERR_KEY && zero, "%s [%s]: %s: encaps gave %d%s", in->name, b, what, r,
              zero ? "" : ", outputs not zeroed");
    free(bad);
}

static void swap_ends(uint8_t *pk)
{
    uint8_t t[2];
    memcpy(t, pk + 8, 2);
    memcpy(pk + 8, pk + 10, 2);
    memcpy(pk + 10, t, 2);
}

static void graph2_vertex_in_graph1(uint8_t *pk)
{
    put16(pk + 2, 201);
}

static void vertex_zero(uint8_t *pk)
{
    put16(pk + NEDGES * 4, 0);
}

/* Edges (a, b) and (a, c) of graph 1 become (a, a) and (b, c): every degree
 * stays 3, but a is joined to itself. */
static void self_loop(uint8_t *pk)
{
    unsigned a = get16(pk), b = get16(pk + 2);
    for (unsigned e = 1; e < NEDGES; e++) {
        unsigned x = get16(pk + 4 * e), y = get16(pk + 4 * e + 2);
        if (x != a && y != a) continue;
        unsigned c = x == a ? y : x;
        put16(pk + 2, a);
        put16(pk + 4 * e, b < c ? b : c);
        put16(pk + 4 * e + 2, b < c ? c : b);
        return;
    }
}

static void degree_four(uint8_t *pk)
{
    memcpy(pk + 4, pk, 4); /* edge 1 repeats edge 0 */
}

int main(void)
{
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const kpqc_scheme *s = kpqc_scheme_find(names[i]);
        CHECK_MSG(s != NULL, "%s is not in the registry", names[i]);
        if (s == NULL) continue;
        const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
        uint8_t *pk = malloc(in->public_key_bytes), *sk = malloc(in->secret_key_bytes);
        uint8_t *ct = malloc(in->ciphertext_bytes);
        CHECK(pk && sk && ct && in->public_key_bytes == 4 * 2 * NEDGES &&
              in->secret_key_bytes == 4 * NPDS && in->ciphertext_bytes % ROW_BYTES == 0);
        for (size_t bi = 0; pk && sk && ct && bi < kpqc_backend_count(s); bi++) {
            if (!kpqc_backend_available(s, bi)) continue;
            const char *b = kpqc_backend_name(s, bi);
            for (unsigned k = 0; k < KEYS; k++) {
                test_seed_drbg("ipcc-keys", k);
                CHECK(kpqc_kem_keypair(s, b, pk, in->public_key_bytes, sk, in->secret_key_bytes) ==
                      KPQC_OK);
                check_graph(in->name, k, 0, pk, sk);
                check_graph(in->name, k, 1, pk, sk);
                check_decaps(s, b, pk, sk, ct, k);
            }
            expect_bad_pk(s, b, pk, ct, "edge written high-low", swap_ends);
            expect_bad_pk(s, b, pk, ct, "graph-2 vertex in graph 1", graph2_vertex_in_graph1);
            expect_bad_pk(s, b, pk, ct, "vertex 0", vertex_zero);
            expect_bad_pk(s, b, pk, ct, "vertex of degree 4", degree_four);
            expect_bad_pk(s, b, pk, ct, "edge from a vertex to itself", self_loop);
            kpqc_random_use_os();
            test_pass();
        }
        free(pk);
        free(sk);
        free(ct);
    }
    return test_finish("ipcc_keys");
}
