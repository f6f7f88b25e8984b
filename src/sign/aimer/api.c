/* The kpqc descriptor of one AIMer parameter set: NIST-style keypair,
 * detached signature/verify and combined sign/open (sm = m || signature, as
 * upstream). AIMer here takes no context string: ctxlen must be 0. */
#include <string.h>

#if KPQC_AIMER_V3
#include "aim3.h"
#else
#include "aim2.h"
#endif
#include "aimer.h"
#include "ct.h"
#include "randombytes.h"
#include "scheme_ops.h"

static int aimer_keypair(uint8_t *pk, uint8_t *sk)
{
    uint8_t pt[GF_BYTES], iv[AIMER_IV];
    int r = -1;

    /* two draws, in this order, as the reference (KAT streams depend on it) */
#if KPQC_AIMER_V3
    /* AIM3 has no value where an S-box input is 0: draw again (probability
     * about 2^-k per key, as the reference) */
    uint8_t ct[GF_BYTES];
    for (;;) {
        if (kpqc_randombytes(pt, sizeof pt) != 0 || kpqc_randombytes(iv, sizeof iv) != 0) break;
        if (aim3_eval(ct, pt, iv) == 0) {
            r = 0;
            break;
        }
    }
    if (r == 0) {
        memcpy(pk + AIMER_IV, ct, GF_BYTES);
#else
    if (kpqc_randombytes(pt, sizeof pt) == 0 && kpqc_randombytes(iv, sizeof iv) == 0) {
        aim2_eval(pk + AIMER_IV, pt, iv);
#endif
        memcpy(pk, iv, AIMER_IV);
        memcpy(sk, pt, GF_BYTES);
        memcpy(sk + GF_BYTES, pk, AIMER_PK_BYTES);
        r = 0;
    }
    kpqc_memzero(pt, sizeof pt);
    return r;
}

static int aimer_signature(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                           const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    uint8_t rnd[AIMER_LAMBDA];

    (void)ctx;
    if (ctxlen != 0) return -1;
    if (kpqc_randombytes(rnd, sizeof rnd) != 0) return -1;
    aimer_sign_internal(sig, m, mlen, sk, rnd);
    *siglen = AIMER_SIG_BYTES;
    kpqc_memzero(rnd, sizeof rnd);
    return 0;
}

static int aimer_signature_ws(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                              const uint8_t *ctx, size_t ctxlen, const uint8_t *sk, void *ws)
{
    uint8_t rnd[AIMER_LAMBDA];

    (void)ctx;
    if (ctxlen != 0) return -1;
    /* ws is not touched before the randomness is there: nothing to wipe */
    if (kpqc_randombytes(rnd, sizeof rnd) != 0) return -1;
    aimer_sign_internal_ws(sig, m, mlen, sk, rnd, ws);
    *siglen = AIMER_SIG_BYTES;
    kpqc_memzero(rnd, sizeof rnd);
    return 0;
}

static int aimer_verify(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                        const uint8_t *ctx, size_t ctxlen, const uint8_t *pk)
{
    (void)ctx;
    if (ctxlen != 0 || siglen != AIMER_SIG_BYTES) return -1;
    return aimer_verify_internal(sig, m, mlen, pk);
}

static int aimer_sign(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen, const uint8_t *sk)
{
    size_t siglen;

    if (aimer_signature(sm + mlen, &siglen, m, mlen, NULL, 0, sk) != 0) return -1;
    if (mlen > 0) {
        memmove(sm, m, mlen); /* m may be NULL when mlen is 0 */
    }
    *smlen = mlen + siglen;
    return 0;
}

static int aimer_open(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen, const uint8_t *pk)
{
    size_t n;

    if (smlen < AIMER_SIG_BYTES) return -1;
    n = smlen - AIMER_SIG_BYTES;
    if (aimer_verify_internal(sm + n, sm, n, pk) != 0) return -1;
    memmove(m, sm, n);
    *mlen = n;
    return 0;
}

const kpqc_sign_ops KPQC_NS(sign_ops) = {
    AIMER_PK_BYTES, AIMER_SK_BYTES, AIMER_SIG_BYTES, 0,
    aimer_keypair,  aimer_signature, aimer_verify,   aimer_sign,
    aimer_open,     0,               0,              NULL,
    NULL,           AIMER_SIGN_WS_BYTES, aimer_signature_ws,
};
