/* libFuzzer target: the provider's key decoders (SubjectPublicKeyInfo and
 * PKCS#8 PrivateKeyInfo, DER and PEM) behind OpenSSL's own entry points.
 *
 * An input that starts as PEM goes through PEM_read_bio_PrivateKey_ex and
 * PEM_read_bio_PUBKEY_ex, any other through d2i_PUBKEY_ex and OSSL_DECODER on
 * DER of any structure. The oracle, besides no crash, leak or undefined
 * behaviour: a key the kpqc provider decoded encodes back to exactly the DER
 * it came from (public keys as SubjectPublicKeyInfo, key pairs as PKCS#8 with
 * the public key); a private key without its public part (PKCS#8 version 0)
 * cannot be written as PKCS#8 by design, and must be usable for signing.
 * Any other outcome abort()s, which libFuzzer reports with the input. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/bio.h>
#include <openssl/decoder.h>
#include <openssl/encoder.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>

#include "fuzz_provider.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static kpqc_fuzz_provider fp;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    kpqc_fuzz_provider_load(&fp);
    return 0;
}

static void fail(const char *door, const char *what)
{
    fprintf(stderr, "fuzz_provider_decoders: %s: %s\n", door, what);
    ERR_print_errors_fp(stderr);
    abort();
}

/* The key as DER: SubjectPublicKeyInfo, or PKCS#8 when it has a private part. */
static int encode(EVP_PKEY *pk, int priv, unsigned char **der, size_t *len)
{
    OSSL_ENCODER_CTX *ec = OSSL_ENCODER_CTX_new_for_pkey(
        pk, priv ? EVP_PKEY_KEYPAIR : EVP_PKEY_PUBLIC_KEY, "DER",
        priv ? "PrivateKeyInfo" : "SubjectPublicKeyInfo", NULL);
    int ok = ec != NULL && OSSL_ENCODER_CTX_get_num_encoders(ec) > 0 &&
             OSSL_ENCODER_to_data(ec, der, len);
    OSSL_ENCODER_CTX_free(ec);
    return ok;
}

static int has_param(EVP_PKEY *pk, const char *name)
{
    size_t n = 0;
    return EVP_PKEY_get_octet_string_param(pk, name, NULL, 0, &n) && n > 0;
}

/* A private key without its public part is usable: a signing operation
 * takes it, it reports a signature size, and it can be copied. (Signing
 * itself with hostile secret keys is fuzz/fuzz_keys's work, over libkpqc:
 * here it would take most of the time, AIMer's signing under coverage.) */
static int usable_for_signing(EVP_PKEY *pk)
{
    EVP_MD_CTX *mc = EVP_MD_CTX_new();
    EVP_PKEY *dup = EVP_PKEY_dup(pk);
    int ok = mc != NULL && dup != NULL &&
             EVP_DigestSignInit_ex(mc, NULL, NULL, fp.libctx, NULL, pk, NULL) == 1 &&
             EVP_PKEY_get_size(pk) > 0;
    EVP_PKEY_free(dup);
    EVP_MD_CTX_free(mc);
    return ok;
}

static int ours(EVP_PKEY *pk)
{
    return pk != NULL && EVP_PKEY_get0_provider(pk) == fp.kpqc;
}

/* 1 when the key has a public part and encodes to exactly der/len (prefix:
 * to its first bytes); a key without it (PKCS#8 version 0) refuses to be
 * written as PKCS#8 and is usable for signing, and 0 is returned. */
static int encodes_to(const char *door, EVP_PKEY *pk, const unsigned char *der, size_t len,
                      int prefix)
{
    unsigned char *out = NULL;
    size_t outlen = 0;
    int pub = has_param(pk, "pub"), priv = has_param(pk, "priv"), same;
    if (!pub && !priv)
        fail(door, "a decoded key with neither part");
    if (!pub) {
        if (encode(pk, 1, &out, &outlen))
            fail(door, "a private key without its public part encoded as PKCS#8");
        if (!usable_for_signing(pk))
            fail(door, "a private key without its public part cannot sign");
        return 0;
    }
    if (!encode(pk, priv, &out, &outlen))
        fail(door, "a decoded key does not encode again");
    same = (outlen == len || (prefix && outlen < len)) && memcmp(out, der, outlen) == 0;
    OPENSSL_free(out);
    return same;
}

/* The oracle for a key decoded from the DER der/len. */
static void check(const char *door, EVP_PKEY *pk, const unsigned char *der, size_t len)
{
    if (ours(pk) && !encodes_to(door, pk, der, len, 0) && has_param(pk, "pub"))
        fail(door, "a decoded key encodes to other bytes");
}

static void door_d2i_pubkey(const uint8_t *data, size_t size)
{
    const unsigned char *p = data;
    EVP_PKEY *pk = d2i_PUBKEY_ex(NULL, &p, (long)size, fp.libctx, NULL);
    if (pk != NULL)
        check("d2i_PUBKEY_ex", pk, data, (size_t)(p - data));
    EVP_PKEY_free(pk);
}

static void door_decoder(const uint8_t *data, size_t size)
{
    EVP_PKEY *pk = NULL;
    const unsigned char *p = data;
    size_t left = size;
    OSSL_DECODER_CTX *dc = OSSL_DECODER_CTX_new_for_pkey(&pk, "DER", NULL, NULL,
                                                         EVP_PKEY_KEYPAIR, fp.libctx, NULL);
    if (dc != NULL && OSSL_DECODER_from_data(dc, &p, &left) && pk != NULL)
        check("OSSL_DECODER DER", pk, data, size - left);
    EVP_PKEY_free(pk);
    OSSL_DECODER_CTX_free(dc);
}

/* PEM: OpenSSL reads block after block until one decodes; the key must
 * encode back to the DER of one of them, or to its first bytes: when its
 * decoders fail, OpenSSL 3.0 reads the block again with d2i_PUBKEY /
 * d2i_PrivateKey, which leave bytes after the outer SEQUENCE unread (a
 * line of extra base64 characters then still yields the key). */
static void door_pem(const uint8_t *data, size_t size, int priv)
{
    const char *door = priv ? "PEM_read_bio_PrivateKey_ex" : "PEM_read_bio_PUBKEY_ex";
    BIO *in = BIO_new_mem_buf(data, (int)size);
    EVP_PKEY *pk;
    int found = 0;
    if (in == NULL)
        return;
    pk = priv ? PEM_read_bio_PrivateKey_ex(in, NULL, NULL, NULL, fp.libctx, NULL)
              : PEM_read_bio_PUBKEY_ex(in, NULL, NULL, NULL, fp.libctx, NULL);
    BIO_free(in);
    if (ours(pk) && has_param(pk, "pub")) {
        in = BIO_new_mem_buf(data, (int)size);
        while (!found && in != NULL) {
            char *name = NULL, *header = NULL;
            unsigned char *der = NULL;
            long derlen = 0;
            if (!PEM_read_bio(in, &name, &header, &der, &derlen))
                break;
            found = encodes_to(door, pk, der, (size_t)derlen, 1);
            OPENSSL_free(name);
            OPENSSL_free(header);
            OPENSSL_free(der);
        }
        BIO_free(in);
        if (!found)
            fail(door, "a key decoded from PEM encodes to none of its blocks");
    } else if (ours(pk)) {
        (void)encodes_to(door, pk, NULL, 0, 0);
    }
    EVP_PKEY_free(pk);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > (1u << 20))
        return 0;
    /* PEM text goes to the PEM doors, anything else to the DER doors: each
     * door builds an OpenSSL decoder chain, which costs more than our code. */
    if (size >= 11 && memcmp(data, "-----BEGIN ", 11) == 0) {
        door_pem(data, size, 1);
        door_pem(data, size, 0);
    } else {
        door_d2i_pubkey(data, size);
        door_decoder(data, size);
    }
    ERR_clear_error();
    return 0;
}
