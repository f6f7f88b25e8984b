/* Randomness of Layered ROLLO-I, as RBC's random_source: either the NIST
 * seed expander (AES-256 in counter mode; key = seed[0..32), counter block =
 * seed[32..40) || maxlen 0xffffffff || 32-bit block counter, big-endian;
 * the reference's lib/seedexpander-nist) or the caller's kpqc_randombytes. */
#ifndef KPQC_ROLLO_SOURCE_H
#define KPQC_ROLLO_SOURCE_H

#include <stddef.h>
#include <stdint.h>

#include "aes256.h"
#include "params.h"

typedef struct {
    int expander; /* 1: seed expander, 0: kpqc_randombytes */
    int failed;   /* kpqc_randombytes failed once */
    kpqc_aes256_ctx aes;
    uint8_t ctr[16], buf[16];
    unsigned pos;
} rollo_source;

/* Seed expander from a 40-byte window; upstream sometimes passes a pointer
 * into the middle of a 40-byte seed and reads 40 bytes from there: the KATs
 * take the bytes past the end as zeros, so window = seed[off..40) || 0^off. */
#define rollo_source_expander KPQC_NS(rollo_source_expander)
void rollo_source_expander(rollo_source *s, const uint8_t seed[ROLLO_SEED_BYTES], unsigned off);
#define rollo_source_system KPQC_NS(rollo_source_system)
void rollo_source_system(rollo_source *s);
#define rollo_source_bytes KPQC_NS(rollo_source_bytes)
void rollo_source_bytes(rollo_source *s, uint8_t *out, size_t len);
#define rollo_source_wipe KPQC_NS(rollo_source_wipe)
void rollo_source_wipe(rollo_source *s);

#endif
