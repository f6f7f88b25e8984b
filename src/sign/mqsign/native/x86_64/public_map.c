/* Verification's public map, AVX2 (api.h): z = sum_{i <= j} w_i w_j P[i][j].
 *
 * All inputs are public. Each row's products w_i w_j come from w_i's nibble
 * tables applied to w, 32 at a time; entry (i, j) is then added into the
 * bucket of its product (rows of whole vectors, 24 KiB at most: L1), and the
 * buckets are weighted at the end by halving: after the step for bit t,
 * bucket q < 2^t holds the sum of the buckets p = q mod 2^t, and S_t, the
 * sum of all buckets whose index has bit t set, is the sum of the upper
 * half just folded. z = sum_t e_t S_t (gf256_fold). */
#include <string.h>

#include "api.h"
#include "gf256_avx2.h"

#define VECS ((MQS_O + 31) / 32) /* vectors per entry and per bucket */
#define WVECS ((MQS_N + 31) / 32)

/* bucket[p] ^= the VECS * 32 bytes at e. */
static inline void add_entry(__m256i bucket[VECS], const uint8_t *e)
{
    for (unsigned c = 0; c < VECS; c++) {
        bucket[c] = _mm256_xor_si256(bucket[c], load32(e + 32 * c));
    }
}

void mqs_public_map_avx2(uint8_t z[MQS_O], const uint8_t *p, const uint8_t w[MQS_N])
{
    __m256i bucket[256][VECS], cl[8], ch[8], s[VECS][8];
    uint8_t wpad[32 * WVECS], prod[32 * WVECS], last[32 * VECS], out[32 * VECS];
    /* Entries starting at or below this offset are read in place (their
     * whole vectors lie inside P); the few after it from a copy. */
    const size_t in_place = (size_t)MQS_P_BYTES - 32 * VECS;
    size_t off = 0;

    memset(bucket, 0, sizeof bucket);
    memset(wpad, 0, sizeof wpad);
    memcpy(wpad, w, MQS_N);
    gf256_nibble_basis(cl, ch);
    for (unsigned i = 0; i < MQS_N; i++) {
        uint64_t m[8];
        __m256i tl, th;
        for (unsigned t = 0; t < 8; t++) m[t] = (uint64_t)0 - ((w[i] >> t) & 1);
        gf256_tables(&tl, &th, m, 1, cl, ch);
        for (unsigned c = 0; c < WVECS; c++) {
            store32(prod + 32 * c, gf256_mul_tables(load32(wpad + 32 * c), tl, th));
        }
        for (unsigned j = i; j < MQS_N; j++, off += MQS_O) {
            if (off <= in_place) {
                add_entry(bucket[prod[j]], p + off);
            } else {
                memset(last, 0, sizeof last);
                memcpy(last, p + off, MQS_O);
                add_entry(bucket[prod[j]], last);
            }
        }
    }
    for (int t = 7; t >= 0; t--) {
        unsigned half = 1u << t;
        for (unsigned c = 0; c < VECS; c++) {
            __m256i acc = _mm256_setzero_si256();
            for (unsigned q = half; q < 2 * half; q++) acc = _mm256_xor_si256(acc, bucket[q][c]);
            s[c][t] = acc;
            for (unsigned q = 0; q < half; q++) {
                bucket[q][c] = _mm256_xor_si256(bucket[q][c], bucket[q + half][c]);
            }
        }
    }
    for (unsigned c = 0; c < VECS; c++) store32(out + 32 * c, gf256_fold(s[c]));
    memcpy(z, out, MQS_O);
}
