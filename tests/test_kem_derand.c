/* kpqc_kem_keypair_derand: for every KEM row and backend this CPU runs, the
 * key pair is a function of the 48-byte seed (same seed, same bytes; another
 * seed, another pk), it is the pair of the official KAT record with that seed
 * for the rows written by PQCgenKAT_kem (KAT entry 0: its seed line and its
 * pk and sk), the pair works (encapsulate, decapsulate), the calling thread's
 * DRBG stream goes on where it was, and bad arguments get their error codes.
 * usage: test_kem_derand [--shard i/n] [--once] [SCHEME...] */
#include <stdlib.h>
#include <string.h>

#include "kat_style.h"
#include "kpqc/kat.h"
#include "test_support.h"

/* The hex value of "name = " in the first record of rsp (a NUL-terminated
 * .rsp text) into out (len bytes); 0, or -1 when absent or of another length. */
static int field_of(const char *rsp, const char *name, uint8_t *out, size_t len)
{
    char key[16];
    snprintf(key, sizeof key, "\n%s = ", name);
    const char *p = strstr(rsp, key);
    if (p == NULL) return -1;
    p += strlen(key);
    size_t digits = strcspn(p, "\r\n");
    if (digits != 2 * len) return -1;
    char *copy = malloc(digits + 1);
    if (copy == NULL) return -1;
    memcpy(copy, p, digits);
    copy[digits] = '\0';
    int r = test_unhex(out, len, copy);
    free(copy);
    return r;
}

/* KAT entry 0 of s: its seed, pk and sk must be the derandomized pair. */
static void check_kat_entry0(const kpqc_scheme *s, const char *backend, uint8_t *seed_out)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    uint8_t kat_seed[48];
    kpqc_kat_default_seed(kat_seed);
    char *text = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    CHECK(f != NULL);
    if (f == NULL) return;
    int r = kpqc_kat_write(s, backend, kat_seed, 1, NULL, f);
    fclose(f);
    CHECK_MSG(r == KPQC_OK, "%s [%s]: kat_write %d", in->name, backend, r);
    uint8_t *want_pk = malloc(in->public_key_bytes), *want_sk = malloc(in->secret_key_bytes);
    CHECK(want_pk != NULL && want_sk != NULL);
    if (r == KPQC_OK && want_pk != NULL && want_sk != NULL) {
        CHECK_MSG(field_of(text, "seed", seed_out, 48) == 0, "%s: no seed in entry 0", in->name);
        CHECK_MSG(field_of(text, "pk", want_pk, in->public_key_bytes) == 0 &&
                      field_of(text, "sk", want_sk, in->secret_key_bytes) == 0,
                  "%s: no pk/sk of its sizes in entry 0", in->name);
    }
    free(text);
    /* The caller derives the pair from seed_out and compares with these. */
    uint8_t *dpk = malloc(in->public_key_bytes), *dsk = malloc(in->secret_key_bytes);
    CHECK(dpk != NULL && dsk != NULL);
    if (dpk != NULL && dsk != NULL && want_pk != NULL && want_sk != NULL) {
        r = kpqc_kem_keypair_derand(s, backend, dpk, in->public_key_bytes, dsk,
                                    in->secret_key_bytes, seed_out, 48);
        CHECK_MSG(r == KPQC_OK && memcmp(dpk, want_pk, in->public_key_bytes) == 0 &&
                      memcmp(dsk, want_sk, in->secret_key_bytes) == 0,
                  "%s [%s]: the derandomized pair of KAT entry 0's seed is not its pk/sk",
                  in->name, backend);
        test_pass();
    }
    free(dpk);
    free(dsk);
    free(want_pk);
    free(want_sk);
}

static void check_backend(const kpqc_scheme *s, const char *backend)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    size_t pkn = in->public_key_bytes, skn = in->secret_key_bytes;
    uint8_t *pk1 = malloc(pkn), *pk2 = malloc(pkn), *sk1 = malloc(skn), *sk2 = malloc(skn);
    uint8_t *ct = malloc(in->ciphertext_bytes), ss1[64], ss2[64], seed[48], a[16], b[16];
    CHECK(pk1 && pk2 && sk1 && sk2 && ct && in->shared_secret_bytes <= sizeof ss1);
    if (!(pk1 && pk2 && sk1 && sk2 && ct)) goto out;
    for (int i = 0; i < 48; i++) seed[i] = (uint8_t)(7 * i + 1);

    /* Same seed, same pair; the caller's DRBG stream continues untouched. */
    uint8_t own[48] = {0x42};
    kpqc_random_use_drbg(own);
    CHECK(kpqc_random_bytes(a, sizeof a) == KPQC_OK);
    kpqc_random_use_drbg(own);
    int r1 = kpqc_kem_keypair_derand(s, backend, pk1, pkn, sk1, skn, seed, 48);
    CHECK(kpqc_random_bytes(b, sizeof b) == KPQC_OK);
    kpqc_random_use_os();
    CHECK_MSG(memcmp(a, b, sizeof a) == 0, "%s [%s]: derand moved the thread's DRBG", in->name,
              backend);
    int r2 = kpqc_kem_keypair_derand(s, backend, pk2, pkn, sk2, skn, seed, 48);
    CHECK_MSG(r1 == KPQC_OK && r2 == KPQC_OK, "%s [%s]: derand %d %d", in->name, backend, r1, r2);
    CHECK_MSG(memcmp(pk1, pk2, pkn) == 0 && memcmp(sk1, sk2, skn) == 0,
              "%s [%s]: same seed, another pair", in->name, backend);
    seed[47] ^= 1;
    CHECK(kpqc_kem_keypair_derand(s, backend, pk2, pkn, sk2, skn, seed, 48) == KPQC_OK);
    CHECK_MSG(memcmp(pk1, pk2, pkn) != 0, "%s [%s]: another seed, the same pk", in->name, backend);
    /* The pair works. */
    CHECK(kpqc_kem_encaps(s, backend, ct, in->ciphertext_bytes, ss1, in->shared_secret_bytes, pk1,
                          pkn) == KPQC_OK);
    CHECK(kpqc_kem_decaps(s, backend, ss2, in->shared_secret_bytes, ct, in->ciphertext_bytes, sk1,
                          skn) == KPQC_OK);
    CHECK_MSG(memcmp(ss1, ss2, in->shared_secret_bytes) == 0, "%s [%s]: derand pair round trip",
              in->name, backend);
    /* Errors. */
    CHECK(kpqc_kem_keypair_derand(s, backend, pk1, pkn, sk1, skn, seed, 47) == KPQC_ERR_SIZE);
    CHECK(kpqc_kem_keypair_derand(s, backend, pk1, pkn, sk1, skn, NULL, 48) == KPQC_ERR_ARGUMENT);
    CHECK(kpqc_kem_keypair_derand(s, backend, pk1, pkn - 1, sk1, skn, seed, 48) == KPQC_ERR_SIZE);
    if (in->kat_style == KPQC_KAT_KEM && in->kat_sha256 != NULL) {
        uint8_t kat0[48];
        check_kat_entry0(s, backend, kat0);
    }
    test_pass();
out:
    free(pk1);
    free(pk2);
    free(sk1);
    free(sk2);
    free(ct);
}

int main(int argc, char **argv)
{
    test_schemes sel;
    if (test_select_schemes(argc, argv, &sel) != 0) return 2;
    size_t rows = 0;
    for (size_t i = 0; i < sel.n; i++) {
        const kpqc_scheme *s = sel.list[i];
        if (kpqc_scheme_info_of(s)->kind != KPQC_KIND_KEM) continue;
        rows++;
        for (size_t b = 0; b < kpqc_backend_count(s); b++) {
            if (!kpqc_backend_available(s, b)) {
                printf("skip: %s [%s]: this CPU lacks its features\n", kpqc_scheme_info_of(s)->name,
                       kpqc_backend_name(s, b));
                continue;
            }
            check_backend(s, kpqc_backend_name(s, b));
            if (test_once()) break;
        }
    }
    if (rows == 0) {
        printf("skip: no KEM in this selection\n");
        return 77;
    }
    return test_finish("kem derand");
}
