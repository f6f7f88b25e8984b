/* IPCC as a KEM. IPCC itself is a public-key encryption of a number
 * 5 <= M < 65521 (the reference's KAT driver draws M that way); the KEM
 * wrapping is ours:
 *   encapsulation draws M as the driver does (random words mod 65521 until
 *   one is >= 5), encrypts it, and ss = SHA3-256(M as 2 bytes || ct up to
 *   its last non-zero row);
 *   decapsulation evaluates the ciphertext's polynomial on the secret
 *   perfect dominating sets (sum of the coefficients of the rows whose
 *   vertices all lie in them) and hashes the same way.
 * Any change to the ciphertext changes the hashed string, so a tampered
 * ciphertext gives another key (IPCC has no re-encryption check: this is
 * not a CCA-secure transform, and the Round-1 scheme claimed none). */
#include <string.h>

#include "ct.h"
#include "fips202.h"
#include "ipcc.h"
#include "scheme_ops.h"

#define PK_GRAPH_BYTES (IPCC_NEDGES * 2u * 2u)
#define ROW_BYTES (IPCC_ROW * 2u)
#define ALL_VERTICES (2u * IPCC_NV)
#define SET_WORDS ((ALL_VERTICES + 31) / 32)

static int keypair(uint8_t *pk, uint8_t *sk)
{
    uint16_t edges[2 * IPCC_NEDGES], pds[IPCC_NPDS];
    int fail = 0;

    for (uint32_t g = 0; g < 2 && !fail; g++) {
        fail |= ipcc_keygen_graph(edges, pds, 1 + g * IPCC_NV);
        for (uint32_t i = 0; i < 2 * IPCC_NEDGES; i++) {
            ipcc_store16(pk + g * PK_GRAPH_BYTES + 2 * i, edges[i]);
        }
        for (uint32_t i = 0; i < IPCC_NPDS; i++) {
            ipcc_store16(sk + 2 * (g * IPCC_NPDS + i), pds[i]);
        }
    }
    if (fail) { /* no half-made key pair */
        memset(pk, 0, IPCC_PK_BYTES);
        kpqc_memzero(sk, IPCC_SK_BYTES);
    }
    kpqc_memzero(edges, sizeof edges);
    kpqc_memzero(pds, sizeof pds);
    return fail;
}

/* SHA3-256(M || ct[0 .. end of the last non-zero row]). */
static void derive_key(uint8_t ss[IPCC_SS_BYTES], uint32_t m, const uint8_t *ct)
{
    kpqc_keccak_state st;
    uint8_t mb[2];
    size_t used = IPCC_CT_BYTES;

    while (used > 0 && ct[used - 1] == 0) used--;
    used = (used + ROW_BYTES - 1) / ROW_BYTES * ROW_BYTES;
    ipcc_store16(mb, m);
    kpqc_sha3_256_init(&st);
    kpqc_keccak_absorb(&st, mb, sizeof mb);
    kpqc_keccak_absorb(&st, ct, used);
    kpqc_keccak_finalize(&st);
    kpqc_keccak_squeeze(ss, IPCC_SS_BYTES, &st);
    kpqc_keccak_wipe(&st);
    kpqc_memzero(mb, sizeof mb);
}

static int encaps(uint8_t *ct, uint8_t *ss, const uint8_t *pk)
{
    ipcc_graph g1, g2;
    uint32_t w, m, big_enough;

    int r = ipcc_graph_load(&g1, pk, 1) | ipcc_graph_load(&g2, pk + PK_GRAPH_BYTES, 1 + IPCC_NV);
    m = w = 0;
    while (r == 0) { /* r != 0: not a key pair's public key */
        r = ipcc_randomint(&w);
        m = ipcc_mod_q(w);
        big_enough = ~kpqc_ct_mask_lt_u32(m, 5);
        kpqc_ct_declassify(&big_enough, sizeof big_enough);
        if (big_enough) break;
    }
    if (r == 0) r = ipcc_encrypt(ct, m, &g1, &g2);
    if (r == 0) {
        derive_key(ss, m, ct);
    } else { /* nothing half-made */
        memset(ct, 0, IPCC_CT_BYTES);
        memset(ss, 0, IPCC_SS_BYTES);
    }
    m = w = 0;
    kpqc_stack_wipe();
    return r;
}

/* The message: the coefficients of the rows whose vertices all belong to
 * the secret sets, summed mod 65521. Rows of degree 0 or above 5 count for
 * nothing, and so does a vertex number outside 1..400. The row layout is
 * public, so only the set membership is computed without branches. */
static uint32_t decrypt(const uint8_t *ct, const uint8_t *sk)
{
    uint32_t set[SET_WORDS] = {0}, acc = 0;

    for (uint32_t i = 0; i < 2 * IPCC_NPDS; i++) {
        uint32_t v = ipcc_load16(sk + 2 * i) - 1; /* vertex v + 1 is bit v */
        for (uint32_t x = 0; x < SET_WORDS; x++) {
            set[x] |= kpqc_ct_mask_eq_u32(v >> 5, x) & ((uint32_t)1 << (v & 31));
        }
    }
    for (uint32_t row = 0; row < IPCC_CT_ROWS; row++) {
        const uint8_t *p = ct + row * ROW_BYTES;
        uint32_t dim = ipcc_load16(p), in = 1;
        if (dim == 0 || dim > IPCC_MAXDIM) continue;
        for (uint32_t k = 0; k < dim; k++) {
            uint32_t v = ipcc_load16(p + 4 + 2 * k) - 1;
            if (v >= ALL_VERTICES) {
                in = 0;
                break;
            }
            in &= set[v >> 5] >> (v & 31);
        }
        acc += ipcc_load16(p + 2) & ((uint32_t)0 - (in & 1u)); /* < 9458 * 2^16 */
    }
    kpqc_memzero(set, sizeof set);
    return ipcc_mod_q(acc);
}

static int decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *sk)
{
    uint32_t m = decrypt(ct, sk);
    derive_key(ss, m, ct);
    m = 0;
    kpqc_stack_wipe();
    return 0;
}

const kpqc_kem_ops KPQC_NS(kem_ops) = {
    IPCC_PK_BYTES,
    IPCC_SK_BYTES,
    IPCC_CT_BYTES,
    IPCC_SS_BYTES,
    keypair,
    encaps,
    decaps,
    0, /* a tampered ciphertext decrypts to another key, with success */
};
