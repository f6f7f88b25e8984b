/* CBD1 (Algorithm 3) and SOTP Encode (Algorithm 4), 16 coefficients a step:
 * coefficient i takes bit i of the first half of buf (xor m for SOTP) minus
 * bit i of the second half. Lane masks are -1 for a set bit, so the
 * difference of two bits is the second mask minus the first. */
#include <stddef.h>

#include "api.h"
#include "bits.h"
#include "../../ntt.h"

#define HALF (NTRUPLUS_N / 8) /* bytes of each half of buf */

void poly_cbd1_avx2(int16_t *r, const uint8_t buf[NTRUPLUS_CBDBYTES])
{
    for (size_t i = 0; i < NTRUPLUS_N / 16; i++) {
        vec b1 = bits_to_masks(kpqc_load16_le(buf + 2 * i));
        vec b2 = bits_to_masks(kpqc_load16_le(buf + HALF + 2 * i));
        vstore(r + 16 * i, _mm256_sub_epi16(b2, b1));
    }
}

/* 3 (bit a - bit b) = (mask a & 3) - (mask b & 3). */
void poly_cbd1_times3_avx2(int16_t *r, const uint8_t buf[NTRUPLUS_CBDBYTES])
{
    const vec three = vset(3);
    for (size_t i = 0; i < NTRUPLUS_N / 16; i++) {
        vec b1 = _mm256_and_si256(bits_to_masks(kpqc_load16_le(buf + 2 * i)), three);
        vec b2 = _mm256_and_si256(bits_to_masks(kpqc_load16_le(buf + HALF + 2 * i)), three);
        vstore(r + 16 * i, _mm256_sub_epi16(b1, b2));
    }
}

void poly_sotp_encode_avx2(int16_t *r, const uint8_t msg[NTRUPLUS_MSGBYTES],
                           const uint8_t buf[NTRUPLUS_CBDBYTES])
{
    for (size_t i = 0; i < NTRUPLUS_N / 16; i++) {
        vec b1 = bits_to_masks((uint16_t)(kpqc_load16_le(msg + 2 * i) ^ kpqc_load16_le(buf + 2 * i)));
        vec b2 = bits_to_masks(kpqc_load16_le(buf + HALF + 2 * i));
        vstore(r + 16 * i, _mm256_sub_epi16(b2, b1));
    }
}

/* The samplers followed by the forward NTT's initial layer (ntt.c's: the
 * pair (lo, hi) = (r_i, r_{i+n/2}) becomes (lo + w hi, lo + hi - w hi), an
 * exact product for |hi| <= 4), so ntt_tail_avx2 completes the NTT without
 * a pass that reloads the sampled polynomial. kind: 0 CBD1, 1 3 CBD1 (with
 * plus_one added to coefficient 0 first), 2 SOTP Encode (a constant at
 * each call). */
static inline vec sample16(int kind, size_t i, const uint8_t *msg, const uint8_t *buf)
{
    if (kind == 1) {
        const vec three = vset(3);
        vec b1 = _mm256_and_si256(bits_to_masks(kpqc_load16_le(buf + 2 * i)), three);
        vec b2 = _mm256_and_si256(bits_to_masks(kpqc_load16_le(buf + HALF + 2 * i)), three);
        return _mm256_sub_epi16(b1, b2);
    }
    uint16_t w = kpqc_load16_le(buf + 2 * i);
    if (kind == 2) {
        w = (uint16_t)(w ^ kpqc_load16_le(msg + 2 * i));
    }
    return _mm256_sub_epi16(bits_to_masks(kpqc_load16_le(buf + HALF + 2 * i)), bits_to_masks(w));
}

static inline void sample_ntt1(int kind, int16_t *r, const uint8_t *msg, const uint8_t *buf,
                               int16_t plus_one)
{
    const vec w6 = vset(NTT_W6);
    for (size_t i = 0; i < NTRUPLUS_N / 32; i++) {
        vec lo = sample16(kind, i, msg, buf);
        vec hi = sample16(kind, i + NTRUPLUS_N / 32, msg, buf);
        if (kind == 1 && i == 0) {
            lo = _mm256_add_epi16(lo, _mm256_setr_epi16(plus_one, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                                        0, 0, 0, 0, 0));
        }
        vec t = _mm256_mullo_epi16(hi, w6);
        vstore(r + 16 * i + NTRUPLUS_N / 2, _mm256_sub_epi16(_mm256_add_epi16(lo, hi), t));
        vstore(r + 16 * i, _mm256_add_epi16(lo, t));
    }
}

void poly_cbd1_ntt1_avx2(int16_t *r, const uint8_t buf[NTRUPLUS_CBDBYTES])
{
    sample_ntt1(0, r, NULL, buf, 0);
}

void poly_cbd1_times3_ntt1_avx2(int16_t *r, const uint8_t buf[NTRUPLUS_CBDBYTES],
                                int16_t plus_one)
{
    sample_ntt1(1, r, NULL, buf, plus_one);
}

void poly_sotp_encode_ntt1_avx2(int16_t *r, const uint8_t msg[NTRUPLUS_MSGBYTES],
                                const uint8_t buf[NTRUPLUS_CBDBYTES])
{
    sample_ntt1(2, r, msg, buf, 0);
}
