/* The NIST combined form sm = sig || m for signature schemes whose detached
 * signature has a fixed length (GCKSign, NCC-Sign): sign and open written once
 * over the family's detached functions. The message is moved into place first
 * and signed there, so sm may overlap m; open verifies before it writes m. */
#ifndef KPQC_SIGN_COMBINED_H
#define KPQC_SIGN_COMBINED_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef int (*kpqc_detached_sign_fn)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                                     const uint8_t *ctx, size_t ctxlen, const uint8_t *sk);
typedef int (*kpqc_detached_verify_fn)(const uint8_t *sig, size_t siglen, const uint8_t *m,
                                       size_t mlen, const uint8_t *ctx, size_t ctxlen,
                                       const uint8_t *pk);

static inline int kpqc_sign_fixed_then_msg(kpqc_detached_sign_fn sign, size_t sigbytes,
                                           uint8_t *sm, size_t *smlen, const uint8_t *m,
                                           size_t mlen, const uint8_t *sk)
{
    size_t siglen;
    memmove(sm + sigbytes, m, mlen);
    if (sign(sm, &siglen, sm + sigbytes, mlen, NULL, 0, sk) != 0) return -1;
    *smlen = siglen + mlen;
    return 0;
}

static inline int kpqc_open_fixed_then_msg(kpqc_detached_verify_fn verify, size_t sigbytes,
                                           uint8_t *m, size_t *mlen, const uint8_t *sm,
                                           size_t smlen, const uint8_t *pk)
{
    int r = smlen < sigbytes ? -1
                             : verify(sm, sigbytes, sm + sigbytes, smlen - sigbytes, NULL, 0, pk);
    if (r != 0) {
        *mlen = 0;
        return r; /* KPQC_SCHEME_BAD_KEY passes through */
    }
    *mlen = smlen - sigbytes;
    memmove(m, sm + sigbytes, *mlen);
    return 0;
}

#endif
