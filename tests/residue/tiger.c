/* TiGER forms for test_stack_residue (forms.h): the message delta' that
 * decryption of a ciphertext yields inside decapsulation. */
#include "forms.h"
#include "kem/tiger/params.h"
#include "kem/tiger/tiger.h"

void KPQC_NS(residue_key_forms)(const uint8_t *sk);
void KPQC_NS(residue_decrypt_forms)(const uint8_t *sk, const uint8_t *ct);

void KPQC_NS(residue_key_forms)(const uint8_t *sk)
{
    (void)sk;
}

void KPQC_NS(residue_decrypt_forms)(const uint8_t *sk, const uint8_t *ct)
{
    uint8_t delta[TIGER_MSG_BYTES];

    tiger_pke_decrypt(delta, ct, sk);
    residue_bytes("delta'", delta, sizeof delta);
}
