/* The product with the challenge on 8 int32 lanes (api.h): poly.c's
 * shift-and-add in Z[X]/(X^(3n/2) + 1) and its fold, with vector loads at
 * the (public) offsets of the challenge's positions. */
#include <string.h>

#include "api.h"
#include "arith.h"
#include "ct.h"

#define N NCC_N
#define L (3 * NCC_N / 2)

/* dst[i] += s src[i], i < len, s = +1 or -1 as a mask (0 or -1: x ^ m - m). */
static inline void addsub(int32_t *dst, const int32_t *src, unsigned len, vec m, int32_t sm)
{
    unsigned i = 0;
    for (; i + 8 <= len; i += 8) {
        vec x = _mm256_sub_epi32(_mm256_xor_si256(vload(src + i), m), m);
        vstore(dst + i, _mm256_add_epi32(vload(dst + i), x));
    }
    for (; i < len; i++) dst[i] += (src[i] ^ sm) - sm;
}

void ncc_challenge_mul_avx2(int32_t r[N], const ncc_challenge *c, const int32_t a[N])
{
    _Alignas(32) int32_t acc[L];
    memset(acc, 0, sizeof acc);
    for (unsigned k = 0; k < NCC_TAU; k++) {
        const unsigned p = c->pos[k], wrap = L - p, lim = wrap < N ? wrap : N;
        /* +1 or -1 as a mask (the challenge is public; no branch needed) */
        const int32_t sm = -(int32_t)(c->sign[k] < 0);
        const vec m = vset(sm);
        addsub(acc + p, a, lim, m, sm);
        addsub(acc, a + lim, N - lim, vset(~sm), ~sm); /* X^L = -1 */
    }
    for (unsigned i = 0; i < N / 2; i += 8) {
        vec lo = vload(acc + i), mid = vload(acc + i + N / 2), hi = vload(acc + i + N);
        vstore(r + i, _mm256_sub_epi32(lo, hi));
        vstore(r + i + N / 2, _mm256_add_epi32(mid, hi));
    }
    kpqc_memzero(acc, sizeof acc);
}
