/* TiGER's AVX2 scatter kernels (src/kem/tiger/native/x86_64/sample_avx2.c)
 * against the sum they stand for: tiger_scatter_avx2 adds the draws' values
 * (0, 1 or -1) at their positions mod 256, tiger_add_bits_avx2 a bitmap.
 * The KATs only meet typical draws; here also counts past 255 at one
 * position, draw counts that are not multiples of the kernel's batches, and
 * both set sizes (n = 512, 1024). Skipped (exit 77) without an avx2 backend
 * or on a CPU without AVX2. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cpu.h"
#include "test_support.h"

#if KPQC_HAVE_TIGER_AVX2
void kpqc_tiger128_avx2_tiger_scatter_avx2(uint8_t *w, unsigned n, const uint16_t *idx,
                                           const uint8_t *val, unsigned count, int with_plus);
void kpqc_tiger192_avx2_tiger_scatter_avx2(uint8_t *w, unsigned n, const uint16_t *idx,
                                           const uint8_t *val, unsigned count, int with_plus);
void kpqc_tiger128_avx2_tiger_add_bits_avx2(uint8_t *w, unsigned n, const uint64_t *map);
void kpqc_tiger192_avx2_tiger_add_bits_avx2(uint8_t *w, unsigned n, const uint64_t *map);

typedef void (*scatter_fn)(uint8_t *, unsigned, const uint16_t *, const uint8_t *, unsigned,
                           int);
typedef void (*bits_fn)(uint8_t *, unsigned, const uint64_t *);

#define MAXN 1024
#define MAXDRAWS 600
#define TRIALS 400

static uint64_t rng = 0x9e3779b97f4a7c15u;

static uint32_t rnd(uint32_t bound)
{
    return test_rand_below(&rng, bound);
}

static void check(const char *name, unsigned n, scatter_fn scatter, bits_fn bits)
{
    static const uint8_t values[3] = {0, 1, 0xff};
    uint16_t idx[MAXDRAWS];
    uint8_t val[MAXDRAWS], w[MAXN], ref[MAXN];
    uint64_t map[MAXN / 64];

    for (unsigned t = 0; t < TRIALS; t++) {
        const unsigned count = t < 64 ? t : rnd(MAXDRAWS + 1);
        /* Trial kinds: spread over all of n, a few positions, one position. */
        const unsigned spread = t % 3 == 0 ? n : t % 3 == 1 ? 1 + rnd(8) : 1;
        const unsigned base = rnd(n - spread + 1);
        const int with_plus = (int)(t / 3 % 2);

        for (unsigned k = 0; k < count; k++) {
            idx[k] = (uint16_t)(base + rnd(spread));
            val[k] = values[t % 7 == 0 ? 2 : rnd(3)];
        }
        for (unsigned p = 0; p < n; p++) w[p] = ref[p] = (uint8_t)rnd(256);
        for (unsigned k = 0; k < count; k++) {
            if (with_plus || val[k] != 1) ref[idx[k]] = (uint8_t)(ref[idx[k]] + val[k]);
        }
        scatter(w, n, idx, val, count, with_plus);
        CHECK_MSG(memcmp(w, ref, n) == 0, "%s scatter trial %u (%u draws)", name, t, count);

        for (unsigned j = 0; j < n / 64; j++) {
            map[j] = (uint64_t)rnd(1u << 31) << 33 ^ (uint64_t)rnd(1u << 31) << 2 ^ rnd(4);
        }
        for (unsigned p = 0; p < n; p++) ref[p] = (uint8_t)(w[p] + (map[p / 64] >> (p % 64) & 1));
        bits(w, n, map);
        CHECK_MSG(memcmp(w, ref, n) == 0, "%s add_bits trial %u", name, t);
    }
    test_pass();
}
#endif

int main(void)
{
#if KPQC_HAVE_TIGER_AVX2
    if (!kpqc_cpu_has(KPQC_CPU_AVX2 | KPQC_CPU_BMI2 | KPQC_CPU_POPCNT)) {
        printf("skipped: this CPU lacks AVX2/BMI2/POPCNT, the TiGER avx2 kernels cannot run\n");
        return 77;
    }
    check("TiGER128", 512, kpqc_tiger128_avx2_tiger_scatter_avx2,
          kpqc_tiger128_avx2_tiger_add_bits_avx2);
    check("TiGER192", 1024, kpqc_tiger192_avx2_tiger_scatter_avx2,
          kpqc_tiger192_avx2_tiger_add_bits_avx2);
    return test_finish("tiger kernels");
#else
    printf("skipped: this build has no TiGER avx2 backend (not x86-64, or KPQC_NATIVE=OFF)\n");
    return 77;
#endif
}
