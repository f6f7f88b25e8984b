/* Four Keccak-f[1600] states side by side, and SHAKE128 / SHAKE256 on four
 * independent streams at once (FIPS 202 applied to each stream separately).
 *
 * Schemes that expand many seeds (matrices, samplers) hash four of them per
 * call. The four states are stored lane-interleaved, so one 256-bit vector
 * holds the same lane of every state: the AVX2 permutation works on that layout
 * directly, the portable one permutes the four states one after the other.
 * Every output equals, byte for byte, four calls of the scalar SHAKE in
 * fips202.h on the same inputs. */
#ifndef KPQC_FIPS202X4_H
#define KPQC_FIPS202X4_H

#include <stddef.h>
#include <stdint.h>

/* Four independent Keccak-f[1600] states, lane-interleaved: s[4*i + k] is lane i
 * (0..24, lane (x, y) is i = x + 5y) of state k (0..3). 32-byte aligned. */
typedef struct {
    _Alignas(32) uint64_t s[100];
    unsigned pos; /* incremental absorb/squeeze position in bytes within the rate */
} kpqc_keccakx4_state;

/* x86-64 builds compile the AVX2 permutation (in its own object, with -mavx2). */
#if defined(__x86_64__)
#define KPQC_KECCAKX4_HAVE_AVX2 1
#endif

/* The permutation on all four states. Dispatches at run time: AVX2 when
 * kpqc_cpu_has(KPQC_CPU_AVX2) (KPQC_CPU_DISABLE=avx2 forces portable), else the
 * portable code. */
void kpqc_keccakx4_f1600(kpqc_keccakx4_state *st);
void kpqc_keccakx4_f1600_portable(kpqc_keccakx4_state *st);
/* x86-64 builds only (KPQC_KECCAKX4_HAVE_AVX2); the CPU must have AVX2. */
void kpqc_keccakx4_f1600_avx2(kpqc_keccakx4_state *st);

/* One-shot SHAKE on four inputs of the same length, four outputs of the same
 * length. An output pointer may equal another output pointer only for a stream
 * whose output is not needed. */
void kpqc_shake128x4(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3, size_t outlen,
                     const uint8_t *in0, const uint8_t *in1, const uint8_t *in2,
                     const uint8_t *in3, size_t inlen);
void kpqc_shake256x4(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3, size_t outlen,
                     const uint8_t *in0, const uint8_t *in1, const uint8_t *in2,
                     const uint8_t *in3, size_t inlen);

/* Absorb all input at once (init, absorb, finalize), then squeeze whole blocks
 * of the rate (KPQC_SHAKE128_RATE = 168, KPQC_SHAKE256_RATE = 136 bytes) per
 * stream. squeezeblocks continues the streams exactly as _squeeze would, so the
 * two may be mixed. */
void kpqc_shake128x4_absorb_once(kpqc_keccakx4_state *st, const uint8_t *in0,
                                 const uint8_t *in1, const uint8_t *in2, const uint8_t *in3,
                                 size_t inlen);
void kpqc_shake128x4_squeezeblocks(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3,
                                   size_t nblocks, kpqc_keccakx4_state *st);
void kpqc_shake256x4_absorb_once(kpqc_keccakx4_state *st, const uint8_t *in0,
                                 const uint8_t *in1, const uint8_t *in2, const uint8_t *in3,
                                 size_t inlen);
void kpqc_shake256x4_squeezeblocks(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3,
                                   size_t nblocks, kpqc_keccakx4_state *st);

/* Incremental: init, absorb any number of times (the same length for the four
 * streams in each call), finalize (pads), then squeeze any lengths. */
void kpqc_shake128x4_init(kpqc_keccakx4_state *st);
void kpqc_shake128x4_absorb(kpqc_keccakx4_state *st, const uint8_t *in0, const uint8_t *in1,
                            const uint8_t *in2, const uint8_t *in3, size_t inlen);
void kpqc_shake128x4_finalize(kpqc_keccakx4_state *st);
void kpqc_shake128x4_squeeze(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3,
                             size_t outlen, kpqc_keccakx4_state *st);
void kpqc_shake256x4_init(kpqc_keccakx4_state *st);
void kpqc_shake256x4_absorb(kpqc_keccakx4_state *st, const uint8_t *in0, const uint8_t *in1,
                            const uint8_t *in2, const uint8_t *in3, size_t inlen);
void kpqc_shake256x4_finalize(kpqc_keccakx4_state *st);
void kpqc_shake256x4_squeeze(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3,
                             size_t outlen, kpqc_keccakx4_state *st);

/* Wipes the four sponges (they may hold secrets). */
void kpqc_keccakx4_wipe(kpqc_keccakx4_state *st);

#endif
