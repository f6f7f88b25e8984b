/* NCC-Sign1's avx2 instance against the checks of nccsign_check.h: the
 * same frontend functions, computed by the kernels of native/x86_64. */
#define KPQC_NAMESPACE kpqc_nccsign1_avx2_
#define KPQC_BACKEND_AVX2 1
#define NCCSIGN_MODE 1
#define NCCSIGN_SET_NAME "NCC-Sign1 [avx2]"
#define NCCSIGN_SCHEME "NCC-Sign1"
#define NCCSIGN_BACKEND "avx2"
#include "nccsign_check.h"

int main(void)
{
    return run_checks_avx2();
}
