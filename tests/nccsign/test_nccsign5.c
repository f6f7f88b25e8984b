/* NCC-Sign5 against its internal functions: see nccsign_check.h. */
#define KPQC_NAMESPACE kpqc_nccsign5_portable_
#define NCCSIGN_MODE 5
#define NCCSIGN_SET_NAME "NCC-Sign5"
#include "nccsign_check.h"

int main(void)
{
    return run_checks();
}
