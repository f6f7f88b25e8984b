/* Keccak-f[1600] compiled with -mbmi -mbmi2 (this file only; fips202.c calls it
 * only when the CPU has BMI1 and BMI2): keccakf1600.h's andn form of chi, with
 * rorx for the rotations. */
#if defined(__x86_64__)
#include "fips202.h"
#include "keccakf1600.h"

void kpqc_keccakf1600_bmi2(uint64_t s[25])
{
    keccakf1600_lanes(s);
}
#else
typedef int kpqc_keccakf1600_bmi2_unused; /* ISO C forbids an empty translation unit */
#endif
