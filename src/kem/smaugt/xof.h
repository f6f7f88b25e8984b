/* The SHAKE and SHA3 calls of SMAUG-T that do not depend on each other, made
 * as groups: ExpandA's entries, the samplers' streams of KeyGen and Enc, and
 * the two hashes and the two G calls of Decap.
 *
 * The portable backend makes the calls one after another with the scalar
 * Keccak; the AVX2 backend runs them four at a time on the 4-way Keccak
 * (src/common/fips202x4.h), each stream in its own state, so the outputs are
 * the same byte for byte. */
#ifndef SMAUGT_XOF_H
#define SMAUGT_XOF_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

/* One call: out = first outlen bytes of XOF(in). The input must fit in one
 * block of the rate (inlen < 136), which all of SMAUG-T's seeded calls do. */
typedef struct {
    uint8_t *out;
    size_t outlen;
    const uint8_t *in;
    size_t inlen;
} smaugt_xof_call;

#define smaugt_shake128_calls KPQC_NS(shake128_calls)
#define smaugt_shake256_calls KPQC_NS(shake256_calls)
#define smaugt_sha3_256_two KPQC_NS(sha3_256_two)

void smaugt_shake128_calls(const smaugt_xof_call *calls, unsigned n);
void smaugt_shake256_calls(const smaugt_xof_call *calls, unsigned n);

/* out1 = SHA3-256(in1), out2 = SHA3-256(in2), inputs of any lengths. */
void smaugt_sha3_256_two(uint8_t out1[32], const uint8_t *in1, size_t len1, uint8_t out2[32],
                         const uint8_t *in2, size_t len2);

/* Rows of A that ExpandA makes in one group: two for k = 2 on the 4-way
 * Keccak (four entries), else one. */
#if KPQC_BACKEND_AVX2 && SMAUGT_K == 2
#define SMAUGT_A_ROWS 2
#else
#define SMAUGT_A_ROWS 1
#endif

#endif
