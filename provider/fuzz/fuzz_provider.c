/* Loading the kpqc module into a library context of its own. */
#include "fuzz_provider.h"

#include <stdio.h>
#include <stdlib.h>

#include <openssl/err.h>

#ifndef KPQC_FUZZ_MODULE_DIR
#error "KPQC_FUZZ_MODULE_DIR: the directory of the kpqc module (provider/fuzz/CMakeLists.txt)"
#endif

void kpqc_fuzz_provider_load(kpqc_fuzz_provider *fp)
{
    const char *dir = getenv("KPQC_PROVIDER_MODULE_DIR");
    if (dir == NULL || dir[0] == '\0')
        dir = KPQC_FUZZ_MODULE_DIR;
    fp->libctx = OSSL_LIB_CTX_new();
    if (fp->libctx == NULL || !OSSL_PROVIDER_set_default_search_path(fp->libctx, dir) ||
        (fp->dflt = OSSL_PROVIDER_load(fp->libctx, "default")) == NULL ||
        (fp->kpqc = OSSL_PROVIDER_load(fp->libctx, "kpqc")) == NULL) {
        unsigned long e = ERR_peek_last_error();
        fprintf(stderr, "cannot load the kpqc provider from %s: %s\n", dir,
                e != 0 ? ERR_reason_error_string(e) : "no reason given");
        exit(1);
    }
}

void kpqc_fuzz_provider_unload(kpqc_fuzz_provider *fp)
{
    OSSL_PROVIDER_unload(fp->kpqc);
    OSSL_PROVIDER_unload(fp->dflt);
    OSSL_LIB_CTX_free(fp->libctx);
    fp->kpqc = fp->dflt = NULL;
    fp->libctx = NULL;
}
