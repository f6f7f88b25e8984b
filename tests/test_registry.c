/* The registry is consistent: unique names found case-insensitively, sizes
 * equal to every backend's own descriptor, a portable backend first, and the
 * KAT digests well formed. */
#include <ctype.h>
#include <string.h>

#include "kat_style.h"
#include "registry.h"
#include "test_support.h"

static int is_hex64(const char *s)
{
    if (s == NULL || strlen(s) != 64) return 0;
    for (; *s; s++) {
        if (!isxdigit((unsigned char)*s) || isupper((unsigned char)*s)) return 0;
    }
    return 1;
}

int main(void)
{
    size_t n = kpqc_scheme_count();
    CHECK_MSG(n > 0, "the registry is empty");
    for (size_t i = 0; i < n; i++) {
        const kpqc_scheme *s = kpqc_scheme_at(i);
        const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
        CHECK(in->name && in->family && in->version && in->kat_header);
        CHECK(in->nist_level >= 1 && in->nist_level <= 5);
        /* Groups: KpqC rows carry the official KAT digests; NIST rows (liboqs)
         * carry none, and say which implementation liboqs runs. */
        int kpqc_group = in->group != NULL && (strcmp(in->group, "KpqC") == 0 ||
                                               strcmp(in->group, "KpqC Round 2") == 0 ||
                                               strcmp(in->group, "KpqC Round 1") == 0);
        int nist_group = in->group != NULL && strcmp(in->group, "NIST") == 0;
        CHECK_MSG(kpqc_group || nist_group, "%s: group %s", in->name, in->group ? in->group : "NULL");
        CHECK(kpqc_scheme_is_kpqc(s) == kpqc_group);
        CHECK(in->provenance != NULL && in->provenance[0] != '\0');
        CHECK_MSG(in->status != NULL && in->status[0] != '\0', "%s: no status", in->name);
        if (in->group != NULL && strcmp(in->group, "KpqC Round 1") == 0) {
            /* An eliminated candidate says so; a broken one names the attack. */
            CHECK_MSG(strncmp(in->status, "eliminated in Round 1", 21) == 0, "%s: status %s",
                      in->name, in->status);
        }
        if (kpqc_group && in->kat_sha256 == NULL) {
            /* Verify-only rows (no reproducible official file: SOLMAE): both
             * digests absent, and only in the Round-1 group. */
            CHECK_MSG(in->kat1_sha256 == NULL && strcmp(in->group, "KpqC Round 1") == 0,
                      "%s: a KpqC row without KAT digests", in->name);
            CHECK(in->implementation == NULL);
        } else if (kpqc_group) {
            CHECK(is_hex64(in->kat_sha256) && is_hex64(in->kat1_sha256));
            CHECK(in->implementation == NULL);
            /* The digested file has 100 entries (NIST's default) or, for a few
             * megabyte-signature schemes, fewer (at least entry 0 and one more). */
            unsigned entries = kpqc_scheme_kat_entries(s);
            CHECK_MSG(entries >= 2 && entries <= 100, "%s: %u KAT entries", in->name, entries);
        } else {
            CHECK(in->kat_sha256 == NULL && in->kat1_sha256 == NULL);
            CHECK(in->implementation != NULL && in->implementation()[0] != '\0');
        }

        /* Version dimension: a versioned row is named "<current>-<version>"
         * after a current row of the same family and kind, and is a KpqC row. */
        CHECK(kpqc_scheme_is_current(s) == (in->current_row == NULL));
        if (in->current_row != NULL) {
            const kpqc_scheme *cur = kpqc_scheme_find(in->current_row);
            size_t clen = strlen(in->current_row);
            CHECK_MSG(cur != NULL && kpqc_scheme_is_current(cur), "%s: current row %s", in->name,
                      in->current_row);
            /* Or "<dropped set>-<version>" for a set the current version no
             * longer has (NTRU+576-r2): no row has the base name, and the
             * current row is the one of the same level that replaced it. */
            const char *dash = strrchr(in->name, '-');
            char base[64];
            size_t blen = dash != NULL ? (size_t)(dash - in->name) : 0;
            CHECK(blen < sizeof base);
            memcpy(base, in->name, blen);
            base[blen] = '\0';
            CHECK_MSG((strncmp(in->name, in->current_row, clen) == 0 && in->name[clen] == '-' &&
                       in->name[clen + 1] != '\0') ||
                          (dash != NULL && dash[1] != '\0' && kpqc_scheme_find(base) == NULL &&
                           cur != NULL && kpqc_scheme_info_of(cur)->nist_level == in->nist_level),
                      "%s: not named <current>-<version>", in->name);
            CHECK(kpqc_group && strcmp(kpqc_scheme_info_of(cur)->family, in->family) == 0 &&
                  kpqc_scheme_info_of(cur)->kind == in->kind &&
                  strcmp(kpqc_scheme_info_of(cur)->version, in->version) != 0);
        }

        /* Lookup by name in any case, and names unique. */
        char lower[64], upper[64];
        size_t len = strlen(in->name);
        CHECK(len < sizeof lower);
        for (size_t k = 0; k <= len; k++) {
            lower[k] = (char)tolower((unsigned char)in->name[k]);
            upper[k] = (char)toupper((unsigned char)in->name[k]);
        }
        CHECK(kpqc_scheme_find(lower) == s && kpqc_scheme_find(upper) == s);
        for (size_t j = i + 1; j < n; j++) {
            CHECK_MSG(strcmp(in->name, kpqc_scheme_info_of(kpqc_scheme_at(j))->name) != 0,
                      "duplicate name %s", in->name);
        }

        /* Backends: portable first (NIST: liboqs alone) and always available;
         * sizes agree. */
        size_t nb = kpqc_backend_count(s);
        if (nist_group) {
            CHECK(nb == 1 && strcmp(kpqc_backend_name(s, 0), "liboqs") == 0);
        } else {
            CHECK(nb >= 1 && strcmp(kpqc_backend_name(s, 0), "portable") == 0);
        }
        CHECK(kpqc_backend_available(s, 0));
        CHECK(kpqc_backend_default(s) != NULL);
        for (size_t b = 0; b < nb; b++) {
            const kpqc_backend *be = &s->backends[b];
            if (in->kind == KPQC_KIND_KEM) {
                CHECK_MSG(be->kem != NULL && be->sign == NULL, "%s: KEM ops", in->name);
                if (be->kem == NULL) continue;
                CHECK_MSG(be->kem->public_key_bytes == in->public_key_bytes &&
                              be->kem->secret_key_bytes == in->secret_key_bytes &&
                              be->kem->ciphertext_bytes == in->ciphertext_bytes &&
                              be->kem->shared_secret_bytes == in->shared_secret_bytes &&
                              be->kem->keypair && be->kem->encaps && be->kem->decaps,
                          "%s [%s]: descriptor disagrees with the registry", in->name, be->name);
                CHECK(in->kat_style == KPQC_KAT_KEM || in->kat_style == KPQC_KAT_KEM_TIGER ||
                      in->kat_style == KPQC_KAT_KEM_GLIBC_RAND ||
                      in->kat_style == KPQC_KAT_KEM_SK_NO_PK ||
                      in->kat_style == KPQC_KAT_PKE_IPCC);
            } else {
                CHECK_MSG(be->sign != NULL && be->kem == NULL, "%s: signature ops", in->name);
                if (be->sign == NULL) continue;
                CHECK_MSG(be->sign->public_key_bytes == in->public_key_bytes &&
                              be->sign->secret_key_bytes == in->secret_key_bytes &&
                              be->sign->signature_bytes == in->signature_bytes &&
                              be->sign->max_context_bytes == in->max_context_bytes &&
                              be->sign->keypair && be->sign->signature && be->sign->verify &&
                              be->sign->sign && be->sign->open,
                          "%s [%s]: descriptor disagrees with the registry", in->name, be->name);
                if (in->kat_style == KPQC_KAT_SIGN_HAETAE) {
                    CHECK(be->sign->keypair_derand && be->sign->signature_derand);
                }
            }
        }
        test_pass();
    }
    CHECK(kpqc_scheme_find("no-such-scheme") == NULL && kpqc_scheme_find(NULL) == NULL);
    CHECK(kpqc_scheme_at(n) == NULL);
    test_pass();
    return test_finish("registry");
}
