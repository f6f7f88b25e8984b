/* NTRUSolve (Pornin-Prest, "More efficient algorithms for the NTRU key
 * generation using the field norm", PKC 2019, the algorithm the submission
 * uses through Falcon's code): written here with plain multi-precision
 * integers.
 *
 *   down:  f_(d+1) = N(f_d), g_(d+1) = N(g_d), N(a)(x^2) = a(x) a(-x),
 *          until degree 1, where u f + v g = 1 (extended GCD) gives
 *          F = -q v, G = q u, so f G - g F = q.
 *   up:    F_d = F_(d+1)(x^2) g_d(-x), G_d = G_(d+1)(x^2) f_d(-x) keep
 *          f G - g F = q; then Babai reduction (F, G) -= k (f, g), k the
 *          rounded (F f* + G g*) / (f f* + g g*), computed in floating point
 *          on the top bits and applied 2^shift at a time until k = 0.
 * Sizes: at depth d, |coefficients of f_d| <= (q alpha^2)^(2^(d-1)) because
 * |f(z)|^2 + |g(z)|^2 <= q alpha^2 at every root (key generation's check),
 * so 15.1 * 2^(d-1) bits bound f_d, g_d; a reduced F_d is one limb larger. */
#include <math.h>
#include <string.h>

#include "bigint.h"
#include "ct.h"
#include "fft.h"
#include "keygen.h"

#define N SOLMAE_N
#define LOGN SOLMAE_LOGN

/* Limbs of f_d, g_d. */
static size_t cap_small(unsigned d)
{
    if (d == 0) return 1;
    size_t bits = (151u << (d - 1)) / 10 + 3;
    return bits / 32 + 2;
}

/* Limbs of a reduced F_d, G_d, and of the lifted ones before reduction. */
static size_t cap_reduced(unsigned d)
{
    return cap_small(d) + 1;
}

static size_t cap_lifted(unsigned d)
{
    return cap_reduced(d + 1) + cap_small(d) + 1;
}

/* Upper bounds of the storage (checked against the sizes above at startup of
 * each solve; the sums are computed by cap_total below). */
#define SMALL_STORE (10 * N)
#define BIG_STORE (6 * N)
#define MAX_LIMBS 400

typedef struct {
    uint32_t fg[2][SMALL_STORE]; /* f_d, g_d for d = 1..LOGN, consecutively */
    uint32_t cur[2][BIG_STORE];  /* F_(d+1), G_(d+1) */
    uint32_t nxt[2][BIG_STORE];  /* F_d, G_d */
    uint32_t mag[2][BIG_STORE];  /* magnitudes of a multiplicand */
    uint8_t sgn[2][N];
    double ff[N], gf[N], den[N], Ff[N], Gf[N];
    int64_t i64[4][N];
    uint32_t tmp[4 * (MAX_LIMBS + 1)];
} solve_ws;

static size_t offset_small(unsigned d)
{
    size_t off = 0;
    for (unsigned e = 1; e < d; e++) off += (size_t)(N >> e) * cap_small(e);
    return off;
}

/* Magnitudes and signs of n values of len limbs. */
static void magnitudes(uint32_t *mag, uint8_t *sgn, const uint32_t *x, size_t n, size_t len)
{
    for (size_t i = 0; i < n; i++) {
        sgn[i] = (uint8_t)KPQC_NS(solmae_bn_abs)(mag + i * len, x + i * len, len);
    }
}

static unsigned max_bits(const uint32_t *x, size_t n, size_t len)
{
    unsigned m = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned b = KPQC_NS(solmae_bn_bits)(x + i * len, len);
        if (b > m) m = b;
    }
    return m;
}

static unsigned log2_ceil(size_t n)
{
    unsigned l = 0;
    while (((size_t)1 << l) < n) l++;
    return l;
}

/* Small values: int64 <-> limbs (two's complement; |x| < 2^62). */
static int64_t get_i64(const uint32_t *x, size_t len)
{
    uint64_t lo = x[0], hi = len > 1 ? x[1] : (0u - (x[0] >> 31));
    uint64_t u = lo | hi << 32;
    return u >> 63 ? -(int64_t)(~u) - 1 : (int64_t)u;
}

static void put_i64(uint32_t *x, size_t len, int64_t v)
{
    uint64_t u = (uint64_t)v;
    x[0] = (uint32_t)u;
    if (len > 1) x[1] = (uint32_t)(u >> 32);
    for (size_t i = 2; i < len; i++) x[i] = 0u - (uint32_t)(u >> 63);
}

/* c = a b modulo x^n + 1 (int64; the caller bounds the sizes). */
static void mul_i64(int64_t *c, const int64_t *a, const int64_t *b, size_t n)
{
    for (size_t k = 0; k < n; k++) c[k] = 0;
    for (size_t i = 0; i < n; i++) {
        for (size_t j = 0; j < n - i; j++) c[i + j] += a[i] * b[j];
        for (size_t j = n - i; j < n; j++) c[i + j - n] -= a[i] * b[j];
    }
}

/* c = a^2 modulo x^n + 1 (int64; the caller bounds the sizes): each cross
 * product a_i a_j (i < j) once, doubled. */
static void sqr_i64(int64_t *c, const int64_t *a, size_t n)
{
    for (size_t k = 0; k < n; k++) c[k] = 0;
    for (size_t i = 0; i < n; i++) {
        int64_t ai2 = 2 * a[i];
        size_t k = 2 * i;
        if (k < n) {
            c[k] += a[i] * a[i];
        } else {
            c[k - n] -= a[i] * a[i];
        }
        for (size_t j = i + 1; j < n - i; j++) c[i + j] += ai2 * a[j];
        for (size_t j = (n - i > i + 1 ? n - i : i + 1); j < n; j++) c[i + j - n] -= ai2 * a[j];
    }
}

/* c = p(x^2) b modulo x^n + 1 (p: n/2 values; int64, the caller bounds the
 * sizes). */
static void mul_even_i64(int64_t *c, const int64_t *p, const int64_t *b, size_t n)
{
    for (size_t k = 0; k < n; k++) c[k] = 0;
    for (size_t i = 0; i < n / 2; i++) {
        size_t s = 2 * i;
        for (size_t j = 0; j < n - s; j++) c[s + j] += p[i] * b[j];
        for (size_t j = n - s; j < n; j++) c[s + j - n] -= p[i] * b[j];
    }
}

/* out (n/2 values, lo limbs) = N(in) for in (n values, li limbs):
 * a0^2 - y a1^2 modulo y^(n/2) + 1, a(x) = a0(x^2) + x a1(x^2). */
static void field_norm(uint32_t *out, size_t lo, const uint32_t *in, size_t li, size_t n,
                       solve_ws *ws)
{
    size_t h = n / 2;
    if (2 * max_bits(in, n, li) + log2_ceil(n) + 2 <= 62) {
        /* int64: a0^2 - y a1^2 */
        int64_t *a = ws->i64[0], *b = ws->i64[1], *c = ws->i64[2], *d = ws->i64[3];
        for (size_t i = 0; i < h; i++) {
            a[i] = get_i64(in + 2 * i * li, li);
            b[i] = get_i64(in + (2 * i + 1) * li, li);
        }
        sqr_i64(c, a, h);
        sqr_i64(d, b, h);
        put_i64(out, lo, c[0] + d[h - 1]);
        for (size_t k = 1; k < h; k++) put_i64(out + k * lo, lo, c[k] - d[k - 1]);
        return;
    }
    memset(out, 0, h * lo * sizeof *out);
    magnitudes(ws->mag[0], ws->sgn[0], in, n, li);
    for (size_t par = 0; par < 2; par++) {
        for (size_t i = 0; i < h; i++) {
            const uint32_t *ai = ws->mag[0] + (2 * i + par) * li;
            for (size_t j = i; j < h; j++) {
                const uint32_t *aj = ws->mag[0] + (2 * j + par) * li;
                size_t k = i + j + par;
                unsigned neg = (unsigned)par ^ ws->sgn[0][2 * i + par] ^ ws->sgn[0][2 * j + par];
                if (k >= h) {
                    k -= h;
                    neg ^= 1;
                }
                KPQC_NS(solmae_bn_addmul_big)(out + k * lo, lo, ai, li, aj, li, neg, j != i);
            }
        }
    }
}

/* out (n values, lo limbs) = P(x^2) a(-x); P: n/2 values (lp limbs), a: n
 * values (la limbs). */
static void lift(uint32_t *out, size_t lo, const uint32_t *P, size_t lp, const uint32_t *a,
                 size_t la, size_t n, solve_ws *ws)
{
    if (max_bits(P, n / 2, lp) + max_bits(a, n, la) + log2_ceil(n) + 2 <= 62) {
        int64_t *x = ws->i64[0], *y = ws->i64[1], *c = ws->i64[2];
        for (size_t i = 0; i < n / 2; i++) x[i] = get_i64(P + i * lp, lp);
        for (size_t i = 0; i < n; i++) {
            y[i] = (i & 1) ? -get_i64(a + i * la, la) : get_i64(a + i * la, la);
        }
        mul_even_i64(c, x, y, n);
        for (size_t k = 0; k < n; k++) put_i64(out + k * lo, lo, c[k]);
        return;
    }
    memset(out, 0, n * lo * sizeof *out);
    magnitudes(ws->mag[0], ws->sgn[0], P, n / 2, lp);
    magnitudes(ws->mag[1], ws->sgn[1], a, n, la);
    for (size_t i = 0; i < n / 2; i++) {
        for (size_t j = 0; j < n; j++) {
            size_t k = 2 * i + j;
            unsigned neg = ws->sgn[0][i] ^ ws->sgn[1][j] ^ (unsigned)(j & 1);
            if (k >= n) {
                k -= n;
                neg ^= 1;
            }
            KPQC_NS(solmae_bn_addmul_big)(out + k * lo, lo, ws->mag[1] + j * la, la,
                                          ws->mag[0] + i * lp, lp, neg, 0);
        }
    }
}

static void to_fft(double *out, const uint32_t *x, size_t n, size_t len, int e, unsigned logn,
                   uint32_t *tmp)
{
    for (size_t i = 0; i < n; i++) out[i] = KPQC_NS(solmae_bn_to_double)(x + i * len, len, e, tmp);
    KPQC_NS(solmae_fft)(out, logn);
}

/* Babai reduction of (F, G) (n values, lb limbs) against (f, g) (ls limbs). */
static int reduce(uint32_t *F, uint32_t *G, size_t lb, const uint32_t *f, const uint32_t *g,
                  size_t ls, size_t n, unsigned logn, solve_ws *ws)
{
    unsigned bf = max_bits(f, n, ls), b2 = max_bits(g, n, ls);
    if (b2 > bf) bf = b2;
    int sf = bf > 53 ? (int)bf - 53 : 0;
    to_fft(ws->ff, f, n, ls, sf, logn, ws->tmp);
    to_fft(ws->gf, g, n, ls, sf, logn, ws->tmp);
    KPQC_NS(solmae_fft_gram)(ws->den, ws->ff, ws->gf, logn);
    magnitudes(ws->mag[0], ws->sgn[0], f, n, ls);
    magnitudes(ws->mag[1], ws->sgn[1], g, n, ls);
    for (unsigned iter = 0; iter < 4096; iter++) {
        unsigned bF = max_bits(F, n, lb), bG = max_bits(G, n, lb);
        if (bG > bF) bF = bG;
        int sF = bF > 53 ? (int)bF - 53 : 0;
        to_fft(ws->Ff, F, n, lb, sF, logn, ws->tmp);
        to_fft(ws->Gf, G, n, lb, sF, logn, ws->tmp);
        KPQC_NS(solmae_fft_muladj)(ws->Ff, ws->ff, logn);
        KPQC_NS(solmae_fft_muladj)(ws->Gf, ws->gf, logn);
        KPQC_NS(solmae_fft_add)(ws->Ff, ws->Gf, logn);
        KPQC_NS(solmae_fft_div)(ws->Ff, ws->den, logn);
        KPQC_NS(solmae_ifft)(ws->Ff, logn);
        /* k = Ff 2^(sF - sf); apply it 2^shift at a time, |k| < 2^30 */
        double mx = 0.0;
        for (size_t i = 0; i < n; i++) {
            double a = fabs(ws->Ff[i]);
            if (!(a < 1e300)) return -1;
            if (a > mx) mx = a;
        }
        int ex = 0;
        (void)frexp(mx, &ex);
        ex += sF - sf;
        unsigned shift = ex > 30 ? (unsigned)(ex - 30) : 0;
        int any = 0;
        if (bf + 31 + log2_ceil(n) + 2 <= 62) {
            /* (k f, k g) in int64, then one subtraction per coefficient */
            int64_t *kk = ws->i64[0], *c = ws->i64[1], *fi = ws->i64[2], *gi = ws->i64[3];
            for (size_t j = 0; j < n; j++) {
                kk[j] = (int64_t)floor(ldexp(ws->Ff[j], sF - sf - (int)shift) + 0.5);
                any |= kk[j] != 0;
                fi[j] = get_i64(f + j * ls, ls);
                gi[j] = get_i64(g + j * ls, ls);
            }
            if (!any) return shift == 0 ? 0 : -1;
            for (unsigned w = 0; w < 2; w++) {
                uint32_t *X = w ? G : F;
                mul_i64(c, kk, w ? gi : fi, n);
                for (size_t t = 0; t < n; t++) {
                    uint64_t m = c[t] < 0 ? 0 - (uint64_t)c[t] : (uint64_t)c[t];
                    uint32_t mm[2] = {(uint32_t)m, (uint32_t)(m >> 32)};
                    KPQC_NS(solmae_bn_addmul)(X + t * lb, lb, mm, 2, 1, c[t] >= 0, shift);
                }
            }
            continue;
        }
        for (size_t j = 0; j < n; j++) {
            double kd = floor(ldexp(ws->Ff[j], sF - sf - (int)shift) + 0.5);
            int32_t k = (int32_t)kd;
            if (k == 0) continue;
            any = 1;
            uint32_t ka = k < 0 ? (uint32_t)(-(int64_t)k) : (uint32_t)k;
            unsigned kneg = k < 0;
            for (size_t i = 0; i < n; i++) {
                size_t t = i + j;
                unsigned neg = 1 ^ kneg;
                if (t >= n) {
                    t -= n;
                    neg ^= 1;
                }
                /* F -= k f x^j, G -= k g x^j */
                KPQC_NS(solmae_bn_addmul)(F + t * lb, lb, ws->mag[0] + i * ls, ls, ka,
                                          neg ^ ws->sgn[0][i], shift);
                KPQC_NS(solmae_bn_addmul)(G + t * lb, lb, ws->mag[1] + i * ls, ls, ka,
                                          neg ^ ws->sgn[1][i], shift);
            }
        }
        if (!any) {
            if (shift == 0) return 0;
            return -1; /* no progress with a positive shift */
        }
    }
    return -1;
}

/* In-place narrowing of n values from len to newlen limbs (values fit). */
static void narrow(uint32_t *x, size_t n, size_t len, size_t newlen)
{
    for (size_t i = 0; i < n; i++) memmove(x + i * newlen, x + i * len, newlen * sizeof *x);
}

static int solve(int8_t *Fo, int8_t *Go, const int8_t *f, const int8_t *g, solve_ws *ws)
{
    uint32_t *fd[LOGN + 1], *gd[LOGN + 1];
    uint32_t f0[N], g0[N];
    for (size_t i = 0; i < N; i++) {
        f0[i] = (uint32_t)(int32_t)f[i];
        g0[i] = (uint32_t)(int32_t)g[i];
    }
    fd[0] = f0;
    gd[0] = g0;
    if (offset_small(LOGN + 1) > SMALL_STORE) return -1;
    for (unsigned d = 1; d <= LOGN; d++) {
        fd[d] = ws->fg[0] + offset_small(d);
        gd[d] = ws->fg[1] + offset_small(d);
        field_norm(fd[d], cap_small(d), fd[d - 1], cap_small(d - 1), (size_t)N >> (d - 1), ws);
        field_norm(gd[d], cap_small(d), gd[d - 1], cap_small(d - 1), (size_t)N >> (d - 1), ws);
        if (max_bits(fd[d], (size_t)N >> d, cap_small(d)) + 2 > 32 * cap_small(d) ||
            max_bits(gd[d], (size_t)N >> d, cap_small(d)) + 2 > 32 * cap_small(d)) {
            return -1;
        }
    }
    /* degree 1: u f + v g = 1 on magnitudes, then signs */
    size_t ls = cap_small(LOGN), lr = cap_reduced(LOGN);
    uint32_t *ma = ws->mag[0], *mb = ws->mag[1], *u = ws->nxt[0], *v = ws->nxt[1];
    unsigned sa = KPQC_NS(solmae_bn_abs)(ma, fd[LOGN], ls);
    unsigned sb = KPQC_NS(solmae_bn_abs)(mb, gd[LOGN], ls);
    if (ls + 1 > MAX_LIMBS || lr > ls + 1) return -1;
    if (KPQC_NS(solmae_bn_xgcd)(u, v, ma, mb, ls, ws->tmp) != 0) return -1;
    /* F = -q v sgn(g), G = q u sgn(f) */
    memset(ws->cur[0], 0, lr * sizeof(uint32_t));
    memset(ws->cur[1], 0, lr * sizeof(uint32_t));
    unsigned svn = KPQC_NS(solmae_bn_abs)(ws->tmp, v, ls + 1);
    KPQC_NS(solmae_bn_addmul)(ws->cur[0], lr, ws->tmp, ls + 1, SOLMAE_Q, 1 ^ svn ^ sb, 0);
    unsigned sun = KPQC_NS(solmae_bn_abs)(ws->tmp, u, ls + 1);
    KPQC_NS(solmae_bn_addmul)(ws->cur[1], lr, ws->tmp, ls + 1, SOLMAE_Q, sun ^ sa, 0);
    for (unsigned d = LOGN; d-- > 0;) {
        size_t n = (size_t)N >> d, lu = cap_lifted(d), lp = cap_reduced(d + 1);
        size_t lsd = cap_small(d);
        if (n * lu > BIG_STORE || lu > MAX_LIMBS) return -1;
        lift(ws->nxt[0], lu, ws->cur[0], lp, gd[d], lsd, n, ws);
        lift(ws->nxt[1], lu, ws->cur[1], lp, fd[d], lsd, n, ws);
        if (reduce(ws->nxt[0], ws->nxt[1], lu, fd[d], gd[d], lsd, n, LOGN - d, ws) != 0) {
            return -1;
        }
        size_t lr_d = cap_reduced(d);
        if (max_bits(ws->nxt[0], n, lu) + 2 > 32 * lr_d ||
            max_bits(ws->nxt[1], n, lu) + 2 > 32 * lr_d) {
            return -1;
        }
        narrow(ws->nxt[0], n, lu, lr_d);
        narrow(ws->nxt[1], n, lu, lr_d);
        memcpy(ws->cur[0], ws->nxt[0], n * lr_d * sizeof(uint32_t));
        memcpy(ws->cur[1], ws->nxt[1], n * lr_d * sizeof(uint32_t));
    }
    /* depth 0: reduced F, G in cur (cap_reduced(0) limbs) */
    size_t l0 = cap_reduced(0);
    for (size_t i = 0; i < N; i++) {
        int32_t F = (int32_t)ws->cur[0][i * l0], G = (int32_t)ws->cur[1][i * l0];
        if (KPQC_NS(solmae_bn_bits)(ws->cur[0] + i * l0, l0) > 7 ||
            KPQC_NS(solmae_bn_bits)(ws->cur[1] + i * l0, l0) > 7 || F < -127 || G < -127) {
            return -1;
        }
        Fo[i] = (int8_t)F;
        Go[i] = (int8_t)G;
    }
    /* f G - g F = q exactly (schoolbook; catches any arithmetic slip) */
    for (size_t k = 0; k < N; k++) {
        int32_t s = 0;
        for (size_t i = 0; i < N; i++) {
            size_t j = (k + N - i) % N;
            int32_t t = (int32_t)f[i] * Go[j] - (int32_t)g[i] * Fo[j];
            s += i <= k ? t : -t;
        }
        if (s != (k == 0 ? SOLMAE_Q : 0)) return -1;
    }
    return 0;
}

int KPQC_NS(solmae_ntru_solve)(int8_t *F, int8_t *G, const int8_t *f, const int8_t *g)
{
    solve_ws ws;
    int r = solve(F, G, f, g, &ws);
    kpqc_memzero(&ws, sizeof ws);
    return r;
}
