/* The order of draws and the acceptance rules are the submission's: a and y
 * by rejection of fixed-width little-endian candidates, s from 2-bit
 * candidates (3 rejected), c by an inside-out shuffle.
 *
 * s and y are secret. Their candidates are tested without branches; only
 * which candidates were rejected is declassified (it says nothing about the
 * accepted values), and the accepted values are stored at public positions. */
#include "sample.h"

#include "arith.h"
#include "ct.h"
#include "fips202.h"

#define SHAKE128_BLOCK 168
#define SHAKE256_BLOCK 136

static void stream_init(kpqc_keccak_state *st, const uint8_t seed[GCK_SEEDBYTES], uint16_t nonce)
{
    uint8_t n[2] = {(uint8_t)nonce, (uint8_t)(nonce >> 8)};
    kpqc_shake128_init(st);
    kpqc_keccak_absorb(st, seed, GCK_SEEDBYTES);
    kpqc_keccak_absorb(st, n, sizeof n);
    kpqc_keccak_finalize(st);
}

/* Candidates of a: GCK_A_BYTES bytes little-endian, the low LOGQ bits. With 8
 * bytes the submission ORs the last byte in at bit 54 (overlapping the 7th
 * byte's top bits), not at bit 56: kept, it decides which a the seed gives. */
static uint64_t a_candidate(const uint8_t *p)
{
    uint64_t t = 0;
    for (unsigned i = 0; i < 7 && i < GCK_A_BYTES; i++) {
        t |= (uint64_t)p[i] << (8 * i);
    }
#if GCK_A_BYTES == 8
    t |= (uint64_t)p[7] << 54;
#endif
    return t & ((UINT64_C(1) << GCK_LOGQ) - 1);
}

void KPQC_NS(gck_sample_a)(gck_poly a[GCK_M], const uint8_t seed[GCK_SEEDBYTES])
{
    kpqc_keccak_state st;
    uint8_t buf[SHAKE128_BLOCK]; /* a multiple of 6, 7 and 8 bytes */
    unsigned ctr = 0;
    stream_init(&st, seed, 0);
    while (ctr < GCK_M * GCK_N) {
        kpqc_keccak_squeeze(buf, sizeof buf, &st);
        for (unsigned pos = 0; pos + GCK_A_BYTES <= sizeof buf && ctr < GCK_M * GCK_N;
             pos += GCK_A_BYTES) {
            uint64_t t = a_candidate(buf + pos);
            if (t < GCK_Q) {
                a[ctr / GCK_N].c[ctr % GCK_N] = t;
                ctr++;
            }
        }
    }
    kpqc_keccak_wipe(&st);
}

void KPQC_NS(gck_sample_s)(gck_poly s[GCK_M], const uint8_t seed[GCK_SEEDBYTES])
{
    kpqc_keccak_state st;
    uint8_t buf[SHAKE128_BLOCK], keep[4 * SHAKE128_BLOCK];
    uint64_t val[4 * SHAKE128_BLOCK];
    unsigned ctr = 0;
    stream_init(&st, seed, 1);
    while (ctr < GCK_M * GCK_N) {
        kpqc_keccak_squeeze(buf, sizeof buf, &st);
        /* Four candidates per byte, low bits first; 3 is rejected, t gives 1 - t. */
        for (unsigned i = 0; i < 4 * SHAKE128_BLOCK; i++) {
            uint32_t t = (uint32_t)(buf[i / 4] >> (2 * (i % 4))) & 3;
            keep[i] = (uint8_t)(1 & ~kpqc_ct_mask_eq_u32(t, 3));
            val[i] = gck_from_signed(1 - (int64_t)t);
        }
        kpqc_ct_declassify(keep, sizeof keep);
        for (unsigned i = 0; i < 4 * SHAKE128_BLOCK && ctr < GCK_M * GCK_N; i++) {
            if (keep[i]) {
                s[ctr / GCK_N].c[ctr % GCK_N] = val[i];
                ctr++;
            }
        }
    }
    kpqc_memzero(buf, sizeof buf);
    kpqc_memzero(val, sizeof val);
    kpqc_keccak_wipe(&st);
}

void KPQC_NS(gck_sample_y)(gck_poly y[GCK_M], const uint8_t seed[GCK_SEEDBYTES], uint16_t nonce)
{
    kpqc_keccak_state st;
    uint8_t buf[SHAKE128_BLOCK], keep[SHAKE128_BLOCK / 2];
    uint64_t val[SHAKE128_BLOCK / 2];
    unsigned ctr = 0;
    stream_init(&st, seed, nonce);
    while (ctr < GCK_M * GCK_N) {
        kpqc_keccak_squeeze(buf, sizeof buf, &st);
        /* 2-byte little-endian candidates t (masked), kept if t <= 2B: y = t - B. */
        for (unsigned i = 0; i < SHAKE128_BLOCK / 2; i++) {
            uint32_t t = ((uint32_t)buf[2 * i] | (uint32_t)buf[2 * i + 1] << 8) & GCK_Y_MASK;
            keep[i] = (uint8_t)(1 & kpqc_ct_mask_lt_u32(t, 2 * GCK_B + 1));
            val[i] = gck_from_signed((int64_t)t - GCK_B);
        }
        kpqc_ct_declassify(keep, sizeof keep);
        for (unsigned i = 0; i < SHAKE128_BLOCK / 2 && ctr < GCK_M * GCK_N; i++) {
            if (keep[i]) {
                y[ctr / GCK_N].c[ctr % GCK_N] = val[i];
                ctr++;
            }
        }
    }
    kpqc_memzero(buf, sizeof buf);
    kpqc_memzero(val, sizeof val);
    kpqc_keccak_wipe(&st);
}

void KPQC_NS(gck_sample_c)(gck_poly *c, const uint8_t seed[GCK_SEEDBYTES])
{
    kpqc_keccak_state st;
    uint8_t buf[SHAKE256_BLOCK];
    uint64_t signs = 0;
    unsigned pos = 8;
    kpqc_shake256_init(&st);
    kpqc_keccak_absorb(&st, seed, GCK_SEEDBYTES);
    kpqc_keccak_finalize(&st);
    kpqc_keccak_squeeze(buf, sizeof buf, &st);
    for (unsigned i = 0; i < 8; i++) {
        signs |= (uint64_t)buf[i] << (8 * i);
    }
    for (unsigned i = 0; i < GCK_N; i++) {
        c->c[i] = 0;
    }
    /* Positions N-H .. N-1 in turn: a byte b <= i (bytes above i are
     * skipped), the coefficient at b moves to i, and b gets the next sign
     * bit (0: +1, 1: -1). */
    for (unsigned i = GCK_N - GCK_H; i < GCK_N; i++) {
        unsigned b;
        do {
            if (pos == sizeof buf) {
                kpqc_keccak_squeeze(buf, sizeof buf, &st);
                pos = 0;
            }
            b = buf[pos++];
        } while (b > i);
        c->c[i] = c->c[b];
        c->c[b] = (signs & 1) ? GCK_Q - 1 : 1;
        signs >>= 1;
    }
    kpqc_keccak_wipe(&st);
}
