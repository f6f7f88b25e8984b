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
#if KPQC_HAETAE_V120
    return haetae_gauss_finish(r, sq, haetae_cdt83_count(in), in);
#else
    const uint32_t u16 = (uint32_t)haetae_load_le(in, 2);
    uint32_t cnt = 0;

    /* x = #{i : cdt[i] < u16}; 32-bit lanes so that compilers vectorize */
    for (unsigned i = 0; i < 64; i++) {
        cnt += ((uint32_t)haetae_cdt[i] - u16) >> 31;
    }
    return haetae_gauss_finish(r, sq, cnt, in);
#endif
}

/* Alg. 12: from SHAKE256(seed || nonce), 32 bytes of signs, then candidates
 * of 17 bytes (v1.2.0: 26) each until len are accepted. r receives the first 256; with
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
/* The same streams on the 4-way Keccak (see hyperball.h): each stream is
 * consumed exactly as gauss_poly consumes it (signs, then 17-byte candidates
 * in order) from a window per lane. The counts that steer the loop are
 * public (declassified per candidate, as in gauss_poly); candidates of an
 * attempt that never comes are declassified too, which says nothing about
 * the samples that are used. */
#define BATCH HAETAE_GAUSS_BATCH
#define NPOLY (HAETAE_L + HAETAE_K)
#define RATE KPQC_SHAKE256_RATE
_Static_assert(RATE == 136, "haetae_gauss_lane's window");
_Static_assert(BATCH % 16 == 0, "batches are rounded up to 16 candidates inside v, acc and sq");

/* Starts lane k of st on SHAKE256(seed || nonce), in the state between two
 * blocks that squeezeblocks leaves (pos at the end of the rate): the lane's
 * 25 words become the padded one-block input, as absorb_once would leave
 * them, and the next squeeze permutes it. Uses the documented lane layout
 * s[4 i + k] of fips202x4.h. */
static void restart_lane(kpqc_keccakx4_state *st, unsigned k, const uint8_t seed[HAETAE_CRHBYTES],
                         unsigned nonce)
{
    uint8_t block[RATE] = {0};
    memcpy(block, seed, HAETAE_CRHBYTES);
    block[HAETAE_CRHBYTES] = (uint8_t)nonce;
    block[HAETAE_CRHBYTES + 1] = (uint8_t)(nonce >> 8);
    block[HAETAE_CRHBYTES + 2] = 0x1f; /* SHAKE domain and first padding bit */
    block[RATE - 1] |= 0x80;
    for (unsigned i = 0; i < 25; i++) {
        st->s[4 * i + k] = i < RATE / 8 ? haetae_load_le(block + 8 * i, 8) : 0;
    }
    kpqc_memzero(block, sizeof block);
}

static void assign(const haetae_hyperball_ctx *ctx, haetae_gauss_lane *l, unsigned nonce)
{
    l->nonce = nonce;
    l->busy = 1;
    l->fresh = 1;
    l->pos = l->end = l->cnt = 0;
    l->sum.lo = l->sum.hi = 0;
    /* the first two polynomials of a sampling take an extra coordinate */
    l->len = (nonce - ctx->first) % NPOLY < 2 ? HAETAE_N + 1 : HAETAE_N;
}

/* Takes the lane's candidates while it has bytes; returns 1 when its
 * polynomial is complete. */
static int consume(haetae_hyperball_ctx *ctx, haetae_gauss_lane *l)
{
    uint64_t *v = ctx->v, *acc = ctx->acc;
    haetae_fp *sq = ctx->sq;

    if (l->fresh) {
        memcpy(l->signs, l->buf, HAETAE_N / 8);
        l->pos = HAETAE_N / 8;
        l->fresh = 0;
    }
    while (l->cnt < l->len && l->end - l->pos >= GAUSS_RAND_BYTES) {
        /* A batch of candidates; more than needed is harmless: the loop
         * below takes them in order and stops where gauss_poly stops. The
         * kernel works in steps of 16, so a batch cut short by the window
         * is rounded down (the rest waits for the next blocks) unless it
         * may finish the polynomial. */
        const unsigned avail = (l->end - l->pos) / GAUSS_RAND_BYTES;
        const unsigned want = ((l->len - l->cnt) * 9 / 8 + 16) & ~15u;
        unsigned n = avail < want ? avail : want, i;
        n = n < BATCH ? n : BATCH;
        if (n % 16 != 0 && avail < l->len - l->cnt) {
            n &= ~15u;
            if (n == 0) {
                break;
            }
        }
        /* Whole groups of 16 (the kernel's zero-padded tail copy and its
         * wipes cost more than the extra candidates), read from the lane's
         * slack; only the first n decisions are declassified, at once: each
         * is either taken below or belongs to bytes the lane throws away
         * when its polynomial completes, as gauss_poly's stream does. */
        KPQC_NS(haetae_gauss_batch_avx2)(v, sq, acc, l->buf + l->pos, (n + 15) & ~15u, ctx->cdt);
        kpqc_ct_declassify(acc, n * sizeof acc[0]);
        { /* count and sums in locals: the compiler cannot tell that the
           * stores to l->r leave v, sq and acc alone, and would keep them
           * in memory */
            unsigned cnt = l->cnt;
            const unsigned len = l->len;
            uint64_t slo = l->sum.lo, shi = l->sum.hi;
            for (i = 0; i < n && cnt < len; i++) {
                const uint64_t m = 0 - acc[i];
                if (cnt < HAETAE_N) { /* sample 257 only counts in the norm */
                    l->r[cnt] = v[i];
                }
                slo += sq[i].lo & m;
                shi += sq[i].hi & m;
                cnt += (unsigned)acc[i];
            }
            l->cnt = cnt;
            l->sum.lo = slo;
            l->sum.hi = shi;
        }
        l->pos += GAUSS_RAND_BYTES * i;
    }
    return l->cnt == l->len;
}

/* Polynomial i of the sampling at base into samples, signs and sqsum. */
static void deliver(uint64_t *samples, uint8_t *signs, haetae_fp *sqsum, unsigned i,
                    const uint64_t *r, const uint8_t *sg, const haetae_fp *sum)
{
    memcpy(&samples[HAETAE_N * i], r, HAETAE_N * sizeof r[0]);
    memcpy(&signs[HAETAE_N / 8 * i], sg, HAETAE_N / 8);
    sqsum->lo += sum->lo;
    sqsum->hi += sum->hi;
    haetae_fp_renormalize(sqsum);
}

static void gauss_all_x4(haetae_hyperball_ctx *ctx, uint64_t *samples, uint8_t *signs,
                         haetae_fp *sqsum, const uint8_t seed[HAETAE_CRHBYTES], unsigned base)
{
    unsigned have = 0, nblocks = HAETAE_LANE_BLOCKS;

    /* The first sampling of the signature, or (never in sign.c) one that
     * does not follow the previous: start the lanes afresh. */
    if (!ctx->started || base != ctx->expect) {
        uint8_t in[4][HAETAE_CRHBYTES + 2];
        ctx->started = 1;
        ctx->first = base;
        for (unsigned k = 0; k < 4; k++) {
            memcpy(in[k], seed, HAETAE_CRHBYTES);
            in[k][HAETAE_CRHBYTES] = (uint8_t)(base + k);
            in[k][HAETAE_CRHBYTES + 1] = (uint8_t)((base + k) >> 8);
            assign(ctx, &ctx->lane[k], base + k);
        }
        for (unsigned j = 0; j < HAETAE_LOOKAHEAD; j++) {
            ctx->ahead[j].valid = 0;
        }
        ctx->next = base + 4;
        kpqc_shake256x4_absorb_once(&ctx->st, in[0], in[1], in[2], in[3], sizeof in[0]);
        kpqc_memzero(in, sizeof in);
    } else { /* polynomials finished during the previous attempt */
        for (unsigned j = 0; j < HAETAE_LOOKAHEAD; j++) {
            haetae_gauss_done *d = &ctx->ahead[j];
            if (d->valid && d->nonce - base < NPOLY) {
                deliver(samples, signs, sqsum, d->nonce - base, d->r, d->signs, &d->sum);
                d->valid = 0;
                have++;
            }
        }
    }
    while (have < NPOLY) {
        haetae_gauss_lane *lane = ctx->lane;
        KPQC_NS(haetae_squeeze_x4_avx2)(lane[0].buf + lane[0].end, lane[1].buf + lane[1].end,
                                        lane[2].buf + lane[2].end, lane[3].buf + lane[3].end,
                                        nblocks, &ctx->st);
        for (unsigned k = 0; k < 4; k++) {
            haetae_gauss_lane *l = &lane[k];
            l->end += nblocks * RATE;
            if (!l->busy || !consume(ctx, l)) {
                continue;
            }
            if (l->nonce - base < NPOLY) {
                deliver(samples, signs, sqsum, l->nonce - base, l->r, l->signs, &l->sum);
                have++;
            } else { /* an attempt ahead: keep it (a free slot exists, see below) */
                for (unsigned j = 0; j < HAETAE_LOOKAHEAD; j++) {
                    haetae_gauss_done *d = &ctx->ahead[j];
                    if (!d->valid) {
                        d->valid = 1;
                        d->nonce = l->nonce;
                        memcpy(d->r, l->r, sizeof d->r);
                        memcpy(d->signs, l->signs, sizeof d->signs);
                        d->sum = l->sum;
                        break;
                    }
                }
            }
            l->busy = 0;
        }
        /* Idle lanes restart on the next nonces, up to HAETAE_LOOKAHEAD
         * polynomials past this sampling (so at most that many wait, one
         * per slot). */
        for (unsigned k = 0; k < 4; k++) {
            if (!lane[k].busy && ctx->next < base + NPOLY + HAETAE_LOOKAHEAD) {
                assign(ctx, &lane[k], ctx->next);
                restart_lane(&ctx->st, k, seed, ctx->next);
                ctx->next++;
            }
        }
        /* Keep the tails of busy lanes; squeeze about what the least needy
         * one still uses (17 bytes per candidate, 7.5% of them rejected),
         * at least a block and at most a window: blocks past the end of a
         * polynomial are lost, while a lane that needs more only waits for
         * the next round. */
        nblocks = HAETAE_LANE_BLOCKS;
        for (unsigned k = 0; k < 4; k++) {
            haetae_gauss_lane *l = &lane[k];
            unsigned tail = l->busy ? l->end - l->pos : 0;
            if (l->busy && !l->fresh) {
                unsigned need = ((l->len - l->cnt) * 37 / 2 - tail + RATE - 1) / RATE;
                nblocks = need < nblocks ? need : nblocks;
            }
            memmove(l->buf, l->buf + l->pos, tail);
            l->pos = 0;
            l->end = tail;
        }
        nblocks = nblocks > 0 ? nblocks : 1;
    }
    ctx->expect = base + NPOLY;
}
#endif

void KPQC_NS(haetae_hyperball_start)(haetae_hyperball_ctx *ctx)
{
    memset(ctx, 0, sizeof *ctx);
#if KPQC_BACKEND_AVX2
    _Static_assert(sizeof ctx->cdt / sizeof ctx->cdt[0] == HAETAE_GAUSS_TABLE_LEN, "cdt table");
    KPQC_NS(haetae_gauss_table_avx2)(ctx->cdt);
#endif
}

#if !KPQC_BACKEND_AVX2
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
#endif

uint16_t KPQC_NS(haetae_sample_hyperball)(haetae_hyperball_ctx *ctx, haetae_polyvecl *y1,
                                          haetae_polyveck *y2, uint8_t *b,
                                          const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce)
{
    uint64_t samples[NSAMPLES];
    uint8_t signs[NSAMPLES / 8];
    haetae_fp sqsum, invsqrt, scale;
    uint8_t tmp[HAETAE_CRHBYTES + 2];
    uint64_t norm;
    uint8_t outside;
#if !KPQC_BACKEND_AVX2
    (void)ctx; /* the one-stream sampler keeps no state between samplings */
#endif

    do {
        sqsum.lo = 0;
        sqsum.hi = 0;
        /* Two extra Gaussian coordinates: the first two polynomials take
         * 257 samples (a point of the (K+L)N+2 dimensional sphere,
         * projected). */
#if KPQC_BACKEND_AVX2
        gauss_all_x4(ctx, samples, signs, &sqsum, seed, nonce);
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
#if KPQC_BACKEND_AVX2
        norm = 0;
#endif
        for (unsigned i = 0; i < HAETAE_L + HAETAE_K; i++) {
            int32_t *dst = i < HAETAE_L ? y1->vec[i].coeffs : y2->vec[i - HAETAE_L].coeffs;
#if KPQC_BACKEND_AVX2
            norm += KPQC_NS(haetae_scale_samples_avx2)(dst, &samples[HAETAE_N * i],
                                                       &signs[HAETAE_N / 8 * i], &scale, HAETAE_N);
#else
            for (unsigned j = 0; j < HAETAE_N; j++) {
                unsigned k = HAETAE_N * i + j;
                dst[j] = KPQC_NS(haetae_fp_scale_sample)(samples[k], &scale,
                                                         (signs[k / 8] >> (k % 8)) & 1);
            }
#endif
        }
#if !KPQC_BACKEND_AVX2
        norm = sqnorm(y1, y2);
#endif
        outside = norm > HAETAE_B0SQ * HAETAE_LN * HAETAE_LN;
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
