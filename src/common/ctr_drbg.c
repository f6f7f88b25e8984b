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

static uint64_t load_be64(const uint8_t *p)
{
    uint64_t x = 0;
    for (int i = 0; i < 8; i++) x = (x << 8) | p[i];
    return x;
}

/* x as 8 big-endian bytes, in the order of memory. */
static uint64_t to_be64(uint64_t x)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return x;
#elif defined(__GNUC__) || defined(__clang__)
    return __builtin_bswap64(x);
#else
    uint8_t b[8];
    uint64_t r;
    for (int i = 7; i >= 0; i--) {
        b[i] = (uint8_t)x;
        x >>= 8;
    }
    memcpy(&r, b, 8);
    return r;
#endif
}

static void store_be64(uint8_t *p, uint64_t x)
{
    x = to_be64(x);
    memcpy(p, &x, 8);
}

/* The next n values of V (incremented before each use, as increment_v) in
 * blocks, and V advanced past them; the carry into the upper half is
 * computed, not branched on. */
static void next_counters(uint8_t v[16], uint8_t *blocks, size_t n)
{
    uint64_t hi = load_be64(v), lo = load_be64(v + 8);
    for (size_t i = 0; i < n; i++) {
        lo += 1;
        hi += 1 ^ ((lo | (0 - lo)) >> 63); /* +1 when lo wrapped to 0 */
        store_be64(blocks + 16 * i, hi);
        store_be64(blocks + 16 * i + 8, lo);
    }
    store_be64(v, hi);
    store_be64(v + 8, lo);
}

#define GEN_BLOCKS 8 /* counter blocks encrypted per call of the block cipher */

void kpqc_ctr_drbg_generate(kpqc_ctr_drbg *d, uint8_t *out, size_t len)
{
    kpqc_aes256_ctx aes;
    uint8_t blocks[16 * GEN_BLOCKS];
    kpqc_aes256_init(&aes, d->key);
    while (len > 0) {
        size_t n = (len + 15) / 16;
        if (n > GEN_BLOCKS) n = GEN_BLOCKS;
        next_counters(d->v, blocks, n);
        if (len >= 16 * n) { /* whole blocks: straight into out */
            kpqc_aes256_encrypt_blocks(&aes, blocks, out, n);
            out += 16 * n;
            len -= 16 * n;
        } else {
            kpqc_aes256_encrypt_blocks(&aes, blocks, blocks, n);
            memcpy(out, blocks, len);
            len = 0;
        }
    }
    kpqc_memzero(blocks, sizeof blocks);
    kpqc_aes256_wipe(&aes);
    drbg_update(d, NULL);
    d->reseed_counter++;
}

void kpqc_ctr_drbg_wipe(kpqc_ctr_drbg *d)
{
    kpqc_memzero(d, sizeof *d);
}
