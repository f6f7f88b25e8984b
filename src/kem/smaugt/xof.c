/* Grouped SHAKE / SHA3 calls (xof.h). The 4-way code below is a small sponge
 * of its own on the lane-interleaved state, because the streams of a group
 * may differ in input and output length (HWT and dGaussian seeds are 34 and
 * 33 bytes, Decap hashes pk and ct), which kpqc_shake*x4 does not take. */
#include <string.h>

#include "fips202.h"
#include "xof.h"

#if KPQC_BACKEND_AVX2
#include "ct.h"
#include "fips202x4.h"

#define SHAKE_DS 0x1f
#define SHA3_DS 0x06

/* Byte pos of the rate of stream k (s[4 * lane + k] is lane `lane` of k). */
static void xor_byte(kpqc_keccakx4_state *st, unsigned k, size_t pos, uint8_t b)
{
    st->s[4 * (pos >> 3) + k] ^= (uint64_t)b << (8 * (pos & 7));
}

static uint64_t load64_le(const uint8_t *p)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < 8; i++) {
        v |= (uint64_t)p[i] << (8 * i);
    }
    return v;
}

/* The first len bytes of the rate of stream k ^= in (whole lanes, then bytes). */
static void xor_bytes(kpqc_keccakx4_state *st, unsigned k, const uint8_t *in, size_t len)
{
    size_t i = 0;
    for (; i + 8 <= len; i += 8) {
        st->s[4 * (i >> 3) + k] ^= load64_le(in + i);
    }
    for (; i < len; i++) {
        xor_byte(st, k, i, in[i]);
    }
}

static void read_bytes(uint8_t *out, const kpqc_keccakx4_state *st, unsigned k, size_t len)
{
    size_t i = 0;
    for (; i + 8 <= len; i += 8) {
        uint64_t v = st->s[4 * (i >> 3) + k];
        for (unsigned b = 0; b < 8; b++) {
            out[i + b] = (uint8_t)(v >> (8 * b));
        }
    }
    for (; i < len; i++) {
        out[i] = (uint8_t)(st->s[4 * (i >> 3) + k] >> (8 * (i & 7)));
    }
}

/* Up to four one-block inputs, absorbed and padded together; all streams are
 * squeezed block by block until the longest output is complete. */
static void calls_x4(unsigned rate, const smaugt_xof_call *c, unsigned n)
{
    kpqc_keccakx4_state st;
    size_t longest = 0;

    memset(&st, 0, sizeof st);
    for (unsigned k = 0; k < n; k++) {
        xor_bytes(&st, k, c[k].in, c[k].inlen);
        xor_byte(&st, k, c[k].inlen, SHAKE_DS);
        xor_byte(&st, k, rate - 1, 0x80);
        longest = c[k].outlen > longest ? c[k].outlen : longest;
    }
    for (size_t off = 0; off < longest; off += rate) {
        kpqc_keccakx4_f1600(&st);
        for (unsigned k = 0; k < n; k++) {
            if (off < c[k].outlen) {
                size_t len = c[k].outlen - off;
                read_bytes(c[k].out + off, &st, k, len < rate ? len : rate);
            }
        }
    }
    kpqc_keccakx4_wipe(&st);
}

static void calls(unsigned rate, const smaugt_xof_call *c, unsigned n)
{
    for (unsigned i = 0; i < n; i += 4) {
        calls_x4(rate, c + i, n - i < 4 ? n - i : 4);
    }
}

void smaugt_shake128_calls(const smaugt_xof_call *c, unsigned n)
{
    calls(KPQC_SHAKE128_RATE, c, n);
}

void smaugt_shake256_calls(const smaugt_xof_call *c, unsigned n)
{
    calls(KPQC_SHAKE256_RATE, c, n);
}

/* Two streams of different lengths: stream k absorbs its full blocks, then
 * its padded last block in round last[k]; its digest is read right after
 * that round's permutation (later rounds only scramble a finished state). */
void smaugt_sha3_256_two(uint8_t out1[32], const uint8_t *in1, size_t len1, uint8_t out2[32],
                         const uint8_t *in2, size_t len2)
{
    const unsigned rate = KPQC_SHA3_256_RATE;
    const uint8_t *in[2] = {in1, in2};
    const size_t len[2] = {len1, len2};
    uint8_t *out[2] = {out1, out2};
    size_t last[2] = {len1 / rate, len2 / rate};
    size_t rounds = (last[0] > last[1] ? last[0] : last[1]) + 1;
    kpqc_keccakx4_state st;

    memset(&st, 0, sizeof st);
    for (size_t r = 0; r < rounds; r++) {
        for (unsigned k = 0; k < 2; k++) {
            if (r < last[k]) {
                xor_bytes(&st, k, in[k] + r * rate, rate);
            } else if (r == last[k]) {
                xor_bytes(&st, k, in[k] + r * rate, len[k] - r * rate);
                xor_byte(&st, k, len[k] - r * rate, SHA3_DS);
                xor_byte(&st, k, rate - 1, 0x80);
            }
        }
        kpqc_keccakx4_f1600(&st);
        for (unsigned k = 0; k < 2; k++) {
            if (r == last[k]) {
                read_bytes(out[k], &st, k, 32);
            }
        }
    }
    kpqc_keccakx4_wipe(&st);
}

#else /* portable: one call after another */

void smaugt_shake128_calls(const smaugt_xof_call *c, unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        kpqc_shake128(c[i].out, c[i].outlen, c[i].in, c[i].inlen);
    }
}

void smaugt_shake256_calls(const smaugt_xof_call *c, unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        kpqc_shake256(c[i].out, c[i].outlen, c[i].in, c[i].inlen);
    }
}

void smaugt_sha3_256_two(uint8_t out1[32], const uint8_t *in1, size_t len1, uint8_t out2[32],
                         const uint8_t *in2, size_t len2)
{
    kpqc_sha3_256(out1, in1, len1);
    kpqc_sha3_256(out2, in2, len2);
}

#endif
