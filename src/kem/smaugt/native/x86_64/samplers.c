/* The vector parts of HWT and dGaussian, AVX2 (contracts in api.h). The
 * spec-level steps (which words, which nonce, the order of the zeros) stay in
 * hwt.c and gaussian.c. */
#include <immintrin.h>
#include <string.h>

#include "api.h"
#include "ct.h"

/* Sixteen positions at a time: index = (word (n - i)) >> 16 (unsigned high
 * half), rejected when the low half is below bound[i]. */
unsigned smaugt_hwt_scale_avx2(uint16_t index[SMAUGT_N], uint8_t rejected[SMAUGT_N],
                               const uint8_t words[2 * SMAUGT_N], const uint16_t bound[SMAUGT_N])
{
    const __m256i step = _mm256_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    __m256i any = _mm256_setzero_si256();

    for (unsigned i = 0; i < SMAUGT_N; i += 32) {
        __m256i rej[2];
        for (unsigned h = 0; h < 2; h++) {
            unsigned at = i + 16 * h;
            __m256i n = _mm256_sub_epi16(_mm256_set1_epi16((int16_t)(SMAUGT_N - at)), step);
            __m256i w = _mm256_loadu_si256((const __m256i *)(const void *)(words + 2 * at));
            __m256i b = _mm256_loadu_si256((const __m256i *)(const void *)(bound + at));
            __m256i lo = _mm256_mullo_epi16(w, n);
            _mm256_storeu_si256((__m256i *)(void *)(index + at), _mm256_mulhi_epu16(w, n));
            /* lo >= b (unsigned) iff max(lo, b) == lo */
            rej[h] = _mm256_xor_si256(_mm256_cmpeq_epi16(_mm256_max_epu16(lo, b), lo),
                                      _mm256_set1_epi16(-1));
        }
        __m256i bytes = _mm256_permute4x64_epi64(_mm256_packs_epi16(rej[0], rej[1]), 0xd8);
        any = _mm256_or_si256(any, bytes);
        _mm256_storeu_si256((__m256i *)(void *)(rejected + i),
                            _mm256_and_si256(bytes, _mm256_set1_epi8(1)));
    }
    return (unsigned)_mm256_movemask_epi8(any) != 0;
}

/* sgn[16 v + j] = +1 or -1 (0xffff) by bit v mod 8 of byte 16 (v / 8) + j:
 * sixteen coefficients a vector, from sixteen bytes widened to 16-bit lanes. */
void smaugt_hwt_signs_avx2(uint16_t sgn[SMAUGT_N], const uint8_t sign[SMAUGT_N / 4])
{
    const __m256i one = _mm256_set1_epi16(1);

    for (unsigned v = 0; v < SMAUGT_N / 16; v++) {
        __m256i b = _mm256_cvtepu8_epi16(
            _mm_loadu_si128((const __m128i *)(const void *)(sign + 16 * (v / 8))));
        b = _mm256_and_si256(_mm256_srl_epi16(b, _mm_cvtsi32_si128((int)(v % 8))), one);
        /* 2 bit - 1 */
        b = _mm256_sub_epi16(_mm256_add_epi16(b, b), one);
        _mm256_storeu_si256((__m256i *)(void *)(sgn + 16 * v), b);
    }
}

/* The four rows a[0..3] (eight 16-bit entries each, columns 0..7) as r[c]
 * = columns 2c and 2c + 1, four entries each: r[c] lane 4 t + j = a[j][2c + t]. */
static void rows_to_columns(__m128i r[4], const __m128i a[4])
{
    __m128i x0 = _mm_unpacklo_epi16(a[0], a[1]), x1 = _mm_unpackhi_epi16(a[0], a[1]);
    __m128i x2 = _mm_unpacklo_epi16(a[2], a[3]), x3 = _mm_unpackhi_epi16(a[2], a[3]);

    r[0] = _mm_unpacklo_epi32(x0, x2);
    r[1] = _mm_unpackhi_epi32(x0, x2);
    r[2] = _mm_unpacklo_epi32(x1, x3);
    r[3] = _mm_unpackhi_epi32(x1, x3);
}

/* The inverse of rows_to_columns. */
static void columns_to_rows(__m128i a[4], const __m128i r[4])
{
    __m128i t0 = _mm_unpacklo_epi16(r[0], r[1]), t1 = _mm_unpackhi_epi16(r[0], r[1]);
    __m128i t2 = _mm_unpacklo_epi16(r[2], r[3]), t3 = _mm_unpackhi_epi16(r[2], r[3]);
    __m128i u0 = _mm_unpacklo_epi16(t0, t1), u1 = _mm_unpackhi_epi16(t0, t1);
    __m128i u2 = _mm_unpacklo_epi16(t2, t3), u3 = _mm_unpackhi_epi16(t2, t3);

    a[0] = _mm_unpacklo_epi64(u0, u2);
    a[1] = _mm_unpackhi_epi64(u0, u2);
    a[2] = _mm_unpacklo_epi64(u1, u3);
    a[3] = _mm_unpackhi_epi64(u1, u3);
}

/* Eight positions at a time: the indices interleaved (four lanes per
 * position, two positions a vector), then the chain: one compare and one add
 * per position for all four secrets (the compare gives -1 where a zero is
 * placed), the masks back to rows and applied to the signs. Everything stays
 * in registers. */
void smaugt_hwt_place_avx2(uint16_t *const out[4], const uint16_t *const index[4],
                           const uint16_t *const sgn[4], unsigned count, unsigned zeros)
{
    __m128i z = _mm_set1_epi16((int16_t)zeros);

    for (unsigned i = 0; i < SMAUGT_N; i += 8) {
        __m128i a[4], r[4];
        for (unsigned j = 0; j < 4; j++) {
            a[j] = _mm_loadu_si128((const __m128i *)(const void *)(index[j] + i));
        }
        rows_to_columns(r, a);
        for (unsigned c = 0; c < 4; c++) {
            __m128i first = _mm_cmpgt_epi16(z, r[c]); /* position i + 2c: low four lanes */
            z = _mm_add_epi16(z, first);
            __m128i second = _mm_cmpgt_epi16(z, _mm_srli_si128(r[c], 8));
            z = _mm_add_epi16(z, second);
            r[c] = _mm_unpacklo_epi64(first, second);
        }
        columns_to_rows(a, r);
        for (unsigned j = 0; j < count; j++) {
            __m128i sg = _mm_loadu_si128((const __m128i *)(const void *)(sgn[j] + i));
            _mm_storeu_si128((__m128i *)(void *)(out[j] + i), _mm_andnot_si128(a[j], sg));
        }
    }
}

/* All-ones in the bits where the 9-bit value of the planes x[0..8] is at least
 * t (a public constant), from the least significant bit up (see gaussian.c). */
static __m256i planes_at_least(const __m256i x[9], unsigned t)
{
    __m256i ge = _mm256_set1_epi8(-1);
    for (unsigned b = 0; b < 9; b++) {
        ge = ((t >> b) & 1) ? _mm256_and_si256(x[b], ge) : _mm256_or_si256(x[b], ge);
    }
    return ge;
}

/* All-ones in the 16-bit lanes j where bit j of w is set. */
static inline __m256i spread_bits(uint16_t w, __m256i bit)
{
    return _mm256_cmpeq_epi16(_mm256_and_si256(_mm256_set1_epi16((int16_t)w), bit), bit);
}

/* p[t][r] = bit plane t of run r: byte w of it is byte 10 w + t of the run's
 * 80 bytes. Bytes 0..7 of the eight 10-byte groups are an 8 x 8 byte matrix,
 * transposed by three rounds of unpacking; bytes 8 and 9 of the groups are
 * gathered by one byte shuffle. */
static void bit_planes(uint64_t p[10][4], unsigned r, const uint8_t run[80])
{
    __m128i a[8], s[4], u[4], v[4];
    uint16_t hi[8];

    for (unsigned w = 0; w < 8; w++) {
        a[w] = _mm_loadl_epi64((const __m128i *)(const void *)(run + 10 * w));
        hi[w] = (uint16_t)(run[10 * w + 8] | run[10 * w + 9] << 8);
    }
    for (unsigned i = 0; i < 4; i++) {
        s[i] = _mm_unpacklo_epi8(a[2 * i], a[2 * i + 1]);
    }
    u[0] = _mm_unpacklo_epi16(s[0], s[1]);
    u[1] = _mm_unpackhi_epi16(s[0], s[1]);
    u[2] = _mm_unpacklo_epi16(s[2], s[3]);
    u[3] = _mm_unpackhi_epi16(s[2], s[3]);
    v[0] = _mm_unpacklo_epi32(u[0], u[2]); /* planes 0 and 1 */
    v[1] = _mm_unpackhi_epi32(u[0], u[2]); /* 2 and 3 */
    v[2] = _mm_unpacklo_epi32(u[1], u[3]); /* 4 and 5 */
    v[3] = _mm_unpackhi_epi32(u[1], u[3]); /* 6 and 7 */
    for (unsigned i = 0; i < 4; i++) {
        p[2 * i][r] = (uint64_t)_mm_cvtsi128_si64(v[i]);
        p[2 * i + 1][r] = (uint64_t)_mm_extract_epi64(v[i], 1);
    }
    v[0] = _mm_shuffle_epi8(_mm_setr_epi16((int16_t)hi[0], (int16_t)hi[1], (int16_t)hi[2],
                                           (int16_t)hi[3], (int16_t)hi[4], (int16_t)hi[5],
                                           (int16_t)hi[6], (int16_t)hi[7]),
                            _mm_setr_epi8(0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15));
    p[8][r] = (uint64_t)_mm_cvtsi128_si64(v[0]);
    p[9][r] = (uint64_t)_mm_extract_epi64(v[0], 1);
}

/* The planes of the four runs of 64 coefficients side by side: 64-bit lane r
 * of x[t] is bit plane t of run r (byte w of it is byte 80 r + 10 w + t of the
 * stream). The magnitude and the sign bit of coefficient 64 r + j are bit j
 * of lane r of three masks, spread to 16-bit lanes by a broadcast, a test of
 * one bit per lane and a compare. */
void smaugt_dgaussian_avx2(poly *e, const uint8_t stream[10 * SMAUGT_N / 8])
{
    const __m256i bit = _mm256_setr_epi16(1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048,
                                          4096, 8192, 16384, (int16_t)0x8000);
    const __m256i one = _mm256_set1_epi16(1), two = _mm256_set1_epi16(2);
    uint64_t p[10][4];
    uint16_t lo[16], hi[16], neg[16];
    __m256i x[10], v;

    for (unsigned r = 0; r < 4; r++) {
        bit_planes(p, r, stream + 80 * r);
    }
    for (unsigned t = 0; t < 10; t++) {
        x[t] = _mm256_loadu_si256((const __m256i *)(const void *)p[t]);
    }
    __m256i ge1 = planes_at_least(x, 191);
    __m256i ge2 = planes_at_least(x, 438);
    __m256i ge3 = planes_at_least(x, 505);
    /* magnitude = ge1 + ge2 + ge3, nested: low bit ge1 ^ ge2 ^ ge3, high bit ge2 */
    _mm256_storeu_si256((__m256i *)(void *)lo, _mm256_xor_si256(_mm256_xor_si256(ge1, ge2), ge3));
    _mm256_storeu_si256((__m256i *)(void *)hi, ge2);
    _mm256_storeu_si256((__m256i *)(void *)neg, x[9]);

    for (unsigned i = 0; i < 16; i++) { /* coefficients 16 i .. 16 i + 15 */
        __m256i l = spread_bits(lo[i], bit), h = spread_bits(hi[i], bit);
        __m256i n = spread_bits(neg[i], bit);
        v = _mm256_or_si256(_mm256_and_si256(l, one), _mm256_and_si256(h, two));
        v = _mm256_sub_epi16(_mm256_xor_si256(v, n), n); /* -v where the sign bit is set */
        _mm256_storeu_si256((__m256i *)(void *)(e->coeffs + 16 * i), v);
    }
    kpqc_memzero(p, sizeof p);
    kpqc_memzero(lo, sizeof lo);
    kpqc_memzero(hi, sizeof hi);
    kpqc_memzero(neg, sizeof neg);
    kpqc_memzero(x, sizeof x);
}
