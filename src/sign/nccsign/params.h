/* NCC-Sign v2.1 (trinomial NCC-Sign-T, SHAKE variant) parameter sets.
 *
 * The ring is Z_q[X]/(X^n - X^(n/2) + 1). Values from spec v2.1 Table 5; the
 * bit widths of the encodings from the submission's packing (they make the
 * sizes of Table 5). NCCSIGN_MODE is 1, 3, 5 (n = 2304) or 55 (5prime,
 * n = 2048), set by family.cmake. */
#ifndef KPQC_NCCSIGN_PARAMS_H
#define KPQC_NCCSIGN_PARAMS_H

#define NCC_SEEDBYTES 32
#define NCC_CRHBYTES 64
#define NCC_ETA 1

#if NCCSIGN_MODE == 1
#define NCC_N 1152
#define NCC_Q 8401537
#define NCC_QINV 2245397889u /* q^-1 mod 2^32 */
#define NCC_D 12
#define NCC_TAU 25
#define NCC_BETA 50
#define NCC_GAMMA1 (1 << 18)
#define NCC_GAMMA2 131274
#define NCC_T1_BITS 12
#define NCC_Z_BITS 19
#define NCC_W1_BITS 5
#define NCC_UNIFORM_BITS 24
#define NCC_NTT_RADIX2 6 /* NTT layers after the first split, see twiddles.h */
#define NCC_NTT_RADIX3 2
#define NCC_NTT_LEAF 1
#elif NCCSIGN_MODE == 3
#define NCC_N 1536
#define NCC_Q 8397313
#define NCC_QINV 2080628225u
#define NCC_D 12
#define NCC_TAU 29
#define NCC_BETA 58
#define NCC_GAMMA1 (1 << 18)
#define NCC_GAMMA2 131208
#define NCC_T1_BITS 12
#define NCC_Z_BITS 19
#define NCC_W1_BITS 5
#define NCC_UNIFORM_BITS 24
#define NCC_NTT_RADIX2 8
#define NCC_NTT_RADIX3 0
#define NCC_NTT_LEAF 3 /* q - 1 has one factor 3: the NTT stops at X^3 - zeta */
#elif NCCSIGN_MODE == 5
#define NCC_N 2304
#define NCC_Q 8404993
#define NCC_QINV 260030465u
#define NCC_D 13
#define NCC_TAU 32
#define NCC_BETA 64
#define NCC_GAMMA1 (1 << 19)
#define NCC_GAMMA2 262656
#define NCC_T1_BITS 11
#define NCC_Z_BITS 20
#define NCC_W1_BITS 4
#define NCC_UNIFORM_BITS 24
#define NCC_NTT_RADIX2 7
#define NCC_NTT_RADIX3 2
#define NCC_NTT_LEAF 1
#elif NCCSIGN_MODE == 55
#define NCC_N 2048
#define NCC_Q 8380417
#define NCC_QINV 58728449u
#define NCC_D 11
#define NCC_TAU 32
#define NCC_BETA 64
#define NCC_GAMMA1 (1 << 18)
#define NCC_GAMMA2 130944
#define NCC_T1_BITS 12
#define NCC_Z_BITS 19
#define NCC_W1_BITS 5
#define NCC_UNIFORM_BITS 23 /* q < 2^23 */
#define NCC_NTT_RADIX2 10
#define NCC_NTT_RADIX3 0
#define NCC_NTT_LEAF 1
#else
#error "NCCSIGN_MODE must be 1, 3, 5 or 55"
#endif

#define NCC_OMEGA 80 /* at most this many hint bits (Table 5) */
/* HighBits range: w1 takes (q - 1) / (2 gamma2) values, 16 or 32. */
#define NCC_W1_RANGE ((NCC_Q - 1) / (2 * NCC_GAMMA2))
/* Bits of a SampleInBall index: enough for 0..n-1 (11, or 12 for n = 2304). */
#define NCC_CHALLENGE_BITS (NCC_N > 2048 ? 12 : 11)

#define NCC_POLYT1_BYTES (NCC_N * NCC_T1_BITS / 8)
#define NCC_POLYT0_BYTES (NCC_N * NCC_D / 8)
#define NCC_POLYETA_BYTES (NCC_N * 3 / 8)
#define NCC_POLYZ_BYTES (NCC_N * NCC_Z_BITS / 8)
#define NCC_POLYW1_BYTES (NCC_N * NCC_W1_BITS / 8)
#define NCC_POLYH_BYTES (NCC_N / 8)

/* pk = zeta | t1; sk = zeta | K | tr | s1 | s2 | t0; sig = c~ | z | h. */
#define NCC_PUBLICKEYBYTES (NCC_SEEDBYTES + NCC_POLYT1_BYTES)
#define NCC_SECRETKEYBYTES (3 * NCC_SEEDBYTES + 2 * NCC_POLYETA_BYTES + NCC_POLYT0_BYTES)
#define NCC_SIGBYTES (NCC_SEEDBYTES + NCC_POLYZ_BYTES + NCC_POLYH_BYTES)

#endif
