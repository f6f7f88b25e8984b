/* One linear map (contract in api.h). */
#include "api.h"
#include "linmap.h"

void aimer_avx2_linmap(uint64_t r[GF_WORDS], const uint64_t x[GF_WORDS], const void *rows)
{
    __m256i acc[2];
    linmap_rows(acc, x, (const gf *)rows, NULL, 0);
    linmap_fold(r, acc[0]);
}

/* Rows of at most four words as one vector, the missing words zero. */
static inline __m256i load_row(const uint64_t *p)
{
#if GF_WORDS == 4
    return _mm256_loadu_si256((const __m256i *)(const void *)p);
#elif GF_WORDS == 3
    return _mm256_maskload_epi64((const long long *)(const void *)p, _mm256_set_epi64x(0, -1, -1, -1));
#else
    return _mm256_inserti128_si256(_mm256_setzero_si256(),
                                   _mm_loadu_si128((const __m128i *)(const void *)p), 0);
#endif
}

static inline void store_row(uint64_t *p, __m256i v)
{
#if GF_WORDS == 4
    _mm256_storeu_si256((__m256i *)(void *)p, v);
#elif GF_WORDS == 3
    _mm256_maskstore_epi64((long long *)(void *)p, _mm256_set_epi64x(0, -1, -1, -1), v);
#else
    _mm_storeu_si128((__m128i *)(void *)p, _mm256_castsi256_si128(v));
#endif
}

/* Method of four Russians on public matrices (contract in api.h): for each
 * word of the U rows, sixteen tables of the sums of four L rows, indexed by
 * the nibbles of U (public: U comes from iv). */
void aimer_avx2_mul_lu(void *a_out, const void *lower_in, const void *upper_in)
{
    uint64_t *a = a_out;
    const uint64_t *lower = lower_in, *upper = upper_in;
    __m256i table[16][16];

    for (unsigned w = 0; w < GF_WORDS; w++) {
        for (unsigned c = 0; c < 16; c++) {
            const uint64_t *rows = lower + (64 * w + 4 * c) * GF_WORDS;
            table[c][0] = _mm256_setzero_si256();
            for (unsigned n = 1; n < 16; n++) {
                const unsigned low = (unsigned)__builtin_ctz(n);
                table[c][n] = _mm256_xor_si256(table[c][n & (n - 1)], load_row(rows + low * GF_WORDS));
            }
        }
        for (unsigned j = 0; j < GF_BITS; j++) {
            const uint64_t u = upper[j * GF_WORDS + w];
            __m256i s = w == 0 ? _mm256_setzero_si256() : load_row(a + j * GF_WORDS);
            for (unsigned c = 0; c < 16; c++) s = _mm256_xor_si256(s, table[c][(u >> (4 * c)) & 15]);
            store_row(a + j * GF_WORDS, s);
        }
    }
}
