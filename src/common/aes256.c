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

void kpqc_aes256_wipe(kpqc_aes256_ctx *ctx)
{
    kpqc_memzero(ctx, sizeof *ctx);
}
