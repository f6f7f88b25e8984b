/* Bit-field decoding of NCC-Sign on 8 int32 lanes (api.h): packing.h's
 * ncc_unpack. Eight fields of `bits` bits take `bits` bytes; the fields of
 * each half of a group are moved into 32-bit lanes by a byte shuffle, then
 * shifted into place and masked. */
#include <string.h>

#include "api.h"
#include "arith.h"
#include "ct.h"

#define N NCC_N

/* Decodes one group of 8 fields from p (which may be read up to
 * 16 + bits / 2 bytes) into a_i = sign (v_i - base). */
static inline vec group(const uint8_t *p, unsigned bits, vec shuf, vec shift, vec mask, vec base,
                        vec neg)
{
    vec d = _mm256_inserti128_si256(
        _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)p)),
        _mm_loadu_si128((const __m128i *)(const void *)(p + bits / 2)), 1);
    d = _mm256_shuffle_epi8(d, shuf);
    d = _mm256_and_si256(_mm256_srlv_epi32(d, shift), mask);
    d = _mm256_sub_epi32(d, base);
    return _mm256_sub_epi32(_mm256_xor_si256(d, neg), neg);
}

void ncc_unpack_avx2(int32_t a[N], const uint8_t *in, unsigned bits, int32_t base, int32_t sign)
{
    uint8_t idx[32];
    int32_t sh[8];
    for (unsigned k = 0; k < 8; k++) {
        unsigned h = k / 4, pos = k * bits - 8 * (h * bits / 2);
        for (unsigned b = 0; b < 4; b++) idx[4 * k + b] = (uint8_t)(pos / 8 + b);
        sh[k] = (int32_t)(pos % 8);
    }
    const vec shuf = _mm256_loadu_si256((const __m256i *)(const void *)idx);
    const vec shift = _mm256_loadu_si256((const __m256i *)(const void *)sh);
    const vec mask = vset((int32_t)((1u << bits) - 1)), vb = vset(base);
    const vec neg = vset(sign < 0 ? -1 : 0);
    const unsigned total = N / 8 * bits, need = 16 + bits / 2;
    unsigned g = 0;
    for (; g * bits + need <= total; g++) vstore(a + 8 * g, group(in + g * bits, bits, shuf, shift, mask, vb, neg));
    for (; g < N / 8; g++) {
        uint8_t t[48] = {0};
        memcpy(t, in + g * bits, bits);
        vstore(a + 8 * g, group(t, bits, shuf, shift, mask, vb, neg));
        kpqc_memzero(t, sizeof t);
    }
}
