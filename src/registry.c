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

#define PORTABLE_KEM(id) {{"portable", 0, &kpqc_##id##_portable_kem_ops, NULL}}
#define PORTABLE_SIGN(id) {{"portable", 0, NULL, &kpqc_##id##_portable_sign_ops}}

/* NTRU+ final: KATs unchanged since 2026-01-21, as pinned by KpqClean ver2. */
#define NTRUPLUS(id, nm, lvl, pk, sk, ct, digest, digest1)                                  \
    {{nm, "NTRU+", "final (KAT 2026-01-21)", nm, KPQC_KIND_KEM, KPQC_KAT_KEM, lvl, pk, sk, \
      ct, 32, 0, 0, digest, digest1},                                                       \
     PORTABLE_KEM(id)}

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
    {{NULL}, {{NULL}}} /* end marker: keeps the table valid when no family is built */
};

const size_t kpqc_registry_size = sizeof kpqc_registry / sizeof kpqc_registry[0] - 1;
