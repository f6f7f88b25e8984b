/* Layered ROLLO-I (4th version, BII-LRPC construction X, b = 2), as the
 * KPQClean reference WG1/pke-ROLLO_revised1020 computes it, with the two
 * out-of-bounds seed reads zero-extended (the shared KATs' interpretation,
 * docs/SCHEMES.md).
 *
 * Secret key: sk_seed || PI_seed || PO_seed (40 bytes each).
 *   sk_seed -> F = <f1, f2> (full rank), x, y with coordinates in F;
 *   PI_seed -> PI (n random coefficients); PO_seed -> PO (on coefficients),
 *   PNA, PNB (4 coefficients each, from PO_seed + 16 and PO_seed + 32).
 * Inner ring (mod P_N): h = x^-1 y PI. Outer ring (mod P_ON), with P = P_N:
 *   pk = h PO || (PI + PNA P) PO || PNB P PO, each part an RBC string of on
 *   elements padded with zeros to a third of the key.
 * Encapsulation: E = <e1..er> full rank, E1, E2 with coordinates in E,
 *   PNC (from PN_seed + 16); ct = E1 pk1 + E2 pk2 + PNC pk3; ss = SHA-512 of
 *   the echelon basis of E as a string, cut or zero-padded to the
 *   reference's RBC_VEC_R_BYTES.
 * Decapsulation: ct PO^-1 = E1 h + E2 PI + (E2 PNA + PNC PNB) P; modulo P_N
 *   and times PI^-1 x it is E1 y + E2 x, whose coordinates span a subspace of
 *   E F: LRPC support recovery gives E.
 * ROLLO-I is IND-CPA: no re-encryption. A ciphertext with nonzero padding
 * bits (which the reference ignores) is not a canonical encoding; it gets a
 * pseudo-random key SHA-512(sk || ct) instead (implicit rejection). */
#include <string.h>

#include "ct.h"
#include "linalg.h"
#include "randombytes.h"
#include "ring.h"
#include "sample.h"
#include "scheme_ops.h"
#include "sha2.h"

#define CT_STR_BYTES ROLLO_STR_BYTES(ROLLO_ON)
#define SS_STR_BYTES                                                                   \
    (ROLLO_STR_BYTES(ROLLO_R) > ROLLO_SS_INPUT_BYTES ? ROLLO_STR_BYTES(ROLLO_R) \
                                                     : ROLLO_SS_INPUT_BYTES)

/* o = the first deg coefficients drawn from the expander of seed[off..)
 * (rbc_qre_set_arb_random), the rest zero. */
static void arb_random(rollo_poly o, unsigned deg, const uint8_t *seed, unsigned off)
{
    rollo_source src;
    memset(o, 0, sizeof(rollo_poly));
    rollo_source_expander(&src, seed, off);
    rollo_random_elts(&src, o, deg);
    rollo_source_wipe(&src);
}

/* F, x, y from sk_seed (biix_secret_key_from_string). */
static void secret_from_seed(rollo_elt F[ROLLO_D], rollo_poly x, rollo_poly y,
                             const uint8_t *sk_seed)
{
    rollo_source src;
    memset(x, 0, sizeof(rollo_poly));
    memset(y, 0, sizeof(rollo_poly));
    rollo_source_expander(&src, sk_seed, 0);
    rollo_random_full_rank(&src, F, ROLLO_D);
    rollo_pair_from_support(&src, x, y, ROLLO_N, F, ROLLO_D);
    rollo_source_wipe(&src);
}

static void put_part(uint8_t *out, rollo_poly a)
{
    rollo_vec_to_string(out, a, ROLLO_ON);
    memset(out + CT_STR_BYTES, 0, ROLLO_PK_PART_BYTES - CT_STR_BYTES);
}

/* ss = SHA-512 of the first RBC_VEC_R_BYTES of the string of E (reduced
 * echelon form); the reference's buffer had that size. */
static void support_key(uint8_t ss[ROLLO_SS_BYTES], rollo_elt E[ROLLO_R])
{
    uint8_t s[SS_STR_BYTES] = {0};
    rollo_vec_to_string(s, E, ROLLO_R);
    kpqc_sha512(ss, s, ROLLO_SS_INPUT_BYTES);
    kpqc_memzero(s, sizeof s);
}

/* The working set, off the small fixed frames: one struct per operation. */
typedef struct {
    rollo_elt F[ROLLO_D];
    rollo_poly x, y, pi, h, po, pna, pnb, p, t;
} keygen_state;

static int keypair(uint8_t *pk, uint8_t *sk)
{
    static const unsigned pn_terms[ROLLO_PN_NTERMS] = ROLLO_PN_TERMS;
    uint8_t seeds[ROLLO_SK_BYTES]; /* sk_seed || PI_seed || PO_seed */
    keygen_state s;
    uint8_t *sk_seed = seeds, *pi_seed = seeds + ROLLO_SEED_BYTES,
            *po_seed = seeds + 2 * ROLLO_SEED_BYTES;
    /* Drawn in the reference's order: PO, PI, then sk. */
    int r = kpqc_randombytes(po_seed, ROLLO_SEED_BYTES);
    r |= kpqc_randombytes(pi_seed, ROLLO_SEED_BYTES);
    r |= kpqc_randombytes(sk_seed, ROLLO_SEED_BYTES);
    if (r != 0) {
        kpqc_memzero(seeds, sizeof seeds);
        return -1;
    }

    /* Inner ring: h = x^-1 y PI. */
    secret_from_seed(s.F, s.x, s.y, sk_seed);
    arb_random(s.pi, ROLLO_N, pi_seed, 0);
    rollo_ring_inv(&rollo_ring_inner, s.h, s.x);
    rollo_ring_mul(&rollo_ring_inner, s.h, s.h, s.y);
    rollo_ring_mul(&rollo_ring_inner, s.h, s.h, s.pi);

    /* Outer ring. */
    memset(s.p, 0, sizeof s.p);
    s.p[ROLLO_N][0] = 1;
    for (unsigned i = 0; i < ROLLO_PN_NTERMS; i++) s.p[pn_terms[i]][0] = 1;
    arb_random(s.po, ROLLO_ON, po_seed, 0);
    arb_random(s.pna, ROLLO_PNA_DEG, po_seed, 16);
    arb_random(s.pnb, ROLLO_PNA_DEG, po_seed, 32);
    rollo_ring_mul_short(&rollo_ring_outer, s.pna, s.pna, ROLLO_PNA_DEG, s.p);
    rollo_ring_mul_short(&rollo_ring_outer, s.pnb, s.pnb, ROLLO_PNA_DEG, s.p);

    rollo_ring_mul(&rollo_ring_outer, s.t, s.h, s.po);
    put_part(pk, s.t);
    for (unsigned i = 0; i < ROLLO_ON; i++) rollo_gf_add(s.t[i], s.pi[i], s.pna[i]);
    rollo_ring_mul(&rollo_ring_outer, s.t, s.t, s.po);
    put_part(pk + ROLLO_PK_PART_BYTES, s.t);
    rollo_ring_mul(&rollo_ring_outer, s.t, s.pnb, s.po);
    put_part(pk + 2 * ROLLO_PK_PART_BYTES, s.t);

    memcpy(sk, seeds, ROLLO_SK_BYTES);
    kpqc_memzero(seeds, sizeof seeds);
    kpqc_memzero(&s, sizeof s);
    kpqc_stack_wipe();
    return 0;
}

typedef struct {
    rollo_elt E[ROLLO_R];
    rollo_poly e1, e2, pnc, pk, c, t;
} encaps_state;

/* The one encoding of a key (issue 40): each of the three parts holds on
 * elements of m bits; the bits after them up to the part's length (which
 * rollo_vec_from_string never reads) must be zero. 1 when canonical. */
static int pk_is_canonical(const uint8_t *pk)
{
    uint8_t pad = 0;
    for (unsigned part = 0; part < 3; part++) {
        const uint8_t *p = pk + part * ROLLO_PK_PART_BYTES;
        for (unsigned bit = ROLLO_ON * ROLLO_M; bit < 8 * ROLLO_PK_PART_BYTES; bit++) {
            pad |= (uint8_t)((p[bit / 8] >> (bit % 8)) & 1);
        }
    }
    return pad == 0;
}

static int encaps(uint8_t *ct, uint8_t *ss, const uint8_t *pk)
{
    uint8_t pn_seed[ROLLO_SEED_BYTES];
    encaps_state s;
    rollo_source src;

    if (!pk_is_canonical(pk)) {
        memset(ct, 0, ROLLO_CT_BYTES);
        memset(ss, 0, ROLLO_SS_BYTES);
        return -1;
    }
    if (kpqc_randombytes(pn_seed, sizeof pn_seed) != 0) return -1;
    arb_random(s.pnc, ROLLO_PNC_DEG, pn_seed, 16);
    rollo_source_system(&src);
    rollo_random_full_rank(&src, s.E, ROLLO_R);
    memset(s.e1, 0, sizeof s.e1);
    memset(s.e2, 0, sizeof s.e2);
    rollo_pair_from_support(&src, s.e1, s.e2, ROLLO_E_LEN, s.E, ROLLO_R);
    int failed = src.failed;
    rollo_source_wipe(&src);
    kpqc_memzero(pn_seed, sizeof pn_seed);
    if (failed) {
        kpqc_memzero(&s, sizeof s);
        return -1;
    }

    memset(s.pk, 0, sizeof s.pk);
    rollo_vec_from_string(s.pk, ROLLO_ON, pk);
    rollo_ring_mul_short(&rollo_ring_outer, s.c, s.e1, ROLLO_E_LEN, s.pk);
    rollo_vec_from_string(s.pk, ROLLO_ON, pk + ROLLO_PK_PART_BYTES);
    rollo_ring_mul_short(&rollo_ring_outer, s.t, s.e2, ROLLO_E_LEN, s.pk);
    for (unsigned i = 0; i < ROLLO_ON; i++) rollo_gf_add(s.c[i], s.c[i], s.t[i]);
    rollo_vec_from_string(s.pk, ROLLO_ON, pk + 2 * ROLLO_PK_PART_BYTES);
    rollo_ring_mul_short(&rollo_ring_outer, s.t, s.pnc, ROLLO_PNC_DEG, s.pk);
    for (unsigned i = 0; i < ROLLO_ON; i++) rollo_gf_add(s.c[i], s.c[i], s.t[i]);
    rollo_vec_to_string(ct, s.c, ROLLO_ON);
    memset(ct + CT_STR_BYTES, 0, ROLLO_CT_BYTES - CT_STR_BYTES);

    rollo_gauss(s.E, ROLLO_R, NULL);
    support_key(ss, s.E);
    kpqc_memzero(&s, sizeof s);
    kpqc_stack_wipe();
    return 0;
}

typedef struct {
    rollo_elt F[ROLLO_D], E[ROLLO_R];
    rollo_poly x, y, po, c, t;
    uint8_t canon[ROLLO_CT_BYTES], reject[ROLLO_SS_BYTES];
} decaps_state;

static int decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *sk)
{
    decaps_state s;
    kpqc_sha512_ctx h;

    /* ct PO^-1 mod P_ON, then mod P_N. */
    arb_random(s.po, ROLLO_ON, sk + 2 * ROLLO_SEED_BYTES, 0);
    rollo_ring_inv(&rollo_ring_outer, s.t, s.po);
    memset(s.c, 0, sizeof s.c);
    rollo_vec_from_string(s.c, ROLLO_ON, ct);
    rollo_vec_to_string(s.canon, s.c, ROLLO_ON);
    memset(s.canon + CT_STR_BYTES, 0, ROLLO_CT_BYTES - CT_STR_BYTES);
    rollo_ring_mul(&rollo_ring_outer, s.c, s.c, s.t);
    rollo_ring_fold_inner(s.c, s.c);

    /* times PI^-1 x, then support recovery. */
    secret_from_seed(s.F, s.x, s.y, sk);
    arb_random(s.po, ROLLO_N, sk + ROLLO_SEED_BYTES, 0); /* PI */
    rollo_ring_inv(&rollo_ring_inner, s.t, s.po);
    rollo_ring_mul(&rollo_ring_inner, s.c, s.c, s.t);
    rollo_ring_mul(&rollo_ring_inner, s.c, s.c, s.x);
    rollo_rsr(s.E, s.F, s.c, ROLLO_N);
    support_key(ss, s.E);

    /* Non-canonical encoding: SHA-512(sk || ct) instead. */
    kpqc_sha512_init(&h);
    kpqc_sha512_update(&h, sk, ROLLO_SK_BYTES);
    kpqc_sha512_update(&h, ct, ROLLO_CT_BYTES);
    kpqc_sha512_final(&h, s.reject);
    kpqc_ct_cmov(ss, s.reject, ROLLO_SS_BYTES,
                 (uint8_t)kpqc_ct_memcmp(s.canon, ct, ROLLO_CT_BYTES));
    kpqc_memzero(&s, sizeof s);
    kpqc_stack_wipe();
    return 0;
}

const kpqc_kem_ops KPQC_NS(kem_ops) = {
    ROLLO_PK_BYTES,
    ROLLO_SK_BYTES,
    ROLLO_CT_BYTES,
    ROLLO_SS_BYTES,
    keypair,
    encaps,
    decaps,
    0, /* no rejection in ROLLO-I; non-canonical ciphertexts: implicit */
};
