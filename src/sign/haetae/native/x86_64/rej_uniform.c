/* Rejection sampling of uniform coefficients mod q (ExpandA) on sixteen
 * 16-bit draws at a time: compare with q, then move the accepted ones to
 * the front with a permutation chosen by the acceptance bits. Two kernels
 * with the same output: the permutation made with BMI2 pdep/pext (fast where
 * they run in hardware), or read from a 256-entry table (for CPUs where they
 * are microcoded, AMD before family 0x19). The draws are public, so the
 * table index may depend on them. */
#include <immintrin.h>

#include "api.h"

/* compact_table[m]: the indices of the set bits of m, in increasing order,
 * one per byte from the lowest, zero bytes after them (what the pdep/pext
 * construction below computes). */
static const uint64_t compact_table[256] = {
    0x0u, 0x0u, 0x1u, 0x100u, 0x2u, 0x200u,
    0x201u, 0x20100u, 0x3u, 0x300u, 0x301u, 0x30100u,
    0x302u, 0x30200u, 0x30201u, 0x3020100u, 0x4u, 0x400u,
    0x401u, 0x40100u, 0x402u, 0x40200u, 0x40201u, 0x4020100u,
    0x403u, 0x40300u, 0x40301u, 0x4030100u, 0x40302u, 0x4030200u,
    0x4030201u, 0x403020100u, 0x5u, 0x500u, 0x501u, 0x50100u,
    0x502u, 0x50200u, 0x50201u, 0x5020100u, 0x503u, 0x50300u,
    0x50301u, 0x5030100u, 0x50302u, 0x5030200u, 0x5030201u, 0x503020100u,
    0x504u, 0x50400u, 0x50401u, 0x5040100u, 0x50402u, 0x5040200u,
    0x5040201u, 0x504020100u, 0x50403u, 0x5040300u, 0x5040301u, 0x504030100u,
    0x5040302u, 0x504030200u, 0x504030201u, 0x50403020100u, 0x6u, 0x600u,
    0x601u, 0x60100u, 0x602u, 0x60200u, 0x60201u, 0x6020100u,
    0x603u, 0x60300u, 0x60301u, 0x6030100u, 0x60302u, 0x6030200u,
    0x6030201u, 0x603020100u, 0x604u, 0x60400u, 0x60401u, 0x6040100u,
    0x60402u, 0x6040200u, 0x6040201u, 0x604020100u, 0x60403u, 0x6040300u,
    0x6040301u, 0x604030100u, 0x6040302u, 0x604030200u, 0x604030201u, 0x60403020100u,
    0x605u, 0x60500u, 0x60501u, 0x6050100u, 0x60502u, 0x6050200u,
    0x6050201u, 0x605020100u, 0x60503u, 0x6050300u, 0x6050301u, 0x605030100u,
    0x6050302u, 0x605030200u, 0x605030201u, 0x60503020100u, 0x60504u, 0x6050400u,
    0x6050401u, 0x605040100u, 0x6050402u, 0x605040200u, 0x605040201u, 0x60504020100u,
    0x6050403u, 0x605040300u, 0x605040301u, 0x60504030100u, 0x605040302u, 0x60504030200u,
    0x60504030201u, 0x6050403020100u, 0x7u, 0x700u, 0x701u, 0x70100u,
    0x702u, 0x70200u, 0x70201u, 0x7020100u, 0x703u, 0x70300u,
    0x70301u, 0x7030100u, 0x70302u, 0x7030200u, 0x7030201u, 0x703020100u,
    0x704u, 0x70400u, 0x70401u, 0x7040100u, 0x70402u, 0x7040200u,
    0x7040201u, 0x704020100u, 0x70403u, 0x7040300u, 0x7040301u, 0x704030100u,
    0x7040302u, 0x704030200u, 0x704030201u, 0x70403020100u, 0x705u, 0x70500u,
    0x70501u, 0x7050100u, 0x70502u, 0x7050200u, 0x7050201u, 0x705020100u,
    0x70503u, 0x7050300u, 0x7050301u, 0x705030100u, 0x7050302u, 0x705030200u,
    0x705030201u, 0x70503020100u, 0x70504u, 0x7050400u, 0x7050401u, 0x705040100u,
    0x7050402u, 0x705040200u, 0x705040201u, 0x70504020100u, 0x7050403u, 0x705040300u,
    0x705040301u, 0x70504030100u, 0x705040302u, 0x70504030200u, 0x70504030201u, 0x7050403020100u,
    0x706u, 0x70600u, 0x70601u, 0x7060100u, 0x70602u, 0x7060200u,
    0x7060201u, 0x706020100u, 0x70603u, 0x7060300u, 0x7060301u, 0x706030100u,
    0x7060302u, 0x706030200u, 0x706030201u, 0x70603020100u, 0x70604u, 0x7060400u,
    0x7060401u, 0x706040100u, 0x7060402u, 0x706040200u, 0x706040201u, 0x70604020100u,
    0x7060403u, 0x706040300u, 0x706040301u, 0x70604030100u, 0x706040302u, 0x70604030200u,
    0x70604030201u, 0x7060403020100u, 0x70605u, 0x7060500u, 0x7060501u, 0x706050100u,
    0x7060502u, 0x706050200u, 0x706050201u, 0x70605020100u, 0x7060503u, 0x706050300u,
    0x706050301u, 0x70605030100u, 0x706050302u, 0x70605030200u, 0x70605030201u, 0x7060503020100u,
    0x7060504u, 0x706050400u, 0x706050401u, 0x70605040100u, 0x706050402u, 0x70605040200u,
    0x70605040201u, 0x7060504020100u, 0x706050403u, 0x70605040300u, 0x70605040301u, 0x7060504030100u,
    0x70605040302u, 0x7060504030200u, 0x7060504030201u, 0x706050403020100u,
};

/* Forced inline, so that each twin below gets its own copy with use_pdep a
 * constant and PDEP/PEXT stand only in the pdep twin (at -O2 with ASan clang
 * kept one shared copy with a run-time branch; test_slow_instructions scans
 * for PDEP/PEXT outside the twins). */
#define REJ_INLINE static inline __attribute__((always_inline))

/* Stores the accepted lanes of the eight int32 in v at a, in order; returns
 * how many (the store writes all eight lanes). */
REJ_INLINE unsigned compact8(int32_t *a, __m256i v, unsigned m, const int use_pdep)
{
    uint64_t idx;
    if (use_pdep) {
        const uint64_t spread = _pdep_u64(m, 0x0101010101010101ULL) * 0xff;
        idx = _pext_u64(0x0706050403020100ULL, spread);
    } else {
        idx = compact_table[m];
    }
    const __m256i perm = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)idx));
    _mm256_storeu_si256((__m256i *)(void *)a, _mm256_permutevar8x32_epi32(v, perm));
    return (unsigned)_mm_popcnt_u32(m);
}

/* The acceptance bits of the sixteen 16-bit lanes of lt (0 or -1 each). */
REJ_INLINE unsigned accept_bits(__m256i lt, const int use_pdep)
{
    if (use_pdep) {
        return (unsigned)_pext_u32((uint32_t)_mm256_movemask_epi8(lt), 0x55555555u);
    }
    /* signed saturation keeps 0 and -1: one byte per lane, in lane order */
    const __m128i b = _mm_packs_epi16(_mm256_castsi256_si128(lt), _mm256_extracti128_si256(lt, 1));
    return (unsigned)_mm_movemask_epi8(b);
}

REJ_INLINE unsigned rej_uniform(int32_t a[HAETAE_N], unsigned ctr, const uint8_t *buf,
                                unsigned len, unsigned *pos, const int use_pdep)
{
    const __m256i qflip = _mm256_set1_epi16((int16_t)(HAETAE_Q ^ 0x8000));
    const __m256i flip = _mm256_set1_epi16(-0x8000);
    unsigned p = *pos;
    while (ctr + 16 <= HAETAE_N && p + 32 <= len) {
        const __m256i d = _mm256_loadu_si256((const __m256i *)(const void *)(buf + p));
        /* unsigned d < q as signed after flipping the top bits */
        const __m256i lt = _mm256_cmpgt_epi16(qflip, _mm256_xor_si256(d, flip));
        const unsigned m = accept_bits(lt, use_pdep);
        ctr += compact8(a + ctr, _mm256_cvtepu16_epi32(_mm256_castsi256_si128(d)), m & 0xff,
                        use_pdep);
        ctr += compact8(a + ctr, _mm256_cvtepu16_epi32(_mm256_extracti128_si256(d, 1)), m >> 8,
                        use_pdep);
        p += 32;
    }
    *pos = p;
    return ctr;
}

unsigned KPQC_NS(haetae_rej_uniform_pdep_avx2)(int32_t a[HAETAE_N], unsigned ctr,
                                               const uint8_t *buf, unsigned len, unsigned *pos)
{
    return rej_uniform(a, ctr, buf, len, pos, 1);
}

unsigned KPQC_NS(haetae_rej_uniform_table_avx2)(int32_t a[HAETAE_N], unsigned ctr,
                                                const uint8_t *buf, unsigned len, unsigned *pos)
{
    return rej_uniform(a, ctr, buf, len, pos, 0);
}
