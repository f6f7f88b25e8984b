/* CBD1 (Algorithm 3) and SOTP Encode (Algorithm 4), 16 coefficients a step:
 * coefficient i takes bit i of the first half of buf (xor m for SOTP) minus
 * bit i of the second half. Lane masks are -1 for a set bit, so the
 * difference of two bits is the second mask minus the first. */
#include "api.h"
#include "bits.h"

#define HALF (NTRUPLUS_N / 8) /* bytes of each half of buf */

void poly_cbd1_avx2(int16_t *r, const uint8_t buf[NTRUPLUS_CBDBYTES])
{
    for (size_t i = 0; i < NTRUPLUS_N / 16; i++) {
        vec b1 = bits_to_masks(load16(buf + 2 * i));
        vec b2 = bits_to_masks(load16(buf + HALF + 2 * i));
        vstore(r + 16 * i, _mm256_sub_epi16(b2, b1));
    }
}

/* 3 (bit a - bit b) = (mask a & 3) - (mask b & 3). */
void poly_cbd1_times3_avx2(int16_t *r, const uint8_t buf[NTRUPLUS_CBDBYTES])
{
    const vec three = vset(3);
    for (size_t i = 0; i < NTRUPLUS_N / 16; i++) {
        vec b1 = _mm256_and_si256(bits_to_masks(load16(buf + 2 * i)), three);
        vec b2 = _mm256_and_si256(bits_to_masks(load16(buf + HALF + 2 * i)), three);
        vstore(r + 16 * i, _mm256_sub_epi16(b1, b2));
    }
}

void poly_sotp_encode_avx2(int16_t *r, const uint8_t msg[NTRUPLUS_MSGBYTES],
                           const uint8_t buf[NTRUPLUS_CBDBYTES])
{
    for (size_t i = 0; i < NTRUPLUS_N / 16; i++) {
        vec b1 = bits_to_masks((uint16_t)(load16(msg + 2 * i) ^ load16(buf + 2 * i)));
        vec b2 = bits_to_masks(load16(buf + HALF + 2 * i));
        vstore(r + 16 * i, _mm256_sub_epi16(b2, b1));
    }
}
