/* Signing with a caller-provided workspace (kpqc_sign_signature_ws), for
 * every signature scheme and every backend this CPU runs:
 * - a scheme with a workspace (kpqc_sign_workspace_bytes > 0) signs through
 *   it, in a misaligned buffer, byte for byte as kpqc_sign_signature from the
 *   same DRBG state; the signature verifies; the workspace is wiped (every
 *   byte is zero or the pattern it held before); a workspace one byte short
 *   gives KPQC_ERR_SIZE, ws NULL KPQC_ERR_ARGUMENT, and neither writes a
 *   signature (*siglen 0, sig untouched);
 * - a scheme without one signs with ws NULL and wslen 0, as
 *   kpqc_sign_signature (the first such scheme of the run signs; the others,
 *   whose key pairs can cost seconds, get the argument checks, which must
 *   give kpqc_sign_signature's error codes);
 * - the first entry of the official KAT file, with its signature made
 *   through the workspace, has the official digest (kat1_sha256; NIST
 *   PQCgenKAT_sign schemes with a workspace);
 * - a KEM has no workspace and gets KPQC_ERR_KIND.
 *   test_sign_ws [--shard i/n] [--once] [SCHEME...] */
#include <stdlib.h>
#include <string.h>

#include "kat_style.h"
#include "kpqc/kat.h"
#include "sha2.h"
#include "test_support.h"

#define PATTERN 0xa5

typedef struct {
    uint8_t *pk, *sk, *sig, *sig2;
    size_t pkb, skb, sigb;
} keys;

static int keys_new(keys *k, const kpqc_scheme_info *in)
{
    k->pkb = in->public_key_bytes;
    k->skb = in->secret_key_bytes;
    k->sigb = in->signature_bytes;
    k->pk = malloc(k->pkb);
    k->sk = malloc(k->skb);
    k->sig = malloc(k->sigb);
    k->sig2 = malloc(k->sigb);
    return k->pk && k->sk && k->sig && k->sig2 ? 0 : -1;
}

static void keys_free(keys *k)
{
    free(k->pk);
    free(k->sk);
    free(k->sig);
    free(k->sig2);
}

static void seed_with(unsigned tag)
{
    uint8_t seed[48];
    for (unsigned i = 0; i < 48; i++) seed[i] = (uint8_t)(tag * 131u + i);
    kpqc_random_use_drbg(seed);
}

/* One seed: keys, then the stack path and the workspace path from the same
 * DRBG state, compared and verified. ws: wsb bytes at a misaligned address
 * (NULL for a scheme without workspace). */
static void same_bytes(const kpqc_scheme *s, const char *b, keys *k, unsigned seed, uint8_t *ws,
                       size_t wsb)
{
    const char *name = kpqc_scheme_info_of(s)->name;
    uint8_t msg[57];
    size_t siglen = k->sigb, siglen2 = k->sigb;

    seed_with(seed);
    CHECK(kpqc_sign_keypair(s, b, k->pk, k->pkb, k->sk, k->skb) == KPQC_OK);
    CHECK(kpqc_random_bytes(msg, sizeof msg) == KPQC_OK);
    seed_with(1000 + seed);
    int r1 = kpqc_sign_signature(s, b, k->sig, &siglen, msg, sizeof msg, NULL, 0, k->sk, k->skb);
    seed_with(1000 + seed);
    if (ws != NULL) memset(ws, PATTERN, wsb);
    int r2 = kpqc_sign_signature_ws(s, b, k->sig2, &siglen2, msg, sizeof msg, NULL, 0, k->sk,
                                    k->skb, ws, wsb);
    CHECK_MSG(r1 == KPQC_OK && r2 == KPQC_OK, "%s [%s]: %s / %s", name, b, kpqc_error_string(r1),
              kpqc_error_string(r2));
    CHECK_MSG(siglen == siglen2 && memcmp(k->sig, k->sig2, siglen) == 0,
              "%s [%s] seed %u: the workspace path signs differently", name, b, seed);
    CHECK(kpqc_sign_verify(s, b, k->sig2, siglen2, msg, sizeof msg, NULL, 0, k->pk, k->pkb) ==
          KPQC_OK);
    if (ws != NULL) {
        size_t left = 0, zero = 0;
        for (size_t i = 0; i < wsb; i++) {
            left += ws[i] != 0 && ws[i] != PATTERN;
            zero += ws[i] == 0;
        }
        CHECK_MSG(left == 0, "%s [%s]: %zu workspace bytes not wiped", name, b, left);
        CHECK_MSG(zero > wsb / 2, "%s [%s]: the workspace was not used (%zu of %zu bytes zero)",
                  name, b, zero, wsb);
    }
}

/* A scheme without a workspace: ws NULL with bad arguments gives the codes
 * kpqc_sign_signature gives (a short secret key, a short signature buffer),
 * with no key pair made. */
static void plain_arguments(const kpqc_scheme *s, const char *b, keys *k)
{
    uint8_t msg[8] = {0};
    memset(k->sk, 0, k->skb);
    for (int kind = 0; kind < 2; kind++) {
        size_t siglen = kind ? k->sigb - 1 : k->sigb, siglen2 = siglen;
        const size_t skb = kind ? k->skb : k->skb - 1;
        int r1 = kpqc_sign_signature(s, b, k->sig, &siglen, msg, sizeof msg, NULL, 0, k->sk, skb);
        int r2 = kpqc_sign_signature_ws(s, b, k->sig2, &siglen2, msg, sizeof msg, NULL, 0, k->sk,
                                        skb, NULL, 0);
        CHECK_MSG(r1 == KPQC_ERR_SIZE && r2 == r1, "%s [%s]: %s / %s",
                  kpqc_scheme_info_of(s)->name, b, kpqc_error_string(r1), kpqc_error_string(r2));
    }
}

/* Too short or NULL: an error, *siglen 0 and sig untouched. */
static void refused(const kpqc_scheme *s, const char *b, keys *k, uint8_t *ws, size_t wsb)
{
    uint8_t msg[8] = {0};
    for (int kind = 0; kind < 2; kind++) {
        size_t siglen = k->sigb;
        memset(k->sig2, 0x5a, k->sigb);
        int r = kpqc_sign_signature_ws(s, b, k->sig2, &siglen, msg, sizeof msg, NULL, 0, k->sk,
                                       k->skb, kind ? NULL : ws, kind ? wsb : wsb - 1);
        CHECK_MSG(r == (kind ? KPQC_ERR_ARGUMENT : KPQC_ERR_SIZE), "%s [%s]: %s",
                  kpqc_scheme_info_of(s)->name, b, kpqc_error_string(r));
        CHECK(siglen == 0);
        size_t touched = 0;
        for (size_t i = 0; i < k->sigb; i++) touched += k->sig2[i] != 0x5a;
        CHECK(touched == 0);
    }
}

static void put_hex(kpqc_sha256_ctx *c, const uint8_t *p, size_t len)
{
    char h[3];
    for (size_t i = 0; i < len; i++) {
        snprintf(h, sizeof h, "%02X", p[i]);
        kpqc_sha256_update(c, (const uint8_t *)h, 2);
    }
}

/* Entry 0 of the official file (PQCgenKAT_sign) with sm signed through the
 * workspace: the file kpqc_kat_write_prefix writes, its "sm = " line
 * replaced by ours, hashed, against kat1_sha256. */
static void kat_entry0(const kpqc_scheme *s, const char *b, keys *k, uint8_t *ws, size_t wsb)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    uint8_t master[48], entry[48], msg[33], d[32];
    char hex[65];
    size_t siglen = k->sigb;

    kpqc_kat_default_seed(master);
    kpqc_random_use_drbg(master);
    CHECK(kpqc_random_bytes(entry, sizeof entry) == KPQC_OK);
    CHECK(kpqc_random_bytes(msg, sizeof msg) == KPQC_OK);
    kpqc_random_use_drbg(entry);
    CHECK(kpqc_sign_keypair(s, b, k->pk, k->pkb, k->sk, k->skb) == KPQC_OK);
    CHECK(kpqc_sign_signature_ws(s, b, k->sig2, &siglen, msg, sizeof msg, NULL, 0, k->sk, k->skb,
                                 ws, wsb) == KPQC_OK);
    kpqc_random_use_os();

    FILE *f = tmpfile();
    CHECK(f != NULL);
    if (f == NULL) return;
    CHECK(kpqc_kat_write_prefix(s, b, master, 100, 1, NULL, f) == KPQC_OK);
    long size = ftell(f);
    char *text = size > 0 ? malloc((size_t)size + 1) : NULL;
    CHECK(text != NULL);
    if (text == NULL) {
        fclose(f);
        return;
    }
    rewind(f);
    CHECK(fread(text, 1, (size_t)size, f) == (size_t)size);
    fclose(f);
    text[size] = '\0';
    char *sm = strstr(text, "\nsm = ");
    char *end = sm ? strchr(sm + 1, '\n') : NULL;
    CHECK(sm != NULL && end != NULL);
    if (sm != NULL && end != NULL) {
        kpqc_sha256_ctx c;
        kpqc_sha256_init(&c);
        kpqc_sha256_update(&c, (const uint8_t *)text, (size_t)(sm - text) + 6);
        put_hex(&c, msg, sizeof msg); /* sm = m || signature */
        put_hex(&c, k->sig2, siglen);
        kpqc_sha256_update(&c, (const uint8_t *)end, strlen(end));
        kpqc_sha256_final(&c, d);
        for (int i = 0; i < 32; i++) snprintf(hex + 2 * i, 3, "%02x", d[i]);
        CHECK_MSG(strcmp(hex, in->kat1_sha256) == 0,
                  "%s [%s]: KAT entry 0 through the workspace: %s, official %s", in->name, b, hex,
                  in->kat1_sha256);
    }
    free(text);
}

int main(int argc, char **argv)
{
    test_schemes sel;
    size_t signs = 0, with_ws = 0, plain_signed = 0;
    if (test_select_schemes(argc, argv, &sel) != 0) return 2;
    for (size_t j = 0; j < sel.n; j++) {
        const kpqc_scheme *s = sel.list[j];
        const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
        if (in->kind != KPQC_KIND_SIGNATURE) {
            size_t siglen = 0;
            CHECK(kpqc_sign_workspace_bytes(s, NULL) == 0);
            CHECK(kpqc_sign_signature_ws(s, NULL, NULL, &siglen, NULL, 0, NULL, 0, NULL, 0, NULL,
                                         0) == KPQC_ERR_KIND);
            continue;
        }
        signs++;
        for (size_t bi = 0; bi < kpqc_backend_count(s); bi++) {
            const char *b = kpqc_backend_name(s, bi);
            keys k;
            if (!kpqc_backend_available(s, bi)) continue;
            if (keys_new(&k, in) != 0) {
                CHECK(!"out of memory");
                keys_free(&k);
                continue;
            }
            size_t wsb = kpqc_sign_workspace_bytes(s, b);
            if (wsb == 0 && plain_signed++ == 0) {
                same_bytes(s, b, &k, 1, NULL, 0);
            } else if (wsb == 0) {
                plain_arguments(s, b, &k);
            } else {
                uint8_t *raw = malloc(wsb + 1);
                CHECK(raw != NULL);
                if (raw != NULL) {
                    uint8_t *ws = raw + 1; /* misaligned on purpose */
                    with_ws++;
                    for (unsigned seed = 1; seed <= test_seeds(2); seed++) {
                        same_bytes(s, b, &k, seed, ws, wsb);
                    }
                    refused(s, b, &k, ws, wsb);
                    if (in->kat_style == KPQC_KAT_SIGN_COMBINED && in->kat1_sha256 != NULL) {
                        kat_entry0(s, b, &k, ws, wsb);
                    }
                    free(raw);
                }
            }
            keys_free(&k);
            test_pass();
        }
    }
    kpqc_random_use_os();
    printf("%zu signature schemes, %zu backends with a workspace\n", signs, with_ws);
    if (signs == 0) return 77;
    return test_finish("sign_ws");
}
