/* The registry: every scheme of the library, in one table.
 *
 * A row gives what a user reads in `kpqc list` (name, kind, level, sizes, the
 * upstream version reproduced), what the KAT tests check (the SHA-256 of the
 * official .rsp file and of its first entry alone), and the compiled backends.
 * Sizes are the specification's; tests/test_registry.c checks them against
 * every backend's own descriptor. Adding a scheme is adding a row here, a
 * source directory and its family.cmake; a family's rows are guarded by
 * KPQC_HAVE_<FAMILY>, defined for the families the build includes. */
#include "registry.h"

#include <string.h>
#include "cpu.h"
#include "kat_style.h"

#define DECLARE_KEM(id) extern const kpqc_kem_ops kpqc_##id##_portable_kem_ops;
#define DECLARE_SIGN(id) extern const kpqc_sign_ops kpqc_##id##_portable_sign_ops;

#if KPQC_HAVE_NTRUPLUS
DECLARE_KEM(ntruplus768)
DECLARE_KEM(ntruplus864)
DECLARE_KEM(ntruplus1152)
DECLARE_KEM(ntruplus576r2)
DECLARE_KEM(ntruplus768r2)
DECLARE_KEM(ntruplus864r2)
DECLARE_KEM(ntruplus1152r2)
#endif
#if KPQC_HAVE_SMAUGT
DECLARE_KEM(smaugt1)
DECLARE_KEM(smaugt3)
DECLARE_KEM(smaugt5)
DECLARE_KEM(timer)
DECLARE_KEM(smaugt1r2)
DECLARE_KEM(smaugt3r2)
DECLARE_KEM(smaugt5r2)
DECLARE_KEM(timerr2)
DECLARE_KEM(smaugt190sr2)
DECLARE_KEM(smaugt390sr2)
DECLARE_KEM(smaugt590sr2)
#endif
#if KPQC_HAVE_TIGER
DECLARE_KEM(tiger128)
DECLARE_KEM(tiger192)
DECLARE_KEM(tiger256)
DECLARE_KEM(tiger128r1014)
DECLARE_KEM(tiger192r1014)
DECLARE_KEM(tiger256r1014)
#endif
#if KPQC_HAVE_ROLLO
DECLARE_KEM(rollo128)
DECLARE_KEM(rollo192)
DECLARE_KEM(rollo256)
#endif
#if KPQC_HAVE_IPCC
DECLARE_KEM(ipcc1)
DECLARE_KEM(ipcc3)
DECLARE_KEM(ipcc4)
#endif
#if KPQC_HAVE_PALOMA
DECLARE_KEM(paloma128)
DECLARE_KEM(paloma192)
DECLARE_KEM(paloma256)
#endif
#if KPQC_HAVE_SOLMAE
DECLARE_SIGN(solmae512)
DECLARE_SIGN(solmae1024)
#endif
#if KPQC_HAVE_PEREGRINE
DECLARE_SIGN(peregrine512)
DECLARE_SIGN(peregrine1024)
#endif
#if KPQC_HAVE_GCKSIGN
DECLARE_SIGN(gcksign2)
DECLARE_SIGN(gcksign3)
DECLARE_SIGN(gcksign5)
#endif
#if KPQC_HAVE_PQSIGRM
DECLARE_SIGN(pqsigrm613)
#endif
#if KPQC_HAVE_HAETAE
DECLARE_SIGN(haetae2)
DECLARE_SIGN(haetae3)
DECLARE_SIGN(haetae5)
DECLARE_SIGN(haetae2v120)
DECLARE_SIGN(haetae3v120)
DECLARE_SIGN(haetae5v120)
DECLARE_SIGN(haetae2r2)
DECLARE_SIGN(haetae3r2)
DECLARE_SIGN(haetae5r2)
#endif
#if KPQC_HAVE_NCCSIGN
DECLARE_SIGN(nccsign1)
DECLARE_SIGN(nccsign3)
DECLARE_SIGN(nccsign5)
DECLARE_SIGN(nccsign5prime)
#endif
#if KPQC_HAVE_AIMER
DECLARE_SIGN(aimer128f)
DECLARE_SIGN(aimer128s)
DECLARE_SIGN(aimer192f)
DECLARE_SIGN(aimer192s)
DECLARE_SIGN(aimer256f)
DECLARE_SIGN(aimer256s)
DECLARE_SIGN(aimer128fv21)
DECLARE_SIGN(aimer128sv21)
DECLARE_SIGN(aimer192fv21)
DECLARE_SIGN(aimer192sv21)
DECLARE_SIGN(aimer256fv21)
DECLARE_SIGN(aimer256sv21)
DECLARE_SIGN(aimer128fv3)
DECLARE_SIGN(aimer128sv3)
DECLARE_SIGN(aimer192fv3)
DECLARE_SIGN(aimer192sv3)
DECLARE_SIGN(aimer256fv3)
DECLARE_SIGN(aimer256sv3)
#endif

#if KPQC_HAVE_MQSIGN
DECLARE_SIGN(mqsignlr1)
DECLARE_SIGN(mqsignlr3)
DECLARE_SIGN(mqsignlr5)
DECLARE_SIGN(mqsignrr1)
DECLARE_SIGN(mqsignrr3)
DECLARE_SIGN(mqsignrr5)
#endif

/* Every KpqC row ends its info with one of these (the NIST rows at the end
 * have theirs): group, provenance, implementation() (NULL: the backends say
 * it), status. */
#define KPQC_PROVENANCE "kpqc: written in this repository, byte-exact to the official KATs"
#define KPQC_GROUP "KpqC", KPQC_PROVENANCE, NULL, "KpqC standard (selected 2025)", NULL
#define KPQC_ROUND2_GROUP "KpqC Round 2", KPQC_PROVENANCE, NULL, "Round 2 candidate (not selected)", NULL
/* Round 1: status "eliminated in Round 1", or with "; broken: <attack, citation>". */
#define KPQC_ROUND1_GROUP(status) KPQC_ROUND1_VERSION_OF(status, NULL)
/* A Round-1 row that is another version of the current row named. */
#define KPQC_ROUND1_VERSION_OF(status, current) "KpqC Round 1", KPQC_PROVENANCE, NULL, status, current
/* A versioned row ("<current>-<version>", docs/ARCHITECTURE.md "Versions"):
 * group "KpqC", its own status, and the name of the current row it is a
 * version of. */
#define KPQC_VERSION_OF(status, current) "KpqC", KPQC_PROVENANCE, NULL, status, current

/* Backend entries of a row: portable first, then the native ones, fastest
 * last. A native instance exists when the build defines
 * KPQC_HAVE_<FAMILY>_AVX2 (cmake/scheme.cmake); its entry lists the CPU
 * features it needs, and kpqc_backend_default picks it only where they are. */
#define PORTABLE_KEM(id) {"portable", 0, &kpqc_##id##_portable_kem_ops, NULL, 0}
#define PORTABLE_SIGN(id) {"portable", 0, NULL, &kpqc_##id##_portable_sign_ops, 0}
#define KPQC_AVX2_FEATURES (KPQC_CPU_AVX2 | KPQC_CPU_BMI2 | KPQC_CPU_POPCNT)
#define AVX2_KEM(id, extra) AVX2_KEM_PATHS(id, extra, 0)
#define AVX2_SIGN(id, extra) AVX2_SIGN_PATHS(id, extra, 0)
/* The same for an instance whose kernels come in twins chosen by a CPU
 * speed property or optional instruction set (`paths`, KPQC_CPU_FAST_PDEP
 * or KPQC_CPU_GFNI: registry.h). */
#define AVX2_KEM_PATHS(id, extra, paths) \
    {"avx2", KPQC_AVX2_FEATURES | (extra), &kpqc_##id##_avx2_kem_ops, NULL, paths}
#define AVX2_SIGN_PATHS(id, extra, paths) \
    {"avx2", KPQC_AVX2_FEATURES | (extra), NULL, &kpqc_##id##_avx2_sign_ops, paths}
#define DECLARE_AVX2_KEM(id) extern const kpqc_kem_ops kpqc_##id##_avx2_kem_ops;
#define DECLARE_AVX2_SIGN(id) extern const kpqc_sign_ops kpqc_##id##_avx2_sign_ops;

#if KPQC_HAVE_SMAUGT_AVX2
DECLARE_AVX2_KEM(smaugt1)
DECLARE_AVX2_KEM(smaugt3)
DECLARE_AVX2_KEM(smaugt5)
DECLARE_AVX2_KEM(timer)
#endif
#if KPQC_HAVE_NCCSIGN_AVX2
DECLARE_AVX2_SIGN(nccsign1)
DECLARE_AVX2_SIGN(nccsign3)
DECLARE_AVX2_SIGN(nccsign5)
DECLARE_AVX2_SIGN(nccsign5prime)
#endif
#if KPQC_HAVE_HAETAE_AVX2
DECLARE_AVX2_SIGN(haetae2)
DECLARE_AVX2_SIGN(haetae3)
DECLARE_AVX2_SIGN(haetae5)
DECLARE_AVX2_SIGN(haetae2r2)
DECLARE_AVX2_SIGN(haetae3r2)
DECLARE_AVX2_SIGN(haetae5r2)
#endif

/* NTRU+ final: KATs unchanged since 2026-01-21, as pinned by KpqClean ver2. */
#if KPQC_HAVE_NTRUPLUS_AVX2
DECLARE_AVX2_KEM(ntruplus768)
DECLARE_AVX2_KEM(ntruplus864)
DECLARE_AVX2_KEM(ntruplus1152)
#define NTRUPLUS_BACKENDS(id) {PORTABLE_KEM(id), AVX2_KEM(id, 0)}
#else
#define NTRUPLUS_BACKENDS(id) {PORTABLE_KEM(id)}
#endif
#define NTRUPLUS(id, nm, lvl, pk, sk, ct, digest, digest1)                                  \
    {{nm, "NTRU+", "final (KAT 2026-01-21)", nm, KPQC_KIND_KEM, KPQC_KAT_KEM, lvl, pk, sk, \
      ct, 32, 0, 0, digest, digest1, KPQC_GROUP},                                           \
     NTRUPLUS_BACKENDS(id)}

/* NTRU+ Round 2 (code of KpqClean ver2 at 896cf25, SHA-2/AES hashing, with an
 * n = 576 set): the KPQC_NTRUPLUS_R2 switch of the same tree, portable only. */
#define NTRUPLUS_R2(id, nm, cur, hdr, lvl, pk, sk, digest, digest1)                           \
    {{nm, "NTRU+", "Round 2 (KpqClean ver2)", hdr, KPQC_KIND_KEM, KPQC_KAT_KEM, lvl, pk, sk, \
      pk, 32, 0, 0, digest, digest1,                                                          \
      KPQC_VERSION_OF("Round 2 code (SHA-2/AES), superseded by the final version", cur)},     \
     {PORTABLE_KEM(id)}}

/* SMAUG-T v1.2.0 (CryptoLabInc tag v1.2.0, as pinned by KpqClean ver2); TiMER
 * is its mode t. */
#if KPQC_HAVE_SMAUGT_AVX2
#define SMAUGT_BACKENDS(id) {PORTABLE_KEM(id), AVX2_KEM(id, 0)}
#else
#define SMAUGT_BACKENDS(id) {PORTABLE_KEM(id)}
#endif
#define SMAUGT(id, nm, hdr, lvl, pk, sk, ct, digest, digest1)                                \
    {{nm, "SMAUG-T", "v1.2.0", hdr, KPQC_KIND_KEM, KPQC_KAT_KEM, lvl, pk, sk, ct, 32, 0, 0, \
      digest, digest1, KPQC_GROUP},                                                        \
     SMAUGT_BACKENDS(id)}

/* SMAUG-T Round 2 (code of 2024-03-20 in KpqClean ver2 at 896cf25): the
 * KPQC_SMAUGT_R2 switch of the same tree, portable only. Upstream's sk has no
 * pk (decapsulation takes it as an argument); ours appends it. */
#define SMAUGT_R2(id, nm, cur, hdr, lvl, pk, sk, ct, digest, digest1) \
    SMAUGT_R2_AS(id, nm, "Round 2 (2024-03-20)", cur, hdr, lvl, pk, sk, ct, digest, digest1)
/* The 90s variant (SHA-2, AES-256-CTR) of the same code. */
#define SMAUGT_R2_AS(id, nm, ver, cur, hdr, lvl, pk, sk, ct, digest, digest1)                 \
    {{nm, "SMAUG-T", ver, hdr, KPQC_KIND_KEM, KPQC_KAT_KEM_SK_NO_PK, lvl, pk, \
      sk, ct, 32, 0, 0, digest, digest1,                                                        \
      KPQC_VERSION_OF("Round 2 code, superseded by v1.2.0", cur)},                              \
     {PORTABLE_KEM(id)}}

#if KPQC_HAVE_AIMER_AVX2
DECLARE_AVX2_SIGN(aimer128f)
DECLARE_AVX2_SIGN(aimer128s)
DECLARE_AVX2_SIGN(aimer192f)
DECLARE_AVX2_SIGN(aimer192s)
DECLARE_AVX2_SIGN(aimer256f)
DECLARE_AVX2_SIGN(aimer256s)
#endif

/* AIMer with AIM2, package of 2026-01-30 as pinned by KpqClean ver2. The
 * avx2 backend also needs PCLMULQDQ. */
#if KPQC_HAVE_AIMER_AVX2
#define AIMER_BACKENDS(id) {PORTABLE_SIGN(id), AVX2_SIGN(id, KPQC_CPU_PCLMUL)}
#else
#define AIMER_BACKENDS(id) {PORTABLE_SIGN(id)}
#endif
#define AIMER(id, nm, hdr, lvl, pk, sk, sig, digest, digest1)                                \
    {{nm, "AIMer", "2026-01-30 (AIM2)", hdr, KPQC_KIND_SIGNATURE, KPQC_KAT_SIGN_COMBINED, lvl, \
      pk, sk, 0, 0, sig, 0, digest, digest1, KPQC_GROUP},                                      \
     AIMER_BACKENDS(id)}

/* Other AIMer versions, switches of the same tree, portable only: v2.1
 * (2024, samsungsds-research-papers/AIMer KAT/: no context length in the
 * message hash; same keys, other signatures) and v3 (AIM3;
 * samsungsds-opensource/AIMer 734cc76, spec v3 of 2026-08-26). */
#define AIMER_VERSION(id, nm, ver, status, cur, hdr, lvl, pk, sk, sig, digest, digest1)       \
    {{nm, "AIMer", ver, hdr, KPQC_KIND_SIGNATURE, KPQC_KAT_SIGN_COMBINED, lvl, pk, sk, 0, 0, \
      sig, 0, digest, digest1, KPQC_VERSION_OF(status, cur)},                               \
     {PORTABLE_SIGN(id)}}
#define AIMER_V21(id, nm, cur, hdr, ...)                                                  \
    AIMER_VERSION(id, nm, "v2.1 (AIM2, 2024)",                                            \
                  "Round 2 release, superseded by the package of 2026-01-30", cur, hdr, __VA_ARGS__)
#define AIMER_V3(id, nm, cur, hdr, ...)                                                   \
    AIMER_VERSION(id, nm, "v3 (AIM3, 2026-08-26)",                                        \
                  "newer release (AIM3); KAT from samsungsds-opensource/AIMer", cur, hdr, __VA_ARGS__)

/* HAETAE v1.1.2 as pinned by KpqClean ver2 (KAT driver: seeds drawn, context
 * string, detached signatures of fixed length). */
#define HAETAE(id, nm, hdr, lvl, pk, sk, sig, digest, digest1)                                  \
    {{nm, "HAETAE", "v1.1.2", hdr, KPQC_KIND_SIGNATURE, KPQC_KAT_SIGN_HAETAE, lvl, pk, sk, 0, 0, \
      sig, 255, digest, digest1, KPQC_GROUP},                                                   \
     HAETAE_BACKENDS(id)}
#if KPQC_HAVE_HAETAE_AVX2
#define HAETAE_BACKENDS(id) {PORTABLE_SIGN(id), AVX2_SIGN_PATHS(id, 0, KPQC_CPU_FAST_PDEP)}
#else
#define HAETAE_BACKENDS(id) {PORTABLE_SIGN(id)}
#endif
/* HAETAE v1.2.0 (official release, spec 260904): the KPQC_HAETAE_V120 switch
 * of the same tree (new Gaussian sampler only; keys equal v1.1.2's), portable
 * only. */
#define HAETAE_V120(id, nm, cur, hdr, lvl, pk, sk, sig, digest, digest1)                              \
    {{nm, "HAETAE", "v1.2.0", hdr, KPQC_KIND_SIGNATURE, KPQC_KAT_SIGN_HAETAE,   \
      lvl, pk, sk, 0, 0, sig, 255, digest, digest1,                                             \
      KPQC_VERSION_OF("newer release (new Gaussian sampler); KAT from the official release",   \
                      cur)},                                                                     \
     {PORTABLE_SIGN(id)}}

/* HAETAE Round 2 (KpqClean ver2 at 896cf25): the KPQC_HAETAE_R2 switch of the
 * same tree; NIST combined KATs (sm = signature || m), no context, signing
 * deterministic. Portable and avx2 (the current rows' backends). */
#define HAETAE_R2(id, nm, cur, hdr, lvl, pk, sk, sig, digest, digest1)                         \
    {{nm, "HAETAE", "Round 2 (KpqClean ver2)", hdr, KPQC_KIND_SIGNATURE, KPQC_KAT_SIGN_COMBINED, \
      lvl, pk, sk, 0, 0, sig, 0, digest, digest1,                                              \
      KPQC_VERSION_OF("Round 2 code, superseded by v1.1.2", cur)},                            \
     HAETAE_BACKENDS(id)}

/* NCC-Sign v2.1, SHAKE variant (NIMS-Cryptography/NCC-Sign-MQ-Sign@8acccca, the
 * submitters' last Round-2 update; KpqClean ver2 ships the older v2.0).
 * Attached signatures sm = sig | m, deterministic signing, no context. */
#define NCCSIGN(id, nm, lvl, pk, sk, sig, digest, digest1)                                   \
    {{nm, "NCC-Sign", "v2.1 (SHAKE)", nm, KPQC_KIND_SIGNATURE, KPQC_KAT_SIGN_COMBINED, lvl, pk, \
      sk, 0, 0, sig, 0, digest, digest1, KPQC_ROUND2_GROUP},                                  \
     {NCCSIGN_BACKENDS(id)}}
#if KPQC_HAVE_NCCSIGN_AVX2
#define NCCSIGN_BACKENDS(id) PORTABLE_SIGN(id), AVX2_SIGN(id, 0)
#else
#define NCCSIGN_BACKENDS(id) PORTABLE_SIGN(id)
#endif
#if KPQC_HAVE_TIGER_AVX2
DECLARE_AVX2_KEM(tiger128)
DECLARE_AVX2_KEM(tiger192)
DECLARE_AVX2_KEM(tiger256)
DECLARE_AVX2_KEM(tiger128r1014)
DECLARE_AVX2_KEM(tiger192r1014)
DECLARE_AVX2_KEM(tiger256r1014)
#endif
/* TiGER: the v3.0 KATs (2023-09-13, honggoonin/TiGER@dea9a77 KAT/KAT_VALUES),
 * and the submitter's later code (2023-10-14, keygen seeds in one draw; KATs
 * made here, ../shared/kat/alt). All share the header "TiGER". Our sk is
 * upstream's || pk. */
/* cur: NULL for the current rows (v3.0 KATs), the current row's name for the
 * reference of 2023-10-14 (a version: shown by `kpqc list --all-versions`). */
#define TIGER(id, nm, ver, cur, lvl, pk, sk, ct, digest, digest1)                            \
    {{nm, "TiGER", ver, "TiGER", KPQC_KIND_KEM, KPQC_KAT_KEM_TIGER, lvl, pk, sk, ct, 32, 0, 0, \
      digest, digest1, KPQC_ROUND1_VERSION_OF("eliminated in Round 1", cur)},                 \
     {TIGER_BACKENDS(id)}}
#if KPQC_HAVE_TIGER_AVX2
#define TIGER_BACKENDS(id) PORTABLE_KEM(id), AVX2_KEM_PATHS(id, 0, KPQC_CPU_FAST_PDEP)
#else
#define TIGER_BACKENDS(id) PORTABLE_KEM(id)
#endif
#define TIGER_V30 "v3.0 (KAT 2023-09-13)"
#define TIGER_REF1014 "ref 2023-10-14 (16249c0)"

/* IPCC: the Round-1 code of KPQClean@7ea2087 (WG0/pke-IPCC); no upstream
 * KAT exists, the files were made with its own driver (KAT style
 * KPQC_KAT_PKE_IPCC: partial pk, ciphertext digest, message drawn before each
 * entry's reseed, so kat1 is the 100-entry run cut after entry 0). The
 * submission names no security level per set; the sets differ only in the
 * combination function. */
#define IPCC(id, nm, hdr, digest, digest1)                                                    \
    {{nm, "IPCC", "Round 1 (KPQClean 7ea2087)", hdr, KPQC_KIND_KEM, KPQC_KAT_PKE_IPCC, 1, 2400, \
      200, 132412, 32, 0, 0, digest, digest1, KPQC_ROUND1_GROUP("eliminated in Round 1")},   \
     {PORTABLE_KEM(id)}}

/* PALOMA Round-2 submission as packaged by KpqClean ver2 (896cf25). Its KAT
 * generator draws every random byte from glibc rand() (KAT style
 * KPQC_KAT_KEM_GLIBC_RAND); kat1 is the 100-entry run cut after entry 0. */
#if KPQC_HAVE_PALOMA_AVX2
DECLARE_AVX2_KEM(paloma128)
DECLARE_AVX2_KEM(paloma192)
DECLARE_AVX2_KEM(paloma256)
#define PALOMA_BACKENDS(id) {PORTABLE_KEM(id), AVX2_KEM(id, 0)}
#else
#define PALOMA_BACKENDS(id) {PORTABLE_KEM(id)}
#endif
#define PALOMA(id, nm, hdr, lvl, pk, sk, ct, digest, digest1)                                 \
    {{nm, "PALOMA", "Round 2 (KpqClean ver2 896cf25)", hdr, KPQC_KIND_KEM,                  \
      KPQC_KAT_KEM_GLIBC_RAND, lvl, pk, sk, ct, 32, 0, 0, digest, digest1, KPQC_ROUND2_GROUP}, \
     PALOMA_BACKENDS(id)}
/* MQ-Sign v2.1 (NIMS-Cryptography/NCC-Sign-MQ-Sign@8acccca), LR and RR(s);
 * NIST sign driver, sm = m || signature. The full 100-entry files are
 * 97 MB to 1.06 GB: their digests are upstream's Readme checksums. */
#define MQSIGN(id, nm, hdr, lvl, pk, sk, digest, digest1)                                     \
    {{nm, "MQ-Sign", "v2.1", hdr, KPQC_KIND_SIGNATURE, KPQC_KAT_SIGN_COMBINED, lvl, pk, sk, 0, \
      0, (lvl) == 1 ? 150 : (lvl) == 3 ? 216 : 276, 0, digest, digest1, KPQC_ROUND2_GROUP},   \
     {MQSIGN_BACKENDS(id)}}
#if KPQC_HAVE_MQSIGN_AVX2
DECLARE_AVX2_SIGN(mqsignlr1)
DECLARE_AVX2_SIGN(mqsignlr3)
DECLARE_AVX2_SIGN(mqsignlr5)
DECLARE_AVX2_SIGN(mqsignrr1)
DECLARE_AVX2_SIGN(mqsignrr3)
DECLARE_AVX2_SIGN(mqsignrr5)
/* The public map (verification) has a GFNI twin where the compiler took
 * -mgfni (KPQC_HAVE_MQSIGN_GFNI, family.cmake). */
#if KPQC_HAVE_MQSIGN_GFNI
#define MQSIGN_BACKENDS(id) PORTABLE_SIGN(id), AVX2_SIGN_PATHS(id, 0, KPQC_CPU_GFNI)
#else
#define MQSIGN_BACKENDS(id) PORTABLE_SIGN(id), AVX2_SIGN(id, 0)
#endif
#else
#define MQSIGN_BACKENDS(id) PORTABLE_SIGN(id)
#endif

/* GCKSign: the KPQClean Round-1 code; its generator names every set
 * "UserDefinedAlgName". Verification is ours (the submission's accepts
 * forgeries, see src/sign/gcksign/sign.c); the KAT does not depend on it. */
#define GCKSIGN(id, nm, lvl, pk, sk, sig, digest, digest1)                                      \
    {{nm, "GCKSign", "Round 1 (KPQClean 7ea2087)", "UserDefinedAlgName", KPQC_KIND_SIGNATURE,   \
      KPQC_KAT_SIGN_COMBINED, lvl, pk, sk, 0, 0, sig, 0, digest, digest1,                      \
      KPQC_ROUND1_GROUP("eliminated in Round 1")},                                              \
     {PORTABLE_SIGN(id)}}

/* SOLMAE: the KPQClean Round-1 code never seeds its sampler's PRNG (keys and
 * signatures do not depend on the KAT seed) and signs only 32 message bytes;
 * ours draws from kpqc_randombytes and signs the whole message, so no file of
 * ours can equal the official one: no digests (NULL, "verify-only"; test_kat
 * skips the row and says why; the official records are checked by
 * tests/solmae, docs/SCHEMES.md). */
#define SOLMAE(id, nm, hdr, lvl, pk, sk, sig)                                                   \
    {{nm, "SOLMAE", "Round 1 (KPQClean 7ea2087)", hdr, KPQC_KIND_SIGNATURE,                     \
      KPQC_KAT_SIGN_COMBINED, lvl, pk, sk, 0, 0, sig, 0, NULL, NULL,                            \
      KPQC_ROUND1_GROUP("eliminated in Round 1")},                                              \
     {PORTABLE_SIGN(id)}}

/* Layered ROLLO-I, 4th version (KPQClean 7ea2087 WG1/pke-ROLLO_revised1020):
 * no upstream KAT reproduces (seeds read out of bounds); the files were made
 * from that reference with those reads zero-extended (docs/SCHEMES.md). The
 * files have no header line (""). Message recovery (Chee, Jeong, Lange, Lee,
 * Pellegrini, Ryu, IACR CiC 1(3), 2024) breaks levels 128 and 192 of v4. */
#define ROLLO(id, nm, lvl, pk, ct, status, digest, digest1)                                    \
    {{nm, "Layered ROLLO-I", "v4 (KPQClean 7ea2087, revised 2022-10-20)", "", KPQC_KIND_KEM, \
      KPQC_KAT_KEM, lvl, pk, 120, ct, 64, 0, 0, digest, digest1, KPQC_ROUND1_GROUP(status)},  \
     {ROLLO_BACKENDS(id)}}
#if KPQC_HAVE_ROLLO_AVX2
DECLARE_AVX2_KEM(rollo128)
DECLARE_AVX2_KEM(rollo192)
DECLARE_AVX2_KEM(rollo256)
#define ROLLO_BACKENDS(id) PORTABLE_KEM(id), AVX2_KEM(id, KPQC_CPU_PCLMUL)
#else
#define ROLLO_BACKENDS(id) PORTABLE_KEM(id)
#endif
#define ROLLO_BROKEN                                                                       \
    "eliminated in Round 1; broken: message recovery for levels 128 and 192 (Chee et al., " \
    "IACR Communications in Cryptology 1(3), 2024)"


/* Peregrine: the KPQClean Round-1 code (WG0/dsa-Peregrine), Falcon's KAT
 * driver (KPQC_KAT_SIGN_FALCON); sig = the combined form's overhead
 * (length, nonce, header, compressed signature at most the driver's room). */
#define PEREGRINE(id, nm, hdr, lvl, pk, sk, sig, digest, digest1)                               \
    {{nm, "Peregrine", "Round 1 (KPQClean 7ea2087)", hdr, KPQC_KIND_SIGNATURE,                  \
      KPQC_KAT_SIGN_FALCON, lvl, pk, sk, 0, 0, sig, 0, digest, digest1,                          \
      KPQC_ROUND1_GROUP("eliminated in Round 1; broken: practical key recovery (ePrint "        \
                        "2023/1628, PKC 2024)")},                                               \
     {PORTABLE_SIGN(id)}}

/* Enhanced pqsigRM-6-13: the KPQClean Round-1 code; its generator's default
 * is 10 records of 8.4 MB, the official file keeps 2 (kat_entries below). */
#define PQSIGRM_BROKEN                                                                     \
    "eliminated in Round 1; broken: signature-bias attack (Debris-Alazard, Loisel, Vasseur " \
    "2023) and key-only structural attack (Briaud, Bros, Perlner, Smith-Tone 2023), both "   \
    "published against the NIST additional-signature Enhanced pqsigRM, the same construction"
#define PQSIGRM(id, nm, hdr, lvl, pk, sk, sig, digest, digest1)                              \
    {{nm, "pqsigRM", "Enhanced, Round 1 (KPQClean 7ea2087)", hdr, KPQC_KIND_SIGNATURE,      \
      KPQC_KAT_SIGN_COMBINED, lvl, pk, sk, 0, 0, sig, 0, digest, digest1,                  \
      KPQC_ROUND1_GROUP(PQSIGRM_BROKEN)},                                               \
     {PORTABLE_SIGN(id)}}

#if KPQC_HAVE_LIBOQS
#include "nist/nist.h"

/* The NIST group: standards and candidates from liboqs 0.13.0 (cmake/liboqs.cmake,
 * adapters in src/nist/), for comparison in the same harness. One backend,
 * "liboqs": liboqs picks its implementation at run time, and the row's
 * implementation() says which one runs here. No KAT digests: these rows are
 * measured here, not reproduced. Sizes are liboqs's constants. */
#define LIBOQS "liboqs 0.13.0 (Rust crate oqs-sys 0.11.0+liboqs-0.13.0): "
#define NIST_KEM(id, nm, fam, ver, lvl, pk, sk, ct, ss, prov, impl)                         \
    {{nm, fam, ver, nm, KPQC_KIND_KEM, KPQC_KAT_KEM, lvl, pk, sk, ct, ss, 0, 0, NULL, NULL,  \
      "NIST", LIBOQS prov, impl, "NIST standard or candidate", NULL},                                                    \
     {{"liboqs", 0, &kpqc_nist_##id##_kem_ops, NULL, 0}}}
#define NIST_SIGN(id, nm, fam, ver, lvl, pk, sk, sig, ctx, prov, impl)                      \
    {{nm, fam, ver, nm, KPQC_KIND_SIGNATURE, KPQC_KAT_SIGN_COMBINED, lvl, pk, sk, 0, 0, sig, \
      ctx, NULL, NULL, "NIST", LIBOQS prov, impl, "NIST standard or candidate", NULL},                                   \
     {{"liboqs", 0, NULL, &kpqc_nist_##id##_sign_ops, 0}}}

#define MLKEM(id, nm, lvl, pk, sk, ct)                                                      \
    NIST_KEM(id, nm, "ML-KEM", "FIPS 203", lvl, pk, sk, ct, 32,                             \
             "mlkem-native; x86_64 code with AVX2+BMI2+POPCNT, else portable C",            \
             kpqc_nist_impl_ml_kem)
#define HQC(id, nm, lvl, pk, sk, ct)                                                        \
    NIST_KEM(id, nm, "HQC", "round 4 (2023-04-30)", lvl, pk, sk, ct, 64,                    \
             "PQClean hqc clean; portable C only (liboqs 0.13 has no AVX2 HQC)",            \
             kpqc_nist_impl_hqc)
#define BIKE(id, nm, lvl, pk, sk, ct)                                                       \
    NIST_KEM(id, nm, "BIKE", "round 4 (2023-01)", lvl, pk, sk, ct, 32,                      \
             "AWS additional implementation; AVX-512/AVX2 and (V)PCLMULQDQ kernels picked " \
             "at run time, else portable C",                                                \
             kpqc_nist_impl_bike)
#define MCELIECE(id, nm, lvl, pk, sk, ct, impl)                                             \
    NIST_KEM(id, nm, "Classic McEliece", "round 4 (SUPERCOP 20221025)", lvl, pk, sk, ct, 32, \
             "PQClean; AVX2 code with AVX2+POPCNT (f variants: +BMI1), else portable C",     \
             impl)
#define MLDSA(id, nm, lvl, pk, sk, sig)                                                     \
    NIST_SIGN(id, nm, "ML-DSA", "FIPS 204", lvl, pk, sk, sig, 255,                          \
              "pq-crystals; AVX2 code with AVX2+POPCNT, else portable C (ref)",            \
              kpqc_nist_impl_ml_dsa)
#define FALCON(id, nm, lvl, pk, sk, sig)                                                    \
    NIST_SIGN(id, nm, "Falcon", "round 3 (20211101)", lvl, pk, sk, sig, 0,                  \
              "PQClean; AVX2 code with AVX2, else portable C; variable-length signatures " \
              "(signature size is the maximum)",                                            \
              kpqc_nist_impl_falcon)
#define SPHINCS(id, nm, lvl, pk, sk, sig)                                                   \
    NIST_SIGN(id, nm, "SPHINCS+", "round 3.1 (not FIPS 205)", lvl, pk, sk, sig, 0,          \
              "PQClean sphincsplus round 3.1 (the pre-standard design, not FIPS 205 "       \
              "SLH-DSA); AVX2 code with AVX2, else portable C",                             \
              kpqc_nist_impl_sphincs)
#endif

const struct kpqc_scheme kpqc_registry[] = {
#if KPQC_HAVE_NTRUPLUS
    NTRUPLUS(ntruplus768, "NTRU+768", 1, 1152, 2336, 1152,
             "22c72039845361ff142273150a59785bada5146c04018ce0a8b67b99a647eaa8",
             "63f42c39eb9a4e34086a9186bb1e3c54e0d1d285ae9d5ce07ae9838bcdd8c704"),
    NTRUPLUS(ntruplus864, "NTRU+864", 3, 1296, 2624, 1296,
             "0c91227497480095a43403852b3a46e423356cdd00242d654001c3c1566de61c",
             "a4b7c68f575f5221cd99bb383cd354ea4f8224bee2a94f0841b80f80ad669a4f"),
    NTRUPLUS(ntruplus1152, "NTRU+1152", 5, 1728, 3488, 1728,
             "2ddfc810c44f63f8d24086da7c33faf17d66c393f519a5b9cb76b0b7509464c3",
             "153226eff28a8842919add55f4964dcfc3fa5219007ebafd279d7a1c2350ca9c"),
    NTRUPLUS_R2(ntruplus576r2, "NTRU+576-r2", "NTRU+768", "NTRU+KEM576", 1, 864, 1760,
                "2882f05d2a03dc0a3062bba0fa41e5e63a8cf09e26f764069dba1a7a1d50e5a8",
                "e92730a10c69cebbf0fd8ed555a7d5c3752c270ec55c621170163cf2fee9c53b"),
    NTRUPLUS_R2(ntruplus768r2, "NTRU+768-r2", "NTRU+768", "NTRU+KEM768", 1, 1152, 2336,
                "92565cafd80227341fb4b746c3ddcf0e47c374d31df9790b663ea89855888906",
                "6e63c3c2f51ff34ba500c12824cb3024328a47b7ab9f2728176fcf42d68b313b"),
    NTRUPLUS_R2(ntruplus864r2, "NTRU+864-r2", "NTRU+864", "NTRU+KEM864", 3, 1296, 2624,
                "3397773a0a1790db1576661ef4aed2c1dbdcf02fab938f0ee2701ebf5a1ebc4b",
                "43399972742256c8c42273d4bcbce00cbc44610700b32ab31cd88945ecf2bce6"),
    NTRUPLUS_R2(ntruplus1152r2, "NTRU+1152-r2", "NTRU+1152", "NTRU+KEM1152", 5, 1728, 3488,
                "e33f79397c15870acb51b3dcd59d80aa242d1ecbc4d583589bafb69f22deb5ce",
                "a409a5387994b5cfbb53b9d8c044266e799aabfdae7c757ee65bed84c0967ef4"),
#endif
#if KPQC_HAVE_SMAUGT
    SMAUGT(smaugt1, "SMAUG-T1", "smaugt_mode1", 1, 672, 832, 672,
           "eaa19060fed221b98ec04c204706ba3362141188cb336309768eca969bb6e5ff",
           "7a4fefb7029c1ba219515b0b897f3cf8d363f4efaa7f873c284a2a5564e40e63"),
    SMAUGT(smaugt3, "SMAUG-T3", "smaugt_mode3", 3, 1088, 1312, 992,
           "2bcec82347ba297fd70a035f3eeebdf1d7ed461161b5b2b6bda6df9ef5385099",
           "4aaab2a7329c4484713659196bb8718b5387645855a1854d3be674c5fde76061"),
    SMAUGT(smaugt5, "SMAUG-T5", "smaugt_mode5", 5, 1440, 1728, 1376,
           "0ff3723b1aa2c216d45af27b9051f8bdd2d7ccd46fab16ae0337b4d05d192e9e",
           "3293402dfc34d47c89dc425d6310a30e8ee7cffc40bc4d337659e54a3b8ce760"),
    SMAUGT(timer, "TiMER", "smaugt_modet", 1, 672, 832, 608,
           "d2586f7a71925060f86bef72ff87990d33c1c3c4feb78fa1aa1f55a5826a5993",
           "da8be1c31ca898b13d9e5c5a61c3d36037e21fb089bde6df1db95f3529cb245a"),
    SMAUGT_R2(smaugt1r2, "SMAUG-T1-r2", "SMAUG-T1", "SMAUG-T1", 1, 672, 848, 672,
              "c6a8d7d3cd0bf238f5c3d3eb2b852450f853ddf07992dbdcbf5ed04d81909a88",
              "6fb355e6faf9c54cd465ef8948ea280e1f6175e7b323691ff34082251521cbb0"),
    SMAUGT_R2(smaugt3r2, "SMAUG-T3-r2", "SMAUG-T3", "SMAUG-T3", 3, 1088, 1324, 1024,
              "58b68e6be7bda1dc4c928360b5a689f5a200a34428e3f499e95dcbc632fb777e",
              "df6b165864c51dc6379a6406eb92171fa69ffb64205e892f88ad131145edb68d"),
    SMAUGT_R2(smaugt5r2, "SMAUG-T5-r2", "SMAUG-T5", "SMAUG-T5", 5, 1792, 2010, 1472,
              "51b3026d828c4856806102e654a8ae9871b0a9c69665e5550f0e78b5484d9871",
              "9ee6a8373bb87c8b9052da0ea3995bda2191740de13cb8cca7dc6998476225d7"),
    SMAUGT_R2(timerr2, "TiMER-r2", "TiMER", "SMAUG-Timer", 1, 672, 808, 608,
              "559c9cd4037788cfec0f2ced2dce85022d0ce1c64b079683a17b472000a0e730",
              "c1d6041208920794ddef19f82847132ca2761b8cd5fbb2370712eedaacb7cefb"),
    SMAUGT_R2_AS(smaugt190sr2, "SMAUG-T1-90s-r2", "Round 2 (2024-03-20), 90s variant",
                 "SMAUG-T1", "SMAUG-T1", 1, 672, 848, 672,
                 "2b251bff68bddb99b18e3d37a15348b49082874356d2faaa75e3e598ccae461e",
                 "4c44a317e644be92efbe2d0a0ab77eec467f8f0ef3cc103692375a63879f867b"),
    SMAUGT_R2_AS(smaugt390sr2, "SMAUG-T3-90s-r2", "Round 2 (2024-03-20), 90s variant",
                 "SMAUG-T3", "SMAUG-T3", 3, 1088, 1324, 1024,
                 "1eaf1973f60329a239a3458c252e112875f38670266231f0858d7947f39e970c",
                 "b401795615848604ea2e519aa7dfa5226381d440cb1e0d084e8069c01c62cd65"),
    SMAUGT_R2_AS(smaugt590sr2, "SMAUG-T5-90s-r2", "Round 2 (2024-03-20), 90s variant",
                 "SMAUG-T5", "SMAUG-T5", 5, 1792, 2010, 1472,
                 "510d583fc4553df0de06aa905b3eed6b0a200d8b48abbb7a407989458f809b39",
                 "4668eac7820dfaff98fa63b74c3628d8f3ddf1d304f0af04db8fe4dbc7f99dd9"),
#endif
#if KPQC_HAVE_AIMER
    AIMER(aimer128f, "AIMer128f", "aimer-128f", 1, 32, 48, 5888,
          "b471ca523f22f31bb70510a3a4c7de17b3b30121d98fbe60490452a2806aca0b",
          "01ccd5cbd743ff886dbe6dbd5b2376f723074302865a7a6b14265584f9e0cf3b"),
    AIMER(aimer128s, "AIMer128s", "aimer-128s", 1, 32, 48, 4160,
          "6452cc7b0a9b7d74a483e1786469387ec79930dae23d4297e69e496f342c473e",
          "e16fc16002bd9484d90ccc4f4ff215440f0d333d1a324d85b5a0a8b97c6d0e38"),
    AIMER(aimer192f, "AIMer192f", "aimer-192f", 3, 48, 72, 13056,
          "5395ecb0ae76ce10abccbbf72276caa9b7563df8e1d6125e99731d746b8561e5",
          "db1f9749de3f0c3b7eb3d01c59bea1b7c6e93909a4a6df91fd5aff611aabbb87"),
    AIMER(aimer192s, "AIMer192s", "aimer-192s", 3, 48, 72, 9120,
          "eff6790c0d757b9d5d106615bce15c6ee89d3257cc16cab6e7dc28b82a48f567",
          "e449354dc9b5f4b23db798958a64200655cc4a41108ddd1bba80a99505e664ee"),
    AIMER(aimer256f, "AIMer256f", "aimer-256f", 5, 64, 96, 25120,
          "1c2f4896bfa0b220ce16c7dca07d42aad63cac4dca759009208f5432e42616ad",
          "ff367aa4a036e3a7c17dcf82bb2c5c2058a0c860e440eff8f161c55a6d76541d"),
    AIMER(aimer256s, "AIMer256s", "aimer-256s", 5, 64, 96, 17056,
          "9308036e065e613d69d71193edd58fc1e4490874ce79eba2df011cbec0990d11",
          "bcdac70e2f7bea9eb4a8af90dbcffe605a402cf31271d721b07a82a372adc499"),
    AIMER_V21(aimer128fv21, "AIMer128f-v2.1", "AIMer128f", "aimer128f", 1, 32, 48, 5888,
              "bd2bf0e826d7f80a3110ea436437b425be521ef0724322e53543566f32a58291",
              "d3a511837f4058f7e52f206d9e2b93c82b1c30b505fa371646565f3be5c9b4fe"),
    AIMER_V21(aimer128sv21, "AIMer128s-v2.1", "AIMer128s", "aimer128s", 1, 32, 48, 4160,
              "8959b24dfa59a84f21e822db37bc89012319814478ab30be0471ef1b7924bfef",
              "88af89ae8392fe451bccd723c059d3924198d9c5fc76de53f39151aff70ae1ab"),
    AIMER_V21(aimer192fv21, "AIMer192f-v2.1", "AIMer192f", "aimer192f", 3, 48, 72, 13056,
              "d54a9225e37bec1c21f398ba0f6fd2d3400d0a4e7e42578b5b1ac892d5824e7b",
              "0cafb287b7148250cab13738820e2608ecac6c3ec5f6f34cd148bd36a9cf75c9"),
    AIMER_V21(aimer192sv21, "AIMer192s-v2.1", "AIMer192s", "aimer192s", 3, 48, 72, 9120,
              "826ac0f6e10c6ac30fe50b1048ecf4d5f6c7ecbf9a15a20755cf109d61783f17",
              "e673707b61abb95fb8032587abd946eef3ef63b0f336bb5d15dbcf391fe0b1ac"),
    AIMER_V21(aimer256fv21, "AIMer256f-v2.1", "AIMer256f", "aimer256f", 5, 64, 96, 25120,
              "dff42effc0d43985f3e763c03ba442fe04aa7d5e5341c15e0cb94e0b0b6456e4",
              "f5cffcc63ab73a79855972028d183504bae43f91bd1b45624f6ea8ef1386e9c2"),
    AIMER_V21(aimer256sv21, "AIMer256s-v2.1", "AIMer256s", "aimer256s", 5, 64, 96, 17056,
              "ca00d1362544b5555343a5927cc12f1aee90489c6b734ce7ff80a5027fd0f916",
              "f19d6c988a3dc72d901a45df2d0538d7ab31a5598ca57165d9ba92dcf967c791"),
    AIMER_V3(aimer128fv3, "AIMer128f-v3", "AIMer128f", "aimer-128f", 1, 32, 48, 6944,
             "be34ec6df94f4d6ebf7907bfb4931016ac61e66bffb044c28628aafcdc33ca2e",
             "5c6875d45491619f8330caf1a8bca0d4007473635408dede18b5e403a1d85056"),
    AIMER_V3(aimer128sv3, "AIMer128s-v3", "AIMer128s", "aimer-128s", 1, 32, 48, 4704,
             "bc342cd9bf8d772e23c44832d6149b55c2b23e4d2f2e764797a5205854682a99",
             "032c064138a05ef8ee0b9ac145f11f6eefad60ce5057c01d9f783691e5bb676e"),
    AIMER_V3(aimer192fv3, "AIMer192f-v3", "AIMer192f", "aimer-192f", 3, 48, 72, 15408,
             "99bac16644518d92b5538ae04a31db106be20f05264f5393e31af661ac8f3f1a",
             "8a0e38b5b1703693f71a7cf40a2abd32b9bdcfacecd0c14b0c3ddd34f50fb127"),
    AIMER_V3(aimer192sv3, "AIMer192s-v3", "AIMer192s", "aimer-192s", 3, 48, 72, 10320,
             "731a3fe5598c404d8e013d110a8b9e546857159b6ed10a4904734fd888af67ff",
             "80c284ee33207a151f987449dce86e6c337d8a21e678f2530c75e4d2cf8ba1dc"),
    AIMER_V3(aimer256fv3, "AIMer256f-v3", "AIMer256f", "aimer-256f", 5, 64, 96, 31360,
             "98fc8688751b59eceb5253dcf6975b2b2b980f0abfb856fc36240a477c287215",
             "3ac6df9eb4616b31388e45d92635611a6eccd47c15502df23344a7c7a0544090"),
    AIMER_V3(aimer256sv3, "AIMer256s-v3", "AIMer256s", "aimer-256s", 5, 64, 96, 20224,
             "bf98e99b4539abbcd79af642acddd8783c2f55d1e5a3d89a5858145f92cf6693",
             "fce0d248714791d599be8a03e7ffd06d414497ebaa290e28b7b46fc6e4fbab00"),
#endif
#if KPQC_HAVE_HAETAE
    HAETAE(haetae2, "HAETAE2", "haetae_mode2", 2, 992, 1408, 1474,
           "8414c29dc5d24b548b748dfc4208796619877a7e2e7605da978a8875fa36951b",
           "178b17b13247cee9d9b0988bb91c2b8719540cc1f7fb3142aa9feaf17567d81f"),
    HAETAE(haetae3, "HAETAE3", "haetae_mode3", 3, 1472, 2112, 2349,
           "7417b971ab5b28875479c8df3c70aca9d9d85e435b4473ace8347cac44081053",
           "d77e872badcadc0df40415b60b0230af2215cde0ae822142f2a81e605f6b1709"),
    HAETAE(haetae5, "HAETAE5", "haetae_mode5", 5, 2080, 2752, 2948,
           "f5e882ce59939281a6ae11a1a3fc4421356f2baf22c68e056bb4d3d1dba67cdd",
           "4f1e34f24718308614901d4c24feac378a6ceaf2a50316bc2b9c4961c7e312ca"),
    HAETAE_V120(haetae2v120, "HAETAE2-v1.2.0", "HAETAE2", "haetae_mode2", 2, 992, 1408, 1474,
                "508e9664a36eb992d011702cfdbb4816d17b3ea5755c0728ffa84219b8244348",
                "d7625074afea4b6f40b0db0efbb143a73dee01669bb3ef24eccc6962c57a765d"),
    HAETAE_V120(haetae3v120, "HAETAE3-v1.2.0", "HAETAE3", "haetae_mode3", 3, 1472, 2112, 2349,
                "bb388a12deeb953205429ad1281b38467678f9ebc21aa9d8c8486f20bd02d31a",
                "476858961744bdfa5881815ec9d2108cffe7f2128849aef1dfabac85cc2312f6"),
    HAETAE_V120(haetae5v120, "HAETAE5-v1.2.0", "HAETAE5", "haetae_mode5", 5, 2080, 2752, 2948,
                "3923b6a811942205accb75fff688bbe6cbc4bf3ee031ff1b190ca1e80f7a79d1",
                "0bf55bf798c0c103cf067368b43c8720bc955f54516160363aa135b9993dd73a"),
    HAETAE_R2(haetae2r2, "HAETAE2-r2", "HAETAE2", "HAETAE2", 2, 992, 1408, 1474,
              "7624737b82473a106d2f1d5c630afb1fc19d9c7a0ed87392c03e50fabef62ad6",
              "f98afbd499132b26e99af1802021eece158069a51f6ae9bc20f06eacc8132666"),
    HAETAE_R2(haetae3r2, "HAETAE3-r2", "HAETAE3", "HAETAE3", 3, 1472, 2112, 2349,
              "b9d4355ef73388fe8d9f0b9c28a26367ba69b2d37ec18caf43bd6f9e30bf87a4",
              "dcea1f9a2f2a102e1fd67697c4a3a2e1bf6c7db467639f34bcef0cf247bdd656"),
    HAETAE_R2(haetae5r2, "HAETAE5-r2", "HAETAE5", "HAETAE5", 5, 2080, 2752, 2948,
              "a4e9070f70a01be28348586faeee287b63836faae652b17a08cfd6219d3bcfe0",
              "4b111a7ad7f268009caa4798a5c5d9c340abbfa097680264e18d234db01af593"),
#endif
#if KPQC_HAVE_NCCSIGN
    NCCSIGN(nccsign1, "NCC-Sign1", 1, 1760, 2688, 2912,
            "0fa81ac8d6f9ce12d181a5690cb94949b06f1d34eb66f45ba44463cbeacf1c4a",
            "434d6276faf88e1fda16ec68a38a3dce6cc5040b069cf7ca67fc17591b07b7b5"),
    NCCSIGN(nccsign3, "NCC-Sign3", 3, 2336, 3552, 3872,
            "803574c58bec1354cb59e97595c85f3b4f3b83ce8891b22a56ea7d30c9046544",
            "bdb7784d61f391c656847071d27a148de9233d6b0dcb9a36754010d1cb53d6c5"),
    NCCSIGN(nccsign5, "NCC-Sign5", 5, 3200, 5568, 6080,
            "0a0d36f8754bb8715dfe14a46c890f5dd72c77128cb497b0e80d16c6ff8ae30d",
            "a0866d5720930ab6f881ae5654a067b7a23a5218cacad0242775a4c0393010a7"),
    NCCSIGN(nccsign5prime, "NCC-Sign5prime", 5, 3104, 4448, 5152,
            "cda2e25b83c944b77bef55efa6a1de39e74c15dd547cb64761cb80cbfe69f173",
            "4074e7c14111b3ab94636f2c9d5297ab6824fb707a4567aabc10331283b9c423"),
#endif
#if KPQC_HAVE_TIGER
    TIGER(tiger128, "TiGER128", TIGER_V30, NULL, 1, 480, 134 + 480, 640,
          "4b356d3f3827819946f237c021a726a67013c1abcfb3163dd5c5ac3e9d7829e7",
          "7995a6edbffc952c60fd4eda988b94e7325302e1d6225f27e07e7f1f8718dd70"),
    TIGER(tiger192, "TiGER192", TIGER_V30, NULL, 3, 928, 178 + 928, 1280,
          "1df56e9d6dcedd076798b4a8d6b09a03b5eae525df6d415ab5516805fc697522",
          "7128a1113fe6fb6d5192a5740e492b753898650504386f3655889dca803ce0be"),
    TIGER(tiger256, "TiGER256", TIGER_V30, NULL, 5, 928, 263 + 928, 1408,
          "ea0784402a556279b61cf3645d8ea62d5214d39ffc5dbb3279efbef8a369b6c1",
          "2a218a345bed6783551baa8717bfeedcb7c6f436322d3ba0af83c0c6cc2ccb85"),
    TIGER(tiger128r1014, "TiGER128-ref20231014", TIGER_REF1014, "TiGER128", 1, 480, 134 + 480, 640,
          "1c721eec666a68ad5d1ee9271dd23cb169b29b4ceaa770b12c7f489534155fff",
          "bde4fd1269c3e3407c2698fdcc8d93fa985edb0779285b47b029b38d5e4d241d"),
    TIGER(tiger192r1014, "TiGER192-ref20231014", TIGER_REF1014, "TiGER192", 3, 928, 178 + 928, 1280,
          "a72c414b7b2459f675a81e56d766e7a81393cdd6ad1247a91cbeac11d1221e6a",
          "19e352721f25749b256f7fb46d0719e7e741294ddca81635d3971aef8c0ebec8"),
    TIGER(tiger256r1014, "TiGER256-ref20231014", TIGER_REF1014, "TiGER256", 5, 928, 263 + 928, 1408,
          "c60941a31a95e8ac58a726795f4c7c8a755dd7339b6a9e743cb8874ad55c8871",
          "99c5317d0a90373b7056ba0365f47615d0b915fb3b7abf86d8d0b1d08c41dd86"),
#endif
#if KPQC_HAVE_ROLLO
    ROLLO(rollo128, "LayeredROLLO-I-128", 1, 1800, 600, ROLLO_BROKEN,
          "5d7d5e613b6b6ed1f80a43528824771b648edec0781ba32a509f304817f7c925",
          "9312ecfeeb2866b9482536d5ecae462e41ee8b7c6cd7d63413ebdb12ed630977"),
    ROLLO(rollo192, "LayeredROLLO-I-192", 3, 2190, 730, ROLLO_BROKEN,
          "b9d3850bf9ee6d27f887ff21f0113773a0ede1caf8cbe6c9e447b32e50f66fcb",
          "47ea780b49dac5e67cff8ef2dd562ef6cdb752ece4dd8321a123c57d59736b75"),
    ROLLO(rollo256, "LayeredROLLO-I-256", 5, 3900, 1300, "eliminated in Round 1",
          "187fb3347a125e250c8713cfdc6774587a812d694e94db998337a1d5120d4031",
          "99081753c17a5b6603e5129bd48172300931978d1edf2977119b1168c573d173"),
#endif
#if KPQC_HAVE_IPCC
    IPCC(ipcc1, "IPCC-1", "IPCC_f1",
         "167943538baf0f7ec5f1889af2342d494c48d2ff642edcfa8b0c75f92cad4174",
         "4f0355af1b80b0410fe1f79fe0ac473d2e9bcb9db310c694bf00b33acbf02ef9"),
    IPCC(ipcc3, "IPCC-3", "IPCC_f3",
         "e9b03934eda824bed2f9406e1a5fa3f9bc2efb998d3203fefb0a12af284f32c3",
         "518096922d19b900845bf0e09c8044db462b56e658a69773ff71ec5648e4bc8c"),
    IPCC(ipcc4, "IPCC-4", "IPCC_f4",
         "ccf85dc5cbbdaf0caa4c5d5b0d9b1868f059e9d1e82af8d60ba232963b28b634",
         "26959c104a16ef81436b49d113339a46752915d0fbf176a3be07c5a26d714b26"),
#endif
#if KPQC_HAVE_PALOMA
    PALOMA(paloma128, "PALOMA128", "PALOMA-128", 1, 319488, 94528, 136,
           "1b356214aeca5c4c7de78bec157087ed25b08ef9236b6b6430735d9a693fcfca",
           "6d9e3a7b5ad80d7cb90e0b210d90fce901e850fee3296d9ea1e738cdf41c2fb9"),
    PALOMA(paloma192, "PALOMA192", "PALOMA-192", 3, 812032, 357568, 240,
           "4e85546b57a491c88c62ea1e4395323ffdc62e26eec1eee631ab362dd535b645",
           "2d7214b5313a2ea241aa1bc644bc4a11f2dd3df4b84446f99caf1cca8d8ebbb3"),
    PALOMA(paloma256, "PALOMA256", "PALOMA-256", 5, 1025024, 359616, 240,
           "c079a6951ca4858464398cd59764b958defef67bc1d7e7c815803b4745b92593",
           "32b0d82c13ab8634c004ffbcf250beba6edaedad8cc9a2b3413f5106d16c0c7d"),
#endif
#if KPQC_HAVE_MQSIGN
    MQSIGN(mqsignlr1, "MQ-Sign-LR-1", "MQLR(256,72,46)", 1, 322967, 160881,
           "91b3f015358fe86320daf6db29e90907a56d0a2b441ef2902f043cd129abc366",
           "346d56b5efae3b223560fd64b99fe1c3cddaa375d12078f46aefc400b8ae0fb4"),
    MQSIGN(mqsignlr3, "MQ-Sign-LR-3", "MQLR(256,112,72)", 3, 1225441, 601249,
           "8fdd18905959063a9765cb8776320f13f6391e37b88f8f8e6e5a135ea6bdcf03",
           "b87be54c9ef1fc6f7f7f96d0c78090648c0c5d2bbbbd5cf2fa8cd84a961acd6b"),
    MQSIGN(mqsignlr5, "MQ-Sign-LR-5", "MQLR(256,148,96)", 5, 2869441, 1400113,
           "50868df7c4656bcadcc5de5f41672750da6d0e50cf69bcbb2f3c86c40bd38b82",
           "2019c0e7afaa72f56919a770bfaed26bb4d186b024629062d98d03eb6047a4d3"),
    MQSIGN(mqsignrr1, "MQ-Sign-RR-1", "MQRR(256,72,46)", 1, 323031, 276649,
           "05e586440083ac8f1166e701abd99fc60bf903fe11178737c17119a8969aa3e9",
           "e1780e629d1c15817fe34981cc79e9bdaedd8645dc0a7da29dde4c062ea82c89"),
    MQSIGN(mqsignrr3, "MQ-Sign-RR-3", "MQRR(256,112,72)", 3, 1225505, 1044385,
           "f3183b373a1fc7a3437acda1b18d2b013dd041c526ff35cd43eef8c42b70fade",
           "a443c7c84dc31317d919030a6e96520c54fcc859192067b004a82cfaefdc8253"),
    MQSIGN(mqsignrr5, "MQ-Sign-RR-5", "MQRR(256,148,96)", 5, 2869505, 2436769,
           "7683aabfaf6132ac40388bab6bb35f3506f815ec8ddd662ad5a7e71f8f93815f",
           "b4067a0e5ce05d871f9b2b90e1b8455f4cfd1708c6229ecc5e669feba16d216c"),
#endif
#if KPQC_HAVE_GCKSIGN
    GCKSIGN(gcksign2, "GCKSign-II", 2, 1760, 288, 1952,
            "5bf2a259961841645259f1a6f83fde4d501b66632a9c132e50391008c6e8fa7a",
            "3003931704ab4555e8a8fd8489b8122b19fee0d535be28b90288661ccf9fdf33"),
    GCKSIGN(gcksign3, "GCKSign-III", 3, 1952, 288, 2080,
            "f242b6f61b1537dfdeaf68c96ddf8b6292ff4591fe794907f05930614ecef9a3",
            "2f61ae65587082b01ef8fb89b499e36fe13e929e24ca43a991656d7ce713ebb8"),
    GCKSIGN(gcksign5, "GCKSign-V", 5, 3040, 544, 3104,
            "4920149bd8e278b23b9f19bd103cd00f49ebd99acc22ec6731632a75bd20839f",
            "e7644d002c44cd2bd46a1800b2516b2625cd440bede0fce3c93568fa2903224d"),
#endif
#if KPQC_HAVE_SOLMAE
    SOLMAE(solmae512, "SOLMAE512", "Solmae-512", 1, 4097, 16385, 8233),
    SOLMAE(solmae1024, "SOLMAE1024", "Solmae-1024", 5, 8193, 32769, 16425),
#endif
#if KPQC_HAVE_PEREGRINE
    PEREGRINE(peregrine512, "Peregrine512", "Peregrine-512", 1, 897, 1281, 716,
              "a6f220afea06a29c63f48619e184017f2cdfea5e3741e0f7861d44ede26ff9ca",
              "7065d75952e4ece7c0e6641fd96e01267517c6e3f2aa1f97c9ef8ac75c1a0f24"),
    PEREGRINE(peregrine1024, "Peregrine1024", "Peregrine-1024", 5, 1793, 2305, 1366,
              "e4e10ac28a6af9e86bb411a0e20d63469b95879d5ca2c6b6f2c2af5c2b290000",
              "05aedcfcdf2e2954d81d16f40218ce139471ffec021cbb926b4a35c65ac9b4c0"),
#endif
#if KPQC_HAVE_PQSIGRM
    PQSIGRM(pqsigrm613, "pqsigRM-613", "pqsigRM-6-13", 1, 4194304, 24592, 1040,
            "063b99bbd5f04783558d292d5e9b38382d2f93e87a88210a4e22cf2170eb39da",
            "2edfe52e51849c99d72a18a8f8966c342c080b3f0ca1c31f2ba9ffa175ab0189"),
#endif
#if KPQC_HAVE_LIBOQS
    MLKEM(mlkem512, "ML-KEM-512", 1, 800, 1632, 768),
    MLKEM(mlkem768, "ML-KEM-768", 3, 1184, 2400, 1088),
    MLKEM(mlkem1024, "ML-KEM-1024", 5, 1568, 3168, 1568),
    MLDSA(mldsa44, "ML-DSA-44", 2, 1312, 2560, 2420),
    MLDSA(mldsa65, "ML-DSA-65", 3, 1952, 4032, 3309),
    MLDSA(mldsa87, "ML-DSA-87", 5, 2592, 4896, 4627),
    FALCON(falcon512, "Falcon-512", 1, 897, 1281, 752),
    FALCON(falcon1024, "Falcon-1024", 5, 1793, 2305, 1462),
    SPHINCS(sphincssha2128f, "SPHINCS+-SHA2-128f-simple", 1, 32, 64, 17088),
    SPHINCS(sphincssha2128s, "SPHINCS+-SHA2-128s-simple", 1, 32, 64, 7856),
    SPHINCS(sphincssha2192f, "SPHINCS+-SHA2-192f-simple", 3, 48, 96, 35664),
    SPHINCS(sphincssha2192s, "SPHINCS+-SHA2-192s-simple", 3, 48, 96, 16224),
    SPHINCS(sphincssha2256f, "SPHINCS+-SHA2-256f-simple", 5, 64, 128, 49856),
    SPHINCS(sphincssha2256s, "SPHINCS+-SHA2-256s-simple", 5, 64, 128, 29792),
    SPHINCS(sphincsshake128f, "SPHINCS+-SHAKE-128f-simple", 1, 32, 64, 17088),
    SPHINCS(sphincsshake128s, "SPHINCS+-SHAKE-128s-simple", 1, 32, 64, 7856),
    SPHINCS(sphincsshake192f, "SPHINCS+-SHAKE-192f-simple", 3, 48, 96, 35664),
    SPHINCS(sphincsshake192s, "SPHINCS+-SHAKE-192s-simple", 3, 48, 96, 16224),
    SPHINCS(sphincsshake256f, "SPHINCS+-SHAKE-256f-simple", 5, 64, 128, 49856),
    SPHINCS(sphincsshake256s, "SPHINCS+-SHAKE-256s-simple", 5, 64, 128, 29792),
    HQC(hqc128, "HQC-128", 1, 2249, 2305, 4433),
    HQC(hqc192, "HQC-192", 3, 4522, 4586, 8978),
    HQC(hqc256, "HQC-256", 5, 7245, 7317, 14421),
    BIKE(bikel1, "BIKE-L1", 1, 1541, 5223, 1573),
    BIKE(bikel3, "BIKE-L3", 3, 3083, 10105, 3115),
    BIKE(bikel5, "BIKE-L5", 5, 5122, 16494, 5154),
    MCELIECE(mceliece348864, "Classic-McEliece-348864", 1, 261120, 6492, 96,
             kpqc_nist_impl_mceliece),
    MCELIECE(mceliece348864f, "Classic-McEliece-348864f", 1, 261120, 6492, 96,
             kpqc_nist_impl_mceliece_f),
    MCELIECE(mceliece460896, "Classic-McEliece-460896", 3, 524160, 13608, 156,
             kpqc_nist_impl_mceliece),
    MCELIECE(mceliece460896f, "Classic-McEliece-460896f", 3, 524160, 13608, 156,
             kpqc_nist_impl_mceliece_f),
    MCELIECE(mceliece6688128, "Classic-McEliece-6688128", 5, 1044992, 13932, 208,
             kpqc_nist_impl_mceliece),
    MCELIECE(mceliece6688128f, "Classic-McEliece-6688128f", 5, 1044992, 13932, 208,
             kpqc_nist_impl_mceliece_f),
    MCELIECE(mceliece6960119, "Classic-McEliece-6960119", 5, 1047319, 13948, 194,
             kpqc_nist_impl_mceliece),
    MCELIECE(mceliece6960119f, "Classic-McEliece-6960119f", 5, 1047319, 13948, 194,
             kpqc_nist_impl_mceliece_f),
    MCELIECE(mceliece8192128, "Classic-McEliece-8192128", 5, 1357824, 14120, 208,
             kpqc_nist_impl_mceliece),
    MCELIECE(mceliece8192128f, "Classic-McEliece-8192128f", 5, 1357824, 14120, 208,
             kpqc_nist_impl_mceliece_f),
#endif
    {.info = {.name = NULL}} /* end marker: keeps the table valid when no family is built */
};

const size_t kpqc_registry_size = sizeof kpqc_registry / sizeof kpqc_registry[0] - 1;

/* Official files with another number of entries than NIST's 100 (their
 * kat_sha256 is the digest of that many). A table by name, so that rows keep
 * their layout. */
static const struct {
    const char *name;
    unsigned entries;
} kat_entries_table[] = {
    {"pqsigRM-613", 2},
};

unsigned kpqc_scheme_kat_entries(const kpqc_scheme *s)
{
    if (s == NULL || s->info.name == NULL) return 0;
    for (size_t i = 0; i < sizeof kat_entries_table / sizeof kat_entries_table[0]; i++) {
        if (strcmp(kat_entries_table[i].name, s->info.name) == 0) return kat_entries_table[i].entries;
    }
    return 100;
}
