/* AVX2 kernels of HAETAE against models written here.
 *
 * The bit packing and unpacking (keys, challenge input), bit by bit: every
 * width from 1 to 16 bits, both signs, random bases and int32 inputs (the
 * packer keeps the low bits of base + sign a), lengths from 8 to 256
 * fields; the packer must not write past its n bits / 8 bytes.
 *
 * Signing's row kernel (A round(y) mod 2q with a parity, and its HighBits)
 * for sets 2 and 5 (the two alpha_h), over its whole input range: the
 * inverse NTT's |ay| < q, |y2| up to the hyperball's radius B0 LN (and a
 * little beyond), extremes included; the KATs see typical values only.
 *
 * The four row kernels (signing's row and bimodal norms, verification's z1
 * composition and hint row) against the portable functions of rows.c, for
 * all three sets, on random inputs across their contracts' ranges.
 * ExpandA's rejection sampler: its PDEP/PEXT kernel and the table twin that
 * runs where PDEP/PEXT are slow (KPQC_CPU_FAST_PDEP), against each other and
 * a model, including the lanes the kernels store past their count.
 * Skipped (77) without AVX2 or in a build without the AVX2 backend. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cpu.h"
#include "test_support.h"

#if KPQC_TEST_HAETAE_AVX2
unsigned kpqc_haetae2_avx2_haetae_rej_uniform_pdep_avx2(int32_t a[256], unsigned ctr,
                                                        const uint8_t *buf, unsigned len,
                                                        unsigned *pos);
unsigned kpqc_haetae2_avx2_haetae_rej_uniform_table_avx2(int32_t a[256], unsigned ctr,
                                                         const uint8_t *buf, unsigned len,
                                                         unsigned *pos);
void kpqc_haetae2_avx2_haetae_pack_bits_avx2(uint8_t *out, const int32_t *a, unsigned n,
                                             unsigned bits, int32_t base, int32_t sign);
void kpqc_haetae2_avx2_haetae_unpack_bits_avx2(int32_t *a, const uint8_t *in, unsigned n,
                                               unsigned bits, int32_t base, int32_t sign);

void kpqc_haetae2_avx2_haetae_sign_row_avx2(int32_t ay[256], int32_t hb[256], const int32_t y2[256],
                                            const int32_t *lsb);
void kpqc_haetae5_avx2_haetae_sign_row_avx2(int32_t ay[256], int32_t hb[256], const int32_t y2[256],
                                            const int32_t *lsb);

/* The row kernels and the portable functions they replace, per set. */
#define ROW_DECLS(set, impl, sfx)                                                                \
    void kpqc_haetae##set##_##impl##_haetae_sign_row##sfx(int32_t ay[256], int32_t hb[256],     \
                                                          const int32_t y2[256],                \
                                                          const int32_t *lsb);                  \
    void kpqc_haetae##set##_##impl##_haetae_bimodal_norms##sfx(                                 \
        uint64_t norms[2], const int32_t *z, const int32_t *y, unsigned n);                     \
    uint64_t kpqc_haetae##set##_##impl##_haetae_compose_z1##sfx(int32_t *z, const int32_t *hb,  \
                                                                unsigned n);                    \
    uint64_t kpqc_haetae##set##_##impl##_haetae_hint_z2##sfx(                                   \
        int32_t w[256], const int32_t h[256], const int32_t *lsb);
ROW_DECLS(2, avx2, _avx2)
ROW_DECLS(3, avx2, _avx2)
ROW_DECLS(5, avx2, _avx2)
ROW_DECLS(2, portable, )
ROW_DECLS(3, portable, )
ROW_DECLS(5, portable, )

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

#define Q 64513

typedef void row_fn(int32_t ay[256], int32_t hb[256], const int32_t y2[256], const int32_t *lsb);

/* One row of 256 for a set with alpha_h = 2^log_alpha and radius b0
 * (floor(B0) + 1, to cover B0 itself); returns the number of coefficients
 * that differ from the model. */
static unsigned check_row(row_fn *fn, unsigned log_alpha, int32_t b0, int with_lsb)
{
    static int32_t ay[256], hb[256], y2[256], lsb[256], want_ay[256], want_hb[256];
    const int32_t range = (2 * Q - 2) >> log_alpha, ymax = b0 * 8192;
    unsigned bad = 0;
    for (unsigned k = 0; k < 256; k++) {
        const uint64_t r = next64();
        switch (r % 6) {
        case 0: ay[k] = (int32_t)(r >> 40) % Q; y2[k] = (r >> 8) & 1 ? ymax : -ymax; break;
        case 1: ay[k] = (r >> 8) & 1 ? Q - 1 : -(Q - 1); y2[k] = (int32_t)(r >> 33) % (ymax + 1); break;
        case 2: ay[k] = (r >> 8) & 1 ? Q - 1 : -(Q - 1); y2[k] = (r >> 9) & 1 ? ymax : -ymax; break;
        default:
            ay[k] = (int32_t)(r >> 40) % Q;
            y2[k] = (int32_t)((r >> 8) % (2 * (uint64_t)ymax + 1)) - ymax;
        }
        lsb[k] = (int32_t)(next64() >> 40) - (1 << 23); /* only the parity counts */
        const int64_t w = (int64_t)ay[k] + 2 * (int64_t)((y2[k] + 4096) >> 13);
        int64_t x = ((w % Q) + Q) % Q;
        if (((x ^ (with_lsb ? lsb[k] : 0)) & 1) != 0) {
            x += Q;
        }
        int32_t h = (int32_t)((x + (1 << (log_alpha - 1))) >> log_alpha);
        want_ay[k] = (int32_t)x;
        want_hb[k] = h >= range ? h - range : h;
    }
    fn(ay, hb, y2, with_lsb ? lsb : NULL);
    for (unsigned k = 0; k < 256; k++) {
        bad += ay[k] != want_ay[k] || hb[k] != want_hb[k];
    }
    return bad;
}

typedef void norms_fn(uint64_t norms[2], const int32_t *z, const int32_t *y, unsigned n);
typedef uint64_t compose_fn(int32_t *z, const int32_t *hb, unsigned n);
typedef uint64_t hint_fn(int32_t w[256], const int32_t h[256], const int32_t *lsb);

struct row_set {
    row_fn *row_k, *row_p;
    norms_fn *norms_k, *norms_p;
    compose_fn *compose_k, *compose_p;
    hint_fn *hint_k, *hint_p;
    unsigned log_alpha;
    int32_t b0;
};

/* A uniform value in [-m, m]. */
static int32_t sym(int32_t m)
{
    return (int32_t)(next64() % (2 * (uint64_t)m + 1)) - m;
}

/* One random case of each row kernel against the portable function; returns
 * the number of outputs that differ. */
static unsigned check_vs_portable(const struct row_set *t, int with_lsb)
{
    static int32_t a[1024], b[1024], c[1024], d[1024], e[1024], lsb[256];
    const int32_t range = (2 * Q - 2) >> t->log_alpha, ymax = t->b0 * 8192;
    unsigned bad = 0;
    for (unsigned k = 0; k < 256; k++) {
        lsb[k] = (int32_t)(next64() & 1);
    }
    /* signing's row: |ay| < q, |y2| <= B0 LN */
    for (unsigned k = 0; k < 256; k++) {
        a[k] = c[k] = sym(Q - 1);
        e[k] = sym(ymax);
    }
    t->row_k(a, b, e, with_lsb ? lsb : NULL);
    t->row_p(c, d, e, with_lsb ? lsb : NULL);
    bad += memcmp(a, c, 256 * sizeof a[0]) != 0 || memcmp(b, d, 256 * sizeof b[0]) != 0;
    /* bimodal norms over up to 1024 coefficients, |z|, |y| < 2^29 */
    {
        const unsigned n = 8 * (1 + (unsigned)(next64() % 128));
        uint64_t nk[2] = {next64(), next64()}, np[2];
        np[0] = nk[0];
        np[1] = nk[1];
        for (unsigned k = 0; k < n; k++) {
            a[k] = sym((1 << 29) - 1);
            b[k] = sym((1 << 29) - 1);
        }
        t->norms_k(nk, a, b, n);
        t->norms_p(np, a, b, n);
        bad += nk[0] != np[0] || nk[1] != np[1];
    }
    /* z1 = 256 HighBits + LowBits: HighBits up to 2^20, LowBits in [-128, 128) */
    {
        const unsigned n = 8 * (1 + (unsigned)(next64() % 128));
        for (unsigned k = 0; k < n; k++) {
            a[k] = c[k] = sym(128) - (k & 1);
            b[k] = sym(1 << 20);
        }
        bad += t->compose_k(a, b, n) != t->compose_p(c, b, n);
        bad += memcmp(a, c, n * sizeof a[0]) != 0;
    }
    /* verification's row: |w| < q, h in [0, HB_RANGE) */
    for (unsigned k = 0; k < 256; k++) {
        a[k] = c[k] = sym(Q - 1);
        b[k] = (int32_t)(next64() % (uint64_t)range);
    }
    bad += t->hint_k(a, b, with_lsb ? lsb : NULL) != t->hint_p(c, b, with_lsb ? lsb : NULL);
    bad += memcmp(a, c, 256 * sizeof a[0]) != 0;
    return bad;
}

/* ExpandA's rejection sampler: the PDEP/PEXT kernel and its table twin
 * against a model (16-bit little-endian draws below q = 64513 kept in
 * order), on draws that are random, all kept, all rejected, or next to q. */
static unsigned check_rej_uniform(unsigned rep)
{
    enum { LEN = 168 };
    uint8_t buf[LEN];
    int32_t model[256 + 16], a[2][256 + 16];
    unsigned bad = 0;
    for (unsigned i = 0; i < LEN; i += 2) {
        uint32_t v = (uint32_t)next64();
        static const uint16_t edge[] = {0, 1, 64511, 64512, 64513, 64514, 65535};
        switch (rep % 4) {
        case 0: v &= 0xffff; break;                        /* random */
        case 1: v %= 64513; break;                         /* all kept */
        case 2: v = 64513 + v % (65536 - 64513); break;    /* all rejected */
        default: v = edge[v % (sizeof edge / sizeof edge[0])]; break;
        }
        buf[i] = (uint8_t)v;
        buf[i + 1] = (uint8_t)(v >> 8);
    }
    const unsigned ctr0 = (unsigned)(next64() % 256);
    unsigned pos[2] = {0, 0}, got[2];
    memset(a, 0x5a, sizeof a);
    got[0] = kpqc_haetae2_avx2_haetae_rej_uniform_pdep_avx2(a[0], ctr0, buf, LEN, &pos[0]);
    got[1] = kpqc_haetae2_avx2_haetae_rej_uniform_table_avx2(a[1], ctr0, buf, LEN, &pos[1]);
    /* the model, over the bytes the kernels consumed */
    unsigned ctr = ctr0;
    for (unsigned p = 0; p + 1 < pos[0]; p += 2) {
        uint32_t t = (uint32_t)buf[p] | (uint32_t)buf[p + 1] << 8;
        if (t < 64513) model[ctr++] = (int32_t)t;
    }
    bad += got[0] != ctr || got[1] != ctr || pos[0] != pos[1];
    bad += memcmp(a[0] + ctr0, model + ctr0, (ctr - ctr0) * sizeof model[0]) != 0;
    bad += memcmp(a[0], a[1], sizeof a[0]) != 0; /* also the lanes stored past the count */
    return bad;
}

int main(void)
{
    static const struct row_set sets[3] = {
#define ROW_SET(set, log_alpha, b0)                                                              \
    {kpqc_haetae##set##_avx2_haetae_sign_row_avx2, kpqc_haetae##set##_portable_haetae_sign_row,   \
     kpqc_haetae##set##_avx2_haetae_bimodal_norms_avx2,                                          \
     kpqc_haetae##set##_portable_haetae_bimodal_norms,                                          \
     kpqc_haetae##set##_avx2_haetae_compose_z1_avx2, kpqc_haetae##set##_portable_haetae_compose_z1, \
     kpqc_haetae##set##_avx2_haetae_hint_z2_avx2, kpqc_haetae##set##_portable_haetae_hint_z2,     \
     log_alpha, b0}
        ROW_SET(2, 9, 9847), ROW_SET(3, 9, 18315), ROW_SET(5, 8, 22344),
#undef ROW_SET
    };
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
    if (kpqc_cpu_has(KPQC_CPU_BMI2)) {
        bad = 0;
        for (unsigned rep = 0; rep < 4000; rep++) bad += check_rej_uniform(rep);
        CHECK_MSG(bad == 0, "%u of 4000 rejection-sampler cases differ", bad);
        printf("4000 rejection-sampler blocks: PDEP/PEXT kernel = table kernel = model\n");
        test_pass();
    } else {
        printf("SKIP (not a pass): rejection-sampler twins need BMI2 (KPQC_CPU_DISABLE=bmi2?)\n");
    }
    bad = 0;
    for (unsigned rep = 0; rep < 2000; rep++) {
        bad += check_row(kpqc_haetae2_avx2_haetae_sign_row_avx2, 9, 9847, rep % 2);
        bad += check_row(kpqc_haetae5_avx2_haetae_sign_row_avx2, 8, 22344, rep % 2);
    }
    CHECK_MSG(bad == 0, "%u coefficients of signing rows differ", bad);
    printf("4000 signing rows (sets 2 and 5): AVX2 kernel = model\n");
    test_pass();
    bad = 0;
    for (unsigned rep = 0; rep < 1000; rep++) {
        for (unsigned t = 0; t < 3; t++) {
            bad += check_vs_portable(&sets[t], rep % 2);
        }
    }
    CHECK_MSG(bad == 0, "%u row kernel outputs differ from portable", bad);
    printf("3000 cases of the four row kernels (sets 2, 3, 5): AVX2 = portable\n");
    test_pass();
    return test_finish("haetae_kernels_avx2");
}
#else
int main(void)
{
    printf("SKIP: this build has no AVX2 backend for HAETAE\n");
    return 77;
}
#endif
