/* Lookup in the generated table of objects, and the NIST group's liboqs names. */
#include <stddef.h>

#include "objects.h"

#if defined(KPQC_HAVE_LIBOQS) && KPQC_HAVE_LIBOQS
#include "nist/nist.h"
#endif

typedef struct {
    const void *descriptor;
    const char *prefix;
} archive_instance;

static const archive_instance archive_instances[] = {
#if defined(KPQC_NIST_KEMS) && defined(KPQC_NIST_SIGNS)
#define KEM_ROW(id, alg, ...) {&kpqc_nist_##id##_kem_ops, "OQS_KEM_" #alg "_"},
#define SIGN_ROW(id, alg, ...) {&kpqc_nist_##id##_sign_ops, "OQS_SIG_" #alg "_"},
    KPQC_NIST_KEMS(KEM_ROW) KPQC_NIST_SIGNS(SIGN_ROW)
#endif
    {NULL, NULL}};

const char *cli_archive_prefix_for(const void *descriptor)
{
    for (size_t i = 0; archive_instances[i].descriptor != NULL; i++) {
        if (archive_instances[i].descriptor == descriptor) return archive_instances[i].prefix;
    }
    return NULL;
}

const cli_instance_objects *cli_instance_for(const void *descriptor)
{
    for (size_t i = 0; i < cli_instance_count; i++) {
        const cli_instance_objects *e = &cli_instances[i];
        if (descriptor != NULL && (e->kem == descriptor || e->sign == descriptor)) return e;
    }
    return NULL;
}
