/* What the provider's fuzz target and its seed maker share: the kpqc module
 * loaded from the directory this build wrote it to. */
#ifndef KPQC_FUZZ_PROVIDER_H
#define KPQC_FUZZ_PROVIDER_H

#include <openssl/provider.h>
#include <openssl/types.h>

typedef struct {
    OSSL_LIB_CTX *libctx;
    OSSL_PROVIDER *kpqc;     /* loaded with OSSL_PROVIDER_load from the module directory */
    OSSL_PROVIDER *dflt;     /* OpenSSL's default provider: PEM, and the classical algorithms */
} kpqc_fuzz_provider;

/* Loads the module from $KPQC_PROVIDER_MODULE_DIR, else the directory this
 * build put it in; on failure prints one line and exits 1. */
void kpqc_fuzz_provider_load(kpqc_fuzz_provider *fp);
void kpqc_fuzz_provider_unload(kpqc_fuzz_provider *fp);

#endif
