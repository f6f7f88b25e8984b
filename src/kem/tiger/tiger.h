/* TiGER internals: sparse polynomial sampling, ring arithmetic, XE codes,
 * packing and the CPA public-key encryption under the KEM (kem.c). */
#ifndef KPQC_TIGER_H
#define KPQC_TIGER_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

/* The sparse polynomials s, r, e1 in dense form: coefficient i mod 2^16
 * (only its value mod 256 matters; 16 bits is the multiplication's lane).
 * Upstream's sampler makes them ternary-like but not ternary (sample.c): a
 * position holds at most one +1 and any number of -1s. */
typedef struct {
    uint16_t coeffs[TIGER_N];
} tiger_sparse;

/* Fixed-weight sampling (sample.c): h accepted draws from SHAKE256(seed),
 * each a position and a sign; a draw landing on a +1 is skipped. neg_value
 * is what a -1 draw adds (0xff; 0 for e1, where upstream's -1s cancel out).
 * If order is not NULL it receives the positions in the upstream secret-key
 * order (the +1s as drawn, then the -1s in reverse) and *npos the number of
 * +1s. */
#define tiger_sample KPQC_NS(tiger_sample)
void tiger_sample(tiger_sparse *w, uint16_t *order, uint32_t *npos,
                  const uint8_t seed[TIGER_SEED_BYTES], unsigned h, uint8_t neg_value);

/* The upstream index encoding of s (sample.c). */
#define tiger_encode_indices KPQC_NS(tiger_encode_indices)
void tiger_encode_indices(uint8_t out[TIGER_SKCPA_BYTES], const uint16_t order[TIGER_H],
                          uint32_t npos);
#define tiger_decode_indices KPQC_NS(tiger_decode_indices)
void tiger_decode_indices(tiger_sparse *w, const uint8_t in[TIGER_SKCPA_BYTES]);

/* r += a * w in Z_256[x]/(x^N + 1) (poly.c). Constant time in w. */
#define tiger_mul_acc KPQC_NS(tiger_mul_acc)
void tiger_mul_acc(uint8_t r[TIGER_N], const uint8_t a[TIGER_N], const tiger_sparse *w);
/* r1 += a1 * w and, if r2 is not NULL, r2 += a2 * w: the secret's share of
 * the work done once. */
#define tiger_mul_acc2 KPQC_NS(tiger_mul_acc2)
void tiger_mul_acc2(uint8_t r1[TIGER_N], const uint8_t a1[TIGER_N], uint8_t *r2,
                    const uint8_t *a2, const tiger_sparse *w);

/* Big-endian bit strings of width-bit values (pack.c): the encoding of b,
 * c1, c2 and the secret indices. */
#define tiger_pack_bits KPQC_NS(tiger_pack_bits)
void tiger_pack_bits(uint8_t *out, const uint16_t *v, size_t count, unsigned width);
#define tiger_unpack_bits KPQC_NS(tiger_unpack_bits)
void tiger_unpack_bits(uint16_t *v, const uint8_t *in, size_t count, unsigned width);
/* Values of 7 bits (width 7) or 3 bits (width 3), count a multiple of 8,
 * unpacked to bytes and moved to the top of each byte (v << (8 - width)):
 * coefficients mod 256 standing for their top bits. Same reading as
 * tiger_unpack_bits. */
#define tiger_unpack_top KPQC_NS(tiger_unpack_top)
void tiger_unpack_top(uint8_t *out, const uint8_t *in, size_t count, unsigned width);
/* The inverse for coefficients already rounded to values below 2^width. */
#define tiger_pack_small KPQC_NS(tiger_pack_small)
void tiger_pack_small(uint8_t *out, const uint8_t *v, size_t count, unsigned width);

/* XEf codes of Round5 (xef.c): the payload is msg bytes, the parity bits
 * follow it in the same buffer. */
#define tiger_xe_compute KPQC_NS(tiger_xe_compute)
void tiger_xe_compute(uint8_t *block);
#define tiger_xe_fixerr KPQC_NS(tiger_xe_fixerr)
void tiger_xe_fixerr(uint8_t *block);

/* The CPA scheme (pke.c). */
#define tiger_pke_keypair KPQC_NS(tiger_pke_keypair)
void tiger_pke_keypair(uint8_t pk[TIGER_PK_BYTES], uint8_t sk[TIGER_SKCPA_BYTES],
                       const uint8_t seed_a[TIGER_SEED_BYTES],
                       const uint8_t seed_s[TIGER_SEED_BYTES]);
#define tiger_pke_encrypt KPQC_NS(tiger_pke_encrypt)
void tiger_pke_encrypt(uint8_t ct[TIGER_CT_BYTES], const uint8_t pk[TIGER_PK_BYTES],
                       const uint8_t a[TIGER_N], const uint8_t msg[TIGER_MSG_BYTES],
                       const uint8_t coin[TIGER_SEED_BYTES]);
#define tiger_pke_decrypt KPQC_NS(tiger_pke_decrypt)
void tiger_pke_decrypt(uint8_t msg[TIGER_MSG_BYTES], const uint8_t ct[TIGER_CT_BYTES],
                       const uint8_t sk[TIGER_SKCPA_BYTES]);

#endif
