/* Peregrine key generation (KPQClean WG0/dsa-Peregrine keygen.c Zf(keygen)).
 *
 * The submission keeps Falcon's key generator but draws f and g from a
 * centered binomial distribution in [-13, 13] (Zf(CBD)) and disables
 * Falcon's norm checks on (f, g) and on the Gram-Schmidt vector (computed,
 * then unused). A candidate is kept when f is invertible mod q and the NTRU
 * equation fG - gF = q has a solution with F, G in [-127, 127]; F is
 * Falcon's: a solution reduced once against (f, g) by Babai rounding.
 *
 * The whole workspace (about 200 KiB, mostly the solver's) is on the stack. */
#include "keygen.h"

#include <string.h>

#include "codec.h"
#include "ct.h"
#include "ntru.h"
#include "randombytes.h"
#include "poly.h"
#include "sampler.h"

/* The parity decides a redraw of a polynomial that is then discarded. */
static int redraw_done(unsigned parity)
{
    kpqc_ct_declassify(&parity, sizeof parity);
    return parity != 0;
}

void pg_keygen_next_fg(int8_t *f, int8_t *g, uint32_t *h, kpqc_keccak_state *rng, uint32_t *work)
{
    for (;;) {
        /* Redraws depend only on the parity of the sum: rejection sampling
         * whose outcome the key does not keep. */
        while (!redraw_done(pg_sample_cbd13(f, rng))) {
        }
        while (!redraw_done(pg_sample_cbd13(g, rng))) {
        }
        int invertible = pg_public_from_fg(h, f, g, work);
        kpqc_ct_declassify(&invertible, sizeof invertible); /* a rejected candidate */
        if (invertible) return;
    }
}

void pg_encode_pk(uint8_t *pk, const uint32_t *h)
{
    uint16_t h16[PG_N];
    for (unsigned i = 0; i < PG_N; i++) h16[i] = (uint16_t)h[i];
    kpqc_ct_declassify(h16, sizeof h16); /* the public key */
    pk[0] = PG_LOGN;
    (void)pg_modq_encode(pk + 1, h16);
}

typedef struct {
    pg_ntru_work ntru;
    int8_t f[PG_N], g[PG_N], F[PG_N], G[PG_N];
    uint32_t h[PG_N], tmp[2 * PG_N];
} keygen_work;

int pg_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t seed[PG_KEYGEN_SEED_BYTES])
{
    keygen_work w;
    kpqc_keccak_state rng;
    size_t fg = (size_t)PG_FG_BITS * PG_N / 8;
    kpqc_shake256_init(&rng);
    kpqc_keccak_absorb(&rng, seed, PG_KEYGEN_SEED_BYTES);
    kpqc_keccak_finalize(&rng);
    do {
        pg_keygen_next_fg(w.f, w.g, w.h, &rng, w.tmp);
    } while (!pg_solve_ntru(w.F, w.G, w.f, w.g, &w.ntru));
    sk[0] = 0x50 + PG_LOGN;
    /* |f|, |g| <= 13 and |F| <= 127 fit their fields: the encoders cannot fail. */
    (void)pg_trim_encode(sk + 1, w.f, PG_FG_BITS);
    (void)pg_trim_encode(sk + 1 + fg, w.g, PG_FG_BITS);
    (void)pg_trim_encode(sk + 1 + 2 * fg, w.F, PG_FG_BITS_BIG);
    pg_encode_pk(pk, w.h);
    kpqc_keccak_wipe(&rng);
    kpqc_memzero(&w, sizeof w);
    kpqc_stack_wipe(); /* Keccak and solver temporaries */
    return 0;
}

int pg_keypair(uint8_t *pk, uint8_t *sk)
{
    uint8_t seed[PG_KEYGEN_SEED_BYTES];
    int ret = -1;
    if (kpqc_randombytes(seed, sizeof seed) == 0) ret = pg_keypair_derand(pk, sk, seed);
    kpqc_stack_wipe();
    kpqc_memzero(seed, sizeof seed);
    return ret;
}
