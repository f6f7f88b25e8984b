/* AES-256 with the AES-NI instructions (compiled with -maes only in this file). */
#if defined(__x86_64__)
#include <string.h>
#include <wmmintrin.h>

#include "aes256.h"

/* One step of the AES-256 schedule (FIPS 197, 5.2): fold the previous word
 * group into itself and add the SubWord/RotWord/Rcon word from assist. */
static __m128i schedule_step(__m128i prev, __m128i assist)
{
    __m128i t = _mm_slli_si128(prev, 4);
    prev = _mm_xor_si128(prev, t);
    t = _mm_slli_si128(t, 4);
    prev = _mm_xor_si128(prev, t);
    t = _mm_slli_si128(t, 4);
    prev = _mm_xor_si128(prev, t);
    return _mm_xor_si128(prev, assist);
}

#define EVEN_KEY(i, rcon)                                                                  \
    k[i] = schedule_step(k[(i) - 2],                                                       \
                         _mm_shuffle_epi32(_mm_aeskeygenassist_si128(k[(i) - 1], rcon), 0xff))
#define ODD_KEY(i)                                                                         \
    k[i] = schedule_step(k[(i) - 2],                                                       \
                         _mm_shuffle_epi32(_mm_aeskeygenassist_si128(k[(i) - 1], 0), 0xaa))

void kpqc_aes256_init_aesni(kpqc_aes256_ctx *ctx, const uint8_t key[32])
{
    __m128i k[15];
    k[0] = _mm_loadu_si128((const __m128i *)(const void *)key);
    k[1] = _mm_loadu_si128((const __m128i *)(const void *)(key + 16));
    EVEN_KEY(2, 0x01);
    ODD_KEY(3);
    EVEN_KEY(4, 0x02);
    ODD_KEY(5);
    EVEN_KEY(6, 0x04);
    ODD_KEY(7);
    EVEN_KEY(8, 0x08);
    ODD_KEY(9);
    EVEN_KEY(10, 0x10);
    ODD_KEY(11);
    EVEN_KEY(12, 0x20);
    ODD_KEY(13);
    EVEN_KEY(14, 0x40);
    for (int i = 0; i < 15; i++) {
        _mm_storeu_si128((__m128i *)(void *)ctx->rk[i], k[i]);
    }
}

void kpqc_aes256_encrypt_aesni(const kpqc_aes256_ctx *ctx, const uint8_t in[16], uint8_t out[16])
{
    __m128i s = _mm_loadu_si128((const __m128i *)(const void *)in);
    s = _mm_xor_si128(s, _mm_loadu_si128((const __m128i *)(const void *)ctx->rk[0]));
    for (int r = 1; r < 14; r++) {
        s = _mm_aesenc_si128(s, _mm_loadu_si128((const __m128i *)(const void *)ctx->rk[r]));
    }
    s = _mm_aesenclast_si128(s, _mm_loadu_si128((const __m128i *)(const void *)ctx->rk[14]));
    _mm_storeu_si128((__m128i *)(void *)out, s);
}

/* Eight blocks in flight: aesenc's latency is hidden by the other seven. */
void kpqc_aes256_encrypt_blocks_aesni(const kpqc_aes256_ctx *ctx, const uint8_t *in, uint8_t *out,
                                      size_t nblocks)
{
    __m128i rk[15];
    for (int r = 0; r < 15; r++) rk[r] = _mm_loadu_si128((const __m128i *)(const void *)ctx->rk[r]);
    for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128) {
        __m128i s[8];
        for (int b = 0; b < 8; b++) {
            s[b] = _mm_xor_si128(_mm_loadu_si128((const __m128i *)(const void *)(in + 16 * b)),
                                 rk[0]);
        }
        for (int r = 1; r < 14; r++) {
            for (int b = 0; b < 8; b++) s[b] = _mm_aesenc_si128(s[b], rk[r]);
        }
        for (int b = 0; b < 8; b++) {
            _mm_storeu_si128((__m128i *)(void *)(out + 16 * b), _mm_aesenclast_si128(s[b], rk[14]));
        }
    }
    for (; nblocks > 0; nblocks--, in += 16, out += 16) {
        kpqc_aes256_encrypt_aesni(ctx, in, out);
    }
}
#else
typedef int kpqc_aes256_aesni_unused; /* ISO C forbids an empty translation unit */
#endif
