/* The provider's entry point (the module's only exported symbol), its
 * parameters, errors and teardown. */
#include <stdarg.h>
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/params.h>

#include "prov.h"

#define KPQC_REASON 1

void kpqc_prov_error(const kpqc_prov *p, const char *fmt, ...)
{
    va_list ap;
    if (p == NULL || p->new_error == NULL || p->vset_error == NULL)
        return;
    p->new_error(p->handle);
    if (p->set_error_debug != NULL)
        p->set_error_debug(p->handle, NULL, 0, "kpqc");
    va_start(ap, fmt);
    p->vset_error(p->handle, KPQC_REASON, fmt, ap);
    va_end(ap);
}

static const OSSL_ITEM reason_strings[] = {{KPQC_REASON, "kpqc provider"}, {0, NULL}};

static const OSSL_ITEM *prov_reason_strings(void *provctx)
{
    (void)provctx;
    return reason_strings;
}

static const OSSL_PARAM *prov_gettable_params(void *provctx)
{
    static const OSSL_PARAM gettable[] = {
        OSSL_PARAM_utf8_ptr(OSSL_PROV_PARAM_NAME, NULL, 0),
        OSSL_PARAM_utf8_ptr(OSSL_PROV_PARAM_VERSION, NULL, 0),
        OSSL_PARAM_utf8_ptr(OSSL_PROV_PARAM_BUILDINFO, NULL, 0),
        OSSL_PARAM_int(OSSL_PROV_PARAM_STATUS, NULL), OSSL_PARAM_END};
    (void)provctx;
    return gettable;
}

static int prov_get_params(void *provctx, OSSL_PARAM params[])
{
    OSSL_PARAM *p;
    (void)provctx;
    if ((p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_NAME)) != NULL &&
        !OSSL_PARAM_set_utf8_ptr(p, "kpqc provider (KpqC algorithms from libkpqc)"))
        return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_VERSION)) != NULL &&
        !OSSL_PARAM_set_utf8_ptr(p, kpqc_version()))
        return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_BUILDINFO)) != NULL &&
        !OSSL_PARAM_set_utf8_ptr(p, kpqc_version()))
        return 0;
    if ((p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_STATUS)) != NULL &&
        !OSSL_PARAM_set_int(p, 1))
        return 0;
    return 1;
}

static void prov_teardown(void *provctx)
{
    kpqc_prov *p = provctx;
    if (p == NULL)
        return;
    kpqc_tables_free(p);
    OSSL_LIB_CTX_free(p->libctx);
    OPENSSL_free(p);
}

#define F(id, fn) {id, (void (*)(void))(fn)}
static const OSSL_DISPATCH prov_functions[] = {
    F(OSSL_FUNC_PROVIDER_TEARDOWN, prov_teardown),
    F(OSSL_FUNC_PROVIDER_GETTABLE_PARAMS, prov_gettable_params),
    F(OSSL_FUNC_PROVIDER_GET_PARAMS, prov_get_params),
    F(OSSL_FUNC_PROVIDER_QUERY_OPERATION, kpqc_query),
    F(OSSL_FUNC_PROVIDER_GET_REASON_STRINGS, prov_reason_strings),
    F(OSSL_FUNC_PROVIDER_GET_CAPABILITIES, kpqc_get_capabilities),
    {0, NULL}};

/* The signature OIDs become OpenSSL objects named after the rows, and each a
 * signature algorithm without a digest, so X.509 and CMS find the key type
 * from the OID. */
static int register_oids(kpqc_prov *p, OSSL_FUNC_core_obj_create_fn *obj_create,
                         OSSL_FUNC_core_obj_add_sigid_fn *add_sigid)
{
    for (int i = 0; i < KPQC_PROV_ROWS; i++) {
        const kpqc_row *r = &p->rows[i];
        if (r->scheme == NULL || r->alg->kind != KPQC_ROW_SIG)
            continue;
        if (!obj_create(p->handle, r->oid, r->alg->name, r->alg->name) ||
            !add_sigid(p->handle, r->alg->name, "", r->alg->name)) {
            kpqc_prov_error(p, "cannot register OID %s for %s", r->oid, r->alg->name);
            return 0;
        }
    }
    return 1;
}

__attribute__((visibility("default"))) int OSSL_provider_init(const OSSL_CORE_HANDLE *handle,
                                                              const OSSL_DISPATCH *in,
                                                              const OSSL_DISPATCH **out,
                                                              void **provctx);

int OSSL_provider_init(const OSSL_CORE_HANDLE *handle, const OSSL_DISPATCH *in,
                       const OSSL_DISPATCH **out, void **provctx)
{
    OSSL_FUNC_core_obj_create_fn *obj_create = NULL;
    OSSL_FUNC_core_obj_add_sigid_fn *add_sigid = NULL;
    kpqc_prov *p = OPENSSL_zalloc(sizeof(*p));
    if (p == NULL)
        return 0;
    p->handle = handle;
    for (const OSSL_DISPATCH *d = in; d->function_id != 0; d++) {
        switch (d->function_id) {
        case OSSL_FUNC_CORE_NEW_ERROR:
            p->new_error = OSSL_FUNC_core_new_error(d);
            break;
        case OSSL_FUNC_CORE_VSET_ERROR:
            p->vset_error = OSSL_FUNC_core_vset_error(d);
            break;
        case OSSL_FUNC_CORE_SET_ERROR_DEBUG:
            p->set_error_debug = OSSL_FUNC_core_set_error_debug(d);
            break;
        case OSSL_FUNC_CORE_OBJ_CREATE:
            obj_create = OSSL_FUNC_core_obj_create(d);
            break;
        case OSSL_FUNC_CORE_OBJ_ADD_SIGID:
            add_sigid = OSSL_FUNC_core_obj_add_sigid(d);
            break;
        default:
            break;
        }
    }
    if (obj_create == NULL || add_sigid == NULL) {
        kpqc_prov_error(p, "the OpenSSL core does not offer object registration");
        goto fail;
    }
    if (!kpqc_rows_load(p) || !register_oids(p, obj_create, add_sigid))
        goto fail;
    if ((p->libctx = OSSL_LIB_CTX_new_child(handle, in)) == NULL) {
        kpqc_prov_error(p, "cannot create a child library context");
        goto fail;
    }
    if (!kpqc_tables_build(p))
        goto fail;
    *out = prov_functions;
    *provctx = p;
    return 1;
fail:
    prov_teardown(p);
    return 0;
}
