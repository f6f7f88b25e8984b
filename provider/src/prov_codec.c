/* Encoders (key to SubjectPublicKeyInfo / PKCS#8, DER or PEM) and decoders
 * (DER to key; OpenSSL's own PEM decoder hands us the DER) for the signature
 * rows. A decoder that meets another algorithm's or malformed DER produces
 * nothing and OpenSSL tries its other decoders, then reports the failure. */
#include <string.h>

#include <openssl/bio.h>
#include <openssl/core_names.h>
#include <openssl/core_object.h>
#include <openssl/crypto.h>
#include <openssl/params.h>
#include <openssl/pem.h>

#include "prov.h"

#define KPQC_MAX_DER (1u << 20)

typedef struct {
    kpqc_prov *prov;
    int row;        /* decoders: the row looked for; encoders: -1 */
    int structure;  /* KPQC_STRUCT_* */
    int pem;
    int cipher;     /* encoders: the caller asked for an encrypted PKCS#8 */
} kpqc_codec;

static void *codec_new(void *provctx, int row, int structure, int pem)
{
    kpqc_codec *c = OPENSSL_zalloc(sizeof(*c));
    if (c == NULL)
        return NULL;
    c->prov = provctx;
    c->row = row;
    c->structure = structure;
    c->pem = pem;
    return c;
}

void *kpqc_enc_newctx(void *provctx, int row, int structure, int pem)
{
    return codec_new(provctx, row, structure, pem);
}

void *kpqc_dec_newctx(void *provctx, int row, int structure)
{
    return codec_new(provctx, row, structure, 0);
}

static void codec_freectx(void *ctx)
{
    OPENSSL_free(ctx);
}

static int codec_set_ctx_params(void *ctx, const OSSL_PARAM params[])
{
    (void)ctx;
    (void)params;
    return 1;
}

static const OSSL_PARAM *codec_settable_ctx_params(void *provctx)
{
    static const OSSL_PARAM none[] = {OSSL_PARAM_END};
    (void)provctx;
    return none;
}

/* Encrypted PKCS#8 is not written: a cipher asked for (genpkey -aes256)
 * makes encoding fail rather than write the key in clear. */
static int enc_set_ctx_params(void *vctx, const OSSL_PARAM params[])
{
    kpqc_codec *c = vctx;
    const OSSL_PARAM *p = OSSL_PARAM_locate_const(params, OSSL_ENCODER_PARAM_CIPHER);
    if (p != NULL) {
        const char *name = NULL;
        if (!OSSL_PARAM_get_utf8_string_ptr(p, &name))
            return 0;
        c->cipher = name != NULL && name[0] != '\0';
    }
    return 1;
}

static const OSSL_PARAM *enc_settable_ctx_params(void *provctx)
{
    static const OSSL_PARAM settable[] = {
        OSSL_PARAM_utf8_string(OSSL_ENCODER_PARAM_CIPHER, NULL, 0), OSSL_PARAM_END};
    (void)provctx;
    return settable;
}

/* --- encoders --------------------------------------------------------------- */

int kpqc_enc_does_selection_spki(void *provctx, int selection)
{
    (void)provctx;
    return (selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) == 0 &&
           (selection & OSSL_KEYMGMT_SELECT_PUBLIC_KEY) != 0;
}

int kpqc_enc_does_selection_pkcs8(void *provctx, int selection)
{
    (void)provctx;
    return (selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) != 0;
}

static int enc_encode(void *vctx, OSSL_CORE_BIO *cout, const void *obj_raw,
                      const OSSL_PARAM obj_abstract[], int selection, OSSL_PASSPHRASE_CALLBACK *cb,
                      void *cbarg)
{
    kpqc_codec *c = vctx;
    const kpqc_key *k = obj_raw;
    uint8_t *der = NULL;
    size_t len = 0;
    BIO *out;
    int ok;
    (void)obj_abstract;
    (void)selection;
    (void)cb;
    (void)cbarg;
    if (k == NULL || k->row->alg->kind != KPQC_ROW_SIG)
        return 0;
    if (c->structure == KPQC_STRUCT_SPKI) {
        if (!k->has_pub)
            return 0;
        ok = kpqc_der_spki_write(k->row, k->pub, &der, &len);
    } else {
        if (c->cipher) {
            kpqc_prov_error(c->prov, "%s: encrypted PKCS#8 is not supported; write the key "
                            "without a cipher and protect the file", k->row->alg->name);
            return 0;
        }
        if (!k->has_priv || !k->has_pub) {
            kpqc_prov_error(c->prov, "%s: PKCS#8 needs the private and the public key",
                            k->row->alg->name);
            return 0;
        }
        ok = kpqc_der_pkcs8_write(k->row, k->priv, k->pub, &der, &len);
    }
    if (!ok)
        return 0;
    out = BIO_new_from_core_bio(c->prov->libctx, cout);
    if (out == NULL) {
        ok = 0;
    } else if (c->pem) {
        ok = PEM_write_bio(out, c->structure == KPQC_STRUCT_SPKI ? "PUBLIC KEY" : "PRIVATE KEY",
                           "", der, (long)len) > 0;
    } else {
        ok = BIO_write(out, der, (int)len) == (int)len;
    }
    BIO_free(out);
    if (c->structure == KPQC_STRUCT_SPKI)
        OPENSSL_free(der);
    else
        OPENSSL_secure_clear_free(der, len);
    return ok;
}

/* --- decoders --------------------------------------------------------------- */

static int dec_does_selection(void *provctx, int selection)
{
    (void)provctx;
    (void)selection;
    return 1;
}

/* The whole DER input, at most KPQC_MAX_DER bytes. */
static uint8_t *read_all(kpqc_codec *c, OSSL_CORE_BIO *cin, size_t *len)
{
    BIO *in = BIO_new_from_core_bio(c->prov->libctx, cin);
    size_t cap = 4096, n = 0;
    uint8_t *buf = OPENSSL_secure_malloc(cap);
    if (in == NULL || buf == NULL)
        goto fail;
    for (;;) {
        int r;
        if (n == cap) {
            uint8_t *b;
            if (cap >= KPQC_MAX_DER)
                goto fail;
            b = OPENSSL_secure_malloc(2 * cap);
            if (b == NULL)
                goto fail;
            memcpy(b, buf, n);
            OPENSSL_secure_clear_free(buf, cap);
            buf = b;
            cap *= 2;
        }
        r = BIO_read(in, buf + n, (int)(cap - n));
        if (r <= 0)
            break;
        n += (size_t)r;
    }
    BIO_free(in);
    *len = n;
    return buf;
fail:
    BIO_free(in);
    OPENSSL_secure_clear_free(buf, cap);
    return NULL;
}

static int dec_decode(void *vctx, OSSL_CORE_BIO *cin, int selection, OSSL_CALLBACK *data_cb,
                      void *data_cbarg, OSSL_PASSPHRASE_CALLBACK *pw_cb, void *pw_cbarg)
{
    kpqc_codec *c = vctx;
    const kpqc_row *row = &c->prov->rows[c->row];
    const uint8_t *pub = NULL, *priv = NULL;
    size_t len = 0;
    uint8_t *der = read_all(c, cin, &len);
    kpqc_key *k = NULL;
    int found, ok = 1;
    (void)selection;
    (void)pw_cb;
    (void)pw_cbarg;
    if (der == NULL)
        return 1; /* nothing for us: OpenSSL goes on with its other decoders */
    if (c->structure == KPQC_STRUCT_SPKI)
        found = kpqc_der_spki_read(row, der, len, &pub);
    else
        found = kpqc_der_pkcs8_read(row, der, len, &priv, &pub);
    if (found && (k = kpqc_key_new(c->prov, row)) != NULL) {
        if (pub != NULL) {
            memcpy(k->pub, pub, row->pub_bytes);
            k->has_pub = 1;
        }
        if (priv != NULL) {
            memcpy(k->priv, priv, row->info->secret_key_bytes);
            k->has_priv = 1;
        }
    }
    OPENSSL_secure_clear_free(der, len ? len : 1);
    if (k != NULL) {
        OSSL_PARAM params[5];
        int type = OSSL_OBJECT_PKEY;
        params[0] = OSSL_PARAM_construct_int(OSSL_OBJECT_PARAM_TYPE, &type);
        params[1] = OSSL_PARAM_construct_utf8_string(OSSL_OBJECT_PARAM_DATA_TYPE,
                                                     (char *)row->alg->name, 0);
        params[2] = OSSL_PARAM_construct_utf8_string(
            OSSL_OBJECT_PARAM_DATA_STRUCTURE,
            c->structure == KPQC_STRUCT_SPKI ? "SubjectPublicKeyInfo" : "PrivateKeyInfo", 0);
        params[3] = OSSL_PARAM_construct_octet_string(OSSL_OBJECT_PARAM_REFERENCE, &k, sizeof(k));
        params[4] = OSSL_PARAM_construct_end();
        ok = data_cb(params, data_cbarg);
        /* km_load clears the reference when it takes the key. */
        kpqc_key_free(k);
    }
    return ok;
}

static int dec_export_object(void *vctx, const void *reference, size_t reference_sz,
                             OSSL_CALLBACK *export_cb, void *export_cbarg)
{
    const kpqc_key *k = NULL;
    OSSL_PARAM params[3];
    size_t n = 0;
    (void)vctx;
    if (reference == NULL || reference_sz != sizeof(k))
        return 0;
    memcpy(&k, reference, sizeof(k));
    if (k == NULL)
        return 0;
    if (k->has_pub)
        params[n++] = OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PUB_KEY, k->pub,
                                                        k->row->pub_bytes);
    if (k->has_priv)
        params[n++] = OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PRIV_KEY, k->priv,
                                                        k->row->info->secret_key_bytes);
    params[n] = OSSL_PARAM_construct_end();
    return export_cb(params, export_cbarg);
}

#define F(id, fn) {id, (void (*)(void))(fn)}
const OSSL_DISPATCH kpqc_enc_common[] = {
    F(OSSL_FUNC_ENCODER_FREECTX, codec_freectx),
    F(OSSL_FUNC_ENCODER_SET_CTX_PARAMS, enc_set_ctx_params),
    F(OSSL_FUNC_ENCODER_SETTABLE_CTX_PARAMS, enc_settable_ctx_params),
    F(OSSL_FUNC_ENCODER_ENCODE, enc_encode),
    {0, NULL}};

const OSSL_DISPATCH kpqc_dec_common[] = {
    F(OSSL_FUNC_DECODER_FREECTX, codec_freectx),
    F(OSSL_FUNC_DECODER_SET_CTX_PARAMS, codec_set_ctx_params),
    F(OSSL_FUNC_DECODER_SETTABLE_CTX_PARAMS, codec_settable_ctx_params),
    F(OSSL_FUNC_DECODER_DOES_SELECTION, dec_does_selection),
    F(OSSL_FUNC_DECODER_DECODE, dec_decode),
    F(OSSL_FUNC_DECODER_EXPORT_OBJECT, dec_export_object),
    {0, NULL}};
