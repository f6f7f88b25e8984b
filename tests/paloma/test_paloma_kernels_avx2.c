/* PALOMA's AVX2 swap-partner kernel (native/x86_64/shuffle_indices.c: x mod d
 * from a float reciprocal and two corrections, no division) against the
 * definition j_i = w[(len - 1 - i) mod 16] mod (i + 1):
 * - every x < 2^16 (all sixteen seed words = x) against every d <= 2^13,
 *   the whole domain the Shuffle can reach;
 * - random seeds at the lengths and starts the scheme uses (which word
 *   goes with which i).
 * Skipped (77) without AVX2 or in a build without the AVX2 backend. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cpu.h"
#include "test_support.h"

#if KPQC_TEST_PALOMA_AVX2
void kpqc_paloma128_avx2_paloma_shuffle_indices_avx2(uint32_t *js, size_t lo, size_t len,
                                                     const uint8_t seed[32]);

#define MAXLEN 8192

static unsigned check_seed(const uint8_t seed[32], size_t lo, size_t len)
{
    static uint32_t js[MAXLEN];
    unsigned bad = 0;
    memset(js, 0xff, sizeof js);
    kpqc_paloma128_avx2_paloma_shuffle_indices_avx2(js, lo, len, seed);
    for (size_t i = lo & ~(size_t)7; i < len; i++) {
        size_t c = (len - 1 - i) & 15;
        uint32_t w = (uint32_t)(seed[2 * c] | seed[2 * c + 1] << 8);
        bad += js[i] != w % (uint32_t)(i + 1);
    }
    for (size_t i = len; i < MAXLEN; i++) bad += js[i] != 0xffffffffu; /* nothing beyond len */
    return bad;
}

int main(void)
{
    static const size_t lens[] = {3904, 5568, 6592, 8192}, starts[] = {1, 64, 128};
    uint64_t state = 0x5eed5eed12345678ULL;
    unsigned bad = 0;
    if (!kpqc_cpu_has(KPQC_CPU_AVX2)) {
        printf("SKIP: no AVX2 on this CPU (or KPQC_CPU_DISABLE=avx2)\n");
        return 77;
    }
    for (uint32_t x = 0; x < 65536; x++) {
        uint8_t seed[32];
        for (int c = 0; c < 16; c++) {
            seed[2 * c] = (uint8_t)x;
            seed[2 * c + 1] = (uint8_t)(x >> 8);
        }
        bad += check_seed(seed, 0, MAXLEN);
    }
    CHECK_MSG(bad == 0, "%u of 2^16 x 2^13 remainders differ", bad);
    if (bad == 0) printf("x mod d for every x < 2^16 and d <= 2^13: AVX2 kernel = definition\n");
    test_pass();
    bad = 0;
    for (unsigned rep = 0; rep < 200; rep++) {
        uint8_t seed[32];
        for (int k = 0; k < 32; k++) seed[k] = (uint8_t)test_rand64(&state);
        for (size_t l = 0; l < sizeof lens / sizeof lens[0]; l++) {
            for (size_t s = 0; s < sizeof starts / sizeof starts[0]; s++) {
                bad += check_seed(seed, starts[s], lens[l]);
            }
        }
    }
    CHECK_MSG(bad == 0, "%u swap partners of random seeds differ", bad);
    if (bad == 0) printf("200 random seeds x 4 lengths x 3 starts: AVX2 kernel = definition\n");
    test_pass();
    return test_finish("paloma_kernels_avx2");
}
#else
int main(void)
{
    printf("SKIP: this build has no AVX2 backend for PALOMA\n");
    return 77;
}
#endif
