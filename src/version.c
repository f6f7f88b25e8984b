/* The library's version: the project version of CMakeLists.txt. */
#include "kpqc/kpqc.h"

#ifndef KPQC_VERSION_STRING
#error "KPQC_VERSION_STRING is set by the build (CMakeLists.txt)"
#endif

const char *kpqc_version(void)
{
    return KPQC_VERSION_STRING;
}
