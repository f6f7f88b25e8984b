/* The object files of this build, for `kpqc size` and `kpqc profile`.
 *
 * CMake generates the table (kpqc_objects.c in the build directory) from the
 * per-instance object libraries of cmake/scheme.cmake: each instance's
 * descriptor (weak references, so whichever of kem_ops/sign_ops exists is
 * non-NULL) and the absolute paths of its objects, and the objects of the
 * shared primitives (kpqc_common). */
#ifndef KPQC_CLI_OBJECTS_H
#define KPQC_CLI_OBJECTS_H

#include <stddef.h>

typedef struct {
    const char *target;          /* kpqc_<id>_<backend> */
    const void *kem, *sign;      /* the instance's descriptor (one is NULL) */
    const char *const *objects;  /* NULL-terminated */
} cli_instance_objects;

extern const cli_instance_objects cli_instances[];
extern const size_t cli_instance_count;
extern const char *const cli_common_objects[]; /* NULL-terminated */

/* The entry whose descriptor is `descriptor`, or NULL. */
const cli_instance_objects *cli_instance_for(const void *descriptor);

/* liboqs.a of this build (the NIST group), or NULL. */
extern const char *const cli_liboqs_archive;

/* For a NIST-group descriptor (src/nist/nist.h): the prefix of its liboqs
 * functions, e.g. "OQS_KEM_ml_kem_768_"; NULL for any other descriptor. */
const char *cli_archive_prefix_for(const void *descriptor);

#endif
