/* The AVX2 Gaussian-candidate and sample-scaling kernels against the C code.
 *
 * The kernel splits 64-bit products into 24-bit limbs, which is exact only
 * within bounds argued in its comments; the KATs exercise typical inputs
 * alone. Here every field of the 17 candidate bytes also takes its extremes
 * (the CDT's boundary values, all-zero and all-one bits), mixed with random
 * bytes, and batch lengths that use the padded tail; a third of the batches
 * put the rejection bits next to approx_exp's value, where any error in the
 * exp decides differently. Skipped (77) without
 * AVX2 or in a build without the AVX2 backend. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define KPQC_NAMESPACE test_haetae_gauss_
#define KPQC_HAETAE_MODE 2
#include "cpu.h"
#include "sign/haetae/gauss.h"
#include "test_support.h"

#if KPQC_TEST_HAETAE_AVX2
void kpqc_haetae2_avx2_haetae_gauss_table_avx2(uint16_t table[64 * 16]);
void kpqc_haetae2_avx2_haetae_gauss_batch_avx2(uint64_t *r, haetae_fp *sq, uint64_t *accept,
                                               const uint8_t *in, unsigned n,
                                               const uint16_t table[64 * 16]);
uint64_t kpqc_haetae2_avx2_haetae_scale_samples_avx2(int32_t *dst, const uint64_t *samples,
                                                     const uint8_t *signs, const haetae_fp *scale,
                                                     unsigned n);

#define BATCH 64

static uint64_t rng_state = 0x243f6a8885a308d3ULL;

static uint64_t next64(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static void put(uint8_t *p, uint64_t v, unsigned bytes)
{
    for (unsigned i = 0; i < bytes; i++) {
        p[i] = (uint8_t)(v >> (8 * i));
    }
}

/* A field value: random, or (with probability 1/2) an extreme. */
static uint64_t field(unsigned bits)
{
    const uint64_t max = bits == 64 ? ~0ULL : (1ULL << bits) - 1;
    switch (next64() % 8) {
    case 0: return 0;
    case 1: return max;
    case 2: return 1;
    case 3: return max - 1;
    default: return next64() & max;
    }
}

static uint64_t u16_field(void)
{
    uint64_t c = haetae_cdt[next64() % 64];
    switch (next64() % 4) {
    case 0: return c;
    case 1: return c + 1;
    case 2: return c - 1;
    default: return field(16);
    }
}

/* Sets the rejection field of candidate c to approx_exp(e) + delta for its
 * own e, so that the accept bit depends on the last bit of the exp value. */
static void at_boundary(uint8_t *c, int delta)
{
    uint32_t u = (uint32_t)c[0] | ((uint32_t)c[1] << 8), x = 0;
    haetae_fp y, sq;
    uint64_t e;
    for (unsigned j = 0; j < 64; j++) {
        x += haetae_cdt[j] < u;
    }
    y.lo = haetae_load_le(c + 8, 6);
    y.hi = haetae_load_le(c + 14, 3) | ((uint64_t)x << 24);
    haetae_fp_square_inline(&sq, &y);
    e = ((sq.hi - (((uint64_t)x * x) << 20)) << 20) | (sq.lo >> 28);
    e = (e + 1) >> 1;
    put(c + 2, (haetae_approx_exp(e) + (uint64_t)(int64_t)delta) & ((1ULL << 48) - 1), 6);
}

static unsigned check_batch(const uint8_t *in, unsigned n)
{
    uint64_t r[BATCH], acc[BATCH];
    haetae_fp sq[BATCH];
    unsigned bad = 0;
    static uint16_t table[64 * 16];
    kpqc_haetae2_avx2_haetae_gauss_table_avx2(table);
    kpqc_haetae2_avx2_haetae_gauss_batch_avx2(r, sq, acc, in, n, table);
    for (unsigned i = 0; i < n; i++) {
        const uint8_t *c = in + HAETAE_GAUSS_BYTES * i;
        uint32_t u = (uint32_t)c[0] | ((uint32_t)c[1] << 8), x = 0;
        uint64_t wr, wacc;
        haetae_fp wsq;
        for (unsigned j = 0; j < 64; j++) {
            x += haetae_cdt[j] < u;
        }
        wacc = haetae_gauss_finish(&wr, &wsq, x, c);
        bad += wr != r[i] || wsq.lo != sq[i].lo || wsq.hi != sq[i].hi || wacc != acc[i];
    }
    return bad;
}

/* The scaling kernel against haetae_fp_scale_sample_inline: samples below
 * 2^63 (theirs are below 2^62.1), scales with lo < 2^48 and any hi. */
static unsigned check_scaling(void)
{
    uint64_t x[BATCH];
    uint8_t signs[BATCH / 8];
    int32_t got[BATCH];
    haetae_fp y;
    unsigned bad = 0, n = 1 + (unsigned)(next64() % BATCH);
    y.lo = field(48);
    y.hi = next64() % 2 ? field(64) : field(40);
    for (unsigned i = 0; i < BATCH; i++) {
        x[i] = field(63);
    }
    for (unsigned i = 0; i < BATCH / 8; i++) {
        signs[i] = (uint8_t)next64();
    }
    uint64_t norm = kpqc_haetae2_avx2_haetae_scale_samples_avx2(got, x, signs, &y, n), want = 0;
    for (unsigned i = 0; i < n; i++) {
        const int32_t v = haetae_fp_scale_sample_inline(x[i], &y, (signs[i / 8] >> (i % 8)) & 1);
        bad += got[i] != v;
        want += (uint64_t)((int64_t)v * v); /* the squared norm it returns */
    }
    return bad + (norm != want);
}

int main(void)
{
    static uint8_t in[BATCH * HAETAE_GAUSS_BYTES];
    unsigned bad = 0, batches = 40000;
    if (!kpqc_cpu_has(KPQC_CPU_AVX2)) {
        printf("SKIP: no AVX2 on this CPU (or KPQC_CPU_DISABLE=avx2)\n");
        return 77;
    }
    for (unsigned t = 0; t < batches; t++) {
        const unsigned n = t % 4 == 0 ? 1 + (unsigned)(next64() % BATCH) : BATCH;
        for (unsigned i = 0; i < n; i++) {
            uint8_t *c = in + HAETAE_GAUSS_BYTES * i;
            if (t % 2) {
                for (unsigned j = 0; j < HAETAE_GAUSS_BYTES; j++) {
                    c[j] = (uint8_t)next64();
                }
            } else {
                put(c, u16_field(), 2);
                put(c + 2, field(48), 6);
                put(c + 8, field(48), 6);
                put(c + 14, field(24), 3);
            }
            if (t % 3 == 0) {
                at_boundary(c, (int)(next64() % 5) - 2);
            }
        }
        bad += check_batch(in, n);
    }
    CHECK_MSG(bad == 0, "%u of the candidates differ", bad);
    printf("%u batches of Gaussian candidates: AVX2 kernel = C code\n", batches);
    test_pass();
    bad = 0;
    for (unsigned t = 0; t < batches; t++) {
        bad += check_scaling();
    }
    CHECK_MSG(bad == 0, "%u of the scaled samples differ", bad);
    printf("%u batches of scaled samples: AVX2 kernel = C code\n", batches);
    test_pass();
    return test_finish("haetae_gauss_avx2");
}
#else
int main(void)
{
    printf("SKIP: this build has no AVX2 backend for HAETAE\n");
    return 77;
}
#endif
