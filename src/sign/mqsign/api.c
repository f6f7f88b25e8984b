/* The kpqc descriptor of one MQ-Sign parameter set: NIST-style keypair,
 * detached signature/verify, and the combined form of upstream's
 * crypto_sign, which puts the message first: sm = m || w || salt. No context
 * string (ctxlen must be 0). */
#include <string.h>

#include "ct.h"
#include "keygen.h"
#include "randombytes.h"
#include "scheme_ops.h"
#include "sign.h"

static int mqs_keypair(uint8_t *pk, uint8_t *sk)
{
    uint8_t seed[MQS_SEED_BYTES];

    if (kpqc_randombytes(seed, sizeof seed) != 0) return -1;
    KPQC_NS(mqs_keygen)(pk, sk, seed);
    kpqc_memzero(seed, sizeof seed);
    return 0;
}

static int mqs_signature(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                         const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    (void)ctx;
    if (ctxlen != 0) return -1;
    if (KPQC_NS(mqs_sign)(sig, m, mlen, sk) != 0) return -1;
    *siglen = MQS_SIG_BYTES;
    return 0;
}

/* The one encoding of a key (issue 40): the trailing byte key generation
 * sets to 0 must be 0 (verification never reads it otherwise). The hash of P
 * that RR keys carry is bound by every signature (it is hashed with the
 * message), so it needs no check here. */
static int mqs_pk_is_canonical(const uint8_t *pk)
{
    return pk[MQS_PK_BYTES - 1] == 0;
}

static int mqs_verify_detached(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                               const uint8_t *ctx, size_t ctxlen, const uint8_t *pk)
{
    (void)ctx;
    if (!mqs_pk_is_canonical(pk)) return KPQC_SCHEME_BAD_KEY;
    if (ctxlen != 0 || siglen != MQS_SIG_BYTES) return -1;
    return KPQC_NS(mqs_verify)(sig, m, mlen, pk);
}

static int mqs_sign_combined(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen,
                             const uint8_t *sk)
{
    uint8_t sig[MQS_SIG_BYTES];

    if (KPQC_NS(mqs_sign)(sig, m, mlen, sk) != 0) return -1;
    if (mlen > 0) memmove(sm, m, mlen); /* m may be NULL when mlen is 0 */
    memcpy(sm + mlen, sig, sizeof sig);
    *smlen = mlen + MQS_SIG_BYTES;
    return 0;
}

static int mqs_open(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen, const uint8_t *pk)
{
    size_t n;

    if (!mqs_pk_is_canonical(pk)) return KPQC_SCHEME_BAD_KEY;
    if (smlen < MQS_SIG_BYTES) return -1;
    n = smlen - MQS_SIG_BYTES;
    if (KPQC_NS(mqs_verify)(sm + n, sm, n, pk) != 0) return -1;
    if (n > 0) memmove(m, sm, n);
    *mlen = n;
    return 0;
}

const kpqc_sign_ops KPQC_NS(sign_ops) = {
    MQS_PK_BYTES, MQS_SK_BYTES, MQS_SIG_BYTES, 0,
    mqs_keypair,  mqs_signature, mqs_verify_detached, mqs_sign_combined,
    mqs_open,     0,             0,                   NULL,
    NULL,         0,             NULL,
};
