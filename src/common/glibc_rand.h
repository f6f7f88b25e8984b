/* A bit-exact model of glibc's srand()/rand() (the TYPE_3 additive feedback
 * generator behind random_r: 31 words of state, taps 3 and 0, seeded by the
 * Park-Miller LCG, first 310 outputs discarded).
 *
 * KAT-only: PALOMA's official KAT generator draws all the scheme's randomness
 * as rand() & 0xff, so `kpqc kat` and the tests need this stream to reproduce
 * it. It is not a cryptographic generator; the schemes never see it outside
 * kpqc_kat_write (the thread's source is switched to it and back). */
#ifndef KPQC_GLIBC_RAND_H
#define KPQC_GLIBC_RAND_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint32_t state[31];
    unsigned front, rear; /* glibc's fptr and rptr, as indices into state */
} kpqc_glibc_rand;

/* srand(seed) */
void kpqc_glibc_srand(kpqc_glibc_rand *g, uint32_t seed);
/* rand(): 0 .. 2^31 - 1 */
uint32_t kpqc_glibc_rand_next(kpqc_glibc_rand *g);
/* len bytes, each rand() & 0xff (what PALOMA's generator calls a random byte) */
void kpqc_glibc_rand_bytes(kpqc_glibc_rand *g, uint8_t *out, size_t len);

#endif
