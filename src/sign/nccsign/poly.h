/* Polynomials of NCC-Sign-T: sampling (ExpandA, ExpandS, ExpandMask,
 * SampleInBall), products with the sparse challenge, and the rounding
 * functions (spec v2.1 Alg. 1-7). */
#ifndef KPQC_NCCSIGN_POLY_H
#define KPQC_NCCSIGN_POLY_H

#include <stdint.h>

#include "namespace.h"
#include "params.h"

typedef struct {
    int32_t coeffs[NCC_N];
} ncc_poly;

/* The challenge c: NCC_TAU coefficients +-1, as positions and signs. Its
 * positions are public (c~ is published; see sign.c). */
typedef struct {
    uint16_t pos[NCC_TAU];
    int8_t sign[NCC_TAU];
} ncc_challenge;

/* ExpandA: a^ in the NTT domain, coefficients in [1, q), from SHAKE128(zeta | 0 0). */
void KPQC_NS(ncc_sample_a)(ncc_poly *a, const uint8_t zeta[NCC_SEEDBYTES]);
/* ExpandS: coefficients in {-1, 0, 1} from SHAKE256(seed (64 bytes) | 0 0). */
void KPQC_NS(ncc_sample_eta)(ncc_poly *a, const uint8_t seed[64]);
/* ExpandMask: coefficients in (-gamma1, gamma1] from SHAKE256(rho | nonce). */
void KPQC_NS(ncc_sample_mask)(ncc_poly *y, const uint8_t rho[NCC_CRHBYTES], uint16_t nonce);
/* SampleInBall (Alg. 1) from SHAKE256(c~). */
void KPQC_NS(ncc_sample_challenge)(ncc_challenge *c, const uint8_t ctilde[NCC_SEEDBYTES]);

#if KPQC_BACKEND_AVX2
/* streams.c (the avx2 instance only): the samplers whose SHAKE streams run
 * side by side in the 4-way Keccak, with the same bytes as the scalar
 * calls; a^ is in the kernels' lane layout (native/x86_64/api.h).
 * ncc_expand_a: ncc_sample_a(zeta), its blocks read in the scalar
 * permutation's state. ncc_expand_keygen: seeds = SHAKE256(seed)
 * (xi1 | xi2 | K), a = ExpandA(zeta), s1 = ExpandS(seeds), s2 =
 * ExpandS(seeds + 32); branches on public data only and wipes its copies of
 * the secret streams. ncc_expand_verify: a = ExpandA(pk's zeta) and
 * tr = SHAKE256(pk). */
void KPQC_NS(ncc_expand_a)(int32_t a[NCC_N], const uint8_t zeta[NCC_SEEDBYTES]);
void KPQC_NS(ncc_expand_keygen)(int32_t a[NCC_N], int32_t s1[NCC_N], int32_t s2[NCC_N],
                                uint8_t seeds[3 * NCC_SEEDBYTES],
                                const uint8_t zeta[NCC_SEEDBYTES],
                                const uint8_t seed[NCC_SEEDBYTES]);
void KPQC_NS(ncc_expand_verify)(int32_t a[NCC_N], uint8_t tr[NCC_SEEDBYTES],
                                const uint8_t pk[NCC_PUBLICKEYBYTES]);
#endif

/* r = c a in Z[X]/(X^n - X^(n/2) + 1), exactly (no reduction mod q): for
 * |a_i| < 2^20 the result is below 3 tau 2^20 < 2^27. r may be a. Time
 * depends on the challenge's positions only. */
void KPQC_NS(ncc_challenge_mul)(int32_t r[NCC_N], const ncc_challenge *c, const int32_t a[NCC_N]);

/* Alg. 4: a in [0, q] -> (a1, a0), a = a1 2^d + a0, -2^(d-1) < a0 <= 2^(d-1). */
void KPQC_NS(ncc_power2round)(ncc_poly *a1, ncc_poly *a0, const ncc_poly *a);
/* Alg. 2 with alpha = 2 gamma2: a in [0, q) -> (a1, a0). */
void KPQC_NS(ncc_decompose)(ncc_poly *a1, ncc_poly *a0, const ncc_poly *a);
/* Hint bits for the signer, from a0 = LowBits(w - c s2) + c t0 and
 * a1 = HighBits(w): h_i = 1 when a0_i > gamma2 or a0_i < -gamma2, or
 * a0_i = -gamma2 and a1_i != 0; this is MakeHint(-c t0, w - c s2 + c t0) of
 * Alg. 9 line 16 once the rejection bounds hold. Returns the number of
 * ones; constant time. */
unsigned KPQC_NS(ncc_make_hint)(ncc_poly *h, const ncc_poly *a0, const ncc_poly *a1);
/* Alg. 3: a in [0, q), hint bits h -> corrected high bits. */
void KPQC_NS(ncc_use_hint)(ncc_poly *w1, const ncc_poly *a, const ncc_poly *h);
/* 1 if some |a_i| >= bound, else 0; constant time. */
int KPQC_NS(ncc_norm_exceeds)(const int32_t a[NCC_N], int32_t bound);

#endif
