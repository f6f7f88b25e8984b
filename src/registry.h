/* The registry's internal shape: one row per scheme, one entry per backend. */
#ifndef KPQC_REGISTRY_H
#define KPQC_REGISTRY_H

#include "kpqc/kpqc.h"
#include "scheme_ops.h"

#define KPQC_MAX_BACKENDS 4

typedef struct {
    const char *name;           /* "portable", "avx2", ... */
    uint32_t cpu_features;      /* KPQC_CPU_* bits the backend needs */
    const kpqc_kem_ops *kem;    /* exactly one of kem / sign is set */
    const kpqc_sign_ops *sign;
    /* KPQC_CPU_* speed properties or optional instructions (KPQC_CPU_FAST_PDEP,
     * KPQC_CPU_GFNI) by which the backend's frontend picks one of two twin
     * kernels with the same output, at run time; never required.
     * kpqc_backend_path says which runs and why. */
    uint32_t paths;
} kpqc_backend;

struct kpqc_scheme {
    kpqc_scheme_info info;
    kpqc_backend backends[KPQC_MAX_BACKENDS]; /* portable first, fastest last */
};

extern const struct kpqc_scheme kpqc_registry[];
extern const size_t kpqc_registry_size;

#endif
