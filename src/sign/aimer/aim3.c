#include "aim3.h"
#include "ct.h"
#include "hash.h"
#include "linear.h"

static const unsigned aim3_e[AIMER_L + 1] = AIM3_EXPONENTS;

unsigned aim3_exponent(unsigned l)
{
    return aim3_e[l];
}

/* SHAKE(iv) gives A_0 .. A_(L-1), B_0 .. B_(L-1), then b_0 .. b_L. */
void aim3_lin_from_iv(aim3_lin *lin, const uint8_t iv[AIMER_IV])
{
    aimer_hash h;

    aimer_iv_hash(&h, iv);
    for (unsigned i = 0; i < 2 * AIMER_L; i++) aimer_random_matrix(lin->a[i], &h);
    for (unsigned i = 0; i <= AIMER_L; i++) hash_squeeze_words(&h, lin->b[i], GF_WORDS);
    hash_wipe(&h);
}

/* y = (x^(2^e) + 1) x^(-1), with x^(-1) = x^(2^k - 2) (0 for x = 0);
 * constant time in x (the exponent is public). */
static void sbox(gf y, const gf x, unsigned e)
{
    uint64_t inv_exp[GF_WORDS];
    gf inv, p;

    for (unsigned w = 0; w < GF_WORDS; w++) inv_exp[w] = ~(uint64_t)0;
    inv_exp[0] = ~(uint64_t)1;
    gf_pow_public(inv, x, inv_exp);
    gf_copy(p, x);
    for (unsigned i = 0; i < e; i++) gf_sqr(p, p);
    p[0] ^= 1;
    gf_mul(y, p, inv);
    kpqc_memzero(inv, sizeof inv);
    kpqc_memzero(p, sizeof p);
}

/* all-ones when x != 0 */
static uint64_t nonzero(const gf x)
{
    uint64_t acc = 0;
    for (unsigned w = 0; w < GF_WORDS; w++) acc |= x[w];
    return kpqc_ct_mask_widen_u64(kpqc_ct_mask_nonzero_u32((uint32_t)(acc | (acc >> 32))));
}

/* The input S-boxes; *ok keeps its all-ones bits only if no input is 0. */
static void input_sboxes(gf y[AIMER_L], uint64_t *ok, const aim3_lin *lin, const gf pt)
{
    for (unsigned l = 0; l < AIMER_L; l++) {
        gf x;
        gf_linmap(x, pt, (const gf *)lin->a[l]);
        gf_add(x, x, lin->b[l]);
        *ok &= nonzero(x);
        sbox(y[l], x, aim3_e[l]);
        kpqc_memzero(x, sizeof x);
    }
}

void aim3_sbox_outputs(gf y[AIMER_L], const aim3_lin *lin, const gf pt)
{
    uint64_t ok = ~(uint64_t)0;
    input_sboxes(y, &ok, lin, pt);
}

int aim3_eval(uint8_t ct[GF_BYTES], const uint8_t pt[GF_BYTES], const uint8_t iv[AIMER_IV])
{
    aim3_lin lin;
    gf p, y[AIMER_L], x, t;
    uint64_t ok = ~(uint64_t)0;
    uint8_t verdict;

    /* iv goes into the public key; the matrices are built from it with
     * table lookups (linear.c), so it is declassified first */
    kpqc_ct_declassify(iv, AIMER_IV);
    aim3_lin_from_iv(&lin, iv);
    gf_from_bytes(p, pt);
    input_sboxes(y, &ok, &lin, p);
    gf_copy(x, lin.b[AIMER_L]);
    for (unsigned l = 0; l < AIMER_L; l++) {
        gf_linmap(t, y[l], (const gf *)lin.a[AIMER_L + l]);
        gf_add(x, x, t);
    }
    ok &= nonzero(x);
    sbox(t, x, aim3_e[AIMER_L]);
    gf_add(t, t, p);
    gf_to_bytes(ct, t);
    /* A zero S-box input (probability about L 2^-k) only makes the caller
     * draw a new key: the verdict is revealed, nothing else. */
    verdict = (uint8_t)(ok & 1);
    kpqc_ct_declassify(&verdict, sizeof verdict);

    kpqc_memzero(p, sizeof p);
    kpqc_memzero(y, sizeof y);
    kpqc_memzero(x, sizeof x);
    kpqc_memzero(t, sizeof t);
    return verdict ? 0 : -1;
}
