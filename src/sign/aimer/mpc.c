#include <string.h>

#include "ct.h"
#include "hash.h"
#include "mpc.h"

void mpc_statement_init(aimer_statement *st, const uint8_t pk[AIMER_PK_BYTES])
{
    uint8_t iv[AIMER_IV];

    /* The public key is public, also where the signer reads it from its
     * secret key (which is all secret to the constant-time test). */
    memcpy(iv, pk, AIMER_IV);
    kpqc_ct_declassify(iv, sizeof iv);
#if KPQC_AIMER_V3
    aim3_lin_from_iv(&st->lin, iv);
#else
    aim2_affine_from_iv(&st->aff, iv);
    aim2_input_relations(st->s);
#endif
    gf_from_bytes(st->ct, pk + AIMER_IV);
#if KPQC_BACKEND_AVX2 && !KPQC_AIMER_V3
    for (unsigned l = 0; l < AIMER_L; l++) {
        aimer_avx2_nibble_tables(st->tab[2 * l], st->aff.a[l]);
        aimer_avx2_nibble_tables(st->tab[2 * l + 1], st->s[l]);
    }
    {
        /* rows of x -> x^(2^e_L) + ct x: (x^j)^(2^e_L) + ct x^j */
        gf rows[GF_BITS];
        aim2_relation_columns(rows, AIM2_E_OUT, st->ct);
        aimer_avx2_nibble_tables(st->tab[2 * AIMER_L], rows);
        gf_linmap(st->sout_b, st->aff.b, (const gf *)rows);
    }
#endif
}

#ifdef AIMER_BATCH
void mpc_party_check16(gf alpha[AIMER_BATCH], gf v[AIMER_BATCH], gf m[AIMER_BATCH][AIMER_ALPHAS],
                       const aimer_statement *st, const gf eps[AIMER_L + 1],
                       const aimer_tape tapes[AIMER_BATCH], int last)
{
    for (unsigned i = 0; i < AIMER_BATCH; i++) gf_copy(m[i][0], tapes[i].pt);
    aimer_avx2_party_check16(alpha, v, st, eps[0], tapes, last);
}
#endif

void mpc_tape_from_bytes(aimer_tape *tape, const uint8_t out[AIMER_COMMIT_TAPE_BYTES])
{
    const uint8_t *in = out + AIMER_COMMIT;
    gf_from_bytes(tape->pt, in);
    for (unsigned l = 0; l < AIMER_L; l++) gf_from_bytes(tape->t[l], in + (1 + l) * GF_BYTES);
    for (unsigned l = 0; l < AIMER_ALPHAS; l++) gf_from_bytes(tape->a[l], in + (1 + AIMER_L + l) * GF_BYTES);
    gf_from_bytes(tape->c, in + (1 + AIMER_L + AIMER_ALPHAS) * GF_BYTES);
}

void mpc_apply_deltas(aimer_tape *tape, const uint8_t proof[PROOF_BYTES])
{
    gf d;
    gf_from_bytes(d, proof + PROOF_DELTA_PT);
    gf_add(tape->pt, tape->pt, d);
    for (unsigned l = 0; l < AIMER_L; l++) {
        gf_from_bytes(d, proof + PROOF_DELTA_T + l * GF_BYTES);
        gf_add(tape->t[l], tape->t[l], d);
    }
    gf_from_bytes(d, proof + PROOF_DELTA_C);
    gf_add(tape->c, tape->c, d);
}

#if KPQC_AIMER_V3
void mpc_party_check(gf alpha[AIMER_ALPHAS], gf v, gf m[AIMER_ALPHAS], const aimer_statement *st,
                     const gf eps[AIMER_L + 1], const aimer_tape *tape, int last)
{
    const uint64_t keep = (uint64_t)0 - (uint64_t)(last != 0);
    gf x, z, t;

    gf_copy(v, tape->c);
    gf_set_zero(x);
    for (unsigned l = 0; l <= AIMER_L; l++) {
        if (l < AIMER_L) {
            gf_linmap(x, tape->pt, (const gf *)st->lin.a[l]); /* x_l = A_l pt (+ b_l) */
            gf_copy(m[l], tape->t[l]);
        } else {
            gf_set_zero(x); /* x_L = sum_l B_l y_l (+ b_L) */
            for (unsigned k = 0; k < AIMER_L; k++) {
                gf_linmap(t, tape->t[k], (const gf *)st->lin.a[AIMER_L + k]);
                gf_add(x, x, t);
            }
            for (unsigned w = 0; w < GF_WORDS; w++) m[l][w] = tape->pt[w] ^ (st->ct[w] & keep);
        }
        for (unsigned w = 0; w < GF_WORDS; w++) x[w] ^= st->lin.b[l][w] & keep;
        gf_copy(z, x); /* z_l = x_l^(2^e_l) (+ 1) */
        for (unsigned i = 0; i < aim3_exponent(l); i++) gf_sqr(z, z);
        z[0] ^= keep & 1;
        gf_mul(t, eps[l], x);
        gf_add(alpha[l], tape->a[l], t);
        gf_mul(t, eps[l], z);
        gf_add(v, v, t);
    }
    kpqc_memzero(x, sizeof x);
    kpqc_memzero(z, sizeof z);
    kpqc_memzero(t, sizeof t);
}
#else
void mpc_party_check(gf alpha[AIMER_ALPHAS], gf v, gf m[AIMER_ALPHAS], const aimer_statement *st,
                     const gf eps[AIMER_L + 1], const aimer_tape *tape, int last)
{
    gf_copy(m[0], tape->pt);
#if KPQC_BACKEND_AVX2
    aimer_avx2_party_check(alpha[0], v, st, eps[0], tape, last);
#else
    gf x, z, sq;
    gf_wide pa, pv;
    const uint64_t keep_b = (uint64_t)0 - (uint64_t)(last != 0);

    for (unsigned i = 0; i < GF_WORDS; i++) x[i] = st->aff.b[i] & keep_b;
    gf_wide_zero(pa);
    gf_wide_zero(pv);
    for (unsigned l = 0; l < AIMER_L; l++) {
        gf_set_zero(z);
        gf_linmap2_acc(x, z, tape->t[l], st->aff.a[l], st->s[l]);
        gf_mul_wide_acc(pa, eps[l], tape->t[l]);
        gf_mul_wide_acc(pv, eps[l], z);
    }
    /* output S-box: z_L = x_L^(2^e_L) + ct x_L */
    gf_sqr(sq, x);
    for (unsigned i = 1; i < AIM2_E_OUT; i++) gf_sqr(sq, sq);
    gf_mul(z, st->ct, x);
    gf_add(z, z, sq);
    gf_mul_wide_acc(pa, eps[AIMER_L], x);
    gf_mul_wide_acc(pv, eps[AIMER_L], z);

    gf_reduce(alpha[0], pa);
    gf_add(alpha[0], alpha[0], tape->a[0]);
    gf_reduce(v, pv);
    gf_add(v, v, tape->c);

    kpqc_memzero(x, sizeof x);
    kpqc_memzero(z, sizeof z);
    kpqc_memzero(sq, sizeof sq);
    kpqc_memzero(pa, sizeof pa);
    kpqc_memzero(pv, sizeof pv);
#endif
}
#endif
