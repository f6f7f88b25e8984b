/* SHA-3 and SHAKE (FIPS 202) on top of one portable Keccak-f[1600].
 *
 * Every scheme hashes through this file, so a faster permutation helps all of
 * them at once. The incremental API mirrors the sponge: init, absorb any number
 * of times, finalize (pads), then squeeze any number of times. */
#ifndef KPQC_FIPS202_H
#define KPQC_FIPS202_H

#include <stddef.h>
#include <stdint.h>

#define KPQC_SHAKE128_RATE 168
#define KPQC_SHAKE256_RATE 136
#define KPQC_SHA3_256_RATE 136
#define KPQC_SHA3_512_RATE 72

typedef struct {
    uint64_t s[25];
    unsigned pos;   /* byte offset inside the current block */
    unsigned rate;  /* bytes per block */
    uint8_t dsbyte; /* domain separation + first padding bit */
} kpqc_keccak_state;

void kpqc_keccakf1600(uint64_t s[25]);
/* x86-64 builds also compile the permutation with -mbmi -mbmi2
 * (keccakf1600_bmi2.c); kpqc_keccakf1600 calls it when the CPU has BMI1 and
 * BMI2 (KPQC_CPU_DISABLE=bmi2 or bmi1 turns it off). Only for such CPUs. */
#if defined(__x86_64__)
#define KPQC_KECCAKF1600_HAVE_BMI2 1
void kpqc_keccakf1600_bmi2(uint64_t s[25]);
#endif

void kpqc_keccak_init(kpqc_keccak_state *st, unsigned rate, uint8_t dsbyte);
void kpqc_keccak_absorb(kpqc_keccak_state *st, const uint8_t *in, size_t inlen);
void kpqc_keccak_finalize(kpqc_keccak_state *st);
void kpqc_keccak_squeeze(uint8_t *out, size_t outlen, kpqc_keccak_state *st);

/* Convenience constructors for the four instances we use. */
void kpqc_shake128_init(kpqc_keccak_state *st);
void kpqc_shake256_init(kpqc_keccak_state *st);
void kpqc_sha3_256_init(kpqc_keccak_state *st);
void kpqc_sha3_512_init(kpqc_keccak_state *st);

/* One-shot forms. */
void kpqc_shake128(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen);
void kpqc_shake256(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen);
void kpqc_sha3_256(uint8_t out[32], const uint8_t *in, size_t inlen);
void kpqc_sha3_512(uint8_t out[64], const uint8_t *in, size_t inlen);

/* Wipes the sponge (it may hold secrets). */
void kpqc_keccak_wipe(kpqc_keccak_state *st);

#endif
