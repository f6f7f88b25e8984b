/* HWT_h: ternary polynomials of fixed Hamming weight h (spec section 3.2.2,
 * Figs. 2 and 3), the shuffling sampler of Gazzoni Filho, Silva and Lopez
 * (ePrint 2024/548).
 *
 * The stream SHAKE256(seed) gives 308 little-endian 16-bit words, then 64
 * sign bytes.
 * REJ_SAMPLE_MOD turns word i into a uniform index in [0, n - i) by
 * multiplication (the index is the high half of word * (n - i)), rejecting
 * when the low half is below 2^16 mod (n - i); a rejected position takes the
 * next unused word of the spare ones (words n..307). Then coefficient i is
 * zero with probability (zeros left) / (positions left), which places exactly
 * n - h zeros.
 *
 * Constant time: the selection and the signs are branch-free. Rejections
 * branch, but which words are rejected is independent of the accepted values
 * (the sample kept at a position is uniform whatever was discarded before it),
 * so the rejection pattern reveals nothing about s; it is declassified. */
#include <string.h>

#include "ct.h"
#include "sample.h"

#if KPQC_BACKEND_AVX2
#include "native/x86_64/api.h"
#endif

#define RAND_WORDS 308 /* n words plus spares: enough with overwhelming probability */
_Static_assert(SMAUGT_HWT_STREAM_BYTES == 2 * RAND_WORDS + SMAUGT_N / 4,
               "HWT stream: the words, then one sign bit per coefficient");

/* 2^16 mod (n - i): below it, the low half of word * (n - i) is rejected. */
static const uint16_t reject_bound[SMAUGT_N] = {
      0,   1,   4,   9,  16,  25,  36,  49,  64,  81, 100, 121,
    144, 169, 196, 225,  16,  50,  86, 124, 164, 206,  16,  63,
    112, 163, 216,  42, 100, 160, 222,  61, 128, 197,  46, 120,
    196,  55, 136,   2,  88, 176,  52, 145,  28, 126,  16, 119,
     16, 124,  28, 141,  52, 170,  88,  10, 136,  65, 196, 132,
     72,  16, 158, 109,  64,  23, 176, 142, 112,  86,  64,  46,
     32,  22,  16,  14,  16,  22,  32,  46,  64,  86, 112, 142,
      4,  43,  86, 133,  16,  72, 132,  31, 100,  10,  88,   9,
     96,  28, 124,  67,  16, 126,  86,  52,  24,   2, 136, 125,
    120, 121, 128, 141,  16,  42,  74, 112,  16,  67, 124,  50,
    120,  61,  10, 100,  64,  36,  16,   4,   0,   4,  16,  36,
     64, 100,  22,  75,  16,  86,  46,  16, 112, 101, 100, 109,
     16,  46,  86,  27,  88,  52,  28,  16,  16,  28,  52,  88,
     36,  97,  72,  61,  64,  81,  18,  64,  32,  16,  16,  32,
     64,  25,   4,   1,  16,  49,  18,   7,  16,  45,  16,   9,
     24,  61,  46,  55,  16,   3,  16,  55,  52,  10,  64,  16,
      0,  16,   2,  22,  16,  46,  54,  43,  16,  31,  34,  28,
     16,   1,  36,  23,  16,  18,  32,  16,  20,   4,  16,  18,
     16,  16,  24,   9,  16,  16,  18,  31,   0,   2,  16,  25,
     16,   7,  16,  11,  16,   9,  20,  16,  16,   5,  16,   1,
      0,   1,   2,   3,   4,   9,   6,   7,   0,   2,   4,   1,
      0,   1,   0,   0,
};

/* word * (n - i); the index is the high half, the test uses the low half.
 * Returns 1 if the sample is rejected. */
static uint32_t scale_word(uint16_t *index, const uint8_t *p, unsigned i)
{
    uint32_t m = ((uint32_t)p[0] | (uint32_t)p[1] << 8) * (SMAUGT_N - i);
    *index = (uint16_t)(m >> 16);
    return ((m & 0xffff) - reject_bound[i]) >> 31;
}

/* Position i was rejected: takes spare words until one is accepted. Returns
 * 0, or -1 if the spare words run out. */
static int resample(uint16_t *index, const uint8_t words[2 * RAND_WORDS], unsigned i,
                    unsigned *spare)
{
    uint32_t again;

    do {
        if (*spare == RAND_WORDS) {
            return -1;
        }
        again = scale_word(index, words + 2 * (*spare)++, i);
        kpqc_ct_declassify(&again, sizeof again);
    } while (again);
    return 0;
}

/* REJ_SAMPLE_MOD: index[i] uniform in [0, n - i). Returns 0, or -1 if the
 * spare words run out. */
static int rej_sample_mod(uint16_t index[SMAUGT_N], const uint8_t words[2 * RAND_WORDS])
{
    uint8_t rejected[SMAUGT_N];
    uint8_t any = 0;
    unsigned spare = SMAUGT_N;
    int r = 0;

#if KPQC_BACKEND_AVX2
    any = (uint8_t)smaugt_hwt_scale_avx2(index, rejected, words, reject_bound);
#else
    for (unsigned i = 0; i < SMAUGT_N; i++) {
        rejected[i] = (uint8_t)scale_word(&index[i], words + 2 * i, i);
        any |= rejected[i];
    }
#endif
    kpqc_ct_declassify(&any, sizeof any);
    if (any) { /* about one call in four */
        kpqc_ct_declassify(rejected, sizeof rejected);
        for (unsigned i = 0; i < SMAUGT_N && r == 0; i++) {
            if (rejected[i]) {
                r = resample(&index[i], words, i, &spare);
            }
        }
    }
    kpqc_memzero(rejected, sizeof rejected);
    return r;
}

/* sgn[i] = +1 or -1 (0xffff): sign bit of coefficient i, bit (i/16) mod 8 of
 * byte 16 (i/128) + i mod 16; set means +1, clear means -1. */
static void hwt_signs(uint16_t sgn[SMAUGT_N], const uint8_t sign[SMAUGT_N / 4])
{
#if KPQC_BACKEND_AVX2
    smaugt_hwt_signs_avx2(sgn, sign);
#else
    for (unsigned i = 0; i < SMAUGT_N; i++) {
        uint32_t bit = (uint32_t)(sign[(i >> 7) << 4 | (i & 15)] >> ((i >> 4) & 7)) & 1;
        sgn[i] = (uint16_t)(2 * bit - 1);
    }
#endif
}

int smaugt_hwt_draw(smaugt_hwt_coins *coins, const uint8_t stream[SMAUGT_HWT_STREAM_BYTES])
{
    int r = rej_sample_mod(coins->index, stream);

    /* the signs here, so that the serial loop of smaugt_hwt_place (its chain
     * through zeros) has little else to do */
    hwt_signs(coins->sgn, stream + 2 * RAND_WORDS);
    return r;
}

/* Coefficient i is zero with probability zeros / (n - i), index[i] being
 * uniform in [0, n - i); each secret's chain through its zero count is
 * serial, the k chains are independent (the avx2 kernel runs them in the
 * lanes of one vector). */
void smaugt_hwt_place(poly s[SMAUGT_K], const smaugt_hwt_coins coins[SMAUGT_K])
{
#if KPQC_BACKEND_AVX2
    const uint16_t *index[4], *sgn[4];
    uint16_t *out[4];

    _Static_assert(SMAUGT_K <= 4, "one lane per secret");
    for (unsigned j = 0; j < 4; j++) {
        unsigned from = j < SMAUGT_K ? j : 0; /* unused lanes repeat the first */
        index[j] = coins[from].index;
        sgn[j] = coins[from].sgn;
        out[j] = s[from].coeffs;
    }
    smaugt_hwt_place_avx2(out, index, sgn, SMAUGT_K, SMAUGT_N - SMAUGT_HS);
#else
    for (unsigned j = 0; j < SMAUGT_K; j++) {
        uint32_t zeros = SMAUGT_N - SMAUGT_HS;
        for (unsigned i = 0; i < SMAUGT_N; i++) {
            uint32_t zero = kpqc_ct_mask_lt_u32(coins[j].index[i], zeros);
            zeros += zero; /* minus one when a zero is placed */
            s[j].coeffs[i] = (uint16_t)(~zero & coins[j].sgn[i]);
        }
    }
#endif
}
