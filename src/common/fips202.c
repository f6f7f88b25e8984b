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

/* Bytes go in one at a time up to a lane boundary, then whole blocks of the
 * rate lane by lane (one permutation per block, no per-lane test), then the
 * remaining whole lanes, then the last bytes; every rate is a multiple of 8, so
 * the last bytes never complete a block. */
void kpqc_keccak_absorb(kpqc_keccak_state *st, const uint8_t *in, size_t inlen)
{
    const unsigned rate = st->rate;
    unsigned pos = st->pos;

    while (inlen > 0 && (pos & 7) != 0) {
        xor_byte(st->s, pos++, *in++);
        inlen--;
        if (pos == rate) {
            kpqc_keccakf1600(st->s);
            pos = 0;
        }
    }
    while (inlen >= 8) {
        if (pos == 0) {
            while (inlen >= rate) {
                for (unsigned i = 0; i < rate / 8; i++) {
                    st->s[i] ^= kpqc_load64_le(in + 8 * i);
                }
                kpqc_keccakf1600(st->s);
                in += rate;
                inlen -= rate;
            }
            if (inlen < 8) {
                break;
            }
        }
        st->s[pos >> 3] ^= kpqc_load64_le(in);
        in += 8;
        inlen -= 8;
        pos += 8;
        if (pos == rate) {
            kpqc_keccakf1600(st->s);
            pos = 0;
        }
    }
    while (inlen > 0) {
        xor_byte(st->s, pos++, *in++);
        inlen--;
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

void kpqc_keccak_squeeze(uint8_t *out, size_t outlen, kpqc_keccak_state *st)
{
    unsigned pos = st->pos;
    while (outlen > 0) {
        if (pos == st->rate) {
            kpqc_keccakf1600(st->s);
            pos = 0;
        }
        if ((pos & 7) == 0 && outlen >= 8) {
            kpqc_store64_le(out, st->s[pos >> 3]);
            out += 8;
            outlen -= 8;
            pos += 8;
        } else {
            *out++ = (uint8_t)(st->s[pos >> 3] >> (8 * (pos & 7)));
            outlen--;
            pos++;
        }
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
