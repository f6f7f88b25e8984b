/* Four SHAKE sponges in one lane-interleaved state (see fips202x4.h), the
 * portable 4-way permutation and the run-time choice of the AVX2 one.
 *
 * The sponge logic is the scalar one of fips202.c applied to four streams in
 * lock step: the same position, the same padding (FIPS 202, B.2: domain bits
 * 1111 for SHAKE folded with the first pad bit into 0x1f, last pad bit 0x80). */
#include <string.h>

#include "bytes.h"
#include "cpu.h"
#include "ct.h"
#include "fips202.h"
#include "fips202x4.h"

#define SHAKE_DSBYTE 0x1f

/* Lane i of stream k. */
#define LANE(st, i, k) ((st)->s[4 * (i) + (k)])

void kpqc_keccakx4_f1600_portable(kpqc_keccakx4_state *st)
{
    uint64_t one[25];
    for (unsigned k = 0; k < 4; k++) {
        for (unsigned i = 0; i < 25; i++) one[i] = LANE(st, i, k);
        kpqc_keccakf1600(one);
        for (unsigned i = 0; i < 25; i++) LANE(st, i, k) = one[i];
    }
    kpqc_memzero(one, sizeof one);
}

void kpqc_keccakx4_f1600(kpqc_keccakx4_state *st)
{
#if defined(KPQC_KECCAKX4_HAVE_AVX2)
    if (kpqc_cpu_has(KPQC_CPU_AVX2)) {
        kpqc_keccakx4_f1600_avx2(st);
        return;
    }
#endif
    kpqc_keccakx4_f1600_portable(st);
}



/* Byte pos of the rate part of stream k. */
static void xor_byte(kpqc_keccakx4_state *st, unsigned k, unsigned pos, uint8_t b)
{
    LANE(st, pos >> 3, k) ^= (uint64_t)b << (8 * (pos & 7));
}

static uint8_t get_byte(const kpqc_keccakx4_state *st, unsigned k, unsigned pos)
{
    return (uint8_t)(LANE(st, pos >> 3, k) >> (8 * (pos & 7)));
}

static void init(kpqc_keccakx4_state *st)
{
    memset(st->s, 0, sizeof st->s);
    st->pos = 0;
}

/* Whole lanes when aligned to one, single bytes otherwise (rates are multiples
 * of 8). The four inputs advance together. */
static void absorb(kpqc_keccakx4_state *st, unsigned rate, const uint8_t *in0,
                   const uint8_t *in1, const uint8_t *in2, const uint8_t *in3, size_t inlen)
{
    unsigned pos = st->pos;
    size_t off = 0;
    while (off < inlen) {
        if ((pos & 7) == 0 && inlen - off >= 8) {
            unsigned i = pos >> 3;
            LANE(st, i, 0) ^= kpqc_load64_le(in0 + off);
            LANE(st, i, 1) ^= kpqc_load64_le(in1 + off);
            LANE(st, i, 2) ^= kpqc_load64_le(in2 + off);
            LANE(st, i, 3) ^= kpqc_load64_le(in3 + off);
            off += 8;
            pos += 8;
        } else {
            xor_byte(st, 0, pos, in0[off]);
            xor_byte(st, 1, pos, in1[off]);
            xor_byte(st, 2, pos, in2[off]);
            xor_byte(st, 3, pos, in3[off]);
            off++;
            pos++;
        }
        if (pos == rate) {
            kpqc_keccakx4_f1600(st);
            pos = 0;
        }
    }
    st->pos = pos;
}

/* pad10*1; afterwards pos == rate: no squeezed bytes left in this block. */
static void finalize(kpqc_keccakx4_state *st, unsigned rate)
{
    for (unsigned k = 0; k < 4; k++) {
        xor_byte(st, k, st->pos, SHAKE_DSBYTE);
        xor_byte(st, k, rate - 1, 0x80);
    }
    st->pos = rate;
}

static void squeeze(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3, size_t outlen,
                    kpqc_keccakx4_state *st, unsigned rate)
{
    unsigned pos = st->pos;
    size_t off = 0;
    while (off < outlen) {
        if (pos == rate) {
            kpqc_keccakx4_f1600(st);
            pos = 0;
        }
        if ((pos & 7) == 0 && outlen - off >= 8) {
            unsigned i = pos >> 3;
            kpqc_store64_le(out0 + off, LANE(st, i, 0));
            kpqc_store64_le(out1 + off, LANE(st, i, 1));
            kpqc_store64_le(out2 + off, LANE(st, i, 2));
            kpqc_store64_le(out3 + off, LANE(st, i, 3));
            off += 8;
            pos += 8;
        } else {
            out0[off] = get_byte(st, 0, pos);
            out1[off] = get_byte(st, 1, pos);
            out2[off] = get_byte(st, 2, pos);
            out3[off] = get_byte(st, 3, pos);
            off++;
            pos++;
        }
    }
    st->pos = pos;
}

static void oneshot(unsigned rate, uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3,
                    size_t outlen, const uint8_t *in0, const uint8_t *in1, const uint8_t *in2,
                    const uint8_t *in3, size_t inlen)
{
    kpqc_keccakx4_state st;
    init(&st);
    absorb(&st, rate, in0, in1, in2, in3, inlen);
    finalize(&st, rate);
    squeeze(out0, out1, out2, out3, outlen, &st, rate);
    kpqc_keccakx4_wipe(&st);
}

void kpqc_shake128x4(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3, size_t outlen,
                     const uint8_t *in0, const uint8_t *in1, const uint8_t *in2,
                     const uint8_t *in3, size_t inlen)
{
    oneshot(KPQC_SHAKE128_RATE, out0, out1, out2, out3, outlen, in0, in1, in2, in3, inlen);
}

void kpqc_shake256x4(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3, size_t outlen,
                     const uint8_t *in0, const uint8_t *in1, const uint8_t *in2,
                     const uint8_t *in3, size_t inlen)
{
    oneshot(KPQC_SHAKE256_RATE, out0, out1, out2, out3, outlen, in0, in1, in2, in3, inlen);
}

void kpqc_shake128x4_absorb_once(kpqc_keccakx4_state *st, const uint8_t *in0,
                                 const uint8_t *in1, const uint8_t *in2, const uint8_t *in3,
                                 size_t inlen)
{
    init(st);
    absorb(st, KPQC_SHAKE128_RATE, in0, in1, in2, in3, inlen);
    finalize(st, KPQC_SHAKE128_RATE);
}

void kpqc_shake256x4_absorb_once(kpqc_keccakx4_state *st, const uint8_t *in0,
                                 const uint8_t *in1, const uint8_t *in2, const uint8_t *in3,
                                 size_t inlen)
{
    init(st);
    absorb(st, KPQC_SHAKE256_RATE, in0, in1, in2, in3, inlen);
    finalize(st, KPQC_SHAKE256_RATE);
}

void kpqc_shake128x4_squeezeblocks(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3,
                                   size_t nblocks, kpqc_keccakx4_state *st)
{
    squeeze(out0, out1, out2, out3, nblocks * KPQC_SHAKE128_RATE, st, KPQC_SHAKE128_RATE);
}

void kpqc_shake256x4_squeezeblocks(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3,
                                   size_t nblocks, kpqc_keccakx4_state *st)
{
    squeeze(out0, out1, out2, out3, nblocks * KPQC_SHAKE256_RATE, st, KPQC_SHAKE256_RATE);
}

void kpqc_shake128x4_init(kpqc_keccakx4_state *st) { init(st); }
void kpqc_shake256x4_init(kpqc_keccakx4_state *st) { init(st); }

void kpqc_shake128x4_absorb(kpqc_keccakx4_state *st, const uint8_t *in0, const uint8_t *in1,
                            const uint8_t *in2, const uint8_t *in3, size_t inlen)
{
    absorb(st, KPQC_SHAKE128_RATE, in0, in1, in2, in3, inlen);
}

void kpqc_shake256x4_absorb(kpqc_keccakx4_state *st, const uint8_t *in0, const uint8_t *in1,
                            const uint8_t *in2, const uint8_t *in3, size_t inlen)
{
    absorb(st, KPQC_SHAKE256_RATE, in0, in1, in2, in3, inlen);
}

void kpqc_shake128x4_finalize(kpqc_keccakx4_state *st) { finalize(st, KPQC_SHAKE128_RATE); }
void kpqc_shake256x4_finalize(kpqc_keccakx4_state *st) { finalize(st, KPQC_SHAKE256_RATE); }

void kpqc_shake128x4_squeeze(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3,
                             size_t outlen, kpqc_keccakx4_state *st)
{
    squeeze(out0, out1, out2, out3, outlen, st, KPQC_SHAKE128_RATE);
}

void kpqc_shake256x4_squeeze(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3,
                             size_t outlen, kpqc_keccakx4_state *st)
{
    squeeze(out0, out1, out2, out3, outlen, st, KPQC_SHAKE256_RATE);
}

void kpqc_keccakx4_wipe(kpqc_keccakx4_state *st)
{
    kpqc_memzero(st, sizeof *st);
}
