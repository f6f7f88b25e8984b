/* Sampling, challenge products and rounding of NCC-Sign v2.1 (spec §2). */
#include "poly.h"

#include <string.h>

#include "ct.h"
#include "fips202.h"
#include "packing.h"

#if KPQC_BACKEND_AVX2
/* The avx2 instance calls the kernels of native/x86_64 (api.h). */
#include "native/x86_64/api.h"
#endif

/* The XOF inputs end with a 16-bit little-endian nonce (the submission's
 * stream initialisation); ExpandA and ExpandS use nonce 0. */
static void xof_start(kpqc_keccak_state *st, int shake128, const uint8_t *seed, size_t len,
                      uint16_t nonce)
{
    uint8_t t[2] = {(uint8_t)nonce, (uint8_t)(nonce >> 8)};
    if (shake128) {
        kpqc_shake128_init(st);
    } else {
        kpqc_shake256_init(st);
    }
    kpqc_keccak_absorb(st, seed, len);
    kpqc_keccak_absorb(st, t, sizeof t);
    kpqc_keccak_finalize(st);
}

void KPQC_NS(ncc_sample_a)(ncc_poly *a, const uint8_t zeta[NCC_SEEDBYTES])
{
    /* Rejection sampling on 3-byte little-endian words masked to 24 bits
     * (23 for 5prime): accept 0 < t < q (v2.1 rejects 0: a^ must be
     * invertible). The rate, 168, is a multiple of 3. zeta is public. */
#if KPQC_BACKEND_AVX2
    KPQC_NS(ncc_expand_a)(a->coeffs, zeta); /* slot order, then the kernels' lane layout */
#else
    uint8_t buf[KPQC_SHAKE128_RATE];
    kpqc_keccak_state st;
    unsigned ctr = 0;
    xof_start(&st, 1, zeta, NCC_SEEDBYTES, 0);
    while (ctr < NCC_N) {
        kpqc_keccak_squeeze(buf, sizeof buf, &st);
        unsigned pos = 0;
        /* Branch-free while a whole block's output fits (56 words per block). */
        for (; pos < sizeof buf && ctr + sizeof buf / 3 <= NCC_N; pos += 3) {
            uint32_t t = buf[pos] | (uint32_t)buf[pos + 1] << 8 | (uint32_t)buf[pos + 2] << 16;
            t &= ((uint32_t)1 << NCC_UNIFORM_BITS) - 1;
            a->coeffs[ctr] = (int32_t)t;
            ctr += t - 1 < NCC_Q - 1;
        }
        for (; pos < sizeof buf && ctr < NCC_N; pos += 3) {
            uint32_t t = buf[pos] | (uint32_t)buf[pos + 1] << 8 | (uint32_t)buf[pos + 2] << 16;
            t &= ((uint32_t)1 << NCC_UNIFORM_BITS) - 1;
            if (t - 1 < NCC_Q - 1) {
                a->coeffs[ctr++] = (int32_t)t;
            }
        }
    }
#endif
}

void KPQC_NS(ncc_sample_eta)(ncc_poly *a, const uint8_t seed[64])
{
    /* Each byte holds four 2-bit values t, low bits first; t = 3 is skipped,
     * the others give eta - t. Which values are skipped is declassified:
     * the skipped values carry no information on the accepted ones, which
     * alone make up s. */
#if KPQC_BACKEND_AVX2
    uint8_t buf[KPQC_SHAKE256_RATE];
    kpqc_keccak_state st;
    unsigned ctr = 0;
    xof_start(&st, 0, seed, 64, 0);
    while (ctr < NCC_N) {
        kpqc_keccak_squeeze(buf, sizeof buf, &st);
        ctr += ncc_rej_eta_avx2(a->coeffs + ctr, NCC_N - ctr, buf);
    }
#else
    uint8_t buf[KPQC_SHAKE256_RATE], keep[KPQC_SHAKE256_RATE];
    kpqc_keccak_state st;
    unsigned ctr = 0;
    xof_start(&st, 0, seed, 64, 0);
    while (ctr < NCC_N) {
        kpqc_keccak_squeeze(buf, sizeof buf, &st);
        for (unsigned i = 0; i < sizeof buf; i++) {
            /* bit j of keep: field j is not 3 */
            uint32_t three = buf[i] & (buf[i] >> 1) & 0x55u;
            three = (three | three >> 1) & 0x33u;
            three = (three | three >> 2) & 0x0fu;
            keep[i] = (uint8_t)(~three & 0x0fu);
        }
        kpqc_ct_declassify(keep, sizeof keep);
        unsigned i = 0;
        /* Branch-free (ctr depends on keep only) while four more fit. */
        for (; i < sizeof buf && ctr + 4 <= NCC_N; i++) {
            for (unsigned j = 0; j < 4; j++) {
                a->coeffs[ctr] = NCC_ETA - (int32_t)((buf[i] >> (2 * j)) & 3);
                ctr += (keep[i] >> j) & 1;
            }
        }
        for (; i < sizeof buf && ctr < NCC_N; i++) {
            for (unsigned j = 0; j < 4 && ctr < NCC_N; j++) {
                if ((keep[i] >> j) & 1) {
                    a->coeffs[ctr++] = NCC_ETA - (int32_t)((buf[i] >> (2 * j)) & 3);
                }
            }
        }
    }
#endif
    kpqc_memzero(buf, sizeof buf);
    kpqc_keccak_wipe(&st);
}

void KPQC_NS(ncc_sample_mask)(ncc_poly *y, const uint8_t rho[NCC_CRHBYTES], uint16_t nonce)
{
    uint8_t buf[NCC_POLYZ_BYTES];
    kpqc_keccak_state st;
    xof_start(&st, 0, rho, NCC_CRHBYTES, nonce);
    kpqc_keccak_squeeze(buf, sizeof buf, &st);
    ncc_unpack_z(y, buf);
    kpqc_memzero(buf, sizeof buf);
    kpqc_keccak_wipe(&st);
}

void KPQC_NS(ncc_sample_challenge)(ncc_challenge *c, const uint8_t ctilde[NCC_SEEDBYTES])
{
    /* Alg. 1 with SHAKE256(c~): 4 bytes of sign bits (tau <= 32), then for
     * i = n - tau .. n - 1 an index j <= i from two bytes, first byte high:
     * j = b0 2^(k-8) + (b1 mod 2^(k-8)), k = NCC_CHALLENGE_BITS. */
    enum { LOW = NCC_CHALLENGE_BITS - 8 };
    uint8_t buf[KPQC_SHAKE256_RATE];
    int8_t dense[NCC_N];
    kpqc_keccak_state st;
    uint32_t signs;
    unsigned pos = 4, k = 0;
    kpqc_shake256_init(&st);
    kpqc_keccak_absorb(&st, ctilde, NCC_SEEDBYTES);
    kpqc_keccak_finalize(&st);
    kpqc_keccak_squeeze(buf, sizeof buf, &st);
    signs = buf[0] | (uint32_t)buf[1] << 8 | (uint32_t)buf[2] << 16 | (uint32_t)buf[3] << 24;
    memset(dense, 0, sizeof dense);
    for (unsigned i = NCC_N - NCC_TAU; i < NCC_N; i++) {
        unsigned j;
        do {
            if (pos >= sizeof buf) { /* pos is even and the rate too */
                kpqc_keccak_squeeze(buf, sizeof buf, &st);
                pos = 0;
            }
            j = (unsigned)buf[pos] << LOW | (buf[pos + 1] & ((1u << LOW) - 1));
            pos += 2;
        } while (j > i);
        dense[i] = dense[j];
        dense[j] = (int8_t)(1 - 2 * (int)(signs & 1));
        signs >>= 1;
    }
    /* Every step adds one non-zero coefficient: there are exactly tau. */
#if KPQC_BACKEND_AVX2
    (void)k;
    ncc_sparse_avx2(c, dense);
#else
    for (unsigned i = 0; i < NCC_N && k < NCC_TAU; i++) {
        if (dense[i] != 0) {
            c->pos[k] = (uint16_t)i;
            c->sign[k] = dense[i];
            k++;
        }
    }
#endif
}

void KPQC_NS(ncc_challenge_mul)(int32_t r[NCC_N], const ncc_challenge *c, const int32_t a[NCC_N])
{
#if KPQC_BACKEND_AVX2
    ncc_challenge_mul_avx2(r, c, a);
#else
    /* X^(3n/2) = -1 in the ring (X^n - X^(n/2) + 1 divides X^(3n/2) + 1):
     * shift-and-add in Z[X]/(X^(3n/2) + 1), then fold the top n/2
     * coefficients with X^k = X^(k - n/2) - X^(k - n). */
    enum { L = 3 * NCC_N / 2 };
    int32_t acc[L];
    memset(acc, 0, sizeof acc);
    for (unsigned k = 0; k < NCC_TAU; k++) {
        /* a_i X^p lands on i + p below L, and as -a_i on i + p - L above:
         * a_wrap.. a_(n-1) go to 0 .. n - 1 - wrap. */
        const unsigned p = c->pos[k], wrap = L - p, lim = wrap < NCC_N ? wrap : NCC_N;
        int32_t *up = acc + p;
        const int32_t *tail = a + lim;
        if (c->sign[k] > 0) {
            for (unsigned i = 0; i < lim; i++) up[i] += a[i];
            for (unsigned i = 0; i < NCC_N - lim; i++) acc[i] -= tail[i];
        } else {
            for (unsigned i = 0; i < lim; i++) up[i] -= a[i];
            for (unsigned i = 0; i < NCC_N - lim; i++) acc[i] += tail[i];
        }
    }
    for (unsigned i = 0; i < NCC_N / 2; i++) {
        r[i] = acc[i] - acc[i + NCC_N];
        r[i + NCC_N / 2] = acc[i + NCC_N / 2] + acc[i + NCC_N];
    }
    kpqc_memzero(acc, sizeof acc);
#endif
}

void KPQC_NS(ncc_power2round)(ncc_poly *a1, ncc_poly *a0, const ncc_poly *a)
{
#if KPQC_BACKEND_AVX2
    ncc_power2round_avx2(a1->coeffs, a0->coeffs, a->coeffs);
#else
    for (unsigned i = 0; i < NCC_N; i++) {
        int32_t hi = (a->coeffs[i] + (1 << (NCC_D - 1)) - 1) >> NCC_D;
        a0->coeffs[i] = a->coeffs[i] - hi * (1 << NCC_D);
        a1->coeffs[i] = hi;
    }
#endif
}

#if !KPQC_BACKEND_AVX2
/* floor(x / (2 gamma2)) for 0 <= x < 2^24 as a multiply and shift: the
 * error of the rounded-up reciprocal, x / 2^48, stays below 1 / (2 gamma2). */
#define NCC_DECOMPOSE_MAGIC ((((uint64_t)1 << 48) + 2 * NCC_GAMMA2 - 1) / (2 * NCC_GAMMA2))

static int32_t decompose(int32_t *a0, int32_t a)
{
    /* a1 = ceil((a - gamma2) / (2 gamma2)), i.e. a0 = a mod+- 2 gamma2 in
     * (-gamma2, gamma2]; a1 = (q - 1) / (2 gamma2) (a power of two) becomes 0
     * and then a0 = a - q (Alg. 2, lines 3-5). */
    int32_t a1 = (int32_t)(((uint64_t)(uint32_t)(a + NCC_GAMMA2 - 1) * NCC_DECOMPOSE_MAGIC) >> 48);
    a1 &= NCC_W1_RANGE - 1;
    *a0 = a - a1 * 2 * NCC_GAMMA2;
    *a0 -= (((NCC_Q - 1) / 2 - *a0) >> 31) & NCC_Q;
    return a1;
}
#endif

void KPQC_NS(ncc_decompose)(ncc_poly *a1, ncc_poly *a0, const ncc_poly *a)
{
#if KPQC_BACKEND_AVX2
    ncc_decompose_avx2(a1->coeffs, a0->coeffs, a->coeffs);
#else
    for (unsigned i = 0; i < NCC_N; i++) {
        a1->coeffs[i] = decompose(&a0->coeffs[i], a->coeffs[i]);
    }
#endif
}

unsigned KPQC_NS(ncc_make_hint)(ncc_poly *h, const ncc_poly *a0, const ncc_poly *a1)
{
#if KPQC_BACKEND_AVX2
    return ncc_make_hint_avx2(h->coeffs, a0->coeffs, a1->coeffs);
#else
    uint32_t count = 0;
    for (unsigned i = 0; i < NCC_N; i++) {
        int32_t l = a0->coeffs[i];
        uint32_t above = (uint32_t)(NCC_GAMMA2 - l) >> 31;
        uint32_t below = (uint32_t)(l + NCC_GAMMA2) >> 31;
        uint32_t edge = kpqc_ct_mask_eq_u32((uint32_t)l, (uint32_t)-NCC_GAMMA2) &
                        kpqc_ct_mask_nonzero_u32((uint32_t)a1->coeffs[i]) & 1;
        uint32_t bit = above | below | edge;
        h->coeffs[i] = (int32_t)bit;
        count += bit;
    }
    return count;
#endif
}

void KPQC_NS(ncc_use_hint)(ncc_poly *w1, const ncc_poly *a, const ncc_poly *h)
{
#if KPQC_BACKEND_AVX2
    ncc_use_hint_avx2(w1->coeffs, a->coeffs, h->coeffs);
#else
    for (unsigned i = 0; i < NCC_N; i++) {
        int32_t a0, a1 = decompose(&a0, a->coeffs[i]);
        if (h->coeffs[i]) {
            a1 += a0 > 0 ? 1 : -1;
        }
        w1->coeffs[i] = a1 & (NCC_W1_RANGE - 1);
    }
#endif
}

int KPQC_NS(ncc_norm_exceeds)(const int32_t a[NCC_N], int32_t bound)
{
#if KPQC_BACKEND_AVX2
    return ncc_norm_exceeds_avx2(a, bound);
#else
    uint32_t over = 0;
    for (unsigned i = 0; i < NCC_N; i++) {
        int32_t t = a[i];
        t -= (t >> 31) & (2 * t); /* |t| */
        over |= (uint32_t)(bound - 1 - t);
    }
    return (int)(over >> 31);
#endif
}
