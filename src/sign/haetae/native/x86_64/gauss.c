/* Gaussian candidates of the hyperball sampler in batches: the CDT lookup
 * of sixteen candidates at a time on 16-bit lanes, then the rest of
 * haetae_gauss_finish (gauss.h) four candidates at a time on 64-bit lanes.
 * Also the scaling of the samples, four at a time.
 * Same results as gauss_candidate in ../../hyperball.c, candidate by
 * candidate; nothing depends on the (secret) values but the results. */
#include <string.h>

#include <immintrin.h>

#include "../../gauss.h"
#include "api.h"
#include "ct.h"

/* x_i = #{j : cdt[j] < u16_i} for 16 candidates; unsigned 16-bit order is
 * the signed order after flipping the top bit of both sides. */
static void cdt_count16(uint16_t x[16], const uint8_t *in)
{
    uint16_t u[16];
    __m256i v, cnt = _mm256_setzero_si256();
    for (unsigned i = 0; i < 16; i++) {
        memcpy(&u[i], in + HAETAE_GAUSS_BYTES * i, 2); /* little-endian */
    }
    v = _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(const void *)u), _mm256_set1_epi16(-0x8000));
    for (unsigned j = 0; j < 64; j++) {
        const __m256i c = _mm256_set1_epi16((int16_t)(haetae_cdt[j] ^ 0x8000));
        cnt = _mm256_sub_epi16(cnt, _mm256_cmpgt_epi16(v, c));
    }
    _mm256_storeu_si256((__m256i *)(void *)x, cnt);
}

/* ---- the rest of a candidate on four 64-bit lanes ----------------------
 *
 * The 64 x 64-bit products of gauss.h are split into 24-bit limbs whose
 * products _mm256_mul_epi32 / _mm256_mul_epu32 give exactly. The bounds
 * that make this exact hold for every input (not only likely ones):
 * y = Y / 2^76 with Y = x 2^72 + u, x <= 64, u < 2^72, so y.lo < 2^48 and
 * y.hi < 2^31; the truncated square satisfies x^2 2^68 <= sq <= Y^2 / 2^76,
 * hence 0 <= e < (2x + 1) 2^40 / 2 < 2^48; and in approx_exp's Horner steps
 * |r| < 2^50, since each multiplies by e / 2^48 < 1 and halves at least,
 * then adds a constant below 2^48. */

static inline __m256i m24(void)
{
    return _mm256_set1_epi64x((1LL << 24) - 1);
}

/* floor(x / 2^s) for signed 64-bit lanes (AVX2 has no arithmetic 64-bit
 * shift): flip negative lanes to ~x >= 0, shift, flip back. */
static inline __m256i srai64(__m256i x, int s)
{
    const __m256i neg = _mm256_cmpgt_epi64(_mm256_setzero_si256(), x);
    return _mm256_xor_si256(_mm256_srli_epi64(_mm256_xor_si256(x, neg), s), neg);
}

/* floor((a b + 2^47) / 2^48) for |a| < 2^55 signed and 0 <= b < 2^48 (the
 * value haetae_smulh48 gives), from the limbs a = ah 2^24 + al, b = bh 2^24
 * + bl with al, bl in [0, 2^24): a b = ah bh 2^48 + (ah bl + al bh) 2^24 +
 * al bl, and floor((M 2^24 + P + 2^47) / 2^48) = floor((M + 2^23 +
 * floor(P / 2^24)) / 2^24) for integers M and 0 <= P < 2^48. */
static inline __m256i smulh48(__m256i a, __m256i bh, __m256i bl)
{
    const __m256i ah = srai64(a, 24);
    const __m256i al = _mm256_and_si256(a, m24());
    __m256i mid = _mm256_add_epi64(_mm256_mul_epi32(ah, bl), _mm256_mul_epi32(al, bh));
    mid = _mm256_add_epi64(mid, _mm256_srli_epi64(_mm256_mul_epu32(al, bl), 24));
    mid = _mm256_add_epi64(mid, _mm256_set1_epi64x(1LL << 23));
    return _mm256_add_epi64(_mm256_mul_epi32(ah, bh), srai64(mid, 24));
}

/* One Horner step of approx_exp: ((smulh48(r, e) + 2^(s-1)) >> s) + c. */
static inline __m256i horner(__m256i r, __m256i eh, __m256i el, int s, int64_t c)
{
    __m256i t = _mm256_add_epi64(smulh48(r, eh, el), _mm256_set1_epi64x(1LL << (s - 1)));
    return _mm256_add_epi64(srai64(t, s), _mm256_set1_epi64x(c));
}

/* The polynomial of haetae_approx_exp, the same coefficients and roundings. */
static inline __m256i approx_exp4(__m256i e)
{
    const __m256i eh = _mm256_srli_epi64(e, 24), el = _mm256_and_si256(e, m24());
    __m256i r = _mm256_set1_epi64x(-0x0000B6C6340925AELL);
    r = horner(r, eh, el, 3, 0x0000B4BD4DF85227LL);
    r = horner(r, eh, el, 3, -0x0000887F727491E2LL);
    r = horner(r, eh, el, 2, 0x0000AAAA643C7E8DLL);
    r = horner(r, eh, el, 2, -0x0000AAAAA98179E6LL);
    r = horner(r, eh, el, 1, 0x0000FFFFFFFB2E7ALL);
    r = horner(r, eh, el, 1, -0x0000FFFFFFFFF85FLL);
    return _mm256_add_epi64(smulh48(r, eh, el), _mm256_set1_epi64x(0x0000FFFFFFFFFFFCLL));
}

/* haetae_fp_square_inline for lo < 2^48, hi < 2^31: lo = a1 2^24 + a0. */
static inline void square4(__m256i *sqlo, __m256i *sqhi, __m256i lo, __m256i hi)
{
    const __m256i m48 = _mm256_set1_epi64x((int64_t)HAETAE_M48);
    const __m256i a1 = _mm256_srli_epi64(lo, 24), a0 = _mm256_and_si256(lo, m24());
    /* h1 = floor(lo^2 / 2^48) = a1^2 + floor((2 a1 a0 + floor(a0^2 / 2^24)) / 2^24) */
    __m256i t = _mm256_add_epi64(_mm256_slli_epi64(_mm256_mul_epu32(a1, a0), 1),
                                 _mm256_srli_epi64(_mm256_mul_epu32(a0, a0), 24));
    const __m256i h1 = _mm256_add_epi64(_mm256_mul_epu32(a1, a1), _mm256_srli_epi64(t, 24));
    /* lo hi = p1 2^24 + p0: l2 = p mod 2^48, h2 = floor(p / 2^48) */
    const __m256i p1 = _mm256_mul_epu32(a1, hi), p0 = _mm256_mul_epu32(a0, hi);
    __m256i l2, h2, acc_lo, acc_hi, pl;
    t = _mm256_add_epi64(p0, _mm256_slli_epi64(_mm256_and_si256(p1, m24()), 24));
    l2 = _mm256_and_si256(t, m48);
    h2 = _mm256_add_epi64(_mm256_srli_epi64(p1, 24), _mm256_srli_epi64(t, 48));
    acc_lo = _mm256_add_epi64(h1, _mm256_slli_epi64(l2, 1));
    acc_hi = _mm256_slli_epi64(h2, 1);
    acc_lo = _mm256_add_epi64(_mm256_srli_epi64(acc_lo, 28),
                              _mm256_and_si256(_mm256_slli_epi64(acc_hi, 20), m48));
    acc_hi = _mm256_srli_epi64(acc_hi, 28);
    pl = _mm256_mul_epu32(hi, hi); /* < 2^62: the high half of hi^2 is zero */
    acc_lo = _mm256_add_epi64(acc_lo, _mm256_and_si256(_mm256_slli_epi64(pl, 20), m48));
    acc_hi = _mm256_add_epi64(acc_hi, _mm256_srli_epi64(pl, 28));
    *sqhi = _mm256_add_epi64(acc_hi, _mm256_srli_epi64(acc_lo, 48));
    *sqlo = _mm256_and_si256(acc_lo, m48);
}

static inline uint64_t load_bits(const uint8_t *p, unsigned bits)
{
    uint64_t v;
    memcpy(&v, p, 8);
    return v & ((1ULL << bits) - 1); /* x86-64 is little-endian */
}

/* haetae_gauss_finish on four candidates in[0], in[17], in[34], in[51]. */
static void finish4(uint64_t r[4], haetae_fp sq[4], uint64_t accept[4], const uint16_t x[4],
                    const uint8_t *in)
{
    uint64_t f[3][4];
    __m256i xv, ylo, yhi, rej, rv, slo, shi, e, lt, nz;
    for (unsigned k = 0; k < 4; k++) {
        const uint8_t *c = in + HAETAE_GAUSS_BYTES * k;
        uint64_t top;
        f[0][k] = load_bits(c + 2, 48);
        f[1][k] = load_bits(c + 8, 48);
        memcpy(&top, c + 9, 8);
        f[2][k] = top >> 40; /* bytes 14..16 */
    }
    xv = _mm256_cvtepu16_epi64(_mm_loadl_epi64((const __m128i *)(const void *)x));
    rej = _mm256_loadu_si256((const __m256i *)(const void *)(const void *)f[0]);
    ylo = _mm256_loadu_si256((const __m256i *)(const void *)(const void *)f[1]);
    yhi = _mm256_or_si256(_mm256_loadu_si256((const __m256i *)(const void *)(const void *)f[2]),
                          _mm256_slli_epi64(xv, 24));
    rv = _mm256_or_si256(_mm256_srli_epi64(ylo, 15), _mm256_slli_epi64(yhi, 33));
    rv = _mm256_srli_epi64(_mm256_add_epi64(rv, _mm256_set1_epi64x(1)), 1);

    square4(&slo, &shi, ylo, yhi);
    e = _mm256_sub_epi64(shi, _mm256_slli_epi64(_mm256_mul_epu32(xv, xv), 20));
    e = _mm256_or_si256(_mm256_slli_epi64(e, 20), _mm256_srli_epi64(slo, 28));
    e = _mm256_srli_epi64(_mm256_add_epi64(e, _mm256_set1_epi64x(1)), 1);

    lt = _mm256_sub_epi64(_mm256_andnot_si256(_mm256_set1_epi64x(1), rej), approx_exp4(e));
    lt = _mm256_srli_epi64(lt, 63);
    nz = _mm256_srli_epi64(_mm256_or_si256(rv, _mm256_sub_epi64(_mm256_setzero_si256(), rv)), 63);
    lt = _mm256_and_si256(lt, _mm256_and_si256(_mm256_or_si256(nz, rej), _mm256_set1_epi64x(1)));

    _mm256_storeu_si256((__m256i *)(void *)r, rv);
    _mm256_storeu_si256((__m256i *)(void *)accept, lt);
    _mm256_storeu_si256((__m256i *)(void *)f[0], slo);
    _mm256_storeu_si256((__m256i *)(void *)f[1], shi);
    for (unsigned k = 0; k < 4; k++) {
        sq[k].lo = f[0][k];
        sq[k].hi = f[1][k];
    }
}

static void batch16(uint64_t *r, haetae_fp *sq, uint64_t *accept, const uint8_t *in)
{
    uint16_t x[16];
    cdt_count16(x, in);
    for (unsigned k = 0; k < 16; k += 4) {
        finish4(&r[k], &sq[k], &accept[k], &x[k], in + HAETAE_GAUSS_BYTES * k);
    }
}

void KPQC_NS(haetae_gauss_batch_avx2)(uint64_t *r, haetae_fp *sq, uint64_t *accept,
                                      const uint8_t *in, unsigned n)
{
    unsigned i = 0;
    for (; i + 16 <= n; i += 16) {
        batch16(&r[i], &sq[i], &accept[i], in + HAETAE_GAUSS_BYTES * i);
    }
    if (i < n) { /* the last few through a zero-padded copy */
        uint8_t tail[16 * HAETAE_GAUSS_BYTES] = {0};
        uint64_t tr[16], ta[16];
        haetae_fp tsq[16];
        memcpy(tail, in + HAETAE_GAUSS_BYTES * i, HAETAE_GAUSS_BYTES * (n - i));
        batch16(tr, tsq, ta, tail);
        memcpy(&r[i], tr, sizeof tr[0] * (n - i));
        memcpy(&sq[i], tsq, sizeof tsq[0] * (n - i));
        memcpy(&accept[i], ta, sizeof ta[0] * (n - i));
        kpqc_memzero(tail, sizeof tail);
        kpqc_memzero(tr, sizeof tr);
        kpqc_memzero(tsq, sizeof tsq);
    }
}

/* ---- scaling the samples: haetae_fp_scale_sample on four lanes ---------
 *
 * x = xh 2^32 + xl (xh < 2^31: samples are below 2^63) and xx = (xh, xl
 * 2^16); every 64-bit operand of the C code's products is split into
 * 32-bit halves, so each partial product is one _mm256_mul_epu32, and the
 * sums wrap modulo 2^64 exactly as the C code's do. For the constant y:
 * y.lo = yl1 2^32 + yl0 (y.lo < 2^48), y.hi = yh1 2^32 + yh0 (any). */
typedef struct {
    __m256i yl0, yl1, yh0, yh1;
} scale_const;

static inline __m256i lo32(__m256i v)
{
    return _mm256_srli_epi64(_mm256_slli_epi64(v, 32), 32);
}

/* t.hi of haetae_fp_mul(xx, y), for four samples. */
static inline __m256i scaled_hi4(__m256i x, const scale_const *c)
{
    const __m256i m48 = _mm256_set1_epi64x((int64_t)HAETAE_M48);
    const __m256i xh = _mm256_srli_epi64(x, 32);
    __m256i p0, p1, s, lo, hi, pl, ph;
    /* xl 2^16 y.lo: floor(/ 2^48) = xl yl1 + floor(xl yl0 / 2^32); mod 2^48
     * = (xl yl0 mod 2^32) 2^16 */
    p0 = _mm256_mul_epu32(x, c->yl0);
    p1 = _mm256_mul_epu32(x, c->yl1);
    lo = _mm256_add_epi64(p1, _mm256_srli_epi64(p0, 32));
    lo = _mm256_add_epi64(lo, _mm256_srli_epi64(_mm256_srli_epi64(_mm256_slli_epi64(p0, 32), 16), 47));
    /* xl 2^16 y.hi, the same split */
    p0 = _mm256_mul_epu32(x, c->yh0);
    p1 = _mm256_mul_epu32(x, c->yh1);
    hi = _mm256_add_epi64(p1, _mm256_srli_epi64(p0, 32));
    lo = _mm256_add_epi64(lo, _mm256_srli_epi64(_mm256_slli_epi64(p0, 32), 16));
    /* xh y.lo: s = xh yl1 + floor(xh yl0 / 2^32) < 2^48 is the product / 2^32 */
    p0 = _mm256_mul_epu32(xh, c->yl0);
    p1 = _mm256_mul_epu32(xh, c->yl1);
    s = _mm256_add_epi64(p1, _mm256_srli_epi64(p0, 32));
    hi = _mm256_add_epi64(hi, _mm256_srli_epi64(s, 16));
    lo = _mm256_add_epi64(lo, _mm256_or_si256(_mm256_srli_epi64(_mm256_slli_epi64(s, 48), 16),
                                              lo32(p0)));
    /* / 2^28, rounded */
    lo = _mm256_add_epi64(_mm256_srli_epi64(_mm256_add_epi64(lo, _mm256_set1_epi64x(1LL << 27)), 28),
                          _mm256_and_si256(_mm256_slli_epi64(hi, 20), m48));
    hi = _mm256_srli_epi64(hi, 28);
    /* xh y.hi = ph 2^64 + pl */
    p0 = _mm256_mul_epu32(xh, c->yh0);
    p1 = _mm256_mul_epu32(xh, c->yh1);
    s = _mm256_add_epi64(p1, _mm256_srli_epi64(p0, 32));
    ph = _mm256_srli_epi64(s, 32);
    pl = _mm256_or_si256(_mm256_slli_epi64(s, 32), lo32(p0));
    lo = _mm256_add_epi64(lo, _mm256_and_si256(_mm256_slli_epi64(pl, 20), m48));
    hi = _mm256_add_epi64(hi, _mm256_add_epi64(_mm256_srli_epi64(pl, 28), _mm256_slli_epi64(ph, 36)));
    return _mm256_add_epi64(hi, _mm256_srli_epi64(lo, 48));
}

void KPQC_NS(haetae_scale_samples_avx2)(int32_t *dst, const uint64_t *samples,
                                        const uint8_t *signs, const haetae_fp *scale, unsigned n)
{
    const __m256i pick = _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6);
    const __m128i bit = _mm_setr_epi32(1, 2, 4, 8);
    scale_const c;
    unsigned k = 0;
    c.yl0 = _mm256_set1_epi64x((int64_t)(scale->lo & 0xffffffffu));
    c.yl1 = _mm256_set1_epi64x((int64_t)(scale->lo >> 32));
    c.yh0 = _mm256_set1_epi64x((int64_t)(scale->hi & 0xffffffffu));
    c.yh1 = _mm256_set1_epi64x((int64_t)(scale->hi >> 32));
    for (; k + 4 <= n; k += 4) {
        __m256i t = scaled_hi4(_mm256_loadu_si256((const __m256i *)(const void *)(const void *)&samples[k]), &c);
        __m128i r, neg;
        t = _mm256_srli_epi64(_mm256_add_epi64(t, _mm256_set1_epi64x(1LL << 14)), 15);
        r = _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(t, pick));
        /* (-1)^sign r in 32-bit two's complement: (r ^ -s) + s */
        neg = _mm_set1_epi32((signs[k / 8] >> (k % 8)) & 0xf);
        neg = _mm_cmpeq_epi32(_mm_and_si128(neg, bit), bit);
        r = _mm_sub_epi32(_mm_xor_si128(r, neg), neg);
        _mm_storeu_si128((__m128i *)(void *)&dst[k], r);
    }
    for (; k < n; k++) {
        dst[k] = haetae_fp_scale_sample_inline(samples[k], scale, (signs[k / 8] >> (k % 8)) & 1);
    }
}
