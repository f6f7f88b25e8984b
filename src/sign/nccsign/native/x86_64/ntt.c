/* The NTT of NCC-Sign on 8 int32 lanes (api.h): the layers of ../../ntt.c,
 * value for value, on the lane layout.
 *
 * The first three splits (X^n - X^(n/2) + 1 into 8 blocks of M = n/8 slots)
 * pair coefficients M apart or more: they run on 8 natural-order vectors at
 * a time, one per block, which are then transposed, so that vector v of the
 * result holds slot v of every block (lane l = block l). Every later layer
 * works within the blocks, the same way in each, with per-block constants:
 * on this layout it is lane-wise, vector against vector, whatever its
 * length (9, 3, 1 included). The inverse runs the same steps backwards. */
#include "api.h"
#include "arith.h"
#include "ct.h"
#include "transpose_avx2.h"
#include "../../twiddles.h"
#include "twiddles_avx2.h"

#define N NCC_N
#define M (NCC_N / 8)
#define BLOCK (NCC_N >> (NCC_NTT_RADIX2 + 1))
#if NCC_NTT_RADIX3 != 0 && (NCC_NTT_RADIX3 != 2 || BLOCK != 9)
#error "the radix-3 steps below are written for two layers (blocks of 9)"
#endif
#define NINV ((unsigned)(sizeof nccsign_inv_twiddles / sizeof nccsign_inv_twiddles[0]))

void ncc_ntt_layout_avx2(int32_t out[N], const int32_t in[N])
{
    for (unsigned v = 0; v < M; v += 8) {
        vec x[8];
        for (int l = 0; l < 8; l++) x[l] = vload(in + l * M + v);
        kpqc_transpose8x8_epi32(x);
        for (int k = 0; k < 8; k++) vstore(out + 8 * (v + k), x[k]);
    }
}

/* Butterfly lo + s hi, lo - s hi. */
#define BF(lo, hi, w, wq)                  \
    do {                                   \
        vec t_ = vmont1(hi, w, wq);        \
        hi = _mm256_sub_epi32(lo, t_);     \
        lo = _mm256_add_epi32(lo, t_);     \
    } while (0)

/* Butterfly lo + s hi, lo - s hi with per-lane constants (table entry e:
 * w, then w q^-1). */
static inline void bfv(vec *lo, vec *hi, const int32_t *e)
{
    vec u = vmont(*hi, vtab(e), vtab(e + 8));
    *hi = _mm256_sub_epi32(*lo, u);
    *lo = _mm256_add_epi32(*lo, u);
}

/* g forward radix-2 layers of lengths len, len / 2, ... in registers, on
 * the 2^g vectors v + k d (d = len / 2^(g-1)) of each block: layer j pairs
 * k with k + 2^(g-1-j) and takes entry (b 2^j + (k >> (g - j))) of its
 * table, b the block; the layers' tables follow each other from tw. */
static inline __attribute__((always_inline)) void fwd_group(int32_t *dst, const int32_t *src,
                                                            unsigned len, unsigned nb,
                                                            const unsigned g, const int32_t *tw)
{
    /* nb = M / (2 len), the first layer's blocks (kept by the caller: no division) */
    const unsigned d = len >> (g - 1);
    for (unsigned s = 0, b = 0; s < M; s += 2 * len, b++) {
        for (unsigned v = s; v < s + d; v++) {
            vec x[8];
            const int32_t *lt = tw;
            /* Unrolled, so that x stays in registers (gcc keeps these loops
             * rolled otherwise, x on the stack with computed indices). */
#pragma GCC unroll 8
            for (unsigned k = 0; k < (1u << g); k++) x[k] = vload(src + 8 * (v + k * d));
#pragma GCC unroll 3
            for (unsigned j = 0; j < g; j++) {
                const unsigned h = 1u << (g - 1 - j);
#pragma GCC unroll 8
                for (unsigned k = 0; k < (1u << g); k++) {
                    if (k & h) continue;
                    bfv(&x[k], &x[k + h], lt + 16 * ((b << j) + (k >> (g - j))));
                }
                lt += 16 * (nb << j);
            }
#pragma GCC unroll 8
            for (unsigned k = 0; k < (1u << g); k++) vstore(dst + 8 * (v + k * d), x[k]);
        }
    }
}

#if NCC_NTT_RADIX3 > 0
/* The radix-3 step a0 + t a1 + t^2 a2 (j = 0, 1, 2) with entry e (t, t^2). */
static inline void r3v(vec *x0, vec *x1, vec *x2, const int32_t *e)
{
    vec a0 = *x0;
    vec u1 = vmont(*x1, vtab(e), vtab(e + 8));
    vec u2 = vmont(*x2, vtab(e + 16), vtab(e + 24));
    vec d = vmont1(_mm256_sub_epi32(u1, u2), NCCSIGN_CUBE, NCC_MULQINV(NCCSIGN_CUBE));
    *x0 = _mm256_add_epi32(a0, _mm256_add_epi32(u1, u2));
    *x1 = _mm256_add_epi32(_mm256_sub_epi32(a0, u2), d);
    *x2 = _mm256_sub_epi32(_mm256_sub_epi32(a0, u1), d);
}

/* Both radix-3 layers (lengths 3 and 1, blocks of 9) in registers. */
static void fwd_radix9(int32_t *a, const int32_t *tw)
{
    const int32_t *tb = tw + 32 * (M / 9);
    for (unsigned s = 0, b = 0; s < M; s += 9, b++) {
        vec x[9];
        for (int k = 0; k < 9; k++) x[k] = vload(a + 8 * (s + k));
        for (int k = 0; k < 3; k++) r3v(&x[k], &x[k + 3], &x[k + 6], tw + 32 * b);
        for (int k = 0; k < 3; k++) r3v(&x[3 * k], &x[3 * k + 1], &x[3 * k + 2], tb + 32 * (3 * b + k));
        for (int k = 0; k < 9; k++) vstore(a + 8 * (s + k), x[k]);
    }
}
#endif

void ncc_ntt_avx2(int32_t a[N])
{
    _Alignas(32) int32_t t[N];
    const int32_t *fw = nccsign_fwd_twiddles;
    const int32_t *tw = nccsign_avx2_fwd;
    for (unsigned v = 0; v < M; v += 8) {
        vec x[8];
        for (int l = 0; l < 8; l++) x[l] = vload(a + l * M + v);
        /* layer 0: (lo + w6 hi, lo + (1 - w6) hi) on rows l, l + 4 */
        for (int l = 0; l < 4; l++) {
            vec u = vmont1(x[l + 4], NCCSIGN_OMEGA, NCC_MULQINV(NCCSIGN_OMEGA));
            x[l + 4] = _mm256_sub_epi32(_mm256_add_epi32(x[l], x[l + 4]), u);
            x[l] = _mm256_add_epi32(x[l], u);
        }
        BF(x[0], x[2], fw[0], NCC_MULQINV(fw[0]));
        BF(x[1], x[3], fw[0], NCC_MULQINV(fw[0]));
        BF(x[4], x[6], fw[1], NCC_MULQINV(fw[1]));
        BF(x[5], x[7], fw[1], NCC_MULQINV(fw[1]));
        for (int l = 0; l < 8; l += 2) BF(x[l], x[l + 1], fw[2 + l / 2], NCC_MULQINV(fw[2 + l / 2]));
        kpqc_transpose8x8_epi32(x);
        for (int k = 0; k < 8; k++) vstore(t + 8 * (v + k), x[k]);
    }
    /* the in-block layers; the first group moves t back into a */
    const int32_t *src = t;
    unsigned len = M / 2, nb = 1;
    for (unsigned left = NCC_NTT_RADIX2 - 2; left > 0; src = a) {
        const unsigned g = left >= 3 ? 3 : left;
        if (g == 3) {
            fwd_group(a, src, len, nb, 3, tw);
        } else if (g == 2) {
            fwd_group(a, src, len, nb, 2, tw);
        } else {
            fwd_group(a, src, len, nb, 1, tw);
        }
        tw += 16 * nb * ((1u << g) - 1);
        len >>= g;
        nb <<= g;
        left -= g;
    }
#if NCC_NTT_RADIX3 > 0
    fwd_radix9(a, tw);
#endif
    kpqc_memzero(t, sizeof t); /* the transform of a secret (s1, y) */
}

#if NCC_NTT_LEAF == 1
/* ncc_montgomery(a * b) per lane, both operands variable. */
static inline vec vmontmul(vec a, vec b)
{
    const vec q = vset(NCC_Q), qinv = vset((int32_t)NCC_QINV);
    vec pe = _mm256_mul_epi32(a, b);
    vec po = _mm256_mul_epi32(_mm256_srli_epi64(a, 32), _mm256_srli_epi64(b, 32));
    vec te = _mm256_mul_epi32(_mm256_mul_epi32(pe, qinv), q);
    vec to = _mm256_mul_epi32(_mm256_mul_epi32(po, qinv), q);
    pe = _mm256_sub_epi32(pe, te);
    po = _mm256_sub_epi32(po, to);
    return _mm256_blend_epi32(_mm256_srli_epi64(pe, 32), po, 0xAA);
}
#endif

#if NCC_NTT_LEAF == 3
/* Montgomery reduction of 64-bit lanes: the result in the high words. */
static inline vec vmont64(vec p)
{
    const vec q = vset(NCC_Q), qinv = vset((int32_t)NCC_QINV);
    return _mm256_sub_epi32(p, _mm256_mul_epi32(_mm256_mul_epi32(p, qinv), q));
}

/* Products mod X^3 - zeta on the low words of the 64-bit lanes (x, y, z:
 * operands and zeta; c: results in the high words). */
static inline void tri_half(vec c[3], const vec x[3], const vec y[3], vec z)
{
    vec hi0 = _mm256_add_epi64(_mm256_mul_epi32(x[1], y[2]), _mm256_mul_epi32(x[2], y[1]));
    vec hi1 = _mm256_mul_epi32(x[2], y[2]);
    hi0 = _mm256_mul_epi32(_mm256_srli_epi64(vmont64(hi0), 32), z);
    hi1 = _mm256_mul_epi32(_mm256_srli_epi64(vmont64(hi1), 32), z);
    c[0] = vmont64(_mm256_add_epi64(_mm256_mul_epi32(x[0], y[0]), hi0));
    c[1] = vmont64(_mm256_add_epi64(
        _mm256_add_epi64(_mm256_mul_epi32(x[0], y[1]), _mm256_mul_epi32(x[1], y[0])), hi1));
    c[2] = vmont64(_mm256_add_epi64(
        _mm256_add_epi64(_mm256_mul_epi32(x[0], y[2]), _mm256_mul_epi32(x[1], y[1])),
        _mm256_mul_epi32(x[2], y[0])));
}
#endif

void ncc_ntt_mul_avx2(int32_t c[N], const int32_t a[N], const int32_t b[N])
{
#if NCC_NTT_LEAF == 1
    for (unsigned i = 0; i < N; i += 8) vstore(c + i, vmontmul(vload(a + i), vload(b + i)));
#else
    const int32_t *lf = nccsign_avx2_leaf;
    for (unsigned v = 0; v < M; v += 3, lf += 16) {
        vec x[3], y[3], xo[3], yo[3], ce[3], co[3];
        const vec z = vtab(lf);
        for (int k = 0; k < 3; k++) {
            x[k] = vload(a + 8 * (v + k));
            y[k] = vload(b + 8 * (v + k));
            xo[k] = _mm256_srli_epi64(x[k], 32);
            yo[k] = _mm256_srli_epi64(y[k], 32);
        }
        tri_half(ce, x, y, z);
        tri_half(co, xo, yo, _mm256_srli_epi64(z, 32));
        for (int k = 0; k < 3; k++)
            vstore(c + 8 * (v + k), _mm256_blend_epi32(_mm256_srli_epi64(ce[k], 32), co[k], 0xAA));
    }
#endif
}

/* g inverse radix-2 layers of lengths len, 2 len, ... in registers, on the
 * 2^g vectors v + k len of each block of 2^g len: layer j pairs k with
 * k + 2^j and takes entry (b 2^(g-1-j) + (k >> (j + 1))) of its table;
 * its sums are reduced when (layer + j) % 3 == 2, as ../../ntt.c does. */
static inline __attribute__((always_inline)) void inv_group(int32_t *dst, const int32_t *src,
                                                            unsigned len, unsigned nb,
                                                            const unsigned g, unsigned layer,
                                                            const int32_t *tw)
{
    /* nb = M / (2 len), the first layer's blocks (kept by the caller: no division) */
    const unsigned span = len << g;
    for (unsigned s = 0, b = 0; s < M; s += span, b++) {
        for (unsigned v = s; v < s + len; v++) {
            vec x[8];
            const int32_t *lt = tw;
            /* Unrolled, as in fwd_group. */
#pragma GCC unroll 8
            for (unsigned k = 0; k < (1u << g); k++) x[k] = vload(src + 8 * (v + k * len));
#pragma GCC unroll 3
            for (unsigned j = 0; j < g; j++) {
                const unsigned h = 1u << j;
                const int reduce = (layer + j) % 3 == 2;
#pragma GCC unroll 8
                for (unsigned k = 0; k < (1u << g); k++) {
                    if (k & h) continue;
                    const int32_t *e = lt + 16 * ((b << (g - 1 - j)) + (k >> (j + 1)));
                    vec u = x[k], y = x[k + h], sum = _mm256_add_epi32(u, y);
                    x[k] = reduce ? vreduce32(sum) : sum;
                    x[k + h] = vmont(_mm256_sub_epi32(u, y), vtab(e), vtab(e + 8));
                }
                lt += 16 * (nb >> j);
            }
#pragma GCC unroll 8
            for (unsigned k = 0; k < (1u << g); k++) vstore(dst + 8 * (v + k * len), x[k]);
        }
    }
}

#if NCC_NTT_RADIX3 > 0
/* The inverse radix-3 step with entry e (t^-1, t^-2). */
static inline void r3inv(vec *x0, vec *x1, vec *x2, const int32_t *e)
{
    vec y0 = *x0, y1 = *x1, y2 = *x2;
    vec d = vmont1(_mm256_sub_epi32(y1, y2), NCCSIGN_CUBE, NCC_MULQINV(NCCSIGN_CUBE));
    *x0 = _mm256_add_epi32(y0, _mm256_add_epi32(y1, y2));
    *x1 = vmont(_mm256_sub_epi32(_mm256_sub_epi32(y0, y1), d), vtab(e), vtab(e + 8));
    *x2 = vmont(_mm256_add_epi32(_mm256_sub_epi32(y0, y2), d), vtab(e + 16), vtab(e + 24));
}

/* Both inverse radix-3 layers (lengths 1 and 3) in registers, src to dst. */
static void inv_radix9(int32_t *dst, const int32_t *src, const int32_t *tw)
{
    const int32_t *tb = tw + 32 * (M / 3);
    for (unsigned s = 0, b = 0; s < M; s += 9, b++) {
        vec x[9];
        for (int k = 0; k < 9; k++) x[k] = vload(src + 8 * (s + k));
        for (int k = 0; k < 3; k++) r3inv(&x[3 * k], &x[3 * k + 1], &x[3 * k + 2], tw + 32 * (3 * b + k));
        for (int k = 0; k < 3; k++) r3inv(&x[k], &x[k + 3], &x[k + 6], tb + 32 * b);
        for (int k = 0; k < 9; k++) vstore(dst + 8 * (s + k), x[k]);
    }
}
#endif

void ncc_invntt_avx2(int32_t a[N])
{
    _Alignas(32) int32_t t[N];
    const int32_t *iw = nccsign_inv_twiddles + NINV - 6;
    const int32_t *tw = nccsign_avx2_inv;
    const int32_t *src = a; /* the first group moves a into t */
    unsigned layer = 0, len = BLOCK, nb = M / (2 * BLOCK);
#if NCC_NTT_RADIX3 > 0
    inv_radix9(t, a, tw);
    tw += 32 * (M / 3 + M / 9);
    src = t;
#endif
    for (unsigned left = NCC_NTT_RADIX2 - 2; left > 0; src = t) {
        const unsigned g = left >= 3 ? 3 : left;
        if (g == 3) {
            inv_group(t, src, len, nb, 3, layer, tw);
        } else if (g == 2) {
            inv_group(t, src, len, nb, 2, layer, tw);
        } else {
            inv_group(t, src, len, nb, 1, layer, tw);
        }
        for (unsigned j = 0; j < g; j++) tw += 16 * (nb >> j);
        len <<= g;
        nb >>= g;
        layer += g;
        left -= g;
    }
    {
        /* the natural-order layers: len M (rows l, l + 1), len 2M (l, l + 2), layer 0 */
        const int red1 = layer % 3 == 2, red2 = (layer + 1) % 3 == 2;
        for (unsigned v = 0; v < M; v += 8) {
            vec x[8];
            for (int k = 0; k < 8; k++) x[k] = vload(t + 8 * (v + k));
            kpqc_transpose8x8_epi32(x);
            for (int l = 0; l < 8; l += 2) {
                vec u = x[l], y = x[l + 1], sum = _mm256_add_epi32(u, y);
                x[l] = red1 ? vreduce32(sum) : sum;
                x[l + 1] = vmont1(_mm256_sub_epi32(u, y), iw[l / 2], NCC_MULQINV(iw[l / 2]));
            }
            for (int l = 0; l < 8; l++) {
                if (l & 2) continue;
                vec u = x[l], y = x[l + 2], sum = _mm256_add_epi32(u, y);
                x[l] = red2 ? vreduce32(sum) : sum;
                x[l + 2] = vmont1(_mm256_sub_epi32(u, y), iw[4 + l / 4], NCC_MULQINV(iw[4 + l / 4]));
            }
            for (int l = 0; l < 4; l++) {
                vec u = x[l], y = x[l + 4];
                vec h = vmont1(_mm256_sub_epi32(u, y), NCCSIGN_INV_SCALE_DELTA,
                               NCC_MULQINV(NCCSIGN_INV_SCALE_DELTA));
                vec lo = vmont1(u, NCCSIGN_INV_SCALE, NCC_MULQINV(NCCSIGN_INV_SCALE));
                x[l] = _mm256_sub_epi32(lo, vmont1(h, NCCSIGN_OMEGA, NCC_MULQINV(NCCSIGN_OMEGA)));
                x[l + 4] = h;
            }
            for (int l = 0; l < 8; l++) vstore(a + l * M + v, x[l]);
        }
    }
    kpqc_memzero(t, sizeof t);
}
