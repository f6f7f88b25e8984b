/* TiGER's AVX2 kernels (compiled with KPQC_AVX2_FLAGS only; the frontend
 * calls them when built with KPQC_BACKEND_AVX2). */
#ifndef KPQC_TIGER_NATIVE_X86_64_API_H
#define KPQC_TIGER_NATIVE_X86_64_API_H

#include <stddef.h>
#include <stdint.h>

#include "namespace.h"

/* r[0..127] = a * b over Z/2^16 for 64-coefficient a, b (r[127] = 0): the
 * base case of poly.c's Karatsuba. Any 16-bit inputs; no alignment needed;
 * r must not overlap a or b. Constant time (no branch or address depends on
 * the values). */
#define tiger_schoolbook64_avx2 KPQC_NS(tiger_schoolbook64_avx2)
void tiger_schoolbook64_avx2(uint16_t r[128], const uint16_t a[64], const uint16_t b[64]);


/* The sampler's loop over the count draws of a buffer (sample.c, which has
 * the same loop in C): draw k is the big-endian word at buf[2k], position
 * (word >> 2) mod n (n a power of two <= 1024), +1 if bit 1 is set. map is
 * the +1 bitmap (16 words; those past n/64 stay zero), state = {accepted,
 * +1s, -1s} so far, h the weight. Outputs per draw: idx, val (0 if rejected,
 * else 1 or neg_value), the order slot and ord (the index if accepted, else
 * 0). Constant time in buf, map and state. */
#define tiger_draws_avx2 KPQC_NS(tiger_draws_avx2)
void tiger_draws_avx2(uint16_t *idx, uint8_t *val, uint16_t *slot, uint16_t *ord,
                      uint64_t map[16], uint32_t state[3], const uint8_t *buf, unsigned count,
                      unsigned n, unsigned h, uint8_t neg_value);

/* w[idx[k]] += val[k] mod 256 for k < count: the sampler's (position,
 * value) draws into a dense polynomial. Every val[k] is 0, 1 or 0xff (-1);
 * with with_plus == 0 the draws of value 1 are left out. n is 256, 512, 768
 * or 1024 and every idx[k] < n. Constant time in idx and val. */
#define tiger_scatter_avx2 KPQC_NS(tiger_scatter_avx2)
void tiger_scatter_avx2(uint8_t *w, unsigned n, const uint16_t *idx, const uint8_t *val,
                        unsigned count, int with_plus);

/* w[p] += bit p of map (bit p % 64 of map[p / 64]) mod 256, for p < n (a
 * multiple of 32). Constant time in map. */
#define tiger_add_bits_avx2 KPQC_NS(tiger_add_bits_avx2)
void tiger_add_bits_avx2(uint8_t *w, unsigned n, const uint64_t *map);

/* order[slot[k]] |= value[k] for k < count, over slots 0 .. slots-1; a slot
 * number >= slots writes nothing. slots is a multiple of 64 (order has that
 * many entries). Constant time in slot and value. */
#define tiger_place_avx2 KPQC_NS(tiger_place_avx2)
void tiger_place_avx2(uint16_t *order, unsigned slots, const uint16_t *slot,
                      const uint16_t *value, unsigned count);

/* r[0 .. 2n-1] = a * b for n-coefficient a, b (n = 64 * 2^k), Karatsuba
 * down to tiger_schoolbook64_avx2. scratch: 4n entries. Constant time. r
 * must not overlap a, b or scratch. */
#define tiger_karatsuba_avx2 KPQC_NS(tiger_karatsuba_avx2)
void tiger_karatsuba_avx2(uint16_t *r, const uint16_t *a, const uint16_t *b, unsigned n,
                          uint16_t *scratch);

/* The byte path (mul8_avx2.c), for secrets whose Karatsuba sums stay in
 * [-64, 64] (poly.c checks). tiger_secret_pairs_avx2 prepares the secret w
 * (n coefficients, only their low bytes read, as signed bytes) for
 * tiger_mul8_avx2: 3^k blocks of 32 dwords in bp (n = 64 * 2^k); scratch:
 * 2n bytes. tiger_mul8_avx2: r[0..n-1] += a * w mod (x^n + 1, 256); prod:
 * 2n bytes, scratch: 3n bytes, no overlaps. Constant time in w. */
#define tiger_secret_pairs_avx2 KPQC_NS(tiger_secret_pairs_avx2)
void tiger_secret_pairs_avx2(uint32_t *bp, const uint16_t *w, unsigned n, uint8_t *scratch);
#define tiger_mul8_avx2 KPQC_NS(tiger_mul8_avx2)
void tiger_mul8_avx2(uint8_t *r, const uint8_t *a, const uint32_t *bp, unsigned n,
                     uint8_t *prod, uint8_t *scratch);

/* tiger_unpack_top and tiger_pack_small of pack.c (same contract: width 7
 * or 3, count a multiple of 8, the values of pack_small below 2^width),
 * with pdep/pext (pack_bmi2.c). Reads and writes nothing outside the
 * count * width / 8 packed bytes and count values. Constant time. pack.c
 * calls them only where kpqc_cpu_has(KPQC_CPU_FAST_PDEP) (PDEP/PEXT are
 * microcoded on AMD before family 0x19) and runs its shifts elsewhere. */
#define tiger_unpack_top_bmi2 KPQC_NS(tiger_unpack_top_bmi2)
void tiger_unpack_top_bmi2(uint8_t *out, const uint8_t *in, size_t count, unsigned width);
#define tiger_pack_small_bmi2 KPQC_NS(tiger_pack_small_bmi2)
void tiger_pack_small_bmi2(uint8_t *out, const uint8_t *v, size_t count, unsigned width);

#endif
