/* PALOMA's Shuffle (the reference's only source of permutations): a
 * Fisher-Yates pass over [0, len) from the top, the swap partner of position
 * i being j_i = w_{c mod 16} mod (i + 1), where w_0..w_15 are the 32-byte
 * seed read as sixteen 16-bit little-endian words and c counts the steps
 * (0 for i = len - 1). The mod makes it biased; it must be reproduced exactly.
 *
 * Shuffling the identity gives the permutation P: P[x] = the value that ends
 * in slot x. Applying the same swaps to an array v gives v[P[x]] at x (the
 * reference's perm); applying them in reverse order gives v[P^-1[x]] at x
 * (perm_inv). */
#ifndef KPQC_PALOMA_SHUFFLE_H
#define KPQC_PALOMA_SHUFFLE_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

/* Secret seeds, constant time (every swap touches slots 0..i):
 * a[x] <- a[P[x]] (forward) or a[x] <- a[P^-1[x]] (reverse). */
void KPQC_NS(shuffle_apply_ct)(uint16_t *a, size_t len, const uint8_t seed[32]);
void KPQC_NS(shuffle_apply_inverse_ct)(uint16_t *a, size_t len, const uint8_t seed[32]);
/* The reference's GenErrVec: the t positions P[0..t-1] of the shuffle of
 * [0, n), as an n-bit vector; constant time for a secret seed. */
void KPQC_NS(shuffle_error_vector_ct)(uint64_t e[PALOMA_N_WORDS], const uint8_t seed[32]);
/* Public seeds (r^ of the ciphertext), secret bit vectors:
 * out[x] = in[P[x]] (permute) or out[P[x]] = in[x] (unpermute). */
void KPQC_NS(shuffle_permute_bits)(uint64_t out[PALOMA_N_WORDS], const uint64_t in[PALOMA_N_WORDS],
                                   const uint8_t seed[32]);
void KPQC_NS(shuffle_unpermute_bits)(uint64_t out[PALOMA_N_WORDS],
                                     const uint64_t in[PALOMA_N_WORDS], const uint8_t seed[32]);
#define shuffle_apply_ct KPQC_NS(shuffle_apply_ct)
#define shuffle_apply_inverse_ct KPQC_NS(shuffle_apply_inverse_ct)
#define shuffle_error_vector_ct KPQC_NS(shuffle_error_vector_ct)
#define shuffle_permute_bits KPQC_NS(shuffle_permute_bits)
#define shuffle_unpermute_bits KPQC_NS(shuffle_unpermute_bits)

#endif
