/* NTRU+ forms for test_stack_residue (forms.h). sk = Encode_q(f^) ||
 * Encode_q(h^-1) || F(pk). Key generation holds f^, its inverse (Montgomery
 * factors included) and h^-1; decapsulation decodes f^ and h^-1, and
 * computes m = NTT^-1(c^ o f^) mod+- 3, NTT(m), r^ = (c^ - NTT(m)) o h^-1
 * and Encode_q(r^), and the message m' (Algorithm 13, lines 4-8). */
#include <string.h>

#include "forms.h"
#include "kem/ntruplus/ntt.h"
#include "kem/ntruplus/params.h"
#include "kem/ntruplus/poly.h"
#include "kem/ntruplus/symmetric.h"

void KPQC_NS(residue_key_forms)(const uint8_t *sk);
void KPQC_NS(residue_decrypt_forms)(const uint8_t *sk, const uint8_t *ct);

void KPQC_NS(residue_key_forms)(const uint8_t *sk)
{
    poly f, finv, hinv;

    (void)poly_frombytes(&f, sk);
    (void)poly_frombytes(&hinv, sk + NTRUPLUS_POLYBYTES);
    residue_form("f^", f.coeffs, NTRUPLUS_N, 2, NTRUPLUS_Q);
    residue_form("h^-1", hinv.coeffs, NTRUPLUS_N, 2, NTRUPLUS_Q);
    if (baseinv(finv.coeffs, f.coeffs) == 0) {
        residue_form("baseinv(f^)", finv.coeffs, NTRUPLUS_N, 2, NTRUPLUS_Q);
    }
}

void KPQC_NS(residue_decrypt_forms)(const uint8_t *sk, const uint8_t *ct)
{
    uint8_t msg[NTRUPLUS_MSGBYTES], rbytes[NTRUPLUS_POLYBYTES], gbuf[NTRUPLUS_CBDBYTES];
    poly c, f, m, t;

    (void)poly_frombytes(&c, ct);
    (void)poly_frombytes(&f, sk);
    basemul(m.coeffs, c.coeffs, f.coeffs);
    poly_invntt_crepmod3_ntt(&m, &t);
    residue_form("m = NTT^-1(c^ o f^) mod+- 3", m.coeffs, NTRUPLUS_N, 2, NTRUPLUS_Q);
    residue_form("NTT(m)", t.coeffs, NTRUPLUS_N, 2, NTRUPLUS_Q);
    (void)poly_frombytes(&f, sk + NTRUPLUS_POLYBYTES);
    basemul_sub(c.coeffs, c.coeffs, t.coeffs, f.coeffs);
    residue_form("r^", c.coeffs, NTRUPLUS_N, 2, NTRUPLUS_Q);
    poly_tobytes_reduced(rbytes, &c);
    residue_bytes("Encode_q(r^)", rbytes, sizeof rbytes);
    hash_g(gbuf, rbytes);
    residue_bytes("G(Encode_q(r^))", gbuf, sizeof gbuf);
    (void)poly_sotp_decode(msg, &m, gbuf);
    residue_bytes("m'", msg, sizeof msg);
}
