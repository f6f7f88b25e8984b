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
#if KPQC_HAVE_HAETAE
DECLARE_SIGN(haetae2)
DECLARE_SIGN(haetae3)
DECLARE_SIGN(haetae5)
#endif
#if KPQC_HAVE_AIMER
DECLARE_SIGN(aimer128f)
DECLARE_SIGN(aimer128s)
DECLARE_SIGN(aimer192f)
DECLARE_SIGN(aimer192s)
DECLARE_SIGN(aimer256f)
DECLARE_SIGN(aimer256s)
#endif

/* Every KpqC row ends its info with this (the NIST rows at the end have theirs). */
#define KPQC_GROUP "KpqC", "kpqc: written in this repository, byte-exact to the official KATs", NULL

#define PORTABLE_KEM(id) {{"portable", 0, &kpqc_##id##_portable_kem_ops, NULL}}
#define PORTABLE_SIGN(id) {{"portable", 0, NULL, &kpqc_##id##_portable_sign_ops}}

/* NTRU+ final: KATs unchanged since 2026-01-21, as pinned by KpqClean ver2. */
#define NTRUPLUS(id, nm, lvl, pk, sk, ct, digest, digest1)                                  \
    {{nm, "NTRU+", "final (KAT 2026-01-21)", nm, KPQC_KIND_KEM, KPQC_KAT_KEM, lvl, pk, sk, \
      ct, 32, 0, 0, digest, digest1, KPQC_GROUP},                                           \
     PORTABLE_KEM(id)}

/* SMAUG-T v1.2.0 (CryptoLabInc tag v1.2.0, as pinned by KpqClean ver2); TiMER
 * is its mode t. */
#define SMAUGT(id, nm, hdr, lvl, pk, sk, ct, digest, digest1)                                \
    {{nm, "SMAUG-T", "v1.2.0", hdr, KPQC_KIND_KEM, KPQC_KAT_KEM, lvl, pk, sk, ct, 32, 0, 0, \
      digest, digest1, KPQC_GROUP},                                                        \
     PORTABLE_KEM(id)}

/* AIMer with AIM2, package of 2026-01-30 as pinned by KpqClean ver2. */
#define AIMER(id, nm, hdr, lvl, pk, sk, sig, digest, digest1)                                \
    {{nm, "AIMer", "2026-01-30 (AIM2)", hdr, KPQC_KIND_SIGNATURE, KPQC_KAT_SIGN_COMBINED, lvl, \
      pk, sk, 0, 0, sig, 0, digest, digest1, KPQC_GROUP},                                      \
     PORTABLE_SIGN(id)}

/* HAETAE v1.1.2 as pinned by KpqClean ver2 (KAT driver: seeds drawn, context
 * string, detached signatures of fixed length). */
#define HAETAE(id, nm, hdr, lvl, pk, sk, sig, digest, digest1)                                  \
    {{nm, "HAETAE", "v1.1.2", hdr, KPQC_KIND_SIGNATURE, KPQC_KAT_SIGN_HAETAE, lvl, pk, sk, 0, 0, \
      sig, 255, digest, digest1, KPQC_GROUP},                                                   \
     PORTABLE_SIGN(id)}

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
    {.info = {.name = NULL}} /* end marker: keeps the table valid when no family is built */
};

const size_t kpqc_registry_size = sizeof kpqc_registry / sizeof kpqc_registry[0] - 1;
