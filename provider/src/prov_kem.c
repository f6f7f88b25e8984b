/* The KEM operation for every KEM row, pure and hybrid.
 *
 * Hybrid: the ciphertext is the encapsulator's ephemeral classical share
 * followed by the KpqC ciphertext, and the secret is the classical key
 * agreement's output followed by the KpqC shared secret (oqs-provider's
 * concatenation, classical first). */
#include <string.h>

#include <openssl/crypto.h>
#include <openssl/evp.h>

#include "prov.h"

typedef struct {
    kpqc_prov *prov;
    kpqc_key *key;
} kpqc_kemctx;

static void *kem_newctx(void *provctx)
{
    kpqc_kemctx *c = OPENSSL_zalloc(sizeof(*c));
    if (c != NULL)
        c->prov = provctx;
    return c;
}

static void kem_freectx(void *ctx)
{
    OPENSSL_free(ctx);
}

static void *kem_dupctx(void *ctx)
{
    kpqc_kemctx *d = OPENSSL_malloc(sizeof(*d));
    if (d != NULL)
        memcpy(d, ctx, sizeof(*d));
    return d;
}

static int kem_init(void *vctx, void *vkey, int need_priv)
{
    kpqc_kemctx *c = vctx;
    kpqc_key *k = vkey;
    if (c == NULL || !kpqc_key_usable(c->prov, k, KPQC_ROW_KEM, need_priv))
        return 0;
    c->key = k;
    return 1;
}

static int kem_encaps_init(void *vctx, void *vkey, const OSSL_PARAM params[])
{
    (void)params;
    return kem_init(vctx, vkey, 0);
}

static int kem_decaps_init(void *vctx, void *vkey, const OSSL_PARAM params[])
{
    (void)params;
    return kem_init(vctx, vkey, 1);
}

static int kem_encapsulate(void *vctx, unsigned char *out, size_t *outlen, unsigned char *secret,
                           size_t *secretlen)
{
    kpqc_kemctx *c = vctx;
    const kpqc_row *row = c->key->row;
    const kpqc_classical *cl = row->cl;
    size_t clpub = cl ? cl->pub_bytes : 0, clss = cl ? cl->secret_bytes : 0;
    EVP_PKEY *eph = NULL;
    int rc;
    if (out == NULL || secret == NULL) {
        if (outlen != NULL)
            *outlen = row->ct_bytes;
        if (secretlen != NULL)
            *secretlen = row->ss_bytes;
        return 1;
    }
    if (*outlen < row->ct_bytes || *secretlen < row->ss_bytes) {
        kpqc_prov_error(c->prov, "%s: output buffers too small", row->alg->name);
        return 0;
    }
    if (cl != NULL) {
        int ok = kpqc_cl_keygen(c->prov, cl, &eph, out) &&
                 kpqc_cl_derive(c->prov, cl, eph, c->key->pub, secret);
        EVP_PKEY_free(eph);
        if (!ok)
            return 0;
    }
    rc = kpqc_kem_encaps(row->scheme, NULL, out + clpub, row->info->ciphertext_bytes,
                         secret + clss, row->info->shared_secret_bytes, kpqc_key_pq_pub(c->key),
                         kpqc_key_pq_pub_bytes(c->key));
    if (rc != KPQC_OK) {
        OPENSSL_cleanse(secret, row->ss_bytes);
        kpqc_prov_error(c->prov, "%s encapsulation: %s", row->alg->name, kpqc_error_string(rc));
        return 0;
    }
    *outlen = row->ct_bytes;
    *secretlen = row->ss_bytes;
    return 1;
}

static int kem_decapsulate(void *vctx, unsigned char *out, size_t *outlen, const unsigned char *in,
                           size_t inlen)
{
    kpqc_kemctx *c = vctx;
    const kpqc_row *row = c->key->row;
    const kpqc_classical *cl = row->cl;
    size_t clpub = cl ? cl->pub_bytes : 0, clss = cl ? cl->secret_bytes : 0;
    int rc;
    if (out == NULL) {
        if (outlen != NULL)
            *outlen = row->ss_bytes;
        return 1;
    }
    if (inlen != row->ct_bytes) {
        kpqc_prov_error(c->prov, "%s: a ciphertext of %zu bytes, not %zu", row->alg->name, inlen,
                        row->ct_bytes);
        return 0;
    }
    if (*outlen < row->ss_bytes) {
        kpqc_prov_error(c->prov, "%s: output buffer too small", row->alg->name);
        return 0;
    }
    if (cl != NULL) {
        if (c->key->cl == NULL) {
            kpqc_prov_error(c->prov, "%s: the key has no classical private part", row->alg->name);
            return 0;
        }
        if (!kpqc_cl_derive(c->prov, cl, c->key->cl, in, out))
            return 0;
    }
    rc = kpqc_kem_decaps(row->scheme, NULL, out + clss, row->info->shared_secret_bytes, in + clpub,
                         row->info->ciphertext_bytes, c->key->priv,
                         row->info->secret_key_bytes);
    /* Explicit rejection (NTRU+) is an error here: the handshake then ends
     * with an alert at once instead of at Finished. */
    if (rc != KPQC_OK) {
        OPENSSL_cleanse(out, row->ss_bytes);
        kpqc_prov_error(c->prov, "%s decapsulation: %s", row->alg->name, kpqc_error_string(rc));
        return 0;
    }
    *outlen = row->ss_bytes;
    return 1;
}

static int kem_set_ctx_params(void *vctx, const OSSL_PARAM params[])
{
    (void)vctx;
    (void)params;
    return 1;
}

static const OSSL_PARAM *kem_settable_ctx_params(void *vctx, void *provctx)
{
    static const OSSL_PARAM none[] = {OSSL_PARAM_END};
    (void)vctx;
    (void)provctx;
    return none;
}

#define F(id, fn) {id, (void (*)(void))(fn)}
const OSSL_DISPATCH kpqc_kem_functions[] = {
    F(OSSL_FUNC_KEM_NEWCTX, kem_newctx),
    F(OSSL_FUNC_KEM_FREECTX, kem_freectx),
    F(OSSL_FUNC_KEM_DUPCTX, kem_dupctx),
    F(OSSL_FUNC_KEM_ENCAPSULATE_INIT, kem_encaps_init),
    F(OSSL_FUNC_KEM_ENCAPSULATE, kem_encapsulate),
    F(OSSL_FUNC_KEM_DECAPSULATE_INIT, kem_decaps_init),
    F(OSSL_FUNC_KEM_DECAPSULATE, kem_decapsulate),
    F(OSSL_FUNC_KEM_SET_CTX_PARAMS, kem_set_ctx_params),
    F(OSSL_FUNC_KEM_SETTABLE_CTX_PARAMS, kem_settable_ctx_params),
    {0, NULL}};
