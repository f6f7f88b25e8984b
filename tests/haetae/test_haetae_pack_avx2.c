/* The AVX2 bit packing and unpacking kernels of HAETAE (keys, challenge
 * input) against a bit-by-bit model: every width from 1 to 16 bits, both
 * signs, random bases and int32 inputs (the packer keeps the low bits of
 * base + sign a), lengths from 8 to 256 fields; the packer must not write
 * past its n bits / 8 bytes. Skipped (77) without AVX2 or in a build
 * without the AVX2 backend. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cpu.h"
#include "test_support.h"

#if KPQC_TEST_HAETAE_AVX2
void kpqc_haetae2_avx2_haetae_pack_bits_avx2(uint8_t *out, const int32_t *a, unsigned n,
                                             unsigned bits, int32_t base, int32_t sign);
void kpqc_haetae2_avx2_haetae_unpack_bits_avx2(int32_t *a, const uint8_t *in, unsigned n,
                                               unsigned bits, int32_t base, int32_t sign);

static uint64_t rng_state = 0x13198a2e03707344ULL;

static uint64_t next64(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

#define MAXN 256
#define GUARD 32

/* One case; returns 1 if a kernel differs from the model. */
static unsigned check(unsigned n, unsigned bits, int32_t base, int32_t sign)
{
    static int32_t a[MAXN], back[MAXN];
    static uint8_t want[MAXN * 2 + GUARD], got[MAXN * 2 + GUARD];
    const uint32_t mask = (1u << bits) - 1;
    const size_t bytes = (size_t)n * bits / 8;
    memset(want, 0, sizeof want);
    memset(got, 0xa5, sizeof got);
    for (unsigned i = 0; i < n; i++) {
        const uint64_t r = next64();
        /* small values around the field's range, or any int32 */
        a[i] = r % 3 ? (int32_t)(r >> 40) % (int32_t)(2u << bits) : (int32_t)(uint32_t)r;
        const uint32_t f = ((uint32_t)base + (uint32_t)sign * (uint32_t)a[i]) & mask;
        for (unsigned b = 0; b < bits; b++) {
            const size_t pos = (size_t)i * bits + b;
            want[pos / 8] |= (uint8_t)(((f >> b) & 1) << (pos % 8));
        }
    }
    kpqc_haetae2_avx2_haetae_pack_bits_avx2(got, a, n, bits, base, sign);
    if (memcmp(got, want, bytes) != 0) {
        return 1;
    }
    for (size_t k = bytes; k < sizeof got; k++) {
        if (got[k] != 0xa5) {
            return 1;
        }
    }
    kpqc_haetae2_avx2_haetae_unpack_bits_avx2(back, got, n, bits, base, sign);
    for (unsigned i = 0; i < n; i++) {
        uint32_t f = 0;
        for (unsigned b = 0; b < bits; b++) {
            const size_t pos = (size_t)i * bits + b;
            f |= (uint32_t)((want[pos / 8] >> (pos % 8)) & 1) << b;
        }
        if ((uint32_t)back[i] != (uint32_t)base + (uint32_t)sign * f) {
            return 1;
        }
    }
    return 0;
}

int main(void)
{
    unsigned bad = 0, cases = 0;
    if (!kpqc_cpu_has(KPQC_CPU_AVX2)) {
        printf("SKIP: no AVX2 on this CPU (or KPQC_CPU_DISABLE=avx2)\n");
        return 77;
    }
    for (unsigned rep = 0; rep < 40; rep++) {
        for (unsigned bits = 1; bits <= 16; bits++) {
            for (int s = 0; s < 2; s++) {
                const unsigned n = rep == 0 ? MAXN : 8 * (1 + (unsigned)(next64() % (MAXN / 8)));
                const int32_t base = rep % 2 ? (int32_t)(next64() % 8) : 0;
                bad += check(n, bits, base, s ? -1 : 1);
                cases++;
            }
        }
    }
    CHECK_MSG(bad == 0, "%u of %u cases differ", bad, cases);
    printf("%u cases of bit packing and unpacking: AVX2 kernels = model\n", cases);
    test_pass();
    return test_finish("haetae_pack_avx2");
}
#else
int main(void)
{
    printf("SKIP: this build has no AVX2 backend for HAETAE\n");
    return 77;
}
#endif
