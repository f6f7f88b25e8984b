/* The signature operation for every signature row.
 *
 * KpqC signatures sign the message itself: a digest name the caller passes
 * (CMS asks for one) is accepted and ignored, and the digest-sign functions
 * collect the message to sign it whole. X.509 and CMS name the signature by
 * the row's OID (AlgorithmIdentifier without parameters). */
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/params.h>

#include "prov.h"

typedef struct {
    kpqc_prov *prov;
    kpqc_key *key;
    uint8_t *msg;      /* digest-sign/verify: the message so far */
    size_t msglen, msgcap;
} kpqc_sigctx;

static void *sig_newctx(void *provctx, const char *propq)
{
    kpqc_sigctx *c = OPENSSL_zalloc(sizeof(*c));
    (void)propq;
    if (c != NULL)
        c->prov = provctx;
    return c;
}

static void sig_freectx(void *vctx)
{
    kpqc_sigctx *c = vctx;
    if (c == NULL)
        return;
    OPENSSL_clear_free(c->msg, c->msgcap);
    OPENSSL_free(c);
}

static void *sig_dupctx(void *vctx)
{
    kpqc_sigctx *c = vctx, *d = OPENSSL_zalloc(sizeof(*d));
    if (d == NULL)
        return NULL;
    d->prov = c->prov;
    d->key = c->key;
    if (c->msgcap > 0) {
        d->msg = OPENSSL_memdup(c->msg, c->msgcap);
        if (d->msg == NULL) {
            OPENSSL_free(d);
            return NULL;
        }
        d->msglen = c->msglen;
        d->msgcap = c->msgcap;
    }
    return d;
}

static int sig_init(kpqc_sigctx *c, void *vkey, int need_priv)
{
    kpqc_key *k = vkey;
    if (c == NULL || !kpqc_key_usable(c->prov, k, KPQC_ROW_SIG, need_priv))
        return 0;
    c->key = k;
    c->msglen = 0;
    return 1;
}

static int sig_sign_init(void *vctx, void *vkey, const OSSL_PARAM params[])
{
    (void)params;
    return sig_init(vctx, vkey, 1);
}

static int sig_verify_init(void *vctx, void *vkey, const OSSL_PARAM params[])
{
    (void)params;
    return sig_init(vctx, vkey, 0);
}

static int sig_sign(void *vctx, unsigned char *sig, size_t *siglen, size_t sigsize,
                    const unsigned char *tbs, size_t tbslen)
{
    kpqc_sigctx *c = vctx;
    const kpqc_row *row = c->key->row;
    size_t max = row->info->signature_bytes, wsbytes;
    void *ws = NULL;
    int rc;
    if (sig == NULL) {
        *siglen = max;
        return 1;
    }
    if (sigsize < max) {
        kpqc_prov_error(c->prov, "%s: signature buffer of %zu bytes, %zu needed", row->alg->name,
                        sigsize, max);
        return 0;
    }
    /* AIMer signs faster with a workspace (include/kpqc/kpqc.h). */
    wsbytes = kpqc_sign_workspace_bytes(row->scheme, NULL);
    if (wsbytes > 0 && (ws = OPENSSL_malloc(wsbytes)) == NULL)
        wsbytes = 0;
    *siglen = sigsize;
    rc = kpqc_sign_signature_ws(row->scheme, NULL, sig, siglen, tbs, tbslen, NULL, 0,
                                c->key->priv, row->info->secret_key_bytes, ws, wsbytes);
    OPENSSL_free(ws);
    if (rc != KPQC_OK) {
        *siglen = 0;
        kpqc_prov_error(c->prov, "%s signing: %s", row->alg->name, kpqc_error_string(rc));
        return 0;
    }
    return 1;
}

static int sig_verify(void *vctx, const unsigned char *sig, size_t siglen,
                      const unsigned char *tbs, size_t tbslen)
{
    kpqc_sigctx *c = vctx;
    const kpqc_row *row = c->key->row;
    int rc = kpqc_sign_verify(row->scheme, NULL, sig, siglen, tbs, tbslen, NULL, 0,
                              kpqc_key_pq_pub(c->key), kpqc_key_pq_pub_bytes(c->key));
    if (rc != KPQC_OK) {
        kpqc_prov_error(c->prov, "%s: %s", row->alg->name,
                        rc == KPQC_ERR_VERIFY ? "the signature does not verify"
                                              : kpqc_error_string(rc));
        return 0;
    }
    return 1;
}

static int sig_digest_sign_init(void *vctx, const char *mdname, void *vkey,
                                const OSSL_PARAM params[])
{
    (void)mdname;
    (void)params;
    return sig_init(vctx, vkey, 1);
}

static int sig_digest_verify_init(void *vctx, const char *mdname, void *vkey,
                                  const OSSL_PARAM params[])
{
    (void)mdname;
    (void)params;
    return sig_init(vctx, vkey, 0);
}

static int sig_update(void *vctx, const unsigned char *data, size_t datalen)
{
    kpqc_sigctx *c = vctx;
    if (datalen > c->msgcap - c->msglen) {
        size_t cap = c->msgcap ? c->msgcap : 1024;
        uint8_t *m;
        while (cap - c->msglen < datalen) {
            if (cap > ((size_t)-1) / 2)
                return 0;
            cap *= 2;
        }
        m = OPENSSL_clear_realloc(c->msg, c->msgcap, cap);
        if (m == NULL)
            return 0;
        c->msg = m;
        c->msgcap = cap;
    }
    if (datalen > 0)
        memcpy(c->msg + c->msglen, data, datalen);
    c->msglen += datalen;
    return 1;
}

static int sig_digest_sign_final(void *vctx, unsigned char *sig, size_t *siglen, size_t sigsize)
{
    kpqc_sigctx *c = vctx;
    int ok = sig_sign(vctx, sig, siglen, sigsize, c->msg, c->msglen);
    if (sig != NULL)
        c->msglen = 0;
    return ok;
}

static int sig_digest_verify_final(void *vctx, const unsigned char *sig, size_t siglen)
{
    kpqc_sigctx *c = vctx;
    int ok = sig_verify(vctx, sig, siglen, c->msg, c->msglen);
    c->msglen = 0;
    return ok;
}

static int sig_digest_sign(void *vctx, unsigned char *sig, size_t *siglen, size_t sigsize,
                           const unsigned char *tbs, size_t tbslen)
{
    return sig_sign(vctx, sig, siglen, sigsize, tbs, tbslen);
}

static int sig_digest_verify(void *vctx, const unsigned char *sig, size_t siglen,
                             const unsigned char *tbs, size_t tbslen)
{
    return sig_verify(vctx, sig, siglen, tbs, tbslen);
}

static int sig_get_ctx_params(void *vctx, OSSL_PARAM params[])
{
    kpqc_sigctx *c = vctx;
    OSSL_PARAM *p = OSSL_PARAM_locate(params, OSSL_SIGNATURE_PARAM_ALGORITHM_ID);
    if (p != NULL) {
        uint8_t aid[KPQC_MAX_OID + 8];
        size_t n = 0;
        if (c->key == NULL || !kpqc_der_algid(c->key->row, aid, sizeof(aid), &n) ||
            !OSSL_PARAM_set_octet_string(p, aid, n))
            return 0;
    }
    return 1;
}

static const OSSL_PARAM *sig_gettable_ctx_params(void *vctx, void *provctx)
{
    static const OSSL_PARAM gettable[] = {
        OSSL_PARAM_octet_string(OSSL_SIGNATURE_PARAM_ALGORITHM_ID, NULL, 0), OSSL_PARAM_END};
    (void)vctx;
    (void)provctx;
    return gettable;
}

/* A digest name (CMS, dgst) is accepted and has no effect. */
static int sig_set_ctx_params(void *vctx, const OSSL_PARAM params[])
{
    (void)vctx;
    (void)params;
    return 1;
}

static const OSSL_PARAM *sig_settable_ctx_params(void *vctx, void *provctx)
{
    static const OSSL_PARAM settable[] = {
        OSSL_PARAM_utf8_string(OSSL_SIGNATURE_PARAM_DIGEST, NULL, 0), OSSL_PARAM_END};
    (void)vctx;
    (void)provctx;
    return settable;
}

#define F(id, fn) {id, (void (*)(void))(fn)}
const OSSL_DISPATCH kpqc_sig_functions[] = {
    F(OSSL_FUNC_SIGNATURE_NEWCTX, sig_newctx),
    F(OSSL_FUNC_SIGNATURE_FREECTX, sig_freectx),
    F(OSSL_FUNC_SIGNATURE_DUPCTX, sig_dupctx),
    F(OSSL_FUNC_SIGNATURE_SIGN_INIT, sig_sign_init),
    F(OSSL_FUNC_SIGNATURE_SIGN, sig_sign),
    F(OSSL_FUNC_SIGNATURE_VERIFY_INIT, sig_verify_init),
    F(OSSL_FUNC_SIGNATURE_VERIFY, sig_verify),
    F(OSSL_FUNC_SIGNATURE_DIGEST_SIGN_INIT, sig_digest_sign_init),
    F(OSSL_FUNC_SIGNATURE_DIGEST_SIGN_UPDATE, sig_update),
    F(OSSL_FUNC_SIGNATURE_DIGEST_SIGN_FINAL, sig_digest_sign_final),
    F(OSSL_FUNC_SIGNATURE_DIGEST_SIGN, sig_digest_sign),
    F(OSSL_FUNC_SIGNATURE_DIGEST_VERIFY_INIT, sig_digest_verify_init),
    F(OSSL_FUNC_SIGNATURE_DIGEST_VERIFY_UPDATE, sig_update),
    F(OSSL_FUNC_SIGNATURE_DIGEST_VERIFY_FINAL, sig_digest_verify_final),
    F(OSSL_FUNC_SIGNATURE_DIGEST_VERIFY, sig_digest_verify),
    F(OSSL_FUNC_SIGNATURE_GET_CTX_PARAMS, sig_get_ctx_params),
    F(OSSL_FUNC_SIGNATURE_GETTABLE_CTX_PARAMS, sig_gettable_ctx_params),
    F(OSSL_FUNC_SIGNATURE_SET_CTX_PARAMS, sig_set_ctx_params),
    F(OSSL_FUNC_SIGNATURE_SETTABLE_CTX_PARAMS, sig_settable_ctx_params),
    {0, NULL}};
