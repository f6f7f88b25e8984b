/* The avx2 instance's samplers that run independent SHAKE streams of one
 * operation side by side in the lanes of the 4-way Keccak (poly.h; compiled
 * into the avx2 instance only): key generation's ExpandA, H(zeta') and
 * ExpandS streams, verification's ExpandA and H(pk). Each stream is the
 * scalar sponge of fips202.c held in one lane k (lane i of it at
 * s[4 i + k]); one 4-way permutation advances every lane at once, so while
 * two or three streams run, each block costs far less than a scalar
 * permutation (on Zen 4 the 4-way one costs about 1.5 scalar ones). ExpandA
 * outlives the others and moves to the scalar permutation when it runs
 * alone. */
#include <string.h>

#include "bytes.h"
#include "ct.h"
#include "fips202.h"
#include "fips202x4.h"
#include "poly.h"

#if !KPQC_BACKEND_AVX2
#error "streams.c belongs to the avx2 instance (it calls native/x86_64 kernels)"
#endif
#include "native/x86_64/api.h"

#define LANE(x, i, k) ((x)->s[4 * (i) + (k)])
#define SHAKE_DSBYTE 0x1f

static void lane_xor_bytes(kpqc_keccakx4_state *x, unsigned k, unsigned pos, const uint8_t *in,
                           size_t n)
{
    for (size_t j = 0; j < n; j++, pos++) {
        LANE(x, pos >> 3, k) ^= (uint64_t)in[j] << (8 * (pos & 7));
    }
}

/* Absorbs the last len bytes (len < rate) of a stream at the start of a
 * block and pads (pad10*1 with SHAKE's domain bits, FIPS 202 B.2). */
static void lane_last(kpqc_keccakx4_state *x, unsigned k, unsigned rate, const uint8_t *in,
                      size_t len)
{
    const uint8_t pad = SHAKE_DSBYTE, end = 0x80;
    lane_xor_bytes(x, k, 0, in, len);
    lane_xor_bytes(x, k, (unsigned)len, &pad, 1);
    lane_xor_bytes(x, k, rate - 1, &end, 1);
}

/* A stream that starts now: lane k cleared, then its whole input (one
 * block at most) absorbed and padded. */
static void lane_start(kpqc_keccakx4_state *x, unsigned k, unsigned rate, const uint8_t *in,
                       size_t len)
{
    for (unsigned i = 0; i < 25; i++) LANE(x, i, k) = 0;
    lane_last(x, k, rate, in, len);
}

/* The first n bytes (a multiple of 8) of lane k's rate. */
static void lane_read(uint8_t *out, const kpqc_keccakx4_state *x, unsigned k, unsigned n)
{
    for (unsigned i = 0; i < n / 8; i++) kpqc_store64_le(out + 8 * i, LANE(x, i, k));
}

/* ExpandA's stream in lane 0 of x, its current block read: the rest of a^
 * from the scalar permutation (its values are public), each block read
 * where it lies, in the state (x86-64 is little-endian, so the state's
 * bytes are the stream's; the rejection step reads 8 bytes past the block,
 * which the state's capacity holds), then into the lane layout. */
static void expand_a_finish(int32_t a[NCC_N], int32_t t[NCC_N], unsigned ctr, uint64_t s[25])
{
    _Static_assert(KPQC_SHAKE128_RATE + 8 <= 25 * 8, "the rejection step's overread");
    while (ctr < NCC_N) {
        kpqc_keccakf1600(s);
        ctr += ncc_rej_uniform_avx2(t + ctr, NCC_N - ctr, (const uint8_t *)s);
    }
    ncc_ntt_layout_avx2(a, t);
}

static void expand_a_lane0(int32_t a[NCC_N], int32_t t[NCC_N], unsigned ctr,
                           const kpqc_keccakx4_state *x)
{
    uint64_t s[25];
    for (unsigned i = 0; i < 25; i++) s[i] = LANE(x, i, 0);
    expand_a_finish(a, t, ctr, s);
}

/* zeta | 0 0: ExpandA's input (nonce 0, 16-bit little-endian). */
static void start_expand_a(kpqc_keccakx4_state *x, const uint8_t zeta[NCC_SEEDBYTES])
{
    uint8_t in[NCC_SEEDBYTES + 2] = {0};
    memcpy(in, zeta, NCC_SEEDBYTES);
    lane_start(x, 0, KPQC_SHAKE128_RATE, in, sizeof in);
}

void KPQC_NS(ncc_expand_a)(int32_t a[NCC_N], const uint8_t zeta[NCC_SEEDBYTES])
{
    uint64_t s[25] = {0};
    uint8_t *bytes = (uint8_t *)s; /* little-endian: the sponge's bytes */
    _Alignas(32) int32_t t[NCC_N];
    /* zeta | 0 0 (the nonce), padded (FIPS 202 B.2) */
    memcpy(bytes, zeta, NCC_SEEDBYTES);
    bytes[NCC_SEEDBYTES + 2] ^= SHAKE_DSBYTE;
    bytes[KPQC_SHAKE128_RATE - 1] ^= 0x80;
    expand_a_finish(a, t, 0, s);
}

void KPQC_NS(ncc_expand_keygen)(int32_t a[NCC_N], int32_t s1[NCC_N], int32_t s2[NCC_N],
                                uint8_t seeds[3 * NCC_SEEDBYTES],
                                const uint8_t zeta[NCC_SEEDBYTES],
                                const uint8_t seed[NCC_SEEDBYTES])
{
    kpqc_keccakx4_state x;
    uint8_t ubuf[KPQC_SHAKE128_RATE + 8] = {0};
    uint8_t ebuf[KPQC_SHAKE256_RATE];
    uint8_t in[2 * NCC_SEEDBYTES + 2] = {0};
    _Alignas(32) int32_t t[NCC_N];
    unsigned na = 0, n1 = 0, n2 = 0;

    memset(&x, 0, sizeof x);
    /* lane 0: ExpandA, SHAKE128(zeta | 0 0); lane 1: xi1 | xi2 | K = SHAKE256(zeta') */
    start_expand_a(&x, zeta);
    lane_start(&x, 1, KPQC_SHAKE256_RATE, seed, NCC_SEEDBYTES);
    kpqc_keccakx4_f1600(&x);
    lane_read(seeds, &x, 1, 3 * NCC_SEEDBYTES);
    /* lanes 1 and 2: ExpandS, SHAKE256(xi1 | xi2 | 0 0) for s1 and
     * SHAKE256(xi2 | K | 0 0) for s2 (64 bytes of seed each) */
    memcpy(in, seeds, 2 * NCC_SEEDBYTES);
    lane_start(&x, 1, KPQC_SHAKE256_RATE, in, sizeof in);
    memcpy(in, seeds + NCC_SEEDBYTES, 2 * NCC_SEEDBYTES);
    lane_start(&x, 2, KPQC_SHAKE256_RATE, in, sizeof in);
    kpqc_memzero(in, sizeof in);
    /* ExpandA's first block came with the first permutation. */
    lane_read(ubuf, &x, 0, KPQC_SHAKE128_RATE);
    na += ncc_rej_uniform_avx2(t, NCC_N, ubuf);
    /* How many blocks ExpandS takes is public (rej_eta declassifies which
     * candidates it skips), so this loop's length is too. */
    do {
        kpqc_keccakx4_f1600(&x);
        if (na < NCC_N) {
            lane_read(ubuf, &x, 0, KPQC_SHAKE128_RATE);
            na += ncc_rej_uniform_avx2(t + na, NCC_N - na, ubuf);
        }
        if (n1 < NCC_N) {
            lane_read(ebuf, &x, 1, KPQC_SHAKE256_RATE);
            n1 += ncc_rej_eta_avx2(s1 + n1, NCC_N - n1, ebuf);
        }
        if (n2 < NCC_N) {
            lane_read(ebuf, &x, 2, KPQC_SHAKE256_RATE);
            n2 += ncc_rej_eta_avx2(s2 + n2, NCC_N - n2, ebuf);
        }
    } while (n1 < NCC_N || n2 < NCC_N);
    kpqc_memzero(ebuf, sizeof ebuf);
    kpqc_stack_wipe(); /* the permutation's temporaries hold ExpandS lanes */
    /* Lanes 1 and 2 (ExpandS) are secret: clear them before lane 0 moves on. */
    for (unsigned i = 0; i < 25; i++) LANE(&x, i, 1) = LANE(&x, i, 2) = 0;
    expand_a_lane0(a, t, na, &x);
    kpqc_keccakx4_wipe(&x);
}

void KPQC_NS(ncc_expand_verify)(int32_t a[NCC_N], uint8_t tr[NCC_SEEDBYTES],
                                const uint8_t pk[NCC_PUBLICKEYBYTES])
{
    enum { RATE = KPQC_SHAKE256_RATE, FULL = NCC_PUBLICKEYBYTES / RATE };
    kpqc_keccakx4_state x;
    uint8_t ubuf[KPQC_SHAKE128_RATE + 8] = {0};
    _Alignas(32) int32_t t[NCC_N];
    unsigned na = 0;

    memset(&x, 0, sizeof x);
    /* lane 0: ExpandA from zeta = pk[0..32); lane 1: tr = SHAKE256(pk), a
     * whole block of pk before each permutation, then the rest and the
     * padding. */
    start_expand_a(&x, pk);
    for (unsigned b = 0; b <= FULL; b++) {
        if (b < FULL) {
            for (unsigned i = 0; i < RATE / 8; i++) {
                LANE(&x, i, 1) ^= kpqc_load64_le(pk + RATE * b + 8 * i);
            }
        } else {
            lane_last(&x, 1, RATE, pk + RATE * FULL, NCC_PUBLICKEYBYTES - RATE * FULL);
        }
        kpqc_keccakx4_f1600(&x);
        if (na < NCC_N) {
            lane_read(ubuf, &x, 0, KPQC_SHAKE128_RATE);
            na += ncc_rej_uniform_avx2(t + na, NCC_N - na, ubuf);
        }
    }
    lane_read(tr, &x, 1, NCC_SEEDBYTES);
    expand_a_lane0(a, t, na, &x);
}
