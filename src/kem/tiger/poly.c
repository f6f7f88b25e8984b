/* Products in Z_256[x]/(x^N + 1) of a public polynomial by a secret sparse
 * one, the only multiplications TiGER makes (a*s, a*r, b*r, c1*s).
 *
 * Upstream adds +-x^i * a for each of the h draws i of the sparse factor:
 * reading at a secret offset. Here the sparse factor is taken dense and
 * multiplied like any polynomial: Karatsuba down to 64-coefficient blocks,
 * multiplied schoolbook (vector code over 16-bit lanes; the AVX2 backend
 * runs the recursion in native/x86_64 and, for every key the sampler makes,
 * a byte kernel); the same work for every secret. Karatsuba needs no
 * division, so computing mod 2^16 and cutting to mod 256 (q = 2^8) at the
 * end is exact. */
#include <string.h>

#include "ct.h"
#include "tiger.h"
#if KPQC_BACKEND_AVX2
#include "native/x86_64/api.h"
#endif

#define BASE 64
/* Scratch of karatsuba(n): 2n for its own sums and middle product, plus
 * that of n/2; below 4n in all. */
#define SCRATCH (4 * TIGER_N)

#if KPQC_BACKEND_AVX2
#if BASE != 64
#error "the AVX2 kernel multiplies 64-coefficient blocks"
#endif
#else
#define PHASES 8

/* r[0 .. 2*BASE-1] = a * b (r[2*BASE-1] = 0). Row i adds b[i] * a at offset
 * i; rows are kept in PHASES partial sums by i mod PHASES, each written at
 * offsets that are multiples of PHASES, so that a row never reloads a vector
 * half-overlapping the one just stored (which would stall the store
 * forwarding); the partial sums are added up, shifted, at the end. */
static void schoolbook(uint16_t *restrict r, const uint16_t *restrict a, const uint16_t *restrict b)
{
    uint16_t part[PHASES][2 * BASE];

    memset(part, 0, sizeof part);
    for (unsigned i = 0; i < BASE; i++) {
        const uint16_t c = b[i];
        uint16_t *restrict row = part[i % PHASES] + (i - i % PHASES);
        for (unsigned j = 0; j < BASE; j++) {
            row[j] = (uint16_t)(row[j] + a[j] * c);
        }
    }
    memcpy(r, part[0], sizeof part[0]);
    for (unsigned t = 1; t < PHASES; t++) {
        for (unsigned m = t; m < 2 * BASE; m++) {
            r[m] = (uint16_t)(r[m] + part[t][m - t]);
        }
    }
}
#endif

#if !KPQC_BACKEND_AVX2
/* r[0 .. 2n-1] = a * b for n-coefficient a, b (n = BASE * 2^k):
 * a0 b0 + ((a0 + a1)(b0 + b1) - a0 b0 - a1 b1) x^(n/2) + a1 b1 x^n. */
static void karatsuba(uint16_t *r, const uint16_t *a, const uint16_t *b, unsigned n,
                      uint16_t *scratch)
{
    const unsigned h = n / 2;
    uint16_t *as = scratch, *bs = scratch + h, *mid = scratch + n, *rest = scratch + 2 * n;

    if (n == BASE) {
        schoolbook(r, a, b);
        return;
    }
    karatsuba(r, a, b, h, scratch);
    karatsuba(r + n, a + h, b + h, h, scratch);
    for (unsigned i = 0; i < h; i++) {
        as[i] = (uint16_t)(a[i] + a[h + i]);
        bs[i] = (uint16_t)(b[i] + b[h + i]);
    }
    karatsuba(mid, as, bs, h, rest);
    for (unsigned i = 0; i < n; i++) {
        mid[i] = (uint16_t)(mid[i] - r[i] - r[n + i]);
    }
    for (unsigned i = 0; i < n; i++) {
        r[h + i] = (uint16_t)(r[h + i] + mid[i]);
    }
}
#endif

#if KPQC_BACKEND_AVX2
/* Whether the byte kernel may be used. Every b-side operand coefficient of a
 * base product is a sum of w's coefficients at positions j + BASE*m (the
 * Karatsuba sums of halves), so |it| <= t_j = sum over m of |w[j + BASE*m]|
 * (each read as a signed byte), and t_j <= 64 for all j suffices. TiGER's
 * sampler gives coefficients +1, 0 or -(number of -1 draws there): t_j > 64
 * needs 65 of at most h draws in N/BASE given positions, probability below
 * 2^-200, or a malformed secret key. Computed without branches; only the
 * answer is declassified (it chooses the kernel, not the result). */
static int small_secret(const tiger_sparse *w)
{
    uint16_t t[BASE];
    uint32_t big = 0;

    memset(t, 0, sizeof t);
    for (unsigned m = 0; m < TIGER_N; m += BASE) {
        for (unsigned j = 0; j < BASE; j++) {
            int16_t c = (int16_t)(int8_t)(uint8_t)w->coeffs[m + j];
            int16_t sign = (int16_t)(c >> 15);
            t[j] = (uint16_t)(t[j] + (uint16_t)((c ^ sign) - sign));
        }
    }
    for (unsigned j = 0; j < BASE; j++) {
        big |= (uint32_t)(64 - (int32_t)t[j]) >> 31;
    }
    kpqc_ct_declassify(&big, sizeof big);
    kpqc_memzero(t, sizeof t);
    return big == 0;
}
#endif

/* The 16-bit path: any secret (portable backend; AVX2 backend for a secret
 * that fails small_secret). */
static void mul_acc16(uint8_t r[TIGER_N], const uint8_t a[TIGER_N], const tiger_sparse *w)
{
    uint16_t prod[2 * TIGER_N], a16[TIGER_N], scratch[SCRATCH];

    for (unsigned j = 0; j < TIGER_N; j++) {
        a16[j] = a[j];
    }
#if KPQC_BACKEND_AVX2
    tiger_karatsuba_avx2(prod, a16, w->coeffs, TIGER_N, scratch);
#else
    karatsuba(prod, a16, w->coeffs, TIGER_N, scratch);
#endif
    /* mod x^N + 1: x^(N+j) = -x^j. */
    for (unsigned j = 0; j < TIGER_N; j++) {
        r[j] = (uint8_t)(r[j] + prod[j] - prod[TIGER_N + j]);
    }
    kpqc_memzero(prod, sizeof prod);
    kpqc_memzero(scratch, sizeof scratch);
}

#if KPQC_BACKEND_AVX2
/* Blocks of the byte path: 3^k for N = 64 * 2^k. */
#if TIGER_N == 512
#define BLOCKS 27
#elif TIGER_N == 1024
#define BLOCKS 81
#endif

/* The byte path: the secret's blocks prepared once for both products. */
static void mul_acc8(uint8_t *r1, const uint8_t *a1, uint8_t *r2, const uint8_t *a2,
                     const tiger_sparse *w)
{
    _Alignas(32) uint32_t bp[BLOCKS * BASE / 2];
    _Alignas(32) uint8_t prod[2 * TIGER_N], scratch[3 * TIGER_N];

    tiger_secret_pairs_avx2(bp, w->coeffs, TIGER_N, scratch);
    tiger_mul8_avx2(r1, a1, bp, TIGER_N, prod, scratch);
    if (r2 != NULL) {
        tiger_mul8_avx2(r2, a2, bp, TIGER_N, prod, scratch);
    }
    kpqc_memzero(bp, sizeof bp);
    kpqc_memzero(prod, sizeof prod);
    kpqc_memzero(scratch, sizeof scratch);
}
#endif

void tiger_mul_acc2(uint8_t r1[TIGER_N], const uint8_t a1[TIGER_N], uint8_t *r2,
                    const uint8_t *a2, const tiger_sparse *w)
{
#if KPQC_BACKEND_AVX2
    if (small_secret(w)) {
        mul_acc8(r1, a1, r2, a2, w);
        return;
    }
#endif
    mul_acc16(r1, a1, w);
    if (r2 != NULL) {
        mul_acc16(r2, a2, w);
    }
}

void tiger_mul_acc(uint8_t r[TIGER_N], const uint8_t a[TIGER_N], const tiger_sparse *w)
{
    tiger_mul_acc2(r, a, NULL, NULL, w);
}
