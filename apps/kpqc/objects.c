/* Lookup in the generated table of objects. */
#include "objects.h"

const cli_instance_objects *cli_instance_for(const void *descriptor)
{
    for (size_t i = 0; i < cli_instance_count; i++) {
        const cli_instance_objects *e = &cli_instances[i];
        if (descriptor != NULL && (e->kem == descriptor || e->sign == descriptor)) return e;
    }
    return NULL;
}
