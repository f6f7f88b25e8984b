/* NCC-Sign3 against its internal functions: see nccsign_check.h. */
#define KPQC_NAMESPACE kpqc_nccsign3_portable_
#define NCCSIGN_MODE 3
#define NCCSIGN_SET_NAME "NCC-Sign3"
#include "nccsign_check.h"

int main(void)
{
    return run_checks();
}
