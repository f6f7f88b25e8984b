/* NTRUSolve (Falcon spec 3.8.2, Pornin-Prest 2019), written for Peregrine.
 *
 * Going down: f_{d+1}(x^2) = f_d(x) * f_d(-x) (the field norm), same for g,
 * until degree 0, where f_L = Res(f), g_L = Res(g) are integers; an extended
 * GCD gives u*f_L - v*g_L = 1, so (F_L, G_L) = (q*v, q*u). Going up:
 * F_d = F_{d+1}(x^2) * g_d(-x), G_d = G_{d+1}(x^2) * f_d(-x) solve the
 * equation at depth d; they are then reduced against (f_d, g_d): with
 * c = (F*adj(f) + G*adj(g)) / (f*adj(f) + g*adj(g)), (F, G) -= round(c)*(f, g),
 * repeated until round(c) = 0 (approximations in floating point, scaled by
 * powers of two, in steps of at most 30 bits).
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

#define PG_FFT_COS_TABLE
#include "ntt_tables.h"

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

static void zhalve(uint32_t *a, size_t w) /* arithmetic shift right by one */
{
    for (size_t i = 0; i + 1 < w; i++) a[i] = (a[i] >> 1) | (a[i + 1] << 31);
    a[w - 1] = (uint32_t)((int32_t)a[w - 1] >> 1);
}

/* x, y > 0 odd (w words, top word with room): finds u, v with
 * u*x - v*y = 1 (0 <= u < y). Returns 0 when gcd(x, y) != 1. Binary GCD
 * with a = x*u0 - y*v0, b = x*u1 - y*v1 kept throughout. */
static int zbezout(uint32_t *u, uint32_t *v, const uint32_t *x, const uint32_t *y, size_t w,
                   uint32_t *a, uint32_t *b, uint32_t *u1, uint32_t *v1)
{
    if ((x[0] & y[0] & 1) == 0) return 0;
    memcpy(a, x, w * sizeof *a);
    memcpy(b, y, w * sizeof *b);
    memset(u, 0, w * sizeof *u);
    memset(v, 0, w * sizeof *v);
    u[0] = 1;
    memcpy(u1, y, w * sizeof *u1);
    memcpy(v1, x, w * sizeof *v1);
    v1[0] -= 1; /* x odd: no borrow */
    for (;;) {
        int c = zcmp(a, b, w);
        if (c == 0) break;
        uint32_t *p = c > 0 ? a : b, *q = c > 0 ? b : a;
        uint32_t *pu = c > 0 ? u : u1, *pv = c > 0 ? v : v1;
        uint32_t *qu = c > 0 ? u1 : u, *qv = c > 0 ? v1 : v;
        zsub_w(p, q, w);
        zsub_w(pu, qu, w);
        zsub_w(pv, qv, w);
        if (pu[w - 1] >> 31) {
            zadd_w(pu, y, w);
            zadd_w(pv, x, w);
        }
        while ((p[0] & 1) == 0) {
            zhalve(p, w);
            if (pu[0] & 1) {
                zadd_w(pu, y, w);
                zadd_w(pv, x, w);
            }
            zhalve(pu, w);
            zhalve(pv, w);
        }
    }
    /* gcd = a: must be 1 */
    if (a[0] != 1) return 0;
    for (size_t i = 1; i < w; i++) {
        if (a[i] != 0) return 0;
    }
    return 1;
}

/* ---------- complex FFT over R[x]/(x^m + 1) ---------- */

/* e^(i*pi*idx/1024) */
static pg_complex root(unsigned idx)
{
    pg_complex z = {pg_cos_table[idx & 2047], pg_cos_table[(idx + 2048 - 512) & 2047]};
    return z;
}

static pg_complex cmul(pg_complex a, pg_complex b)
{
    pg_complex r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
    return r;
}

/* Cyclic DFT of size m with root e^(sgn*2*pi*i/m) (in place). */
static void dft(pg_complex *z, unsigned logm, int sgn)
{
    size_t m = (size_t)1 << logm;
    for (size_t i = 1, j = 0; i < m; i++) {
        size_t bit = m >> 1;
        for (; j & bit; bit >>= 1) j ^= bit;
        j ^= bit;
        if (i < j) {
            pg_complex t = z[i];
            z[i] = z[j];
            z[j] = t;
        }
    }
    for (size_t len = 2; len <= m; len <<= 1) {
        size_t half = len / 2;
        unsigned step = (unsigned)(2048 / len);
        for (size_t j = 0; j < half; j++) {
            unsigned idx = (unsigned)j * step;
            pg_complex wj = root(sgn > 0 ? idx : 2048 - idx);
            for (size_t i = 0; i < m; i += len) {
                pg_complex uu = z[i + j], vv = cmul(z[i + j + half], wj);
                z[i + j].re = uu.re + vv.re;
                z[i + j].im = uu.im + vv.im;
                z[i + j + half].re = uu.re - vv.re;
                z[i + j + half].im = uu.im - vv.im;
            }
        }
    }
}

/* Evaluations at the m roots of x^m + 1 (coefficients in z[k].re). */
static void fft(pg_complex *z, unsigned logm)
{
    size_t m = (size_t)1 << logm;
    unsigned step = 1024u >> logm;
    for (size_t k = 0; k < m; k++) {
        z[k].im = 0.0;
        z[k] = cmul(z[k], root((unsigned)k * step));
    }
    dft(z, logm, +1);
}

/* Inverse of fft: real coefficients left in z[k].re. */
static void ifft(pg_complex *z, unsigned logm)
{
    size_t m = (size_t)1 << logm;
    unsigned step = 1024u >> logm;
    double inv = 1.0 / (double)m;
    dft(z, logm, -1);
    for (size_t k = 0; k < m; k++) {
        z[k] = cmul(z[k], root(2048 - (unsigned)k * step));
        z[k].re *= inv;
    }
}

/* ---------- polynomial steps ---------- */

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

static void to_fft(pg_complex *z, const uint32_t *a, size_t m, size_t wa, size_t sh, unsigned logm)
{
    for (size_t i = 0; i < m; i++) z[i].re = zto_double(a + i * wa, wa, sh);
    fft(z, logm);
}

/* Babai reduction of (F, G) (wF words) against (f, g) (wf words) until
 * round(c) = 0. Returns 0 if it does not converge. */
static int reduce(uint32_t *F, uint32_t *G, size_t wF, const uint32_t *f, const uint32_t *g,
                  size_t wf, unsigned logm, pg_ntru_work *w)
{
    size_t m = (size_t)1 << logm;
    size_t bf = max_bits(f, m, wf), bg = max_bits(g, m, wf);
    size_t shf = (bf > bg ? bf : bg) > 53 ? (bf > bg ? bf : bg) - 53 : 0;
    to_fft(w->fa, f, m, wf, shf, logm);
    to_fft(w->ga, g, m, wf, shf, logm);
    for (size_t i = 0; i < m; i++) { /* fa <- adj(f)/(f adj f + g adj g), ga likewise */
        double den = w->fa[i].re * w->fa[i].re + w->fa[i].im * w->fa[i].im +
                     w->ga[i].re * w->ga[i].re + w->ga[i].im * w->ga[i].im;
        w->fa[i].re /= den;
        w->fa[i].im = -w->fa[i].im / den;
        w->ga[i].re /= den;
        w->ga[i].im = -w->ga[i].im / den;
    }
    for (int iter = 0; iter < 4096; iter++) {
        size_t bF = max_bits(F, m, wF), bG = max_bits(G, m, wF);
        size_t bmax = bF > bG ? bF : bG;
        size_t shF = bmax > 53 ? bmax - 53 : 0;
        to_fft(w->x, F, m, wF, shF, logm);
        for (size_t i = 0; i < m; i++) w->y[i] = cmul(w->x[i], w->fa[i]);
        to_fft(w->x, G, m, wF, shF, logm);
        for (size_t i = 0; i < m; i++) {
            pg_complex t = cmul(w->x[i], w->ga[i]);
            w->y[i].re += t.re;
            w->y[i].im += t.im;
        }
        ifft(w->y, logm);
        double mx = 0.0;
        for (size_t i = 0; i < m; i++) {
            double a = w->y[i].re < 0 ? -w->y[i].re : w->y[i].re;
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
            double r = w->y[i].re * scale;
            w->k[i] = (int32_t)(r >= 0 ? r + 0.5 : r - 0.5);
            any |= w->k[i] != 0;
        }
        if (!any) return 1;
        for (size_t i = 0; i < m; i++) {
            int32_t ki = w->k[i];
            if (ki == 0) continue;
            for (size_t j = 0; j < m; j++) {
                size_t idx = i + j;
                int32_t kk = ki;
                if (idx >= m) {
                    idx -= m;
                    kk = -ki;
                }
                zsub_scaled(F + idx * wF, wF, f + j * wf, wf, kk, (size_t)s, w->big[6]);
                zsub_scaled(G + idx * wF, wF, g + j * wf, wf, kk, (size_t)s, w->big[6]);
            }
        }
    }
    return 0;
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
    if (!zbezout(u, v, x, y, wl, w->big[4], w->big[5], w->big[6], w->big[7])) return 0;
    size_t cw = wl + 1; /* current (F, G) width */
    uint32_t *cur = w->fg_a, *nxt = w->fg_b;
    memset(cur, 0, 2 * cw * sizeof *cur);
    zsub_scaled(cur, cw, v, wl, -(int32_t)PG_Q, 0, w->big[6]);      /* F = q v */
    zsub_scaled(cur + cw, cw, u, wl, -(int32_t)PG_Q, 0, w->big[6]); /* G = q u */

    /* Going up. */
    for (unsigned d = PG_LOGN; d-- > 0;) {
        size_t m = (size_t)PG_N >> d, h = m / 2;
        const uint32_t *fd = nb + off[d], *gd = fd + m * wid[d];
        size_t bits = max_bits(cur, 2 * h, cw) + max_bits(fd, 2 * m, wid[d]);
        size_t wn = (bits + (PG_LOGN - d) + 2) / 32 + 1;
        if (2 * m * wn > PG_FG_WORDS || cw + wid[d] > PG_BIG_WORDS) return 0;
        memset(nxt, 0, 2 * m * wn * sizeof *nxt);
        lift(nxt, wn, cur, cw, gd, wid[d], m, w);                   /* F */
        lift(nxt + m * wn, wn, cur + h * cw, cw, fd, wid[d], m, w); /* G */
        if (!reduce(nxt, nxt + m * wn, wn, fd, gd, wid[d], PG_LOGN - d, w)) return 0;
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
