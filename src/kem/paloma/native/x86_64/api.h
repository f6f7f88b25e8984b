/* The AVX2 kernels of PALOMA (x86-64 with AVX2; compiled with -mavx2 -mbmi2
 * -mpopcnt, and called only from the avx2 instance, which the registry runs
 * only where the CPU and the OS support AVX2).
 *
 * Each kernel computes exactly what the portable function it replaces
 * computes (named per kernel), so the two backends give the same bytes.
 * Common to all kernels:
 *   - no kernel reads or writes beyond the arrays it is given; arrays of
 *     words and of field elements need no alignment;
 *   - all run in constant time: no branch and no memory index depends on a
 *     secret (seeds of the secret shuffles, error vectors, keys); indices
 *     that come from a public seed (r^ of the ciphertext) are used in the
 *     clear, as the portable code does;
 *   - no PDEP/PEXT, no VPGATHER (microcoded on AMD family 17h), no division
 *     instruction: x mod (i + 1) is a float reciprocal and two corrections. */
#ifndef PALOMA_NATIVE_X86_64_API_H
#define PALOMA_NATIVE_X86_64_API_H

#include <stddef.h>
#include <stdint.h>

#include "../../params.h"

#define paloma_shuffle_indices_avx2 KPQC_NS(paloma_shuffle_indices_avx2)
#define paloma_shuffle_apply_avx2 KPQC_NS(paloma_shuffle_apply_avx2)
#define paloma_error_vector_avx2 KPQC_NS(paloma_error_vector_avx2)
#define paloma_permute_bits_avx2 KPQC_NS(paloma_permute_bits_avx2)
#define paloma_syndrome_avx2 KPQC_NS(paloma_syndrome_avx2)
#define paloma_matrix_reduce_avx2 KPQC_NS(paloma_matrix_reduce_avx2)
#define paloma_parity_rows_avx2 KPQC_NS(paloma_parity_rows_avx2)
#define paloma_decode_syndromes_avx2 KPQC_NS(paloma_decode_syndromes_avx2)
#define paloma_decode_roots_avx2 KPQC_NS(paloma_decode_roots_avx2)

/* shuffle_indices.c. The Shuffle's swap partners (shuffle.h): for every i in
 * [lo & ~7, len), js[i] = w[(len - 1 - i) mod 16] mod (i + 1), w the seed as
 * sixteen little-endian 16-bit words. len a multiple of 8, len <= 2^13; js
 * has len entries. Constant time in the seed. */
void paloma_shuffle_indices_avx2(uint32_t *js, size_t lo, size_t len, const uint8_t seed[32]);

/* shuffle_apply.c. shuffle_apply_ct (inverse = 0) and
 * shuffle_apply_inverse_ct (inverse = 1): a[x] <- a[P[x]] or a[P^-1[x]] for
 * the permutation P of a secret seed; len a multiple of 16, len <= 2^13.
 * Every swap reads and writes all slots up to its position. */
void paloma_shuffle_apply_avx2(uint16_t *a, size_t len, const uint8_t seed[32], int inverse);

/* error_vector.c. shuffle_error_vector_ct: the reference's GenErrVec for a
 * secret seed, the t slots followed through the n - t swaps that move
 * them, 16 slots per register. */
void paloma_error_vector_avx2(uint64_t e[PALOMA_N_WORDS], const uint8_t seed[32]);

/* permute_bits.c. shuffle_permute_bits (inverse = 0): out[x] = in[P[x]], and
 * shuffle_unpermute_bits (inverse = 1): out[P[x]] = in[x], for the
 * permutation P of a PUBLIC seed (indices in the clear) and secret bits. */
void paloma_permute_bits_avx2(uint64_t out[PALOMA_N_WORDS], const uint64_t in[PALOMA_N_WORDS],
                              const uint8_t seed[32], int inverse);

/* syndrome.c. Encryption's s = [I | T] e: s = the first n - k bits of e, plus
 * every column x of T (pk, k columns of n - k bits, 64-bit little-endian
 * words) under the mask of bit n - k + x of the secret e. */
void paloma_syndrome_avx2(uint64_t s[PALOMA_R_WORDS], const uint8_t *pk,
                          const uint64_t e[PALOMA_N_WORDS]);

/* matrix_reduce.c. matrix_reduce_ct (matrix.h), same contract and result. */
int paloma_matrix_reduce_avx2(uint64_t *m, size_t rows, size_t stride, int below_only);

/* The three below evaluate polynomials on the support, 4 x 64 elements per
 * pass, bitsliced (gf4.h: the field of gf.h, no tables); support elements
 * and coefficients are secret, below 2^13. */

/* parity_rows.c. goppa_parity_rows (goppa.h): columns 64 cb .. 64 cb + 63,
 * cb in [cb0, cb1), of H = A B C into the row-major h (rows of `stride`
 * words); writes no other word of h. */
void paloma_parity_rows_avx2(uint64_t *h, size_t stride, const uint16_t *L,
                             const uint16_t g[PALOMA_T + 1], size_t cb0, size_t cb1);

/* decode_syndromes.c. The decoder's S_j = sum over x < n - k with s_x = 1 of
 * L_x^j / g(L_x)^2, j = 0 .. 2t - 1 (decode.c's syndromes); s public. */
void paloma_decode_syndromes_avx2(uint16_t S[2 * PALOMA_T], const uint64_t s[PALOMA_R_WORDS],
                                  const uint16_t L[PALOMA_N], const uint16_t g[PALOMA_T + 1]);

/* decode_roots.c. e[x] = 1 exactly where sigma(L_x) = 0, x < n (sigma of
 * degree t, coefficients sigma[0..t]). */
void paloma_decode_roots_avx2(uint64_t e[PALOMA_N_WORDS], const uint16_t sigma[PALOMA_T + 1],
                              const uint16_t L[PALOMA_N]);

#endif
