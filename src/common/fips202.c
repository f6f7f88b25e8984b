/* Keccak-f[1600] and the SHA-3 / SHAKE sponge (FIPS 202). The permutation
 * itself is in keccakf1600.h. */
#include <string.h>

#include "bytes.h"
#include "cpu.h"
#include "ct.h"
#include "fips202.h"
#include "keccakf1600.h"

/* The BMI1 + BMI2 build of the permutation (keccakf1600_bmi2.c) where the CPU
 * has both; kpqc_cpu_features() is detected once and cached. */
void kpqc_keccakf1600(uint64_t s[25])
{
#if defined(KPQC_KECCAKF1600_HAVE_BMI2)
    if (kpqc_cpu_has(KPQC_CPU_BMI1 | KPQC_CPU_BMI2)) {
        kpqc_keccakf1600_bmi2(s);
        return;
    }
#endif
    keccakf1600_lanes(s);
}



static void xor_byte(uint64_t s[25], unsigned pos, uint8_t b)
{
    s[pos >> 3] ^= (uint64_t)b << (8 * (pos & 7));
}

void kpqc_keccak_init(kpqc_keccak_state *st, unsigned rate, uint8_t dsbyte)
{
    memset(st->s, 0, sizeof st->s);
    st->pos = 0;
    st->rate = rate;
    st->dsbyte = dsbyte;
}

/* n whole lanes of in into s[0 ..]. A constant n (the inlined calls below)
 * makes it straight-line code. */
static inline void xor_lanes(uint64_t *s, const uint8_t *in, unsigned n)
{
#pragma GCC unroll 32
    for (unsigned i = 0; i < n; i++) {
        s[i] ^= kpqc_load64_le(in + 8 * i);
    }
}

/* One whole block of the rate; SHAKE-256's and SHAKE-128's rates spelt out
 * so that their lane loops have a constant count. */
static void xor_block(uint64_t s[25], const uint8_t *in, unsigned rate)
{
    if (rate == KPQC_SHAKE256_RATE) {
        xor_lanes(s, in, KPQC_SHAKE256_RATE / 8);
    } else if (rate == KPQC_SHAKE128_RATE) {
        xor_lanes(s, in, KPQC_SHAKE128_RATE / 8);
    } else {
        xor_lanes(s, in, rate / 8);
    }
}

/* n bytes of in at byte pos of the state (pos + n <= rate): bytes up to a
 * lane boundary, whole lanes, the last bytes. */
static void xor_bytes(uint64_t s[25], unsigned pos, const uint8_t *in, size_t n)
{
    while (n > 0 && (pos & 7) != 0) {
        xor_byte(s, pos++, *in++);
        n--;
    }
    xor_lanes(s + (pos >> 3), in, (unsigned)(n >> 3));
    pos += (unsigned)(n & ~(size_t)7);
    in += n & ~(size_t)7;
    for (n &= 7; n > 0; n--) {
        xor_byte(s, pos++, *in++);
    }
}

/* Whole blocks straight from the input when the state is at a block
 * boundary, otherwise the bytes up to the boundary (or the end); every rate
 * is a multiple of 8. */
void kpqc_keccak_absorb(kpqc_keccak_state *st, const uint8_t *in, size_t inlen)
{
    const unsigned rate = st->rate;
    unsigned pos = st->pos;

    while (inlen > 0) {
        if (pos == 0 && inlen >= rate) {
            xor_block(st->s, in, rate);
            kpqc_keccakf1600(st->s);
            in += rate;
            inlen -= rate;
            continue;
        }
        size_t n = rate - pos < inlen ? rate - pos : inlen;
        xor_bytes(st->s, pos, in, n);
        in += n;
        inlen -= n;
        pos += (unsigned)n;
        if (pos == rate) {
            kpqc_keccakf1600(st->s);
            pos = 0;
        }
    }
    st->pos = pos;
}

/* pad10*1 with the domain bits folded into dsbyte (FIPS 202, B.2). After this
 * call pos == rate, meaning "no squeezed bytes left in the current block". */
void kpqc_keccak_finalize(kpqc_keccak_state *st)
{
    xor_byte(st->s, st->pos, st->dsbyte);
    xor_byte(st->s, st->rate - 1, 0x80);
    st->pos = st->rate;
}

/* n bytes of the state from byte pos (the lanes are little-endian, so on a
 * little-endian machine they are the state's memory). */
static void extract_bytes(uint8_t *out, const uint64_t s[25], unsigned pos, size_t n)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(out, (const uint8_t *)s + pos, n);
#else
    for (size_t i = 0; i < n; i++, pos++) {
        out[i] = (uint8_t)(s[pos >> 3] >> (8 * (pos & 7)));
    }
#endif
}

void kpqc_keccak_squeeze(uint8_t *out, size_t outlen, kpqc_keccak_state *st)
{
    const unsigned rate = st->rate;
    unsigned pos = st->pos;

    while (outlen > 0) {
        if (pos == rate) {
            kpqc_keccakf1600(st->s);
            pos = 0;
        }
        size_t n = rate - pos < outlen ? rate - pos : outlen;
        extract_bytes(out, st->s, pos, n);
        out += n;
        outlen -= n;
        pos += (unsigned)n;
    }
    st->pos = pos;
}

void kpqc_shake128_init(kpqc_keccak_state *st) { kpqc_keccak_init(st, KPQC_SHAKE128_RATE, 0x1f); }
void kpqc_shake256_init(kpqc_keccak_state *st) { kpqc_keccak_init(st, KPQC_SHAKE256_RATE, 0x1f); }
void kpqc_sha3_256_init(kpqc_keccak_state *st) { kpqc_keccak_init(st, KPQC_SHA3_256_RATE, 0x06); }
void kpqc_sha3_512_init(kpqc_keccak_state *st) { kpqc_keccak_init(st, KPQC_SHA3_512_RATE, 0x06); }

static void oneshot(void (*init)(kpqc_keccak_state *), uint8_t *out, size_t outlen,
                    const uint8_t *in, size_t inlen)
{
    kpqc_keccak_state st;
    init(&st);
    kpqc_keccak_absorb(&st, in, inlen);
    kpqc_keccak_finalize(&st);
    kpqc_keccak_squeeze(out, outlen, &st);
    kpqc_keccak_wipe(&st);
    kpqc_stack_wipe(); /* the permutation's temporaries hold output lanes */
}

void kpqc_shake128(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen)
{
    oneshot(kpqc_shake128_init, out, outlen, in, inlen);
}

void kpqc_shake256(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen)
{
    oneshot(kpqc_shake256_init, out, outlen, in, inlen);
}

void kpqc_sha3_256(uint8_t out[32], const uint8_t *in, size_t inlen)
{
    oneshot(kpqc_sha3_256_init, out, 32, in, inlen);
}

void kpqc_sha3_512(uint8_t out[64], const uint8_t *in, size_t inlen)
{
    oneshot(kpqc_sha3_512_init, out, 64, in, inlen);
}

void kpqc_keccak_wipe(kpqc_keccak_state *st)
{
    kpqc_memzero(st, sizeof *st);
}
