/* NCC-Sign5prime against its internal functions: see nccsign_check.h. */
#define KPQC_NAMESPACE kpqc_nccsign5prime_portable_
#define NCCSIGN_MODE 55
#define NCCSIGN_SET_NAME "NCC-Sign5prime"
#include "nccsign_check.h"

int main(void)
{
    return run_checks();
}
