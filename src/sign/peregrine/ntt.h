/* Negacyclic number-theoretic transform over Z_m[x]/(x^n + 1), n = 512 or
 * 1024, for the two primes of ntt_tables.h (q = 12289, and the auxiliary
 * p = 786433 used by signing). Montgomery arithmetic with R = 2^32; values
 * are kept in [0, m). Forward: Cooley-Tukey, natural order in, bit-reversed
 * order out; inverse: Gentleman-Sande, back to natural order, scaled by 1/n.
 * Products of transformed polynomials are formed with pg_mul_ntt. */
#ifndef KPQC_PEREGRINE_NTT_H
#define KPQC_PEREGRINE_NTT_H

#include <stdint.h>

#include "params.h"

typedef struct {
    uint32_t m, m0i, r2, ninv; /* modulus, -1/m mod 2^32, R^2 mod m, R/n mod m */
    const uint32_t *gm, *igm;  /* R*psi^brv(k), R*psi^-brv(k) */
} pg_field;

#define pg_field_q KPQC_NS(pg_field_q)
#define pg_field_p KPQC_NS(pg_field_p)
extern const pg_field pg_field_q, pg_field_p;

/* a*b/R mod m, for a, b < m. */
static inline uint32_t pg_montmul(uint32_t a, uint32_t b, const pg_field *fd)
{
    uint64_t x = (uint64_t)a * b;
    uint32_t t = (uint32_t)x * fd->m0i;
    uint32_t u = (uint32_t)((x + (uint64_t)t * fd->m) >> 32);
    u -= fd->m;
    return u + (fd->m & (uint32_t)-(int32_t)(u >> 31));
}

static inline uint32_t pg_add(uint32_t a, uint32_t b, const pg_field *fd)
{
    uint32_t s = a + b - fd->m;
    return s + (fd->m & (uint32_t)-(int32_t)(s >> 31));
}

static inline uint32_t pg_sub(uint32_t a, uint32_t b, const pg_field *fd)
{
    uint32_t s = a - b;
    return s + (fd->m & (uint32_t)-(int32_t)(s >> 31));
}

/* v mod m for |v| < m, constant time. */
static inline uint32_t pg_from_signed(int32_t v, const pg_field *fd)
{
    return (uint32_t)v + (fd->m & (uint32_t)(v >> 31));
}

/* Centered representative of a in [0, m): in [-(m-1)/2, (m-1)/2]. */
static inline int32_t pg_center(uint32_t a, const pg_field *fd)
{
    uint32_t over = (uint32_t)(((fd->m >> 1) - a) >> 31); /* 1 when a > (m-1)/2 */
    return (int32_t)a - (int32_t)(fd->m & (uint32_t)-(int32_t)over);
}

#define pg_ntt KPQC_NS(pg_ntt)
#define pg_intt KPQC_NS(pg_intt)
#define pg_mul_ntt KPQC_NS(pg_mul_ntt)
void pg_ntt(uint32_t *a, const pg_field *fd);
void pg_intt(uint32_t *a, const pg_field *fd);
/* c = a*b coefficient-wise (NTT domain), c may alias a or b. */
void pg_mul_ntt(uint32_t *c, const uint32_t *a, const uint32_t *b, const pg_field *fd);

#endif
