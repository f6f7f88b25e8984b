/* The provider's algorithms: names, KpqC schemes, TLS code points and OIDs.
 *
 * Names, code points and OIDs of the rows oqs-provider_KpqC also defines are
 * that provider's (docs/PROVIDER.md has the table and its source), so the two
 * can meet in a handshake. The others (timer, x25519_timer,
 * x25519_ntru_plus_kem768, the Round-2 and TiGER rows) are ours, on private-use
 * code points neither oqs-provider nor its KpqC fork uses (0xFE60-0xFE6C). Every code point and OID can be overridden from the
 * environment: KPQC_CODEPOINT_<NAME> (decimal or 0x hex) and KPQC_OID_<NAME>
 * (dotted), <NAME> the algorithm name in upper case. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prov.h"

#define KEM(n, s, c, cp, bits) {n, s, KPQC_ROW_KEM, c, cp, NULL, bits, NULL}
#define SIG(n, s, cp, oid, bits) {n, s, KPQC_ROW_SIG, KPQC_CL_NONE, cp, oid, bits, NULL}

const kpqc_alg kpqc_prov_algs[KPQC_PROV_ROWS] = {
    /* KEMs alone. NTRU+576 exists only as the Round-2 set. */
    KEM("ntru_plus_kem576", "NTRU+576-r2", KPQC_CL_NONE, 65082, 128),
    KEM("ntru_plus_kem768", "NTRU+768", KPQC_CL_NONE, 65085, 128),
    KEM("ntru_plus_kem864", "NTRU+864", KPQC_CL_NONE, 65088, 192),
    KEM("ntru_plus_kem1152", "NTRU+1152", KPQC_CL_NONE, 65091, 256),
    KEM("smaug_t1", "SMAUG-T1", KPQC_CL_NONE, 65093, 128),
    KEM("smaug_t3", "SMAUG-T3", KPQC_CL_NONE, 65096, 192),
    KEM("smaug_t5", "SMAUG-T5", KPQC_CL_NONE, 65099, 256),
    KEM("timer", "TiMER", KPQC_CL_NONE, 0xFE60, 128),
    /* Hybrids: classical share and secret first, then the KpqC ones. */
    KEM("p256_ntru_plus_kem576", "NTRU+576-r2", KPQC_CL_P256, 65083, 128),
    KEM("x25519_ntru_plus_kem576", "NTRU+576-r2", KPQC_CL_X25519, 65084, 128),
    KEM("p384_ntru_plus_kem768", "NTRU+768", KPQC_CL_P384, 65086, 128),
    KEM("x448_ntru_plus_kem768", "NTRU+768", KPQC_CL_X448, 65087, 128),
    KEM("p384_ntru_plus_kem864", "NTRU+864", KPQC_CL_P384, 65089, 192),
    KEM("x448_ntru_plus_kem864", "NTRU+864", KPQC_CL_X448, 65090, 192),
    KEM("p521_ntru_plus_kem1152", "NTRU+1152", KPQC_CL_P521, 65092, 256),
    KEM("p256_smaug_t1", "SMAUG-T1", KPQC_CL_P256, 65094, 128),
    KEM("x25519_smaug_t1", "SMAUG-T1", KPQC_CL_X25519, 65095, 128),
    KEM("p384_smaug_t3", "SMAUG-T3", KPQC_CL_P384, 65097, 192),
    KEM("x448_smaug_t3", "SMAUG-T3", KPQC_CL_X448, 65098, 192),
    KEM("p521_smaug_t5", "SMAUG-T5", KPQC_CL_P521, 65100, 256),
    KEM("x25519_ntru_plus_kem768", "NTRU+768", KPQC_CL_X25519, 0xFE62, 128),
    KEM("x25519_timer", "TiMER", KPQC_CL_X25519, 0xFE61, 128),
    /* Earlier versions, alone: the Round-2 code oqs-provider_KpqC builds
     * (move a code point onto that provider's to meet it), and TiGER (KpqC
     * Round 1), whose keys fit a key share. PALOMA's do not (hundreds of kB). */
    KEM("ntru_plus_kem768_r2", "NTRU+768-r2", KPQC_CL_NONE, 0xFE63, 128),
    KEM("ntru_plus_kem864_r2", "NTRU+864-r2", KPQC_CL_NONE, 0xFE64, 192),
    KEM("ntru_plus_kem1152_r2", "NTRU+1152-r2", KPQC_CL_NONE, 0xFE65, 256),
    KEM("smaug_t1_r2", "SMAUG-T1-r2", KPQC_CL_NONE, 0xFE66, 128),
    KEM("smaug_t3_r2", "SMAUG-T3-r2", KPQC_CL_NONE, 0xFE67, 192),
    KEM("smaug_t5_r2", "SMAUG-T5-r2", KPQC_CL_NONE, 0xFE68, 256),
    KEM("timer_r2", "TiMER-r2", KPQC_CL_NONE, 0xFE69, 128),
    KEM("tiger128", "TiGER128", KPQC_CL_NONE, 0xFE6A, 128),
    KEM("tiger192", "TiGER192", KPQC_CL_NONE, 0xFE6B, 192),
    KEM("tiger256", "TiGER256", KPQC_CL_NONE, 0xFE6C, 256),
    /* Signatures (TLS SignatureScheme code points, X.509 OIDs). */
    SIG("haetae2", "HAETAE2", 65101, "1.3.9999.14.1.1", 128),
    SIG("haetae3", "HAETAE3", 65104, "1.3.9999.14.2.1", 192),
    SIG("haetae5", "HAETAE5", 65107, "1.3.9999.14.3.1", 256),
    SIG("aimer128s", "AIMer128s", 65073, "1.3.9999.11.1.1", 128),
    SIG("aimer128f", "AIMer128f", 65110, "1.3.9999.11.1.3", 128),
    SIG("aimer192s", "AIMer192s", 65076, "1.3.9999.11.2.1", 192),
    SIG("aimer192f", "AIMer192f", 65112, "1.3.9999.11.2.3", 192),
    SIG("aimer256s", "AIMer256s", 65079, "1.3.9999.11.3.1", 256),
    SIG("aimer256f", "AIMer256f", 65114, "1.3.9999.11.3.3", 256),
};

static const kpqc_classical classical[] = {
    [KPQC_CL_X25519] = {"X25519", NULL, 32, 32, 128},
    [KPQC_CL_X448] = {"X448", NULL, 56, 56, 224},
    [KPQC_CL_P256] = {"EC", "P-256", 65, 32, 128},
    [KPQC_CL_P384] = {"EC", "P-384", 97, 48, 192},
    [KPQC_CL_P521] = {"EC", "P-521", 133, 66, 256},
};

const kpqc_classical *kpqc_classical_of(kpqc_classical_id id)
{
    if (id == KPQC_CL_NONE || (size_t)id >= sizeof(classical) / sizeof(classical[0]))
        return NULL;
    return &classical[id];
}

/* getenv("KPQC_<what>_<NAME>") */
static const char *row_env(const char *what, const char *name)
{
    char var[96];
    size_t n = (size_t)snprintf(var, sizeof(var), "KPQC_%s_", what);
    for (const char *c = name; *c != '\0' && n + 1 < sizeof(var); c++)
        var[n++] = (*c >= 'a' && *c <= 'z') ? (char)(*c - 'a' + 'A') : *c;
    var[n] = '\0';
    return getenv(var);
}

static int dotted_oid_ok(const char *s)
{
    int dots = 0, digits = 0;
    for (; *s != '\0'; s++) {
        if (*s == '.') {
            if (digits == 0)
                return 0;
            dots++;
            digits = 0;
        } else if (*s >= '0' && *s <= '9') {
            digits++;
        } else {
            return 0;
        }
    }
    return dots >= 1 && digits > 0;
}

int kpqc_rows_load(kpqc_prov *p)
{
    for (int i = 0; i < KPQC_PROV_ROWS; i++) {
        const kpqc_alg *a = &kpqc_prov_algs[i];
        kpqc_row *r = &p->rows[i];
        memset(r, 0, sizeof(*r));
        r->alg = a;
        r->scheme = kpqc_scheme_find(a->scheme);
        if (r->scheme == NULL)
            continue; /* a build without that family: the row is not offered */
        r->info = kpqc_scheme_info_of(r->scheme);
        r->cl = kpqc_classical_of(a->classical);
        r->codepoint = a->codepoint;
        const char *env = row_env("CODEPOINT", a->name);
        if (env != NULL) {
            char *end = NULL;
            unsigned long v = strtoul(env, &end, 0);
            if (end == env || *end != '\0' || v == 0 || v > 0xFFFF) {
                kpqc_prov_error(p, "KPQC_CODEPOINT_ for %s: '%s' is not a code point (1..65535)",
                                a->name, env);
                return 0;
            }
            r->codepoint = (unsigned)v;
        }
        if (a->oid != NULL) {
            const char *oid = row_env("OID", a->name);
            if (oid == NULL)
                oid = a->oid;
            if (!dotted_oid_ok(oid) || strlen(oid) >= sizeof(r->oid)) {
                kpqc_prov_error(p, "KPQC_OID_ for %s: '%s' is not a dotted OID", a->name, oid);
                return 0;
            }
            memcpy(r->oid, oid, strlen(oid) + 1);
        }
        size_t clpub = r->cl != NULL ? r->cl->pub_bytes : 0;
        size_t clss = r->cl != NULL ? r->cl->secret_bytes : 0;
        r->pub_bytes = clpub + r->info->public_key_bytes;
        if (a->kind == KPQC_ROW_KEM) {
            r->ct_bytes = clpub + r->info->ciphertext_bytes;
            r->ss_bytes = clss + r->info->shared_secret_bytes;
        }
    }
    return 1;
}
