/* The NIST group: the NIST standards and candidates, run from liboqs
 * (cmake/liboqs.cmake) through the same scheme contract as the KpqC schemes,
 * so that the same harness measures both.
 *
 * src/nist/nist.c holds the adapters: for each algorithm, a descriptor
 * kpqc_nist_<id>_kem_ops or kpqc_nist_<id>_sign_ops whose functions call
 * liboqs's OQS_KEM_<alg>_* / OQS_SIG_<alg>_* with the algorithm's fixed sizes,
 * and liboqs draws its randomness from kpqc_randombytes(). The registry rows
 * (src/registry.c, guarded by KPQC_HAVE_LIBOQS) point at them. */
#ifndef KPQC_NIST_H
#define KPQC_NIST_H

#include "scheme_ops.h"

/* KEMs: X(id, liboqs algorithm, 1 when decapsulation reports an implicit
 * rejection through its return value). */
#define KPQC_NIST_KEMS(X)                                                                  \
    X(mlkem512, ml_kem_512, 0)                                                             \
    X(mlkem768, ml_kem_768, 0)                                                             \
    X(mlkem1024, ml_kem_1024, 0)                                                           \
    X(hqc128, hqc_128, 1)                                                                  \
    X(hqc192, hqc_192, 1)                                                                  \
    X(hqc256, hqc_256, 1)                                                                  \
    X(bikel1, bike_l1, 0)                                                                  \
    X(bikel3, bike_l3, 0)                                                                  \
    X(bikel5, bike_l5, 0)                                                                  \
    X(mceliece348864, classic_mceliece_348864, 0)                                          \
    X(mceliece348864f, classic_mceliece_348864f, 0)                                        \
    X(mceliece460896, classic_mceliece_460896, 0)                                          \
    X(mceliece460896f, classic_mceliece_460896f, 0)                                        \
    X(mceliece6688128, classic_mceliece_6688128, 0)                                        \
    X(mceliece6688128f, classic_mceliece_6688128f, 0)                                      \
    X(mceliece6960119, classic_mceliece_6960119, 0)                                        \
    X(mceliece6960119f, classic_mceliece_6960119f, 0)                                      \
    X(mceliece8192128, classic_mceliece_8192128, 0)                                        \
    X(mceliece8192128f, classic_mceliece_8192128f, 0)

/* Signatures: X(id, liboqs algorithm, maximum context bytes, 1 when the
 * signature length varies). */
#define KPQC_NIST_SIGNS(X)                                                                 \
    X(mldsa44, ml_dsa_44, 255, 0)                                                          \
    X(mldsa65, ml_dsa_65, 255, 0)                                                          \
    X(mldsa87, ml_dsa_87, 255, 0)                                                          \
    X(falcon512, falcon_512, 0, 1)                                                         \
    X(falcon1024, falcon_1024, 0, 1)                                                       \
    X(sphincssha2128f, sphincs_sha2_128f_simple, 0, 0)                                     \
    X(sphincssha2128s, sphincs_sha2_128s_simple, 0, 0)                                     \
    X(sphincssha2192f, sphincs_sha2_192f_simple, 0, 0)                                     \
    X(sphincssha2192s, sphincs_sha2_192s_simple, 0, 0)                                     \
    X(sphincssha2256f, sphincs_sha2_256f_simple, 0, 0)                                     \
    X(sphincssha2256s, sphincs_sha2_256s_simple, 0, 0)                                     \
    X(sphincsshake128f, sphincs_shake_128f_simple, 0, 0)                                   \
    X(sphincsshake128s, sphincs_shake_128s_simple, 0, 0)                                   \
    X(sphincsshake192f, sphincs_shake_192f_simple, 0, 0)                                   \
    X(sphincsshake192s, sphincs_shake_192s_simple, 0, 0)                                   \
    X(sphincsshake256f, sphincs_shake_256f_simple, 0, 0)                                   \
    X(sphincsshake256s, sphincs_shake_256s_simple, 0, 0)

#define KPQC_NIST_DECLARE_KEM(id, alg, rej) extern const kpqc_kem_ops kpqc_nist_##id##_kem_ops;
#define KPQC_NIST_DECLARE_SIGN(id, alg, ctx, var) \
    extern const kpqc_sign_ops kpqc_nist_##id##_sign_ops;
KPQC_NIST_KEMS(KPQC_NIST_DECLARE_KEM)
KPQC_NIST_SIGNS(KPQC_NIST_DECLARE_SIGN)

/* What liboqs runs on this CPU, per family (its own dispatch rules). */
const char *kpqc_nist_impl_ml_kem(void);
const char *kpqc_nist_impl_ml_dsa(void);
const char *kpqc_nist_impl_falcon(void);
const char *kpqc_nist_impl_sphincs(void);
const char *kpqc_nist_impl_hqc(void);
const char *kpqc_nist_impl_bike(void);
const char *kpqc_nist_impl_mceliece(void);   /* the plain parameter sets */
const char *kpqc_nist_impl_mceliece_f(void); /* the f ("fast keygen") ones */

/* "liboqs 0.13.0", from liboqs itself. */
const char *kpqc_nist_liboqs_version(void);

#endif
