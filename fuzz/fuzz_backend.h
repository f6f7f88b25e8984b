/* The backend an input selects (among those this CPU runs). */
#ifndef KPQC_FUZZ_BACKEND_H
#define KPQC_FUZZ_BACKEND_H
#include "kpqc/kpqc.h"

static inline const char *fuzz_backend(const kpqc_scheme *s, unsigned selector)
{
    size_t n = kpqc_backend_count(s);
    size_t i = n ? selector % n : 0;
    return n && kpqc_backend_available(s, i) ? kpqc_backend_name(s, i) : NULL;
}
#endif
