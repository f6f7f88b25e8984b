/* Rounding, hints and norm checks of NCC-Sign on 8 int32 lanes (api.h): the
 * functions of ../../poly.c, lane by lane, constant time. */
#include "api.h"
#include "arith.h"

#define N NCC_N
/* poly.c's reciprocal of 2 gamma2 (floor(x / (2 gamma2)) = x M >> 48 for
 * 0 <= x < 2^24); below 2^31, so 32 x 32 -> 64-bit products take it. */
#define MAGIC ((((uint64_t)1 << 48) + 2 * NCC_GAMMA2 - 1) / (2 * NCC_GAMMA2))

void ncc_freeze_avx2(int32_t a[N])
{
    for (unsigned i = 0; i < N; i += 8) vstore(a + i, vcaddq(vreduce32(vload(a + i))));
}

void ncc_sub_ct1_avx2(int32_t w[N], const int32_t ct1[N])
{
    const int32_t s = (int32_t)(((uint64_t)1 << (NCC_D + 32)) % NCC_Q);
    for (unsigned i = 0; i < N; i += 8) {
        vec t = vmont1(vload(ct1 + i), s, NCC_MULQINV(s));
        vstore(w + i, vcaddq(vreduce32(_mm256_sub_epi32(vload(w + i), t))));
    }
}

void ncc_power2round_avx2(int32_t a1[N], int32_t a0[N], const int32_t a[N])
{
    for (unsigned i = 0; i < N; i += 8) {
        vec x = vload(a + i);
        vec hi = _mm256_srai_epi32(_mm256_add_epi32(x, vset((1 << (NCC_D - 1)) - 1)), NCC_D);
        vstore(a0 + i, _mm256_sub_epi32(x, _mm256_slli_epi32(hi, NCC_D)));
        vstore(a1 + i, hi);
    }
}

void ncc_keygen_t_avx2(int32_t t1[N], int32_t t0[N], const int32_t as1[N], const int32_t s2[N])
{
    for (unsigned i = 0; i < N; i += 8) {
        vec x = vcaddq(_mm256_add_epi32(vcaddq(vreduce32(vload(as1 + i))), vload(s2 + i)));
        vec hi = _mm256_srai_epi32(_mm256_add_epi32(x, vset((1 << (NCC_D - 1)) - 1)), NCC_D);
        vstore(t0 + i, _mm256_sub_epi32(x, _mm256_slli_epi32(hi, NCC_D)));
        vstore(t1 + i, hi);
    }
}

/* Alg. 2 as poly.c's decompose(): a1 in the lanes' result, a0 in *a0. */
static inline vec decompose(vec *a0, vec a)
{
    const vec magic = _mm256_set1_epi64x((int64_t)MAGIC);
    vec x = _mm256_add_epi32(a, vset(NCC_GAMMA2 - 1));
    vec pe = _mm256_srli_epi64(_mm256_mul_epu32(x, magic), 48);
    vec po = _mm256_srli_epi64(_mm256_mul_epu32(_mm256_srli_epi64(x, 32), magic), 48);
    vec a1 = _mm256_blend_epi32(pe, _mm256_slli_epi64(po, 32), 0xAA);
    a1 = _mm256_and_si256(a1, vset(NCC_W1_RANGE - 1));
    vec r = _mm256_sub_epi32(a, _mm256_mullo_epi32(a1, vset(2 * NCC_GAMMA2)));
    vec big = _mm256_srai_epi32(_mm256_sub_epi32(vset((NCC_Q - 1) / 2), r), 31);
    *a0 = _mm256_sub_epi32(r, _mm256_and_si256(big, vset(NCC_Q)));
    return a1;
}

void ncc_decompose_avx2(int32_t a1[N], int32_t a0[N], const int32_t a[N])
{
    for (unsigned i = 0; i < N; i += 8) {
        vec lo, hi = decompose(&lo, vload(a + i));
        vstore(a0 + i, lo);
        vstore(a1 + i, hi);
    }
}

unsigned ncc_make_hint_avx2(int32_t h[N], const int32_t a0[N], const int32_t a1[N])
{
    const vec g = vset(NCC_GAMMA2), ng = vset(-NCC_GAMMA2), zero = _mm256_setzero_si256();
    vec count = zero;
    for (unsigned i = 0; i < N; i += 8) {
        vec l = vload(a0 + i), hi = vload(a1 + i);
        vec m = _mm256_or_si256(_mm256_cmpgt_epi32(l, g), _mm256_cmpgt_epi32(ng, l));
        vec edge = _mm256_andnot_si256(_mm256_cmpeq_epi32(hi, zero), _mm256_cmpeq_epi32(l, ng));
        m = _mm256_or_si256(m, edge);
        vstore(h + i, _mm256_srli_epi32(m, 31));
        count = _mm256_sub_epi32(count, m);
    }
    /* lanes hold at most N / 8 each: sum them */
    __m128i s = _mm_add_epi32(_mm256_castsi256_si128(count), _mm256_extracti128_si256(count, 1));
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0x4e));
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0xb1));
    return (unsigned)_mm_cvtsi128_si32(s);
}

void ncc_use_hint_avx2(int32_t w1[N], const int32_t a[N], const int32_t h[N])
{
    const vec zero = _mm256_setzero_si256(), one = vset(1);
    for (unsigned i = 0; i < N; i += 8) {
        vec a0, a1 = decompose(&a0, vload(a + i));
        vec hm = _mm256_xor_si256(_mm256_cmpeq_epi32(vload(h + i), zero), vset(-1));
        vec gt = _mm256_cmpgt_epi32(a0, zero);
        /* +1 where a0 > 0, else -1 */
        vec d = _mm256_sub_epi32(zero, _mm256_add_epi32(_mm256_add_epi32(gt, gt), one));
        a1 = _mm256_add_epi32(a1, _mm256_and_si256(d, hm));
        vstore(w1 + i, _mm256_and_si256(a1, vset(NCC_W1_RANGE - 1)));
    }
}

int ncc_norm_exceeds_avx2(const int32_t a[N], int32_t bound)
{
    const vec b = vset(bound - 1);
    vec over = _mm256_setzero_si256();
    for (unsigned i = 0; i < N; i += 8)
        over = _mm256_or_si256(over, _mm256_sub_epi32(b, _mm256_abs_epi32(vload(a + i))));
    return (int)((unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(over)) != 0);
}
