/* The registry's view of a Peregrine instance (src/scheme_ops.h). No
 * context strings. The derandomized forms take the key generator's 48-byte
 * seed, and the signer's 88 bytes = nonce (40) || sampler seed (48). */
#include <string.h>

#include "keygen.h"
#include "scheme_ops.h"
#include "sign.h"

/* Combined form: 2-byte length, nonce, message, header, compressed s2. */
#define PG_SM_OVERHEAD (2 + PG_SIG_MAX_BYTES)

static int keypair(uint8_t *pk, uint8_t *sk)
{
    return pg_keypair(pk, sk);
}

static int keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    return pg_keypair_derand(pk, sk, seed);
}

static int signature(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                     const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    (void)ctx;
    if (ctxlen != 0) return -1;
    return pg_signature(sig, siglen, m, mlen, sk);
}

static int signature_derand(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                            const uint8_t *ctx, size_t ctxlen, const uint8_t *seed,
                            const uint8_t *sk)
{
    (void)ctx;
    if (ctxlen != 0) return -1;
    return pg_signature_derand(sig, siglen, m, mlen, seed, seed + PG_NONCE_BYTES, sk);
}

static int verify(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                  const uint8_t *ctx, size_t ctxlen, const uint8_t *pk)
{
    (void)ctx;
    if (ctxlen != 0) return -1;
    return pg_verify(sig, siglen, m, mlen, pk);
}

static int sign_combined(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen,
                         const uint8_t *sk)
{
    return pg_sign(sm, smlen, m, mlen, sk);
}

static int sign_open(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen, const uint8_t *pk)
{
    return pg_open(m, mlen, sm, smlen, pk);
}

const kpqc_sign_ops KPQC_NS(sign_ops) = {
    PG_PK_BYTES,
    PG_SK_BYTES,
    PG_SM_OVERHEAD,
    0,
    keypair,
    signature,
    verify,
    sign_combined,
    sign_open,
    PG_KEYGEN_SEED_BYTES,
    PG_NONCE_BYTES + PG_SIGN_SEED_BYTES,
    keypair_derand,
    signature_derand,
    0,
    NULL,
};
