/* Verification's public map, AVX2 (api.h): z = sum_{i <= j} w_i w_j P[i][j].
 *
 * All inputs are public. The nibble tables of every w_j are made once, 16
 * at a time (gf256_tables16); each row is then t_i = sum_{j >= i} w_j
 * P[i][j], summed in registers (two vpshufb per vector of an entry, no
 * stores), and z = sum_i w_i t_i. P is read once, in order; entries are
 * read as whole vectors (up to 32 * VECS - O bytes past an entry, inside P
 * for all but the last entry, which is read from a copy). */
#include <string.h>

#include "api.h"
#include "gf256_avx2.h"
#include "nibble_tables_avx2.h"

#define VECS ((MQS_O + 31) / 32)      /* vectors covering an entry */
#define NT (((MQS_N + 15) / 16) * 16) /* w rounded up to whole groups */

/* t ^= w_j * the entry at e (32 * VECS bytes read), w_j's tables at tab. */
static inline void mul_add(__m256i t[VECS], const uint8_t *e, const __m256i *tab)
{
    const __m256i nib = _mm256_set1_epi8(0x0f);
    __m256i tl, th;
    gf256_tables_load(&tl, &th, tab);
    for (unsigned c = 0; c < VECS; c++) {
        __m256i x = load32(e + 32 * c);
        __m256i lo = _mm256_shuffle_epi8(tl, _mm256_and_si256(x, nib));
        __m256i hi = _mm256_shuffle_epi8(th, _mm256_and_si256(_mm256_srli_epi16(x, 4), nib));
        t[c] = _mm256_xor_si256(t[c], _mm256_xor_si256(lo, hi));
    }
}

void mqs_public_map_avx2(uint8_t z[MQS_O], const uint8_t *p, const uint8_t w[MQS_N])
{
    __m256i tab[NT], zs[VECS];
    uint8_t wp[NT], last[32 * VECS], out[32 * VECS];
    const uint8_t *e = p;

    memset(wp, 0, sizeof wp);
    memcpy(wp, w, MQS_N);
    for (unsigned g = 0; g < NT; g += 16) gf256_tables16(tab + g, wp + g);
    for (unsigned c = 0; c < VECS; c++) zs[c] = _mm256_setzero_si256();
    for (unsigned i = 0; i + 1 < MQS_N; i++) {
        __m256i t[VECS];
        for (unsigned c = 0; c < VECS; c++) t[c] = _mm256_setzero_si256();
        for (unsigned j = i; j < MQS_N; j++, e += MQS_O) mul_add(t, e, tab + j);
        for (unsigned c = 0; c < VECS; c++) {
            zs[c] = _mm256_xor_si256(zs[c], gf256_mul_entry(t[c], tab + i));
        }
    }
    /* The last row is the last entry alone: w_{N-1}^2 P[N-1][N-1]. */
    __m256i t[VECS];
    memset(last, 0, sizeof last);
    memcpy(last, e, MQS_O);
    for (unsigned c = 0; c < VECS; c++) t[c] = _mm256_setzero_si256();
    mul_add(t, last, tab + MQS_N - 1);
    for (unsigned c = 0; c < VECS; c++) {
        store32(out + 32 * c, _mm256_xor_si256(zs[c], gf256_mul_entry(t[c], tab + MQS_N - 1)));
    }
    memcpy(z, out, MQS_O);
}
