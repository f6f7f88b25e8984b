/* AES-256 encryption (FIPS 197), used by the NIST CTR-DRBG.
 *
 * The portable code has no secret-indexed tables: SubBytes computes the field
 * inverse arithmetically. On x86-64 with AES-NI the same round keys are used by
 * the hardware instructions, chosen at run time. */
#ifndef KPQC_AES256_H
#define KPQC_AES256_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint8_t rk[15][16]; /* FIPS 197 key schedule, round key r at rk[r] */
} kpqc_aes256_ctx;

void kpqc_aes256_init(kpqc_aes256_ctx *ctx, const uint8_t key[32]);
void kpqc_aes256_encrypt(const kpqc_aes256_ctx *ctx, const uint8_t in[16], uint8_t out[16]);
void kpqc_aes256_wipe(kpqc_aes256_ctx *ctx);

/* out[16 i, 16 i + 16) = E(in[16 i, 16 i + 16)) for i < nblocks (independent
 * blocks: AES-NI runs eight at once). in and out may be the same buffer. */
void kpqc_aes256_encrypt_blocks(const kpqc_aes256_ctx *ctx, const uint8_t *in, uint8_t *out,
                                size_t nblocks);

/* AES-256 in counter mode (SP 800-38A, section 6.5): out = the first len
 * bytes of E(key, T_0) || E(key, T_1) || ..., with T_0 = iv and T_{j+1} =
 * T_j with its last 8 bytes incremented as a big-endian integer (mod 2^64).
 * The key schedule is wiped before returning. */
void kpqc_aes256_ctr(uint8_t *out, size_t len, const uint8_t key[32], const uint8_t iv[16]);

/* The portable implementation alone (tests compare it with the dispatched one). */
void kpqc_aes256_init_portable(kpqc_aes256_ctx *ctx, const uint8_t key[32]);
void kpqc_aes256_encrypt_portable(const kpqc_aes256_ctx *ctx, const uint8_t in[16], uint8_t out[16]);

#if defined(__x86_64__)
/* AES-NI kernels; callers must check kpqc_cpu_has(KPQC_CPU_AESNI) first. */
void kpqc_aes256_init_aesni(kpqc_aes256_ctx *ctx, const uint8_t key[32]);
void kpqc_aes256_encrypt_aesni(const kpqc_aes256_ctx *ctx, const uint8_t in[16], uint8_t out[16]);
void kpqc_aes256_encrypt_blocks_aesni(const kpqc_aes256_ctx *ctx, const uint8_t *in, uint8_t *out,
                                      size_t nblocks);
#endif

#endif
