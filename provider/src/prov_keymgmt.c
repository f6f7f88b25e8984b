/* Key management for every row: generation, the encoded public key TLS
 * exchanges, import/export of the raw key bytes, and loading the keys the
 * decoders build. */
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/params.h>

#include "prov.h"

kpqc_key *kpqc_key_new(kpqc_prov *p, const kpqc_row *row)
{
    kpqc_key *k = OPENSSL_zalloc(sizeof(*k));
    if (k == NULL)
        return NULL;
    k->prov = p;
    k->row = row;
    k->pub = OPENSSL_zalloc(row->pub_bytes);
    k->priv = OPENSSL_secure_zalloc(row->info->secret_key_bytes);
    if (k->pub == NULL || k->priv == NULL) {
        kpqc_key_free(k);
        return NULL;
    }
    return k;
}

void kpqc_key_free(kpqc_key *k)
{
    if (k == NULL)
        return;
    OPENSSL_free(k->pub);
    OPENSSL_secure_clear_free(k->priv, k->row->info->secret_key_bytes);
    EVP_PKEY_free(k->cl);
    OPENSSL_free(k);
}

static size_t cl_pub_bytes(const kpqc_row *row)
{
    return row->cl != NULL ? row->cl->pub_bytes : 0;
}

const uint8_t *kpqc_key_pq_pub(const kpqc_key *k)
{
    return k->pub + cl_pub_bytes(k->row);
}

size_t kpqc_key_pq_pub_bytes(const kpqc_key *k)
{
    return k->row->info->public_key_bytes;
}

int kpqc_key_usable(const kpqc_prov *p, const kpqc_key *k, kpqc_row_kind kind, int need_priv)
{
    if (k == NULL || k->row->alg->kind != kind)
        return 0;
    if (need_priv ? !k->has_priv : !k->has_pub) {
        kpqc_prov_error(p, "%s: the key has no %s part", k->row->alg->name,
                        need_priv ? "private" : "public");
        return 0;
    }
    return 1;
}

int kpqc_key_generate(kpqc_key *k)
{
    const kpqc_row *row = k->row;
    uint8_t *pk = k->pub + cl_pub_bytes(row);
    size_t pklen = row->info->public_key_bytes, sklen = row->info->secret_key_bytes;
    int rc;
    if (row->cl != NULL && !kpqc_cl_keygen(k->prov, row->cl, &k->cl, k->pub))
        return 0;
    if (row->alg->kind == KPQC_ROW_KEM)
        rc = kpqc_kem_keypair(row->scheme, NULL, pk, pklen, k->priv, sklen);
    else
        rc = kpqc_sign_keypair(row->scheme, NULL, pk, pklen, k->priv, sklen);
    if (rc != KPQC_OK) {
        kpqc_prov_error(k->prov, "%s key generation: %s", row->alg->name, kpqc_error_string(rc));
        return 0;
    }
    k->has_pub = k->has_priv = 1;
    return 1;
}

/* --- keymgmt functions ---------------------------------------------------- */

void *kpqc_km_new(void *provctx, int row)
{
    kpqc_prov *p = provctx;
    return kpqc_key_new(p, &p->rows[row]);
}

static void km_free(void *keydata)
{
    kpqc_key_free(keydata);
}

static int km_has(const void *keydata, int selection)
{
    const kpqc_key *k = keydata;
    if (k == NULL)
        return 0;
    if ((selection & OSSL_KEYMGMT_SELECT_PUBLIC_KEY) != 0 && !k->has_pub)
        return 0;
    if ((selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) != 0 && !k->has_priv)
        return 0;
    return 1;
}

static int km_match(const void *a, const void *b, int selection)
{
    const kpqc_key *x = a, *y = b;
    if (x->row != y->row)
        return 0;
    if ((selection & OSSL_KEYMGMT_SELECT_KEYPAIR) == 0)
        return 1;
    if (x->has_pub && y->has_pub)
        return CRYPTO_memcmp(x->pub, y->pub, x->row->pub_bytes) == 0;
    if ((selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) != 0 && x->has_priv && y->has_priv)
        return CRYPTO_memcmp(x->priv, y->priv, x->row->info->secret_key_bytes) == 0;
    return 0;
}

typedef struct {
    kpqc_prov *prov;
    int row;
    int selection;
} kpqc_genctx;

void *kpqc_km_gen_init(void *provctx, int row, int selection, const OSSL_PARAM params[])
{
    kpqc_genctx *g = OPENSSL_zalloc(sizeof(*g));
    (void)params;
    if (g == NULL)
        return NULL;
    g->prov = provctx;
    g->row = row;
    g->selection = selection;
    return g;
}

/* TLS sets the group name; the row already says everything. */
static int km_gen_set_params(void *genctx, const OSSL_PARAM params[])
{
    (void)genctx;
    (void)params;
    return 1;
}

static const OSSL_PARAM *km_gen_settable_params(void *genctx, void *provctx)
{
    static const OSSL_PARAM settable[] = {
        OSSL_PARAM_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME, NULL, 0), OSSL_PARAM_END};
    (void)genctx;
    (void)provctx;
    return settable;
}

static void *km_gen(void *genctx, OSSL_CALLBACK *cb, void *cbarg)
{
    kpqc_genctx *g = genctx;
    kpqc_key *k = kpqc_key_new(g->prov, &g->prov->rows[g->row]);
    (void)cb;
    (void)cbarg;
    if (k == NULL)
        return NULL;
    /* Parameter generation (TLS's key for a peer's share) makes an empty key. */
    if ((g->selection & OSSL_KEYMGMT_SELECT_KEYPAIR) != 0 && !kpqc_key_generate(k)) {
        kpqc_key_free(k);
        return NULL;
    }
    return k;
}

static void km_gen_cleanup(void *genctx)
{
    OPENSSL_free(genctx);
}

static int km_get_params(void *keydata, OSSL_PARAM params[])
{
    kpqc_key *k = keydata;
    const kpqc_row *row = k->row;
    OSSL_PARAM *p;
    if ((p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_BITS)) != NULL &&
        !OSSL_PARAM_set_int(p, (int)(8 * row->pub_bytes)))
        return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_SECURITY_BITS)) != NULL &&
        !OSSL_PARAM_set_int(p, row->alg->security_bits))
        return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_MAX_SIZE)) != NULL &&
        !OSSL_PARAM_set_int(p, (int)(row->alg->kind == KPQC_ROW_KEM ? row->ct_bytes
                                                                     : row->info->signature_bytes)))
        return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_MANDATORY_DIGEST)) != NULL &&
        !OSSL_PARAM_set_utf8_string(p, ""))
        return 0;
    if (k->has_pub) {
        if ((p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY)) != NULL &&
            !OSSL_PARAM_set_octet_string(p, k->pub, row->pub_bytes))
            return 0;
        if ((p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_PUB_KEY)) != NULL &&
            !OSSL_PARAM_set_octet_string(p, k->pub, row->pub_bytes))
            return 0;
    }
    if (k->has_priv && row->cl == NULL &&
        (p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_PRIV_KEY)) != NULL &&
        !OSSL_PARAM_set_octet_string(p, k->priv, row->info->secret_key_bytes))
        return 0;
    return 1;
}

static const OSSL_PARAM *km_gettable_params(void *provctx)
{
    static const OSSL_PARAM gettable[] = {
        OSSL_PARAM_int(OSSL_PKEY_PARAM_BITS, NULL),
        OSSL_PARAM_int(OSSL_PKEY_PARAM_SECURITY_BITS, NULL),
        OSSL_PARAM_int(OSSL_PKEY_PARAM_MAX_SIZE, NULL),
        OSSL_PARAM_utf8_string(OSSL_PKEY_PARAM_MANDATORY_DIGEST, NULL, 0),
        OSSL_PARAM_octet_string(OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY, NULL, 0),
        OSSL_PARAM_octet_string(OSSL_PKEY_PARAM_PUB_KEY, NULL, 0),
        OSSL_PARAM_octet_string(OSSL_PKEY_PARAM_PRIV_KEY, NULL, 0),
        OSSL_PARAM_END};
    (void)provctx;
    return gettable;
}

/* The peer's key share (TLS): exactly the row's encoded public key length. */
static int set_public(kpqc_key *k, const OSSL_PARAM *p)
{
    const void *data = NULL;
    size_t len = 0;
    if (!OSSL_PARAM_get_octet_string_ptr(p, &data, &len))
        return 0;
    if (len != k->row->pub_bytes) {
        kpqc_prov_error(k->prov, "%s: a public key of %zu bytes, not %zu", k->row->alg->name,
                        len, k->row->pub_bytes);
        return 0;
    }
    memcpy(k->pub, data, len);
    k->has_pub = 1;
    return 1;
}

static int km_set_params(void *keydata, const OSSL_PARAM params[])
{
    const OSSL_PARAM *p = OSSL_PARAM_locate_const(params, OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY);
    return p == NULL || set_public(keydata, p);
}

static const OSSL_PARAM *km_settable_params(void *provctx)
{
    static const OSSL_PARAM settable[] = {
        OSSL_PARAM_octet_string(OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY, NULL, 0), OSSL_PARAM_END};
    (void)provctx;
    return settable;
}

static int km_import(void *keydata, int selection, const OSSL_PARAM params[])
{
    kpqc_key *k = keydata;
    const OSSL_PARAM *p;
    if ((selection & OSSL_KEYMGMT_SELECT_PUBLIC_KEY) != 0 &&
        (p = OSSL_PARAM_locate_const(params, OSSL_PKEY_PARAM_PUB_KEY)) != NULL &&
        !set_public(k, p))
        return 0;
    if ((selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) != 0 && k->row->cl == NULL &&
        (p = OSSL_PARAM_locate_const(params, OSSL_PKEY_PARAM_PRIV_KEY)) != NULL) {
        const void *data = NULL;
        size_t len = 0;
        if (!OSSL_PARAM_get_octet_string_ptr(p, &data, &len) ||
            len != k->row->info->secret_key_bytes) {
            kpqc_prov_error(k->prov, "%s: a private key of the wrong length", k->row->alg->name);
            return 0;
        }
        memcpy(k->priv, data, len);
        k->has_priv = 1;
    }
    return k->has_pub || k->has_priv || (selection & OSSL_KEYMGMT_SELECT_KEYPAIR) == 0;
}

static const OSSL_PARAM key_types[] = {
    OSSL_PARAM_octet_string(OSSL_PKEY_PARAM_PUB_KEY, NULL, 0),
    OSSL_PARAM_octet_string(OSSL_PKEY_PARAM_PRIV_KEY, NULL, 0), OSSL_PARAM_END};

static const OSSL_PARAM *km_import_types(int selection)
{
    (void)selection;
    return key_types;
}

static int km_export(void *keydata, int selection, OSSL_CALLBACK *cb, void *cbarg)
{
    kpqc_key *k = keydata;
    OSSL_PARAM params[3];
    size_t n = 0;
    if ((selection & OSSL_KEYMGMT_SELECT_PUBLIC_KEY) != 0 && k->has_pub)
        params[n++] = OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PUB_KEY, k->pub,
                                                        k->row->pub_bytes);
    if ((selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) != 0 && k->has_priv && k->row->cl == NULL)
        params[n++] = OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PRIV_KEY, k->priv,
                                                        k->row->info->secret_key_bytes);
    params[n] = OSSL_PARAM_construct_end();
    return cb(params, cbarg);
}

static const OSSL_PARAM *km_export_types(int selection)
{
    (void)selection;
    return key_types;
}

/* A decoder hands over its key by reference (prov_codec.c). */
static void *km_load(const void *reference, size_t reference_sz)
{
    kpqc_key *k = NULL;
    if (reference == NULL || reference_sz != sizeof(k))
        return NULL;
    memcpy(&k, reference, sizeof(k));
    /* The reference owned the key: clear it so it cannot be loaded twice. */
    memset((void *)reference, 0, sizeof(k));
    return k;
}

static void *km_dup(const void *keydata, int selection)
{
    const kpqc_key *k = keydata;
    kpqc_key *d = kpqc_key_new(k->prov, k->row);
    if (d == NULL)
        return NULL;
    if ((selection & OSSL_KEYMGMT_SELECT_PUBLIC_KEY) != 0 && k->has_pub) {
        memcpy(d->pub, k->pub, k->row->pub_bytes);
        d->has_pub = 1;
    }
    if ((selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) != 0 && k->has_priv) {
        memcpy(d->priv, k->priv, k->row->info->secret_key_bytes);
        d->has_priv = 1;
        if (k->cl != NULL) {
            if (!EVP_PKEY_up_ref(k->cl)) {
                kpqc_key_free(d);
                return NULL;
            }
            d->cl = k->cl;
        }
    }
    return d;
}

#define F(id, fn) {id, (void (*)(void))(fn)}
const OSSL_DISPATCH kpqc_km_common[] = {
    F(OSSL_FUNC_KEYMGMT_FREE, km_free),
    F(OSSL_FUNC_KEYMGMT_HAS, km_has),
    F(OSSL_FUNC_KEYMGMT_MATCH, km_match),
    F(OSSL_FUNC_KEYMGMT_GEN_SET_PARAMS, km_gen_set_params),
    F(OSSL_FUNC_KEYMGMT_GEN_SETTABLE_PARAMS, km_gen_settable_params),
    F(OSSL_FUNC_KEYMGMT_GEN, km_gen),
    F(OSSL_FUNC_KEYMGMT_GEN_CLEANUP, km_gen_cleanup),
    F(OSSL_FUNC_KEYMGMT_GET_PARAMS, km_get_params),
    F(OSSL_FUNC_KEYMGMT_GETTABLE_PARAMS, km_gettable_params),
    F(OSSL_FUNC_KEYMGMT_SET_PARAMS, km_set_params),
    F(OSSL_FUNC_KEYMGMT_SETTABLE_PARAMS, km_settable_params),
    F(OSSL_FUNC_KEYMGMT_IMPORT, km_import),
    F(OSSL_FUNC_KEYMGMT_IMPORT_TYPES, km_import_types),
    F(OSSL_FUNC_KEYMGMT_EXPORT, km_export),
    F(OSSL_FUNC_KEYMGMT_EXPORT_TYPES, km_export_types),
    F(OSSL_FUNC_KEYMGMT_LOAD, km_load),
    F(OSSL_FUNC_KEYMGMT_DUP, km_dup),
    {0, NULL}};
