/* The hyperball sampler.
 *
 * Constant time: each Gaussian candidate is computed without branches, and
 * its acceptance is a mask. Acceptance does move two things: the index at
 * which the next candidate is stored and the number of stream bytes used.
 * Both reveal only how many candidates were rejected, and an accepted
 * sample of rejection sampling is independent of that count; so the bit is
 * declassified. The outer loop repeats when the scaled vector falls outside
 * the ball: the scheme's own rejection, declassified as well. */
#include <string.h>

#include "ct.h"
#include "fips202.h"
#include "fixpoint.h"
#include "gauss.h"
#include "hyperball.h"
#if KPQC_BACKEND_AVX2
#include "fips202x4.h"
#include "native/x86_64/api.h"
#endif

#define GAUSS_RAND_BYTES HAETAE_GAUSS_BYTES
#define NSAMPLES (HAETAE_N * (HAETAE_L + HAETAE_K))

#if !KPQC_BACKEND_AVX2
/* One candidate of the sigma = 76 Gaussian (Alg. 14): x from the CDT, the
 * rest in gauss.h. Returns 1 if accepted. */
static uint64_t gauss_candidate(uint64_t *r, haetae_fp *sq, const uint8_t in[GAUSS_RAND_BYTES])
{
    const uint32_t u16 = (uint32_t)haetae_load_le(in, 2);
    uint32_t cnt = 0;

    /* x = #{i : cdt[i] < u16}; 32-bit lanes so that compilers vectorize */
    for (unsigned i = 0; i < 64; i++) {
        cnt += ((uint32_t)haetae_cdt[i] - u16) >> 31;
    }
    return haetae_gauss_finish(r, sq, cnt, in);
}

/* Alg. 12: from SHAKE256(seed || nonce), 32 bytes of signs, then candidates
 * of 17 bytes each until len are accepted. r receives the first 256; with
 * len = 257 the last accepted value is written to r[256], which the caller
 * overwrites with the next polynomial's samples, but its square counts. */
static void gauss_poly(uint64_t *r, uint8_t signs[HAETAE_N / 8], haetae_fp *sqsum,
                       const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce, unsigned len)
{
    uint8_t buf[KPQC_SHAKE256_RATE + GAUSS_RAND_BYTES];
    uint8_t t[2] = {(uint8_t)nonce, (uint8_t)(nonce >> 8)};
    kpqc_keccak_state st;
    unsigned pos, end, cnt = 0;

    kpqc_shake256_init(&st);
    kpqc_keccak_absorb(&st, seed, HAETAE_CRHBYTES);
    kpqc_keccak_absorb(&st, t, sizeof t);
    kpqc_keccak_finalize(&st);
    kpqc_keccak_squeeze(buf, KPQC_SHAKE256_RATE, &st);
    memcpy(signs, buf, HAETAE_N / 8);
    pos = HAETAE_N / 8;
    end = KPQC_SHAKE256_RATE;

    while (cnt < len) {
        haetae_fp sq;
        uint64_t acc;
        if (end - pos < GAUSS_RAND_BYTES) { /* keep the tail, append a block */
            memmove(buf, buf + pos, end - pos);
            end -= pos;
            pos = 0;
            kpqc_keccak_squeeze(buf + end, KPQC_SHAKE256_RATE, &st);
            end += KPQC_SHAKE256_RATE;
        }
        acc = gauss_candidate(&r[cnt], &sq, buf + pos);
        kpqc_ct_declassify(&acc, sizeof acc);
        pos += GAUSS_RAND_BYTES;
        sqsum->lo += sq.lo & (0 - acc);
        sqsum->hi += sq.hi & (0 - acc);
        cnt += (unsigned)acc;
    }
    kpqc_keccak_wipe(&st);
    kpqc_memzero(buf, sizeof buf);
}
#endif

#if KPQC_BACKEND_AVX2
/* The same streams on the 4-way Keccak: the K + L polynomials, nonces
 * nonce + i, are spread over four lanes; a lane whose polynomial is
 * complete restarts on the next one, so that the lanes stay busy. Each
 * stream is consumed exactly as gauss_poly consumes it (signs, then 17-byte
 * candidates in order) from a window per lane. The counts that steer the
 * loop are public (declassified per candidate, as in gauss_poly). */
#define LANE_BLOCKS 8
#define BATCH 64
#define NPOLY (HAETAE_L + HAETAE_K)

typedef struct {
    uint8_t buf[LANE_BLOCKS * KPQC_SHAKE256_RATE + GAUSS_RAND_BYTES];
    unsigned pos, end, cnt, len;
    unsigned poly;  /* NPOLY: idle */
    unsigned fresh; /* the signs are still to be taken from the stream */
} gauss_lane;

/* Starts lane k of st on SHAKE256(seed || nonce), in the state between two
 * blocks that squeezeblocks leaves (pos at the end of the rate): the lane's
 * 25 words become the padded one-block input, as absorb_once would leave
 * them, and the next squeeze permutes it. Uses the documented lane layout
 * s[4 i + k] of fips202x4.h. */
static void restart_lane(kpqc_keccakx4_state *st, unsigned k, const uint8_t seed[HAETAE_CRHBYTES],
                         unsigned nonce)
{
    uint8_t block[KPQC_SHAKE256_RATE] = {0};
    memcpy(block, seed, HAETAE_CRHBYTES);
    block[HAETAE_CRHBYTES] = (uint8_t)nonce;
    block[HAETAE_CRHBYTES + 1] = (uint8_t)(nonce >> 8);
    block[HAETAE_CRHBYTES + 2] = 0x1f; /* SHAKE domain and first padding bit */
    block[KPQC_SHAKE256_RATE - 1] |= 0x80;
    for (unsigned i = 0; i < 25; i++) {
        st->s[4 * i + k] = i < KPQC_SHAKE256_RATE / 8 ? haetae_load_le(block + 8 * i, 8) : 0;
    }
    kpqc_memzero(block, sizeof block);
}

static void assign(gauss_lane *l, unsigned poly)
{
    l->poly = poly;
    l->pos = l->end = l->cnt = 0;
    l->len = poly < 2 ? HAETAE_N + 1 : HAETAE_N; /* two extra coordinates */
    l->fresh = 1;
}

/* Takes the lane's candidates while it has bytes; returns 1 when its
 * polynomial is complete. */
static int consume(gauss_lane *l, uint64_t *samples, uint8_t *signs, haetae_fp *sqsum)
{
    uint64_t v[BATCH], acc[BATCH];
    haetae_fp sq[BATCH], sum = {0, 0};
    uint64_t *r = &samples[HAETAE_N * l->poly];

    if (l->fresh) {
        memcpy(&signs[HAETAE_N / 8 * l->poly], l->buf, HAETAE_N / 8);
        l->pos = HAETAE_N / 8;
        l->fresh = 0;
    }
    while (l->cnt < l->len && l->end - l->pos >= GAUSS_RAND_BYTES) {
        /* a batch of candidates (more than needed is harmless: the loop
         * below takes them in order and stops where gauss_poly stops) */
        unsigned n = (l->end - l->pos) / GAUSS_RAND_BYTES, i;
        n = n < BATCH ? n : BATCH;
        KPQC_NS(haetae_gauss_batch_avx2)(v, sq, acc, l->buf + l->pos, n);
        for (i = 0; i < n && l->cnt < l->len; i++) {
            kpqc_ct_declassify(&acc[i], sizeof acc[i]);
            if (l->cnt < HAETAE_N) { /* sample 257 only counts in the norm */
                r[l->cnt] = v[i];
            }
            sum.lo += sq[i].lo & (0 - acc[i]);
            sum.hi += sq[i].hi & (0 - acc[i]);
            l->cnt += (unsigned)acc[i];
        }
        l->pos += GAUSS_RAND_BYTES * i;
    }
    sqsum->lo += sum.lo;
    sqsum->hi += sum.hi;
    haetae_fp_renormalize(sqsum);
    kpqc_memzero(v, sizeof v);
    kpqc_memzero(sq, sizeof sq);
    return l->cnt == l->len;
}

static void gauss_all_x4(uint64_t *samples, uint8_t *signs, haetae_fp *sqsum,
                         const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce)
{
    gauss_lane lane[4];
    uint8_t in[4][HAETAE_CRHBYTES + 2];
    kpqc_keccakx4_state st;
    unsigned next = 0, nblocks = LANE_BLOCKS;

    for (unsigned k = 0; k < 4; k++) {
        const unsigned n = nonce + (k < NPOLY ? k : 0);
        memcpy(in[k], seed, HAETAE_CRHBYTES);
        in[k][HAETAE_CRHBYTES] = (uint8_t)n;
        in[k][HAETAE_CRHBYTES + 1] = (uint8_t)(n >> 8);
        assign(&lane[k], next < NPOLY ? next : NPOLY);
        next += next < NPOLY;
        lane[k].poly = k < NPOLY ? k : NPOLY;
    }
    kpqc_shake256x4_absorb_once(&st, in[0], in[1], in[2], in[3], sizeof in[0]);
    for (;;) {
        unsigned active = 0;
        kpqc_shake256x4_squeezeblocks(lane[0].buf + lane[0].end, lane[1].buf + lane[1].end,
                                      lane[2].buf + lane[2].end, lane[3].buf + lane[3].end,
                                      nblocks, &st);
        for (unsigned k = 0; k < 4; k++) {
            gauss_lane *l = &lane[k];
            l->end += nblocks * KPQC_SHAKE256_RATE;
            if (l->poly < NPOLY && consume(l, samples, signs, sqsum)) {
                if (next < NPOLY) {
                    assign(l, next);
                    restart_lane(&st, k, seed, nonce + next);
                    next++;
                } else {
                    l->poly = NPOLY;
                }
            }
            active += l->poly < NPOLY;
        }
        if (active == 0) {
            break;
        }
        /* Keep the tails of busy lanes; squeeze about what the neediest one
         * still uses (17 bytes per candidate, 7.5% of them rejected), at
         * most a window. */
        nblocks = 1;
        for (unsigned k = 0; k < 4; k++) {
            gauss_lane *l = &lane[k];
            unsigned tail = l->poly < NPOLY ? l->end - l->pos : 0;
            if (l->poly < NPOLY) {
                unsigned need = l->fresh ? LANE_BLOCKS
                                         : ((l->len - l->cnt) * 37 / 2 - tail +
                                            KPQC_SHAKE256_RATE - 1) / KPQC_SHAKE256_RATE;
                nblocks = need > nblocks ? need : nblocks;
            }
            memmove(l->buf, l->buf + l->pos, tail);
            l->pos = 0;
            l->end = tail;
        }
        nblocks = nblocks < LANE_BLOCKS ? nblocks : LANE_BLOCKS;
    }
    kpqc_keccakx4_wipe(&st);
    kpqc_memzero(lane, sizeof lane);
}
#endif

static uint64_t sqnorm(const haetae_polyvecl *y1, const haetae_polyveck *y2)
{
    uint64_t s = 0;
    for (unsigned i = 0; i < HAETAE_L; i++) {
        for (unsigned j = 0; j < HAETAE_N; j++) {
            s += (uint64_t)((int64_t)y1->vec[i].coeffs[j] * y1->vec[i].coeffs[j]);
        }
    }
    for (unsigned i = 0; i < HAETAE_K; i++) {
        for (unsigned j = 0; j < HAETAE_N; j++) {
            s += (uint64_t)((int64_t)y2->vec[i].coeffs[j] * y2->vec[i].coeffs[j]);
        }
    }
    return s;
}

uint16_t KPQC_NS(haetae_sample_hyperball)(haetae_polyvecl *y1, haetae_polyveck *y2, uint8_t *b,
                                          const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce)
{
    uint64_t samples[NSAMPLES];
    uint8_t signs[NSAMPLES / 8];
    haetae_fp sqsum, invsqrt, scale;
    uint8_t tmp[HAETAE_CRHBYTES + 2];
    uint8_t outside;

    do {
        sqsum.lo = 0;
        sqsum.hi = 0;
        /* Two extra Gaussian coordinates: the first two polynomials take
         * 257 samples (a point of the (K+L)N+2 dimensional sphere,
         * projected). */
#if KPQC_BACKEND_AVX2
        gauss_all_x4(samples, signs, &sqsum, seed, nonce);
        nonce = (uint16_t)(nonce + NPOLY);
#else
        for (unsigned i = 0; i < HAETAE_L + HAETAE_K; i++) {
            gauss_poly(&samples[HAETAE_N * i], &signs[HAETAE_N / 8 * i], &sqsum, seed, nonce++,
                       i < 2 ? HAETAE_N + 1 : HAETAE_N);
            haetae_fp_renormalize(&sqsum);
        }
#endif
        /* sqsum / 2, rounded, then B0 2^13 / sqrt(sqsum), then each sample
         * times that. */
        sqsum.lo = ((sqsum.lo + 1) >> 1) + ((sqsum.hi & 1) << 47);
        sqsum.hi >>= 1;
        haetae_fp_renormalize(&sqsum);
        KPQC_NS(haetae_fp_invsqrt)(&invsqrt, &sqsum);
        KPQC_NS(haetae_fp_mul_int)(&scale, &invsqrt, HAETAE_B0SCALE << (28 - HAETAE_LNBITS));
        for (unsigned i = 0; i < HAETAE_L + HAETAE_K; i++) {
            int32_t *dst = i < HAETAE_L ? y1->vec[i].coeffs : y2->vec[i - HAETAE_L].coeffs;
#if KPQC_BACKEND_AVX2
            KPQC_NS(haetae_scale_samples_avx2)(dst, &samples[HAETAE_N * i],
                                               &signs[HAETAE_N / 8 * i], &scale, HAETAE_N);
#else
            for (unsigned j = 0; j < HAETAE_N; j++) {
                unsigned k = HAETAE_N * i + j;
                dst[j] = KPQC_NS(haetae_fp_scale_sample)(samples[k], &scale,
                                                         (signs[k / 8] >> (k % 8)) & 1);
            }
#endif
        }
        outside = sqnorm(y1, y2) > HAETAE_B0SQ * HAETAE_LN * HAETAE_LN;
        kpqc_ct_declassify(&outside, sizeof outside);
    } while (outside);

    memcpy(tmp, seed, HAETAE_CRHBYTES);
    tmp[HAETAE_CRHBYTES] = (uint8_t)nonce;
    tmp[HAETAE_CRHBYTES + 1] = (uint8_t)(nonce >> 8);
    kpqc_shake256(b, 1, tmp, sizeof tmp);

    kpqc_memzero(samples, sizeof samples);
    kpqc_memzero(signs, sizeof signs);
    kpqc_memzero(&sqsum, sizeof sqsum);
    kpqc_memzero(&invsqrt, sizeof invsqrt);
    kpqc_memzero(&scale, sizeof scale);
    return nonce;
}
