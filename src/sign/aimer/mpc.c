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
    aim2_affine_from_iv(&st->aff, iv);
    aim2_input_relations(st->s);
    gf_from_bytes(st->ct, pk + AIMER_IV);
}

void mpc_tape_from_bytes(aimer_tape *tape, const uint8_t out[AIMER_COMMIT_TAPE_BYTES])
{
    const uint8_t *in = out + AIMER_COMMIT;
    gf_from_bytes(tape->pt, in);
    for (unsigned l = 0; l < AIMER_L; l++) gf_from_bytes(tape->t[l], in + (1 + l) * GF_BYTES);
    gf_from_bytes(tape->a, in + (1 + AIMER_L) * GF_BYTES);
    gf_from_bytes(tape->c, in + (2 + AIMER_L) * GF_BYTES);
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

void mpc_party_check(gf alpha, gf v, const aimer_statement *st, const gf eps[AIMER_L + 1],
                     const aimer_tape *tape, int last)
{
#if KPQC_BACKEND_AVX2
    aimer_avx2_party_check(alpha, v, st, eps[0], tape, last);
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

    gf_reduce(alpha, pa);
    gf_add(alpha, alpha, tape->a);
    gf_reduce(v, pv);
    gf_add(v, v, tape->c);

    kpqc_memzero(x, sizeof x);
    kpqc_memzero(z, sizeof z);
    kpqc_memzero(sq, sizeof sq);
    kpqc_memzero(pa, sizeof pa);
    kpqc_memzero(pv, sizeof pv);
#endif
}
