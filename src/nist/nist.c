/* Adapters from liboqs to the scheme contract (src/scheme_ops.h), one source
 * for every NIST algorithm of the registry (the list is in nist.h).
 *
 * - Sizes are liboqs's own constants (OQS_KEM_<alg>_length_*), the same facts
 *   the registry rows state; tests/test_registry.c and tests/test_nist.c check
 *   that they agree.
 * - Randomness: liboqs's randombytes is routed to kpqc_randombytes(), so a
 *   DRBG-seeded thread (benchmarks, tests) feeds liboqs exactly as it feeds the
 *   KpqC schemes. liboqs's callback cannot report failure: a failed draw is
 *   remembered per thread, and the operation then fails with its outputs wiped.
 *   The hook is process-wide liboqs state; it is installed on first use.
 * - Decapsulation: HQC's reference code returns -1 when it rejects a
 *   ciphertext, having written the implicit-rejection key K(sigma, c) as its
 *   specification says; that status is a rejection signal, not a failure, so
 *   the adapter returns the key with success as the other KEMs do (flag `rej`
 *   in nist.h).
 * - Signatures: detached signing and verification pass the context string
 *   through (ML-DSA; the others take none). The combined form, which liboqs
 *   does not have, is sig || m for fixed-length signatures and
 *   len16(sig) || sig || m for Falcon's variable-length ones (see
 *   docs/SCHEMES.md).
 * - Which implementation runs is liboqs's run-time CPU dispatch; the
 *   kpqc_nist_impl_* functions answer with liboqs's own CPU checks and build
 *   configuration (oqsconfig.h). */
#include <pthread.h>
#include <string.h>

#include <oqs/oqs.h>

#include "ct.h"
#include "nist.h"
#include "randombytes.h"

/* --- randomness ---------------------------------------------------------- */

static _Thread_local int draw_failed;
static pthread_once_t setup_once = PTHREAD_ONCE_INIT;

static void draw(uint8_t *out, size_t len)
{
    if (kpqc_randombytes(out, len) != 0) {
        draw_failed = 1;
        memset(out, 0, len);
    }
}

static void setup(void)
{
    OQS_init();
    OQS_randombytes_custom_algorithm(draw);
}

static void begin(void)
{
    pthread_once(&setup_once, setup);
    draw_failed = 0;
}

/* 0, or -1 with the outputs wiped when liboqs or the randomness failed. */
static int finish(OQS_STATUS st, uint8_t *out1, size_t len1, uint8_t *out2, size_t len2)
{
    if (st == OQS_SUCCESS && !draw_failed) return 0;
    if (out1) kpqc_memzero(out1, len1);
    if (out2) kpqc_memzero(out2, len2);
    return -1;
}

/* --- KEMs ---------------------------------------------------------------- */

#define KEM_ADAPTER(id, alg, rej)                                                           \
    static int id##_keypair(uint8_t *pk, uint8_t *sk)                                       \
    {                                                                                       \
        begin();                                                                            \
        return finish(OQS_KEM_##alg##_keypair(pk, sk), pk, OQS_KEM_##alg##_length_public_key, \
                      sk, OQS_KEM_##alg##_length_secret_key);                               \
    }                                                                                       \
    static int id##_encaps(uint8_t *ct, uint8_t *ss, const uint8_t *pk)                     \
    {                                                                                       \
        begin();                                                                            \
        return finish(OQS_KEM_##alg##_encaps(ct, ss, pk), ct,                                \
                      OQS_KEM_##alg##_length_ciphertext, ss,                                \
                      OQS_KEM_##alg##_length_shared_secret);                                \
    }                                                                                       \
    static int id##_decaps(uint8_t *ss, const uint8_t *ct, const uint8_t *sk)               \
    {                                                                                       \
        begin();                                                                            \
        OQS_STATUS st = OQS_KEM_##alg##_decaps(ss, ct, sk);                                 \
        return finish(rej ? OQS_SUCCESS : st, ss, OQS_KEM_##alg##_length_shared_secret,     \
                      NULL, 0);                                                             \
    }                                                                                       \
    const kpqc_kem_ops kpqc_nist_##id##_kem_ops = {                                         \
        OQS_KEM_##alg##_length_public_key, OQS_KEM_##alg##_length_secret_key,               \
        OQS_KEM_##alg##_length_ciphertext, OQS_KEM_##alg##_length_shared_secret,            \
        id##_keypair, id##_encaps, id##_decaps, 0 /* implicit rejection */};

KPQC_NIST_KEMS(KEM_ADAPTER)

/* --- signatures ---------------------------------------------------------- */

typedef OQS_STATUS (*oqs_sign_fn)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                                  const uint8_t *sk);
typedef OQS_STATUS (*oqs_sign_ctx_fn)(uint8_t *sig, size_t *siglen, const uint8_t *m,
                                      size_t mlen, const uint8_t *ctx, size_t ctxlen,
                                      const uint8_t *sk);
typedef OQS_STATUS (*oqs_verify_fn)(const uint8_t *m, size_t mlen, const uint8_t *sig,
                                    size_t siglen, const uint8_t *pk);
typedef OQS_STATUS (*oqs_verify_ctx_fn)(const uint8_t *m, size_t mlen, const uint8_t *sig,
                                        size_t siglen, const uint8_t *ctx, size_t ctxlen,
                                        const uint8_t *pk);

typedef struct {
    size_t signature_bytes;
    int variable; /* signature length varies (Falcon) */
    oqs_sign_fn sign;
    oqs_sign_ctx_fn sign_ctx;
    oqs_verify_fn verify;
    oqs_verify_ctx_fn verify_ctx;
} oqs_sig;

/* Largest variable-length signature (Falcon-1024's bound). */
#define VAR_SIG_MAX OQS_SIG_falcon_1024_length_signature
/* Combined form of a variable-length signature: tries before giving up on a
 * signature too long for its 2-byte length prefix (never seen: Falcon's
 * signatures stay well under their bound). */
#define VAR_SIG_TRIES 8

static const uint8_t no_bytes[1];

static int sig_signature(const oqs_sig *f, uint8_t *sig, size_t *siglen, const uint8_t *m,
                         size_t mlen, const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    OQS_STATUS st;
    begin();
    if (m == NULL) m = no_bytes;
    if (ctxlen == 0) {
        st = f->sign(sig, siglen, m, mlen, sk);
    } else {
        st = f->sign_ctx(sig, siglen, m, mlen, ctx, ctxlen, sk);
    }
    if (st == OQS_SUCCESS && *siglen > f->signature_bytes) st = OQS_ERROR;
    if (finish(st, sig, f->signature_bytes, NULL, 0) != 0) {
        *siglen = 0;
        return -1;
    }
    return 0;
}

static int sig_verify(const oqs_sig *f, const uint8_t *sig, size_t siglen, const uint8_t *m,
                      size_t mlen, const uint8_t *ctx, size_t ctxlen, const uint8_t *pk)
{
    OQS_STATUS st;
    begin();
    if (m == NULL) m = no_bytes;
    if (ctxlen == 0) {
        st = f->verify(m, mlen, sig, siglen, pk);
    } else {
        st = f->verify_ctx(m, mlen, sig, siglen, ctx, ctxlen, pk);
    }
    return st == OQS_SUCCESS ? 0 : -1;
}

/* sm = sig || m, or len16 || sig || m for variable-length signatures. The
 * caller provides room for mlen + signature_bytes bytes. */
static int sig_sign(const oqs_sig *f, uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen,
                    const uint8_t *sk)
{
    if (!f->variable) {
        size_t siglen = f->signature_bytes;
        memmove(sm + f->signature_bytes, m == NULL ? no_bytes : m, mlen);
        if (sig_signature(f, sm, &siglen, sm + f->signature_bytes, mlen, NULL, 0, sk) != 0 ||
            siglen != f->signature_bytes) {
            kpqc_memzero(sm, f->signature_bytes + mlen);
            *smlen = 0;
            return -1;
        }
        *smlen = f->signature_bytes + mlen;
        return 0;
    }
    uint8_t sig[VAR_SIG_MAX];
    size_t siglen = 0;
    int tries = 0;
    if (f->signature_bytes > sizeof sig) return -1;
    do {
        siglen = f->signature_bytes;
        if (tries++ == VAR_SIG_TRIES || sig_signature(f, sig, &siglen, m, mlen, NULL, 0, sk) != 0) {
            kpqc_memzero(sig, sizeof sig);
            *smlen = 0;
            return -1;
        }
    } while (siglen + 2 > f->signature_bytes);
    memmove(sm + 2 + siglen, m == NULL ? no_bytes : m, mlen);
    sm[0] = (uint8_t)(siglen >> 8);
    sm[1] = (uint8_t)siglen;
    memcpy(sm + 2, sig, siglen);
    kpqc_memzero(sig, sizeof sig);
    *smlen = 2 + siglen + mlen;
    return 0;
}

static int sig_open(const oqs_sig *f, uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen,
                    const uint8_t *pk)
{
    size_t off, siglen;
    if (f->variable) {
        if (smlen < 2) goto reject;
        siglen = (size_t)sm[0] << 8 | sm[1];
        off = 2;
        if (siglen + 2 > f->signature_bytes || smlen - 2 < siglen) goto reject;
    } else {
        siglen = f->signature_bytes;
        off = 0;
        if (smlen < siglen) goto reject;
    }
    if (sig_verify(f, sm + off, siglen, sm + off + siglen, smlen - off - siglen, NULL, 0, pk) != 0) {
        goto reject;
    }
    *mlen = smlen - off - siglen;
    memmove(m, sm + off + siglen, *mlen);
    return 0;
reject:
    *mlen = 0;
    return -1;
}

#define SIGN_ADAPTER(id, alg, ctx, var)                                                     \
    static const oqs_sig id##_oqs = {OQS_SIG_##alg##_length_signature, var,                 \
                                     OQS_SIG_##alg##_sign, OQS_SIG_##alg##_sign_with_ctx_str, \
                                     OQS_SIG_##alg##_verify,                                \
                                     OQS_SIG_##alg##_verify_with_ctx_str};                  \
    static int id##_keypair(uint8_t *pk, uint8_t *sk)                                       \
    {                                                                                       \
        begin();                                                                            \
        return finish(OQS_SIG_##alg##_keypair(pk, sk), pk, OQS_SIG_##alg##_length_public_key, \
                      sk, OQS_SIG_##alg##_length_secret_key);                               \
    }                                                                                       \
    static int id##_signature(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,  \
                              const uint8_t *c, size_t clen, const uint8_t *sk)             \
    {                                                                                       \
        return sig_signature(&id##_oqs, sig, siglen, m, mlen, c, clen, sk);                 \
    }                                                                                       \
    static int id##_verify(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen, \
                           const uint8_t *c, size_t clen, const uint8_t *pk)                \
    {                                                                                       \
        return sig_verify(&id##_oqs, sig, siglen, m, mlen, c, clen, pk);                    \
    }                                                                                       \
    static int id##_sign(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen,         \
                         const uint8_t *sk)                                                 \
    {                                                                                       \
        return sig_sign(&id##_oqs, sm, smlen, m, mlen, sk);                                 \
    }                                                                                       \
    static int id##_open(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen,         \
                         const uint8_t *pk)                                                 \
    {                                                                                       \
        return sig_open(&id##_oqs, m, mlen, sm, smlen, pk);                                 \
    }                                                                                       \
    const kpqc_sign_ops kpqc_nist_##id##_sign_ops = {                                       \
        OQS_SIG_##alg##_length_public_key, OQS_SIG_##alg##_length_secret_key,               \
        OQS_SIG_##alg##_length_signature, ctx, id##_keypair, id##_signature, id##_verify,   \
        id##_sign, id##_open, 0, 0, NULL, NULL, 0, NULL};

KPQC_NIST_SIGNS(SIGN_ADAPTER)

/* --- which implementation runs ------------------------------------------- */

static int has(OQS_CPU_EXT ext)
{
    pthread_once(&setup_once, setup);
    return OQS_CPU_has_extension(ext) != 0;
}

/* The conditions below are liboqs 0.13.0's own (src/kem/<family>/kem_*.c,
 * src/sig/<family>/sig_*.c); one parameter set stands for its family, all
 * being built with the same options (cmake/liboqs.cmake). */
const char *kpqc_nist_impl_ml_kem(void)
{
#if defined(OQS_ENABLE_KEM_ml_kem_768_x86_64)
    if (has(OQS_CPU_EXT_AVX2) && has(OQS_CPU_EXT_BMI2) && has(OQS_CPU_EXT_POPCNT)) {
        return "x86_64 AVX2 (mlkem-native)";
    }
#endif
#if defined(OQS_ENABLE_KEM_ml_kem_768_aarch64)
    if (has(OQS_CPU_EXT_ARM_NEON)) {
        return "aarch64 Neon (mlkem-native)";
    }
#endif
    return "portable C (mlkem-native)";
}

const char *kpqc_nist_impl_ml_dsa(void)
{
#if defined(OQS_ENABLE_SIG_ml_dsa_65_avx2)
    if (has(OQS_CPU_EXT_AVX2) && has(OQS_CPU_EXT_POPCNT)) {
        return "x86_64 AVX2 (pq-crystals)";
    }
#endif
    return "portable C (pq-crystals ref)";
}

const char *kpqc_nist_impl_falcon(void)
{
#if defined(OQS_ENABLE_SIG_falcon_512_avx2)
    if (has(OQS_CPU_EXT_AVX2)) {
        return "x86_64 AVX2 (PQClean avx2)";
    }
#endif
#if defined(OQS_ENABLE_SIG_falcon_512_aarch64)
    if (has(OQS_CPU_EXT_ARM_NEON)) {
        return "aarch64 Neon (PQClean aarch64)";
    }
#endif
    return "portable C (PQClean clean)";
}

const char *kpqc_nist_impl_sphincs(void)
{
#if defined(OQS_ENABLE_SIG_sphincs_sha2_128f_simple_avx2)
    if (has(OQS_CPU_EXT_AVX2)) {
        return "x86_64 AVX2 (PQClean avx2)";
    }
#endif
    return "portable C (PQClean clean)";
}

const char *kpqc_nist_impl_hqc(void)
{
    return "portable C (PQClean clean; no AVX2 code in liboqs 0.13)";
}

const char *kpqc_nist_impl_bike(void)
{
    /* BIKE picks its kernels itself (additional_r4/gf2x_internal.h): vector
     * code AVX-512, else AVX2, else portable; the base multiplication
     * VPCLMULQDQ (when the compiler that built liboqs had it: gcc >= 8 and
     * clang do), else PCLMULQDQ, else portable. */
    static const char *const names[3][3] = {
        {"x86_64 AVX-512 + VPCLMULQDQ", "x86_64 AVX-512 + PCLMULQDQ", "x86_64 AVX-512"},
        {"x86_64 AVX2 + VPCLMULQDQ", "x86_64 AVX2 + PCLMULQDQ", "x86_64 AVX2"},
        {"portable C + VPCLMULQDQ", "portable C + PCLMULQDQ", "portable C"}};
    int vec = 2, mul = 2;
#if defined(OQS_DIST_X86_64_BUILD)
    vec = has(OQS_CPU_EXT_AVX512) ? 0 : has(OQS_CPU_EXT_AVX2) ? 1 : 2;
    mul = has(OQS_CPU_EXT_VPCLMULQDQ) ? 0 : has(OQS_CPU_EXT_PCLMULQDQ) ? 1 : 2;
#endif
    return names[vec][mul];
}

const char *kpqc_nist_impl_mceliece(void)
{
#if defined(OQS_ENABLE_KEM_classic_mceliece_348864_avx2)
    if (has(OQS_CPU_EXT_AVX2) && has(OQS_CPU_EXT_POPCNT)) {
        return "x86_64 AVX2 (PQClean avx2)";
    }
#endif
    return "portable C (PQClean clean)";
}

const char *kpqc_nist_impl_mceliece_f(void)
{
#if defined(OQS_ENABLE_KEM_classic_mceliece_348864f_avx2)
    if (has(OQS_CPU_EXT_AVX2) && has(OQS_CPU_EXT_POPCNT) && has(OQS_CPU_EXT_BMI1)) {
        return "x86_64 AVX2 (PQClean avx2)";
    }
#endif
    return "portable C (PQClean clean)";
}

const char *kpqc_nist_liboqs_version(void)
{
    return OQS_VERSION_TEXT;
}
