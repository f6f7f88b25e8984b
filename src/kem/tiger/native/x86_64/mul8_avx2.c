/* Products mod 256 by a small secret, all in bytes: Karatsuba over Z/256
 * (exact: it divides by nothing) down to 64x64 blocks multiplied with
 * vpmaddubsw. The secret's side of every block (the Karatsuba sums of its
 * halves, in the recursion's order) is prepared once into broadcast pairs,
 * so that two products by the same secret (a*r and b*r) share it. */
#include <immintrin.h>

#include "api.h"

#define BASE 64
#define L 16

static inline __m256i load(const void *p)
{
    return _mm256_loadu_si256((const __m256i *)p);
}

static inline void store(void *p, __m256i x)
{
    _mm256_storeu_si256((__m256i *)p, x);
}

/* bp[t] = w[2t] | w[2t+1] << 8, the 16-bit pair twice in a dword. */
static void to_pairs(uint32_t bp[BASE / 2], const uint8_t w[BASE])
{
    for (int k = 0; k < 2; k++) {
        const __m256i y = _mm256_permute4x64_epi64(load(w + 32 * k), 0xd8);
        store(bp + 16 * k, _mm256_unpacklo_epi16(y, y));
        store(bp + 16 * k + 8, _mm256_unpackhi_epi16(y, y));
    }
}

/* The secret's blocks in the order kara8 meets them: low half, high half,
 * sum of halves. scratch: n bytes. */
static void eval_secret(uint32_t **bp, const uint8_t *w, unsigned n, uint8_t *scratch)
{
    const unsigned h = n / 2;

    if (n == BASE) {
        to_pairs(*bp, w);
        *bp += BASE / 2;
        return;
    }
    eval_secret(bp, w, h, scratch);
    eval_secret(bp, w + h, h, scratch);
    for (unsigned i = 0; i < h; i += 32) {
        store(scratch + i, _mm256_add_epi8(load(w + i), load(w + h + i)));
    }
    eval_secret(bp, scratch, h, scratch + h);
}

void tiger_secret_pairs_avx2(uint32_t *bp, const uint16_t *w, unsigned n, uint8_t *scratch)
{
    const __m256i low = _mm256_set1_epi16(0xff);

    for (unsigned i = 0; i < n; i += 32) {
        const __m256i x0 = _mm256_and_si256(load(w + i), low);
        const __m256i x1 = _mm256_and_si256(load(w + i + 16), low);
        store(scratch + i, _mm256_permute4x64_epi64(_mm256_packus_epi16(x0, x1), 0xd8));
    }
    eval_secret(&bp, scratch, n, scratch + n);
}

/* Lanes 16..80 of the pair array: lane m holds a[m-16] (low byte) and
 * a[m-17] (high byte), zero outside a; chunk c covers lanes 16c..16c+15. */
static inline __m256i pair_chunk(__m128i cur, __m128i prev)
{
    const __m128i shifted = _mm_alignr_epi8(cur, prev, 15); /* a[x-1] under a[x] */
    return _mm256_set_m128i(_mm_unpackhi_epi8(cur, shifted), _mm_unpacklo_epi8(cur, shifted));
}

#define MAC(q, w, b) q = _mm256_add_epi16(q, _mm256_maddubs_epi16(w, b))

/* r[0..127] = a * b mod 256 (r[127] = 0), b given as its pairs bp; a's
 * bytes are taken as 0..255, b's as signed bytes in [-64, 64] (each 16-bit
 * sum a b + a' b' then stays within +-32640: no saturation). Row pair t of
 * block p multiplies the window of the pair array starting at lane
 * 16 - 2t + 16j into output vector p + j (j = 0..4); the windows do not
 * depend on p, so each is loaded once for the four blocks. */
static void leaf(uint8_t r[128], const uint8_t a[BASE], const uint32_t bp[BASE / 2])
{
    _Alignas(32) uint16_t pair[6 * L];
    const __m128i zero = _mm_setzero_si128();
    const __m128i h0 = _mm_loadu_si128((const void *)a);
    const __m128i h1 = _mm_loadu_si128((const void *)(a + 16));
    const __m128i h2 = _mm_loadu_si128((const void *)(a + 32));
    const __m128i h3 = _mm_loadu_si128((const void *)(a + 48));
    __m256i q0 = _mm256_setzero_si256(), q1 = q0, q2 = q0, q3 = q0, q4 = q0, q5 = q0,
            q6 = q0, q7 = q0;

    store(pair, q0);
    store(pair + 1 * L, pair_chunk(h0, zero));
    store(pair + 2 * L, pair_chunk(h1, h0));
    store(pair + 3 * L, pair_chunk(h2, h1));
    store(pair + 4 * L, pair_chunk(h3, h2));
    store(pair + 5 * L, pair_chunk(zero, h3));
    for (int t = 0; t < L / 2; t++) {
        const uint16_t *base = pair + L - 2 * t;
        const __m256i b0 = _mm256_set1_epi32((int)bp[t]), b1 = _mm256_set1_epi32((int)bp[t + 8]),
                      b2 = _mm256_set1_epi32((int)bp[t + 16]),
                      b3 = _mm256_set1_epi32((int)bp[t + 24]);
        /* Window j meets block p in output vector p + j; one window live at
         * a time (8 sums, 4 pairs, 1 window: no spills). */
#define WINDOW(j, s0, s1, s2, s3)                                                      \
    do {                                                                               \
        const __m256i w = load(base + (j) * L);                                        \
        MAC(s0, w, b0);                                                                \
        MAC(s1, w, b1);                                                                \
        MAC(s2, w, b2);                                                                \
        MAC(s3, w, b3);                                                                \
    } while (0)
        WINDOW(0, q0, q1, q2, q3);
        WINDOW(1, q1, q2, q3, q4);
        WINDOW(2, q2, q3, q4, q5);
        WINDOW(3, q3, q4, q5, q6);
        WINDOW(4, q4, q5, q6, q7);
#undef WINDOW
    }
    /* The low bytes of the 16-bit sums, in order. */
    const __m256i low = _mm256_set1_epi16(0xff);
#define BYTES(x, y)                                                                    \
    _mm256_permute4x64_epi64(                                                          \
        _mm256_packus_epi16(_mm256_and_si256(x, low), _mm256_and_si256(y, low)), 0xd8)
    store(r, BYTES(q0, q1));
    store(r + 32, BYTES(q2, q3));
    store(r + 64, BYTES(q4, q5));
    store(r + 96, BYTES(q6, q7));
#undef BYTES
}

/* r[0 .. 2n-1] = a * b mod 256, b's blocks taken from *bp in eval_secret's
 * order. scratch: 3n bytes. */
static void kara8(uint8_t *r, const uint8_t *a, unsigned n, const uint32_t **bp,
                  uint8_t *scratch)
{
    const unsigned h = n / 2;
    uint8_t *as = scratch, *mid = scratch + h, *rest = scratch + h + n;

    if (n == BASE) {
        leaf(r, a, *bp);
        *bp += BASE / 2;
        return;
    }
    kara8(r, a, h, bp, scratch);
    kara8(r + n, a + h, h, bp, scratch);
    for (unsigned i = 0; i < h; i += 32) {
        store(as + i, _mm256_add_epi8(load(a + i), load(a + h + i)));
    }
    kara8(mid, as, h, bp, rest);
    /* r += (mid - low - high) x^(n/2), by quarters r0..r3 of h bytes, from
     * the old r1 and r2. */
    for (unsigned i = 0; i < h; i += 32) {
        const __m256i r0 = load(r + i), r1 = load(r + h + i), r2 = load(r + n + i),
                      r3 = load(r + n + h + i), m0 = load(mid + i), m1 = load(mid + h + i);
        store(r + h + i, _mm256_sub_epi8(_mm256_add_epi8(r1, m0), _mm256_add_epi8(r0, r2)));
        store(r + n + i, _mm256_sub_epi8(_mm256_add_epi8(r2, m1), _mm256_add_epi8(r1, r3)));
    }
}

void tiger_mul8_avx2(uint8_t *r, const uint8_t *a, const uint32_t *bp, unsigned n,
                     uint8_t *prod, uint8_t *scratch)
{
    kara8(prod, a, n, &bp, scratch);
    for (unsigned i = 0; i < n; i += 32) {
        store(r + i, _mm256_sub_epi8(_mm256_add_epi8(load(r + i), load(prod + i)),
                                     load(prod + n + i)));
    }
}
