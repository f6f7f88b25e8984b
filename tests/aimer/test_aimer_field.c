/* AIMer's GF(2^k) arithmetic (src/sign/aimer/field.h) against a slow
 * bit-by-bit model: carry-less products, multiplication, squaring, the
 * unreduced accumulate-then-reduce path and linear maps. Built once per field
 * size (AIMER_LEVEL) and once more with AIMER_NO_INT128 for the fallback
 * multiplier; edge values include the all-ones words that would overflow the
 * 4-bit columns of the integer-multiply trick if its top bits were not split. */
#include <string.h>

#include "expect.h"
#include "field.h"

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static uint64_t next64(void)
{
    /* xorshift64*: deterministic, good enough to spread bits */
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 0x2545f4914f6cdd1du;
}

/* r = a * b in F2[x], one bit at a time. */
static void slow_clmul64(uint64_t r[2], uint64_t a, uint64_t b)
{
    r[0] = r[1] = 0;
    for (unsigned i = 0; i < 64; i++) {
        if ((b >> i) & 1) {
            r[0] ^= a << i;
            if (i) r[1] ^= a >> (64 - i);
        }
    }
}

static int slow_bit(const uint64_t *v, unsigned i)
{
    return (int)((v[i / 64] >> (i % 64)) & 1);
}

/* Reduction polynomial of the field, from the spec (not from field.h). */
static void slow_mul(gf r, const gf a, const gf b)
{
#if GF_BITS == 256
    static const unsigned taps[] = {0, 2, 5, 10};
#else
    static const unsigned taps[] = {0, 1, 2, 7};
#endif
    uint64_t p[2 * GF_WORDS] = {0};
    for (unsigned i = 0; i < GF_BITS; i++) {
        if (!slow_bit(b, i)) continue;
        for (unsigned j = 0; j < GF_BITS; j++) {
            if (slow_bit(a, j)) p[(i + j) / 64] ^= (uint64_t)1 << ((i + j) % 64);
        }
    }
    for (unsigned i = 2 * GF_BITS - 1; i >= GF_BITS; i--) {
        if (!slow_bit(p, i)) continue;
        p[i / 64] ^= (uint64_t)1 << (i % 64);
        for (unsigned t = 0; t < 4; t++) {
            const unsigned k = i - GF_BITS + taps[t];
            p[k / 64] ^= (uint64_t)1 << (k % 64);
        }
    }
    for (unsigned w = 0; w < GF_WORDS; w++) r[w] = p[w];
}

static void random_element(gf a, unsigned kind)
{
    for (unsigned w = 0; w < GF_WORDS; w++) {
        switch (kind % 6) {
        case 0: a[w] = ~(uint64_t)0; break;              /* all ones */
        case 1: a[w] = 0xf000000000000000u | next64(); break; /* top nibble set */
        case 2: a[w] = next64() & next64(); break;       /* sparse */
        case 3: a[w] = next64() | next64(); break;       /* dense */
        default: a[w] = next64(); break;
        }
    }
    if (kind == 6) { /* a single bit */
        memset(a, 0, sizeof(gf));
        const unsigned bit = (unsigned)(next64() % GF_BITS);
        a[bit / 64] = (uint64_t)1 << (bit % 64);
    }
}

static int equal(const gf a, const gf b)
{
    return memcmp(a, b, sizeof(gf)) == 0;
}

static void test_clmul(void)
{
    static const uint64_t edge[] = {0, 1, ~(uint64_t)0, 0x8000000000000000u, 0xf000000000000000u,
                                    0x1111111111111111u, 0x8888888888888888u, 0x0fffffffffffffffu};
    const size_t n = sizeof edge / sizeof edge[0];
    uint64_t r[2], s[2];
    for (size_t i = 0; i < n; i++) {
        for (size_t j = 0; j < n; j++) {
            gf_clmul64(r, edge[i], edge[j]);
            slow_clmul64(s, edge[i], edge[j]);
            EXPECT(r[0] == s[0] && r[1] == s[1], "clmul64 edge %zu %zu", i, j);
        }
    }
    for (unsigned t = 0; t < 20000; t++) {
        const uint64_t a = next64() | (t & 1 ? 0xf000000000000000u : 0);
        const uint64_t b = t & 2 ? ~(uint64_t)0 : next64();
        gf_clmul64(r, a, b);
        slow_clmul64(s, a, b);
        EXPECT(r[0] == s[0] && r[1] == s[1], "clmul64 %016llx %016llx", (unsigned long long)a,
                  (unsigned long long)b);
        if (r[0] != s[0] || r[1] != s[1]) return;
    }
}

static void test_mul_sqr(void)
{
    for (unsigned t = 0; t < 3000; t++) {
        gf a, b, r, s;
        random_element(a, t % 7);
        random_element(b, (t / 7) % 7);
        gf_mul(r, a, b);
        slow_mul(s, a, b);
        EXPECT(equal(r, s), "mul, case %u", t);
        gf_sqr(r, a);
        slow_mul(s, a, a);
        EXPECT(equal(r, s), "sqr, case %u", t);
        if (!equal(r, s)) return;
    }
}

/* sum_i a_i b_i through the unreduced accumulator equals the reduced sum. */
static void test_wide_acc(void)
{
    for (unsigned t = 0; t < 500; t++) {
        gf a, b, r, s, u;
        gf_wide p;
        gf_wide_zero(p);
        gf_set_zero(s);
        for (unsigned i = 0; i < 5; i++) {
            random_element(a, t + i);
            random_element(b, t * 3 + i);
            gf_mul_wide_acc(p, a, b);
            slow_mul(u, a, b);
            gf_add(s, s, u);
        }
        gf_reduce(r, p);
        EXPECT(equal(r, s), "accumulated products, case %u", t);
    }
}

static void slow_linmap(gf r, const gf x, const gf *m)
{
    memset(r, 0, sizeof(gf));
    for (unsigned j = 0; j < GF_BITS; j++) {
        if (slow_bit(x, j)) gf_add(r, r, m[j]);
    }
}

static void test_linmap(void)
{
    static gf m1[GF_BITS], m2[GF_BITS];
    for (unsigned j = 0; j < GF_BITS; j++) {
        random_element(m1[j], j);
        random_element(m2[j], j + 3);
    }
    for (unsigned t = 0; t < 300; t++) {
        gf x, r, s, acc1, acc2, e1, e2;
        random_element(x, t % 7);
        gf_linmap(r, x, (const gf *)m1);
        slow_linmap(s, x, (const gf *)m1);
        EXPECT(equal(r, s), "linmap, case %u", t);
        gf_linmap(x, x, (const gf *)m2); /* in place */
        random_element(acc1, t);
        random_element(acc2, t + 1);
        gf_copy(e1, acc1);
        gf_copy(e2, acc2);
        slow_linmap(s, x, (const gf *)m1);
        gf_add(e1, e1, s);
        slow_linmap(s, x, (const gf *)m2);
        gf_add(e2, e2, s);
        gf_linmap2_acc(acc1, acc2, x, (const gf *)m1, (const gf *)m2);
        EXPECT(equal(acc1, e1) && equal(acc2, e2), "linmap2_acc, case %u", t);
    }
}

/* Field laws on the fast path alone: x^(2^k) = x and distributivity. */
static void test_laws(void)
{
    for (unsigned t = 0; t < 20; t++) {
        gf a, b, c, l, r, u;
        random_element(a, t);
        random_element(b, t + 1);
        random_element(c, t + 2);
        gf_copy(u, a);
        for (unsigned i = 0; i < GF_BITS; i++) gf_sqr(u, u);
        EXPECT(equal(u, a), "Frobenius of order k, case %u", t);
        gf_add(u, b, c);
        gf_mul(l, a, u);
        gf_mul(r, a, b);
        gf_mul(u, a, c);
        gf_add(r, r, u);
        EXPECT(equal(l, r), "distributivity, case %u", t);
    }
}

int main(void)
{
    test_clmul();
    test_mul_sqr();
    test_wide_acc();
    test_linmap();
    test_laws();
    return test_finish("test_aimer_field");
}
