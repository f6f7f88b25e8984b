/* NCC-Sign forms for test_stack_residue (forms.h). sk = zeta | K | tr |
 * s1 | s2 | t0. Key generation holds s1, s2, NTT(s1) and a s1 (= t - s2);
 * signing s1, s2, s1 + 2^16 s2 (one word for both products) and t0. */
#include <string.h>

#include "forms.h"
#include "sign/nccsign/ntt.h"
#include "sign/nccsign/packing.h"
#include "sign/nccsign/params.h"
#include "sign/nccsign/poly.h"

void KPQC_NS(residue_key_forms)(const uint8_t *sk);
void KPQC_NS(residue_decrypt_forms)(const uint8_t *sk, const uint8_t *ct);

void KPQC_NS(residue_key_forms)(const uint8_t *sk)
{
    static ncc_poly s1, s2, t0, s12, a, w;
    const uint8_t *p = sk + 3 * NCC_SEEDBYTES;

    ncc_unpack_eta(&s1, p);
    ncc_unpack_eta(&s2, p + NCC_POLYETA_BYTES);
    ncc_unpack_t0(&t0, p + 2 * NCC_POLYETA_BYTES);
    residue_form("s1", s1.coeffs, NCC_N, 4, NCC_Q);
    residue_form("s2", s2.coeffs, NCC_N, 4, NCC_Q);
    residue_form("t0", t0.coeffs, NCC_N, 4, NCC_Q);
    for (unsigned i = 0; i < NCC_N; i++) {
        s12.coeffs[i] = s1.coeffs[i] + s2.coeffs[i] * 65536;
    }
    residue_form("s1 + 2^16 s2", s12.coeffs, NCC_N, 4, 0);
    /* a s1 as key generation computes it: NTT, pointwise by a^, inverse */
    KPQC_NS(ncc_sample_a)(&a, sk);
    w = s1;
    KPQC_NS(ncc_ntt)(w.coeffs);
    residue_form("NTT(s1)", w.coeffs, NCC_N, 4, NCC_Q);
    KPQC_NS(ncc_ntt_mul)(w.coeffs, a.coeffs, w.coeffs);
    KPQC_NS(ncc_invntt)(w.coeffs);
    residue_form("a s1", w.coeffs, NCC_N, 4, NCC_Q);
}

void KPQC_NS(residue_decrypt_forms)(const uint8_t *sk, const uint8_t *ct)
{
    (void)sk;
    (void)ct;
}
