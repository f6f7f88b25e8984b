/* See poly.h. */
#include "poly.h"

#include "fips202.h"

void pg_hash_to_point(uint32_t *c, const uint8_t nonce[PG_NONCE_BYTES], const uint8_t *m,
                      size_t mlen)
{
    kpqc_keccak_state st;
    uint8_t buf[KPQC_SHAKE256_RATE];
    size_t pos = sizeof buf;
    kpqc_shake256_init(&st);
    kpqc_keccak_absorb(&st, nonce, PG_NONCE_BYTES);
    kpqc_keccak_absorb(&st, m, mlen);
    kpqc_keccak_finalize(&st);
    for (unsigned i = 0; i < PG_N;) {
        if (pos == sizeof buf) {
            kpqc_keccak_squeeze(buf, sizeof buf, &st);
            pos = 0;
        }
        uint32_t w = (uint32_t)buf[pos] << 8 | buf[pos + 1];
        pos += 2;
        if (w < 5 * PG_Q) c[i++] = w % PG_Q;
    }
    kpqc_keccak_wipe(&st); /* held the nonce */
}

/* a^(q-2) = a^-1 in the field (0 stays 0); fixed exponent, constant time.
 * a and the result in Montgomery form. */
static uint32_t inverse_mont(uint32_t a, const pg_field *fd)
{
    uint32_t r = a; /* 12287 = 2^13 + 2^12 - 1: bit 13 here, bits 12..0 below */
    for (int bit = 12; bit >= 0; bit--) {
        r = pg_montmul(r, r, fd);
        if ((12287u >> bit) & 1u) r = pg_montmul(r, a, fd); /* public exponent bits */
    }
    return r;
}

int pg_public_from_fg(uint32_t *h, const int8_t *f, const int8_t *g, uint32_t *work)
{
    const pg_field *fd = &pg_field_q;
    uint32_t *tf = work, *tg = h, zero = 0;
    for (unsigned i = 0; i < PG_N; i++) {
        tf[i] = pg_from_signed(f[i], fd);
        tg[i] = pg_from_signed(g[i], fd);
    }
    pg_ntt(tf, fd);
    pg_ntt(tg, fd);
    for (unsigned i = 0; i < PG_N; i++) {
        uint32_t a = pg_montmul(tf[i], fd->r2, fd); /* Montgomery form of f^ */
        zero |= (uint32_t)(a - 1) >> 31;            /* a == 0 */
        /* inverse_mont(a) = R/f; montmul(g, R/f) = g/f */
        h[i] = pg_montmul(tg[i], inverse_mont(a, fd), fd);
    }
    pg_intt(h, fd);
    return zero == 0;
}

int pg_is_short(const int32_t *s1, const int32_t *s2)
{
    uint64_t s = 0;
    for (unsigned i = 0; i < PG_N; i++) {
        s += (uint64_t)((int64_t)s1[i] * s1[i]) + (uint64_t)((int64_t)s2[i] * s2[i]);
    }
    return s <= PG_NORM_BOUND;
}
