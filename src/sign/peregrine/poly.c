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
    uint32_t *a = work, *pre = work + PG_N;
    for (unsigned i = 0; i < PG_N; i++) {
        a[i] = pg_from_signed(f[i], fd);
        h[i] = pg_from_signed(g[i], fd);
    }
    pg_ntt(a, fd);
    pg_ntt(h, fd);
    /* Batch inversion (Montgomery's trick), all values in Montgomery form
     * (x*R): pre[i] = f_0 ... f_(i-1), one exponentiation of the total, then
     * 1/f_i = (1/(f_0 ... f_i)) * pre[i] going down. A zero f_i makes the
     * total zero: then f is not invertible. */
    uint32_t acc = pg_montmul(1, fd->r2, fd); /* R: the form of 1 */
    for (unsigned i = 0; i < PG_N; i++) {
        a[i] = pg_montmul(a[i], fd->r2, fd);
        pre[i] = acc;
        acc = pg_montmul(acc, a[i], fd);
    }
    uint32_t zero = (uint32_t)(acc - 1) >> 31;
    uint32_t inv = inverse_mont(acc, fd);
    for (unsigned i = PG_N; i-- > 0;) {
        uint32_t inv_fi = pg_montmul(inv, pre[i], fd); /* R/f_i */
        inv = pg_montmul(inv, a[i], fd);
        h[i] = pg_montmul(h[i], inv_fi, fd); /* g_i/f_i */
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
