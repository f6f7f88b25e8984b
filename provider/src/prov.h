/* The kpqc OpenSSL 3 provider: shared declarations.
 *
 * The provider holds no scheme code: every KpqC operation is a call of the
 * public API (include/kpqc/kpqc.h). The classical halves of hybrid groups
 * (X25519, X448, P-256/384/521 ECDH) are OpenSSL's own, fetched through a
 * child library context. */
#ifndef KPQC_PROV_H
#define KPQC_PROV_H

#include <stddef.h>
#include <stdint.h>

#include <openssl/core.h>
#include <openssl/core_dispatch.h>
#include <openssl/types.h>

#include <kpqc/kpqc.h>

/* The classical half of a hybrid KEM group. */
typedef enum {
    KPQC_CL_NONE = 0,
    KPQC_CL_X25519,
    KPQC_CL_X448,
    KPQC_CL_P256,
    KPQC_CL_P384,
    KPQC_CL_P521
} kpqc_classical_id;

typedef struct {
    const char *keytype;   /* OpenSSL key type: "X25519", "X448" or "EC" */
    const char *group;     /* EC curve name, NULL for X25519/X448 */
    size_t pub_bytes;      /* key share bytes (EC: uncompressed point) */
    size_t secret_bytes;   /* ECDH output bytes */
    int security_bits;
} kpqc_classical;

/* One algorithm of the provider: a KEM (pure or hybrid, also a TLS group) or
 * a signature scheme. The table is prov_table.c. */
typedef enum { KPQC_ROW_KEM = 1, KPQC_ROW_SIG = 2 } kpqc_row_kind;

typedef struct {
    const char *name;        /* OpenSSL algorithm and TLS group/sigalg name */
    const char *scheme;      /* kpqc registry name */
    kpqc_row_kind kind;
    kpqc_classical_id classical;
    unsigned codepoint;      /* TLS NamedGroup / SignatureScheme */
    const char *oid;         /* X.509 OID (signatures), NULL for KEMs */
    int security_bits;
    const char *env_suffix;  /* KPQC_CODEPOINT_<suffix>, KPQC_OID_<suffix> */
} kpqc_alg;

#define KPQC_PROV_ROWS 41
#define KPQC_MAX_OID 64
#define KPQC_MAX_CLASSICAL_PUB 133

extern const kpqc_alg kpqc_prov_algs[KPQC_PROV_ROWS];

/* A row as loaded: the scheme found in libkpqc and the code point and OID
 * after environment overrides. */
typedef struct {
    const kpqc_alg *alg;
    const kpqc_scheme *scheme;     /* NULL: not in this libkpqc build */
    const kpqc_scheme_info *info;
    const kpqc_classical *cl;      /* NULL for a pure row */
    unsigned codepoint;
    char oid[KPQC_MAX_OID];
    size_t pub_bytes;              /* encoded public key: classical || KpqC */
    size_t ct_bytes;               /* KEM: classical share || ciphertext */
    size_t ss_bytes;               /* KEM: classical secret || KpqC secret */
} kpqc_row;

typedef struct kpqc_tables kpqc_tables;

typedef struct {
    const OSSL_CORE_HANDLE *handle;
    OSSL_LIB_CTX *libctx;          /* child context: OpenSSL's own algorithms */
    kpqc_row rows[KPQC_PROV_ROWS];
    OSSL_FUNC_core_new_error_fn *new_error;
    OSSL_FUNC_core_vset_error_fn *vset_error;
    OSSL_FUNC_core_set_error_debug_fn *set_error_debug;
    kpqc_tables *tables;           /* prov_dispatch.c */
} kpqc_prov;

/* A key of any row. */
typedef struct {
    kpqc_prov *prov;
    const kpqc_row *row;
    uint8_t *pub;        /* row->pub_bytes: classical share then KpqC public key */
    uint8_t *priv;       /* KpqC secret key (secure heap) */
    EVP_PKEY *cl;        /* hybrid: the classical key pair */
    int has_pub, has_priv;
} kpqc_key;

/* prov_table.c */
const kpqc_classical *kpqc_classical_of(kpqc_classical_id id);
int kpqc_rows_load(kpqc_prov *p);

/* prov_main.c: errors into OpenSSL's queue (one line, with a reason). */
void kpqc_prov_error(const kpqc_prov *p, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* prov_classical.c */
int kpqc_cl_keygen(kpqc_prov *p, const kpqc_classical *c, EVP_PKEY **key, uint8_t *pub);
int kpqc_cl_derive(kpqc_prov *p, const kpqc_classical *c, EVP_PKEY *own,
                   const uint8_t *peer_pub, uint8_t *secret);

/* prov_keymgmt.c */
kpqc_key *kpqc_key_new(kpqc_prov *p, const kpqc_row *row);
void kpqc_key_free(kpqc_key *k);
int kpqc_key_generate(kpqc_key *k);
/* The KpqC part of the public key (after the classical share). */
const uint8_t *kpqc_key_pq_pub(const kpqc_key *k);
size_t kpqc_key_pq_pub_bytes(const kpqc_key *k);
/* 1 when k is a key of a row of that kind holding the part an operation
 * needs (need_priv: the secret key, to sign or decapsulate; else the public
 * key); 0 otherwise, with an error naming the missing part. */
int kpqc_key_usable(const kpqc_prov *p, const kpqc_key *k, kpqc_row_kind kind, int need_priv);
void *kpqc_km_new(void *provctx, int row);
void *kpqc_km_gen_init(void *provctx, int row, int selection, const OSSL_PARAM params[]);
extern const OSSL_DISPATCH kpqc_km_common[];

/* prov_kem.c, prov_sig.c */
extern const OSSL_DISPATCH kpqc_kem_functions[];
extern const OSSL_DISPATCH kpqc_sig_functions[];

/* prov_der.c: SubjectPublicKeyInfo and PKCS#8 PrivateKeyInfo for a row. */
int kpqc_der_spki_write(const kpqc_row *row, const uint8_t *pub, uint8_t **out, size_t *outlen);
int kpqc_der_pkcs8_write(const kpqc_row *row, const uint8_t *priv, const uint8_t *pub,
                         uint8_t **out, size_t *outlen);
/* 1 and the key bytes' position when der is that structure for this row's
 * OID; 0 otherwise (another algorithm or malformed). */
int kpqc_der_spki_read(const kpqc_row *row, const uint8_t *der, size_t len,
                       const uint8_t **pub);
int kpqc_der_pkcs8_read(const kpqc_row *row, const uint8_t *der, size_t len,
                        const uint8_t **priv, const uint8_t **pub);
/* The DER AlgorithmIdentifier of the row (no parameters). */
int kpqc_der_algid(const kpqc_row *row, uint8_t *out, size_t cap, size_t *outlen);

/* prov_codec.c: per-row encoder/decoder entry points. */
void *kpqc_enc_newctx(void *provctx, int row, int structure, int pem);
void *kpqc_dec_newctx(void *provctx, int row, int structure);
extern const OSSL_DISPATCH kpqc_enc_common[];
int kpqc_enc_does_selection_spki(void *provctx, int selection);
int kpqc_enc_does_selection_pkcs8(void *provctx, int selection);
extern const OSSL_DISPATCH kpqc_dec_common[];
enum { KPQC_STRUCT_SPKI = 1, KPQC_STRUCT_PKCS8 = 2 };

/* prov_caps.c */
int kpqc_get_capabilities(void *provctx, const char *capability, OSSL_CALLBACK *cb, void *arg);

/* prov_dispatch.c: the OSSL_ALGORITHM arrays. */
int kpqc_tables_build(kpqc_prov *p);
void kpqc_tables_free(kpqc_prov *p);
const OSSL_ALGORITHM *kpqc_query(void *provctx, int operation_id, int *no_cache);

#endif
