/* SOLMAE (KpqC Round 1) parameter sets, selected by SOLMAE_LOGN (9 or 10).
 * Values from the submission: q = 12289, nonce k = 320 bits, base-sampler
 * width r = 1.32, sigma^2 (signing Gaussian), gamma^2 (norm bound on
 * (s1, s2)), alpha and its slack (the key-generation annulus). */
#ifndef KPQC_SOLMAE_PARAMS_H
#define KPQC_SOLMAE_PARAMS_H

#ifndef SOLMAE_LOGN
#error "SOLMAE_LOGN must be 9 or 10"
#endif

#define SOLMAE_N (1 << SOLMAE_LOGN)
#define SOLMAE_Q 12289
#define SOLMAE_NONCE_BYTES 40 /* k = 320 bits */
#define SOLMAE_R 1.32
#define SOLMAE_R_SQUARE 1.7424

#if SOLMAE_LOGN == 9
#define SOLMAE_SIGMA_SQUARE 30116.1316
#define SOLMAE_GAMMA_SQUARE 33870790
#define SOLMAE_ALPHA 1.17
#define SOLMAE_ALPHA_EPS 0.065
#elif SOLMAE_LOGN == 10
#define SOLMAE_SIGMA_SQUARE 60329.1844
#define SOLMAE_GAMMA_SQUARE 134150669
#define SOLMAE_ALPHA 1.64
#define SOLMAE_ALPHA_EPS 0.3
#else
#error "SOLMAE_LOGN must be 9 or 10"
#endif

/* Encodings (the submission's sizes): a header byte, then little-endian
 * IEEE-754 doubles of polynomials in FFT representation (pk: h; sk: f, g, F,
 * G), or of integer coefficients (signature: s1, s2). */
#define SOLMAE_PK_HEADER 0x09
#define SOLMAE_SK_HEADER 0x59
#define SOLMAE_SIG_HEADER 0x29
#define SOLMAE_POLY_BYTES (8 * SOLMAE_N)
#define SOLMAE_PUBLICKEYBYTES (1 + SOLMAE_POLY_BYTES)
#define SOLMAE_SECRETKEYBYTES (1 + 4 * SOLMAE_POLY_BYTES)
/* Detached signature: nonce | header | s1 | s2. */
#define SOLMAE_SIGBYTES (SOLMAE_NONCE_BYTES + 1 + 2 * SOLMAE_POLY_BYTES)

#endif
