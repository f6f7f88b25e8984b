/* The hyperball sampler's fixed-point code without 128-bit integers.
 *
 * fixpoint.h multiplies with unsigned __int128 where the compiler has it and
 * with 32-bit halves elsewhere. This test compiles fixpoint.c here with the
 * 128-bit type disabled (under its own namespace) and checks it against the
 * library's build on random and extreme inputs, and the two inline products
 * against __int128 directly. */
#include <stdint.h>
#include <string.h>

#define KPQC_NAMESPACE test_haetae_fallback_
#define KPQC_HAETAE_MODE 2
#define KPQC_HAETAE_NO_INT128
#include "sign/haetae/fixpoint.c"
#include "test_support.h"

/* The library's HAETAE2 instance (with __int128 where available). */
void kpqc_haetae2_portable_haetae_fp_square(haetae_fp *sq, const haetae_fp *x);
void kpqc_haetae2_portable_haetae_fp_invsqrt(haetae_fp *y, const haetae_fp *xhalf);
void kpqc_haetae2_portable_haetae_fp_mul_int(haetae_fp *r, const haetae_fp *x, uint64_t m);
int32_t kpqc_haetae2_portable_haetae_fp_scale_sample(uint64_t x, const haetae_fp *y,
                                                     uint32_t sign);

#ifdef __SIZEOF_INT128__
__extension__ typedef unsigned __int128 u128;
__extension__ typedef __int128 s128;
#endif

static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;

static uint64_t next64(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

/* Random, or one of the extremes, with probability 1/4. */
static uint64_t operand(void)
{
    static const uint64_t edge[] = {0, 1, 2, 0x7fffffffffffffffULL, 0x8000000000000000ULL,
                                    0xffffffffffffffffULL, 0xffffffffULL, 0x100000000ULL,
                                    (1ULL << 48) - 1, 1ULL << 48};
    uint64_t r = next64();
    return (r & 3) == 0 ? edge[(r >> 2) % (sizeof edge / sizeof edge[0])] : next64();
}

static int fp_eq(const haetae_fp *a, const haetae_fp *b)
{
    return a->lo == b->lo && a->hi == b->hi;
}

int main(void)
{
    unsigned bad = 0;
#ifdef __SIZEOF_INT128__
    for (unsigned i = 0; i < 200000; i++) {
        uint64_t a = operand(), b = operand(), hi, lo;
        u128 p = (u128)a * b;
        haetae_mul64(&hi, &lo, a, b);
        bad += hi != (uint64_t)(p >> 64) || lo != (uint64_t)p;
        s128 q = (s128)(int64_t)a * (s128)b;
        int64_t want = (int64_t)((q + ((s128)1 << 47)) >> 48);
        bad += haetae_smulh48((int64_t)a, b) != want;
    }
    CHECK_MSG(bad == 0, "%u products differ from __int128", bad);
    test_pass();
#else
    printf("no __int128 here: the library itself uses the 32-bit products\n");
#endif

    bad = 0;
    for (unsigned i = 0; i < 100000; i++) {
        haetae_fp x = {operand() & HAETAE_M48, operand() >> (next64() & 63)}, r1, r2;
        uint64_t m = operand();
        KPQC_NS(haetae_fp_square)(&r1, &x);
        kpqc_haetae2_portable_haetae_fp_square(&r2, &x);
        bad += !fp_eq(&r1, &r2);
        KPQC_NS(haetae_fp_mul_int)(&r1, &x, m);
        kpqc_haetae2_portable_haetae_fp_mul_int(&r2, &x, m);
        bad += !fp_eq(&r1, &r2);
        bad += KPQC_NS(haetae_fp_scale_sample)(m, &x, (uint32_t)(i & 1)) !=
               kpqc_haetae2_portable_haetae_fp_scale_sample(m, &x, (uint32_t)(i & 1));
        /* Newton's method on the range it meets: sums of ~1538 squares of
         * Gaussians with sigma ~ 76 at 72 fractional bits, halved. */
        x.hi = (next64() % (1ULL << 40)) + (1ULL << 30);
        KPQC_NS(haetae_fp_invsqrt)(&r1, &x);
        kpqc_haetae2_portable_haetae_fp_invsqrt(&r2, &x);
        bad += !fp_eq(&r1, &r2);
    }
    CHECK_MSG(bad == 0, "%u fixed-point results differ without __int128", bad);
    test_pass();
    return test_finish("haetae_fixpoint");
}
