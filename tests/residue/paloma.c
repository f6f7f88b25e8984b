/* PALOMA forms for test_stack_residue (forms.h). Decapsulation reads the
 * support L from sk and puts it in the public column order (the inverse of
 * the shuffle seeded by r^ in sk): that permuted L (uint16) is a form of
 * the key not in sk. Its decoder returns the error e^ of the ciphertext
 * (the "message" of PALOMA, a bit vector of weight t for a valid one); it
 * is searched where a window holds enough set bits (forms.h's rule). */
#include <string.h>

#include "forms.h"
#include "kem/paloma/goppa.h"
#include "kem/paloma/params.h"

void KPQC_NS(residue_key_forms)(const uint8_t *sk);
void KPQC_NS(residue_decrypt_forms)(const uint8_t *sk, const uint8_t *ct);

void KPQC_NS(residue_key_forms)(const uint8_t *sk)
{
    static gf lp[PALOMA_N], g[PALOMA_T + 1];

    goppa_private_code(lp, g, sk);
    residue_form("L in the public order", lp, PALOMA_N, 2, 0);
}

void KPQC_NS(residue_decrypt_forms)(const uint8_t *sk, const uint8_t *ct)
{
    static gf lp[PALOMA_N], g[PALOMA_T + 1];
    static uint64_t s[PALOMA_R_WORDS], e_hat[PALOMA_N_WORDS];

    goppa_private_code(lp, g, sk);
    for (size_t i = 0; i < PALOMA_R_WORDS; i++) {
        uint64_t w = 0;
        for (unsigned b = 0; b < 8; b++) w |= (uint64_t)ct[32 + 8 * i + b] << (8 * b);
        s[i] = w;
    }
    goppa_decode(e_hat, s, lp, g);
    residue_form("e^ (decoded error)", e_hat, sizeof e_hat, 1, 0);
}
