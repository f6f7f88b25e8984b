/* Peregrine key generation (KPQClean WG0/dsa-Peregrine keygen.c Zf(keygen)).
 *
 * The submission keeps Falcon's key generator but draws f and g from a
 * centered binomial distribution in [-13, 13] (Zf(CBD)) and disables
 * Falcon's norm checks on (f, g) and on the Gram-Schmidt vector (computed,
 * then unused). A candidate is kept when f is invertible mod q and the NTRU
 * equation fG - gF = q has a solution with F, G in [-127, 127]; F is
 * Falcon's: a solution reduced once against (f, g) by Babai rounding.
 *
 * Status here: the candidate stream (f, g, h) is reproduced (tests/peregrine);
 * the NTRU solver is not written yet, so no key pair is produced. */
#include "keygen.h"

#include "codec.h"
#include "poly.h"
#include "sampler.h"

void pg_keygen_next_fg(int8_t *f, int8_t *g, uint32_t *h, kpqc_keccak_state *rng, uint32_t *work)
{
    for (;;) {
        /* Redraws depend only on the parity of the sum: rejection sampling
         * whose outcome the key does not keep. */
        while (pg_sample_cbd13(f, rng) == 0) {
        }
        while (pg_sample_cbd13(g, rng) == 0) {
        }
        if (pg_public_from_fg(h, f, g, work)) return;
    }
}

void pg_encode_pk(uint8_t *pk, const uint32_t *h)
{
    uint16_t h16[PG_N];
    for (unsigned i = 0; i < PG_N; i++) h16[i] = (uint16_t)h[i];
    pk[0] = PG_LOGN;
    (void)pg_modq_encode(pk + 1, h16);
}
