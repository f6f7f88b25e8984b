/* AIM2, the one-way function of AIMer (spec "AIM2"): for l < L the input
 * S-boxes t_l = Inv-Mersenne_{e_l}(pt + c_l), then the affine layer
 * x = b + sum_l A_l(t_l), the output S-box x^(2^e_L - 1) and the feed-forward
 * ct = x^(2^e_L - 1) + pt. The affine maps A_l = L_l U_l and b come from
 * SHAKE(iv). */
#ifndef AIMER_AIM2_H
#define AIMER_AIM2_H

#include <stdint.h>

#include "field.h"
#include "params.h"

#if GF_BITS == 192
#define AIM2_E_OUT 5
#else
#define AIM2_E_OUT 3
#endif

/* Linear maps are stored as the images of the basis x^0 .. x^(k-1). */
typedef struct {
    gf a[AIMER_L][GF_BITS]; /* A_l */
    gf b;
} aim2_affine;

#define aim2_affine_from_iv KPQC_NS(aim2_affine_from_iv)
#define aim2_input_relations KPQC_NS(aim2_input_relations)
#define aim2_relation_columns KPQC_NS(aim2_relation_columns)
#define aim2_sbox_outputs KPQC_NS(aim2_sbox_outputs)
#define aim2_eval KPQC_NS(aim2_eval)

void aim2_affine_from_iv(aim2_affine *aff, const uint8_t iv[AIMER_IV]);

/* The F2-linear maps x -> x^(2^e_l) + c_l x. For t = (pt + c)^(1/(2^e - 1))
 * the relation pt + c = t^(2^e - 1) becomes t^(2^e) + c t = pt t, so an input
 * S-box is checked as one multiplication pt * t (spec "MPC for AIM2"). */
void aim2_input_relations(gf s[AIMER_L][GF_BITS]);

/* cols[j] = (x^j)^(2^e) + c x^j, the columns of x -> x^(2^e) + c x, for
 * public e and c (also the output S-box relation, mpc.c). */
void aim2_relation_columns(gf cols[GF_BITS], unsigned e, const gf c);

/* t_l for the secret plaintext (the signer's witness). */
void aim2_sbox_outputs(gf t[AIMER_L], const gf pt);

void aim2_eval(uint8_t ct[GF_BYTES], const uint8_t pt[GF_BYTES], const uint8_t iv[AIMER_IV]);

#endif
