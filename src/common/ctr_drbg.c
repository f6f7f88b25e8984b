/* AES-256 CTR-DRBG (SP 800-90A, 10.2.1) in the shape of NIST's rng.c. */
#include <string.h>

#include "aes256.h"
#include "ct.h"
#include "ctr_drbg.h"

/* V is a 128-bit big-endian counter. The carry runs through all 16 bytes, so
 * the time does not depend on V: schemes (MQ-Sign) seed private instances
 * from secret keys. */
static void increment_v(uint8_t v[16])
{
    uint32_t carry = 1;
    for (int j = 15; j >= 0; j--) {
        uint32_t x = (uint32_t)v[j] + carry;
        v[j] = (uint8_t)x;
        carry = x >> 8;
    }
}

/* CTR_DRBG_Update (10.2.1.2): three counter blocks, xor provided_data, split
 * into the new key and V. */
static void drbg_update(kpqc_ctr_drbg *d, const uint8_t *provided)
{
    kpqc_aes256_ctx aes;
    uint8_t temp[48];
    kpqc_aes256_init(&aes, d->key);
    for (int i = 0; i < 3; i++) {
        increment_v(d->v);
        kpqc_aes256_encrypt(&aes, d->v, temp + 16 * i);
    }
    if (provided != NULL) {
        for (int i = 0; i < 48; i++) {
            temp[i] ^= provided[i];
        }
    }
    memcpy(d->key, temp, 32);
    memcpy(d->v, temp + 32, 16);
    kpqc_memzero(temp, sizeof temp);
    kpqc_aes256_wipe(&aes);
}

void kpqc_ctr_drbg_init(kpqc_ctr_drbg *d, const uint8_t entropy[48], const uint8_t *personalization)
{
    uint8_t seed[48];
    memcpy(seed, entropy, 48);
    if (personalization != NULL) {
        for (int i = 0; i < 48; i++) {
            seed[i] ^= personalization[i];
        }
    }
    memset(d->key, 0, sizeof d->key);
    memset(d->v, 0, sizeof d->v);
    drbg_update(d, seed);
    d->reseed_counter = 1;
    kpqc_memzero(seed, sizeof seed);
}

void kpqc_ctr_drbg_generate(kpqc_ctr_drbg *d, uint8_t *out, size_t len)
{
    kpqc_aes256_ctx aes;
    uint8_t block[16];
    kpqc_aes256_init(&aes, d->key);
    while (len > 0) {
        increment_v(d->v);
        kpqc_aes256_encrypt(&aes, d->v, block);
        size_t n = len < 16 ? len : 16;
        memcpy(out, block, n);
        out += n;
        len -= n;
    }
    kpqc_memzero(block, sizeof block);
    kpqc_aes256_wipe(&aes);
    drbg_update(d, NULL);
    d->reseed_counter++;
}

void kpqc_ctr_drbg_wipe(kpqc_ctr_drbg *d)
{
    kpqc_memzero(d, sizeof *d);
}
