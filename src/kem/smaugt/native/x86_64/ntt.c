/* Products in Z[x]/(x^256 + 1) through complete negacyclic NTTs modulo
 * p0 = 7681 and p1 = 10753, AVX2 (contracts in api.h).
 *
 * Forward transform: the eight Cooley-Tukey layers of the scalar NTT
 * (block k of a layer multiplies by zeta^brv8(k), see ntt_tables.h). A
 * polynomial is 16 vectors v[m] of the coefficients 16m .. 16m + 15; the four
 * layers of distance 128, 64, 32 and 16 pair whole vectors with one twiddle
 * each. Then the 16 x 16 matrix is transposed, so that w[i] holds coefficient
 * 16m + i in lane m: the layers of distance 8, 4, 2 and 1 pair whole vectors
 * again, with a twiddle per lane. The result stays in this order; pointwise
 * products do not mind, and the inverse undoes it.
 *
 * Inverse: Gentleman-Sande butterflies (u, v) -> (u + v, (u - v) z^-1) on the
 * same blocks in the reverse order, which gives 256 times the input; a
 * Montgomery multiplication by 256^-1 R^2 removes that factor and the R^-1 of
 * the pointwise products (folded into the last layer's twiddle for the
 * differences).
 *
 * Arithmetic on signed 16-bit lanes: Montgomery products with R = 2^16, and
 * Barrett reductions to [-(p-1)/2, (p-1)/2] every two layers, which keep every
 * intermediate below 2^15 in absolute value (bounds at each step below).
 * Nothing depends on the values: no branch, no table index. */
#include <immintrin.h>

#include "api.h"
#include "ct.h"
#include "ntt_tables.h"

static const int16_t prime[2] = {7681, 10753};
static const int16_t prime_inv[2] = {-7679, -10751};     /* p^-1 mod 2^16 */
static const int16_t barrett_v[2] = {8737, 6241};        /* round(2^26 / p) */
static const int16_t partial_v[2] = {4, 3};              /* round(2^15 / p) */
static const int16_t scale[2][2] = {{1912, -2184},       /* 256^-1 R^2 mod p, */
                                    {2536, -1560}};      /* and times p^-1 */
/* The inverse's last twiddle times the scaling, z s R^-1 mod p with
 * z = inv_scalar[k][0][1] (-3777, 223) and s = scale[k][0], and times p^-1
 * mod 2^16 */
static const int16_t last_tw[2][2] = {{894, 16254}, {3323, -8453}};
/* The first forward twiddle z = zeta^brv8(1) mod p (fwd_scalar[k][0][1] R^-1,
 * centered): on a ternary input z y is z, -z or 0, a sign change. */
static const int16_t first_tw[2] = {-3383, 4489};
/* p0^-1 R mod p1, and times p1^-1 mod 2^16, for the CRT */
#define CRT_C 3563
#define CRT_CQ 32747

/* The layers are inlined with constant distances, so that their loops unroll
 * and the 16 vectors stay in registers as far as they fit. */
#define NTT_INLINE static inline __attribute__((always_inline))

typedef struct {
    __m256i p, pinv, v, w;
} modulus;

static modulus modulus_of(unsigned k)
{
    modulus m = {_mm256_set1_epi16(prime[k]), _mm256_set1_epi16(prime_inv[k]),
                 _mm256_set1_epi16(barrett_v[k]), _mm256_set1_epi16(partial_v[k])};
    return m;
}

/* a z R^-1 mod p in (-p, p) for any a, given z and zq = z p^-1 mod 2^16,
 * |z| <= p/2: |result| <= |a z| / 2^16 + p/2 + 1. */
static inline __m256i mont_mul_const(__m256i a, __m256i z, __m256i zq, const modulus *m)
{
    __m256i lo = _mm256_mullo_epi16(a, zq);
    __m256i hi = _mm256_mulhi_epi16(a, z);
    return _mm256_sub_epi16(hi, _mm256_mulhi_epi16(lo, m->p));
}

/* a b R^-1 mod p in (-p, p), both factors variable, given bq = b p^-1 mod
 * 2^16 (precomputed with b: low half a bq = a b p^-1 in one product instead
 * of two): |result| <= |a b| / 2^16 + p/2 + 1. */
static inline __m256i mont_mul_pre(__m256i a, __m256i b, __m256i bq, const modulus *m)
{
    __m256i lo = _mm256_mullo_epi16(a, bq);
    __m256i hi = _mm256_mulhi_epi16(a, b);
    return _mm256_sub_epi16(hi, _mm256_mulhi_epi16(lo, m->p));
}

/* a mod p in [-(p-1)/2, (p-1)/2] for any a: quotient round(a v / 2^26). */
static inline __m256i barrett(__m256i a, const modulus *m)
{
    __m256i t = _mm256_mulhi_epi16(a, m->v);
    t = _mm256_mulhrs_epi16(t, _mm256_set1_epi16(1 << 5));
    return _mm256_sub_epi16(a, _mm256_mullo_epi16(t, m->p));
}

/* a - round(a w / 2^15) p with w = round(2^15 / p): two products instead of
 * three, a partial reduction: |result| <= |a| |1 - w p / 2^15| + p/2, that is
 * |a| / 16 + p/2 for p0 and |a| / 64 + p/2 for p1. */
static inline __m256i reduce_partial(__m256i a, const modulus *m)
{
    __m256i t = _mm256_mulhrs_epi16(a, m->w);
    return _mm256_sub_epi16(a, _mm256_mullo_epi16(t, m->p));
}

/* Cooley-Tukey: (x, y) -> (x + z y, x - z y). */
static inline void ct_butterfly(__m256i *x, __m256i *y, __m256i z, __m256i zq, const modulus *m)
{
    __m256i t = mont_mul_const(*y, z, zq, m);
    /* t is used twice: kept whole (GCC would otherwise spread its subtraction
     * over both uses, one more instruction per butterfly) */
    __asm__("" : "+x"(t));
    *y = _mm256_sub_epi16(*x, t);
    *x = _mm256_add_epi16(*x, t);
}

/* Gentleman-Sande: (u, v) -> (u + v, (u - v) z^-1); z given as its inverse. */
static inline void gs_butterfly(__m256i *u, __m256i *v, __m256i z, __m256i zq, const modulus *m)
{
    __m256i d = _mm256_sub_epi16(*u, *v);
    *u = _mm256_add_epi16(*u, *v);
    *v = mont_mul_const(d, z, zq, m);
}

/* r <- r^T, 16 x 16 16-bit entries: interleave 16-, 32-, 64-bit units within
 * the 128-bit halves, then exchange the halves. */
NTT_INLINE void transpose(__m256i r[16])
{
    __m256i a[16], b[16], c[16];

    for (unsigned i = 0; i < 8; i++) {
        a[i] = _mm256_unpacklo_epi16(r[2 * i], r[2 * i + 1]);
        a[i + 8] = _mm256_unpackhi_epi16(r[2 * i], r[2 * i + 1]);
    }
    for (unsigned h = 0; h < 2; h++) {
        for (unsigned i = 0; i < 4; i++) {
            b[8 * h + i] = _mm256_unpacklo_epi32(a[8 * h + 2 * i], a[8 * h + 2 * i + 1]);
            b[8 * h + i + 4] = _mm256_unpackhi_epi32(a[8 * h + 2 * i], a[8 * h + 2 * i + 1]);
        }
    }
    for (unsigned h = 0; h < 4; h++) {
        for (unsigned i = 0; i < 2; i++) {
            c[4 * h + i] = _mm256_unpacklo_epi64(b[4 * h + 2 * i], b[4 * h + 2 * i + 1]);
            c[4 * h + i + 2] = _mm256_unpackhi_epi64(b[4 * h + 2 * i], b[4 * h + 2 * i + 1]);
        }
    }
    for (unsigned i = 0; i < 8; i++) {
        r[i] = _mm256_permute2x128_si256(c[2 * i], c[2 * i + 1], 0x20);
        r[i + 8] = _mm256_permute2x128_si256(c[2 * i], c[2 * i + 1], 0x31);
    }
}

/* Half h (vectors 8h .. 8h + 7) of a layer of distance d <= 4, whose blocks
 * stay within a half; h = 2: the whole layer. Working on one half at a time
 * keeps 8 vectors live instead of 16, which fit in the registers. */
#define BLOCKS_FIRST(d, h) ((h) == 2 ? 0 : (h) * (4 / (d)))
#define BLOCKS_END(d, h) ((h) == 2 ? 8 / (d) : ((h) + 1) * (4 / (d)))

/* One layer on whole vectors, distance d vectors (8, 4, 2, 1 = 128 .. 16
 * coefficients): block b uses scalar twiddle k = 8/d + b. */
NTT_INLINE void layer_vectors(__m256i x[16], unsigned d, const int16_t tw[2][16], int inverse,
                              const modulus *m, unsigned h)
{
    for (unsigned b = BLOCKS_FIRST(d, h); b < BLOCKS_END(d, h); b++) {
        __m256i z = _mm256_set1_epi16(tw[0][8 / d + b]);
        __m256i zq = _mm256_set1_epi16(tw[1][8 / d + b]);
        for (unsigned j = 2 * d * b; j < 2 * d * b + d; j++) {
            if (inverse) {
                gs_butterfly(&x[j], &x[j + d], z, zq, m);
            } else {
                ct_butterfly(&x[j], &x[j + d], z, zq, m);
            }
        }
    }
}

/* One layer on the transposed form, distance d (8, 4, 2, 1 coefficients):
 * the pairs (i, i + d) of block i/(2d) use twiddle row 8/d - 1 + i/(2d). */
NTT_INLINE void layer_lanes(__m256i x[16], unsigned d, const int16_t tw[2][15][16], int inverse,
                            const modulus *m, unsigned h)
{
    for (unsigned b = BLOCKS_FIRST(d, h); b < BLOCKS_END(d, h); b++) {
        __m256i z = _mm256_load_si256((const __m256i *)(const void *)tw[0][8 / d - 1 + b]);
        __m256i zq = _mm256_load_si256((const __m256i *)(const void *)tw[1][8 / d - 1 + b]);
        for (unsigned i = 2 * d * b; i < 2 * d * b + d; i++) {
            if (inverse) {
                gs_butterfly(&x[i], &x[i + d], z, zq, m);
            } else {
                ct_butterfly(&x[i], &x[i + d], z, zq, m);
            }
        }
    }
}

/* Bounds: a Cooley-Tukey layer adds to |x| at most the Montgomery product
 * |y| |z| / 2^16 + p/2 + 1. Tracked per coefficient with the actual
 * twiddles, for inputs |a| <= 2^11: the first four layers stay below 19000
 * (p0) and 26300 (p1). Only the vectors w[0..7] after the transpose, the
 * unmultiplied halves of the next layer, are reduced (partially, to below
 * 5100 and 5800); the other halves go through Montgomery products, which take
 * any input. The last four layers then stay below 23600 (p0) and 32700 (p1).
 * Output reduced to (p-1)/2, or left below 32700 (reduce_output = 0). A
 * ternary input (smaugt_ntt_eval) leaves the first layer below 1 + (p-1)/2,
 * under the bound of a dense input's first layer, so the same bounds hold. */
/* What ntt_forward does with its result: store it reduced, store it
 * unreduced (below 32700), or multiply it by b's residues and add the
 * products to acc's (the step of smaugt_ntt_mul_acc, without storing the
 * evaluation and loading it back). */
enum { OUT_REDUCED, OUT_DENSE, OUT_MUL_ACC };

/* The layers of distance 4, 2 and 1 on half h, before and after the
 * transpose. */
NTT_INLINE void forward_vectors_half(__m256i x[16], const int16_t tw[2][16], const modulus *m,
                                     unsigned h)
{
    layer_vectors(x, 4, tw, 0, m, h);
    layer_vectors(x, 2, tw, 0, m, h);
    layer_vectors(x, 1, tw, 0, m, h);
}

NTT_INLINE void forward_lanes_half(__m256i x[16], const int16_t tw[2][15][16], const modulus *m,
                                   unsigned h)
{
    layer_lanes(x, 4, tw, 0, m, h);
    layer_lanes(x, 2, tw, 0, m, h);
    layer_lanes(x, 1, tw, 0, m, h);
}

/* The vectors of half h, final, to out (see the modes above); OUT_REDUCED
 * also stores them times p^-1 mod 2^16 to outq, OUT_MUL_ACC reads b's
 * residues and b p^-1 mod 2^16 from b and bq. */
NTT_INLINE void forward_output_half(int16_t out[SMAUGT_N], int16_t *outq, __m256i x[16],
                                    int mode, const int16_t *b, const int16_t *bq,
                                    const modulus *m, unsigned h)
{
    for (unsigned i = 8 * h; i < 8 * h + 8; i++) {
        __m256i *o = (__m256i *)(void *)(out + 16 * i);
        if (mode == OUT_REDUCED) {
            x[i] = barrett(x[i], m);
            _mm256_store_si256((__m256i *)(void *)(outq + 16 * i),
                               _mm256_mullo_epi16(x[i], m->pinv));
        } else if (mode == OUT_MUL_ACC) {
            __m256i y = _mm256_load_si256((const __m256i *)(const void *)(b + 16 * i));
            __m256i yq = _mm256_load_si256((const __m256i *)(const void *)(bq + 16 * i));
            x[i] = _mm256_add_epi16(_mm256_load_si256(o), mont_mul_pre(x[i], y, yq, m));
        }
        __asm__("" : "+x"(x[i]));
        _mm256_store_si256(o, x[i]);
    }
}

NTT_INLINE void ntt_forward(int16_t out[SMAUGT_N], int16_t *outq, const poly *a, unsigned k,
                            int mode, const int16_t *b, const int16_t *bq)
{
    const modulus m = modulus_of(k);
    __m256i x[16];

    /* (the empty asm statements keep GCC from turning the loads and stores
     * of the spilled array x into calls to memcpy) */
    for (unsigned i = 0; i < 16; i++) {
        x[i] = _mm256_loadu_si256((const __m256i *)(const void *)(a->coeffs + 16 * i));
        __asm__("" : "+x"(x[i]));
    }
    if (mode == OUT_REDUCED) {
        /* the secret's first layer (ternary input): x -> x + z y, x - z y with
         * z y = sign(z, y), exact and below (p-1)/2 */
        const __m256i z = _mm256_set1_epi16(first_tw[k]);
        for (unsigned j = 0; j < 8; j++) {
            __m256i t = _mm256_sign_epi16(z, x[j + 8]);
            __asm__("" : "+x"(t));
            x[j + 8] = _mm256_sub_epi16(x[j], t);
            x[j] = _mm256_add_epi16(x[j], t);
        }
    } else {
        layer_vectors(x, 8, fwd_scalar[k], 0, &m, 2);
    }
    forward_vectors_half(x, fwd_scalar[k], &m, 0);
    forward_vectors_half(x, fwd_scalar[k], &m, 1);
    transpose(x);
    for (unsigned i = 0; i < 8; i++) {
        x[i] = reduce_partial(x[i], &m);
    }
    layer_lanes(x, 8, fwd_lanes[k], 0, &m, 2);
    forward_lanes_half(x, fwd_lanes[k], &m, 0);
    forward_output_half(out, outq, x, mode, b, bq, &m, 0);
    forward_lanes_half(x, fwd_lanes[k], &m, 1);
    forward_output_half(out, outq, x, mode, b, bq, &m, 1);
}

/* Bounds: a GS layer's sums add two bounds, its Montgomery outputs stay below
 * |u - v| |z| / 2^16 + p/2 + 1. All reductions are the partial ones of
 * reduce_partial (|a| / 16 + p/2 for p0, |a| / 64 + p/2 for p1). The input
 * (below 2^15) is reduced; then, per vector i of a group of 16 (the same on
 * the lanes before the transpose and on the vectors after it), only the
 * vectors whose next sum could pass 2^15 are: i = 0 mod 4 after d = 2, i = 1
 * mod 8 after d = 4, and before the transpose the sums of d = 8, i < 8 (the
 * vectors i >= 8 come out of Montgomery products). Tracked per coefficient
 * with the actual twiddles, every intermediate stays below 23500 (p0) and
 * 27900 (p1). The last layer's sums and differences go straight into
 * Montgomery products (the scaling), which take any input. Output: 256 times
 * the input's inverse transform, times 256^-1 R^2 R^-1, in (-p, p). */
NTT_INLINE void reduce_every(__m256i x[16], unsigned first, unsigned step, unsigned end,
                             const modulus *m)
{
    for (unsigned i = first; i < end; i += step) {
        x[i] = reduce_partial(x[i], m);
    }
}

/* The input's half h loaded and reduced, then the layers of distance 1, 2
 * and 4 on it with their reductions; the same layers after the transpose. */
NTT_INLINE void inverse_lanes_half(__m256i x[16], const int16_t in[SMAUGT_N],
                                   const int16_t tw[2][15][16], const modulus *m, unsigned h)
{
    for (unsigned i = 8 * h; i < 8 * h + 8; i++) {
        x[i] = reduce_partial(_mm256_load_si256((const __m256i *)(const void *)(in + 16 * i)), m);
    }
    layer_lanes(x, 1, tw, 1, m, h);
    layer_lanes(x, 2, tw, 1, m, h);
    reduce_every(x, 8 * h, 4, 8 * h + 8, m);
    layer_lanes(x, 4, tw, 1, m, h);
    reduce_every(x, 8 * h + 1, 8, 8 * h + 8, m);
}

NTT_INLINE void inverse_vectors_half(__m256i x[16], const int16_t tw[2][16], const modulus *m,
                                     unsigned h)
{
    layer_vectors(x, 1, tw, 1, m, h);
    layer_vectors(x, 2, tw, 1, m, h);
    reduce_every(x, 8 * h, 4, 8 * h + 8, m);
    layer_vectors(x, 4, tw, 1, m, h);
    reduce_every(x, 8 * h + 1, 8, 8 * h + 8, m);
}

static void ntt_inverse(__m256i out[16], const int16_t in[SMAUGT_N], unsigned k)
{
    const modulus m = modulus_of(k);
    const __m256i s = _mm256_set1_epi16(scale[k][0]), sq = _mm256_set1_epi16(scale[k][1]);
    /* a local array, written to out once: __m256i may alias anything, so
     * layers working on out itself were stored to memory after every step */
    __m256i x[16];

    inverse_lanes_half(x, in, inv_lanes[k], &m, 0);
    inverse_lanes_half(x, in, inv_lanes[k], &m, 1);
    layer_lanes(x, 8, inv_lanes[k], 1, &m, 2);
    reduce_every(x, 0, 1, 8, &m);
    transpose(x);
    inverse_vectors_half(x, inv_scalar[k], &m, 0);
    inverse_vectors_half(x, inv_scalar[k], &m, 1);
    /* the last layer (distance 128, twiddle inv_scalar[k][.][1]) with the
     * scaling: sums times s, differences times last_tw = z s R^-1 mod p, one
     * Montgomery product per coefficient instead of two for the differences */
    const __m256i z = _mm256_set1_epi16(last_tw[k][0]), zq = _mm256_set1_epi16(last_tw[k][1]);
    for (unsigned i = 0; i < 8; i++) {
        __m256i d = _mm256_sub_epi16(x[i], x[i + 8]);
        out[i] = mont_mul_const(_mm256_add_epi16(x[i], x[i + 8]), s, sq, &m);
        out[i + 8] = mont_mul_const(d, z, zq, &m);
    }
}

void smaugt_ntt_eval(polyeval *e, const poly *a)
{
    ntt_forward(e->res[0], e->resq[0], a, 0, OUT_REDUCED, 0, 0);
    ntt_forward(e->res[1], e->resq[1], a, 1, OUT_REDUCED, 0, 0);
}

void smaugt_ntt_eval_dense(polyeval *e, const poly *a)
{
    ntt_forward(e->res[0], 0, a, 0, OUT_DENSE, 0, 0);
    ntt_forward(e->res[1], 0, a, 1, OUT_DENSE, 0, 0);
}

/* The products as in smaugt_ntt_mul_acc below, a's residues unreduced. */
void smaugt_ntt_mul_acc_dense(polyprod *acc, const poly *a, const polyeval *b)
{
    ntt_forward(acc->res[0], 0, a, 0, OUT_MUL_ACC, b->res[0], b->resq[0]);
    ntt_forward(acc->res[1], 0, a, 1, OUT_MUL_ACC, b->res[1], b->resq[1]);
}

/* A Montgomery product is below |a b| / 2^16 + p/2 + 1: with b reduced
 * (p1: 5376) and a unreduced (below 32700), at most 2683 + 5377 = 8060; four
 * of them stay below 32241 < 2^15. */
void smaugt_ntt_mul_acc(polyprod *acc, const polyeval *a, const polyeval *b)
{
    for (unsigned k = 0; k < SMAUGT_NTT_PRIMES; k++) {
        const modulus m = modulus_of(k);
        for (unsigned i = 0; i < SMAUGT_N; i += 16) {
            __m256i x = _mm256_load_si256((const __m256i *)(const void *)(a->res[k] + i));
            __m256i y = _mm256_load_si256((const __m256i *)(const void *)(b->res[k] + i));
            __m256i yq = _mm256_load_si256((const __m256i *)(const void *)(b->resq[k] + i));
            __m256i t = _mm256_load_si256((const __m256i *)(const void *)(acc->res[k] + i));
            t = _mm256_add_epi16(t, mont_mul_pre(x, y, yq, &m));
            _mm256_store_si256((__m256i *)(void *)(acc->res[k] + i), t);
        }
    }
}

/* CRT: x = x0 + p0 t with t = (x1 - x0) p0^-1 mod p1. |x1 - x0| < p0 + p1,
 * so |t| < 7000 and |x0 + p0 t| < 2^26 < p0 p1 - 2^21: x is the integer
 * itself, and its low 16 bits are x0 + p0 t computed modulo 2^16. */
void smaugt_ntt_finish(poly *r, const polyprod *acc)
{
    const modulus m1 = modulus_of(1);
    const __m256i c = _mm256_set1_epi16(CRT_C), cq = _mm256_set1_epi16(CRT_CQ);
    const __m256i p0 = _mm256_set1_epi16(prime[0]);
    __m256i x0[16], x1[16];

    ntt_inverse(x0, acc->res[0], 0);
    ntt_inverse(x1, acc->res[1], 1);
    for (unsigned i = 0; i < 16; i++) {
        __m256i t = mont_mul_const(_mm256_sub_epi16(x1[i], x0[i]), c, cq, &m1);
        __m256i x = _mm256_add_epi16(x0[i], _mm256_mullo_epi16(t, p0));
        _mm256_storeu_si256((__m256i *)(void *)(r->coeffs + 16 * i), x);
    }
    kpqc_memzero(x0, sizeof x0);
    kpqc_memzero(x1, sizeof x1);
}
