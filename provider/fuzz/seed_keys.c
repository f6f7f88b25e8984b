/* The seed corpus of fuzz_provider_decoders, made at build time: for every
 * signature algorithm the kpqc module offers, a fresh key pair written as
 * SubjectPublicKeyInfo and PKCS#8 (DER and PEM), and PKCS#8 version 0
 * without the public key (DER).
 *
 *     seed_keys DIR */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/bio.h>
#include <openssl/core.h>
#include <openssl/core_dispatch.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/encoder.h>
#include <openssl/err.h>
#include <openssl/evp.h>

#include "fuzz_provider.h"

static int write_file(const char *dir, const char *alg, const char *kind,
                      const unsigned char *data, size_t len)
{
    char path[4096];
    FILE *f;
    int ok;
    if (snprintf(path, sizeof(path), "%s/%s.%s", dir, alg, kind) >= (int)sizeof(path))
        return 0;
    f = fopen(path, "wb");
    if (f == NULL) {
        fprintf(stderr, "seed_keys: cannot write %s\n", path);
        return 0;
    }
    ok = fwrite(data, 1, len, f) == len;
    return fclose(f) == 0 && ok;
}

static int write_encoding(const char *dir, const char *alg, const char *kind, EVP_PKEY *pk,
                          int selection, const char *type, const char *structure)
{
    OSSL_ENCODER_CTX *ec = OSSL_ENCODER_CTX_new_for_pkey(pk, selection, type, structure, NULL);
    unsigned char *out = NULL;
    size_t len = 0;
    int ok = ec != NULL && OSSL_ENCODER_to_data(ec, &out, &len) &&
             write_file(dir, alg, kind, out, len);
    OSSL_ENCODER_CTX_free(ec);
    OPENSSL_clear_free(out, len);
    return ok;
}

/* A DER header (tag, length) at p; returns its length. */
static size_t der_header(unsigned char *p, unsigned char tag, size_t len)
{
    size_t n = 0;
    p[n++] = tag;
    if (len >= 0x100) {
        p[n++] = 0x82;
        p[n++] = (unsigned char)(len >> 8);
    } else if (len >= 0x80) {
        p[n++] = 0x81;
    }
    p[n++] = (unsigned char)len;
    return n;
}

/* PKCS#8 version 0: SEQUENCE { INTEGER 0, AlgorithmIdentifier, OCTET STRING sk },
 * the AlgorithmIdentifier taken from the key's SubjectPublicKeyInfo. */
static int write_v0(const char *dir, const char *alg, EVP_PKEY *pk)
{
    unsigned char *spki = NULL, *sk = NULL, der[1 << 16];
    size_t spkilen = 0, sklen = 0, at, aidlen, bodylen, n;
    OSSL_ENCODER_CTX *ec = OSSL_ENCODER_CTX_new_for_pkey(pk, EVP_PKEY_PUBLIC_KEY, "DER",
                                                         "SubjectPublicKeyInfo", NULL);
    int ok = 0;
    if (ec == NULL || !OSSL_ENCODER_to_data(ec, &spki, &spkilen) || spkilen < 8 ||
        !EVP_PKEY_get_octet_string_param(pk, OSSL_PKEY_PARAM_PRIV_KEY, NULL, 0, &sklen) ||
        sklen >= 0x8000 || (sk = OPENSSL_malloc(sklen)) == NULL ||
        !EVP_PKEY_get_octet_string_param(pk, OSSL_PKEY_PARAM_PRIV_KEY, sk, sklen, &sklen))
        goto done;
    at = spki[1] < 0x80 ? 2 : 2 + (spki[1] & 0x7f); /* past the outer header */
    aidlen = 2 + (size_t)spki[at + 1];               /* the OID is short: short form */
    bodylen = 3 + aidlen + (sklen < 0x80 ? 2 : sklen < 0x100 ? 3 : 4) + sklen;
    n = der_header(der, 0x30, bodylen);
    memcpy(der + n, "\x02\x01\x00", 3);
    memcpy(der + n + 3, spki + at, aidlen);
    n += 3 + aidlen;
    n += der_header(der + n, 0x04, sklen);
    memcpy(der + n, sk, sklen);
    ok = write_file(dir, alg, "pkcs8v0.der", der, n + sklen);
    OPENSSL_cleanse(der, sizeof(der));
done:
    OSSL_ENCODER_CTX_free(ec);
    OPENSSL_free(spki);
    OPENSSL_clear_free(sk, sklen);
    return ok;
}

static EVP_PKEY *keygen(kpqc_fuzz_provider *fp, const char *name)
{
    EVP_PKEY_CTX *kc = EVP_PKEY_CTX_new_from_name(fp->libctx, name, NULL);
    EVP_PKEY *pk = NULL;
    if (kc == NULL || EVP_PKEY_keygen_init(kc) <= 0 || EVP_PKEY_generate(kc, &pk) <= 0)
        pk = NULL;
    EVP_PKEY_CTX_free(kc);
    return pk;
}

int main(int argc, char **argv)
{
    kpqc_fuzz_provider fp;
    const OSSL_ALGORITHM *algs;
    int no_cache = 0, count = 0;
    if (argc != 2) {
        fprintf(stderr, "usage: seed_keys DIR\n");
        return 2;
    }
    kpqc_fuzz_provider_load(&fp);
    algs = OSSL_PROVIDER_query_operation(fp.kpqc, OSSL_OP_SIGNATURE, &no_cache);
    for (; algs != NULL && algs->algorithm_names != NULL; algs++) {
        char name[64];
        size_t len = strcspn(algs->algorithm_names, ":");
        EVP_PKEY *pk;
        if (len >= sizeof(name))
            continue;
        memcpy(name, algs->algorithm_names, len);
        name[len] = '\0';
        pk = keygen(&fp, name);
        if (pk == NULL ||
            !write_encoding(argv[1], name, "spki.der", pk, EVP_PKEY_PUBLIC_KEY, "DER",
                            "SubjectPublicKeyInfo") ||
            !write_encoding(argv[1], name, "spki.pem", pk, EVP_PKEY_PUBLIC_KEY, "PEM",
                            "SubjectPublicKeyInfo") ||
            !write_encoding(argv[1], name, "pkcs8.der", pk, EVP_PKEY_KEYPAIR, "DER",
                            "PrivateKeyInfo") ||
            !write_encoding(argv[1], name, "pkcs8.pem", pk, EVP_PKEY_KEYPAIR, "PEM",
                            "PrivateKeyInfo") ||
            !write_v0(argv[1], name, pk)) {
            fprintf(stderr, "seed_keys: %s: cannot make or write its keys\n", name);
            ERR_print_errors_fp(stderr);
            EVP_PKEY_free(pk);
            kpqc_fuzz_provider_unload(&fp);
            return 1;
        }
        EVP_PKEY_free(pk);
        count++;
    }
    kpqc_fuzz_provider_unload(&fp);
    if (count == 0) {
        fprintf(stderr, "seed_keys: the kpqc module offers no signature algorithm\n");
        return 1;
    }
    printf("seed_keys: %d algorithms, %d files in %s\n", count, 5 * count, argv[1]);
    return 0;
}
