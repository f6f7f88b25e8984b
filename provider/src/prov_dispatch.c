/* The provider's algorithm lists, built once at load time from the rows this
 * libkpqc has (a build without a family offers none of its rows).
 *
 * OpenSSL tells a key manager's new/gen_init and a decoder's newctx nothing
 * but the provider context, so each row has its own small entry points
 * (KPQC_ROW_ENTRIES below) that name it; everything else is shared. */
#include <stdio.h>
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>

#include "prov.h"
#include "prov_dispatch.h"

#define KPQC_FOR_ROWS(X)                                                                   \
    X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13) X(14) X(15) \
    X(16) X(17) X(18) X(19) X(20) X(21) X(22) X(23) X(24) X(25) X(26) X(27) X(28) X(29) \
    X(30) X(31) X(32) X(33) X(34) X(35) X(36) X(37) X(38) X(39) X(40)

#define KPQC_ROW_ENTRIES(i)                                                                   \
    static void *km_new_##i(void *pc) { return kpqc_km_new(pc, i); }                          \
    static void *km_gen_init_##i(void *pc, int sel, const OSSL_PARAM pr[])                    \
    {                                                                                         \
        return kpqc_km_gen_init(pc, i, sel, pr);                                              \
    }                                                                                         \
    static void *dec_spki_##i(void *pc) { return kpqc_dec_newctx(pc, i, KPQC_STRUCT_SPKI); }   \
    static void *dec_pkcs8_##i(void *pc) { return kpqc_dec_newctx(pc, i, KPQC_STRUCT_PKCS8); }
KPQC_FOR_ROWS(KPQC_ROW_ENTRIES)

typedef void *(*newfn)(void *);
typedef void *(*geninitfn)(void *, int, const OSSL_PARAM[]);
static const struct {
    newfn km_new;
    geninitfn km_gen_init;
    newfn dec[2];
} row_entries[] = {
#define KPQC_ROW_TABLE(i) {km_new_##i, km_gen_init_##i, {dec_spki_##i, dec_pkcs8_##i}},
    KPQC_FOR_ROWS(KPQC_ROW_TABLE)};
typedef char row_entries_cover_rows[(sizeof(row_entries) / sizeof(row_entries[0]) ==
                                     KPQC_PROV_ROWS) ? 1 : -1];

static void *enc_spki_der(void *pc) { return kpqc_enc_newctx(pc, -1, KPQC_STRUCT_SPKI, 0); }
static void *enc_spki_pem(void *pc) { return kpqc_enc_newctx(pc, -1, KPQC_STRUCT_SPKI, 1); }
static void *enc_pkcs8_der(void *pc) { return kpqc_enc_newctx(pc, -1, KPQC_STRUCT_PKCS8, 0); }
static void *enc_pkcs8_pem(void *pc) { return kpqc_enc_newctx(pc, -1, KPQC_STRUCT_PKCS8, 1); }
static const newfn enc_new[2][2] = {{enc_spki_der, enc_spki_pem}, {enc_pkcs8_der, enc_pkcs8_pem}};

static const char *const structure_name[2] = {"SubjectPublicKeyInfo", "PrivateKeyInfo"};
static const char *const enc_props[2][2] = {
    {"provider=kpqc,output=der,structure=SubjectPublicKeyInfo",
     "provider=kpqc,output=pem,structure=SubjectPublicKeyInfo"},
    {"provider=kpqc,output=der,structure=PrivateKeyInfo",
     "provider=kpqc,output=pem,structure=PrivateKeyInfo"}};
static const char *const dec_props[2] = {"provider=kpqc,input=der,structure=SubjectPublicKeyInfo",
                                         "provider=kpqc,input=der,structure=PrivateKeyInfo"};

static size_t copy_dispatch(OSSL_DISPATCH *dst, size_t at, const OSSL_DISPATCH *src)
{
    for (; src->function_id != 0; src++)
        dst[at++] = *src;
    dst[at].function_id = 0;
    dst[at].function = NULL;
    return at;
}

#define FN(f) ((void (*)(void))(f))

int kpqc_tables_build(kpqc_prov *p)
{
    kpqc_tables *t = OPENSSL_zalloc(sizeof(*t));
    size_t nkm = 0, nkem = 0, nsig = 0, nenc = 0, ndec = 0;
    if (t == NULL)
        return 0;
    for (int s = 0; s < 2; s++)
        for (int pem = 0; pem < 2; pem++) {
            OSSL_DISPATCH *d = t->enc[s][pem];
            d[0].function_id = OSSL_FUNC_ENCODER_NEWCTX;
            d[0].function = FN(enc_new[s][pem]);
            d[1].function_id = OSSL_FUNC_ENCODER_DOES_SELECTION;
            d[1].function = s == 0 ? FN(kpqc_enc_does_selection_spki)
                                   : FN(kpqc_enc_does_selection_pkcs8);
            copy_dispatch(d, 2, kpqc_enc_common);
        }
    for (int i = 0; i < KPQC_PROV_ROWS; i++) {
        const kpqc_row *r = &p->rows[i];
        char *name = t->names[i];
        if (r->scheme == NULL)
            continue;
        if (r->alg->kind == KPQC_ROW_SIG)
            snprintf(name, sizeof(t->names[i]), "%s:%s", r->alg->name, r->oid);
        else
            snprintf(name, sizeof(t->names[i]), "%s", r->alg->name);
        t->km[i][0].function_id = OSSL_FUNC_KEYMGMT_NEW;
        t->km[i][0].function = FN(row_entries[i].km_new);
        t->km[i][1].function_id = OSSL_FUNC_KEYMGMT_GEN_INIT;
        t->km[i][1].function = FN(row_entries[i].km_gen_init);
        copy_dispatch(t->km[i], 2, kpqc_km_common);
        t->keymgmt[nkm++] = (OSSL_ALGORITHM){name, "provider=kpqc", t->km[i], r->info->name};
        if (r->alg->kind == KPQC_ROW_KEM) {
            t->kem[nkem++] = (OSSL_ALGORITHM){name, "provider=kpqc", kpqc_kem_functions,
                                              r->info->name};
            continue;
        }
        t->sig[nsig++] = (OSSL_ALGORITHM){name, "provider=kpqc", kpqc_sig_functions,
                                          r->info->name};
        for (int s = 0; s < 2; s++) {
            t->dec_disp[i][s][0].function_id = OSSL_FUNC_DECODER_NEWCTX;
            t->dec_disp[i][s][0].function = FN(row_entries[i].dec[s]);
            copy_dispatch(t->dec_disp[i][s], 1, kpqc_dec_common);
            t->dec[ndec++] = (OSSL_ALGORITHM){name, dec_props[s], t->dec_disp[i][s],
                                              structure_name[s]};
            for (int pem = 0; pem < 2; pem++)
                t->encs[nenc++] = (OSSL_ALGORITHM){name, enc_props[s][pem], t->enc[s][pem],
                                                   structure_name[s]};
        }
    }
    p->tables = t;
    return 1;
}

void kpqc_tables_free(kpqc_prov *p)
{
    OPENSSL_free(p->tables);
    p->tables = NULL;
}

const OSSL_ALGORITHM *kpqc_query(void *provctx, int operation_id, int *no_cache)
{
    kpqc_prov *p = provctx;
    *no_cache = 0;
    switch (operation_id) {
    case OSSL_OP_KEYMGMT:
        return p->tables->keymgmt;
    case OSSL_OP_KEM:
        return p->tables->kem;
    case OSSL_OP_SIGNATURE:
        return p->tables->sig;
    case OSSL_OP_ENCODER:
        return p->tables->encs;
    case OSSL_OP_DECODER:
        return p->tables->dec;
    default:
        return NULL;
    }
}
