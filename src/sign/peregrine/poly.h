/* Peregrine polynomial helpers over q shared by signing, verification and
 * key generation. */
#ifndef KPQC_PEREGRINE_POLY_H
#define KPQC_PEREGRINE_POLY_H

#include <stddef.h>
#include <stdint.h>

#include "ntt.h"

#define pg_hash_to_point KPQC_NS(pg_hash_to_point)
#define pg_public_from_fg KPQC_NS(pg_public_from_fg)
#define pg_is_short KPQC_NS(pg_is_short)

/* Falcon's HashToPoint (spec 3.7): SHAKE256(nonce || m), 16-bit big-endian
 * words, those below 5q kept and reduced mod q, until n coefficients. Public
 * data only (variable time). */
void pg_hash_to_point(uint32_t *c, const uint8_t nonce[PG_NONCE_BYTES], const uint8_t *m,
                      size_t mlen);

/* h = g/f mod (q, x^n + 1), in coefficient form in [0, q). Returns 0 when f
 * is not invertible (then h is unspecified). Constant time; `work` holds
 * 2n words. */
int pg_public_from_fg(uint32_t *h, const int8_t *f, const int8_t *g, uint32_t *work);

/* v mod q in [0, q) for |v| < 2^19, constant time (no division). */
static inline uint32_t pg_mod_q(int32_t v)
{
    uint32_t u = (uint32_t)(v + 43 * (int32_t)PG_Q); /* in [0, 2^20) */
    uint32_t t = u - (uint32_t)(((uint64_t)u * 349496u) >> 32) * PG_Q; /* 349496 = 2^32/q */
    t -= PG_Q;
    return t + (PG_Q & (uint32_t)-(int32_t)(t >> 31));
}

/* ||(s1, s2)||^2 <= the set's bound, with s1, s2 centered mod q. */
int pg_is_short(const int32_t *s1, const int32_t *s2);

#endif
