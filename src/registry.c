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
#include "cpu.h"

#define DECLARE_KEM(id) extern const kpqc_kem_ops kpqc_##id##_portable_kem_ops;
#define DECLARE_SIGN(id) extern const kpqc_sign_ops kpqc_##id##_portable_sign_ops;

#if KPQC_HAVE_NTRUPLUS
DECLARE_KEM(ntruplus768)
DECLARE_KEM(ntruplus864)
DECLARE_KEM(ntruplus1152)
#endif
#if KPQC_HAVE_SMAUGT
DECLARE_KEM(smaugt1)
DECLARE_KEM(smaugt3)
DECLARE_KEM(smaugt5)
DECLARE_KEM(timer)
#endif
#if KPQC_HAVE_TIGER
DECLARE_KEM(tiger128)
DECLARE_KEM(tiger192)
DECLARE_KEM(tiger256)
DECLARE_KEM(tiger128r1014)
DECLARE_KEM(tiger192r1014)
DECLARE_KEM(tiger256r1014)
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
#if KPQC_HAVE_GCKSIGN
DECLARE_SIGN(gcksign2)
DECLARE_SIGN(gcksign3)
DECLARE_SIGN(gcksign5)
#endif
#if KPQC_HAVE_HAETAE
DECLARE_SIGN(haetae2)
DECLARE_SIGN(haetae3)
DECLARE_SIGN(haetae5)
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
#define KPQC_GROUP "KpqC", KPQC_PROVENANCE, NULL, "KpqC standard (selected 2025)"
#define KPQC_ROUND2_GROUP "KpqC Round 2", KPQC_PROVENANCE, NULL, "Round 2 candidate (not selected)"
/* Round 1: status "eliminated in Round 1", or with "; broken: <attack, citation>". */
#define KPQC_ROUND1_GROUP(status) "KpqC Round 1", KPQC_PROVENANCE, NULL, status

/* Backend entries of a row: portable first, then the native ones, fastest
 * last. A native instance exists when the build defines
 * KPQC_HAVE_<FAMILY>_AVX2 (cmake/scheme.cmake); its entry lists the CPU
 * features it needs, and kpqc_backend_default picks it only where they are. */
#define PORTABLE_KEM(id) {"portable", 0, &kpqc_##id##_portable_kem_ops, NULL}
#define PORTABLE_SIGN(id) {"portable", 0, NULL, &kpqc_##id##_portable_sign_ops}
#define KPQC_AVX2_FEATURES (KPQC_CPU_AVX2 | KPQC_CPU_BMI2 | KPQC_CPU_POPCNT)
#define AVX2_KEM(id, extra) {"avx2", KPQC_AVX2_FEATURES | (extra), &kpqc_##id##_avx2_kem_ops, NULL}
#define AVX2_SIGN(id, extra) {"avx2", KPQC_AVX2_FEATURES | (extra), NULL, &kpqc_##id##_avx2_sign_ops}
#define DECLARE_AVX2_KEM(id) extern const kpqc_kem_ops kpqc_##id##_avx2_kem_ops;
#define DECLARE_AVX2_SIGN(id) extern const kpqc_sign_ops kpqc_##id##_avx2_sign_ops;

#if KPQC_HAVE_SMAUGT_AVX2
DECLARE_AVX2_KEM(smaugt1)
DECLARE_AVX2_KEM(smaugt3)
DECLARE_AVX2_KEM(smaugt5)
DECLARE_AVX2_KEM(timer)
#endif
#if KPQC_HAVE_HAETAE_AVX2
DECLARE_AVX2_SIGN(haetae2)
DECLARE_AVX2_SIGN(haetae3)
DECLARE_AVX2_SIGN(haetae5)
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

/* HAETAE v1.1.2 as pinned by KpqClean ver2 (KAT driver: seeds drawn, context
 * string, detached signatures of fixed length). */
#define HAETAE(id, nm, hdr, lvl, pk, sk, sig, digest, digest1)                                  \
    {{nm, "HAETAE", "v1.1.2", hdr, KPQC_KIND_SIGNATURE, KPQC_KAT_SIGN_HAETAE, lvl, pk, sk, 0, 0, \
      sig, 255, digest, digest1, KPQC_GROUP},                                                   \
     HAETAE_BACKENDS(id)}
#if KPQC_HAVE_HAETAE_AVX2
#define HAETAE_BACKENDS(id) {PORTABLE_SIGN(id), AVX2_SIGN(id, 0)}
#else
#define HAETAE_BACKENDS(id) {PORTABLE_SIGN(id)}
#endif

/* NCC-Sign v2.1, SHAKE variant (NIMS-Cryptography/NCC-Sign-MQ-Sign@8acccca, the
 * submitters' last Round-2 update; KpqClean ver2 ships the older v2.0).
 * Attached signatures sm = sig | m, deterministic signing, no context. */
#define NCCSIGN(id, nm, lvl, pk, sk, sig, digest, digest1)                                   \
    {{nm, "NCC-Sign", "v2.1 (SHAKE)", nm, KPQC_KIND_SIGNATURE, KPQC_KAT_SIGN_COMBINED, lvl, pk, \
      sk, 0, 0, sig, 0, digest, digest1, KPQC_ROUND2_GROUP},                                  \
     {PORTABLE_SIGN(id)}}
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
#define TIGER(id, nm, ver, lvl, pk, sk, ct, digest, digest1)                                 \
    {{nm, "TiGER", ver, "TiGER", KPQC_KIND_KEM, KPQC_KAT_KEM_TIGER, lvl, pk, sk, ct, 32, 0, 0, \
      digest, digest1, KPQC_ROUND1_GROUP("eliminated in Round 1")},                           \
     {TIGER_BACKENDS(id)}}
#if KPQC_HAVE_TIGER_AVX2
#define TIGER_BACKENDS(id) PORTABLE_KEM(id), AVX2_KEM(id, 0)
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
#define PALOMA(id, nm, hdr, lvl, pk, sk, ct, digest, digest1)                                 \
    {{nm, "PALOMA", "Round 2 (KpqClean ver2 896cf25)", hdr, KPQC_KIND_KEM,                  \
      KPQC_KAT_KEM_GLIBC_RAND, lvl, pk, sk, ct, 32, 0, 0, digest, digest1, KPQC_ROUND2_GROUP}, \
     {PORTABLE_KEM(id)}}

/* MQ-Sign v2.1 (NIMS-Cryptography/NCC-Sign-MQ-Sign@8acccca), LR and RR(s);
 * NIST sign driver, sm = m || signature. The full 100-entry files are
 * 97 MB to 1.06 GB: their digests are upstream's Readme checksums. */
#define MQSIGN(id, nm, hdr, lvl, pk, sk, digest, digest1)                                     \
    {{nm, "MQ-Sign", "v2.1", hdr, KPQC_KIND_SIGNATURE, KPQC_KAT_SIGN_COMBINED, lvl, pk, sk, 0, \
      0, (lvl) == 1 ? 150 : (lvl) == 3 ? 216 : 276, 0, digest, digest1, KPQC_ROUND2_GROUP},   \
     {PORTABLE_SIGN(id)}}

/* GCKSign: the KPQClean Round-1 code; its generator names every set
 * "UserDefinedAlgName". Verification is ours (the submission's accepts
 * forgeries, see src/sign/gcksign/sign.c); the KAT does not depend on it. */
#define GCKSIGN(id, nm, lvl, pk, sk, sig, digest, digest1)                                      \
    {{nm, "GCKSign", "Round 1 (KPQClean 7ea2087)", "UserDefinedAlgName", KPQC_KIND_SIGNATURE,   \
      KPQC_KAT_SIGN_COMBINED, lvl, pk, sk, 0, 0, sig, 0, digest, digest1,                      \
      KPQC_ROUND1_GROUP("eliminated in Round 1")},                                              \
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
      "NIST", LIBOQS prov, impl, "NIST standard or candidate"},                                                          \
     {{"liboqs", 0, &kpqc_nist_##id##_kem_ops, NULL}}}
#define NIST_SIGN(id, nm, fam, ver, lvl, pk, sk, sig, ctx, prov, impl)                      \
    {{nm, fam, ver, nm, KPQC_KIND_SIGNATURE, KPQC_KAT_SIGN_COMBINED, lvl, pk, sk, 0, 0, sig, \
      ctx, NULL, NULL, "NIST", LIBOQS prov, impl, "NIST standard or candidate"},                                         \
     {{"liboqs", 0, NULL, &kpqc_nist_##id##_sign_ops}}}

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
    TIGER(tiger128, "TiGER128", TIGER_V30, 1, 480, 134 + 480, 640,
          "4b356d3f3827819946f237c021a726a67013c1abcfb3163dd5c5ac3e9d7829e7",
          "7995a6edbffc952c60fd4eda988b94e7325302e1d6225f27e07e7f1f8718dd70"),
    TIGER(tiger192, "TiGER192", TIGER_V30, 3, 928, 178 + 928, 1280,
          "1df56e9d6dcedd076798b4a8d6b09a03b5eae525df6d415ab5516805fc697522",
          "7128a1113fe6fb6d5192a5740e492b753898650504386f3655889dca803ce0be"),
    TIGER(tiger256, "TiGER256", TIGER_V30, 5, 928, 263 + 928, 1408,
          "ea0784402a556279b61cf3645d8ea62d5214d39ffc5dbb3279efbef8a369b6c1",
          "2a218a345bed6783551baa8717bfeedcb7c6f436322d3ba0af83c0c6cc2ccb85"),
    TIGER(tiger128r1014, "TiGER128-ref20231014", TIGER_REF1014, 1, 480, 134 + 480, 640,
          "1c721eec666a68ad5d1ee9271dd23cb169b29b4ceaa770b12c7f489534155fff",
          "bde4fd1269c3e3407c2698fdcc8d93fa985edb0779285b47b029b38d5e4d241d"),
    TIGER(tiger192r1014, "TiGER192-ref20231014", TIGER_REF1014, 3, 928, 178 + 928, 1280,
          "a72c414b7b2459f675a81e56d766e7a81393cdd6ad1247a91cbeac11d1221e6a",
          "19e352721f25749b256f7fb46d0719e7e741294ddca81635d3971aef8c0ebec8"),
    TIGER(tiger256r1014, "TiGER256-ref20231014", TIGER_REF1014, 5, 928, 263 + 928, 1408,
          "c60941a31a95e8ac58a726795f4c7c8a755dd7339b6a9e743cb8874ad55c8871",
          "99c5317d0a90373b7056ba0365f47615d0b915fb3b7abf86d8d0b1d08c41dd86"),
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
