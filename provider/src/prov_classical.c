/* The classical half of hybrid groups: OpenSSL's own X25519, X448 and ECDH,
 * fetched from the child library context (the default provider). */
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/params.h>

#include "prov.h"

int kpqc_cl_keygen(kpqc_prov *p, const kpqc_classical *c, EVP_PKEY **key, uint8_t *pub)
{
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(p->libctx, c->keytype, NULL);
    EVP_PKEY *k = NULL;
    size_t n = 0;
    int ok = ctx != NULL && EVP_PKEY_keygen_init(ctx) > 0;
    if (ok && c->group != NULL)
        ok = EVP_PKEY_CTX_set_group_name(ctx, c->group) > 0;
    ok = ok && EVP_PKEY_keygen(ctx, &k) > 0;
    ok = ok && EVP_PKEY_get_octet_string_param(k, OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY, pub,
                                               c->pub_bytes, &n) && n == c->pub_bytes;
    EVP_PKEY_CTX_free(ctx);
    if (!ok) {
        EVP_PKEY_free(k);
        kpqc_prov_error(p, "%s%s%s key generation failed", c->keytype,
                        c->group ? " " : "", c->group ? c->group : "");
        return 0;
    }
    *key = k;
    return 1;
}

/* The peer's share as a key: fromdata checks an EC point is on the curve. */
static EVP_PKEY *peer_key(kpqc_prov *p, const kpqc_classical *c, const uint8_t *peer_pub)
{
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(p->libctx, c->keytype, NULL);
    EVP_PKEY *k = NULL;
    OSSL_PARAM params[3];
    size_t i = 0;
    if (c->group != NULL)
        params[i++] = OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME,
                                                       (char *)c->group, 0);
    params[i++] = OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PUB_KEY,
                                                    (void *)peer_pub, c->pub_bytes);
    params[i] = OSSL_PARAM_construct_end();
    if (ctx == NULL || EVP_PKEY_fromdata_init(ctx) <= 0 ||
        EVP_PKEY_fromdata(ctx, &k, EVP_PKEY_PUBLIC_KEY, params) <= 0)
        k = NULL;
    EVP_PKEY_CTX_free(ctx);
    return k;
}

int kpqc_cl_derive(kpqc_prov *p, const kpqc_classical *c, EVP_PKEY *own,
                   const uint8_t *peer_pub, uint8_t *secret)
{
    EVP_PKEY *peer = peer_key(p, c, peer_pub);
    EVP_PKEY_CTX *ctx = NULL;
    size_t n = c->secret_bytes;
    int ok = peer != NULL;
    if (!ok) {
        kpqc_prov_error(p, "the peer's %s share is not a valid public key",
                        c->group ? c->group : c->keytype);
        return 0;
    }
    ctx = EVP_PKEY_CTX_new_from_pkey(p->libctx, own, NULL);
    ok = ctx != NULL && EVP_PKEY_derive_init(ctx) > 0 && EVP_PKEY_derive_set_peer(ctx, peer) > 0 &&
         EVP_PKEY_derive(ctx, secret, &n) > 0 && n == c->secret_bytes;
    EVP_PKEY_CTX_free(ctx);
    EVP_PKEY_free(peer);
    if (!ok)
        kpqc_prov_error(p, "%s key agreement failed", c->group ? c->group : c->keytype);
    return ok;
}
