/* NTRUSolve (Falcon spec 3.8.2, Pornin-Prest 2019), written for Peregrine.
 *
 * Going down: f_{d+1}(x^2) = f_d(x) * f_d(-x) (the field norm), same for g,
 * until degree 0, where f_L = Res(f), g_L = Res(g) are integers; an extended
 * GCD gives u*f_L - v*g_L = 1, so (F_L, G_L) = (q*v, q*u). Going up:
 * F_d = F_{d+1}(x^2) * g_d(-x), G_d = G_{d+1}(x^2) * f_d(-x) solve the
 * equation at depth d; they are then reduced against (f_d, g_d): with
 * c = (F*adj(f) + G*adj(g)) / (f*adj(f) + g*adj(g)), (F, G) -= round(c)*(f, g).
 * At depths logn-1 .. 2 this follows the submission's schedule exactly
 * (reduce_schedule: its failures decide which keys exist); at depths 1 and
 * 0 it is repeated until round(c) = 0 (reduce_full).
 *
 * Why the result is the submission's: all solutions differ by k*(f, g) with
 * k in Z[x]/(x^n + 1) (Res(f), Res(g) coprime makes <f, g> the whole ring),
 * and c moves by the same k; so the final (F, G), whose c has every
 * coefficient in [-1/2, 1/2], is the same for every solution and every way
 * of reducing, as long as the last roundings are exact. At depth 0 the
 * numbers are below 2^53 and the rounding is exact (unless a coefficient of
 * c were within about 2^-30 of a half-integer), like the submission's
 * single Babai step (Falcon's solve_NTRU_binary_depth0).
 *
 * Big integers: little-endian 32-bit words, two's complement, each
 * coefficient of a polynomial on the same number of words. This code runs
 * in variable time (see docs/SCHEMES.md). */
#include "ntru.h"

#include <string.h>

#include "ct.h"
#include "fft.h"

/* ---------- big integers ---------- */

static uint32_t zsign(const uint32_t *a, size_t w)
{
    return (uint32_t) - (int32_t)(a[w - 1] >> 31);
}

/* Words needed for a's value (at least 1). */
static size_t zlen(const uint32_t *a, size_t w)
{
    uint32_t s = zsign(a, w);
    while (w > 1 && a[w - 1] == s && ((a[w - 2] ^ s) >> 31) == 0) w--;
    return w;
}

static unsigned bitlen32(uint32_t x)
{
    unsigned b = 0;
    while (x) {
        b++;
        x >>= 1;
    }
    return b;
}

/* Bit length of |a| (within one). */
static size_t zbits(const uint32_t *a, size_t w)
{
    size_t t = zlen(a, w);
    uint32_t s = zsign(a, w);
    return 32 * (t - 1) + bitlen32(a[t - 1] ^ s);
}

static double pow2(long e)
{
    double r = 1.0;
    while (e >= 64) {
        r *= 18446744073709551616.0;
        e -= 64;
    }
    while (e <= -64 && r != 0.0) {
        r *= 1.0 / 18446744073709551616.0;
        e += 64;
    }
    if (e >= 0) return r * (double)((uint64_t)1 << e);
    return r / (double)((uint64_t)1 << -e);
}

/* a * 2^-sh as a double (the top 128 bits of a). */
static double zto_double(const uint32_t *a, size_t w, size_t sh)
{
    size_t top = zlen(a, w) - 1, lo = top >= 3 ? top - 3 : 0;
    double acc = (double)(int32_t)a[top];
    for (size_t i = top; i-- > lo;) acc = acc * 4294967296.0 + (double)a[i];
    return acc * pow2((long)(32 * lo) - (long)sh);
}

/* d (wd words) += sgn * s (ws words, sign-extended), sgn = +1 or -1. */
static void zadd(uint32_t *d, size_t wd, const uint32_t *s, size_t ws, int sgn)
{
    uint32_t ext = zsign(s, ws), flip = sgn < 0 ? 0xFFFFFFFFu : 0;
    uint64_t carry = sgn < 0 ? 1 : 0; /* d + ~s + 1 = d - s */
    for (size_t i = 0; i < wd; i++) {
        uint32_t si = (i < ws ? s[i] : ext) ^ flip;
        carry += (uint64_t)d[i] + si;
        d[i] = (uint32_t)carry;
        carry >>= 32;
    }
}

/* |a| into m (w words, w+... room: w words suffice except for the most
 * negative value, which never occurs here); returns 1 if a < 0. */
static int zabs(uint32_t *m, const uint32_t *a, size_t w)
{
    int neg = (int)(a[w - 1] >> 31);
    uint64_t carry = (uint64_t)neg;
    uint32_t flip = neg ? 0xFFFFFFFFu : 0;
    for (size_t i = 0; i < w; i++) {
        carry += (uint64_t)(a[i] ^ flip);
        m[i] = (uint32_t)carry;
        carry >>= 32;
    }
    return neg;
}

/* d (wd words) += sgn * a * b with a, b given as magnitudes ma (wa words),
 * mb (wb words); p: scratch of wa + wb words. */
static void zmul_acc(uint32_t *d, size_t wd, const uint32_t *ma, size_t wa, const uint32_t *mb,
                     size_t wb, int sgn, uint32_t *p)
{
    memset(p, 0, (wa + wb) * sizeof *p);
    for (size_t i = 0; i < wa; i++) {
        uint64_t carry = 0, ai = ma[i];
        if (ai == 0) continue;
        for (size_t j = 0; j < wb; j++) {
            carry += ai * mb[j] + p[i + j];
            p[i + j] = (uint32_t)carry;
            carry >>= 32;
        }
        p[i + wb] = (uint32_t)carry;
    }
    /* p is non-negative: add or subtract it as a (wa+wb+1)-word value. */
    size_t wp = wa + wb;
    uint32_t flip = sgn < 0 ? 0xFFFFFFFFu : 0;
    uint64_t carry = sgn < 0 ? 1 : 0;
    for (size_t i = 0; i < wd; i++) {
        uint32_t si = (i < wp ? p[i] : 0) ^ flip;
        carry += (uint64_t)d[i] + si;
        d[i] = (uint32_t)carry;
        carry >>= 32;
    }
}

/* d (wd words) -= k * s * 2^sh, k a 32-bit signed value; p: scratch of
 * ws + 1 words. */
static void zsub_scaled(uint32_t *d, size_t wd, const uint32_t *s, size_t ws, int32_t k, size_t sh,
                        uint32_t *p)
{
    size_t off = sh / 32, wp = ws + 1;
    unsigned bs = (unsigned)(sh % 32);
    if (k == 0 || off >= wd) return;
    /* p = k * s on ws + 1 words */
    uint32_t mk = k < 0 ? (uint32_t)0 - (uint32_t)k : (uint32_t)k;
    int neg = zabs(p, s, ws) ^ (k < 0);
    uint64_t c = 0;
    for (size_t i = 0; i < ws; i++) {
        c += (uint64_t)p[i] * mk;
        p[i] = (uint32_t)c;
        c >>= 32;
    }
    p[ws] = (uint32_t)c;
    if (neg) {
        uint64_t t = 1;
        for (size_t i = 0; i < wp; i++) {
            t += (uint64_t)(uint32_t)~p[i];
            p[i] = (uint32_t)t;
            t >>= 32;
        }
    }
    /* d -= p << sh */
    uint32_t ext = zsign(p, wp), prev = 0;
    uint64_t carry = 1;
    for (size_t i = off; i < wd; i++) {
        size_t j = i - off;
        uint32_t word = j < wp ? p[j] : ext;
        uint32_t shifted = bs ? (word << bs) | (prev >> (32 - bs)) : word;
        prev = word;
        carry += (uint64_t)d[i] + (uint32_t)~shifted;
        d[i] = (uint32_t)carry;
        carry >>= 32;
    }
}

/* acc (wp words) += k * a (a: wa words, sign-extended), |k| < 2^31. */
static void zmul_small_acc(uint32_t *acc, size_t wp, const uint32_t *a, size_t wa, int32_t k)
{
    uint32_t s = zsign(a, wa), mk = k < 0 ? (uint32_t)0 - (uint32_t)k : (uint32_t)k;
    uint64_t pc = 0, c = 0;
    if (k >= 0) {
        for (size_t t = 0; t < wp; t++) {
            uint64_t pr = (uint64_t)(t < wa ? a[t] : s) * mk + pc;
            pc = pr >> 32;
            c += (uint64_t)acc[t] + (uint32_t)pr;
            acc[t] = (uint32_t)c;
            c >>= 32;
        }
    } else {
        for (size_t t = 0; t < wp; t++) {
            uint64_t pr = (uint64_t)(t < wa ? a[t] : s) * mk + pc;
            pc = pr >> 32;
            uint64_t d = (uint64_t)acc[t] - (uint32_t)pr - c;
            acc[t] = (uint32_t)d;
            c = (d >> 32) & 1;
        }
    }
}

/* ---------- unsigned/signed helpers for the extended GCD ---------- */

static int zcmp(const uint32_t *a, const uint32_t *b, size_t w) /* non-negative values */
{
    for (size_t i = w; i-- > 0;) {
        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    }
    return 0;
}

static void zsub_w(uint32_t *a, const uint32_t *b, size_t w)
{
    zadd(a, w, b, w, -1);
}

static void zadd_w(uint32_t *a, const uint32_t *b, size_t w)
{
    zadd(a, w, b, w, +1);
}

static void zshr(uint32_t *a, size_t w, unsigned k) /* arithmetic shift right, 0 < k < 32 */
{
    for (size_t i = 0; i + 1 < w; i++) a[i] = (a[i] >> k) | (a[i + 1] << (32 - k));
    a[w - 1] = (uint32_t)((int32_t)a[w - 1] >> k);
}

/* x, y > 0 odd (w words, top word with room): finds u, v with
 * u*x - v*y = 1 and 0 <= u < y (unique: u = 1/x mod y; the submission's
 * Bezout gives the same). Returns 0 when gcd(x, y) != 1. Binary GCD keeping
 * a = x*u0 (mod y), b = x*u1 (mod y), with a, b shrinking (their length
 * la follows them); v = (u*x - 1)/y at the end by exact division. */
static int zbezout(uint32_t *u, uint32_t *v, const uint32_t *x, const uint32_t *y, size_t w,
                   uint32_t *a, uint32_t *b, uint32_t *u1, uint32_t *t2)
{
    if ((x[0] & y[0] & 1) == 0) return 0;
    memcpy(a, x, w * sizeof *a);
    memcpy(b, y, w * sizeof *b);
    memset(u, 0, w * sizeof *u);
    u[0] = 1;
    memset(u1, 0, w * sizeof *u1); /* b = y = x*0 (mod y) */
    uint32_t yinv = y[0]; /* 1/y mod 2^32 by Newton's iteration (y odd) */
    for (int i = 0; i < 5; i++) yinv *= 2 - y[0] * yinv;
    size_t la = w;
    for (;;) {
        while (la > 1 && a[la - 1] == 0 && b[la - 1] == 0) la--;
        int c = zcmp(a, b, la);
        if (c == 0) break;
        uint32_t *p = c > 0 ? a : b, *q = c > 0 ? b : a;
        uint32_t *pu = c > 0 ? u : u1, *qu = c > 0 ? u1 : u;
        zsub_w(p, q, la); /* p > q >= 0: stays non-negative */
        zsub_w(pu, qu, w);
        if (pu[w - 1] >> 31) zadd_w(pu, y, w);
        /* p /= 2^k for its k trailing zeros (at most 31 at a time), and
         * u /= 2^k mod y: u + t*y with t = -u/y mod 2^k is divisible. */
        while ((p[0] & 1) == 0) {
            unsigned k = 0;
            while (k < 31 && ((p[0] >> k) & 1) == 0) k++;
            uint32_t mask = ((uint32_t)1 << k) - 1, t = ((uint32_t)0 - pu[0] * yinv) & mask;
            for (size_t i = 0; i + 1 < la; i++) p[i] = (p[i] >> k) | (p[i + 1] << (32 - k));
            p[la - 1] >>= k;
            zmul_small_acc(pu, w, y, w, (int32_t)t);
            zshr(pu, w, k);
        }
    }
    /* gcd = a: must be 1 */
    if (a[0] != 1) return 0;
    for (size_t i = 1; i < la; i++) {
        if (a[i] != 0) return 0;
    }
    /* v = (u*x - 1)/y: t2 = u*x - 1 (2w words), then exact division, one
     * word at a time (Jebelean): v_i = t2_i / y mod 2^32, t2 -= v_i y 2^(32i). */
    memset(t2, 0, 2 * w * sizeof *t2);
    for (size_t i = 0; i < w; i++) {
        uint64_t c = 0;
        for (size_t j2 = 0; j2 < w; j2++) {
            c += (uint64_t)u[i] * x[j2] + t2[i + j2];
            t2[i + j2] = (uint32_t)c;
            c >>= 32;
        }
        for (size_t j2 = i + w; j2 < 2 * w && c; j2++) {
            c += t2[j2];
            t2[j2] = (uint32_t)c;
            c >>= 32;
        }
    }
    for (size_t i = 0; i < 2 * w && t2[i]-- == 0; i++) { /* t2 -= 1 (t2 >= 1) */
    }
    for (size_t i = 0; i < w; i++) {
        uint32_t vi = t2[i] * yinv;
        v[i] = vi;
        uint64_t c = 0;
        for (size_t j2 = 0; j2 < w && i + j2 < 2 * w; j2++) {
            uint64_t pr = (uint64_t)vi * y[j2] + c;
            uint64_t d = (uint64_t)t2[i + j2] - (uint32_t)pr;
            t2[i + j2] = (uint32_t)d;
            c = (pr >> 32) + ((d >> 32) & 1);
        }
        for (size_t j2 = i + w; j2 < 2 * w && c; j2++) {
            uint64_t d = (uint64_t)t2[j2] - c;
            t2[j2] = (uint32_t)d;
            c = (d >> 32) & 1;
        }
    }
    return 1;
}

/* ---------- polynomial steps ---------- */

/* ---------- 64-bit fast paths (all values provably below 2^63) ---------- */

static int64_t zget64(const uint32_t *a, size_t w)
{
    uint32_t hi = w > 1 ? a[1] : zsign(a, w);
    return (int64_t)(((uint64_t)hi << 32) | a[0]);
}

static void zset64(uint32_t *a, size_t w, int64_t v)
{
    uint32_t s = v < 0 ? 0xFFFFFFFFu : 0;
    a[0] = (uint32_t)(uint64_t)v;
    if (w > 1) a[1] = (uint32_t)((uint64_t)v >> 32);
    for (size_t i = 2; i < w; i++) a[i] = s;
}

static unsigned log2m(size_t m)
{
    unsigned l = 0;
    while (((size_t)1 << l) < m) l++;
    return l;
}


static size_t max_bits(const uint32_t *a, size_t count, size_t w)
{
    size_t b = 0;
    for (size_t i = 0; i < count; i++) {
        size_t t = zbits(a + i * w, w);
        if (t > b) b = t;
    }
    return b;
}

/* out (h = m/2 coefficients, wo words, zeroed) = N(a)(y) = A^2 - y*B^2 with
 * a(x) = A(x^2) + x*B(x^2), a of m coefficients on wa words. */
static void field_norm(uint32_t *out, size_t wo, const uint32_t *a, size_t wa, size_t m,
                       pg_ntru_work *w)
{
    size_t h = m / 2;
    uint32_t *mi = w->big[4], *mj = w->big[5], *p = w->big[6];
    if (2 * max_bits(a, m, wa) + log2m(m) + 2 <= 63) {
        int64_t *x = w->i64[0], *acc = w->i64[1];
        for (size_t i = 0; i < m; i++) x[i] = zget64(a + i * wa, wa);
        for (size_t k = 0; k < h; k++) acc[k] = 0;
        for (size_t i = 0; i < h; i++) {
            int64_t ai = x[2 * i], bi = x[2 * i + 1];
            for (size_t j = 0; j < h; j++) {
                size_t k = i + j;
                int64_t aa = ai * x[2 * j], bb = bi * x[2 * j + 1];
                if (k < h) {
                    acc[k] += aa;
                } else {
                    acc[k - h] -= aa;
                }
                if (k + 1 < h) {
                    acc[k + 1] -= bb;
                } else {
                    acc[k + 1 - h] += bb;
                }
            }
        }
        for (size_t k = 0; k < h; k++) zset64(out + k * wo, wo, acc[k]);
        return;
    }
    for (size_t i = 0; i < h; i++) {
        for (size_t j = 0; j < h; j++) {
            for (int part = 0; part < 2; part++) { /* 0: A_i A_j y^(i+j); 1: -B_i B_j y^(i+j+1) */
                int si = zabs(mi, a + (2 * i + (size_t)part) * wa, wa);
                int sj = zabs(mj, a + (2 * j + (size_t)part) * wa, wa);
                size_t idx = i + j + (size_t)part;
                int sgn = (si ^ sj) ? -1 : 1;
                if (part) sgn = -sgn;
                if (idx >= h) {
                    idx -= h;
                    sgn = -sgn;
                }
                zmul_acc(out + idx * wo, wo, mi, wa, mj, wa, sgn, p);
            }
        }
    }
}

/* out (m coefficients, wo words, zeroed) = A(x^2) * b(-x), A of m/2
 * coefficients (wa words), b of m (wb words). */
static void lift(uint32_t *out, size_t wo, const uint32_t *A, size_t wa, const uint32_t *b,
                 size_t wb, size_t m, pg_ntru_work *w)
{
    uint32_t *mi = w->big[4], *mj = w->big[5], *p = w->big[6];
    if (max_bits(A, m / 2, wa) + max_bits(b, m, wb) + log2m(m) + 2 <= 63) {
        int64_t *x = w->i64[0], *y = w->i64[1], *acc = w->i64[2];
        for (size_t i = 0; i < m / 2; i++) x[i] = zget64(A + i * wa, wa);
        for (size_t j = 0; j < m; j++) {
            y[j] = zget64(b + j * wb, wb);
            if (j & 1) y[j] = -y[j]; /* b(-x) */
            acc[j] = 0;
        }
        for (size_t i = 0; i < m / 2; i++) {
            int64_t xi = x[i];
            size_t j = 0;
            for (; 2 * i + j < m; j++) acc[2 * i + j] += xi * y[j];
            for (; j < m; j++) acc[2 * i + j - m] -= xi * y[j];
        }
        for (size_t k = 0; k < m; k++) zset64(out + k * wo, wo, acc[k]);
        return;
    }
    for (size_t i = 0; i < m / 2; i++) {
        int si = zabs(mi, A + i * wa, wa);
        for (size_t j = 0; j < m; j++) {
            int sj = zabs(mj, b + j * wb, wb);
            int sgn = ((si ^ sj ^ (int)(j & 1)) != 0) ? -1 : 1;
            size_t idx = 2 * i + j;
            if (idx >= m) {
                idx -= m;
                sgn = -sgn;
            }
            zmul_acc(out + idx * wo, wo, mi, wa, mj, wb, sgn, p);
        }
    }
}

/* Round to nearest, ties to even (|x| < 2^52), as Falcon's fpr_rint. */
static int64_t rint_even(double x)
{
    if (x >= 0) return (int64_t)((x + 4503599627370496.0) - 4503599627370496.0);
    return (int64_t)((x - 4503599627370496.0) + 4503599627370496.0);
}

/* fa, ga <- FFT(f), FFT(g) (values from to_double), ninv[u] <- 1/(|f|^2 + |g|^2)
 * at each of the m/2 points, then fa, ga <- adj(f), adj(g). */
static void prepare_fg(double *fa, double *ga, double *ninv, unsigned logm)
{
    size_t hm = ((size_t)1 << logm) >> 1;
    pg_fft(fa, logm);
    pg_fft(ga, logm);
    for (size_t u = 0; u < hm; u++) {
        double a_re = fa[u], a_im = fa[u + hm], b_re = ga[u], b_im = ga[u + hm];
        ninv[u] = 1.0 / ((a_re * a_re + a_im * a_im) + (b_re * b_re + b_im * b_im));
    }
    for (size_t u = hm; u < 2 * hm; u++) {
        fa[u] = -fa[u];
        ga[u] = -ga[u];
    }
}

/* c <- (F adj(f) + G adj(g)) / (f adj(f) + g adj(g)) in coefficient form, with
 * FF, GG the FFT inputs (destroyed; the result is left in GG). */
static void babai_quotient(double *FF, double *GG, const double *fa, const double *ga,
                           const double *ninv, unsigned logm)
{
    size_t hm = ((size_t)1 << logm) >> 1;
    pg_fft(FF, logm);
    pg_fft(GG, logm);
    for (size_t u = 0; u < hm; u++) {
        double a_re = FF[u], a_im = FF[u + hm], b_re = GG[u], b_im = GG[u + hm];
        FF[u] = a_re * fa[u] - a_im * fa[u + hm];
        FF[u + hm] = a_re * fa[u + hm] + a_im * fa[u];
        GG[u] = b_re * ga[u] - b_im * ga[u + hm];
        GG[u + hm] = b_re * ga[u + hm] + b_im * ga[u];
    }
    for (size_t u = 0; u < 2 * hm; u++) GG[u] = GG[u] + FF[u];
    for (size_t u = 0; u < hm; u++) {
        GG[u] = GG[u] * ninv[u];
        GG[u + hm] = GG[u + hm] * ninv[u];
    }
    pg_ifft(GG, logm);
}

/* (F, G) -= (k*f, k*g) * 2^sh (negacyclic products, k in w->k). */
static int sub_kfg(uint32_t *F, uint32_t *G, size_t wF, const uint32_t *f, const uint32_t *g,
                   size_t wf, size_t m, size_t sh, pg_ntru_work *w)
{
    size_t bfg = max_bits(f, m, wf), bg = max_bits(g, m, wf);
    if (bg > bfg) bfg = bg;
    size_t bF = max_bits(F, 2 * m, wF);
    if (sh == 0 && bfg + 32 + log2m(m) + 2 <= 62 && bF <= 61) {
        /* everything, before and after, below 2^62 */
        int64_t *x = w->i64[0], *y = w->i64[1];
        for (int part = 0; part < 2; part++) {
            uint32_t *P = part ? G : F;
            const uint32_t *p = part ? g : f;
            for (size_t i = 0; i < m; i++) {
                x[i] = zget64(P + i * wF, wF);
                y[i] = zget64(p + i * wf, wf);
            }
            for (size_t i = 0; i < m; i++) {
                int64_t ki = w->k[i];
                if (ki == 0) continue;
                size_t j = 0;
                for (; i + j < m; j++) x[i + j] -= ki * y[j];
                for (; j < m; j++) x[i + j - m] += ki * y[j];
            }
            for (size_t i = 0; i < m; i++) zset64(P + i * wF, wF, x[i]);
        }
        return 1;
    }
    /* P = k*f exactly (wf + 2 words: |k| < 2^31, m <= 2^10 terms), then
     * F -= P * 2^sh; same for g, G. */
    size_t wp = wf + 2;
    uint32_t *P = w->prod;
    if (m * wp > PG_FG_WORDS / 2 || wp + 1 > PG_BIG_WORDS) return 0;
    int split = wp >= 3 && bfg + 16 + log2m(m) + 1 <= 62;
    for (int part = 0; part < 2; part++) {
        uint32_t *X = part ? G : F;
        const uint32_t *p = part ? g : f;
        memset(P, 0, m * wp * sizeof *P);
        if (split) {
            /* k = kh*2^16 + kl (kl in [0, 2^16)): both halves' products in
             * 64 bits, P = (Ph << 16) + Pl on three words. */
            int64_t *y = w->i64[0], *ph = w->i64[1], *pl = w->i64[2];
            for (size_t j = 0; j < m; j++) {
                y[j] = zget64(p + j * wf, wf);
                ph[j] = pl[j] = 0;
            }
            for (size_t i = 0; i < m; i++) {
                int32_t ki = w->k[i];
                if (ki == 0) continue;
                int64_t kh = (int64_t)ki >> 16, kl = (int64_t)ki & 0xFFFF;
                size_t j = 0;
                for (; i + j < m; j++) {
                    ph[i + j] += kh * y[j];
                    pl[i + j] += kl * y[j];
                }
                for (; j < m; j++) {
                    ph[i + j - m] -= kh * y[j];
                    pl[i + j - m] -= kl * y[j];
                }
            }
            for (size_t j = 0; j < m; j++) {
                uint32_t *d = P + j * wp;
                zset64(d, wp, pl[j]);
                uint32_t hi[3];
                uint64_t hv = (uint64_t)ph[j];
                hi[0] = (uint32_t)(hv << 16);
                hi[1] = (uint32_t)(hv >> 16);
                hi[2] = (uint32_t)(int32_t)(ph[j] >> 48);
                zadd(d, wp, hi, 3, +1);
            }
            for (size_t i = 0; i < m; i++) zsub_scaled(X + i * wF, wF, P + i * wp, wp, 1, sh, w->big[6]);
            continue;
        }
        for (size_t i = 0; i < m; i++) {
            int32_t ki = w->k[i];
            if (ki == 0) continue;
            for (size_t j = 0; j < m; j++) {
                size_t idx = i + j;
                if (idx < m) {
                    zmul_small_acc(P + idx * wp, wp, p + j * wf, wf, ki);
                } else {
                    zmul_small_acc(P + (idx - m) * wp, wp, p + j * wf, wf, -ki);
                }
            }
        }
        for (size_t i = 0; i < m; i++) zsub_scaled(X + i * wF, wF, P + i * wp, wp, 1, sh, w->big[6]);
    }
    return 1;
}

/* Babai reduction of (F, G) (wF words) against (f, g) (wf words) until
 * round(c) = 0 (depths 1 and 0, where the result is canonical). Returns 0 if
 * it does not converge. */
static int reduce_full(uint32_t *F, uint32_t *G, size_t wF, const uint32_t *f, const uint32_t *g,
                       size_t wf, unsigned logm, pg_ntru_work *w)
{
    size_t m = (size_t)1 << logm;
    size_t bf = max_bits(f, m, wf), bg = max_bits(g, m, wf);
    size_t shf = (bf > bg ? bf : bg) > 53 ? (bf > bg ? bf : bg) - 53 : 0;
    for (size_t i = 0; i < m; i++) {
        w->rt3[i] = zto_double(f + i * wf, wf, shf);
        w->rt4[i] = zto_double(g + i * wf, wf, shf);
    }
    prepare_fg(w->rt3, w->rt4, w->rt5, logm);
    for (int iter = 0; iter < 4096; iter++) {
        size_t bF = max_bits(F, m, wF), bG = max_bits(G, m, wF);
        size_t bmax = bF > bG ? bF : bG;
        size_t shF = bmax > 53 ? bmax - 53 : 0;
        for (size_t i = 0; i < m; i++) {
            w->rt1[i] = zto_double(F + i * wF, wF, shF);
            w->rt2[i] = zto_double(G + i * wF, wF, shF);
        }
        babai_quotient(w->rt1, w->rt2, w->rt3, w->rt4, w->rt5, logm);
        double mx = 0.0;
        for (size_t i = 0; i < m; i++) {
            double a = w->rt2[i] < 0 ? -w->rt2[i] : w->rt2[i];
            if (a > mx) mx = a;
        }
        long e = 0; /* 2^(e-1) <= mx < 2^e */
        while (mx >= pow2(e)) e++;
        while (e > -2000 && mx < pow2(e - 1)) e--;
        long t = (long)shF - (long)shf, s = t + e - 30;
        if (s < 0) s = 0;
        double scale = pow2(t - s);
        int any = 0;
        for (size_t i = 0; i < m; i++) {
            w->k[i] = (int32_t)rint_even(w->rt2[i] * scale);
            any |= w->k[i] != 0;
        }
        if (!any) return 1;
        if (!sub_kfg(F, G, wF, f, g, wf, m, (size_t)s, w)) return 0;
    }
    return 0;
}

/* ---------- the submission's reduction at depths 2 .. logn-1 ---------- */

/* Sizes in 31-bit words of f, g (small) and of the unreduced F, G (large) per
 * depth, and the bit lengths (average, standard deviation) of f, g per depth
 * that the reduction schedule assumes: Falcon's reference constants. */
static const uint16_t bl_small[11] = {1, 1, 2, 2, 4, 7, 14, 27, 53, 106, 209};
static const uint16_t bl_large[10] = {2, 2, 5, 7, 12, 21, 40, 78, 157, 308};
static const int16_t bitlength_avg[11] = {4, 11, 24, 50, 102, 202, 401, 794, 1577, 3138, 6308};
static const int16_t bitlength_std[11] = {0, 1, 1, 1, 1, 2, 4, 5, 8, 13, 25};

/* Word j (31 bits) of a in base 2^31. */
static uint32_t word31(const uint32_t *a, size_t w, size_t j)
{
    size_t b = 31 * j, limb = b / 32;
    uint32_t s = zsign(a, w);
    uint32_t lo = limb < w ? a[limb] : s, hi = limb + 1 < w ? a[limb + 1] : s;
    return (uint32_t)((((uint64_t)hi << 32) | lo) >> (b % 32)) & 0x7FFFFFFFu;
}

/* a <- a mod 2^(31*len), sign-extended from bit 31*len - 1 (the submission
 * keeps its integers on len words of 31 bits). */
static void sext31(uint32_t *a, size_t w, size_t len)
{
    size_t bits = 31 * len;
    if (bits >= 32 * w) return;
    uint32_t s = (uint32_t) - (int32_t)((a[(bits - 1) / 32] >> ((bits - 1) % 32)) & 1);
    for (size_t i = bits / 32; i < w; i++) {
        size_t keep = i == bits / 32 ? bits % 32 : 0;
        uint32_t mask = keep ? ((uint32_t)1 << keep) - 1 : 0;
        a[i] = (a[i] & mask) | (s & ~mask);
    }
}

/* The value of the 31-bit words lo .. lo+len-1 of a (the last one signed),
 * as a double, summed from the lowest word up as Falcon's poly_big_to_fp. */
static double words_to_double(const uint32_t *a, size_t w, size_t lo, size_t len)
{
    uint32_t neg = (uint32_t) - (int32_t)(word31(a, w, lo + len - 1) >> 30);
    uint32_t xm = neg >> 1, cc = neg & 1;
    double x = 0.0, fsc = 1.0;
    for (size_t v = 0; v < len; v++, fsc *= 2147483648.0) {
        uint32_t wv = (word31(a, w, lo + v) ^ xm) + cc;
        cc = wv >> 31;
        wv &= 0x7FFFFFFFu;
        wv -= (wv << 1) & neg;
        x = x + (double)(int32_t)wv * fsc;
    }
    return x;
}

/* The submission's (Falcon's solve_NTRU_intermediate) reduction schedule:
 * approximations from the top ten 31-bit words, k scaled down by scale_k
 * bits with scale_k lowered by 25 per round from an a-priori bound, the
 * integers' length lowered with it, failure when a k exceeds 2^31. Keys
 * depend on it only through its failures (the final F is canonical), but
 * those must be the same. */
static int reduce_schedule(uint32_t *F, uint32_t *G, size_t wF, const uint32_t *f,
                           const uint32_t *g, size_t wf, unsigned depth, unsigned logm,
                           pg_ntru_work *w)
{
    size_t m = (size_t)1 << logm, slen = bl_small[depth], llen = bl_large[depth];
    size_t rlen = slen > 10 ? 10 : slen;
    long scale_fg = 31 * (long)(slen - rlen);
    long minbl_fg = bitlength_avg[depth] - 6 * bitlength_std[depth];
    long maxbl_fg = bitlength_avg[depth] + 6 * bitlength_std[depth];
    for (size_t i = 0; i < m; i++) {
        w->rt3[i] = words_to_double(f + i * wf, wf, slen - rlen, rlen);
        w->rt4[i] = words_to_double(g + i * wf, wf, slen - rlen, rlen);
    }
    prepare_fg(w->rt3, w->rt4, w->rt5, logm);
    size_t FGlen = llen;
    long maxbl_FG = 31 * (long)llen, scale_k = maxbl_FG - minbl_fg;
    for (size_t i = 0; i < 2 * m; i++) sext31(F + i * wF, wF, FGlen); /* F, G contiguous */
    for (;;) {
        rlen = FGlen > 10 ? 10 : FGlen;
        long scale_FG = 31 * (long)(FGlen - rlen);
        for (size_t i = 0; i < m; i++) {
            w->rt1[i] = words_to_double(F + i * wF, wF, FGlen - rlen, rlen);
            w->rt2[i] = words_to_double(G + i * wF, wF, FGlen - rlen, rlen);
        }
        babai_quotient(w->rt1, w->rt2, w->rt3, w->rt4, w->rt5, logm);
        long dc = scale_k - scale_FG + scale_fg;
        double pt = 0.5, pdc = 1.0;
        if (dc < 0) {
            dc = -dc;
            pt = 2.0;
        }
        for (; dc != 0; dc >>= 1, pt = pt * pt) {
            if (dc & 1) pdc = pdc * pt;
        }
        for (size_t i = 0; i < m; i++) {
            double xv = w->rt2[i] * pdc;
            if (!(-2147483647.0 < xv && xv < 2147483647.0)) return 0;
            w->k[i] = (int32_t)rint_even(xv);
        }
        if (!sub_kfg(F, G, wF, f, g, wf, m, (size_t)scale_k, w)) return 0;
        long new_maxbl = scale_k + maxbl_fg + 10;
        if (new_maxbl < maxbl_FG) {
            maxbl_FG = new_maxbl;
            if (31 * (long)FGlen >= maxbl_FG + 31) FGlen--;
        }
        for (size_t i = 0; i < 2 * m; i++) sext31(F + i * wF, wF, FGlen);
        if (scale_k <= 0) break;
        scale_k -= 25;
        if (scale_k < 0) scale_k = 0;
    }
    for (size_t i = 0; i < 2 * m; i++) sext31(F + i * wF, wF, FGlen < slen ? FGlen : slen);
    return 1;
}

static size_t max_len(const uint32_t *a, size_t count, size_t w)
{
    size_t b = 1;
    for (size_t i = 0; i < count; i++) {
        size_t t = zlen(a + i * w, w);
        if (t > b) b = t;
    }
    return b;
}

int pg_solve_ntru(int8_t *F, int8_t *G, const int8_t *f, const int8_t *g, pg_ntru_work *w)
{
    size_t off[PG_LOGN + 2], wid[PG_LOGN + 1];
    uint32_t *nb = w->norms;

    /* This solver runs in variable time (bit lengths, the extended GCD, the
     * reduction loops and the submission's failure tests all branch on
     * values derived from f and g): said in docs/SCHEMES.md, and told to
     * the constant-time test here. */
    kpqc_ct_declassify(f, PG_N);
    kpqc_ct_declassify(g, PG_N);

    /* Going down: the field norms of f and g at each depth. */
    off[0] = 0;
    wid[0] = 1;
    for (size_t i = 0; i < PG_N; i++) {
        nb[i] = (uint32_t)(int32_t)f[i];
        nb[PG_N + i] = (uint32_t)(int32_t)g[i];
    }
    for (unsigned d = 0; d < PG_LOGN; d++) {
        size_t m = (size_t)PG_N >> d, h = m / 2;
        const uint32_t *fd = nb + off[d], *gd = fd + m * wid[d];
        size_t bits = max_bits(fd, 2 * m, wid[d]);
        size_t wn = (2 * bits + (PG_LOGN - d) + 2) / 32 + 1;
        off[d + 1] = off[d] + 2 * m * wid[d];
        if (off[d + 1] + 2 * h * wn > PG_NORM_WORDS || wid[d] + wid[d] > PG_BIG_WORDS) return 0;
        wid[d + 1] = wn;
        memset(nb + off[d + 1], 0, 2 * h * wn * sizeof *nb);
        field_norm(nb + off[d + 1], wn, fd, wid[d], m, w);
        field_norm(nb + off[d + 1] + h * wn, wn, gd, wid[d], m, w);
    }

    /* Depth L: Res(f) u - Res(g) v = 1; (F, G) = (q v, q u). */
    size_t wl = wid[PG_LOGN] + 1;
    if (wl + 1 > PG_BIG_WORDS) return 0;
    uint32_t *x = w->big[0], *y = w->big[1], *u = w->big[2], *v = w->big[3];
    memset(x, 0, wl * sizeof *x);
    memset(y, 0, wl * sizeof *y);
    memcpy(x, nb + off[PG_LOGN], wid[PG_LOGN] * sizeof *x);
    memcpy(y, nb + off[PG_LOGN] + wid[PG_LOGN], wid[PG_LOGN] * sizeof *y);
    if (2 * wl > PG_BIG_WORDS) return 0;
    if (!zbezout(u, v, x, y, wl, w->big[4], w->big[5], w->big[6], w->big[7])) return 0;
    size_t cw = wl + 1; /* current (F, G) width */
    uint32_t *cur = w->fg_a, *nxt = w->fg_b;
    memset(cur, 0, 2 * cw * sizeof *cur);
    zsub_scaled(cur, cw, v, wl, -(int32_t)PG_Q, 0, w->big[6]);      /* F = q v */
    zsub_scaled(cur + cw, cw, u, wl, -(int32_t)PG_Q, 0, w->big[6]); /* G = q u */
    /* The submission holds them on bl_small[logn] words of 31 bits and
     * fails if they do not fit. */
    if (max_bits(cur, 2, cw) >= 31 * (size_t)bl_small[PG_LOGN]) return 0;
    sext31(cur, cw, bl_small[PG_LOGN]);
    sext31(cur + cw, cw, bl_small[PG_LOGN]);

    /* Going up. */
    for (unsigned d = PG_LOGN; d-- > 0;) {
        size_t m = (size_t)PG_N >> d, h = m / 2;
        const uint32_t *fd = nb + off[d], *gd = fd + m * wid[d];
        size_t bits = max_bits(cur, 2 * h, cw) + max_bits(fd, 2 * m, wid[d]);
        size_t wn = (bits + (PG_LOGN - d) + 2) / 32 + 1;
        if (d >= 2 && wn < (31 * (size_t)bl_large[d] + 31) / 32 + 1) {
            wn = (31 * (size_t)bl_large[d] + 31) / 32 + 1; /* room for the schedule's values */
        }
        if (2 * m * wn > PG_FG_WORDS || cw + wid[d] > PG_BIG_WORDS) return 0;
        memset(nxt, 0, 2 * m * wn * sizeof *nxt);
        lift(nxt, wn, cur, cw, gd, wid[d], m, w);                   /* F */
        lift(nxt + m * wn, wn, cur + h * cw, cw, fd, wid[d], m, w); /* G */
        /* the submission's schedule above depth 1, full reduction below */
        if (d >= 2 ? !reduce_schedule(nxt, nxt + m * wn, wn, fd, gd, wid[d], d, PG_LOGN - d, w)
                   : !reduce_full(nxt, nxt + m * wn, wn, fd, gd, wid[d], PG_LOGN - d, w)) {
            return 0;
        }
        cw = max_len(nxt, 2 * m, wn);
        for (size_t i = 0; i < 2 * m; i++) memcpy(cur + i * cw, nxt + i * wn, cw * sizeof *cur);
    }

    /* Depth 0: every coefficient in [-127, 127]. */
    if (cw != 1) return 0;
    for (size_t i = 0; i < PG_N; i++) {
        int32_t a = (int32_t)cur[i], b = (int32_t)cur[PG_N + i];
        if (a < -127 || a > 127 || b < -127 || b > 127) return 0;
        F[i] = (int8_t)a;
        G[i] = (int8_t)b;
    }
    return 1;
}
