/* Multi-precision integers for NTRUSolve (bigint.h). */
#include "bigint.h"

#include <math.h>
#include <string.h>

unsigned KPQC_NS(solmae_bn_abs)(uint32_t *mag, const uint32_t *x, size_t len)
{
    unsigned neg = x[len - 1] >> 31;
    uint32_t mask = 0u - neg, carry = neg;
    for (size_t i = 0; i < len; i++) {
        uint64_t t = (uint64_t)(x[i] ^ mask) + carry;
        mag[i] = (uint32_t)t;
        carry = (uint32_t)(t >> 32);
    }
    return neg;
}

unsigned KPQC_NS(solmae_bn_bits)(const uint32_t *x, size_t len)
{
    uint32_t mask = 0u - (x[len - 1] >> 31);
    for (size_t i = len; i-- > 0;) {
        uint32_t w = x[i] ^ mask;
        if (w != 0) {
            unsigned b = 0;
            while (w != 0) {
                b++;
                w >>= 1;
            }
            return (unsigned)(32 * i) + b;
        }
    }
    return 0;
}

/* d[0..end) +=/-= the limbs of k mag 2^bs (bs < 32), then the carry or
 * borrow up to d[rest - 1]; sub is a constant at each call so that both
 * loops are branch-free. */
static inline void addmul_limbs(uint32_t *d, size_t end, size_t rest, const uint32_t *mag,
                                size_t lm, uint32_t k, unsigned bs, int sub)
{
    uint64_t pc = 0, c = 0;
    uint32_t prev = 0;
    size_t m;
    for (m = 0; m < end; m++) {
        uint64_t z = (m < lm ? (uint64_t)k * mag[m] : 0) + pc;
        uint32_t p = (uint32_t)z;
        pc = z >> 32;
        uint32_t s = (uint32_t)((((uint64_t)p << 32) | prev) >> (32 - bs));
        prev = p;
        if (sub) {
            uint64_t t = (uint64_t)d[m] - s - c;
            d[m] = (uint32_t)t;
            c = t >> 63;
        } else {
            uint64_t t = (uint64_t)d[m] + s + c;
            d[m] = (uint32_t)t;
            c = t >> 32;
        }
    }
    for (; m < rest && c != 0; m++) {
        if (sub) {
            c = d[m] == 0;
            d[m]--;
        } else {
            d[m]++;
            c = d[m] == 0;
        }
    }
}

void KPQC_NS(solmae_bn_addmul)(uint32_t *acc, size_t la, const uint32_t *mag, size_t lm,
                               uint32_t k, unsigned neg, unsigned shift)
{
    size_t ws = shift >> 5;
    if (k == 0 || ws >= la) return;
    size_t rest = la - ws, end = lm + 2 < rest ? lm + 2 : rest;
    if (neg) {
        addmul_limbs(acc + ws, end, rest, mag, lm, k, shift & 31, 1);
    } else {
        addmul_limbs(acc + ws, end, rest, mag, lm, k, shift & 31, 0);
    }
}

void KPQC_NS(solmae_bn_addmul_big)(uint32_t *acc, size_t la, const uint32_t *a, size_t l_a,
                                   const uint32_t *b, size_t l_b, unsigned neg, unsigned shift)
{
    while (l_a > 0 && a[l_a - 1] == 0) l_a--;
    while (l_b > 0 && b[l_b - 1] == 0) l_b--;
    for (size_t l = 0; l < l_a; l++) {
        KPQC_NS(solmae_bn_addmul)(acc, la, b, l_b, a[l], neg, shift + 32 * (unsigned)l);
    }
}

double KPQC_NS(solmae_bn_to_double)(const uint32_t *x, size_t len, int e, uint32_t *tmp)
{
    unsigned neg = KPQC_NS(solmae_bn_abs)(tmp, x, len);
    size_t top = len;
    while (top > 0 && tmp[top - 1] == 0) top--;
    if (top == 0) return 0.0;
    double d = 0.0;
    for (size_t i = top >= 3 ? top - 3 : 0; i < top; i++) {
        d += ldexp((double)tmp[i], (int)(32 * i) - e);
    }
    return neg ? -d : d;
}

void KPQC_NS(solmae_bn_resize)(uint32_t *x, size_t len, size_t newlen)
{
    uint32_t ext = 0u - (x[len - 1] >> 31);
    for (size_t i = len; i < newlen; i++) x[i] = ext;
}

static int is_even(const uint32_t *x)
{
    return (x[0] & 1) == 0;
}

static int is_zero(const uint32_t *x, size_t len)
{
    uint32_t o = 0;
    for (size_t i = 0; i < len; i++) o |= x[i];
    return o == 0;
}

/* x = x / 2 (arithmetic). */
static void halve(uint32_t *x, size_t len)
{
    for (size_t i = 0; i + 1 < len; i++) x[i] = (x[i] >> 1) | (x[i + 1] << 31);
    x[len - 1] = (uint32_t)((int32_t)x[len - 1] >> 1);
}

/* x += y (sub: x -= y). */
static void add_to(uint32_t *x, const uint32_t *y, size_t len, int sub)
{
    uint64_t c = sub;
    for (size_t i = 0; i < len; i++) {
        uint64_t t = (uint64_t)x[i] + (sub ? (uint32_t)~y[i] : y[i]) + c;
        x[i] = (uint32_t)t;
        c = t >> 32;
    }
}

/* x >= y, both non-negative. */
static int geq(const uint32_t *x, const uint32_t *y, size_t len)
{
    for (size_t i = len; i-- > 0;) {
        if (x[i] != y[i]) return x[i] > y[i];
    }
    return 1;
}

/* P = (P + b) / 2, Q = (Q - a) / 2 when P or Q is odd, else both halved
 * (a, b: len limbs, zero-extended to l). */
static void halve_pair(uint32_t *P, uint32_t *Q, const uint32_t *a, const uint32_t *b, size_t len,
                       size_t l)
{
    if (!(is_even(P) && is_even(Q))) {
        uint64_t c = 0, d = 1;
        for (size_t i = 0; i < l; i++) {
            uint64_t t = (uint64_t)P[i] + (i < len ? b[i] : 0) + c;
            P[i] = (uint32_t)t;
            c = t >> 32;
            t = (uint64_t)Q[i] + (uint32_t)~(i < len ? a[i] : 0) + d;
            Q[i] = (uint32_t)t;
            d = t >> 32;
        }
    }
    halve(P, l);
    halve(Q, l);
}

/* Binary extended Euclid (Menezes, van Oorschot, Vanstone, Handbook of
 * Applied Cryptography, Alg. 14.61): A a + B b = x and C a + D b = y
 * throughout, x, y starting at a, b; when x (y) is halved, (A, B) ((C, D))
 * first gets (b, -a) added if it is not all even. Ends with x = 0, y = gcd. */
int KPQC_NS(solmae_bn_xgcd)(uint32_t *u, uint32_t *v, const uint32_t *a, const uint32_t *b,
                            size_t len, uint32_t *tmp)
{
    size_t l = len + 1;
    uint32_t *x = tmp, *y = tmp + l, *A = u, *B = v, *C = tmp + 2 * l, *D = tmp + 3 * l;
    if (is_even(a) && is_even(b)) return -1;
    memset(tmp, 0, 4 * l * sizeof *tmp);
    memcpy(x, a, len * sizeof *a);
    memcpy(y, b, len * sizeof *b);
    if (is_zero(x, l) || is_zero(y, l)) return -1;
    memset(A, 0, l * sizeof *A);
    memset(B, 0, l * sizeof *B);
    A[0] = 1;
    D[0] = 1;
    for (;;) {
        while (is_even(x)) {
            halve(x, l);
            halve_pair(A, B, a, b, len, l);
        }
        while (is_even(y)) {
            halve(y, l);
            halve_pair(C, D, a, b, len, l);
        }
        if (geq(x, y, l)) {
            add_to(x, y, l, 1);
            add_to(A, C, l, 1);
            add_to(B, D, l, 1);
        } else {
            add_to(y, x, l, 1);
            add_to(C, A, l, 1);
            add_to(D, B, l, 1);
        }
        if (is_zero(x, l)) break;
    }
    int one = y[0] == 1 && is_zero(y + 1, l - 1);
    memcpy(u, C, l * sizeof *u);
    memcpy(v, D, l * sizeof *v);
    return one ? 0 : -1;
}
