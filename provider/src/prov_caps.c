/* TLS capabilities: every KEM row is a TLS 1.3 group (TLS-GROUP, OpenSSL
 * 3.0+), every signature row a TLS 1.3 signature scheme (TLS-SIGALG, asked
 * for by OpenSSL 3.2+ only; 3.0 never calls it). Code points after the
 * environment's overrides (prov_table.c). */
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/params.h>

#include "prov.h"

#define TLS13 0x0304
/* The TLS-SIGALG names (core_names.h of OpenSSL 3.2+; 3.0's headers lack them). */
#define SIGALG_IANA_NAME "tls-sigalg-iana-name"
#define SIGALG_CODE_POINT "tls-sigalg-code-point"
#define SIGALG_NAME "tls-sigalg-name"
#define SIGALG_OID "tls-sigalg-oid"
#define SIGALG_SIG_NAME "tls-sigalg-sig-name"
#define SIGALG_KEYTYPE "tls-sigalg-keytype"
#define SIGALG_SECURITY_BITS "tls-sigalg-sec-bits"
#define SIGALG_MIN_TLS "tls-min-tls"
#define SIGALG_MAX_TLS "tls-max-tls"
#define SIGALG_MIN_DTLS "tls-min-dtls"
#define SIGALG_MAX_DTLS "tls-max-dtls"

static int group_caps(const kpqc_row *r, OSSL_CALLBACK *cb, void *arg)
{
    unsigned id = r->codepoint, bits = (unsigned)r->alg->security_bits, is_kem = 1;
    int min_tls = TLS13, max_tls = 0, no_dtls = -1;
    OSSL_PARAM params[] = {
        OSSL_PARAM_utf8_string(OSSL_CAPABILITY_TLS_GROUP_NAME, (char *)r->alg->name, 0),
        OSSL_PARAM_utf8_string(OSSL_CAPABILITY_TLS_GROUP_NAME_INTERNAL, (char *)r->alg->name, 0),
        OSSL_PARAM_utf8_string(OSSL_CAPABILITY_TLS_GROUP_ALG, (char *)r->alg->name, 0),
        OSSL_PARAM_uint(OSSL_CAPABILITY_TLS_GROUP_ID, &id),
        OSSL_PARAM_uint(OSSL_CAPABILITY_TLS_GROUP_SECURITY_BITS, &bits),
        OSSL_PARAM_int(OSSL_CAPABILITY_TLS_GROUP_MIN_TLS, &min_tls),
        OSSL_PARAM_int(OSSL_CAPABILITY_TLS_GROUP_MAX_TLS, &max_tls),
        OSSL_PARAM_int(OSSL_CAPABILITY_TLS_GROUP_MIN_DTLS, &no_dtls),
        OSSL_PARAM_int(OSSL_CAPABILITY_TLS_GROUP_MAX_DTLS, &no_dtls),
        OSSL_PARAM_uint(OSSL_CAPABILITY_TLS_GROUP_IS_KEM, &is_kem),
        OSSL_PARAM_END};
    params[0].data_size = strlen(r->alg->name) + 1;
    params[1].data_size = params[0].data_size;
    params[2].data_size = params[0].data_size;
    return cb(params, arg);
}

static int sigalg_caps(const kpqc_row *r, OSSL_CALLBACK *cb, void *arg)
{
    unsigned cp = r->codepoint, bits = (unsigned)r->alg->security_bits;
    int min_tls = TLS13, max_tls = 0, no_dtls = -1;
    OSSL_PARAM params[] = {
        OSSL_PARAM_utf8_string(SIGALG_IANA_NAME, (char *)r->alg->name, 0),
        OSSL_PARAM_uint(SIGALG_CODE_POINT, &cp),
        OSSL_PARAM_utf8_string(SIGALG_NAME, (char *)r->alg->name, 0),
        OSSL_PARAM_utf8_string(SIGALG_OID, (char *)r->oid, 0),
        OSSL_PARAM_utf8_string(SIGALG_SIG_NAME, (char *)r->alg->name, 0),
        OSSL_PARAM_utf8_string(SIGALG_KEYTYPE, (char *)r->alg->name, 0),
        OSSL_PARAM_uint(SIGALG_SECURITY_BITS, &bits),
        OSSL_PARAM_int(SIGALG_MIN_TLS, &min_tls),
        OSSL_PARAM_int(SIGALG_MAX_TLS, &max_tls),
        OSSL_PARAM_int(SIGALG_MIN_DTLS, &no_dtls),
        OSSL_PARAM_int(SIGALG_MAX_DTLS, &no_dtls),
        OSSL_PARAM_END};
    for (int i = 0; i < 6; i++)
        if (params[i].data_type == OSSL_PARAM_UTF8_STRING)
            params[i].data_size = strlen(params[i].data) + 1;
    return cb(params, arg);
}

int kpqc_get_capabilities(void *provctx, const char *capability, OSSL_CALLBACK *cb, void *arg)
{
    kpqc_prov *p = provctx;
    int groups = strcmp(capability, "TLS-GROUP") == 0;
    int sigalgs = strcmp(capability, "TLS-SIGALG") == 0;
    if (!groups && !sigalgs)
        return 0;
    for (int i = 0; i < KPQC_PROV_ROWS; i++) {
        const kpqc_row *r = &p->rows[i];
        if (r->scheme == NULL)
            continue;
        if (groups && r->alg->kind == KPQC_ROW_KEM && !group_caps(r, cb, arg))
            return 0;
        if (sigalgs && r->alg->kind == KPQC_ROW_SIG && !sigalg_caps(r, cb, arg))
            return 0;
    }
    return 1;
}
