/* AIM3, the one-way function of AIMer v3 (spec v3 of 2026-08-26, "AIM3"):
 * for l < L the input S-boxes y_l = S_{e_l}(A_l pt + b_l), then
 * x = b_L + sum_l B_l y_l, the output S-box y = S_{e_L}(x) and the
 * feed-forward ct = y + pt, where S_e(x) = x^(2^e - 1) + x^(-1)
 * = (x^(2^e) + 1) / x. The maps A_l, B_l (each L U, linear.c) and the b_l
 * come from SHAKE(iv). An S-box input of 0 has no inverse: key generation
 * then draws a new key. Built with KPQC_AIMER_V3 (rows AIMer<set>-v3). */
#ifndef AIMER_AIM3_H
#define AIMER_AIM3_H

#include <stdint.h>

#include "field.h"
#include "params.h"

/* The exponents e_0 .. e_L of the S-boxes. */
#if GF_BITS == 128
#define AIM3_EXPONENTS {3, 7, 11}
#elif GF_BITS == 192
#define AIM3_EXPONENTS {11, 23, 47}
#else
#define AIM3_EXPONENTS {3, 7, 11, 19}
#endif

typedef struct {
    gf a[2 * AIMER_L][GF_BITS]; /* A_0 .. A_(L-1), then B_0 .. B_(L-1) */
    gf b[AIMER_L + 1];
} aim3_lin;

#define aim3_lin_from_iv KPQC_NS(aim3_lin_from_iv)
#define aim3_exponent KPQC_NS(aim3_exponent)
#define aim3_sbox_outputs KPQC_NS(aim3_sbox_outputs)
#define aim3_eval KPQC_NS(aim3_eval)

void aim3_lin_from_iv(aim3_lin *lin, const uint8_t iv[AIMER_IV]);

unsigned aim3_exponent(unsigned l);

/* y_l for l < L of the secret plaintext (the signer's witness). */
void aim3_sbox_outputs(gf y[AIMER_L], const aim3_lin *lin, const gf pt);

/* ct = AIM3(pt; iv); -1 (ct undefined) when an S-box input is 0. */
int aim3_eval(uint8_t ct[GF_BYTES], const uint8_t pt[GF_BYTES], const uint8_t iv[AIMER_IV]);

#endif
