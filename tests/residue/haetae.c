/* HAETAE forms for test_stack_residue (forms.h): s1 and s2 unpacked
 * (int32, as haetae_unpack_sk gives them) and in the NTT domain (signing
 * transforms both; key generation s1, and s2 in set 5). */
#include <string.h>

#include "forms.h"
#include "sign/haetae/matrix.h"
#include "sign/haetae/ntt.h"
#include "sign/haetae/packing.h"
#include "sign/haetae/params.h"
#include "sign/haetae/poly.h"

void KPQC_NS(residue_key_forms)(const uint8_t *sk);
void KPQC_NS(residue_decrypt_forms)(const uint8_t *sk, const uint8_t *ct);

void KPQC_NS(residue_key_forms)(const uint8_t *sk)
{
    static haetae_polyvecm s1;
    static haetae_polyveck s2;
    uint8_t key[HAETAE_SEEDBYTES];

    KPQC_NS(haetae_unpack_sk)(&s1, &s2, key, sk);
    for (unsigned i = 0; i < HAETAE_M; i++) {
        residue_form("s1_i", s1.vec[i].coeffs, HAETAE_N, 4, HAETAE_Q);
    }
    for (unsigned i = 0; i < HAETAE_K; i++) {
        residue_form("s2_i", s2.vec[i].coeffs, HAETAE_N, 4, HAETAE_Q);
    }
    KPQC_NS(haetae_ntt_n)(s1.vec, HAETAE_M);
    KPQC_NS(haetae_ntt_n)(s2.vec, HAETAE_K);
    for (unsigned i = 0; i < HAETAE_M; i++) {
        residue_form("NTT(s1_i)", s1.vec[i].coeffs, HAETAE_N, 4, HAETAE_Q);
    }
    for (unsigned i = 0; i < HAETAE_K; i++) {
        residue_form("NTT(s2_i)", s2.vec[i].coeffs, HAETAE_N, 4, HAETAE_Q);
    }
}

void KPQC_NS(residue_decrypt_forms)(const uint8_t *sk, const uint8_t *ct)
{
    (void)sk;
    (void)ct;
}
