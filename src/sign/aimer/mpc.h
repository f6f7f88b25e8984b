/* The MPC-in-the-head simulation of AIM2 (spec "Signature scheme", phases 1
 * to 3): each party's random tape and commitment, and its share of the
 * multiplication check that proves pt * x_l = z_l for the L + 1 S-boxes.
 *
 * With x_l = t_l (l < L), x_L = b + sum_l A_l(t_l) and
 * z_l = t_l^(2^e_l) + c_l t_l, z_L = x_L^(2^e_L) + ct x_L, a party holding
 * shares of pt, t_l and of a check triple (a, c = pt a) outputs
 *   alpha_i = a_i + sum_l eps_l x_l,i  and  v_i = c_i + sum_l eps_l z_l,i + alpha pt_i,
 * where alpha = sum_i alpha_i is opened. Every step is linear in the shares. */
#ifndef AIMER_MPC_H
#define AIMER_MPC_H

#include <stdint.h>

#include "aim2.h"
#include "field.h"
#include "params.h"

/* A party's tape, in the order it is squeezed after the commitment. */
typedef struct {
    gf pt;
    gf t[AIMER_L];
    gf a;
    gf c;
} aimer_tape;

/* H(0x05 || salt || rep || party || seed) = commitment || tape, the tape
 * read as the fields of aimer_tape in order. */
#define AIMER_TAPE_BYTES ((AIMER_L + 3) * GF_BYTES)
#define AIMER_COMMIT_TAPE_BYTES (AIMER_COMMIT + AIMER_TAPE_BYTES)

/* The public statement: the affine layer and relations of AIM2 for one iv,
 * and ct. Built once per signature or verification. */
typedef struct {
    aim2_affine aff;
    gf s[AIMER_L][GF_BITS];
    gf ct;
} aimer_statement;

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

/* alpha = alpha_i, v = v_i without the alpha pt_i term (alpha is not known
 * yet). The last party also adds b to x_L. */
void mpc_party_check(gf alpha, gf v, const aimer_statement *st, const gf eps[AIMER_L + 1],
                     const aimer_tape *tape, int last);

#endif
