/* Enhanced pqsigRM-6-13: signing, verification and the NIST forms.
 *
 * Signing (as the submission): draw an 8-byte counter, s = SHAKE256(m || ctr)
 * (512 bytes, the first n-k-1 = 4095 bits used), y = (s, 0) as +-1 values
 * moved by Q (y[Q[i]] = (-1)^s_i), decode y to a codeword of the secret code,
 * and accept when it differs from y in at most W = 1370 positions; the error
 * is e[i] = (y xor decoded)[Q[i]], so H_pub e = s. Else draw again.
 *
 * sm = mlen (8 bytes LE) || m || e (1024 bytes) || ctr (8 bytes LE); our
 * detached signature is the same bytes without m: mlen || e || ctr.
 *
 * Verification checks what the submission does (weight <= W, H_pub e = s)
 * and, unlike it, the lengths: the submission trusts the mlen field of sm.
 *
 * Constant time: no. Q and the decoder's permutations are secret memory
 * indices and the decoder compares secret floats (decode.c); the number of
 * attempts, which depends on the key, shows in the running time (as
 * upstream's). */
#include <string.h>

#include "bits.h"
#include "bytes.h"
#include "ct.h"
#include "decode.h"
#include "fips202.h"
#include "keygen.h"
#include "namespace.h"
#include "params.h"
#include "randombytes.h"
#include "scheme_ops.h"

static void syndrome_of(uint8_t s[RM_SYND_BYTES], const uint8_t *m, size_t mlen,
                        const uint8_t ctr[8])
{
    kpqc_keccak_state st;
    kpqc_shake256_init(&st);
    kpqc_keccak_absorb(&st, m, mlen);
    kpqc_keccak_absorb(&st, ctr, 8);
    kpqc_keccak_finalize(&st);
    kpqc_keccak_squeeze(s, RM_SYND_BYTES, &st);
    kpqc_keccak_wipe(&st);
}

/* At most this many attempts (then KPQC_ERR_KEY): a valid key accepts about
 * one attempt in 20 (measured: mean 20, 110 at most in 300 signatures), so a
 * valid key reaches the bound with probability below 2^-300; a damaged key
 * that never decodes close enough fails in about a second instead of looping
 * forever as the submission would. */
#define MAX_ATTEMPTS 4096

/* Q must permute [0, n) and the partial permutations [0, n/4): they are
 * memory indices in signing. */
static int is_permutation(const uint8_t *p, unsigned len, uint8_t *seen)
{
    unsigned bad = 0;
    memset(seen, 0, len / 8);
    for (unsigned i = 0; i < len; i++) {
        unsigned v = kpqc_load16_le(p + 2 * i);
        if (v >= len) return 0;
        bad |= (seen[v >> 3] >> (v & 7)) & 1u;
        seen[v >> 3] |= (uint8_t)(1u << (v & 7));
    }
    return !bad;
}

static int key_is_valid(const uint8_t *sk, uint8_t seen[RM_N / 8])
{
    int ok = is_permutation(sk + PQSIGRM_SK_Q, RM_N, seen) &&
             is_permutation(sk + PQSIGRM_SK_PERM1, RM_QUARTER, seen) &&
             is_permutation(sk + PQSIGRM_SK_PERM2, RM_QUARTER, seen);
    kpqc_memzero(seen, RM_N / 8);
    return ok;
}

typedef struct {
    float y[RM_N];
    float tmp[RM_N];
    uint16_t q[RM_N];
    uint8_t neg[RM_N];               /* 1 where y started at -1.0, decoder's order */
    uint8_t synd[RM_SYND_BYTES];
    uint8_t seen[RM_N / 8];
    uint64_t hrep[RM_REP];
} sign_ws;

static unsigned popcount64(uint64_t x)
{
    x -= (x >> 1) & UINT64_C(0x5555555555555555);
    x = (x & UINT64_C(0x3333333333333333)) + ((x >> 2) & UINT64_C(0x3333333333333333));
    x = (x + (x >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
    return (unsigned)((x * UINT64_C(0x0101010101010101)) >> 56);
}

/* Positions where decoding changed the sign: the weight of the error
 * (in the decoder's order; the error's positions are a permutation). */
static unsigned changed(const sign_ws *w)
{
    unsigned weight = 0;
    for (unsigned x = 0; x < RM_N; x++) weight += w->neg[x] ^ (w->y[x] < 0);
    return weight;
}

/* Bit i of the syndrome (0 for i >= n-k-1), in words of 64: bit 63 - c of
 * word w is position 64 w + c. */
static uint64_t synd_word(const uint8_t *synd, unsigned w)
{
    uint64_t x = kpqc_load64_le(synd + 8 * w);
    return w == RM_HROWS / 64 ? x & ~UINT64_C(1) : x; /* position 4095 is not a check */
}

/* The error at position i is the start value at Q[i] (the syndrome bit s_i,
 * 0 beyond n-k-1) xor the decoded value there: e_i = s_i ^ [y[Q[i]] < 0]. */
static void error_of(const sign_ws *w, uint8_t *e)
{
    for (unsigned wd = 0; wd < RM_N / 64; wd++) {
        uint64_t s = wd < RM_SYND_BYTES / 8 ? synd_word(w->synd, wd) : 0, x = 0;
        for (unsigned c = 0; c < 64; c++) {
            uint64_t neg = w->y[w->q[64 * wd + c]] < 0;
            x |= neg << (63 - c);
        }
        kpqc_store64_le(e + 8 * wd, x ^ s);
    }
}

/* e || ctr of a signature into out (1032 bytes). */
static int sign_core(uint8_t *out, const uint8_t *m, size_t mlen, const uint8_t *sk)
{
    sign_ws w;
    uint8_t *e = out, *ctr = out + PQSIGRM_E_BYTES;
    int r;
    if (!key_is_valid(sk, w.seen)) return -1;
    for (unsigned i = 0; i < RM_N; i++) w.q[i] = kpqc_load16_le(sk + PQSIGRM_SK_Q + 2 * i);
    for (unsigned i = 0; i < RM_REP; i++) w.hrep[i] = kpqc_load64_le(sk + PQSIGRM_SK_HREP + 8 * i);
    for (unsigned attempt = 0;; attempt++) {
        if (attempt == MAX_ATTEMPTS) {
            r = -1;
            break;
        }
        if ((r = kpqc_randombytes(ctr, 8)) != 0) break;
        syndrome_of(w.synd, m, mlen, ctr);
        /* y[Q[i]] = (-1)^s_i */
        for (unsigned wd = 0; wd < RM_N / 64; wd++) {
            uint64_t s = wd < RM_SYND_BYTES / 8 ? synd_word(w.synd, wd) : 0;
            for (unsigned c = 0; c < 64; c++) {
                unsigned q = w.q[64 * wd + c], b = (unsigned)(s >> (63 - c)) & 1;
                w.y[q] = (float)(1 - 2 * (int)b); /* +-1.0 without a branch */
                w.neg[q] = (uint8_t)b;
            }
        }
        KPQC_NS(rm_decode)(w.y, w.tmp, sk + PQSIGRM_SK_PERM1, sk + PQSIGRM_SK_PERM2, w.hrep);
        if (changed(&w) <= RM_WEIGHT) break;
    }
    if (r == 0) error_of(&w, e);
    kpqc_memzero(&w, sizeof w);
    return r;
}

/* Our keys are systematic: the first n-k-1 columns of row i are the unit
 * vector e_i, and the unused last row is zero. Another key (one bit changed
 * there) is refused rather than used with the bits a signature happens not to
 * touch. */
static int key_is_systematic(const uint8_t *pk)
{
    uint64_t bad = 0;
    for (unsigned i = 0; i < RM_HROWS; i++) {
        const uint8_t *row = pk + (size_t)i * RM_ROW_BYTES;
        for (unsigned w = 0; w < RM_HROWS / 64 + 1; w++) {
            uint64_t x = kpqc_load64_le(row + 8 * w);
            if (w == RM_HROWS / 64) x &= ~UINT64_C(1); /* column n-k-1 is free */
            bad |= x ^ (w == i / 64 ? UINT64_C(1) << (63 - i % 64) : 0);
        }
    }
    for (unsigned j = 0; j < RM_ROW_BYTES; j++) bad |= pk[(size_t)RM_HROWS * RM_ROW_BYTES + j];
    return bad == 0;
}

static int verify_core(const uint8_t *e, const uint8_t ctr[8], const uint8_t *m, size_t mlen,
                       const uint8_t *pk)
{
    if (!key_is_systematic(pk)) return KPQC_SCHEME_BAD_KEY;
    uint8_t s[RM_SYND_BYTES];
    uint64_t ew[RM_ROW_BYTES / 8];
    unsigned weight = 0;
    for (unsigned w = 0; w < RM_ROW_BYTES / 8; w++) {
        ew[w] = kpqc_load64_le(e + 8 * w);
        weight += popcount64(ew[w]);
    }
    if (weight > RM_WEIGHT) return -1;
    syndrome_of(s, m, mlen, ctr);
    unsigned diff = 0;
    for (unsigned i = 0; i < RM_HROWS; i++) {
        const uint8_t *row = pk + (size_t)i * RM_ROW_BYTES;
        uint64_t acc = 0;
        for (unsigned w = 0; w < RM_ROW_BYTES / 8; w++) acc ^= kpqc_load64_le(row + 8 * w) & ew[w];
        for (unsigned k = 32; k > 0; k >>= 1) acc ^= acc >> k;
        diff |= (unsigned)(acc & 1) ^ rm_bit(s, i);
    }
    return diff == 0 ? 0 : -1;
}

static void store_len(uint8_t out[8], size_t mlen)
{
    for (int i = 0; i < 8; i++) out[i] = (uint8_t)((uint64_t)mlen >> (8 * i));
}

static int len_matches(const uint8_t in[8], size_t mlen)
{
    uint8_t want[8];
    store_len(want, mlen);
    return memcmp(in, want, 8) == 0;
}

static int keypair(uint8_t *pk, uint8_t *sk)
{
    return KPQC_NS(rm_keypair)(pk, sk);
}

static int signature(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                     const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    (void)ctx;
    (void)ctxlen;
    *siglen = 0;
    if (sign_core(sig + 8, m, mlen, sk) != 0) {
        memset(sig, 0, PQSIGRM_SIGBYTES);
        return -1;
    }
    store_len(sig, mlen);
    *siglen = PQSIGRM_SIGBYTES;
    return 0;
}

static int verify(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                  const uint8_t *ctx, size_t ctxlen, const uint8_t *pk)
{
    (void)ctx;
    (void)ctxlen;
    if (siglen != PQSIGRM_SIGBYTES || !len_matches(sig, mlen)) return -1;
    return verify_core(sig + 8, sig + 8 + PQSIGRM_E_BYTES, m, mlen, pk);
}

static int sign_combined(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen,
                         const uint8_t *sk)
{
    *smlen = 0;
    memmove(sm + 8, m, mlen);
    if (sign_core(sm + 8 + mlen, sm + 8, mlen, sk) != 0) {
        memset(sm, 0, mlen + PQSIGRM_SIGBYTES); /* no partial output, not even m */
        return -1;
    }
    store_len(sm, mlen);
    *smlen = mlen + PQSIGRM_SIGBYTES;
    return 0;
}

static int sign_open(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen, const uint8_t *pk)
{
    *mlen = 0;
    if (smlen < PQSIGRM_SIGBYTES) return -1;
    size_t n = smlen - PQSIGRM_SIGBYTES;
    const uint8_t *msg = sm + 8, *e = sm + 8 + n;
    if (!len_matches(sm, n)) return -1;
    int r = verify_core(e, e + PQSIGRM_E_BYTES, msg, n, pk);
    if (r != 0) return r;
    memmove(m, msg, n);
    *mlen = n;
    return 0;
}

KPQC_SIGN_OPS_BASIC(PQSIGRM_PUBLICKEYBYTES, PQSIGRM_SECRETKEYBYTES, PQSIGRM_SIGBYTES);
