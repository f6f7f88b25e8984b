/* SOTP Decode (Algorithm 5), 32 coefficients a step: s_i = a_i + beta_{i+n}
 * must be 0 or 1, and m_i = (s_i & 1) xor beta_i. The low bits of s are
 * moved to the sign bits, packed to bytes and gathered with movemask. */
#include "api.h"
#include "bits.h"

#define HALF (NTRUPLUS_N / 8)

uint32_t poly_sotp_decode_avx2(uint8_t msg[NTRUPLUS_MSGBYTES], const int16_t *a,
                               const uint8_t buf[NTRUPLUS_CBDBYTES])
{
    vec bad = _mm256_setzero_si256();

    for (size_t i = 0; i < NTRUPLUS_N / 32; i++) {
        /* a_i - mask = a_i + bit */
        vec s0 = _mm256_sub_epi16(vload(a + 32 * i), bits_to_masks(kpqc_load16_le(buf + HALF + 4 * i)));
        vec s1 = _mm256_sub_epi16(vload(a + 32 * i + 16),
                                  bits_to_masks(kpqc_load16_le(buf + HALF + 4 * i + 2)));
        bad = _mm256_or_si256(bad, _mm256_andnot_si256(vset(1), _mm256_or_si256(s0, s1)));
        /* The packed bytes come in the order s0 lo, s1 lo, s0 hi, s1 hi. */
        vec p = _mm256_packs_epi16(_mm256_slli_epi16(s0, 15), _mm256_slli_epi16(s1, 15));
        p = _mm256_permute4x64_epi64(p, 0xd8);
        uint32_t bits = (uint32_t)_mm256_movemask_epi8(p);
        uint32_t mask;
        memcpy(&mask, buf + 4 * i, sizeof mask);
        bits ^= mask;
        memcpy(msg + 4 * i, &bits, sizeof bits);
    }
    return (uint32_t)_mm256_testz_si256(bad, bad) - 1;
}
