#include <string.h>

#include "ct.h"
#include "fips202.h"
#include "hash.h"
#include "params.h"

void KPQC_NS(mqs_hash)(uint8_t *out, size_t outlen, const uint8_t *a, size_t alen,
                       const uint8_t *b, size_t blen, const uint8_t *c, size_t clen)
{
    kpqc_keccak_state st;
    uint8_t block[MQS_HASH_BYTES];

    kpqc_shake256_init(&st);
    if (alen) kpqc_keccak_absorb(&st, a, alen);
    if (blen) kpqc_keccak_absorb(&st, b, blen);
    if (clen) kpqc_keccak_absorb(&st, c, clen);
    kpqc_keccak_finalize(&st);
    kpqc_keccak_squeeze(block, sizeof block, &st);
    for (;;) {
        size_t n = outlen < sizeof block ? outlen : sizeof block;
        memcpy(out, block, n);
        out += n;
        outlen -= n;
        if (outlen == 0) break;
        kpqc_shake256(block, sizeof block, block, sizeof block); /* the chain */
    }
    kpqc_keccak_wipe(&st);
    kpqc_memzero(block, sizeof block);
}

void KPQC_NS(mqs_prng_init)(kpqc_ctr_drbg *d, const uint8_t *seed, size_t seedlen)
{
    uint8_t entropy[48];

    if (seedlen >= sizeof entropy) {
        memcpy(entropy, seed, sizeof entropy);
    } else {
        memcpy(entropy, seed, seedlen);
        KPQC_NS(mqs_hash)(entropy + seedlen, sizeof entropy - seedlen, seed, seedlen, NULL, 0,
                          NULL, 0);
    }
    kpqc_ctr_drbg_init(d, entropy, NULL);
    kpqc_memzero(entropy, sizeof entropy);
}
