/* Gaussian candidates of the hyperball sampler in batches: the CDT lookup
 * of sixteen candidates at a time on 16-bit lanes, then the rest of each
 * candidate with the shared inline code of gauss.h (64-bit products, mulx).
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
    v = _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)u), _mm256_set1_epi16(-0x8000));
    for (unsigned j = 0; j < 64; j++) {
        const __m256i c = _mm256_set1_epi16((int16_t)(haetae_cdt[j] ^ 0x8000));
        cnt = _mm256_sub_epi16(cnt, _mm256_cmpgt_epi16(v, c));
    }
    _mm256_storeu_si256((__m256i *)x, cnt);
}

static void batch16(uint64_t *r, haetae_fp *sq, uint64_t *accept, const uint8_t *in)
{
    uint16_t x[16];
    cdt_count16(x, in);
    for (unsigned k = 0; k < 16; k++) {
        accept[k] = haetae_gauss_finish(&r[k], &sq[k], x[k], in + HAETAE_GAUSS_BYTES * k);
    }
    kpqc_memzero(x, sizeof x);
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
