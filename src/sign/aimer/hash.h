/* The AIMer hash: SHAKE128 for lambda = 128, SHAKE256 otherwise, on the
 * shared Keccak (src/common/fips202.h).
 *
 * Input is XORed into the state lane by lane (hash.c). All of AIMer's
 * outputs are multiples of 8 bytes, so the squeeze reads whole lanes; a
 * 64-bit lane read as an integer is exactly the little-endian encoding of
 * those 8 output bytes. */
#ifndef AIMER_HASH_H
#define AIMER_HASH_H

#include <stddef.h>
#include <stdint.h>

#include "fips202.h"
#include "params.h"
#if KPQC_BACKEND_AVX2
#include "fips202x4.h"
#endif

#if AIMER_LAMBDA == 16
#define AIMER_RATE KPQC_SHAKE128_RATE
#else
#define AIMER_RATE KPQC_SHAKE256_RATE
#endif

typedef struct {
    kpqc_keccak_state st;
    unsigned len; /* bytes absorbed into the current block */
} aimer_hash;

#define hash_init KPQC_NS(hash_init)
#define hash_init_prefix KPQC_NS(hash_init_prefix)
#define hash_update KPQC_NS(hash_update)
#define hash_final KPQC_NS(hash_final)
#define hash_squeeze KPQC_NS(hash_squeeze)
#define hash_squeeze_words KPQC_NS(hash_squeeze_words)
#define hash_wipe KPQC_NS(hash_wipe)

void hash_init(aimer_hash *h);
void hash_init_prefix(aimer_hash *h, uint8_t prefix);
void hash_update(aimer_hash *h, const uint8_t *in, size_t len);
void hash_final(aimer_hash *h);
/* After hash_final. hash_squeeze_words keeps whole lanes; hash_squeeze may end
 * on a partial lane, after which only hash_squeeze may follow. */
void hash_squeeze(aimer_hash *h, uint8_t *out, size_t len);
void hash_squeeze_words(aimer_hash *h, uint64_t *out, size_t nwords);
void hash_wipe(aimer_hash *h);

/* The short hashes of the seed tree and of the commitments,
 * H(prefix || salt || rep || index || seed), come by the hundred and are
 * independent of each other: a queue collects them and the AVX2 backend runs
 * four at a time on the 4-way Keccak (src/common/fips202x4.h). The portable
 * backend hashes each one as it is pushed. An output lands in `out` (outlen
 * bytes, a multiple of 8) at the latest when the queue is flushed. */
#define HASHQ_IN (3 + AIMER_SALT + AIMER_SEED)
/* An input with SHAKE's first pad byte, in whole 64-bit lanes. */
#define HASHQ_LANES ((HASHQ_IN + 1 + 7) / 8)
typedef struct {
#if KPQC_BACKEND_AVX2
    kpqc_keccakx4_state st; /* the pushed inputs' lanes, then the outputs */
    uint64_t tmpl[HASHQ_LANES]; /* the lanes of prefix || salt, 0x1f */
#else
    uint8_t in[4][8 * HASHQ_LANES]; /* input, 0x1f, zeros */
#endif
    uint8_t *out[4];
    const uint8_t *salt;
    size_t outlen;
    unsigned n;
    uint8_t prefix;
} hash_queue;

#define hashq_init KPQC_NS(hashq_init)
#define hashq_push KPQC_NS(hashq_push)
#define hashq_flush KPQC_NS(hashq_flush)
#define hashq_wipe KPQC_NS(hashq_wipe)

void hashq_init(hash_queue *q, uint8_t prefix, const uint8_t salt[AIMER_SALT], size_t outlen);
void hashq_push(hash_queue *q, unsigned rep, unsigned index, const uint8_t seed[AIMER_SEED],
                uint8_t *out);
/* Runs what is pending. The staged seeds and the sponge states stay in the
 * queue (wiping about 1 KB after every flush was 4% of the instructions of
 * AIMer128f signing): its owner calls hashq_wipe once it is done with it. */
void hashq_flush(hash_queue *q);
void hashq_wipe(hash_queue *q);

#endif
