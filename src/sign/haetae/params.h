/* HAETAE v1.1.2 parameters (KS X 123456, parameter table; KpqClean ver2).
 *
 * The build compiles the family once per set with KPQC_HAETAE_MODE = 2, 3 or
 * 5. The constants of all three sets are written side by side (HAETAE2_*,
 * HAETAE3_*, HAETAE5_*) so that tests can check every set from one file; the
 * unsuffixed HAETAE_* names select the compiled set.
 *
 * The reference states the norm bounds as decimals (B0 = 9846.02, ...) and
 * derives integer thresholds from them in double precision. We use the
 * integers directly; see "Thresholds" below for why they are exact. */
#ifndef KPQC_HAETAE_PARAMS_H
#define KPQC_HAETAE_PARAMS_H

#ifndef KPQC_HAETAE_MODE
#error "KPQC_HAETAE_MODE must be 2, 3 or 5"
#endif

/* KPQC_HAETAE_V120 selects v1.2.0 (rows HAETAE<m>-v1.2.0): its new Gaussian
 * sampler (gauss.h), nothing else; portable only (the avx2 gauss kernel
 * implements v1.1.2's 16-bit CDT). */
#ifndef KPQC_HAETAE_V120
#define KPQC_HAETAE_V120 0
#endif
#if KPQC_HAETAE_V120 && KPQC_BACKEND_AVX2
#error "HAETAE v1.2.0 has no avx2 backend"
#endif

#define HAETAE_N 256
#define HAETAE_Q 64513
#define HAETAE_DQ (2 * HAETAE_Q)
#define HAETAE_SEEDBYTES 32
#define HAETAE_CRHBYTES 64
#define HAETAE_ETA 1
#define HAETAE_LN 8192 /* fixed-point scale of y and z: 2^13 */
#define HAETAE_LNBITS 13

/* Dimensions: A is K x L; s = (s1, s2) has M = L - 1 and K polynomials. */
#define HAETAE2_K 2
#define HAETAE2_L 4
#define HAETAE3_K 3
#define HAETAE3_L 6
#define HAETAE5_K 4
#define HAETAE5_L 7

/* Challenge weight. */
#define HAETAE2_TAU 58
#define HAETAE3_TAU 80
#define HAETAE5_TAU 128

/* Thresholds. The reference writes B0, B1, B2, gamma as decimal literals and
 * computes (uint64_t)(B * B), the bound (uint64_t)(B0 * LN + sqrt(n m) / 2)
 * and the comparison "x > gamma * gamma * N" in IEEE double. Each value
 * below is floor() of the exact decimal expression:
 *
 *   set  B0^2            B1^2            B2^2            gamma^2 * 256
 *    2   96944109.8404   96805527.4404   163265017.3504  611098.665984
 *    3  335438492.4004  335171879.29    479901314.2225   852505.049344
 *    5  499239142.1956  498849991.5025  597386433.4201   778065.1264
 *
 *   B0 * 8192 + sqrt(n m)/2:  80658615.4359 / 150036340.16 / 183039289.2530
 *
 * Every fractional part lies in [0.049, 0.85], while a double product of
 * such magnitudes is off by less than 2^-20; so the double result truncates
 * to the same integer on any IEEE-754 platform, and for an integer x,
 * "x > gamma^2 N" (double) is "x > HAETAE_GAMMA2N" (integer). The test
 * tests/haetae/test_haetae_params.c recomputes all of them both ways. */
#define HAETAE2_B0SQ 96944109ULL
#ifndef KPQC_HAETAE_R2
#define KPQC_HAETAE_R2 0 /* 1: the Round-2 code (rows HAETAE<m>-r2) */
#endif
#if KPQC_HAETAE_R2
/* The Round-2 code writes B1 = 9838.99 for set 2 (v1.1.2: 9838.98):
 * 9838.99^2 = 96805724.2201. */
#define HAETAE2_B1SQ 96805724ULL
#else
#define HAETAE2_B1SQ 96805527ULL
#endif
#define HAETAE2_B2SQ 163265017ULL
#define HAETAE2_GAMMA2N 611098
#define HAETAE2_B0SCALE 80658615ULL
#define HAETAE3_B0SQ 335438492ULL
#define HAETAE3_B1SQ 335171879ULL
#define HAETAE3_B2SQ 479901314ULL
#define HAETAE3_GAMMA2N 852505
#define HAETAE3_B0SCALE 150036340ULL
#define HAETAE5_B0SQ 499239142ULL
#define HAETAE5_B1SQ 498849991ULL
#define HAETAE5_B2SQ 597386433ULL
#define HAETAE5_GAMMA2N 778065
#define HAETAE5_B0SCALE 183039289ULL

/* Newton start for 1/sqrt(x) on fp96_76 values (hi * 2^48 + lo) / 2^76, with
 * s = sqrt((K + L) N + 2): round(2^76 / s^3) and round(2^76 * 3 / (2 s)). */
#define HAETAE2_START_CUBE_HI 0x1162ULL
#define HAETAE2_START_CUBE_LO 0x770077e2e41aULL
#define HAETAE2_START_3H_HI 0x9caa56ULL
#define HAETAE2_START_3H_LO 0x693861ad937bULL
#define HAETAE3_START_CUBE_HI 0x978ULL
#define HAETAE3_START_CUBE_LO 0x1a2935cfae68ULL
#define HAETAE3_START_3H_HI 0x7ff1c9ULL
#define HAETAE3_START_3H_LO 0x7ad215218533ULL
#define HAETAE5_START_CUBE_HI 0x702ULL
#define HAETAE5_START_CUBE_LO 0x700ff3e8890dULL
#define HAETAE5_START_3H_HI 0x73bd40ULL
#define HAETAE5_START_3H_LO 0x5768588eed31ULL

/* Hint decomposition: alpha_h = 512 (2^9) for sets 2 and 3, 256 for 5. */
#define HAETAE2_LOG_ALPHA_HINT 9
#define HAETAE3_LOG_ALPHA_HINT 9
#define HAETAE5_LOG_ALPHA_HINT 8

/* Signature: fixed length, and the baselines of the two rANS length bytes. */
#define HAETAE2_SIGBYTES 1474
#define HAETAE3_SIGBYTES 2349
#define HAETAE5_SIGBYTES 2948
#define HAETAE2_BASE_ENC_HB_Z1 132
#define HAETAE2_BASE_ENC_H 7
#define HAETAE3_BASE_ENC_HB_Z1 376
#define HAETAE3_BASE_ENC_H 127
#define HAETAE5_BASE_ENC_HB_Z1 501
#define HAETAE5_BASE_ENC_H 358

/* Sets 2 and 3 round b to b1 = (b - b0) / 2 and keep 15 bits per
 * coefficient; set 5 stores NTT(-2b) in 16 bits. s2 then needs 3 bits per
 * coefficient (sets 2, 3) or 2 bits (set 5). */
#define HAETAE2_ROUNDED_VK 1
#define HAETAE3_ROUNDED_VK 1
#define HAETAE5_ROUNDED_VK 0

/* ---- the compiled set -------------------------------------------------- */
#define HAETAE_SEL__(m, x) HAETAE##m##_##x
#define HAETAE_SEL_(m, x) HAETAE_SEL__(m, x)
#define HAETAE_SEL(x) HAETAE_SEL_(KPQC_HAETAE_MODE, x)

#define HAETAE_K HAETAE_SEL(K)
#define HAETAE_L HAETAE_SEL(L)
#define HAETAE_M (HAETAE_L - 1)
#define HAETAE_TAU HAETAE_SEL(TAU)
#define HAETAE_B0SQ HAETAE_SEL(B0SQ)
#define HAETAE_B1SQ HAETAE_SEL(B1SQ)
#define HAETAE_B2SQ HAETAE_SEL(B2SQ)
#define HAETAE_GAMMA2N HAETAE_SEL(GAMMA2N)
#define HAETAE_B0SCALE HAETAE_SEL(B0SCALE)
#define HAETAE_LOG_ALPHA_HINT HAETAE_SEL(LOG_ALPHA_HINT)
#define HAETAE_ALPHA_HINT (1 << HAETAE_LOG_ALPHA_HINT)
#define HAETAE_HALF_ALPHA_HINT (HAETAE_ALPHA_HINT >> 1)
/* Number of high-bit values: HighBits lies in [0, (2q - 2) / alpha_h). */
#define HAETAE_HB_RANGE ((HAETAE_DQ - 2) / HAETAE_ALPHA_HINT)
#define HAETAE_SIGBYTES HAETAE_SEL(SIGBYTES)
#define HAETAE_BASE_ENC_HB_Z1 HAETAE_SEL(BASE_ENC_HB_Z1)
#define HAETAE_BASE_ENC_H HAETAE_SEL(BASE_ENC_H)
#define HAETAE_ROUNDED_VK HAETAE_SEL(ROUNDED_VK)

/* ---- encoded sizes ----------------------------------------------------- */
#if HAETAE_ROUNDED_VK
#define HAETAE_POLYQ_PACKEDBYTES 480    /* 15 bits per coefficient */
#define HAETAE_POLYS2_PACKEDBYTES 96    /* 3 bits */
#else
#define HAETAE_POLYQ_PACKEDBYTES 512    /* 16 bits */
#define HAETAE_POLYS2_PACKEDBYTES 64    /* 2 bits */
#endif
#define HAETAE_POLYETA_PACKEDBYTES 64   /* 2 bits */
#define HAETAE_POLYC_PACKEDBYTES 32     /* 1 bit */
/* HighBits as hashed into the challenge: a 288-byte slot per polynomial
 * (9 bits x 256; sets 2 and 3 fill the first 256 bytes and leave zeros). */
#define HAETAE_POLY_HIGHBITS_PACKEDBYTES (HAETAE_N * 9 / 8)
#define HAETAE_CHALLENGE_INPUT_BYTES \
    (HAETAE_K * HAETAE_POLY_HIGHBITS_PACKEDBYTES + HAETAE_POLYC_PACKEDBYTES)

#define HAETAE_PUBLICKEYBYTES (HAETAE_SEEDBYTES + HAETAE_K * HAETAE_POLYQ_PACKEDBYTES)
#define HAETAE_SECRETKEYBYTES                                            \
    (HAETAE_PUBLICKEYBYTES + HAETAE_M * HAETAE_POLYETA_PACKEDBYTES +     \
     HAETAE_K * HAETAE_POLYS2_PACKEDBYTES + HAETAE_SEEDBYTES)

/* Signature layout: c (32) | LowBits(z1) (L N bytes) | two length bytes |
 * rANS(HighBits(z1)) | rANS(h) | zero padding up to HAETAE_SIGBYTES. */
#define HAETAE_SIG_FIXED_BYTES (HAETAE_POLYC_PACKEDBYTES + HAETAE_L * HAETAE_N + 2)

#endif
