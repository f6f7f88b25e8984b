/* GCKSign forms for test_stack_residue (forms.h): NTT(s_i), which key
 * generation and signing hold (coefficients in [0, q), q about 2^47 to
 * 2^60, as uint64: searched as bytes, 16 of them two coefficients). The
 * unpacked s (0, 1, q - 1 in uint64) has too few distinct bytes for a
 * window that other data cannot match. */
#include "forms.h"
#include "sign/gcksign/ntt.h"
#include "sign/gcksign/pack.h"
#include "sign/gcksign/params.h"

void KPQC_NS(residue_key_forms)(const uint8_t *sk);
void KPQC_NS(residue_decrypt_forms)(const uint8_t *sk, const uint8_t *ct);

void KPQC_NS(residue_key_forms)(const uint8_t *sk)
{
    static gck_poly s[GCK_M];

    KPQC_NS(gck_unpack_s)(s, sk);
    for (unsigned i = 0; i < GCK_M; i++) {
        KPQC_NS(gck_ntt)(s[i].c);
        residue_form("NTT(s_i)", s[i].c, sizeof s[i].c, 1, 0);
    }
}

void KPQC_NS(residue_decrypt_forms)(const uint8_t *sk, const uint8_t *ct)
{
    (void)sk;
    (void)ct;
}
