/* SMAUG-T's AVX2 bit packing kernels (src/kem/smaugt/native/x86_64/unpack.c)
 * against a bit-by-bit model of their contract (api.h), for every width
 * d = 2..11: field i of the little-endian bit string holds the low d bits of
 * coefficient i; the string is exactly 32 d bytes, and neither kernel touches
 * a byte beyond it. Inputs: random 16-bit words (bits above d must be
 * ignored), all-ones and zero. Compiled in the namespace of the SMAUG-T5 avx2
 * instance (tests.cmake); skips (77) on CPUs without AVX2. */
#include <stdio.h>
#include <string.h>

#include "cpu.h"
#include "kem/smaugt/native/x86_64/api.h"
#include "test_support.h"

#define N SMAUGT_N
#define MAXD 11
#define SENTINEL 0xa5

static void model_pack(uint8_t *out, const uint16_t in[N], unsigned d)
{
    memset(out, 0, 32 * d);
    for (unsigned i = 0; i < N; i++) {
        for (unsigned b = 0; b < d; b++) {
            unsigned bit = d * i + b;
            out[bit / 8] |= (uint8_t)(((in[i] >> b) & 1u) << (bit % 8));
        }
    }
}

static void model_unpack(uint16_t out[N], const uint8_t *in, unsigned d)
{
    for (unsigned i = 0; i < N; i++) {
        out[i] = 0;
        for (unsigned b = 0; b < d; b++) {
            unsigned bit = d * i + b;
            out[i] |= (uint16_t)(((in[bit / 8] >> (bit % 8)) & 1u) << b);
        }
    }
}

static void check_width(unsigned d, const uint16_t in[N], const char *what)
{
    uint8_t want[32 * MAXD], got[32 * MAXD + 32];
    uint16_t back[N + 16], back_want[N];
    const size_t len = 32 * d;

    model_pack(want, in, d);
    memset(got, SENTINEL, sizeof got);
    smaugt_pack_bits(got, in, d);
    CHECK_MSG(memcmp(got, want, len) == 0, "pack d = %u (%s) differs from the model", d, what);
    for (size_t k = len; k < sizeof got; k++) {
        CHECK_MSG(got[k] == SENTINEL, "pack d = %u (%s) wrote byte %zu past the end", d, what, k);
    }
    for (size_t k = 0; k < 16; k++) back[N + k] = 0x5a5a;
    smaugt_unpack_bits(back, want, d);
    model_unpack(back_want, want, d);
    CHECK_MSG(memcmp(back, back_want, sizeof back_want) == 0, "unpack d = %u (%s) differs", d, what);
    for (size_t k = 0; k < 16; k++) {
        CHECK_MSG(back[N + k] == 0x5a5a, "unpack d = %u (%s) wrote past coefficient %u", d, what, N);
    }
    for (unsigned i = 0; i < N; i++) {
        CHECK_MSG(back[i] == (in[i] & ((1u << d) - 1)), "round trip d = %u (%s), coefficient %u", d,
                  what, i);
    }
}

int main(void)
{
    uint16_t in[N];
    uint64_t rng = 0x6a09e667f3bcc908u;

    if (!kpqc_cpu_has(KPQC_CPU_AVX2)) {
        printf("test_smaugt_pack: skipped, this CPU has no AVX2\n");
        return 77;
    }
    for (unsigned d = 2; d <= MAXD; d++) {
        for (unsigned t = 0; t < 64; t++) {
            for (unsigned i = 0; i < N; i++) in[i] = (uint16_t)test_rand64(&rng);
            check_width(d, in, "random");
        }
        memset(in, 0xff, sizeof in);
        check_width(d, in, "all ones");
        memset(in, 0, sizeof in);
        check_width(d, in, "zero");
    }
    test_pass();
    return test_finish("test_smaugt_pack");
}
