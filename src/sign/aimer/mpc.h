/* The MPC-in-the-head simulation of AIM2 (spec "Signature scheme", phases 1
 * to 3): each party's random tape and commitment, and its share of the
 * multiplication check that proves pt * x_l = z_l for the L + 1 S-boxes.
 *
 * With x_l = t_l (l < L), x_L = b + sum_l A_l(t_l) and
 * z_l = t_l^(2^e_l) + c_l t_l, z_L = x_L^(2^e_L) + ct x_L, a party holding
 * shares of pt, t_l and of a check triple (a, c = pt a) outputs
 *   alpha_i = a_i + sum_l eps_l x_l,i  and  v_i = c_i + sum_l eps_l z_l,i + alpha pt_i,
 * where alpha = sum_i alpha_i is opened. Every step is linear in the shares.
 *
 * AIM3 (KPQC_AIMER_V3) checks x_l y_l = z_l with x_l = A_l pt + b_l (l < L),
 * x_L = b_L + sum_l B_l y_l, y_L = pt + ct and z_l = x_l^(2^e_l) + 1, one
 * triple (a_l, y_l) per S-box: alpha_l,i = a_l,i + eps_l x_l,i and
 * v_i = c_i + sum_l eps_l z_l,i + sum_l alpha_l y_l,i, with c = sum_l a_l y_l. */
#ifndef AIMER_MPC_H
#define AIMER_MPC_H

#include <stdint.h>

#include "field.h"
#include "params.h"
#if KPQC_AIMER_V3
#include "aim3.h"
#else
#include "aim2.h"
#endif

/* A party's tape, in the order it is squeezed after the commitment: shares
 * of pt, of the input S-box outputs (AIM2's t_l, AIM3's y_l), of the check
 * triples' a (one per alpha) and of c = sum of a times the multiplicands. */
typedef struct {
    gf pt;
    gf t[AIMER_L];
    gf a[AIMER_ALPHAS];
    gf c;
} aimer_tape;

/* H(0x05 || salt || rep || party || seed) = commitment || tape, the tape
 * read as the fields of aimer_tape in order. */
#define AIMER_TAPE_BYTES ((AIMER_L + 2 + AIMER_ALPHAS) * GF_BYTES)
#define AIMER_COMMIT_TAPE_BYTES (AIMER_COMMIT + AIMER_TAPE_BYTES)

/* The public statement for one iv, and ct: AIM2's affine layer and input
 * relations, or AIM3's maps. Built once per signature or verification. */
typedef struct {
#if KPQC_AIMER_V3
    aim3_lin lin;
#else
    aim2_affine aff;
    gf s[AIMER_L][GF_BITS];
#endif
    gf ct;
#if KPQC_BACKEND_AVX2 && !KPQC_AIMER_V3
    /* nibble tables (native/x86_64/api.h) of A_l (2l), S_l (2l + 1) and of
     * the output S-box relation x -> x^(2^e_L) + ct x (2L), and that map's
     * image of b */
    uint8_t tab[2 * AIMER_L + 1][GF_BYTES][GF_BYTES][32];
    gf sout_b;
#endif
} aimer_statement;

#if KPQC_BACKEND_AVX2 && !KPQC_AIMER_V3
/* The AVX2 backend checks parties AIMER_BATCH at a time (AIMER_N is 16 or
 * 256): mpc_party_check for tapes[0 .. 15], the last party being tapes[15]
 * when last is non-zero. */
#define AIMER_BATCH 16
#define mpc_party_check16 KPQC_NS(mpc_party_check16)
void mpc_party_check16(gf alpha[AIMER_BATCH], gf v[AIMER_BATCH], gf m[AIMER_BATCH][AIMER_ALPHAS],
                       const aimer_statement *st, const gf eps[AIMER_L + 1],
                       const aimer_tape tapes[AIMER_BATCH], int last);
#endif

#define mpc_statement_init KPQC_NS(mpc_statement_init)
#define mpc_tape_from_bytes KPQC_NS(mpc_tape_from_bytes)
#define mpc_apply_deltas KPQC_NS(mpc_apply_deltas)
#define mpc_party_check KPQC_NS(mpc_party_check)

/* pk = iv || ct */
void mpc_statement_init(aimer_statement *st, const uint8_t pk[AIMER_PK_BYTES]);

/* The tape part of a commitment hash output (hashed through the hash queue). */
void mpc_tape_from_bytes(aimer_tape *tape, const uint8_t out[AIMER_COMMIT_TAPE_BYTES]);

/* The last party's tape is corrected by the proof's deltas (pt, t_l, c). */
void mpc_apply_deltas(aimer_tape *tape, const uint8_t proof[PROOF_BYTES]);

/* alpha = the party's alpha shares, v = its v share without the terms
 * alpha_l * m_l,i (alpha is not known yet), m = its shares m_l,i of the
 * multiplicands (AIM2: pt; AIM3: y_l and y_L = pt + ct). The last party also
 * adds the public constants. */
void mpc_party_check(gf alpha[AIMER_ALPHAS], gf v, gf m[AIMER_ALPHAS], const aimer_statement *st,
                     const gf eps[AIMER_L + 1], const aimer_tape *tape, int last);

/* v += sum_l alpha_l m_l once alpha is opened. */
static inline void mpc_finish_v(gf v, const gf alpha[AIMER_ALPHAS], const gf m[AIMER_ALPHAS])
{
    gf t;
    for (unsigned l = 0; l < AIMER_ALPHAS; l++) {
        gf_mul(t, alpha[l], m[l]);
        gf_add(v, v, t);
    }
}

#endif
