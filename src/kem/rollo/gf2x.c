/* Portable constant-time carry-less multiplication.
 *
 * clmul32 multiplies with integer multiplications on operands thinned to
 * every fourth bit: a column of a 32 x 32 product collects at most 8 ones,
 * so its carries (3 bits) never reach the next bit of the same residue class
 * mod 4, and the low bit of every column is the GF(2) sum. Karatsuba builds
 * 64-bit and then long products from it. No branch or index depends on data. */
#include "ct.h"
#include "gf2x.h"
#if KPQC_BACKEND_AVX2
#include "native/x86_64/api.h"
#endif

#if KPQC_BACKEND_AVX2
void rollo_clmul64(uint64_t r[2], uint64_t a, uint64_t b)
{
    rollo_clmul64_pclmul(r, a, b);
}
#else
static uint64_t clmul32(uint32_t x, uint32_t y)
{
    const uint64_t m0 = 0x1111111111111111u, m1 = m0 << 1, m2 = m0 << 2, m3 = m0 << 3;
    uint64_t x0 = x & (uint32_t)m0, x1 = x & (uint32_t)m1, x2 = x & (uint32_t)m2,
             x3 = x & (uint32_t)m3;
    uint64_t y0 = y & (uint32_t)m0, y1 = y & (uint32_t)m1, y2 = y & (uint32_t)m2,
             y3 = y & (uint32_t)m3;
    uint64_t z0 = (x0 * y0) ^ (x1 * y3) ^ (x2 * y2) ^ (x3 * y1);
    uint64_t z1 = (x0 * y1) ^ (x1 * y0) ^ (x2 * y3) ^ (x3 * y2);
    uint64_t z2 = (x0 * y2) ^ (x1 * y1) ^ (x2 * y0) ^ (x3 * y3);
    uint64_t z3 = (x0 * y3) ^ (x1 * y2) ^ (x2 * y1) ^ (x3 * y0);
    return (z0 & m0) | (z1 & m1) | (z2 & m2) | (z3 & m3);
}

void rollo_clmul64(uint64_t r[2], uint64_t a, uint64_t b)
{
    uint32_t a0 = (uint32_t)a, a1 = (uint32_t)(a >> 32);
    uint32_t b0 = (uint32_t)b, b1 = (uint32_t)(b >> 32);
    uint64_t lo = clmul32(a0, b0), hi = clmul32(a1, b1);
    uint64_t mid = clmul32(a0 ^ a1, b0 ^ b1) ^ lo ^ hi;
    r[0] = lo ^ (mid << 32);
    r[1] = hi ^ (mid >> 32);
}
#endif

/* Schoolbook below this many words (the PCLMUL kernel: up to 24; the
 * product-scanning kernel beats a Karatsuba level at 22 words). */
#if KPQC_BACKEND_AVX2
#define KARATSUBA_MIN 23
#define schoolbook rollo_gf2x_base_pclmul
#else
#define KARATSUBA_MIN 4

static void schoolbook(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n)
{
    for (size_t i = 0; i < 2 * n; i++) c[i] = 0;
    for (size_t i = 0; i < n; i++) {
        for (size_t j = 0; j < n; j++) {
            uint64_t p[2];
            rollo_clmul64(p, a[i], b[j]);
            c[i + j] ^= p[0];
            c[i + j + 1] ^= p[1];
        }
    }
}
#endif

/* c[0..2n) = a * b; t is scratch of karatsuba_scratch(n) words. With
 * h = ceil(n/2), l = n - h: a = a0 + z^h a1, the middle product
 * (a0 + a1)(b0 + b1) - a0 b0 - a1 b1 is added at word h. */
static void karatsuba(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n, uint64_t *t)
{
    if (n < KARATSUBA_MIN) {
        schoolbook(c, a, b, n);
        return;
    }
    size_t h = (n + 1) / 2, l = n - h;
    uint64_t *sa = t, *sb = t + h, *mid = t + 2 * h, *rest = t + 4 * h;
    karatsuba(c, a, b, h, rest);
    karatsuba(c + 2 * h, a + h, b + h, l, rest);
    /* l is h or h - 1: the loops run to l (2 l) without a per-word test
     * and the odd word is handled after them. */
    for (size_t i = 0; i < l; i++) {
        sa[i] = a[i] ^ a[h + i];
        sb[i] = b[i] ^ b[h + i];
    }
    if (l < h) {
        sa[l] = a[l];
        sb[l] = b[l];
    }
    karatsuba(mid, sa, sb, h, rest);
    for (size_t i = 0; i < 2 * l; i++) mid[i] ^= c[i] ^ c[2 * h + i];
    for (size_t i = 2 * l; i < 2 * h; i++) mid[i] ^= c[i];
    /* h + 2h <= 2n for n >= 3 (n >= KARATSUBA_MIN here). */
    for (size_t i = 0; i < 2 * h; i++) c[h + i] ^= mid[i];
}

/* Scratch: 4h words per level plus the deeper levels (< 8 * n + 64 is an
 * upper bound for the array); scratch_words(n) is what a product of n words
 * actually uses (4h at each level down to the schoolbook size; the l-word
 * half recurses with no more than the h-word one), and only that much is
 * wiped. */
#define SCRATCH_WORDS (8 * ROLLO_GF2X_MAX_WORDS + 64)

static size_t scratch_words(size_t n)
{
    size_t w = 0;
    while (n >= KARATSUBA_MIN) {
        size_t h = (n + 1) / 2;
        w += 4 * h;
        n = h;
    }
    return w;
}

void rollo_gf2x_mul(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n)
{
    uint64_t t[SCRATCH_WORDS];
    karatsuba(c, a, b, n, t);
    kpqc_memzero(t, scratch_words(n) * sizeof(uint64_t));
}

/* b is cut into slices of na words, each multiplied by a; a last slice of
 * r < na words is not padded to na (the short factors of encapsulation
 * leave e.g. 4 words of 57 at 192): a is cut into pieces of r words
 * instead, each multiplied by it (only the last piece of a is padded). */
void rollo_gf2x_mul_unbalanced(uint64_t *c, const uint64_t *a, size_t na, const uint64_t *b,
                               size_t nb)
{
    uint64_t t[SCRATCH_WORDS], p[2 * ROLLO_GF2X_MAX_WORDS], s[ROLLO_GF2X_MAX_WORDS];
    size_t off = 0;
    for (size_t i = 0; i < na + nb; i++) c[i] = 0;
    for (; off + na <= nb; off += na) {
        karatsuba(p, a, b + off, na, t);
        for (size_t i = 0; i < 2 * na; i++) c[off + i] ^= p[i];
    }
    const size_t r = nb - off; /* nb mod na, without a division */
    if (r != 0) {
        for (size_t aoff = 0; aoff < na; aoff += r) {
            size_t len = na - aoff < r ? na - aoff : r;
            for (size_t i = 0; i < r; i++) s[i] = i < len ? a[aoff + i] : 0;
            karatsuba(p, s, b + off, r, t);
            for (size_t i = 0; i < 2 * r && off + aoff + i < na + nb; i++) c[off + aoff + i] ^= p[i];
        }
    }
    kpqc_memzero(t, scratch_words(na) * sizeof(uint64_t));
    kpqc_memzero(p, 2 * na * sizeof(uint64_t));
    kpqc_memzero(s, na * sizeof(uint64_t));
}
