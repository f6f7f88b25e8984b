/* LayeredROLLO-I forms for test_stack_residue (forms.h). sk holds seeds;
 * key generation and decapsulation expand them to the secret support F and
 * the secret polynomials x, y (elements of GF(2^m), two 64-bit words each,
 * searched as bytes). Decapsulation computes the syndrome x c (times the
 * inverses of PO and PI) and recovers from it the support E, the message of
 * LRPC decryption (ss = SHA-512 of its string), as kem.c does. */
#include <string.h>

#include "forms.h"
#include "kem/rollo/linalg.h"
#include "kem/rollo/params.h"
#include "kem/rollo/ring.h"
#include "kem/rollo/sample.h"
#include "kem/rollo/source.h"

void KPQC_NS(residue_key_forms)(const uint8_t *sk);
void KPQC_NS(residue_decrypt_forms)(const uint8_t *sk, const uint8_t *ct);

static rollo_elt F[ROLLO_D], E[ROLLO_R];
static rollo_poly x, y, po, c, t;

static void arb_random(rollo_poly o, unsigned deg, const uint8_t *seed)
{
    rollo_source src;
    memset(o, 0, sizeof(rollo_poly));
    rollo_source_expander(&src, seed, 0);
    rollo_random_elts(&src, o, deg);
    rollo_source_wipe(&src);
}

static void secret(const uint8_t *sk)
{
    rollo_source src;
    memset(x, 0, sizeof x);
    memset(y, 0, sizeof y);
    rollo_source_expander(&src, sk, 0);
    rollo_random_full_rank(&src, F, ROLLO_D);
    rollo_pair_from_support(&src, x, y, ROLLO_N, F, ROLLO_D);
    rollo_source_wipe(&src);
}

void KPQC_NS(residue_key_forms)(const uint8_t *sk)
{
    secret(sk);
    residue_form("F", F, sizeof F, 1, 0);
    residue_form("x", x, ROLLO_N * sizeof(rollo_elt), 1, 0);
    residue_form("y", y, ROLLO_N * sizeof(rollo_elt), 1, 0);
}

void KPQC_NS(residue_decrypt_forms)(const uint8_t *sk, const uint8_t *ct)
{
    arb_random(po, ROLLO_ON, sk + 2 * ROLLO_SEED_BYTES);
    rollo_ring_inv(&rollo_ring_outer, t, po);
    memset(c, 0, sizeof c);
    rollo_vec_from_string(c, ROLLO_ON, ct);
    rollo_ring_mul(&rollo_ring_outer, c, c, t);
    rollo_ring_fold_inner(c, c);
    secret(sk);
    arb_random(po, ROLLO_N, sk + ROLLO_SEED_BYTES);
    rollo_ring_inv(&rollo_ring_inner, t, po);
    rollo_ring_mul(&rollo_ring_inner, c, c, t);
    rollo_ring_mul(&rollo_ring_inner, c, c, x);
    residue_form("x c (the syndrome)", c, ROLLO_N * sizeof(rollo_elt), 1, 0);
    (void)rollo_rsr(E, F, c, ROLLO_N);
    residue_form("E (recovered support)", E, sizeof E, 1, 0);
}
