/* NTT modulo q = 12289 (see ntt.h). Forward: Cooley-Tukey, zeta index 1..n-1
 * in bit-reversed order, so block b of a level with m blocks splits
 * x^(2t) - psi^brv(m+b) ... ; inverse: Gentleman-Sande with the inverse roots,
 * then a factor n^-1 = q - (q - 1) / n. Products fit in 32 bits (q < 2^14). */
#include "ntt.h"
#include "params.h"

#include <stddef.h>

#define SOLMAE_WANT_NTT_ZETAS
#include "tables.h"

static uint16_t mulq(uint32_t a, uint32_t b)
{
    return (uint16_t)((a * b) % SOLMAE_Q);
}

static uint16_t addq(uint32_t a, uint32_t b)
{
    uint32_t s = a + b;
    return (uint16_t)(s - (SOLMAE_Q & (0u - (uint32_t)(s >= SOLMAE_Q))));
}

static uint16_t subq(uint32_t a, uint32_t b)
{
    return addq(a, SOLMAE_Q - b);
}

void KPQC_NS(solmae_ntt)(uint16_t *a, unsigned logn)
{
    size_t n = (size_t)1 << logn, k = 1;
    for (size_t len = n >> 1; len >= 1; len >>= 1) {
        for (size_t start = 0; start < n; start += 2 * len, k++) {
            uint32_t z = solmae_ntt_zetas[k];
            for (size_t j = start; j < start + len; j++) {
                uint16_t t = mulq(z, a[j + len]);
                a[j + len] = subq(a[j], t);
                a[j] = addq(a[j], t);
            }
        }
    }
}

void KPQC_NS(solmae_intt)(uint16_t *a, unsigned logn)
{
    size_t n = (size_t)1 << logn, k = n;
    for (size_t len = 1; len < n; len <<= 1) {
        /* the forward level of this len used zeta indices [n/(2len), n/len) */
        k = n / (2 * len);
        for (size_t start = 0; start < n; start += 2 * len, k++) {
            uint32_t z = solmae_ntt_zetas_inv[k];
            for (size_t j = start; j < start + len; j++) {
                uint16_t x = a[j], y = a[j + len];
                a[j] = addq(x, y);
                a[j + len] = mulq(z, subq(x, y));
            }
        }
    }
    uint32_t ninv = SOLMAE_Q - (SOLMAE_Q - 1) / (uint32_t)n;
    for (size_t j = 0; j < n; j++) a[j] = mulq(a[j], ninv);
}

void KPQC_NS(solmae_ntt_pointwise)(uint16_t *a, const uint16_t *b, unsigned logn)
{
    for (size_t j = 0; j < ((size_t)1 << logn); j++) a[j] = mulq(a[j], b[j]);
}

static uint16_t from_signed(int x)
{
    return (uint16_t)(x + SOLMAE_Q * (x < 0));
}

int KPQC_NS(solmae_public_h)(uint16_t *h, const int8_t *f, const int8_t *g, uint16_t *tmp,
                             unsigned logn)
{
    size_t n = (size_t)1 << logn;
    uint32_t zero = 0;
    for (size_t j = 0; j < n; j++) {
        tmp[j] = from_signed(f[j]);
        h[j] = from_signed(g[j]);
    }
    KPQC_NS(solmae_ntt)(tmp, logn);
    KPQC_NS(solmae_ntt)(h, logn);
    for (size_t j = 0; j < n; j++) {
        /* f_j^(q-2) = f_j^-1 (0 stays 0 and is reported) */
        uint32_t x = tmp[j], r = 1;
        zero |= (uint32_t)(x == 0);
        for (unsigned e = SOLMAE_Q - 2; e != 0; e >>= 1) {
            if (e & 1) r = mulq(r, x);
            x = mulq(x, x);
        }
        h[j] = mulq(h[j], r);
    }
    KPQC_NS(solmae_intt)(h, logn);
    return zero ? -1 : 0;
}
