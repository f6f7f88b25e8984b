/* SOLMAE encodings: little-endian IEEE-754 doubles (the submission's format),
 * the message hash, and the verification equation. */
#ifndef KPQC_SOLMAE_CODEC_H
#define KPQC_SOLMAE_CODEC_H

#include <stddef.h>
#include <stdint.h>

#include "namespace.h"
#include "params.h"

void KPQC_NS(solmae_put_doubles)(uint8_t *out, const double *a, size_t count);
void KPQC_NS(solmae_get_doubles)(double *a, const uint8_t *in, size_t count);

/* c = HashToPoint(msg | nonce): SHAKE128, 16-bit little-endian words, those
 * below 5q kept, reduced mod q; the first n kept words give c. */
void KPQC_NS(solmae_hash_to_point)(uint16_t *c, const uint8_t *msg, size_t mlen,
                                   const uint8_t nonce[SOLMAE_NONCE_BYTES]);

/* pk -> h (integers in [0, q)): header, then FFT(h) whose inverse must be
 * within 1/8 of integers in [0, q). 0 or -1. tmp: n doubles. */
int KPQC_NS(solmae_decode_pk)(uint16_t *h, const uint8_t *pk, double *tmp);

/* n doubles -> integers of absolute value at most (q-1)/2. strict: each double
 * must be exactly the canonical encoding of an integer (what we sign);
 * otherwise the nearest integer within 1/64 is taken (the submission's
 * signatures carry floating-point noise). 0 or -1. */
int KPQC_NS(solmae_decode_coeffs)(int16_t *s, const uint8_t *in, int strict);

/* Verification equation on decoded values: t = s1 h + c mod q, centred;
 * accepts when t equals s2 and |(s1, t)|^2 <= gamma^2. 0 or -1. tmp: n words. */
int KPQC_NS(solmae_verify_equation)(const uint16_t *h, const int16_t *s1, const int16_t *s2,
                                    const uint16_t *c, uint16_t *tmp);

/* The same equation with the product s1 h taken in the FFT domain: hf =
 * FFT(h) as the public key holds it (h already checked by decode_pk); the
 * coefficients of s1 h stay below 2^37, so the inverse transform rounds to
 * them exactly. tmp: n doubles. */
int KPQC_NS(solmae_verify_equation_fft)(const double *hf, const int16_t *s1, const int16_t *s2,
                                        const uint16_t *c, double *tmp);

#endif
