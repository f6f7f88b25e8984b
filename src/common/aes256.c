/* Run-time choice between the AES-NI and portable AES-256. */
#include "aes256.h"
#include "cpu.h"
#include "ct.h"

void kpqc_aes256_init(kpqc_aes256_ctx *ctx, const uint8_t key[32])
{
#if defined(__x86_64__)
    if (kpqc_cpu_has(KPQC_CPU_AESNI)) {
        kpqc_aes256_init_aesni(ctx, key);
        return;
    }
#endif
    kpqc_aes256_init_portable(ctx, key);
}

void kpqc_aes256_encrypt(const kpqc_aes256_ctx *ctx, const uint8_t in[16], uint8_t out[16])
{
#if defined(__x86_64__)
    if (kpqc_cpu_has(KPQC_CPU_AESNI)) {
        kpqc_aes256_encrypt_aesni(ctx, in, out);
        return;
    }
#endif
    kpqc_aes256_encrypt_portable(ctx, in, out);
}

void kpqc_aes256_encrypt_blocks(const kpqc_aes256_ctx *ctx, const uint8_t *in, uint8_t *out,
                                size_t nblocks)
{
#if defined(__x86_64__)
    if (kpqc_cpu_has(KPQC_CPU_AESNI)) {
        kpqc_aes256_encrypt_blocks_aesni(ctx, in, out, nblocks);
        return;
    }
#endif
    for (size_t i = 0; i < nblocks; i++) {
        kpqc_aes256_encrypt_portable(ctx, in + 16 * i, out + 16 * i);
    }
}

void kpqc_aes256_wipe(kpqc_aes256_ctx *ctx)
{
    kpqc_memzero(ctx, sizeof *ctx);
}

void kpqc_aes256_ctr(uint8_t *out, size_t len, const uint8_t key[32], const uint8_t iv[16])
{
    kpqc_aes256_ctx ctx;
    uint8_t t[16], ks[16];

    kpqc_aes256_init(&ctx, key);
    for (size_t i = 0; i < 16; i++) {
        t[i] = iv[i];
    }
    while (len > 0) {
        size_t take = len < 16 ? len : 16;
        unsigned carry = 1;

        kpqc_aes256_encrypt(&ctx, t, ks);
        for (size_t i = 0; i < take; i++) {
            out[i] = ks[i];
        }
        out += take;
        len -= take;
        for (size_t i = 16; i-- > 8;) { /* T_{j+1}: big-endian +1 of bytes 8..15 */
            carry += t[i];
            t[i] = (uint8_t)carry;
            carry >>= 8;
        }
    }
    kpqc_aes256_wipe(&ctx);
    kpqc_memzero(ks, sizeof ks);
}
