/* MQ-Sign internals against slow models written from the spec, built once
 * per level (MQS_V, MQS_O and the namespace of that level's LR instance),
 * and once more per level against the avx2 instance (MQS_TEST_AVX2: its
 * kernels behind the same functions; skipped on CPUs without AVX2):
 *   - GF(256): the tower GF(((2^2)^2)^2) of spec 2.1 / gf16.h modelled as
 *     nested pairs (x^2 = x + 1, y^2 = y + x, X^2 = X + xy), every product
 *     and inverse;
 *   - the matvec kernel against sums of products, for the lengths and row
 *     counts the scheme uses (short rows with a partial last pass, wide rows
 *     copied in blocks) and with xor_into;
 *   - the linear solver: solutions of accepted systems, and acceptance
 *     exactly when the upper-left O/2 block and the whole matrix are
 *     invertible (a plain Gaussian elimination would accept more);
 *   - the chained hash against SHAKE-256 blocks;
 *   - (avx2) verification's public map against sum_{i <= j} w_i w_j P[i][j]:
 *     the vpshufb kernel and, where the CPU has GFNI, its GFNI twin. */
#include <stdio.h>
#include <string.h>

#include "cpu.h"
#include "fips202.h"
#include "gf256.h"
#include "hash.h"
#include "matvec.h"
#include "solve.h"
#include "test_support.h"
#if MQS_TEST_AVX2
#include "native/x86_64/api.h"
#include "native/x86_64/gf256_inv_table.h"
#endif

static uint64_t rng_state = 0x243f6a8885a308d3u;

static uint8_t rnd8(void)
{
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return (uint8_t)((rng_state * 0x2545f4914f6cdd1du) >> 56);
}

/* The tower, one level at a time. GF(4): bits (w0, w1) = w0 + w1 x. */
static unsigned m4(unsigned a, unsigned b)
{
    unsigned a0 = a & 1, a1 = a >> 1, b0 = b & 1, b1 = b >> 1;
    unsigned c0 = (a0 & b0) ^ (a1 & b1);             /* x^2 = x + 1 */
    unsigned c1 = (a0 & b1) ^ (a1 & b0) ^ (a1 & b1);
    return c0 | (c1 << 1);
}

/* GF(16) = GF(4)[y]/(y^2 + y + x): (u0 + u1 y)(v0 + v1 y). */
static unsigned m16(unsigned a, unsigned b)
{
    unsigned a0 = a & 3, a1 = a >> 2, b0 = b & 3, b1 = b >> 2;
    unsigned hh = m4(a1, b1);
    unsigned c0 = m4(a0, b0) ^ m4(hh, 2);            /* y^2 -> x ... */
    unsigned c1 = m4(a0, b1) ^ m4(a1, b0) ^ hh;      /* ... + y */
    return c0 | (c1 << 2);
}

/* GF(256) = GF(16)[X]/(X^2 + X + xy), xy = 8. */
static unsigned m256(unsigned a, unsigned b)
{
    unsigned a0 = a & 15, a1 = a >> 4, b0 = b & 15, b1 = b >> 4;
    unsigned hh = m16(a1, b1);
    unsigned c0 = m16(a0, b0) ^ m16(hh, 8);
    unsigned c1 = m16(a0, b1) ^ m16(a1, b0) ^ hh;
    return c0 | (c1 << 4);
}

static void test_field(void)
{
    unsigned bad = 0, badinv = 0;
    for (unsigned a = 0; a < 256; a++) {
        for (unsigned b = 0; b < 256; b++) bad += mqs_gf256_mul((uint8_t)a, (uint8_t)b) != m256(a, b);
        if (a != 0) badinv += m256(a, mqs_gf256_inv((uint8_t)a)) != 1;
    }
    CHECK_MSG(bad == 0, "%u products differ from the tower model", bad);
    CHECK_MSG(badinv == 0, "%u inverses wrong", badinv);
    CHECK(mqs_gf256_inv(0) == 0);
    /* The defining relations, read off the model: x^2 = x + 1 (0x2), y^2 = y + x, X^2 = X + xy. */
    CHECK(mqs_gf256_mul(2, 2) == 3 && mqs_gf256_mul(4, 4) == (4 ^ 2) &&
          mqs_gf256_mul(0x10, 0x10) == (0x10 ^ 8));
#if MQS_TEST_AVX2
    /* The avx2 solve's inverse table: every entry against the model. */
    unsigned badtab = mqs_gf256_inv_table[0] != 0;
    for (unsigned a = 1; a < 256; a++) badtab += m256(a, mqs_gf256_inv_table[a]) != 1;
    CHECK_MSG(badtab == 0, "%u entries of the avx2 inverse table wrong", badtab);
    bad += badtab;
#endif
    if (bad == 0 && badinv == 0) test_pass();
}

static void test_matvec_case(size_t n, size_t len, int xor_into)
{
    static uint8_t rows[MQS_MATVEC_MAX_ROWS][MQS_O * MQS_O + 3];
    static uint8_t out[MQS_O * MQS_O + 3], want[MQS_O * MQS_O + 3];
    const uint8_t *ptr[MQS_MATVEC_MAX_ROWS];
    uint8_t s[MQS_MATVEC_MAX_ROWS];
    for (size_t l = 0; l < n; l++) {
        s[l] = l == 0 ? 1 : l == 1 ? 0 : l == 2 ? 0xff : rnd8();
        for (size_t i = 0; i < len; i++) rows[l][i] = rnd8();
        ptr[l] = rows[l];
    }
    for (size_t i = 0; i < len + 3; i++) out[i] = want[i] = rnd8(); /* 3 canary bytes */
    for (size_t i = 0; i < len; i++) {
        unsigned acc = xor_into ? want[i] : 0;
        for (size_t l = 0; l < n; l++) acc ^= m256(s[l], rows[l][i]);
        want[i] = (uint8_t)acc;
    }
    KPQC_NS(mqs_matvec)(out, ptr, s, n, len, xor_into);
    CHECK_MSG(memcmp(out, want, len + 3) == 0, "matvec n=%zu len=%zu xor=%d", n, len, xor_into);
    if (memcmp(out, want, len + 3) == 0) test_pass();
}

static void test_matvec(void)
{
    const size_t ns[] = {1, 2, 7, MQS_O, MQS_V, MQS_N, 256};
    /* 31..33 and 128/129: the avx2 kernel's pass and narrow-row limits;
     * O x O: at levels 3 and 5 more than one 4 KiB tile. */
    const size_t lens[] = {1,   15,  16,  17,  31,  32,  33,  MQS_O,        MQS_V,
                           128, 129, 160, 161, 300, MQS_O * MQS_O};
    for (size_t a = 0; a < sizeof ns / sizeof ns[0]; a++) {
        for (size_t b = 0; b < sizeof lens / sizeof lens[0]; b++) {
            /* the scheme's wide product (O x O bytes) with its V rows; others smaller */
            if (lens[b] == MQS_O * MQS_O ? ns[a] != 1 && ns[a] != MQS_V : ns[a] * lens[b] > 300000)
                continue;
            test_matvec_case(ns[a], lens[b], (int)((a + b) & 1));
        }
    }
}

/* Rank of the r x c top-left part of m (rows of MQS_O), by plain elimination. */
static unsigned slow_rank(uint8_t m[MQS_O][MQS_O], unsigned r, unsigned c)
{
    uint8_t t[MQS_O][MQS_O];
    unsigned rank = 0;
    memcpy(t, m, sizeof t);
    for (unsigned col = 0; col < c && rank < r; col++) {
        unsigned p = rank;
        while (p < r && t[p][col] == 0) p++;
        if (p == r) continue;
        for (unsigned k = 0; k < c; k++) {
            uint8_t x = t[p][k];
            t[p][k] = t[rank][k];
            t[rank][k] = x;
        }
        unsigned inv = mqs_gf256_inv(t[rank][col]);
        for (unsigned j = 0; j < r; j++) {
            if (j == rank || t[j][col] == 0) continue;
            unsigned f = m256(t[j][col], inv);
            for (unsigned k = 0; k < c; k++) t[j][k] ^= (uint8_t)m256(f, t[rank][k]);
        }
        rank++;
    }
    return rank;
}

/* kind 0: random; 1: A singular (row 1 of A = row 0 of A); 2: whole matrix
 * singular; 3: A invertible but with zero leading entries; 4: the Schur
 * complement's leading entry zero (row O/2 starts as row 0), so its pivot
 * comes from a lower row. */
static void test_solve_case(unsigned kind)
{
    uint8_t m[MQS_O][MQS_O], rhs[MQS_O], x[MQS_O];
    uint64_t sys[MQS_O][MQS_SYS_WORDS];
    for (unsigned i = 0; i < MQS_O; i++) {
        for (unsigned j = 0; j < MQS_O; j++) m[i][j] = rnd8();
        rhs[i] = rnd8();
    }
    if (kind == 1) memcpy(m[1], m[0], MQS_HALF_O);
    if (kind == 2) memcpy(m[MQS_O - 1], m[2], MQS_O);
    if (kind == 3) {
        for (unsigned i = 0; i < MQS_HALF_O - 1; i++) m[i][0] = 0;
        m[0][1] = 0;
    }
    if (kind == 4) memcpy(m[MQS_HALF_O], m[0], MQS_HALF_O + 1);
    for (unsigned i = 0; i < MQS_O; i++) {
        uint8_t row[8 * MQS_SYS_WORDS] = {0};
        memcpy(row, m[i], MQS_O);
        row[MQS_O] = rhs[i];
        memcpy(sys[i], row, sizeof row);
    }
    unsigned want = slow_rank(m, MQS_HALF_O, MQS_HALF_O) == MQS_HALF_O &&
                    slow_rank(m, MQS_O, MQS_O) == MQS_O;
    unsigned got = KPQC_NS(mqs_solve)(x, sys);
    CHECK_MSG(got == want, "solve kind %u: accepted %u, want %u", kind, got, want);
    if (kind == 1 || kind == 2) CHECK(want == 0);
    if (got && want) {
        unsigned bad = 0;
        for (unsigned i = 0; i < MQS_O; i++) {
            unsigned acc = 0;
            for (unsigned j = 0; j < MQS_O; j++) acc ^= m256(m[i][j], x[j]);
            bad += acc != rhs[i];
        }
        CHECK_MSG(bad == 0, "solve kind %u: %u equations not satisfied", kind, bad);
    }
    if (got == want) test_pass();
}

static void test_hash(void)
{
    const uint8_t msg[5] = {1, 2, 3, 4, 5};
    uint8_t got[200], want[200], block[64];
    kpqc_shake256(want, 64, msg, sizeof msg);
    for (unsigned b = 1; b * 64 < sizeof want; b++) {
        kpqc_shake256(block, 64, want + 64 * (b - 1), 64);
        memcpy(want + 64 * b, block, sizeof want - 64 * b < 64 ? sizeof want - 64 * b : 64);
    }
    /* the same bytes split over the three parts */
    KPQC_NS(mqs_hash)(got, sizeof got, msg, 2, msg + 2, 0, msg + 2, 3);
    CHECK(memcmp(got, want, sizeof got) == 0);
    KPQC_NS(mqs_hash)(got, MQS_O, msg, sizeof msg, NULL, 0, NULL, 0);
    CHECK(memcmp(got, want, MQS_O) == 0);
    test_pass();
}

#if MQS_TEST_AVX2
static uint8_t pm_p[MQS_P_BYTES];
static uint8_t pm_mul[256][256];

/* One public map: w random with a few edge values, P random. */
static void test_public_map_case(unsigned t)
{
    uint8_t w[MQS_N], want[MQS_O], got[MQS_O];
    const uint8_t *e = pm_p;
    for (size_t k = 0; k < sizeof pm_p; k++) pm_p[k] = rnd8();
    for (unsigned j = 0; j < MQS_N; j++) w[j] = rnd8();
    if (t == 1) memset(w, 0xff, sizeof w);
    if (t == 2) w[0] = w[MQS_N - 1] = 0; /* the first row and the last entry vanish */
    memset(want, 0, sizeof want);
    for (unsigned i = 0; i < MQS_N; i++) {
        for (unsigned j = i; j < MQS_N; j++, e += MQS_O) {
            const uint8_t *c = pm_mul[pm_mul[w[i]][w[j]]];
            for (unsigned k = 0; k < MQS_O; k++) want[k] ^= c[e[k]];
        }
    }
    mqs_public_map_avx2(got, pm_p, w);
    CHECK_MSG(memcmp(got, want, MQS_O) == 0, "public map (vpshufb kernel), case %u", t);
#if MQS_HAVE_GFNI
    if (kpqc_cpu_has(KPQC_CPU_GFNI)) {
        memset(got, 0, sizeof got);
        mqs_public_map_gfni(got, pm_p, w);
        CHECK_MSG(memcmp(got, want, MQS_O) == 0, "public map (GFNI twin), case %u", t);
    }
#endif
}

static void test_public_map(void)
{
    for (unsigned a = 0; a < 256; a++) {
        for (unsigned b = 0; b < 256; b++) pm_mul[a][b] = (uint8_t)m256(a, b);
    }
    for (unsigned t = 0; t < 4; t++) test_public_map_case(t);
#if MQS_HAVE_GFNI
    printf("public map: vpshufb kernel%s\n", kpqc_cpu_has(KPQC_CPU_GFNI)
                                                 ? " and its GFNI twin"
                                                 : "; GFNI twin not run (no GFNI on this CPU)");
#else
    printf("public map: vpshufb kernel (this build has no GFNI twin)\n");
#endif
    test_pass();
}
#endif

int main(void)
{
#if MQS_TEST_AVX2
    if (!kpqc_cpu_has(KPQC_CPU_AVX2)) {
        printf("SKIP mqsign internal (avx2): this CPU has no AVX2\n");
        return 77;
    }
#endif
    test_field();
    test_matvec();
    for (unsigned t = 0; t < 50; t++) test_solve_case(t % 5);
    test_hash();
#if MQS_TEST_AVX2
    test_public_map();
#endif
    return test_finish("mqsign internal");
}
