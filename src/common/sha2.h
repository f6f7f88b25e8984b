/* SHA-256 and SHA-512 (FIPS 180-4), incremental and one-shot. */
#ifndef KPQC_SHA2_H
#define KPQC_SHA2_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint32_t h[8];
    uint8_t buf[64];
    uint64_t total; /* bytes absorbed */
} kpqc_sha256_ctx;

typedef struct {
    uint64_t h[8];
    uint8_t buf[128];
    uint64_t total;
} kpqc_sha512_ctx;

void kpqc_sha256_init(kpqc_sha256_ctx *c);
void kpqc_sha256_update(kpqc_sha256_ctx *c, const uint8_t *in, size_t len);
void kpqc_sha256_final(kpqc_sha256_ctx *c, uint8_t out[32]); /* also wipes c */
void kpqc_sha256(uint8_t out[32], const uint8_t *in, size_t len);

void kpqc_sha512_init(kpqc_sha512_ctx *c);
void kpqc_sha512_update(kpqc_sha512_ctx *c, const uint8_t *in, size_t len);
void kpqc_sha512_final(kpqc_sha512_ctx *c, uint8_t out[64]); /* also wipes c */
void kpqc_sha512(uint8_t out[64], const uint8_t *in, size_t len);

#endif
