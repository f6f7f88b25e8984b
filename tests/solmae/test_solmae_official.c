/* SOLMAE against official records (the .rsp files in tests/solmae: records of the shared
 * KPQClean files, with their keys).
 *
 * The submission hashes only the first 32 message bytes and its signatures
 * carry floating-point noise (s1, s2 are doubles near integers); ours hashes
 * the whole message and accepts exact integers only. So:
 *   - under the submission's rule (32-byte prefix | nonce, nearest integers
 *     within 1/64), every record verifies with our equation code (hash, NTT
 *     product, centring, norm bound) and s2 equals the recomputed s1 h + c;
 *     a changed nonce byte, a changed prefix byte or a changed high bit of s1
 *     is rejected, while a changed byte after the 32nd is not (the
 *     submission's truncation);
 *   - our verification (kpqc_sign_open) rejects every record (all official
 *     messages are 33 bytes or longer; test_solmae_kat_verify checks the
 *     same through `kpqc kat --verify`);
 *   - our signing with the official secret key gives signatures our
 *     verification accepts under the official public key (same key format).
 *   usage: test_solmae_official SCHEME FILE.rsp */
#include <stdlib.h>
#include <string.h>

#include "test_support.h"

#define MAXN 1024
typedef int (*decode_pk_fn)(uint16_t *, const uint8_t *, double *);
typedef int (*decode_coeffs_fn)(int16_t *, const uint8_t *, int);
typedef void (*hash_fn)(uint16_t *, const uint8_t *, size_t, const uint8_t *);
typedef int (*equation_fn)(const uint16_t *, const int16_t *, const int16_t *, const uint16_t *,
                           uint16_t *);

#define DECL(set)                                                                               \
    int kpqc_##set##_portable_solmae_decode_pk(uint16_t *, const uint8_t *, double *);          \
    int kpqc_##set##_portable_solmae_decode_coeffs(int16_t *, const uint8_t *, int);            \
    void kpqc_##set##_portable_solmae_hash_to_point(uint16_t *, const uint8_t *, size_t,        \
                                                    const uint8_t *);                          \
    int kpqc_##set##_portable_solmae_verify_equation(const uint16_t *, const int16_t *,         \
                                                     const int16_t *, const uint16_t *,         \
                                                     uint16_t *);
DECL(solmae512)
DECL(solmae1024)

typedef struct {
    const char *name;
    size_t n;
    decode_pk_fn decode_pk;
    decode_coeffs_fn decode_coeffs;
    hash_fn hash;
    equation_fn equation;
} set_fns;

#define FNS(set, nm, n)                                                                         \
    {nm, n, kpqc_##set##_portable_solmae_decode_pk, kpqc_##set##_portable_solmae_decode_coeffs, \
     kpqc_##set##_portable_solmae_hash_to_point, kpqc_##set##_portable_solmae_verify_equation}
static const set_fns sets[] = {FNS(solmae512, "SOLMAE512", 512),
                               FNS(solmae1024, "SOLMAE1024", 1024)};

/* The submission's verification of sm (nonce | msg | 0x29 | s1 | s2) for a
 * message of mlen bytes: 0 accept. */
static int reference_rule(const set_fns *f, const uint8_t *pk, const uint8_t *sm, size_t mlen)
{
    static double tmp[MAXN];
    static uint16_t h[MAXN], c[MAXN], w[MAXN];
    static int16_t s1[MAXN], s2[MAXN];
    const uint8_t *tail = sm + 40 + mlen;
    if (tail[0] != 0x29 || f->decode_pk(h, pk, tmp) != 0 ||
        f->decode_coeffs(s1, tail + 1, 0) != 0 || f->decode_coeffs(s2, tail + 1 + 8 * f->n, 0) != 0)
        return -1;
    f->hash(c, sm + 40, 32, sm);
    return f->equation(h, s1, s2, c, w);
}

static uint8_t *field(char *line, const char *name, size_t *len)
{
    size_t k = strlen(name);
    if (strncmp(line, name, k) != 0 || strncmp(line + k, " = ", 3) != 0) return NULL;
    char *hex = line + k + 3;
    size_t digits = strcspn(hex, "\r\n");
    hex[digits] = '\0';
    uint8_t *out = malloc(digits / 2 + 1);
    if (out == NULL || test_unhex(out, digits / 2, hex) != 0) {
        free(out);
        return NULL;
    }
    *len = digits / 2;
    return out;
}

static void check_record(const kpqc_scheme *s, const set_fns *f, const uint8_t *msg, size_t mlen,
                         const uint8_t *pk, const uint8_t *sk, uint8_t *sm, size_t smlen)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
    uint8_t *opened = malloc(smlen), *sig = malloc(in->signature_bytes);
    size_t olen = smlen, siglen = in->signature_bytes;
    CHECK(opened != NULL && sig != NULL);
    if (opened == NULL || sig == NULL) goto out;
    CHECK(smlen == mlen + in->signature_bytes && memcmp(sm + 40, msg, mlen) == 0);
    CHECK_MSG(reference_rule(f, pk, sm, mlen) == 0, "%s: official record fails the submission's rule",
              f->name);
    /* changes the submission's rule must see */
    const size_t must_fail[] = {0, 39, 40, 40 + 31, 40 + mlen + 1 + 8 * 5 + 6};
    for (size_t i = 0; i < sizeof must_fail / sizeof must_fail[0]; i++) {
        sm[must_fail[i]] ^= 0x10;
        CHECK_MSG(reference_rule(f, pk, sm, mlen) != 0, "%s: byte %zu changed, still accepted",
                  f->name, must_fail[i]);
        sm[must_fail[i]] ^= 0x10;
    }
    /* a byte after the 32nd: the submission does not sign it */
    sm[40 + 32] ^= 0x01;
    CHECK_MSG(reference_rule(f, pk, sm, mlen) == 0, "%s: the 33rd byte is signed by the rule?",
              f->name);
    sm[40 + 32] ^= 0x01;
    /* ours signs the whole message: the record does not open */
    CHECK_MSG(kpqc_sign_open(s, NULL, opened, &olen, sm, smlen, pk, in->public_key_bytes) ==
                  KPQC_ERR_VERIFY,
              "%s: an official record (message of %zu bytes) opens with our verification",
              f->name, mlen);
    /* our signature with the official key verifies under the official pk */
    CHECK(kpqc_sign_signature(s, NULL, sig, &siglen, msg, mlen, NULL, 0, sk,
                              in->secret_key_bytes) == KPQC_OK);
    CHECK(kpqc_sign_verify(s, NULL, sig, siglen, msg, mlen, NULL, 0, pk, in->public_key_bytes) ==
          KPQC_OK);
    test_pass();
out:
    free(opened);
    free(sig);
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s SCHEME FILE.rsp\n", argv[0]);
        return 2;
    }
    const kpqc_scheme *s = kpqc_scheme_find(argv[1]);
    const set_fns *f = NULL;
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
        if (strcmp(sets[i].name, argv[1]) == 0) f = &sets[i];
    }
    FILE *fp = fopen(argv[2], "r");
    CHECK(s != NULL && f != NULL && fp != NULL);
    if (s == NULL || f == NULL || fp == NULL) return test_finish("solmae official");
    static char line[1 << 17];
    uint8_t *msg = NULL, *pk = NULL, *sk = NULL, *sm = NULL;
    size_t mlen = 0, pklen = 0, sklen = 0, smlen = 0, records = 0;
    while (fgets(line, sizeof line, fp) != NULL) {
        uint8_t *v;
        size_t len;
        if ((v = field(line, "msg", &len)) != NULL) free(msg), msg = v, mlen = len;
        if ((v = field(line, "pk", &len)) != NULL) free(pk), pk = v, pklen = len;
        if ((v = field(line, "sk", &len)) != NULL) free(sk), sk = v, sklen = len;
        if ((v = field(line, "sm", &len)) != NULL) {
            free(sm), sm = v, smlen = len;
            const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
            CHECK(msg && pk && sk && pklen == in->public_key_bytes &&
                  sklen == in->secret_key_bytes && mlen >= 33);
            if (msg && pk && sk && pklen == in->public_key_bytes && sklen == in->secret_key_bytes &&
                mlen >= 33)
                check_record(s, f, msg, mlen, pk, sk, sm, smlen);
            records++;
        }
    }
    fclose(fp);
    CHECK_MSG(records > 0, "%s: no records", argv[2]);
    printf("%s: %zu official records checked\n", argv[1], records);
    free(msg), free(pk), free(sk), free(sm);
    return test_finish("solmae official");
}
