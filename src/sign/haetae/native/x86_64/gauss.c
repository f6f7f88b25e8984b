/* Gaussian candidates of the hyperball sampler in batches of sixteen: the
 * candidates' fields gathered into four vectors of four 64-bit lanes, the
 * CDT lookup on their sixteen u16 packed into 16-bit lanes, then the rest
 * of haetae_gauss_finish (gauss.h) on the four vectors side by side (their
 * Horner chains interleaved, since one chain alone waits on its
 * multiplications). Also the scaling of the samples, four at a time.
 * Same results as gauss_candidate in ../../hyperball.c, candidate by
 * candidate; nothing depends on the (secret) values but the results. */
#include <string.h>

#include <immintrin.h>

#include "../../gauss.h"
#include "api.h"
#include "ct.h"

/* ---- the rest of a candidate on 64-bit lanes ---------------------------
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

/* approx_exp's Horner steps without arithmetic shifts (AVX2 has no 64-bit
 * one): every floor of a signed value is taken after adding an offset 2^60
 * that makes it non-negative, with the shifted offset folded into the
 * constants that follow.
 *
 * u(a) = floor((a b + 2^47) / 2^48) + 2^36 for |a| < 2^55 and 0 <= b =
 * bh 2^24 + bl < 2^48 (bl < 2^24; the value haetae_smulh48 gives, plus
 * 2^36). With a = ah 2^24 + al, al in [0, 2^24): a b = ah bh 2^48 + (ah bl
 * + al bh) 2^24 + al bl, and floor((M 2^24 + P + 2^47) / 2^48) = floor((M +
 * 2^23 + floor(P / 2^24)) / 2^24) for integers M and 0 <= P < 2^48. The low
 * 32 bits of a >> 24 (logical) are ah mod 2^32, and |ah| < 2^31, so
 * _mm256_mul_epi32 reads ah itself. |M + 2^23 + P / 2^24| < 2^57, so adding
 * 2^60 keeps it positive and its logical shift is floor(. / 2^24) + 2^36. */
static inline __m256i smulh48_off(__m256i a, __m256i bh, __m256i bl)
{
    const __m256i ah = _mm256_srli_epi64(a, 24);
    const __m256i al = _mm256_and_si256(a, m24());
    __m256i mid = _mm256_add_epi64(_mm256_mul_epi32(ah, bl), _mm256_mul_epi32(al, bh));
    mid = _mm256_add_epi64(mid, _mm256_srli_epi64(_mm256_mul_epu32(al, bl), 24));
    mid = _mm256_add_epi64(mid, _mm256_set1_epi64x((1LL << 60) + (1LL << 23)));
    return _mm256_add_epi64(_mm256_mul_epi32(ah, bh), _mm256_srli_epi64(mid, 24));
}

/* One Horner step of approx_exp: floor((smulh48(r, e) + 2^(s-1)) / 2^s) + c.
 * t = smulh48 + 2^(s-1) + 2^60 >= 0 (|smulh48| < 2^51), so floor(t / 2^s) =
 * floor((smulh48 + 2^(s-1)) / 2^s) + 2^(60-s). */
static inline __m256i horner(__m256i r, __m256i eh, __m256i el, int s, int64_t c)
{
    __m256i t = _mm256_add_epi64(smulh48_off(r, eh, el),
                                 _mm256_set1_epi64x((1LL << (s - 1)) + (1LL << 60) - (1LL << 36)));
    return _mm256_add_epi64(_mm256_srli_epi64(t, s), _mm256_set1_epi64x(c - (1LL << (60 - s))));
}

/* Four independent steps at once: each Horner chain is a long series of
 * dependent multiplications, so the four are interleaved by hand. */
static inline void horner16(__m256i r[4], const __m256i eh[4], const __m256i el[4], int s,
                            int64_t c)
{
    r[0] = horner(r[0], eh[0], el[0], s, c);
    r[1] = horner(r[1], eh[1], el[1], s, c);
    r[2] = horner(r[2], eh[2], el[2], s, c);
    r[3] = horner(r[3], eh[3], el[3], s, c);
}

/* The polynomial of haetae_approx_exp, the same coefficients and roundings,
 * for sixteen values e[v] (four lanes each). */
static inline void approx_exp16(__m256i out[4], const __m256i e[4])
{
    __m256i eh[4], el[4], r[4];
    for (unsigned v = 0; v < 4; v++) {
        eh[v] = _mm256_srli_epi64(e[v], 24);
        el[v] = _mm256_and_si256(e[v], m24());
        r[v] = _mm256_set1_epi64x(-0x0000B6C6340925AELL);
    }
    horner16(r, eh, el, 3, 0x0000B4BD4DF85227LL);
    horner16(r, eh, el, 3, -0x0000887F727491E2LL);
    horner16(r, eh, el, 2, 0x0000AAAA643C7E8DLL);
    horner16(r, eh, el, 2, -0x0000AAAAA98179E6LL);
    horner16(r, eh, el, 1, 0x0000FFFFFFFB2E7ALL);
    horner16(r, eh, el, 1, -0x0000FFFFFFFFF85FLL);
    for (unsigned v = 0; v < 4; v++) {
        out[v] = _mm256_add_epi64(smulh48_off(r[v], eh[v], el[v]),
                                  _mm256_set1_epi64x(0x0000FFFFFFFFFFFCLL - (1LL << 36)));
    }
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

static inline uint64_t ld64(const uint8_t *p)
{
    uint64_t v;
    memcpy(&v, p, 8); /* x86-64 is little-endian */
    return v;
}

/* Eight bytes at p + 17 j in lane j (public offsets; four scalar loads
 * measured faster here than _mm256_i64gather_epi64). */
static inline __m256i gather4(const uint8_t *p)
{
    return _mm256_setr_epi64x((long long)ld64(p), (long long)ld64(p + HAETAE_GAUSS_BYTES),
                              (long long)ld64(p + 2 * HAETAE_GAUSS_BYTES),
                              (long long)ld64(p + 3 * HAETAE_GAUSS_BYTES));
}

/* haetae_gauss_finish on the sixteen candidates in[17 i], i < 16 (272
 * bytes, all read, nothing past them). Candidate 4 v + j sits in lane j of
 * vector v: w0 = its bytes 0..7 (u16, then the 48 rejection bits), w1 =
 * bytes 8..15 (y.lo in the low 48 bits), w2 = bytes 9..16 (the top 24 bits
 * of y in bits 40..63). The CDT count runs on the sixteen u16 packed into
 * 16-bit lanes: lane 4 j + v holds candidate 4 v + j (u16 of vector v
 * shifted by 16 v), compared with the rows of cdtv (haetae_cdt[j] ^ 0x8000
 * in every 16-bit lane, haetae_gauss_table_avx2); unsigned 16-bit order is the signed order after
 * flipping the top bit of both sides. */
_Static_assert(sizeof(haetae_fp) == 16, "sq is stored as (lo, hi) pairs of 64-bit words");

static void batch16(uint64_t *r, haetae_fp *sq, uint64_t *accept, const uint8_t *in,
                    const uint16_t *cdtv)
{
    const __m256i m16 = _mm256_set1_epi64x(0xffff), one = _mm256_set1_epi64x(1);
    __m256i w0[4], w1[4], w2[4], u, cnt = _mm256_setzero_si256();
    __m256i xv[4], rv[4], rej[4], slo[4], shi[4], e[4], ex[4];

    for (unsigned v = 0; v < 4; v++) {
        const uint8_t *p = in + 4 * HAETAE_GAUSS_BYTES * v;
        w0[v] = gather4(p);
        w1[v] = gather4(p + 8);
        w2[v] = gather4(p + 9);
    }
    u = _mm256_or_si256(_mm256_and_si256(w0[0], m16),
                        _mm256_slli_epi64(_mm256_and_si256(w0[1], m16), 16));
    u = _mm256_or_si256(u, _mm256_slli_epi64(_mm256_and_si256(w0[2], m16), 32));
    u = _mm256_or_si256(u, _mm256_slli_epi64(w0[3], 48));
    u = _mm256_xor_si256(u, _mm256_set1_epi16(-0x8000));
    for (unsigned j = 0; j < 64; j++) {
        const __m256i c = _mm256_loadu_si256((const __m256i *)(const void *)&cdtv[16 * j]);
        cnt = _mm256_sub_epi16(cnt, _mm256_cmpgt_epi16(u, c));
    }
    xv[0] = _mm256_and_si256(cnt, m16);
    xv[1] = _mm256_and_si256(_mm256_srli_epi64(cnt, 16), m16);
    xv[2] = _mm256_and_si256(_mm256_srli_epi64(cnt, 32), m16);
    xv[3] = _mm256_srli_epi64(cnt, 48);

    for (unsigned v = 0; v < 4; v++) {
        const __m256i ylo = _mm256_and_si256(w1[v], _mm256_set1_epi64x((int64_t)HAETAE_M48));
        const __m256i yhi = _mm256_or_si256(_mm256_srli_epi64(w2[v], 40),
                                            _mm256_slli_epi64(xv[v], 24));
        __m256i t;
        rej[v] = _mm256_srli_epi64(w0[v], 16);
        t = _mm256_or_si256(_mm256_srli_epi64(ylo, 15), _mm256_slli_epi64(yhi, 33));
        rv[v] = _mm256_srli_epi64(_mm256_add_epi64(t, one), 1);
        square4(&slo[v], &shi[v], ylo, yhi);
        t = _mm256_sub_epi64(shi[v], _mm256_slli_epi64(_mm256_mul_epu32(xv[v], xv[v]), 20));
        t = _mm256_or_si256(_mm256_slli_epi64(t, 20), _mm256_srli_epi64(slo[v], 28));
        e[v] = _mm256_srli_epi64(_mm256_add_epi64(t, one), 1);
    }
    approx_exp16(ex, e);
    for (unsigned v = 0; v < 4; v++) {
        __m256i lt = _mm256_sub_epi64(_mm256_andnot_si256(one, rej[v]), ex[v]);
        __m256i nz = _mm256_sub_epi64(_mm256_setzero_si256(), rv[v]);
        __m256i a, b;
        lt = _mm256_srli_epi64(lt, 63);
        nz = _mm256_srli_epi64(_mm256_or_si256(rv[v], nz), 63);
        lt = _mm256_and_si256(lt, _mm256_and_si256(_mm256_or_si256(nz, rej[v]), one));
        _mm256_storeu_si256((__m256i *)(void *)&r[4 * v], rv[v]);
        _mm256_storeu_si256((__m256i *)(void *)&accept[4 * v], lt);
        /* (lo, hi) pairs: a = lo0 hi0 lo2 hi2, b = lo1 hi1 lo3 hi3 */
        a = _mm256_unpacklo_epi64(slo[v], shi[v]);
        b = _mm256_unpackhi_epi64(slo[v], shi[v]);
        _mm256_storeu_si256((__m256i *)(void *)&sq[4 * v], _mm256_permute2x128_si256(a, b, 0x20));
        _mm256_storeu_si256((__m256i *)(void *)&sq[4 * v + 2],
                            _mm256_permute2x128_si256(a, b, 0x31));
    }
}

void KPQC_NS(haetae_gauss_table_avx2)(uint16_t table[HAETAE_GAUSS_TABLE_LEN])
{
    for (unsigned j = 0; j < 64; j++) {
        for (unsigned k = 0; k < 16; k++) {
            table[16 * j + k] = (uint16_t)(haetae_cdt[j] ^ 0x8000);
        }
    }
}

void KPQC_NS(haetae_gauss_batch_avx2)(uint64_t *r, haetae_fp *sq, uint64_t *accept,
                                      const uint8_t *in, unsigned n,
                                      const uint16_t table[HAETAE_GAUSS_TABLE_LEN])
{
    unsigned i = 0;
    for (; i + 16 <= n; i += 16) {
        batch16(&r[i], &sq[i], &accept[i], in + HAETAE_GAUSS_BYTES * i, table);
    }
    if (i < n) { /* the last few through a zero-padded copy */
        uint8_t tail[16 * HAETAE_GAUSS_BYTES] = {0};
        uint64_t tr[16], ta[16];
        haetae_fp tsq[16];
        memcpy(tail, in + HAETAE_GAUSS_BYTES * i, HAETAE_GAUSS_BYTES * (n - i));
        batch16(tr, tsq, ta, tail, table);
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

uint64_t KPQC_NS(haetae_scale_samples_avx2)(int32_t *dst, const uint64_t *samples,
                                            const uint8_t *signs, const haetae_fp *scale,
                                            unsigned n)
{
    __m256i norm = _mm256_setzero_si256();
    uint64_t lanes[4], sum;
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
        t = _mm256_cvtepi32_epi64(r);
        norm = _mm256_add_epi64(norm, _mm256_mul_epi32(t, t));
    }
    _mm256_storeu_si256((__m256i *)(void *)lanes, norm);
    sum = lanes[0] + lanes[1] + lanes[2] + lanes[3];
    for (; k < n; k++) {
        dst[k] = haetae_fp_scale_sample_inline(samples[k], scale, (signs[k / 8] >> (k % 8)) & 1);
        sum += (uint64_t)((int64_t)dst[k] * dst[k]);
    }
    return sum;
}
