/* The contract between a scheme family instance and the registry.
 *
 * Every (parameter set, backend) instance of a family exports exactly one
 * descriptor: `const kpqc_kem_ops KPQC_NS(kem_ops)` or
 * `const kpqc_sign_ops KPQC_NS(sign_ops)`. The registry (src/registry.c)
 * points at those descriptors; the runtime API checks buffer sizes before it
 * calls them, so the functions below may assume correctly sized buffers.
 *
 * All functions return 0 on success and non-zero on failure (a failure of the
 * randomness source, an invalid signature, an unsupported argument). Randomness
 * comes from kpqc_randombytes() (src/common/randombytes.h). */
#ifndef KPQC_SCHEME_OPS_H
#define KPQC_SCHEME_OPS_H

/* What verify and open return for a public key that is not a canonical
 * encoding (the API reports KPQC_ERR_KEY; docs/SCHEMES.md, "Public keys");
 * any other non-zero value is a signature that does not verify. Encapsulation
 * reports every failure of a valid call as KPQC_ERR_KEY already. */
#define KPQC_SCHEME_BAD_KEY 2

#include <stddef.h>
#include <stdint.h>

typedef struct {
    size_t public_key_bytes;
    size_t secret_key_bytes;
    size_t ciphertext_bytes;
    size_t shared_secret_bytes;
    int (*keypair)(uint8_t *pk, uint8_t *sk);
    int (*encaps)(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
    int (*decaps)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);
    /* 0: implicit rejection (an invalid ciphertext gives success and a
     * pseudo-random key); 1: explicit rejection, FO-bottom (it gives a non-zero
     * return and an all-zero key). */
    int explicit_rejection;
} kpqc_kem_ops;

typedef struct {
    size_t public_key_bytes;
    size_t secret_key_bytes;
    size_t signature_bytes;   /* maximum detached signature length */
    size_t max_context_bytes; /* 0 when the scheme takes no context string */
    int (*keypair)(uint8_t *pk, uint8_t *sk);
    /* Detached signature; *siglen receives the actual length. */
    int (*signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                     const uint8_t *ctx, size_t ctxlen, const uint8_t *sk);
    int (*verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                  const uint8_t *ctx, size_t ctxlen, const uint8_t *pk);
    /* Combined NIST form; the layout of sm is the scheme's own (as upstream). */
    int (*sign)(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen, const uint8_t *sk);
    int (*open)(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen, const uint8_t *pk);
    /* Optional derandomized forms (NULL when absent), for KAT drivers that
     * draw the seeds themselves (HAETAE's). */
    size_t keypair_seed_bytes;
    size_t signing_seed_bytes;
    int (*keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed);
    int (*signature_derand)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                            const uint8_t *ctx, size_t ctxlen, const uint8_t *seed,
                            const uint8_t *sk);
    /* Optional signing with a caller-provided workspace (0 and NULL when
     * absent): signature_ws gives the same bytes as signature for the same
     * randomness, keeping its large scratch in ws (signature_workspace_bytes
     * bytes, any alignment: the scheme aligns inside) instead of the stack,
     * and wipes the part of ws it used before it returns, also on failure. */
    size_t signature_workspace_bytes;
    int (*signature_ws)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                        const uint8_t *ctx, size_t ctxlen, const uint8_t *sk, void *ws);
} kpqc_sign_ops;

/* The descriptor of a signature scheme with the required operations only (no
 * context, no derandomized forms, no workspace): the family's file defines
 * static keypair, signature, verify, sign_combined and sign_open. */
#define KPQC_SIGN_OPS_BASIC(pk_bytes, sk_bytes, sig_bytes)                                    \
    const kpqc_sign_ops KPQC_NS(sign_ops) = {                                                 \
        .public_key_bytes = (pk_bytes),                                                       \
        .secret_key_bytes = (sk_bytes),                                                       \
        .signature_bytes = (sig_bytes),                                                       \
        .keypair = keypair,                                                                   \
        .signature = signature,                                                               \
        .verify = verify,                                                                     \
        .sign = sign_combined,                                                                \
        .open = sign_open,                                                                    \
    }

#endif
