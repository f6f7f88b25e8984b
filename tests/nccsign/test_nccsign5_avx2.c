/* NCC-Sign5's avx2 instance against the checks of nccsign_check.h: the
 * same frontend functions, computed by the kernels of native/x86_64 (the NTT
 * products on their lane layout, rounding, hints, challenge product, bit
 * fields). Skipped (exit 77) on a CPU without AVX2. */
#define KPQC_NAMESPACE kpqc_nccsign5_avx2_
#define KPQC_BACKEND_AVX2 1
#define NCCSIGN_MODE 5
#define NCCSIGN_SET_NAME "NCC-Sign5 [avx2]"
#define NCCSIGN_SCHEME "NCC-Sign5"
#define NCCSIGN_BACKEND "avx2"
#include <stdio.h>

#include "cpu.h"
#include "nccsign_check.h"

int main(void)
{
    if (!kpqc_cpu_has(KPQC_CPU_AVX2)) {
        printf("SKIP %s: this CPU has no AVX2\n", NCCSIGN_SET_NAME);
        return 77;
    }
    return run_checks();
}
