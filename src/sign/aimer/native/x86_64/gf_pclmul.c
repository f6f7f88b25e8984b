/* GF(2^k) multiplication and squaring on PCLMULQDQ (contract in api.h). */
#include "api.h"
#include "clmul.h"

void aimer_avx2_gf_mul(uint64_t r[GF_WORDS], const uint64_t a[GF_WORDS],
                       const uint64_t b[GF_WORDS])
{
    clmul_wide p;
    clmul_wide_zero(p);
    clmul_wide_acc(p, a, b);
    clmul_reduce(r, p);
}

void aimer_avx2_gf_sqr(uint64_t r[GF_WORDS], const uint64_t a[GF_WORDS])
{
    clmul_wide p;
    clmul_wide_sqr(p, a);
    clmul_reduce(r, p);
}
