/* NCC-Sign1 against its internal functions: see nccsign_check.h. */
#define KPQC_NAMESPACE kpqc_nccsign1_portable_
#define NCCSIGN_MODE 1
#define NCCSIGN_SET_NAME "NCC-Sign1"
#include "nccsign_check.h"

int main(void)
{
    return run_checks();
}
