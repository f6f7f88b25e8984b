/* SMAUG-T / TiMER forms for test_stack_residue (forms.h). sk begins with
 * the packed s; key generation and decryption hold s unpacked (uint16:
 * 0, 1, 0xffff) and evaluated for multiplication (poly_eval: the portable
 * backend's Toom-Cook/Karatsuba rows, the avx2 backend's NTTs modulo two
 * primes with their Montgomery halves), and decryption <c1, s> and the
 * message mu' (indcpa_dec). */
#include <string.h>

#include "forms.h"
#include "kem/smaugt/indcpa.h"
#include "kem/smaugt/mul.h"
#include "kem/smaugt/pack.h"
#include "kem/smaugt/params.h"
#include "kem/smaugt/poly.h"

void KPQC_NS(residue_key_forms)(const uint8_t *sk);
void KPQC_NS(residue_decrypt_forms)(const uint8_t *sk, const uint8_t *ct);

static void unpack_s(polyvec *s, const uint8_t *sk)
{
#if KPQC_SMAUGT_R2
    smaugt_unpack_sk(s, sk);
#else
    for (unsigned i = 0; i < SMAUGT_K; i++) {
        poly_unpack_s(&s->vec[i], sk + i * SMAUGT_POLYS_BYTES);
    }
#endif
}

void KPQC_NS(residue_key_forms)(const uint8_t *sk)
{
    static polyeval e; /* 6 KiB (portable), off the stack */
    polyvec s;

    unpack_s(&s, sk);
    for (unsigned i = 0; i < SMAUGT_K; i++) {
        residue_form("s_i unpacked", s.vec[i].coeffs, SMAUGT_N, 2, 0);
        poly_eval(&e, &s.vec[i]);
        residue_form("poly_eval(s_i)", &e, sizeof e / 2, 2, 0);
    }
}

void KPQC_NS(residue_decrypt_forms)(const uint8_t *sk, const uint8_t *ct)
{
    static polyeval e;
    static polyprod acc;
    uint8_t mu[SMAUGT_MSG_BYTES];
    polyvec s;
    poly t;

    unpack_s(&s, sk);
    memset(&acc, 0, sizeof acc);
    for (unsigned i = 0; i < SMAUGT_K; i++) {
        poly_eval(&e, &s.vec[i]);
        poly_unpack_p(&t, ct + i * SMAUGT_POLYP_BYTES);
        polyprod_mul_acc_dense(&acc, &t, &e);
    }
    polyprod_finish(&t, &acc);
    /* exact modulo 2^13 (mul.h) */
    residue_form("<c1, s>", t.coeffs, SMAUGT_N, 2, 1u << 13);
    indcpa_dec(mu, sk, ct);
    residue_bytes("mu'", mu, sizeof mu);
}
